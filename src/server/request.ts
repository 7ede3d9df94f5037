import * as z from 'zod/mini';
import type { ApiVersion } from '../api/versions.js';
import { ApiError, ConnectionError, type SvcError, errorFromResponse } from './errors.js';

/**
 * The one request sender every call goes through (the stripe-node shape): it owns the key header,
 * `Svc-Version`, the automatic `Idempotency-Key`, timeouts, retries with capped exponential backoff
 * and jitter, deprecation warnings, and turning answers into typed objects or typed errors.
 *
 * The browser has a sender of its own (`src/client/requester.ts`): docs/request-senders.md says why
 * the two differ (keys, 429, error classes) and what they share.
 */

export interface SenderConfig {
  apiKey: string;
  baseUrl: string;
  apiVersion: ApiVersion;
  maxNetworkRetries: number;
  timeoutMs: number;
  fetch: typeof fetch;
  /** Where warnings go (a deprecated field or namespace); defaults to console.warn. */
  warn: (message: string) => void;
  userAgent: string;
}

export interface RequestOptions {
  /** Overrides the automatic key (a UUID v4 per call, kept across that call's retries). */
  idempotencyKey?: string;
  apiVersion?: ApiVersion;
  timeoutMs?: number;
  maxNetworkRetries?: number;
  /** Extra headers (the sandbox's `X-Sandbox-*` fault injection, for instance). */
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export type QueryValue = string | number | boolean | Date | undefined | Readonly<Record<string, string>>;
export type Query = Readonly<Record<string, QueryValue>>;

export interface RateLimitInfo {
  limit: number;
  remaining: number;
  /** Unix epoch seconds when the bucket is full again. */
  reset: number;
}

/** What the last HTTP exchange of a call looked like; on every returned object as `lastResponse`. */
export interface ResponseInfo {
  status: number;
  headers: Headers;
  requestId: string | null;
  apiVersion: string | null;
  idempotencyKey: string | undefined;
  /** True when the service replayed a stored answer for this Idempotency-Key. */
  replayed: boolean;
  rateLimit: RateLimitInfo | null;
  /** How many attempts the call took (1 when nothing was retried). */
  attempts: number;
}

export type WithResponse<T> = T & { readonly lastResponse: ResponseInfo };

export interface RequestSpec<Schema extends z.core.$ZodType> {
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  query?: Query;
  body?: unknown;
  schema: Schema;
}

const INITIAL_DELAY_MS = 500;
const MAX_DELAY_MS = 8_000;
/** A Retry-After longer than this is not waited out inside a call: the error reaches the caller. */
const MAX_RETRY_AFTER_SECONDS = 60;

/** Whether another attempt may help: the service said so (429, 409 in progress) or it failed (5xx). */
export function isRetryable(status: number, code: string | undefined): boolean {
  return status === 429 || status >= 500 || (status === 409 && code === 'idempotency_in_progress');
}

/** Capped exponential backoff with jitter: 0.5 s, 1 s, 2 s … up to 8 s, each scaled by 50–100 %. */
export function backoffDelayMs(retry: number, random: () => number = Math.random): number {
  const ceiling = Math.min(MAX_DELAY_MS, INITIAL_DELAY_MS * 2 ** retry);
  return Math.round(ceiling * (0.5 + random() / 2));
}

export function encodeQuery(query: Query | undefined): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value === undefined) continue;
    if (value instanceof Date) params.append(name, value.toISOString());
    else if (typeof value === 'object') for (const [key, item] of Object.entries(value)) params.append(`${name}[${key}]`, item);
    else params.append(name, String(value));
  }
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

export class RequestSender {
  readonly config: SenderConfig;
  readonly #warned = new Set<string>();

  constructor(config: SenderConfig) {
    this.config = config;
  }

