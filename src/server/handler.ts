import * as z from 'zod/mini';
import { parseApiKey, redactKey } from '../api/keys.js';
import { MAX_AMOUNT } from '../api/params.js';
import type { ClientSession, Payment } from '../api/resources.js';
import type { SvcClient } from './client.js';
import { ApiError, ConfigurationError, ConnectionError, RateLimitError } from './errors.js';

/**
 * The endpoint every checkout needs (issue 3, item 7): the browser asks the merchant's server for a
 * `clientSecret`, the server decides what is being paid from its own records, creates (or reuses) the
 * payment and a client session bound to it, and answers `{ clientSecret, publishableKey?, amount, currency }`.
 *
 * A Fetch API handler, `(request: Request) => Promise<Response>`, with no Node-only API in it: it runs
 * as is in Next.js route handlers, Hono, Bun, Deno and Workers, and in Node `http`/Express through
 * `toNodeHandler` (node-adapter.ts).
 */

/** Codes of the handler's own error answers, `{ error: { code, message, param? } }`. */
export const ClientSessionErrorCode = {
  methodNotAllowed: 'method_not_allowed',
  contentTypeInvalid: 'content_type_invalid',
  crossSiteRequest: 'cross_site_request',
  bodyTooLarge: 'body_too_large',
  jsonInvalid: 'json_invalid',
  bodyInvalid: 'body_invalid',
  paymentCompleted: 'payment_completed',
  paymentInProgress: 'payment_in_progress',
  rateLimited: 'rate_limited',
  serviceUnavailable: 'service_unavailable',
  internalError: 'internal_error',
} as const;
export type ClientSessionErrorCode = (typeof ClientSessionErrorCode)[keyof typeof ClientSessionErrorCode];

/** What a browser-supplied amount may be, when the merchant lets one through (`allowBrowserAmount`). */
const BrowserAmount = z
  .int('must be an integer number of minor units')
  .check(z.positive('must be greater than 0'), z.maximum(MAX_AMOUNT, `must be at most ${MAX_AMOUNT}`));

/**
 * The default request body: the merchant's own fields pass through untouched (a loose object), `cartId`
 * is checked when present. `amount` is only ever filled when the handler has `allowBrowserAmount: true`;
 * otherwise it is removed from the body before this schema sees it.
 */
export const ClientSessionRequestBody = z.looseObject({
  cartId: z.optional(z.string().check(z.minLength(1, 'must not be empty'), z.maxLength(256, 'must be at most 256 characters'))),
  amount: z.optional(BrowserAmount),
});
export type ClientSessionRequestBody = z.output<typeof ClientSessionRequestBody>;

/**
 * What `resolvePayment` answers, from the merchant's own records. The service checks the rest
 * (currency code, `returnUrl`, metadata limits); only the types are checked here, so a mistake in the
 * merchant's code is a clear 500 in their logs rather than a payment of the wrong amount.
 */
export const ResolvedPayment = z.strictObject({
  /** Minor units (1000 is 10.00), from the merchant's records: never the browser's number, unless opted in. */
  amount: z.int('must be an integer number of minor units').check(z.positive('must be greater than 0')),
  currency: z.string().check(z.regex(/^[A-Za-z]{3}$/, 'must be a three-letter ISO 4217 code such as EUR')),
  returnUrl: z.optional(z.string()),
  description: z.optional(z.string()),
  /** Put the merchant's own reference here (`{ cartId }`): webhooks carry it back. */
  metadata: z.optional(z.record(z.string(), z.string())),
  /** A payment already made for this cart: it is reused (and its amount adjusted) instead of creating another. */
  paymentId: z.optional(z.string().check(z.minLength(1, 'must not be empty'))),
});
export type ResolvedPayment = z.input<typeof ResolvedPayment>;

/** The 200 answer. */
export interface ClientSessionResponseBody {
  /** For the payment element; it reads and confirms this payment only. */
  clientSecret: string;
  publishableKey?: string;
  /** What will be charged, as the service recorded it: show it beside the pay button. */
  amount: number;
  currency: string;
  /** The payment the secret is bound to (confirm is `POST /v1/payments/{id}/confirm`); not a secret. */
  paymentId: string;
}

/**
 * Throw it from `resolvePayment` (or `onSessionCreated`) to answer the browser with this status, code
 * and message, all shown as they are: `throw new ClientSessionError(404, 'cart_not_found', 'This cart no longer exists.')`.
 * Any other error becomes a 500 whose message says nothing of the cause.
 */
export class ClientSessionError extends Error {
  override readonly name = 'ClientSessionError';
  readonly status: number;
  readonly code: string;
  readonly headers: Readonly<Record<string, string>>;

