import * as z from 'zod/mini';
import type { ApiVersion } from '../versions.js';
import { CHALLENGE_WINDOW_SIZES, CLIENT_SESSION_MODES, REFUND_REASONS, SAVED_CARD_SAVE_OPTIONS } from '../resources.js';
import { Currency, CustomerId, MetadataParam, PaymentId, ReturnUrl, TokenId, amountFor } from './fields.js';

/**
 * Request bodies of payments and what a payment is confirmed with: payments (create, update, confirm,
 * 3DS Method result, adjust, reverse), refunds, card tokens, and client sessions (a payment's or a setup
 * session's, with the saved cards they offer) with the EMV 3DS browser data their confirms carry.
 */

const Description = z.string().check(z.maxLength(1000, 'must be at most 1000 characters'));

/** A customer given inline on a payment, as before customers were objects of their own (no customer object is made). */
export const InlineCustomer = z.strictObject({
  email: z.optional(z.email('must be an email address')),
  name: z.optional(z.string().check(z.maxLength(200))),
});

/**
 * Creating a payment. `customer` is the id of an existing customer (the payment renders it expanded) or,
 * as before, an inline `{email?, name?}` (contract: Details fixed for the section above). With
 * `confirm: true` the payment is confirmed at once with `token`; `offSession: true` (a merchant-initiated
 * charge, such as a subscription's) also needs `confirm: true`, a customer id and one of its saved cards
 * as `token` (contract: Off-session charges).
 */
export function paymentCreateParams(version: ApiVersion) {
  return z
    .strictObject({
      amount: amountFor(version),
      currency: Currency,
      returnUrl: z.optional(ReturnUrl),
      description: z.optional(Description),
      metadata: z.optional(MetadataParam),
      customer: z.optional(z.union([CustomerId, InlineCustomer], 'must be a customer id (cus_…) or an object {email?, name?}')),
      token: z.optional(TokenId),
      confirm: z.optional(z.boolean()),
      offSession: z.optional(z.boolean()),
    })
    .check(
      z.refine((params) => params.token === undefined || params.confirm === true, {
        message: 'is taken only with confirm: true (or confirm the payment later with it)',
        path: ['token'],
      }),
      z.refine((params) => params.confirm !== true || params.token !== undefined, {
        message: 'is required with confirm: true',
        path: ['token'],
      }),
      z.refine((params) => params.offSession !== true || params.confirm === true, {
        message: 'needs confirm: true: an off-session payment is confirmed as it is created',
        path: ['offSession'],
      }),
      z.refine((params) => params.offSession !== true || typeof params.customer === 'string', {
        message: 'needs customer: the id of the customer (cus_…) whose saved card is charged',
        path: ['offSession'],
      }),
    );
}
export type PaymentCreateParams = z.output<ReturnType<typeof paymentCreateParams>>;

export const PaymentUpdateParams = z.strictObject({
  metadata: z.optional(MetadataParam),
  description: z.optional(z.nullable(Description)),
});
export type PaymentUpdateParams = z.output<typeof PaymentUpdateParams>;

/** EMV 3DS browser data (contract: Next actions and 3D Secure). */
export const BrowserInfo = z.strictObject({
  acceptHeader: z.optional(z.string().check(z.maxLength(2048))),
  colorDepth: z.union(
    [1, 4, 8, 15, 16, 24, 32, 48].map((depth) => z.literal(depth)),
    'must be one of 1, 4, 8, 15, 16, 24, 32, 48',
  ),
  javaEnabled: z.boolean(),
  javascriptEnabled: z.boolean(),
  language: z.string().check(z.minLength(1), z.maxLength(35, 'must be at most 35 characters (a BCP 47 tag)')),
  screenHeight: z.int().check(z.nonnegative(), z.maximum(999_999)),
  screenWidth: z.int().check(z.nonnegative(), z.maximum(999_999)),
  /** Minutes from UTC to local time, as `Date#getTimezoneOffset()` gives it (UTC+2 is -120). */
  timeZoneOffset: z.int().check(z.minimum(-840), z.maximum(720)),
  userAgent: z.string().check(z.maxLength(2048)),
});
export type BrowserInfo = z.output<typeof BrowserInfo>;

/** A CVC as typed: 3 or 4 digits (which one the brand needs is checked against the card). */
const Cvc = z.string().check(z.regex(/^\d{3,4}$/, 'must be 3 or 4 digits'));

/**
 * Confirming a payment with a card token: a single-use one from `POST /v1/tokens`, which `saveCard:
 * true` saves for the session's customer (where its `savedCards.save` allows it), or a saved card of
 * that customer, with its `cvc` when the merchant re-collects it (contract: client sessions).
 */
