import type { HttpBindings } from '@hono/node-server';
import type { Context } from 'hono';
import type { ApiKeyType, PermissionResource } from '../../api/resources.js';
import { type ApiVersion, API_VERSIONS, isApiVersion } from '../../api/versions.js';
import { authorize, identify } from './auth.js';
import { readIdempotencyKey, reserve } from './idempotency.js';
import { SandboxError } from '../model/errors.js';
import type { EndpointClass } from '../model/rate-limit.js';
import { type DeprecatedField, type RenderOptions, deprecationHeader } from '../model/render.js';
import type { SandboxService } from '../model/service.js';
import type { Account, KeyRecord } from '../model/state.js';

/**
 * The request pipeline every API route runs through, in the order the interface implies:
 * identification (key, IP allowlist, origin) → rate limit → authorization (key type and scope) →
 * API version → body → idempotency → the operation. A route declares what it needs; the pipeline
 * enforces it and renders every refusal as the interface's error body.
 */

export type AppEnv = { Bindings: HttpBindings; Variables: { requestId: string } };

export const MAX_BODY_BYTES = 1024 * 1024;
const MAX_INJECTED_LATENCY_MS = 30_000;

export interface RequestContext {
  service: SandboxService;
  account: Account;
  key: KeyRecord;
  version: ApiVersion;
  params: Record<string, string>;
  url: URL;
  /** The parsed JSON body of a POST ({} when empty); undefined for other methods. */
  body: unknown;
  /** Render options for this request: its version, the account's mode, the deprecations seen. */
  render: Required<RenderOptions>;
}

export interface Reply {
  status?: number;
  body: unknown;
}

export interface RouteSpec {
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  /** Key types that may call it (interface: Key types). Secret keys can do everything. */
  keys: readonly ApiKeyType[];
  /** The restricted-key scope; null when restricted keys may never call it. */
  permission: PermissionResource | null;
  endpointClass: EndpointClass;
  handle(ctx: RequestContext): Reply | Promise<Reply>;
}

export const SERVER_KEYS = ['secret', 'restricted'] as const satisfies readonly ApiKeyType[];
export const ALL_KEYS = ['secret', 'restricted', 'publishable'] as const satisfies readonly ApiKeyType[];

export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...headers, 'content-type': 'application/json; charset=utf-8' },
  });
}

export function errorResponse(error: unknown, requestId: string, headers: Record<string, string> = {}): Response {
  const svcError =
    error instanceof SandboxError
      ? error
      : (console.error('svc-sandbox: unexpected error', error),
        new SandboxError('api_error', 'An unexpected error occurred in the sandbox. This is a bug: please report it with the Request-Id.'));
  return jsonResponse(svcError.status, svcError.toBody(requestId), { ...headers, ...svcError.options.headers });
}

export function peerAddress(c: Pick<Context<AppEnv>, 'env'>): string {
  return c.env.incoming.socket.remoteAddress ?? '';
}