  constructor(status: number, code: string, message: string, options: { headers?: Record<string, string> } = {}) {
    super(message);
    if (!Number.isInteger(status) || status < 400 || status > 599) throw new RangeError(`status must be 400 to 599, got ${status}`);
    this.status = status;
    this.code = code;
    this.headers = options.headers ?? {};
  }
}

type BodySchema = z.core.$ZodType<object, object>;

export interface ClientSessionHandlerOptions<Schema extends BodySchema = typeof ClientSessionRequestBody> {
  /** A client with the secret or restricted key (`payments` and `client_sessions` write). */
  client: SvcClient;
  /**
   * Decides what is paid, from the merchant's own records: look the cart up by the shopper's session
   * (cookies are on `request`; its body is already read, `input` is it parsed) and answer its total.
   * Throw `ClientSessionError` for an answer the browser may see (404 no such cart, 401 not signed in).
   */
  resolvePayment: (input: z.output<Schema>, request: Request) => ResolvedPayment | Promise<ResolvedPayment>;
  /** The body's schema (default `ClientSessionRequestBody`). A failure answers 400 `body_invalid`. */
  schema?: Schema;
  /** `pk_…`, sent back to the browser with the secret, so the page needs no configuration of its own. */
  publishableKey?: string;
  /**
   * Lets the browser's `amount` reach `resolvePayment` as `input.amount` (validated: a positive integer).
   * Only for amounts the shopper picks (donations, tips); it is still `resolvePayment` that decides.
   * Without it the field is removed before anything reads the body. Default false.
   */
  allowBrowserAmount?: boolean;
  /** Answers requests a browser marks `Sec-Fetch-Site: cross-site` instead of refusing them with 403. Default false. */
  allowCrossSite?: boolean;
  /** Largest accepted body (default 16 KiB); larger answers 413. */
  maxBodyBytes?: number;
  /** After success, before answering: store `payment.id` on the cart, so the next call reuses it (`paymentId`). */
  onSessionCreated?: (context: { payment: Payment; clientSession: ClientSession; input: z.output<Schema>; request: Request }) => void | Promise<void>;
  /** Every answer of 500 or more, with its real cause, for the merchant's logs (default `console.error`). */
  onError?: (error: unknown, request: Request) => void;
}

export type FetchHandler = (request: Request) => Promise<Response>;

export const DEFAULT_MAX_BODY_BYTES = 16 * 1024;

/**
 * Creates the client-session endpoint as a Fetch API handler.
 *
 * It answers `POST` with a JSON body only: 405 (with `Allow: POST`) for other methods, 415 for a body
 * that is not `application/json`, 400 `json_invalid` or `body_invalid`, 413 over `maxBodyBytes`.
 * Errors of the service are mapped to what a browser may see: 429 `rate_limited` (with `Retry-After`),
 * 503 `service_unavailable` (5xx, network), 500 `internal_error` for the rest (a key, a permission or
 * a request the service refused is the merchant's to fix, not the shopper's); the service's own
 * message never reaches the browser, `onError` gets the real error. Every answer is `Cache-Control: no-store`.
 *
 * Abuse and CSRF: every call creates a payment on the merchant's account and spends its payment
 * creation budget (100 per minute per key), so
 * - rate-limit this route per shopper session and per IP address, in front of the handler;
 * - tie it to the merchant's own cart and session in `resolvePayment` (the cart of the session cookie,
 *   or a `cartId` checked against that session), and return its stored `paymentId` so repeated calls
 *   reuse one payment instead of creating new ones (`onSessionCreated` is where to store it);
 * - the handler refuses anything but `application/json`, which a cross-site HTML form cannot send and a
 *   cross-site script cannot send without a CORS preflight, and refuses `Sec-Fetch-Site: cross-site`:
 *   do not add permissive CORS headers to this route.
 * The amount always comes from `resolvePayment`; the browser's `amount` is dropped unless `allowBrowserAmount`.
 */
