/**
 * The service's rules that browser code runs, without zod: the lists and predicates the schemas of
 * ./resources.ts, ./errors.ts and ./redirect.ts are built from. Browser code imports values from
 * here (and from ./keys.ts, ./urls.ts, ./versions.ts, also free of zod) and only types from the
 * schema modules, whose schemas would bring zod into its bundle (src/validators/README.md). The
 * predicates are named functions so the generated validators run these same ones.
 */
import { sessionIdOf } from './keys.js';

/** `error.type` values (interface: Errors; the rest follow the categories of the server module). */
export const ERROR_TYPES = [
  'invalid_request_error',
  'authentication_error',
  'permission_error',
  'idempotency_error',
  'card_error',
  'rate_limit_error',
  'api_error',
] as const;
export type ErrorType = (typeof ERROR_TYPES)[number];

/**
 * `Metadata`'s check (./resources.ts): an object of string keys to string values.
 */
export function isStringMap(value: unknown): value is Record<string, string> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every((item) => typeof item === 'string');
}

/** The query parameters the service adds to `returnUrl`. */
export const RETURN_QUERY = {
  paymentId: 'payment_id',
  clientSecret: 'client_secret',
  redirectStatus: 'redirect_status',
} as const;

/** What the service says the redirect ended with. Advisory only: the status shown comes from the payment. */
export const REDIRECT_STATUSES = ['completed', 'processing', 'failed'] as const;

/** A length cap that keeps hostile values out of messages and storage. */
const MAX_PARAM_LENGTH = 255;

/** A payment id as the browser client checks it before a request (`pay_` and word characters). */
export function isReturnPaymentId(value: unknown): value is string {
  return typeof value === 'string' && value.length <= MAX_PARAM_LENGTH && /^pay_\w+$/.test(value);
}

/** A client secret's shape (`cs_…_secret_…`), as the browser client checks it before a request. */
export function isReturnClientSecret(value: unknown): value is string {
  return typeof value === 'string' && value.length <= MAX_PARAM_LENGTH && sessionIdOf(value) !== null;
}
