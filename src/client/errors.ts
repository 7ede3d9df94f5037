import './jitless.js';
import * as z from 'zod/mini';
import { ERROR_TYPES, ErrorBody, type ErrorType } from '../api/errors.js';
import { type KeyMode, redactKey } from '../api/keys.js';
import { Payment } from '../api/resources.js';

/**
 * Errors of the browser client. One class, told apart by `type` and `code`, because the card frame
 * does not branch on categories: it maps `code`/`declineCode` to a shopper message and hands the
 * rest to the host as `{ type, code, declineCode?, message, status }`.
 *
 * Two types never come from the service:
 * - `configuration_error`: refused before any request (a key that is not `pk_`, an unsafe address,
 *   a malformed client secret). `status` is 0: nothing was sent.
 * - `connection_error`: no answer after the retries (`network_error`, `timeout`). `status` is 0;
 *   the request may have run, which is why a confirm keeps its Idempotency-Key across retries.
 */

export const CLIENT_ERROR_TYPES = ['configuration_error', 'connection_error'] as const;
export type ClientErrorType = (typeof CLIENT_ERROR_TYPES)[number];
export type ServiceClientErrorType = ErrorType | ClientErrorType;

/** The plain shape the frame forwards; no card data, no key. */
export interface ServiceErrorInfo {
  type: ServiceClientErrorType;
  code: string;
  declineCode?: string;
  message: string;
  /** The HTTP status, or 0 when the service never answered (or was never asked). */
  status: number;
}

export interface ServiceClientErrorFields extends ServiceErrorInfo {
  param?: string;
  requestId?: string;
  /** The Idempotency-Key of the failed request: the same key retried can never run it twice. */
  idempotencyKey?: string;
  /** Seconds to wait, on a 429. */
  retryAfter?: number;
  /** On a card error raised by a confirm: the payment as it now stands (public fields only). */
  payment?: Payment;
  cause?: unknown;
}

export class ServiceClientError extends Error {
  override readonly name = 'ServiceClientError';
  readonly type: ServiceClientErrorType;
  readonly code: string;
  readonly declineCode: string | undefined;
  readonly status: number;
  readonly param: string | undefined;
  readonly requestId: string | undefined;
  readonly idempotencyKey: string | undefined;
  readonly retryAfter: number | undefined;
  readonly payment: Payment | undefined;

  constructor(fields: ServiceClientErrorFields) {
    super(fields.message, fields.cause === undefined ? undefined : { cause: fields.cause });
    this.type = fields.type;
    this.code = fields.code;
    this.declineCode = fields.declineCode;
    this.status = fields.status;
    this.param = fields.param;
    this.requestId = fields.requestId;
    this.idempotencyKey = fields.idempotencyKey;
    this.retryAfter = fields.retryAfter;
    this.payment = fields.payment;
  }

  /** The card was refused (402): `code` and `declineCode` say why, in words a shopper can act on. */
  get isCardError(): boolean {
    return this.type === 'card_error';
  }

  /** The plain `{ type, code, declineCode?, message, status }` form, for logs and postMessage. */
  toJSON(): ServiceErrorInfo {
    const info: ServiceErrorInfo = { type: this.type, code: this.code, message: this.message, status: this.status };
    if (this.declineCode !== undefined) info.declineCode = this.declineCode;
    return info;
  }
}

export function isServiceClientError(value: unknown): value is ServiceClientError {
  return value instanceof ServiceClientError;
}

/** A refusal before any byte leaves the page. */
export function configurationError(code: string, message: string): ServiceClientError {
  return new ServiceClientError({ type: 'configuration_error', code, message: `svc-elements: ${message}`, status: 0 });
}

/**
 * Why a key must not be used by the browser client, or null when it is a publishable key. A secret
 * or restricted key in a page is already leaked; saying so loudly (and sending nothing) is the
 * kindest thing the kit can do (issue 4, item 5).
 */