export function createClientSessionHandler<Schema extends BodySchema = typeof ClientSessionRequestBody>(
  options: ClientSessionHandlerOptions<Schema>,
): FetchHandler {
  const config = checkOptions(options);
  const schema = (options.schema ?? ClientSessionRequestBody) as BodySchema;
  const onError = options.onError ?? ((error: unknown) => console.error('svc-elements: the client session handler failed:', error));

  return async function handleClientSession(request: Request): Promise<Response> {
    try {
      const refusal = refuseRequest(request, config.allowCrossSite);
      if (refusal) return refusal;

      const text = await readBody(request, config.maxBodyBytes);
      if (text === TOO_LARGE) {
        return errorResponse(413, ClientSessionErrorCode.bodyTooLarge, `The request body is larger than ${config.maxBodyBytes} bytes.`);
      }
      let json: unknown;
      try {
        json = text === INVALID_UTF8 ? undefined : JSON.parse(text);
      } catch {
        json = undefined;
      }
      if (json === undefined) return errorResponse(400, ClientSessionErrorCode.jsonInvalid, 'The request body is not valid JSON.');
      // The browser's amount is dropped before any code reads the body (issue 3: never trust it unless opted in).
      if (!config.allowBrowserAmount && typeof json === 'object' && json !== null && !Array.isArray(json) && 'amount' in json) {
        const { amount: _ignored, ...rest } = json as Record<string, unknown>;
        json = rest;
      }
      const parsed = z.safeParse(schema, json);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const param = issue?.path.length ? issue.path.map(String).join('.') : undefined;
        const message = `${param ?? 'The request body'}: ${issue?.message ?? 'invalid'}`;
        return errorResponse(400, ClientSessionErrorCode.bodyInvalid, message, { param });
      }
      const input = parsed.data as z.output<Schema>;

      const resolvedOutput = await options.resolvePayment(input, request);
      const resolved = ResolvedPayment.safeParse(resolvedOutput);
      if (!resolved.success) {
        throw new TypeError(`svc-elements: resolvePayment returned an invalid payment:\n${z.prettifyError(resolved.error)}`);
      }
      const payment = await paymentFor(options.client, resolved.data);
      const clientSession = await options.client.clientSessions.create({ payment: payment.id });
      await options.onSessionCreated?.({ payment, clientSession, input, request });

      const body: ClientSessionResponseBody = {
        clientSecret: clientSession.clientSecret,
        ...(config.publishableKey === undefined ? {} : { publishableKey: config.publishableKey }),
        amount: payment.amount,
        currency: payment.currency,
        paymentId: payment.id,
      };
      return jsonResponse(200, body);
    } catch (error) {
      const answer = errorAnswer(error);
      if (answer.status >= 500) onError(error, request);
      return answer;
    }
  };
}

interface CheckedOptions {
  publishableKey: string | undefined;
  allowBrowserAmount: boolean;
  allowCrossSite: boolean;
  maxBodyBytes: number;
}

const HandlerOptions = z.object({
  client: z.custom<SvcClient>(
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- checks what a JavaScript caller passed
    (value) => typeof value === 'object' && value !== null && 'payments' in value && 'clientSessions' in value,
    'must be a client from createSvcClient()',
  ),
  resolvePayment: z.custom((value) => typeof value === 'function', 'must be a function'),
  schema: z.optional(z.custom((value) => typeof value === 'object' && value !== null && '_zod' in value, 'must be a zod schema')),
  publishableKey: z.optional(z.string()),
  allowBrowserAmount: z.optional(z.boolean()),
  allowCrossSite: z.optional(z.boolean()),
  maxBodyBytes: z.optional(z.int().check(z.positive())),
  onSessionCreated: z.optional(z.custom((value) => typeof value === 'function', 'must be a function')),
  onError: z.optional(z.custom((value) => typeof value === 'function', 'must be a function')),
});

/** Mistakes that would otherwise surface in production are refused when the handler is created. */
function checkOptions(options: ClientSessionHandlerOptions<BodySchema>): CheckedOptions {
  const parsed = HandlerOptions.safeParse(options);
  if (!parsed.success) {
    throw new ConfigurationError({
      message: `svc-elements: invalid createClientSessionHandler options\n${z.prettifyError(parsed.error)}`,
      code: 'options_invalid',
    });
  }
  const { client, publishableKey, schema } = options;
  if (publishableKey !== undefined) {
    const key = parseApiKey(publishableKey);
    if (key?.kind !== 'publishable') {
      throw new ConfigurationError({
        message: `svc-elements: publishableKey "${redactKey(publishableKey)}" is not a publishable key (pk_test_… or pk_live_…). Never send a secret key to the browser.`,
        code: 'api_key_wrong_type',
      });
    }
    if ((key.mode === 'live') !== client.livemode) {
      throw new ConfigurationError({
        message: `svc-elements: publishableKey is a ${key.mode} key but the client's key is a ${client.livemode ? 'live' : 'test'} key; use the pair of one environment.`,
        code: 'api_key_environment_mismatch',
      });
    }
  }
  const shape = (schema?._zod.def as { shape?: object } | undefined)?.shape;
  if (shape !== undefined && 'amount' in shape && options.allowBrowserAmount !== true) {
    throw new ConfigurationError({
      message:
        "svc-elements: the body schema reads `amount` from the browser, but the browser's amount is dropped unless " +
        'allowBrowserAmount is true. Take the amount from your own records, or set allowBrowserAmount: true if the shopper picks it.',
      code: 'options_invalid',
    });
  }
  return {
    publishableKey,
    allowBrowserAmount: options.allowBrowserAmount === true,
    allowCrossSite: options.allowCrossSite === true,
    maxBodyBytes: options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES,
  };
}

