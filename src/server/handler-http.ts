import * as z from 'zod/mini';
import { ApiError, ConnectionError, RateLimitError } from './errors.js';

/**
 * The HTTP side of the client-session endpoint (handler.ts): what it refuses before reading anything,
 * how it reads a body with a size limit, and the JSON answers, errors included, that a browser may see.
 * Fetch API only (`Request`, `Response`, streams), so it runs on every runtime the handler does.
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

/**
 * Throw it from `resolvePayment`, `resolveSetup` or `onSessionCreated` to answer the browser with this
 * status, code and message, all shown as they are: `throw new ClientSessionError(404, 'cart_not_found', 'This cart no longer exists.')`.
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

/** The answer for a request that is not a same-site JSON POST, or null to go on. */
export function refuseRequest(request: Request, allowCrossSite: boolean): Response | null {
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
 * The request body, parsed: JSON, with the fields the browser may not choose (`dropped`) removed before
 * any code reads it, then checked by `schema`. Or the 4xx answer: 413 past `maxBodyBytes`, 400
 * `json_invalid`, 400 `body_invalid` naming the field in `param`.
 */
export async function readInput(
  request: Request,
  options: { maxBodyBytes: number; dropped: readonly string[]; schema: z.core.$ZodType },
): Promise<{ input: unknown } | Response> {
  const text = await readBody(request, options.maxBodyBytes);
  if (text === TOO_LARGE) {
    return errorResponse(413, ClientSessionErrorCode.bodyTooLarge, `The request body is larger than ${options.maxBodyBytes} bytes.`);
  }
  let json: unknown;
  try {
    json = text === INVALID_UTF8 ? undefined : JSON.parse(text);
  } catch {
    json = undefined;
  }
  if (json === undefined) return errorResponse(400, ClientSessionErrorCode.jsonInvalid, 'The request body is not valid JSON.');
  if (typeof json === 'object' && json !== null && !Array.isArray(json)) {
    json = Object.fromEntries(Object.entries(json).filter(([name]) => !options.dropped.includes(name)));
  }
  const parsed = z.safeParse(options.schema, json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const param = issue?.path.length ? issue.path.map(String).join('.') : undefined;
    const message = `${param ?? 'The request body'}: ${issue?.message ?? 'invalid'}`;
    return errorResponse(400, ClientSessionErrorCode.bodyInvalid, message, { param });
  }
  return { input: parsed.data };
}

/**
 * What the browser may see of a failure. The service's messages are written for the merchant's
 * developers (they name keys, permissions, parameters); the shopper gets a fixed sentence, and only
 * what they can act on: wait (429), try again (503), or nothing to do (500).
 */
export function errorAnswer(error: unknown): Response {
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

export function errorResponse(
  status: number,
  code: string,
  message: string,
  { param, headers = {} }: { param?: string | undefined; headers?: Readonly<Record<string, string>> } = {},
): Response {
  return jsonResponse(status, { error: { code, message, ...(param === undefined ? {} : { param }) } }, headers);
}

export function jsonResponse(status: number, body: unknown, headers: Readonly<Record<string, string>> = {}): Response {
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