export const PaymentConfirmParams = z.strictObject({
  /** Required with a publishable key; a secret key confirms without it. */
  clientSecret: z.optional(z.string()),
  token: z.string().check(z.regex(/^tok_/, 'must be a token id (tok_…)')),
  returnUrl: z.optional(ReturnUrl),
  browser: z.optional(BrowserInfo),
  challengeWindowSize: z.optional(z.enum(CHALLENGE_WINDOW_SIZES)),
  saveCard: z.optional(z.boolean()),
  cvc: z.optional(Cvc),
});
export type PaymentConfirmParams = z.output<typeof PaymentConfirmParams>;

export const PaymentAuthenticateParams = z.strictObject({
  clientSecret: z.optional(z.string()),
  threeDSCompInd: z.enum(['Y', 'N', 'U'], 'must be Y, N or U'),
});
export type PaymentAuthenticateParams = z.output<typeof PaymentAuthenticateParams>;

/**
 * Off-session charges: `POST /v1/payments {customer, token, offSession: true, confirm: true}` as
 * `paymentCreateParams` checks it; named here for the billing engine and the server module.
 */
export type OffSessionPaymentParams = PaymentCreateParams & { customer: string; token: string; offSession: true; confirm: true };

export function paymentAdjustParams(version: ApiVersion) {
  return z.strictObject({ amount: amountFor(version) });
}

export const PaymentReverseParams = z.strictObject({});

export function refundCreateParams(version: ApiVersion) {
  return z.strictObject({
    payment: z.string().check(z.regex(/^pay_/, 'must be a payment id (pay_…)')),
    amount: z.optional(amountFor(version)),
    reason: z.optional(z.enum(REFUND_REASONS)),
    metadata: z.optional(MetadataParam),
  });
}
export type RefundCreateParams = z.output<ReturnType<typeof refundCreateParams>>;

/** `savedCards` as sent: each field defaults to `{list: false, save: "off", remove: false}`. */
export const SavedCardsParam = z.strictObject({
  list: z._default(z.boolean(), false),
  save: z._default(z.enum(SAVED_CARD_SAVE_OPTIONS, 'must be off, optional or always'), 'off'),
  remove: z._default(z.boolean(), false),
});

/**
 * Creating a client session (contract: client sessions; Customers, saved cards…). `mode` defaults to
 * `payment`: unbound, or bound to `payment` (server keys). `setup` binds it to `customer` with no
 * payment, and needs `returnUrl` for a 3D Secure redirect (secret key). `customer` and `savedCards`
 * let any session bound to a customer offer saving and reuse (server keys).
 */
export const ClientSessionCreateParams = z
  .strictObject({
    mode: z._default(z.enum(CLIENT_SESSION_MODES, 'must be payment or setup'), 'payment'),
    payment: z.optional(PaymentId),
    customer: z.optional(CustomerId),
    savedCards: z.optional(SavedCardsParam),
    returnUrl: z.optional(ReturnUrl),
  })
  .check(
    z.refine((params) => params.mode !== 'setup' || params.payment === undefined, {
      message: 'is not taken by a setup session, which saves a card without paying',
      path: ['payment'],
    }),
    z.refine((params) => params.mode !== 'setup' || params.customer !== undefined, {
      message: 'is required with mode: setup (the customer the card is saved for)',
      path: ['customer'],
    }),
    z.refine((params) => params.mode !== 'payment' || params.returnUrl === undefined, {
      message: 'is taken by setup sessions only; a payment session uses its payment’s returnUrl',
      path: ['returnUrl'],
    }),
  );
export type ClientSessionCreateParams = z.output<typeof ClientSessionCreateParams>;

/**
 * Confirming a setup session (contract: setup confirm): `token` is a single-use token from
 * `POST /v1/tokens`; on success that same id is the saved card.
 */
export const ClientSessionConfirmParams = z.strictObject({
  /** Required with a publishable key; a secret key confirms without it. */
  clientSecret: z.optional(z.string()),
  token: TokenId,
  returnUrl: z.optional(ReturnUrl),
  browser: z.optional(BrowserInfo),
  challengeWindowSize: z.optional(z.enum(CHALLENGE_WINDOW_SIZES)),
});
export type ClientSessionConfirmParams = z.output<typeof ClientSessionConfirmParams>;

/** A setup session's 3DS Method result, as for a payment (`POST /v1/client_sessions/{id}/authenticate`). */
export const ClientSessionAuthenticateParams = PaymentAuthenticateParams;
export type ClientSessionAuthenticateParams = PaymentAuthenticateParams;

export const TokenCreateParams = z.strictObject({
  card: z.strictObject({
    number: z.string().check(z.maxLength(32)),
    expMonth: z.int(),
    expYear: z.int(),
    cvc: z.string().check(z.maxLength(8)),
    name: z.optional(z.string().check(z.maxLength(200))),
    postalCode: z.optional(z.string().check(z.maxLength(20))),
    /** For a co-badged card: the brand the cardholder picked among the card's brands. */
    brand: z.optional(z.string()),
  }),
});
export type TokenCreateParams = z.output<typeof TokenCreateParams>;
