import type * as z from 'zod/mini';
import type { ErrorType } from '../../api/errors.js';
import { PERMISSION_RESOURCES } from '../../api/resources.js';

/**
 * Every error the sandbox answers, one row per code: its status, its type and when it happens.
 * `docs/sandbox.md` lists the same table; tests check that each code here is reachable over HTTP
 * with this status and type, and that the docs list exactly these codes.
 */
export const ERROR_CATALOGUE = {
  // Transport
  https_required: { status: 403, type: 'permission_error', when: 'plain HTTP, refused before the key is read' },
  host_not_allowed: {
    status: 403,
    type: 'permission_error',
    when: 'a `Host` that is not an IP address, `localhost`, the public URL’s host or an `--allowed-host` (DNS rebinding); for `/_sandbox/` controls, anything but loopback',
  },
  request_too_large: {
    status: 413,
    type: 'invalid_request_error',
    when: 'a request body over 1 MiB (a form posted to the 3DS notification page: over 16 KiB)',
  },
  request_malformed: { status: 400, type: 'invalid_request_error', when: 'a request that is not valid HTTP/1.1 (refused by the HTTP parser)' },
  headers_too_large: { status: 431, type: 'invalid_request_error', when: 'request headers over 16 KiB' },
  json_invalid: { status: 400, type: 'invalid_request_error', when: 'a body that is not a JSON object' },
  content_type_invalid: { status: 415, type: 'invalid_request_error', when: 'a body sent as something other than application/json' },
  route_not_found: { status: 404, type: 'invalid_request_error', when: 'no such path' },
  method_not_allowed: { status: 405, type: 'invalid_request_error', when: 'a path that exists, with another method' },
  invalid_api_version: { status: 400, type: 'invalid_request_error', when: 'an unknown `Svc-Version`' },
  // Authentication and permissions
  api_key_missing: { status: 401, type: 'authentication_error', when: 'no key in `Authorization: Bearer` or `X-Api-Key`' },
  api_key_invalid: { status: 401, type: 'authentication_error', when: 'a key this account does not have' },
  api_key_conflict: { status: 400, type: 'invalid_request_error', when: 'two different keys in `Authorization` and `X-Api-Key`' },
  api_key_revoked: { status: 401, type: 'authentication_error', when: 'a revoked key, from the instant of revocation' },
  api_key_wrong_type: { status: 401, type: 'authentication_error', when: 'a key type that cannot do this operation' },
  api_key_environment_mismatch: {
    status: 401,
    type: 'authentication_error',
    when: 'a test key against a live server or a live key against a sandbox',
  },
  permission_denied: { status: 403, type: 'permission_error', when: 'a restricted key without the scope' },
  ip_not_allowed: { status: 403, type: 'permission_error', when: 'a server key used from an address off the IP allowlist' },
  origin_not_allowed: { status: 403, type: 'permission_error', when: 'a publishable key used from a browser origin not registered for it' },
  font_origin_not_allowed: {
    status: 403,
    type: 'permission_error',
    when: 'a web font (or its stylesheet) on a host not registered for the publishable key (`--font-origin`)',
  },
  // Idempotency
  idempotency_key_too_long: { status: 400, type: 'invalid_request_error', when: 'an `Idempotency-Key` over 255 characters' },
  idempotency_in_progress: { status: 409, type: 'idempotency_error', when: 'the same key while the first request is still running' },
  idempotency_key_reuse: { status: 409, type: 'idempotency_error', when: 'the same key with a different body' },
  // Rate limits
  too_many_requests: { status: 429, type: 'rate_limit_error', when: 'a bucket or a minute budget is empty' },
  // Parameters
  parameter_missing: { status: 400, type: 'invalid_request_error', when: 'a required field is absent' },
  parameter_invalid: { status: 400, type: 'invalid_request_error', when: 'a field of the wrong type or out of range' },
  parameter_unknown: { status: 400, type: 'invalid_request_error', when: 'a field the operation does not take' },
  metadata_invalid: { status: 400, type: 'invalid_request_error', when: 'metadata breaking a limit; `param` names the key' },
  // Pagination
  pagination_conflict: { status: 400, type: 'invalid_request_error', when: '`starting_after` and `ending_before` together' },
  filter_changed: { status: 400, type: 'invalid_request_error', when: 'a cursor sent with other filters than it was issued for' },
  cursor_expired: { status: 400, type: 'invalid_request_error', when: 'a cursor older than 24 hours' },
  cursor_invalid: { status: 400, type: 'invalid_request_error', when: 'a cursor that was altered or names no item' },
  // Resources and states
  resource_missing: { status: 404, type: 'invalid_request_error', when: 'no object with that id on this account' },
  payment_state_invalid: { status: 400, type: 'invalid_request_error', when: 'an operation the payment’s status does not allow' },
  client_secret_invalid: { status: 400, type: 'invalid_request_error', when: 'a client secret that is unknown or bound to another payment' },
  client_secret_expired: { status: 400, type: 'invalid_request_error', when: 'a client session older than 24 hours' },
  token_already_used: { status: 400, type: 'invalid_request_error', when: 'a card token used a second time' },
  return_url_required: { status: 400, type: 'invalid_request_error', when: 'a redirect flow on a payment without `returnUrl`' },
  amount_too_large: { status: 400, type: 'invalid_request_error', when: 'a refund above what is left to refund' },
  client_session_state_invalid: {
    status: 400,
    type: 'invalid_request_error',
    when: 'an operation the client session’s mode or status does not allow (a setup confirm on a payment session, or on one that succeeded)',
  },
  token_not_reusable: {
    status: 400,
    type: 'invalid_request_error',
    when: 'a single-use token where a saved card is needed (off-session charges, `defaultToken`), or a saved card offered to be saved again',
  },
  token_customer_mismatch: {
    status: 400,
    type: 'invalid_request_error',
    when: 'a saved card used with a customer it does not belong to, or without one',
  },
  subscription_state_invalid: {
    status: 400,
    type: 'invalid_request_error',
    when: 'an operation the subscription’s status does not allow (a change, usage or a cancel once it is `canceled`)',
  },
  invoice_state_invalid: {
    status: 400,
    type: 'invalid_request_error',
    when: 'an operation the invoice’s status does not allow (paying one that is `paid` or `void`, voiding one that is `paid`, paying while a payment of it is `processing`)',
  },
  saved_cards_not_allowed: {
    status: 403,
    type: 'permission_error',
    when: 'a client session whose `savedCards` does not allow it: listing (`list`), removing (`remove`) or saving (`save`) cards',
  },
  // Cards (402, type card_error)
  incorrect_number: { status: 402, type: 'card_error', when: 'a card number that fails Luhn or its brand’s lengths' },
  invalid_expiry_month: { status: 402, type: 'card_error', when: 'an expiry month outside 1–12' },
  invalid_expiry_year: { status: 402, type: 'card_error', when: 'an expiry in the past or more than 20 years ahead' },
  invalid_cvc: { status: 402, type: 'card_error', when: 'a CVC of the wrong length for the brand' },
  card_declined: { status: 402, type: 'card_error', when: 'the issuer declined; `decline_code` says why' },
  expired_card: { status: 402, type: 'card_error', when: 'the issuer says the card has expired' },
  incorrect_cvc: { status: 402, type: 'card_error', when: 'the issuer says the CVC is wrong' },
  card_closed: { status: 402, type: 'card_error', when: 'a saved card whose account the issuer closed (its network token is `deleted`)' },
  authentication_required: {
    status: 402,
    type: 'card_error',
    when: 'an off-session charge the issuer wants authenticated; `error.payment` is the payment, `requires_action`',
  },
  // Web fonts (docs/fonts.md)
  font_refused: {
    status: 400,
    type: 'invalid_request_error',
    when: 'a web font the service does not take: not woff2, woff or TrueType, too large, split by `unicode-range`, a stylesheet with more than `@font-face`, no 200 within 5 s',
  },
  // Frame pages
  frame_pages_not_built: {
    status: 503,
    type: 'api_error',
    when: 'the frame pages under `/elements/v1/` (or the kit under `/elements/kit/`) were not built: run `npm run build`',
  },
  // Faults
  api_error: { status: 500, type: 'api_error', when: 'a fault of the sandbox itself; never expected' },
} as const satisfies Record<string, { status: number; type: ErrorType; when: string }>;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;

