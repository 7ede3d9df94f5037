import * as z from 'zod/mini';

export { ERROR_TYPES, type ErrorType } from './rules.js';

/**
 * The error body every non-2xx answer carries. Fields are snake_case (contract: field naming).
 * Loose, so clients tolerate fields added later.
 */
export const ErrorBody = z.looseObject({
  error: z.looseObject({
    type: z.string(),
    code: z.string(),
    message: z.string(),
    status: z.int(),
    param: z.optional(z.string()),
    retry_after: z.optional(z.int()),
    decline_code: z.optional(z.string()),
    request_id: z.optional(z.string()),
    /** On a card error raised by a confirm: the payment as it now stands. */
    payment: z.optional(z.unknown()),
    /** On a card error raised by a setup confirm: the client session as it now stands. */
    client_session: z.optional(z.unknown()),
  }),
});
export type ErrorBody = z.infer<typeof ErrorBody>;