/** Wraps a route in the pipeline, as a Hono handler. */
export function pipeline(service: SandboxService, route: RouteSpec) {
  return async (c: Context<AppEnv>): Promise<Response> => {
    const requestId = c.get('requestId');
    const headers: Record<string, string> = { 'Svc-Version': service.options.apiVersion };
    try {
      const caller = identify(service, { headers: c.req.raw.headers, peerAddress: peerAddress(c) });
      headers['Svc-Version'] = caller.account.defaultVersion;

      const access = route.method === 'GET' ? 'read' : 'write';
      const rate = service.rateLimiter.check(caller.account.id, caller.key.id, access, route.endpointClass, caller.key.type === 'publishable');
      Object.assign(headers, rate.headers);
      if (!rate.allowed) throw tooManyRequests(rate.retryAfterSeconds);
      // After the rate limit: the account is known, so a refusal for the key's type or scope is a
      // counted request and carries the X-RateLimit-* headers like any other answer (interface: Limits).
      authorize(caller, route);

      const version = readVersion(c.req.header('svc-version'), caller.account.defaultVersion);
      headers['Svc-Version'] = version;

      const body = route.method === 'POST' ? await readJsonBody(c.req.raw) : undefined;
      const url = new URL(c.req.url);
      const ctx: RequestContext = {
        service,
        ...caller,
        version,
        params: c.req.param(),
        url,
        body,
        render: { version, livemode: caller.account.livemode, deprecations: new Set<DeprecatedField>() },
      };

      // Idempotency applies to mutating POSTs; GET, PUT and DELETE ignore the header (rule 2).
      const idempotencyKey = route.method === 'POST' ? readIdempotencyKey(c.req.raw.headers) : undefined;
      const fault = readFaults(c.req.raw.headers);
      if (idempotencyKey === undefined) {
        await fault.before();
        const reply = await route.handle(ctx);
        return fault.deliver(c, finish(reply, ctx, headers));
      }
      const reservation = reserve(caller.account, idempotencyScope(route, ctx.params, caller.key), idempotencyKey, body, service.clock.now());
      if (reservation.kind === 'replay') {
        const { status, body: stored, headers: storedHeaders } = reservation.response;
        return new Response(stored, {
          status,
          headers: { ...headers, ...storedHeaders, 'Idempotent-Replayed': 'true', 'content-type': 'application/json; charset=utf-8' },
        });
      }
      let response: Response;
      try {
        await fault.before();
        response = finish(await route.handle(ctx), ctx, headers);
      } catch (error) {
        response = errorResponse(error, requestId, headers);
      }
      if (response.status >= 500) {
        // A fault of ours executed nothing that should stick: let a retry run again.
        reservation.abandon();
      } else {
        const stored = await response.clone().text();
        // A replay is the stored body as it was rendered (rule 4), so it keeps the headers that
        // describe that rendering: every response names the version it was rendered with
        // (contract: Other limits), even when the retry asks for another one.
        const kept: Record<string, string> = { 'Svc-Version': version };
        const deprecation = response.headers.get('Svc-Deprecation');
        if (deprecation) kept['Svc-Deprecation'] = deprecation;
        reservation.complete({ status: response.status, body: stored, headers: kept });
      }
      return fault.deliver(c, response);
    } catch (error) {
      return errorResponse(error, requestId, headers);
    }
  };
}

/**
 * What an idempotency key is scoped to besides the account (interface: Idempotency, rule 1), so that a
 * stored answer only ever goes to a request that would have been allowed to make it (issue 13):
 * - the endpoint as routed: the route's pattern with its decoded parameters, never the raw path, so
 *   `/v1/%72efunds` is `/v1/refunds` for the key as it is for the router;
 * - who may see the answer: secret keys share their records (they can do everything, and a retry
 *   after a key roll must still replay), publishable keys theirs, and each restricted key its own
 *   (their permissions differ). A publishable key repeating a secret key's request is then its own
 *   request: authorized and executed as such, never handed the stored `clientSecret`.
 */
export function idempotencyScope(
  route: Pick<RouteSpec, 'method' | 'path'>,
  params: Record<string, string>,
  key: Pick<KeyRecord, 'type' | 'id'>,
): string {
  const endpoint = route.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
  const holder = key.type === 'restricted' ? `restricted:${key.id}` : key.type;
  return `${holder} ${route.method} ${endpoint}`;
}

/** The 429 of an empty bucket or minute budget, with `Retry-After` (interface: Limits). */
export function tooManyRequests(retryAfterSeconds: number): SandboxError {
  return new SandboxError('too_many_requests', `Too many requests. Wait ${retryAfterSeconds} s, then retry with exponential backoff and jitter.`, {
    retryAfter: retryAfterSeconds,
    headers: { 'Retry-After': String(retryAfterSeconds) },
  });
}

function finish(reply: Reply, ctx: RequestContext, headers: Record<string, string>): Response {
  const extra = { ...headers };
  if (ctx.render.deprecations.size > 0) extra['Svc-Deprecation'] = deprecationHeader(ctx.render.deprecations);
  return jsonResponse(reply.status ?? 200, reply.body, extra);
}

export function readVersion(header: string | undefined, accountDefault: ApiVersion): ApiVersion {
  if (header === undefined || header.trim() === '') return accountDefault;
  const version = header.trim();
  if (!isApiVersion(version)) {
    throw new SandboxError('invalid_api_version', `Unknown API version "${version}". Known versions: ${API_VERSIONS.join(', ')}.`);
  }
  return version;
}

