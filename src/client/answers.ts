import * as z from 'zod/mini';
import { LastError, NEXT_ACTIONS, PaymentStatus } from '../api/resources.js';

/**
 * The service's answers as the browser client parses them. Each keeps, of its resource in `src/api`
 * (`Payment`, `ClientSession`, `Token`, `CardBin`, `ErrorBody`), the fields the card frame reads,
 * checked as the resource checks them; the other fields pass through as they came (loose objects).
 * The server module, the sandbox and the return page (`retrievePayment` of ./calls.ts) check every
 * field with the full schemas.
 *
 * Why the browser has its own: the card frame has a 20 KB budget (src/frame/README.md, "Size
 * budget"), and checking the fields it never reads cost it 1.2 KB of zod (the integer check,
 * metadata, customers, the discriminated union). These are not built with `z.pick` from the full
 * schemas because that would build the full schemas in the browser too. test/client/answers.test.ts
 * holds each against its resource: the same fields, checked the same way.
 */

/**
 * A payment: its `id`, and what a confirm led to (`status`, `nextAction`, `lastError`), checked as
 * `Payment` checks them. The frame hands the payment on to the host page (`confirm-result`), so
 * every other field of `Payment` is here too, in its place and present where `Payment` requires it,
 * only not checked further: the host page gets the payment with its fields where `Payment` puts them.
 */
export const PaymentAnswer = z.looseObject({
  id: z.string(),
  object: z.unknown(),
  amount: z.unknown(),
  currency: z.unknown(),
  status: PaymentStatus,
  returnUrl: z.unknown(),
  description: z.optional(z.unknown()),
  metadata: z.optional(z.unknown()),
  customer: z.optional(z.unknown()),
  livemode: z.unknown(),
  createdAt: z.unknown(),
  paymentMethod: z.unknown(),
  // `NextAction`'s options as a plain union: at most one matches, as with the discriminated union,
  // whose lookup only improves error messages.
  nextAction: z.nullable(z.union(NEXT_ACTIONS)),
  lastError: z.nullable(LastError),
  amountRefunded: z.unknown(),
});
export type PaymentAnswer = z.infer<typeof PaymentAnswer>;

/** A client session: the payment it is bound to. */
export const ClientSessionAnswer = z.looseObject({
  payment: z.nullable(z.string()),
});
export type ClientSessionAnswer = z.infer<typeof ClientSessionAnswer>;

/** A card token: its id, which the confirm sends. */
export const TokenAnswer = z.looseObject({
  id: z.string(),
});
export type TokenAnswer = z.infer<typeof TokenAnswer>;

/** A card brand look-up: the card's brands. */
export const CardBinAnswer = z.looseObject({
  brands: z.array(z.string()),
});
export type CardBinAnswer = z.infer<typeof CardBinAnswer>;

/**
 * An error body: every field of `ErrorBody`, with `status` and `retry_after` checked as numbers
 * rather than integers. The client takes the status from the HTTP answer and only passes
 * `retry_after` on, and zod's integer check alone took 0.4 KB of the card frame.
 */
export const ErrorAnswer = z.looseObject({
  error: z.looseObject({
    type: z.string(),
    code: z.string(),
    message: z.string(),
    status: z.number(),
    param: z.optional(z.string()),
    retry_after: z.optional(z.number()),
    decline_code: z.optional(z.string()),
    request_id: z.optional(z.string()),
    /** On a card error raised by a confirm: the payment as it now stands, read as a `PaymentAnswer` by the card frame. */
    payment: z.optional(z.unknown()),
  }),
});
export type ErrorAnswer = z.infer<typeof ErrorAnswer>;