  /** Warns once per distinct message for the life of the client. */
  warnOnce(message: string): void {
    if (this.#warned.has(message)) return;
    this.#warned.add(message);
    this.config.warn(message);
  }

  async send<Schema extends z.core.$ZodType>(spec: RequestSpec<Schema>, options: RequestOptions = {}): Promise<WithResponse<z.output<Schema>>> {
    const { value, info } = await this.#exchange(spec, options);
    const parsed = z.safeParse(spec.schema, value);
    if (!parsed.success) {
      throw new ApiError({
        message: `The service's answer to ${spec.method} ${spec.path} does not have the documented shape: ${z.prettifyError(parsed.error)}`,
        code: 'response_invalid',
        status: info.status,
        requestId: info.requestId ?? undefined,
        idempotencyKey: info.idempotencyKey,
        raw: value,
      });
    }
    const result = parsed.data as object;
    Object.defineProperty(result, 'lastResponse', { value: info, enumerable: false });
    return result as WithResponse<z.output<Schema>>;
  }

  async #exchange(spec: RequestSpec<z.core.$ZodType>, options: RequestOptions): Promise<{ value: unknown; info: ResponseInfo }> {
    const { config } = this;
    const url = serviceUrl(config.baseUrl, spec.path, spec.query);
    // Header names are case-insensitive: a caller's `Idempotency-Key` or `Svc-Version` must replace
    // ours, not travel beside it (fetch would join the two into one "a, b" value).
    const extraHeaders = Object.fromEntries(Object.entries(options.headers ?? {}).map(([name, value]) => [name.toLowerCase(), value]));
    // Every mutating POST carries a key, and all retries of this call reuse it, so a retry after a
    // lost answer can never run the operation twice (interface: Idempotency).
    const idempotencyKey = spec.method === 'POST' ? (options.idempotencyKey ?? extraHeaders['idempotency-key'] ?? crypto.randomUUID()) : undefined;
    const maxRetries = options.maxNetworkRetries ?? config.maxNetworkRetries;
    const headers: Record<string, string> = {
      authorization: `Bearer ${config.apiKey}`,
      'svc-version': options.apiVersion ?? config.apiVersion,
      accept: 'application/json',
      'user-agent': config.userAgent,
      ...extraHeaders,
    };
    if (idempotencyKey !== undefined) headers['idempotency-key'] = idempotencyKey;
    let body: string | undefined;
    if (spec.body !== undefined) {
      body = JSON.stringify(spec.body);
      headers['content-type'] = 'application/json';
    }

    for (let attempt = 1; ; attempt++) {
      const retriesLeft = attempt <= maxRetries;
      let response: Response;
      let text: string;
      const timeout = AbortSignal.timeout(options.timeoutMs ?? config.timeoutMs);
      const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
      try {
        response = await config.fetch(url, { method: spec.method, headers, body, signal });
        text = await response.text();
      } catch (cause) {
        if (options.signal?.aborted) {
          throw new ConnectionError({ message: `${spec.method} ${spec.path} was aborted by the caller.`, code: 'aborted', idempotencyKey, cause });
        }
        const timedOut = timeout.aborted;
        const error = new ConnectionError({
          message: timedOut
            ? `${spec.method} ${spec.path} got no answer within ${options.timeoutMs ?? config.timeoutMs} ms. It may have run: retry with the same idempotency key (${idempotencyKey ?? 'GET is safe to retry'}).`
            : `${spec.method} ${spec.path} failed on the network (${(cause as Error).message}). It may have run: retry with the same idempotency key (${idempotencyKey ?? 'GET is safe to retry'}).`,
          code: timedOut ? 'timeout' : 'network_error',
          idempotencyKey,
          cause,
        });
        if (!retriesLeft) throw error;
        await this.#waitBeforeRetry(backoffDelayMs(attempt - 1), spec, options.signal, idempotencyKey);
        continue;
      }

      const info = responseInfo(response, idempotencyKey, attempt);
      const deprecation = response.headers.get('svc-deprecation');
      if (deprecation) {
        this.warnOnce(`svc-elements: the service marks fields of this answer deprecated: ${deprecation}. Upgrade before the sunset date.`);
      }
      let value: unknown;
      try {
        value = text === '' ? null : JSON.parse(text);
      } catch {
        value = undefined;
      }
      if (response.ok && value !== undefined) return { value, info };

      const error: SvcError =
        value === undefined
          ? new ApiError({
              message: `${spec.method} ${spec.path} answered ${response.status} with a body that is not JSON.`,
              code: 'response_invalid',
              status: response.status,
              requestId: info.requestId ?? undefined,
              idempotencyKey,
              raw: text,
              headers: response.headers,
            })
          : errorFromResponse(response.status, value, response.headers, idempotencyKey);
      const retryAfterSeconds = error.retryAfter ?? 0;
      if (!retriesLeft || !isRetryable(response.status, error.code) || retryAfterSeconds > MAX_RETRY_AFTER_SECONDS) throw error;
      await this.#waitBeforeRetry(Math.max(backoffDelayMs(attempt - 1), retryAfterSeconds * 1000), spec, options.signal, idempotencyKey);
    }
  }

  /** The pause before a retry; a caller's abort during it ends the call like an abort in flight. */
  async #waitBeforeRetry(ms: number, spec: RequestSpec<z.core.$ZodType>, signal: AbortSignal | undefined, idempotencyKey: string | undefined) {
    try {
      await sleep(ms, signal);
    } catch (cause) {
      throw new ConnectionError({ message: `${spec.method} ${spec.path} was aborted by the caller.`, code: 'aborted', idempotencyKey, cause });
    }
  }
}

/**
 * The address of one request. The path is appended to the base address, so it must start with `/`
 * and stay on the base address's origin: `client.request('GET', '@evil.example/x')` would otherwise
 * read as `https://api.svc.example@evil.example/x` and send the key to another host
 * (contract: Transport and environments — the key goes nowhere but the service).
 */
function serviceUrl(baseUrl: string, path: string, query: Query | undefined): string {
  const url = `${baseUrl}${path}${encodeQuery(query)}`;
  if (typeof path !== 'string' || !path.startsWith('/') || new URL(url).origin !== new URL(baseUrl).origin) {
    throw new TypeError(`svc-elements: a request path starts with / and stays on ${baseUrl} (got ${JSON.stringify(path)}).`);
  }
  return url;
}

function responseInfo(response: Response, idempotencyKey: string | undefined, attempts: number): ResponseInfo {
  const numberHeader = (name: string) => {
    const value = response.headers.get(name);
    return value === null || !/^\d+$/.test(value) ? null : Number(value);
  };
  const limit = numberHeader('x-ratelimit-limit');
  const remaining = numberHeader('x-ratelimit-remaining');
  const reset = numberHeader('x-ratelimit-reset');
  return {
    status: response.status,
    headers: response.headers,
    requestId: response.headers.get('request-id'),
    apiVersion: response.headers.get('svc-version'),
    idempotencyKey,
    replayed: response.headers.get('idempotent-replayed') === 'true',
    rateLimit: limit !== null && remaining !== null && reset !== null ? { limit, remaining, reset } : null,
    attempts,
  };
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      // The abort reason goes through as fetch passes it (an AbortError unless the caller chose another).
      // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors
      reject(signal.reason);
      return;
    }
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- as above
        reject(signal.reason);
      },
      { once: true },
    );
  });
}