export function publishableKeyProblem(key: unknown, parsed: { kind: string } | null): ServiceClientError | null {
  if (parsed?.kind === 'publishable') return null;
  if (typeof key === 'string' && (parsed?.kind === 'secret' || parsed?.kind === 'restricted')) {
    const name = parsed.kind === 'secret' ? 'a secret key' : 'a restricted key';
    return configurationError(
      `${parsed.kind}_key_in_browser`,
      `${name} (${redactKey(key)}) must never appear in a web page; pass the publishable key (pk_…). Nothing was sent. Roll the key if the page was ever public.`,
    );
  }
  const shown = typeof key === 'string' && key !== '' ? `"${redactKey(key)}"` : 'an empty value';
  return configurationError('publishable_key_invalid', `${shown} is not a publishable key (pk_test_… or pk_live_…). Nothing was sent.`);
}

const KNOWN_TYPES: ReadonlySet<string> = new Set(ERROR_TYPES);

function typeFor(status: number, type: string | undefined): ErrorType {
  if (type !== undefined && KNOWN_TYPES.has(type)) return type as ErrorType;
  if (status === 401) return 'authentication_error';
  if (status === 402) return 'card_error';
  if (status === 403) return 'permission_error';
  if (status === 409) return 'idempotency_error';
  if (status === 429) return 'rate_limit_error';
  return status >= 500 ? 'api_error' : 'invalid_request_error';
}

export interface AnswerContext {
  method: string;
  path: string;
  serviceUrl: string;
  publishableKey: string;
  keyMode: KeyMode;
  idempotencyKey: string | undefined;
  requestId: string | undefined;
}

/**
 * Explains the usual setup mistakes better than a bare code would: the service cannot know which
 * page the developer is looking at, the kit can.
 */
function explain(code: string, message: string, context: AnswerContext): string {
  const key = redactKey(context.publishableKey);
  if (code === 'api_key_environment_mismatch') {
    const other = context.keyMode === 'live' ? 'test' : 'live';
    return `svc-elements: ${key} is a ${context.keyMode} key, and the service at ${context.serviceUrl} is not ${context.keyMode}: use the pk_${other}_ key there. (${message})`;
  }
  if (code === 'origin_not_allowed' || code === 'api_key_invalid' || code === 'api_key_revoked') {
    return `svc-elements: the service refused the publishable key ${key} (${code}). ${message}`;
  }
  return message;
}

/** The typed error for a non-2xx answer, from the service's error body when it sent one. */
export function errorFromAnswer(status: number, body: unknown, context: AnswerContext): ServiceClientError {
  const parsed = ErrorBody.safeParse(body);
  if (!parsed.success) {
    return new ServiceClientError({
      type: typeFor(status, undefined),
      code: `http_${status}`,
      message: `${context.method} ${context.path} answered ${status} without an error body.`,
      status,
      requestId: context.requestId,
      idempotencyKey: context.idempotencyKey,
    });
  }
  const { error } = parsed.data;
  const payment = error.payment === undefined ? undefined : Payment.safeParse(error.payment);
  return new ServiceClientError({
    type: typeFor(status, error.type),
    code: error.code,
    declineCode: error.decline_code,
    message: explain(error.code, error.message, context),
    status,
    param: error.param,
    requestId: error.request_id ?? context.requestId,
    idempotencyKey: context.idempotencyKey,
    retryAfter: error.retry_after,
    payment: payment?.success ? payment.data : undefined,
  });
}

/** A 2xx answer whose body does not have the documented shape. */
export function invalidAnswerError(value: unknown, schemaError: z.core.$ZodError | null, context: AnswerContext, status: number) {
  // The first issue is enough to report, and `z.prettifyError` would add its weight to the frame.
  const issue = schemaError?.issues[0];
  const why = issue ? `${issue.path.join('.') || '(root)'}: ${issue.message}` : 'the body is not JSON';
  return new ServiceClientError({
    type: 'api_error',
    code: 'response_invalid',
    message: `${context.method} ${context.path} answered an unexpected shape: ${why}`,
    status,
    requestId: context.requestId,
    idempotencyKey: context.idempotencyKey,
    cause: value,
  });
}
