import './jitless.js';
import * as z from 'zod/mini';
import { type KeyMode, parseApiKey, unsafeServiceUrlReason } from '../api/keys.js';
import type { BrowserInfo, PaymentAuthenticateParams, TokenCreateParams } from '../api/params.js';
import { CardBin, type ChallengeWindowSize, ClientSession, Payment, Token } from '../api/resources.js';
import { type ApiVersion, LATEST_API_VERSION } from '../api/versions.js';
import {
  type AnswerContext,
  ServiceClientError,
  configurationError,
  errorFromAnswer,
  invalidAnswerError,
  publishableKeyProblem,
} from './errors.js';

/**
 * The browser's calls to the service with a publishable key (contract: Paths the interface leaves
 * open): read the client session, tokenize a card, confirm, read the payment, look up a card's
 * brands. No DOM: the card frame is its only user today, and the tests run it in Node against the
 * real sandbox.
 *
 * Safety rules, each enforced before any byte leaves:
 * - only a `pk_` key is ever sent; a secret or restricted key throws (issue 4, item 5);
 * - only to `https:`, or `http:` on loopback (contract: Transport and environments);
 * - every answer is parsed with the `src/api` schemas; anything else is a typed error.
 *
 * Retries (interface: Idempotency): network failures and 5xx are retried with backoff, twice by
 * default; a 409 `idempotency_in_progress` too, since it means the same request is still running;
 * other 4xx never. A POST carries one `Idempotency-Key` for the whole call, kept across its
 * retries, so a confirm whose answer was lost can be retried without charging twice. Each call is
 * a new attempt with a new key, unless the caller passes one.
 */

export interface ServiceClientOptions {
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

/** What `POST /v1/tokens` takes as `card` (number, expiry, CVC, and optionally name, postal code, brand). */
export type CardInput = TokenCreateParams['card'];

export interface ConfirmInput {
  clientSecret: string;
  /** A `tok_…` id from `tokenize`. Tokens are single use. */
  token: string;
  returnUrl?: string;
  /** EMV 3DS browser data (see `collectBrowserInfo`). */
  browser: BrowserInfo;
  challengeWindowSize: ChallengeWindowSize;
}

export type AuthenticateInput = Required<Pick<PaymentAuthenticateParams, 'clientSecret'>> & Pick<PaymentAuthenticateParams, 'threeDSCompInd'>;

export interface CallOptions {
  signal?: AbortSignal;
  /** Overrides the automatic key of a POST (one UUID per call, kept across its retries). */
  idempotencyKey?: string;
}

export interface ServiceClient {
  /** The service origin requests go to. */
  readonly serviceUrl: string;
  /** The environment the key belongs to. */
  readonly mode: KeyMode;
  /** `GET /v1/client_sessions/{id}?client_secret=…`: the session, and the payment it is bound to. */
  retrieveSession(clientSecret: string, options?: CallOptions): Promise<ClientSession>;
  /** `POST /v1/tokens`: a single-use token; the number and CVC go no further than this request. */
  tokenize(card: CardInput, options?: CallOptions): Promise<Token>;
  /** `POST /v1/payments/{id}/confirm`: the payment as it now stands; a refused card throws a `card_error`. */
  confirm(paymentId: string, input: ConfirmInput, options?: CallOptions): Promise<Payment>;
  /**
   * `POST /v1/payments/{id}/authenticate` after the 3DS Method: `Y` it completed within 10 s, `N` it
   * did not, `U` it could not run. The payment as it now stands (frictionless, or a challenge).
   */
  authenticate(paymentId: string, input: AuthenticateInput, options?: CallOptions): Promise<Payment>;
  /** `GET /v1/payments/{id}?client_secret=…`: public fields only. */
  retrievePayment(paymentId: string, clientSecret: string, options?: CallOptions): Promise<Payment>;
  /** `GET /v1/card_bins/{first 6 to 8 digits}`: the card's brands (several for a co-badged card). */
  lookupCardBin(bin: string, options?: CallOptions): Promise<CardBin>;
}

export const DEFAULT_MAX_NETWORK_RETRIES = 2;
export const DEFAULT_TIMEOUT_MS = 30_000;

/** Capped exponential backoff with jitter: about 0.4 s, then 0.8 s, … up to 4 s, each scaled by 50–100 %. */
export function defaultRetryDelayMs(retry: number, random: () => number = Math.random): number {
  return Math.round(Math.min(4_000, 400 * 2 ** retry) * (0.5 + random() / 2));
}

const CLIENT_SECRET_SHAPE = /^(cs_[A-Za-z0-9]+)_secret_[A-Za-z0-9_-]+$/;

/** The session id inside a client secret (`cs_<id>_secret_<random>`), or null when it is not one. */
export function sessionIdOf(clientSecret: string): string | null {
  return CLIENT_SECRET_SHAPE.exec(clientSecret)?.[1] ?? null;
}

/** Whether another attempt may help: the service failed (5xx) or the same request is still running. */
export function isRetryableAnswer(status: number, code: string): boolean {
  return status >= 500 || (status === 409 && code === 'idempotency_in_progress');
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function checkId(name: string, value: string, prefix: string): void {
  if (typeof value !== 'string' || !value.startsWith(prefix) || !/^\w+$/.test(value)) {
    throw configurationError(`${name}_invalid`, `not a ${prefix}… id. Nothing was sent.`);
  }
}

function checkClientSecret(clientSecret: string): string {
  const sessionId = typeof clientSecret === 'string' && sessionIdOf(clientSecret);
  if (!sessionId) throw configurationError('client_secret_invalid', 'not a client secret (cs_…_secret_…) from POST /v1/client_sessions. Nothing was sent.');
  return sessionId;
}

/**
 * A client for one publishable key and one service origin. Throws a `configuration_error` at once
 * for a key that is not `pk_` or an address keys must not be sent to.
 */
export function createServiceClient(options: ServiceClientOptions): ServiceClient {
  const {
    publishableKey,
    serviceUrl,
    fetch: fetchFn = (input, init) => globalThis.fetch(input, init),
    apiVersion = LATEST_API_VERSION,
    maxNetworkRetries = DEFAULT_MAX_NETWORK_RETRIES,
    timeoutMs = DEFAULT_TIMEOUT_MS,
    retryDelayMs = defaultRetryDelayMs,
  } = options;
  const parsedKey = parseApiKey(publishableKey);
  const keyProblem = publishableKeyProblem(publishableKey, parsedKey);
  if (keyProblem) throw keyProblem;
  const unsafe = unsafeServiceUrlReason(serviceUrl);
  if (unsafe !== null) throw configurationError('service_url_unsafe', `${unsafe}. Nothing was sent.`);
  const keyMode = parsedKey!.mode;
  const origin = new URL(serviceUrl).origin;

  /** One call: `path` may carry a query of checked values only (ids, client secrets), so nothing needs encoding. */
  async function send<Schema extends z.core.$ZodType>(
    method: 'GET' | 'POST',
    path: string,
    schema: Schema,
    call: CallOptions = {},
    body?: unknown,
  ): Promise<z.output<Schema>> {
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
      requestId: undefined,
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
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: controller.signal,
          credentials: 'omit',
          cache: 'no-store',
        });
        text = await response.text();
      } catch (cause) {
        if (signal?.aborted) {
          throw new ServiceClientError({ type: 'connection_error', code: 'aborted', message: `${context.request} was aborted.`, status: 0, idempotencyKey, cause });
        }
        if (retriesLeft) {
          await wait(retryDelayMs(attempt));
          continue;
        }
        const timedOut = controller.signal.aborted;
        throw new ServiceClientError({
          type: 'connection_error',
          code: timedOut ? 'timeout' : 'network_error',
          message: `${context.request}: ${timedOut ? `no answer in ${timeoutMs} ms` : 'network error'}, ${attempt + 1} attempts. It may have run; the same Idempotency-Key cannot run it twice.`,
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
      } catch {}
      if (response.ok) {
        if (value === undefined) throw invalidAnswerError(text, null, context, status);
        const parsed = z.safeParse(schema, value);
        if (!parsed.success) throw invalidAnswerError(value, parsed.error, context, status);
        return parsed.data;
      }
      const error = errorFromAnswer(status, value, context);
      if (!retriesLeft || !isRetryableAnswer(status, error.code)) throw error;
      await wait(retryDelayMs(attempt));
    }
  }

