import * as z from 'zod/mini';
import { REDIRECT_STATUSES, isReturnClientSecret, isReturnPaymentId } from './rules.js';

/**
 * The query a redirect checkout comes back with (contract: Next actions and 3D Secure, `redirect`):
 * the service sends the shopper to the payment's `returnUrl` with `payment_id`, `client_secret` and
 * `redirect_status` added (`RETURN_QUERY` in ./rules.ts). The return page (`<svc-payment-status>`)
 * reads them with the validators generated from these schemas.
 */

export const RedirectStatus = z.enum(REDIRECT_STATUSES);
export type RedirectStatus = z.infer<typeof RedirectStatus>;

export const ReturnPaymentId = z.custom<string>(isReturnPaymentId);
export const ReturnClientSecret = z.custom<string>(isReturnClientSecret);

/** What a return page needs to read the payment, once checked. */
export const ReturnParams = z.object({
  paymentId: ReturnPaymentId,
  clientSecret: ReturnClientSecret,
  redirectStatus: z.nullable(RedirectStatus),
});
export type ReturnParams = z.infer<typeof ReturnParams>;