/**
 * Codes a payment's `lastError` can carry. The decline codes are also answered as 402 errors by the
 * confirm that caused them, and `authentication_required` by an off-session charge (the payment then
 * waits in `requires_action` for the customer); `authentication_failed` only ever appears in `lastError`.
 */
export const LAST_ERROR_CODES = [
  'card_declined',
  'expired_card',
  'incorrect_cvc',
  'card_closed',
  'authentication_required',
  'authentication_failed',
] as const;

export interface SandboxErrorOptions {
  param?: string;
  declineCode?: string;
  retryAfter?: number;
  /** Fields added to `error` as they are (a card error carries the payment). */
  extra?: Record<string, unknown>;
  headers?: Record<string, string>;
}

/** An error answer. Thrown anywhere in a request; the app renders it as the interface's error body. */
export class SandboxError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly type: ErrorType;
  readonly options: SandboxErrorOptions;

  constructor(code: ErrorCode, message: string, options: SandboxErrorOptions = {}) {
    super(message);
    this.name = 'SandboxError';
    this.code = code;
    this.status = ERROR_CATALOGUE[code].status;
    this.type = ERROR_CATALOGUE[code].type;
    this.options = options;
  }

  toBody(requestId: string): { error: Record<string, unknown> } {
    const { param, declineCode, retryAfter, extra } = this.options;
    return {
      error: {
        type: this.type,
        code: this.code,
        message: this.message,
        status: this.status,
        ...(param === undefined ? {} : { param }),
        ...(declineCode === undefined ? {} : { decline_code: declineCode }),
        ...(retryAfter === undefined ? {} : { retry_after: retryAfter }),
        request_id: requestId,
        ...extra,
      },
    };
  }
}