  return {
    serviceUrl: origin,
    mode: keyMode,
    async retrieveSession(clientSecret, call) {
      return send('GET', `/v1/client_sessions/${checkClientSecret(clientSecret)}?client_secret=${clientSecret}`, ClientSession, call);
    },
    async tokenize(card, call) {
      return send('POST', '/v1/tokens', Token, call, { card });
    },
    async confirm(paymentId, { clientSecret, token, browser, challengeWindowSize, returnUrl }, call) {
      checkId('payment_id', paymentId, 'pay_');
      checkClientSecret(clientSecret);
      checkId('token', token, 'tok_');
      const body = { clientSecret, token, browser, challengeWindowSize, ...(returnUrl === undefined ? {} : { returnUrl }) };
      return send('POST', `/v1/payments/${paymentId}/confirm`, Payment, call, body);
    },
    async authenticate(paymentId, { clientSecret, threeDSCompInd }, call) {
      checkId('payment_id', paymentId, 'pay_');
      checkClientSecret(clientSecret);
      return send('POST', `/v1/payments/${paymentId}/authenticate`, Payment, call, { clientSecret, threeDSCompInd });
    },
    async retrievePayment(paymentId, clientSecret, call) {
      checkId('payment_id', paymentId, 'pay_');
      checkClientSecret(clientSecret);
      return send('GET', `/v1/payments/${paymentId}?client_secret=${clientSecret}`, Payment, call);
    },
    async lookupCardBin(bin, call) {
      if (!/^\d{6,8}$/.test(bin)) throw configurationError('bin_invalid', 'a brand look-up takes 6 to 8 digits.');
      return send('GET', `/v1/card_bins/${bin}`, CardBin, call);
    },
  };
}
