import { type KeyMode, checkBrowserKey, unsafeServiceUrlReason } from '../api/keys.js';
import { type ApiVersion, LATEST_API_VERSION } from '../api/versions.js';
import { type AnswerContext, ServiceClientError, configurationError, errorFromAnswer, invalidAnswerError } from './errors.js';

/**
 * The request machinery of the browser client, on its own: one publishable key, one service
 * origin, and `request(method, path, schema)`. Each call of the service is a function of
 * ./calls.ts over a requester, so a page bundles only the calls it makes.
 *
 * Safety rules, each enforced before any byte leaves:
 * - only a `pk_` key is ever sent; a secret or restricted key throws (issue 4, item 5);
 * - only to `https:`, or `http:` on loopback (contract: Transport and environments);
 * - every answer is parsed with the schema the call names; anything else is a typed error.
 *
 * The server module has a sender of its own (`src/server/request.ts`): docs/request-senders.md says
 * why the two differ (keys, 429, error classes) and what they share.
 *
 * Retries (interface: Idempotency): network failures and 5xx are retried with backoff, twice by
 * default; a 409 `idempotency_in_progress` too, since it means the same request is still running;
 * other 4xx never. A POST carries one `Idempotency-Key` for the whole call, kept across its
 * retries, so a confirm whose answer was lost can be retried without charging twice. Each call is
 * a new attempt with a new key, unless the caller passes one.
 */

/**
 * What an answer is parsed with: a validator generated from the zod schema of its resource
 * (src/validators/README.md), or the schema itself in Node. Either refuses with at least the first
 * issue's path and message.
 */