/**
 * A request body as text, or null when it is larger than `limit` bytes (by its Content-Length, or
 * once that many bytes arrived: the rest is not read). The one body reader of the sandbox.
 */
export async function readBodyWithin(request: Request, limit: number): Promise<string | null> {
  if (Number(request.headers.get('content-length') ?? '0') > limit) return null;
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > limit) {
        await reader.cancel();
        return null;
      }
      chunks.push(value);
    }
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Reads a JSON object body of at most 1 MiB (contract: Other limits); an empty body is {}. */
export async function readJsonBody(request: Request): Promise<Record<string, unknown>> {
  const text = await readBodyWithin(request, MAX_BODY_BYTES);
  if (text === null) {
    throw new SandboxError('request_too_large', `Request bodies are limited to ${MAX_BODY_BYTES} bytes (1 MiB).`, {
      headers: { Connection: 'close' },
    });
  }
  if (text.trim() === '') return {};
  const contentType = request.headers.get('content-type');
  if (contentType !== null && !/^application\/(?:[\w.+-]+\+)?json\b/i.test(contentType)) {
    throw new SandboxError('content_type_invalid', `Bodies must be JSON sent as Content-Type: application/json (got ${contentType}).`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new SandboxError('json_invalid', `The body is not valid JSON: ${(error as Error).message}.`);
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new SandboxError('json_invalid', 'The body must be a JSON object.');
  }
  if (depthOf(parsed) > MAX_JSON_DEPTH) {
    throw new SandboxError(
      'json_invalid',
      `The body nests objects and arrays more than ${MAX_JSON_DEPTH} levels deep; no request of the service needs more than a few.`,
    );
  }
  return parsed as Record<string, unknown>;
}

/**
 * How deep a parsed body may nest (issue 13): what reads a body afterwards (the idempotency
 * fingerprint, validation, rendering) may then recurse without a stack to fear. Contract: Other limits.
 */
export const MAX_JSON_DEPTH = 32;

/** The nesting depth of a JSON value (a scalar is 0), counted without recursion, stopping past the limit. */
export function depthOf(value: unknown): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 0]];
  for (let entry = stack.pop(); entry !== undefined; entry = stack.pop()) {
    const [item, depth] = entry;
    if (item === null || typeof item !== 'object') continue;
    deepest = Math.max(deepest, depth + 1);
    if (deepest > MAX_JSON_DEPTH) return deepest;
    for (const child of Object.values(item)) stack.push([child, depth + 1]);
  }
  return deepest;
}

/**
 * Sandbox-only fault injection for client tests (never in the real service):
 * `X-Sandbox-Latency-Ms: n` delays the operation after its idempotency key is claimed;
 * `X-Sandbox-Fault: drop_connection` executes the operation, then closes the connection unanswered;
 * `X-Sandbox-Fault: server_error` answers 500 `api_error` without executing anything.
 */
const FAULTS = ['drop_connection', 'server_error'];

function readFaults(headers: Headers) {
  const latency = Number(headers.get('x-sandbox-latency-ms') ?? 0);
  const fault = headers.get('x-sandbox-fault');
  if (!Number.isFinite(latency) || latency < 0 || latency > MAX_INJECTED_LATENCY_MS) {
    throw new SandboxError('parameter_invalid', `X-Sandbox-Latency-Ms must be between 0 and ${MAX_INJECTED_LATENCY_MS}.`, {
      param: 'X-Sandbox-Latency-Ms',
    });
  }
  if (fault !== null && !FAULTS.includes(fault)) {
    throw new SandboxError('parameter_invalid', `X-Sandbox-Fault must be one of ${FAULTS.join(', ')}.`, { param: 'X-Sandbox-Fault' });
  }
  return {
    async before(): Promise<void> {
      if (latency > 0) await new Promise<void>((resolve) => setTimeout(resolve, latency));
      if (fault === 'server_error') {
        throw new SandboxError('api_error', 'X-Sandbox-Fault: server_error injected this 500; nothing was executed. Retry it.');
      }
    },
    deliver(c: Context<AppEnv>, response: Response): Response {
      if (fault === 'drop_connection') c.env.incoming.socket.destroy();
      return response;
    },
  };
}