/** `customer.email` → `customer[email]`, the form merchants write in forms and query strings. */
export function paramName(path: readonly PropertyKey[]): string {
  const [first, ...rest] = path.map(String);
  return (first ?? '') + rest.map((part) => `[${part}]`).join('');
}

const TYPE_NAMES: Record<string, string> = {
  int: 'an integer',
  number: 'a number',
  string: 'a string',
  boolean: 'true or false',
  object: 'an object',
  array: 'an array',
};

/** The first problem zod found, as one clear error: which field, and what it must be. */
export function fromZodError(error: z.core.$ZodError, input: unknown): SandboxError {
  const issue = error.issues[0];
  if (!issue) return new SandboxError('parameter_invalid', 'The request body is invalid.');
  if (issue.code === 'unrecognized_keys') {
    const param = paramName([...issue.path, issue.keys[0] ?? '']);
    if (issue.path.length === 1 && issue.path[0] === 'permissions') {
      return new SandboxError(
        'parameter_unknown',
        `Unknown permission name: ${issue.keys[0]}. Permission names are: ${PERMISSION_RESOURCES.join(', ')}.`,
        { param },
      );
    }
    return new SandboxError('parameter_unknown', `Unknown parameter: ${param}. This operation does not take it.`, { param });
  }
  const param = paramName(issue.path);
  const isMetadata = issue.path[0] === 'metadata';
  const generic = issue.message === 'Invalid input';
  if (issue.code === 'invalid_type' && valueAt(input, issue.path) === undefined) {
    return new SandboxError('parameter_missing', `Missing required parameter: ${param}.`, { param });
  }
  let detail = issue.message;
  if (generic && issue.code === 'invalid_type') detail = `must be ${TYPE_NAMES[issue.expected] ?? issue.expected}`;
  else if (generic && issue.code === 'invalid_value') detail = `must be one of: ${issue.values.map(String).join(', ')}`;
  else if (generic && issue.code === 'invalid_key') detail = issue.issues[0]?.message ?? 'is not an acceptable key';
  if (isMetadata) {
    const key = issue.path[1];
    const subject = key === undefined ? 'metadata' : `metadata key "${String(key)}"`;
    return new SandboxError('metadata_invalid', `Invalid ${subject}: ${detail}.`, { param });
  }
  return new SandboxError('parameter_invalid', `Invalid ${param || 'body'}: ${detail}.`, { param });
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/** Parses a body with its schema, or throws the one clear error. */
export function parseParams<Schema extends z.core.$ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const result = (schema as unknown as z.ZodMiniType).safeParse(input);
  if (!result.success) throw fromZodError(result.error, input);
  return result.data as z.output<Schema>;
}
