import * as z from 'zod/mini';
import { ErrorBody } from '../api/errors.js';
import { Invoice, Payment } from '../api/resources.js';

/**
 * Errors of the server module: one class per category, all built by `errorFromResponse` from the
 * service's error body (interface: Errors). `catch (e) { if (e instanceof CardError) … }` is the
 * intended use; `code`, `param` and `declineCode` say exactly what happened.
 */

export interface SvcErrorFields {
  message: string;
  /** `error.type`, e.g. `invalid_request_error`. */
  type?: string;
  /** `error.code`, e.g. `idempotency_key_reuse`. */
  code?: string;
  /** The request field at fault, e.g. `metadata[order]`. */
  param?: string;
  /** HTTP status, when the service answered. */
  status?: number;
  /** Seconds to wait, on rate-limit errors. */
  retryAfter?: number;
  declineCode?: string;
  /** The service's `Request-Id`, to quote to support. */
  requestId?: string;
  /** The Idempotency-Key the request was sent with: retry with the same key to avoid doing it twice. */
  idempotencyKey?: string;
  /** The parsed error body as the service sent it. */
  raw?: unknown;
  headers?: Headers;
  cause?: unknown;
}

export class SvcError extends Error {
  readonly type: string | undefined;
  readonly code: string | undefined;
  readonly param: string | undefined;
  readonly status: number | undefined;
  readonly retryAfter: number | undefined;
  readonly declineCode: string | undefined;
  readonly requestId: string | undefined;
  readonly idempotencyKey: string | undefined;
  readonly raw: unknown;
  readonly headers: Headers | undefined;

  constructor(fields: SvcErrorFields) {
    super(fields.message, fields.cause === undefined ? undefined : { cause: fields.cause });
    this.name = new.target.name;
    this.type = fields.type;
    this.code = fields.code;
    this.param = fields.param;
    this.status = fields.status;
    this.retryAfter = fields.retryAfter;
    this.declineCode = fields.declineCode;
    this.requestId = fields.requestId;
    this.idempotencyKey = fields.idempotencyKey;
    this.raw = fields.raw;
    this.headers = fields.headers;
  }
}

/** 401: missing, malformed, revoked or wrong-type key, or a key of the other environment. */
export class AuthenticationError extends SvcError {}
/** 403: a restricted key without the scope, an address off the IP allowlist, plain HTTP. */
export class PermissionError extends SvcError {}
/** 400, 404, 405, 413, 415: the request itself is wrong; `param` names the field. */
export class InvalidRequestError extends SvcError {}
/**
 * 402: the card was refused; `code` and `declineCode` say why, `payment` is the payment as it now stands.
 *
 * An off-session charge (`payments.create` with `offSession: true`, or `invoices.pay`) that the issuer
 * wants authenticated is a CardError with `code: 'authentication_required'` and a `payment` in
 * `requires_action`: bring the customer back on-session with a client session bound to
 * `error.payment.id`, and the payment element finishes the 3D Secure step-up (docs/server.md).
 */
export class CardError extends SvcError {
  /**
   * The payment the refused confirm or charge left behind (`error.payment` of the answer, parsed like
   * any answer): `requires_payment_method` with `lastError` after a decline, `requires_action` after
   * `authentication_required`. Undefined when the answer carries none.
   */
  get payment(): Payment | undefined {
    return parsedField(this.raw, 'payment', Payment);
  }

  /** On a refused `invoices.pay`: the invoice as it now stands (`attemptCount`, `nextAttemptAt`); undefined otherwise. */
  get invoice(): Invoice | undefined {
    return parsedField(this.raw, 'invoice', Invoice);
  }
}

/** `error[name]` of an error body, if it has the shape of `schema`. */
function parsedField<Schema extends z.core.$ZodType>(raw: unknown, name: string, schema: Schema): z.output<Schema> | undefined {
  const value = (raw as { error?: Record<string, unknown> } | undefined)?.error?.[name];
  const parsed = z.safeParse(schema, value);
  return parsed.success ? parsed.data : undefined;
}

/** 409: the same Idempotency-Key is still running, or was used with another body. */
export class IdempotencyError extends SvcError {}
/** 429: wait `retryAfter` seconds. The client already retried as often as it was allowed to. */
export class RateLimitError extends SvcError {}
/** 5xx, or an answer that is not the service's JSON: a fault on the service's side. */
export class ApiError extends SvcError {}
/** The request got no answer: network failure or timeout. It may or may not have run; retry with the same Idempotency-Key. */
export class ConnectionError extends SvcError {}
/** The client was set up wrongly (a publishable key, a plain-HTTP address): nothing was sent. */
export class ConfigurationError extends SvcError {}
/** A webhook whose signature, timestamp or body does not check out. */
export class SignatureVerificationError extends SvcError {}

/**
 * The interface documents `error.status` on the idempotency errors only (interface: Errors, error
 * body shape), and every field may be missing from an answer a proxy wrote: a body with an `error`
 * object is read for whatever fields it has, so a 400 without `error.status` is still an
 * InvalidRequestError with its code and message, not an ApiError that hides them.
 */
const PartialErrorBody = z.looseObject({ error: z.partial(ErrorBody.shape.error) });

/** Builds the error for a non-2xx answer: its class from the status, its fields from the body. */
export function errorFromResponse(status: number, body: unknown, headers: Headers, idempotencyKey: string | undefined): SvcError {
  const parsed = PartialErrorBody.safeParse(body);
  const error = parsed.success ? parsed.data.error : undefined;
  const retryAfterHeader = Number(headers.get('retry-after'));
  const fields: SvcErrorFields = {
    message: error?.message ?? `The service answered ${status} without an error body.`,
    type: error?.type,
    code: error?.code,
    param: error?.param,
    status,
    retryAfter: error?.retry_after ?? (Number.isFinite(retryAfterHeader) && headers.has('retry-after') ? retryAfterHeader : undefined),
    declineCode: error?.decline_code,
    requestId: error?.request_id ?? headers.get('request-id') ?? undefined,
    idempotencyKey,
    raw: body,
    headers,
  };
  switch (true) {
    case status === 401:
      return new AuthenticationError(fields);
    case status === 402:
      return new CardError(fields);
    case status === 403:
      return new PermissionError(fields);
    case status === 409:
      return new IdempotencyError(fields);
    case status === 429:
      return new RateLimitError(fields);
    case status >= 500 || !parsed.success:
      return new ApiError(fields);
    default:
      return new InvalidRequestError(fields);
  }
}