/** The answer for a request that is not a same-site JSON POST, or null to go on. */
function refuseRequest(request: Request, allowCrossSite: boolean): Response | null {
  if (request.method !== 'POST') {
    return errorResponse(405, ClientSessionErrorCode.methodNotAllowed, `${request.method} is not allowed here; use POST.`, {
      headers: { allow: 'POST' },
    });
  }
  if (!allowCrossSite && request.headers.get('sec-fetch-site') === 'cross-site') {
    return errorResponse(403, ClientSessionErrorCode.crossSiteRequest, 'Cross-site requests are not accepted here.');
  }
  // application/json (or a +json type) only: a cross-site form can't send it, nor a cross-site script without a preflight.
  const mediaType = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase() ?? '';
  if (mediaType !== 'application/json' && !/^application\/[\w.-]+\+json$/.test(mediaType)) {
    return errorResponse(415, ClientSessionErrorCode.contentTypeInvalid, 'Send the request body as JSON with Content-Type: application/json.');
  }
  return null;
}

const TOO_LARGE = Symbol('too large');
const INVALID_UTF8 = Symbol('invalid UTF-8');

/** The body as text, reading no more than `limit` bytes whatever Content-Length claims. */
async function readBody(request: Request, limit: number): Promise<string | typeof TOO_LARGE | typeof INVALID_UTF8> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) return TOO_LARGE;
  if (request.body === null) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      return TOO_LARGE;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return INVALID_UTF8;
  }
}

/**
 * The payment to bind the session to: a new one, or the cart's earlier one when it can still be paid
 * (contract: Payment states). An earlier payment keeps its id so a page still holding its secret pays
 * the right amount: `adjust` when the total changed; a currency change cancels it (`reverse`) and starts anew.
 */
async function paymentFor(client: SvcClient, resolved: z.output<typeof ResolvedPayment>): Promise<Payment> {
  const { paymentId, ...fields } = resolved;
  const create = () => client.payments.create(fields);
  if (paymentId === undefined) return create();

  const existing = await client.payments.retrieve(paymentId);
  if (existing.status === 'completed') {
    throw new ClientSessionError(409, ClientSessionErrorCode.paymentCompleted, 'This checkout has already been paid.');
  }
  if (existing.status === 'failed' || existing.status === 'canceled') return create();
  const sameCurrency = existing.currency.toUpperCase() === resolved.currency.toUpperCase();
  if (sameCurrency && existing.amount === resolved.amount) return existing;
  // Changing what is paid while the shopper is mid-authentication would pull the rug from under them.
  if (existing.status !== 'requires_payment_method') {
    throw new ClientSessionError(409, ClientSessionErrorCode.paymentInProgress, 'A payment for this checkout is already in progress.');
  }
  if (!sameCurrency) {
    await client.payments.reverse(existing.id);
    return create();
  }
  return client.payments.adjust(existing.id, { amount: resolved.amount });
}

/**
 * What the browser may see of a failure. The service's messages are written for the merchant's
 * developers (they name keys, permissions, parameters); the shopper gets a fixed sentence, and only
 * what they can act on: wait (429), try again (503), or nothing to do (500).
 */
function errorAnswer(error: unknown): Response {
  if (error instanceof ClientSessionError) {
    return errorResponse(error.status, error.code, error.message, { headers: error.headers });
  }
  if (error instanceof RateLimitError) {
    const seconds = Math.max(1, Math.ceil(error.retryAfter ?? 1));
    return errorResponse(429, ClientSessionErrorCode.rateLimited, 'Too many checkouts are being started right now. Try again shortly.', {
      headers: { 'retry-after': String(seconds) },
    });
  }
  if (error instanceof ApiError || error instanceof ConnectionError) {
    return errorResponse(503, ClientSessionErrorCode.serviceUnavailable, 'The payment service cannot be reached right now. Try again in a moment.');
  }
  return errorResponse(500, ClientSessionErrorCode.internalError, 'The checkout could not be prepared. Try again later.');
}

function errorResponse(
  status: number,
  code: string,
  message: string,
  { param, headers = {} }: { param?: string | undefined; headers?: Readonly<Record<string, string>> } = {},
): Response {
  return jsonResponse(status, { error: { code, message, ...(param === undefined ? {} : { param }) } }, headers);
}

function jsonResponse(status: number, body: unknown, headers: Readonly<Record<string, string>> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: {
      ...headers,
      'content-type': 'application/json; charset=utf-8',
      // The answer holds a client secret: no browser or proxy cache may keep it.
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    },
  });
}
