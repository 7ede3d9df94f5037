import { ERROR_TYPES, type ErrorType } from '../api/rules.js';
import { type KeyMode, redactKey } from '../api/keys.js';
import { ErrorBody } from '../validators/session.generated.js';

/**
 * Errors of the browser client. One class, told apart by `type` and `code`, because the card frame
 * does not branch on categories: it maps `code`/`declineCode` to a shopper message and hands the
 * host the code with that text (`confirm-result`'s `error`, `loaderror`), never the error itself.
 * (It had a `toJSON()` for that hand-off, which no page called: 36 bytes gzip of the card frame's page.)
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

/** What every error of the client says; no card data, no key. */
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
  /**
   * On a card error raised by a confirm: the payment as it now stands (public fields only), as the
   * service sent it; the card frame reads it as a `Payment`.
   */
  payment?: unknown;
  cause?: unknown;
}

export class ServiceClientError extends Error {
  override readonly name = 'ServiceClientError';
  // Declared (not `declare`d) so every instance owns each field, set or not; the constructor fills them.
  readonly type!: ServiceClientErrorType;
  readonly code!: string;
  readonly declineCode: string | undefined;
  readonly status!: number;
  readonly param: string | undefined;
  readonly requestId: string | undefined;
  readonly idempotencyKey: string | undefined;
  readonly retryAfter: number | undefined;
  readonly payment: unknown;

  constructor({ message, cause, ...fields }: ServiceClientErrorFields) {
    super(message, cause === undefined ? undefined : { cause });
    Object.assign(this, fields);
  }

  /** The card was refused (402): `code` and `declineCode` say why, in words a shopper can act on. */
  get isCardError(): boolean {
    return this.type === 'card_error';
  }
}

export function isServiceClientError(value: unknown): value is ServiceClientError {
  return value instanceof ServiceClientError;
}

/** A refusal before any byte leaves the page. */
export function configurationError(code: string, message: string): ServiceClientError {
  return new ServiceClientError({ type: 'configuration_error', code, message: `svc-elements: ${message}`, status: 0 });
}

/** The category of an answer without a `type` the kit knows (interface: Errors). */
const TYPE_OF_STATUS: Readonly<Record<number, ErrorType>> = {
  401: 'authentication_error',
  402: 'card_error',
  403: 'permission_error',
  409: 'idempotency_error',
  429: 'rate_limit_error',
};

function typeFor(status: number, type?: string): ErrorType {
  if ((ERROR_TYPES as readonly (string | undefined)[]).includes(type)) return type as ErrorType;
  return TYPE_OF_STATUS[status] ?? (status >= 500 ? 'api_error' : 'invalid_request_error');
}

export interface AnswerContext {
  /** `POST /v1/tokens` */
  request: string;
  serviceUrl: string;
  publishableKey: string;
  keyMode: KeyMode;
  idempotencyKey: string | undefined;
  /** The `Request-Id` of the last answer; absent until one came. */
  requestId?: string | undefined;
}

/**
 * The typed error for a non-2xx answer, from the service's error body when it sent one. The usual
 * setup mistakes get a message that explains them better than a bare code would: the service cannot
 * know which page the developer is looking at, the kit can.
 */
export function errorFromAnswer(status: number, body: unknown, context: AnswerContext): ServiceClientError {
  const { requestId, idempotencyKey, keyMode } = context;
  const parsed = ErrorBody.safeParse(body);
  if (!parsed.success) {
    return new ServiceClientError({
      type: typeFor(status),
      code: `http_${status}`,
      message: `${context.request} answered ${status} without an error body.`,
      status,
      requestId,
      idempotencyKey,
    });
  }
  const { error } = parsed.data;
  const { code } = error;
  const key = redactKey(context.publishableKey);
  return new ServiceClientError({
    type: typeFor(status, error.type),
    code,
    declineCode: error.decline_code,
    message:
      code === 'api_key_environment_mismatch'
        ? `svc-elements: ${key} is a ${keyMode} key, and the service at ${context.serviceUrl} is not ${keyMode}: use the pk_${keyMode === 'live' ? 'test' : 'live'}_ key there. (${error.message})`
        : code === 'origin_not_allowed' || code === 'api_key_invalid' || code === 'api_key_revoked'
          ? `svc-elements: the service refused the publishable key ${key} (${code}). ${error.message}`
          : error.message,
    status,
    param: error.param,
    requestId: error.request_id ?? requestId,
    idempotencyKey,
    retryAfter: error.retry_after,
    payment: error.payment,
  });
}

/** A 2xx answer whose body does not have the documented shape. */
export function invalidAnswerError(
  value: unknown,
  schemaError: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } | null,
  context: AnswerContext,
  status: number,
) {
  // The first issue is enough to report: the generated validators record only the first.
  const issue = schemaError?.issues[0];
  const why = issue ? `${issue.path.join('.') || '(root)'}: ${issue.message}` : 'the body is not JSON';
  return new ServiceClientError({
    type: 'api_error',
    code: 'response_invalid',
    message: `${context.request} answered an unexpected shape: ${why}`,
    status,
    requestId: context.requestId,
    idempotencyKey: context.idempotencyKey,
    cause: value,
  });
}