export interface AnswerParser<T> {
  safeParse(
    value: unknown,
  ): { success: true; data: T } | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

export interface RequesterOptions {
  /** The service's address; only its origin is used. `http:` only on loopback. */
  serviceUrl: string;
  /** `pk_test_…` or `pk_live_…`. Anything else throws before a request is made. */
  publishableKey: string;
  /** Defaults to the global fetch. */
  fetch?: typeof fetch;
  /** `Svc-Version` sent with every request, so answers keep one shape. */
  apiVersion?: ApiVersion;
  /** Retries after a network error or a 5xx; 2 by default. */
  maxNetworkRetries?: number;
  /** Per attempt; 30 s by default. A timeout counts as a network error. */
  timeoutMs?: number;
  /** Milliseconds to wait before retry number `retry` (0-based). */
  retryDelayMs?: (retry: number) => number;
}

export interface CallOptions {
  signal?: AbortSignal;
  /** Overrides the automatic key of a POST (one UUID per call, kept across its retries). */
  idempotencyKey?: string;
}

/** The methods the browser's calls use: reads, mutating POSTs (with an Idempotency-Key), and the removal of a saved card. */
export type RequestMethod = 'GET' | 'POST' | 'DELETE';

export interface Requester {
  /** The service origin requests go to. */
  readonly serviceUrl: string;
  /** The environment the key belongs to. */
  readonly mode: KeyMode;
  /**
   * One call, retried as described above; resolves with the answer parsed by `schema`, rejects with
   * a `ServiceClientError`. `path` is absolute and is not encoded: it may only carry values the
   * caller has checked (ids, client secrets), which is what the functions of ./calls.ts do.
   */
  request<T>(method: RequestMethod, path: string, schema: AnswerParser<T>, call?: CallOptions, body?: unknown): Promise<T>;
}

export const DEFAULT_MAX_NETWORK_RETRIES = 2;
export const DEFAULT_TIMEOUT_MS = 30_000;

/** Capped exponential backoff with jitter: about 0.4 s, then 0.8 s, … up to 4 s, each scaled by 50–100 %. */
export function defaultRetryDelayMs(retry: number, random: () => number = Math.random): number {
  return Math.round(Math.min(4_000, 400 * 2 ** retry) * (0.5 + random() / 2));
}

/** Whether another attempt may help: the service failed (5xx) or the same request is still running. */
export function isRetryableAnswer(status: number, code: string): boolean {
  return status >= 500 || (status === 409 && code === 'idempotency_in_progress');
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * A requester for one publishable key and one service origin. Throws a `configuration_error` at
 * once for a key that is not `pk_` or an address keys must not be sent to.
 */
export function createRequester(options: RequesterOptions): Requester {
  const {
    publishableKey,
    serviceUrl,
    fetch: fetchFn = (input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init),
    apiVersion = LATEST_API_VERSION,
    maxNetworkRetries = DEFAULT_MAX_NETWORK_RETRIES,
    timeoutMs = DEFAULT_TIMEOUT_MS,
    retryDelayMs = defaultRetryDelayMs,
  } = options;
  // The elements' own check (api/keys.ts), made again here: the frame takes its key from a message.
  const key = checkBrowserKey(publishableKey, 'publishableKey');
  if (!('mode' in key)) throw configurationError(key.code, `${key.message} Nothing was sent.`);
  const unsafe = unsafeServiceUrlReason(serviceUrl);
  if (unsafe !== null) throw configurationError('service_url_unsafe', `${unsafe}. Nothing was sent.`);
  const keyMode = key.mode;
  const origin = new URL(serviceUrl).origin;

  async function request<T>(method: RequestMethod, path: string, schema: AnswerParser<T>, call: CallOptions = {}, body?: unknown): Promise<T> {
    // Paths are absolute: a service URL with a path can never redirect a key elsewhere on the origin.
    const url = new URL(path, origin);
    const idempotencyKey = method === 'POST' ? (call.idempotencyKey ?? crypto.randomUUID()) : undefined;
    const headers: Record<string, string> = {
      authorization: `Bearer ${publishableKey}`,
      'svc-version': apiVersion,
      accept: 'application/json',
    };
    if (idempotencyKey !== undefined) headers['idempotency-key'] = idempotencyKey;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const context: AnswerContext = {
      request: `${method} ${url.pathname}`,
      serviceUrl: origin,
      publishableKey,
      keyMode,
      idempotencyKey,
    };
    const { signal } = call;

    for (let attempt = 0; ; attempt += 1) {
      const retriesLeft = attempt < maxNetworkRetries;
      // Aborted by the timeout or by the caller's signal; the caller's is checked first below.
      const controller = new AbortController();
      const abort = () => controller.abort();
      const timer = setTimeout(abort, timeoutMs);
      if (signal?.aborted) abort();
      signal?.addEventListener('abort', abort);
      let response: Response;
      let text: string;
      try {
        response = await fetchFn(url, {
          method,
          headers,
          // undefined for a GET: JSON.stringify(undefined) is undefined.
          body: JSON.stringify(body),
          signal: controller.signal,
          credentials: 'omit',
          cache: 'no-store',
        });
        text = await response.text();
      } catch (cause) {
        // The caller's abort ends the call at once; a network error or a timeout may be retried.
        const aborted = signal?.aborted;
        if (!aborted && retriesLeft) {
          await wait(retryDelayMs(attempt));
          continue;
        }
        const timedOut = !aborted && controller.signal.aborted;
        throw new ServiceClientError({
          type: 'connection_error',
          code: aborted ? 'aborted' : timedOut ? 'timeout' : 'network_error',
          message: aborted
            ? `${context.request} was aborted.`
            : `${context.request}: ${timedOut ? `no answer in ${timeoutMs} ms` : 'network error'}, ${attempt + 1} attempts. It may have run; the same Idempotency-Key cannot run it twice.`,
          status: 0,
          idempotencyKey,
          cause,
        });
      } finally {
        clearTimeout(timer);
        signal?.removeEventListener('abort', abort);
      }

      const { status } = response;
      context.requestId = response.headers.get('request-id') ?? undefined;
      // JSON never parses to undefined: it marks a body that is not JSON.
      let value: unknown;
      try {
        value = JSON.parse(text || 'null');
      } catch {
        // Not JSON: `value` stays undefined.
      }
      if (response.ok) {
        if (value === undefined) throw invalidAnswerError(text, null, context, status);
        const parsed = schema.safeParse(value);
        if (!parsed.success) throw invalidAnswerError(value, parsed.error, context, status);
        return parsed.data;
      }
      const error = errorFromAnswer(status, value, context);
      if (!retriesLeft || !isRetryableAnswer(status, error.code)) throw error;
      await wait(retryDelayMs(attempt));
    }
  }

  return { request, serviceUrl: origin, mode: keyMode };
}
