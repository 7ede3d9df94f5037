import * as z from 'zod/mini';
import { type ApiVersion, isAtLeast } from './versions.js';
import {
  CHALLENGE_WINDOW_SIZES,
  CLIENT_SESSION_MODES,
  INVOICE_STATUSES,
  PAYMENT_STATUSES,
  PERMISSION_LEVELS,
  PERMISSION_RESOURCES,
  RECURRING_INTERVALS,
  RECURRING_USAGES,
  REFUND_REASONS,
  SAVED_CARD_SAVE_OPTIONS,
  SUBSCRIPTION_STATUSES,
} from './resources.js';
import { ALL_EVENTS, EVENT_TYPES } from './events.js';
import { isAcceptableReturnUrl, isAcceptableWebhookUrl } from './urls.js';

/**
 * Request bodies. Strict objects: an unknown field on a request is a mistake the caller wants to hear
 * about, not something to drop silently. Messages here are shown to developers as `error.message`.
 */

export const MAX_AMOUNT = 99_999_999;
export const METADATA_MAX_KEYS = 50;
export const METADATA_KEY_MAX_LENGTH = 40;
export const METADATA_VALUE_MAX_LENGTH = 500;

const knownCurrencies = new Set(Intl.supportedValuesOf('currency'));

/** From 2026-04-01 on, `amount` must be an integer (interface: Payment, Versioning rule 7). */
const IntegerAmount = z
  .int('must be an integer number of minor units (1000 is 10.00)')
  .check(z.positive('must be greater than 0'), z.maximum(MAX_AMOUNT, `must be at most ${MAX_AMOUNT}`));

/** Before 2026-04-01, decimal strings (and decimal numbers) are floored. */
const LegacyAmount = z.pipe(
  z.union([z.number(), z.string().check(z.regex(/^\s*\d+(?:\.\d+)?\s*$/))], 'must be a number of minor units, or a decimal string'),
  z.pipe(
    z.transform((value: number | string) => Math.floor(Number(value))),
    z.int().check(z.positive('must be greater than 0'), z.maximum(MAX_AMOUNT, `must be at most ${MAX_AMOUNT}`)),
  ),
);

export function amountFor(version: ApiVersion) {
  return isAtLeast(version, '2026-04-01') ? IntegerAmount : LegacyAmount;
}

export const Currency = z.pipe(
  z.string().check(
    z.regex(/^[A-Za-z]{3}$/, 'must be a three-letter ISO 4217 code such as EUR'),
    z.refine((code) => knownCurrencies.has(code.toUpperCase()), 'is not an ISO 4217 currency code'),
  ),
  z.transform((code: string) => code.toUpperCase()),
);

export const ReturnUrl = z
  .string()
  .check(
    z.maxLength(2048, 'must be at most 2048 characters'),
    z.refine(
      isAcceptableReturnUrl,
      'must be an absolute https: URL (http: only on loopback) or an app scheme; javascript:, data:, file: and relative URLs are refused',
    ),
  );

const MetadataKey = z
  .string()
  .check(
    z.minLength(1, 'keys must not be empty'),
    z.maxLength(METADATA_KEY_MAX_LENGTH, `keys must be at most ${METADATA_KEY_MAX_LENGTH} characters`),
    z.regex(/^[^[\]]*$/, 'keys must not contain [ or ]'),
  );
const MetadataValue = z
  .string('values must be strings (numbers, booleans, objects and arrays are not coerced)')
  .check(z.maxLength(METADATA_VALUE_MAX_LENGTH, `values must be at most ${METADATA_VALUE_MAX_LENGTH} characters`));

/**
 * Metadata as sent (interface: Metadata, rules 2–5 and 8; contract: Other limits). An empty string
 * value deletes the key on update; on create it leaves the key unset.
 *
 * Not a `z.record`: zod's record skips a `__proto__` key without validating it (assigning it would
 * replace the prototype of the object it builds), so `{"__proto__": "x"}` would be accepted and
 * silently dropped, and `{"__proto__": {…}}` would slip past rule 4. Metadata is stored verbatim
 * (rule 1): every own key is checked here and copied with `Object.fromEntries`, which defines
 * `__proto__` as an ordinary key. Each issue is placed at its key, so the error names it (rule 8),
 * the 50-key limit included: the first key past the limit is the offending one.
 */
export const MetadataParam = z.pipe(
  z.unknown().check(
    z.superRefine((input, ctx) => {
      if (typeof input !== 'object' || input === null || Array.isArray(input)) {
        ctx.addIssue({ code: 'custom', message: 'must be an object of string keys to string values', input });
        return;
      }
      const entries = Object.entries(input);
      for (const [key, value] of entries) {
        const keyIssue = MetadataKey.safeParse(key).error?.issues[0];
        const valueIssue = keyIssue ? undefined : MetadataValue.safeParse(value).error?.issues[0];
        const issue = keyIssue ?? valueIssue;
        if (issue) ctx.addIssue({ code: 'custom', message: issue.message, path: [key], input: keyIssue ? key : value });
      }
      const firstPastLimit = entries[METADATA_MAX_KEYS]?.[0];
      if (firstPastLimit !== undefined) {
        ctx.addIssue({ code: 'custom', message: `metadata must have at most ${METADATA_MAX_KEYS} keys`, path: [firstPastLimit], input });
      }
    }),
  ),
  z.transform((input): Record<string, string> => Object.fromEntries(Object.entries(input as Record<string, string>))),
);

const Description = z.string().check(z.maxLength(1000, 'must be at most 1000 characters'));

/** An id of one kind of object, by its prefix: the message names the kind. */
function idOf(prefix: string, what: string) {
  return z
    .string()
    .check(z.regex(new RegExp(`^${prefix}\\w+$`), `must be ${what} id (${prefix}…)`), z.maxLength(255, 'must be at most 255 characters'));
}
export const CustomerId = idOf('cus_', 'a customer');
export const TokenId = idOf('tok_', 'a token');
export const PaymentId = idOf('pay_', 'a payment');
export const ProductId = idOf('prod_', 'a product');
export const PriceId = idOf('price_', 'a price');
export const SubscriptionId = idOf('sub_', 'a subscription');

/** An RFC 3339 timestamp with its offset (`2026-04-01T00:00:00Z`). */
export const Timestamp = z.iso.datetime({ offset: true, error: 'must be an RFC 3339 timestamp such as 2026-04-01T00:00:00Z' });

const Email = z.email('must be an email address').check(z.maxLength(512, 'must be at most 512 characters'));
const PersonName = z.string().check(z.maxLength(200, 'must be at most 200 characters'));

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

export const CustomerCreateParams = z.strictObject({
  email: z.optional(Email),
  name: z.optional(PersonName),
  metadata: z.optional(MetadataParam),
});
export type CustomerCreateParams = z.output<typeof CustomerCreateParams>;

/** Metadata merges by key (interface: Metadata, rule 6); null clears `email`, `name` or `defaultToken`. */
export const CustomerUpdateParams = z.strictObject({
  email: z.optional(z.nullable(Email)),
  name: z.optional(z.nullable(PersonName)),
  metadata: z.optional(MetadataParam),
  /** One of the customer's saved cards. */
  defaultToken: z.optional(z.nullable(TokenId)),
});
export type CustomerUpdateParams = z.output<typeof CustomerUpdateParams>;

export const ProductCreateParams = z.strictObject({
  name: z.string().check(z.minLength(1, 'must not be empty'), z.maxLength(250, 'must be at most 250 characters')),
  metadata: z.optional(MetadataParam),
});
export type ProductCreateParams = z.output<typeof ProductCreateParams>;

/** A price's unit amount: like `amount` (integers from 2026-04-01 on), and 0 is allowed (a free plan). */
export function unitAmountFor(version: ApiVersion) {
  const bounds = [z.nonnegative('must not be negative'), z.maximum(MAX_AMOUNT, `must be at most ${MAX_AMOUNT}`)] as const;
  if (isAtLeast(version, '2026-04-01')) return z.int('must be an integer number of minor units (1000 is 10.00)').check(...bounds);
  return z.pipe(
    z.union([z.number(), z.string().check(z.regex(/^\s*\d+(?:\.\d+)?\s*$/))], 'must be a number of minor units, or a decimal string'),
    z.pipe(
      z.transform((value: number | string) => Math.floor(Number(value))),
      z.int().check(...bounds),
    ),
  );
}

/** At most a year between two bills, whatever the interval. */
export const MAX_INTERVAL_COUNT = { day: 365, week: 52, month: 12, year: 1 } as const;

export const RecurringParam = z
  .strictObject({
    interval: z.enum(RECURRING_INTERVALS, 'must be day, week, month or year'),
    intervalCount: z._default(z.int().check(z.positive('must be at least 1')), 1),
    usage: z._default(z.enum(RECURRING_USAGES, 'must be licensed or metered'), 'licensed'),
  })
  .check(
    z.refine((recurring) => recurring.intervalCount <= MAX_INTERVAL_COUNT[recurring.interval], {
      message: 'must make a period of at most one year (365 days, 52 weeks, 12 months or 1 year)',
      path: ['intervalCount'],
    }),
  );

export function priceCreateParams(version: ApiVersion) {
  return z.strictObject({
    product: ProductId,
    unitAmount: unitAmountFor(version),
    currency: Currency,
    recurring: z.optional(RecurringParam),
    metadata: z.optional(MetadataParam),
  });
}
export type PriceCreateParams = z.output<ReturnType<typeof priceCreateParams>>;

export const PriceUpdateParams = z.strictObject({
  metadata: z.optional(MetadataParam),
  active: z.optional(z.boolean()),
});
export type PriceUpdateParams = z.output<typeof PriceUpdateParams>;

/** Trials last 1 to 730 days (contract: Subscriptions). */
export const MAX_TRIAL_DAYS = 730;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Creating a subscription. `trialDays` and `trialEndsAt` are alternatives (interface: Subscription):
 * both is 400 here; that `trialEndsAt` lies in the future and at most 730 days ahead depends on the
 * service's clock, so the service checks it with `trialEndProblem`.
 */
export const SubscriptionCreateParams = z
  .strictObject({
    customer: CustomerId,
    price: PriceId,
    quantity: z._default(z.int().check(z.positive('must be at least 1'), z.maximum(10_000, 'must be at most 10000')), 1),
    /** One of the customer's saved cards; without it the customer's `defaultToken` pays. */
    defaultToken: z.optional(TokenId),
    trialDays: z.optional(z.int().check(z.minimum(1, 'must be at least 1'), z.maximum(MAX_TRIAL_DAYS, `must be at most ${MAX_TRIAL_DAYS}`))),
    trialEndsAt: z.optional(Timestamp),
    metadata: z.optional(MetadataParam),
  })
  .check(
    z.refine((params) => params.trialDays === undefined || params.trialEndsAt === undefined, {
      message: 'cannot be sent with trialDays: they are alternatives, send one',
      path: ['trialEndsAt'],
    }),
  );
export type SubscriptionCreateParams = z.output<typeof SubscriptionCreateParams>;

/** Why `trialEndsAt` is refused at `nowMs` (in the past, or more than 730 days ahead), or null when it is fine. */
export function trialEndProblem(trialEndsAt: string, nowMs: number): string | null {
  const endsAt = Date.parse(trialEndsAt);
  if (Number.isNaN(endsAt)) return 'is not a valid date';
  if (endsAt <= nowMs) return 'must be in the future';
  if (endsAt > nowMs + MAX_TRIAL_DAYS * DAY_MS) return `must be at most ${MAX_TRIAL_DAYS} days ahead`;
  return null;
}

export const SubscriptionUpdateParams = z.strictObject({
  metadata: z.optional(MetadataParam),
  defaultToken: z.optional(z.nullable(TokenId)),
  cancelAtPeriodEnd: z.optional(z.boolean()),
});
export type SubscriptionUpdateParams = z.output<typeof SubscriptionUpdateParams>;

export const SubscriptionCancelParams = z.strictObject({});

/** Paying an open invoice now, off-session: with `token` (a saved card of its customer) instead of the default one. */
export const InvoicePayParams = z.strictObject({
  token: z.optional(TokenId),
});
export type InvoicePayParams = z.output<typeof InvoicePayParams>;

export const InvoiceVoidParams = z.strictObject({});

/** Updating an invoice: its metadata, merged by key (interface: Metadata, rules 6 and 7; emits `invoice.updated`). */
export const InvoiceUpdateParams = z.strictObject({
  metadata: z.optional(MetadataParam),
});
export type InvoiceUpdateParams = z.output<typeof InvoiceUpdateParams>;

export const USAGE_ACTIONS = ['increment', 'set'] as const;

/** Reporting usage of a metered subscription; `timestamp` defaults to now, `action` to `increment`. */
export const UsageRecordCreateParams = z.strictObject({
  subscription: SubscriptionId,
  quantity: z.int().check(z.nonnegative('must not be negative'), z.maximum(1_000_000_000, 'must be at most 1000000000')),
  timestamp: z.optional(Timestamp),
  action: z._default(z.enum(USAGE_ACTIONS, 'must be increment or set'), 'increment'),
});
export type UsageRecordCreateParams = z.output<typeof UsageRecordCreateParams>;

/**
 * Sandbox only: the issuer reissues a saved card (contract: `POST /_sandbox/tokens/{id}/reissue`).
 * Without a body the card keeps its last4 and its expiry moves three years on; `closed: true` closes
 * the account (the network token is `deleted`, later charges decline with `card_closed`).
 */
export const TokenReissueParams = z.strictObject({
  last4: z.optional(z.string().check(z.regex(/^\d{4}$/, 'must be 4 digits'))),
  expMonth: z.optional(z.int().check(z.minimum(1, 'must be between 1 and 12'), z.maximum(12, 'must be between 1 and 12'))),
  expYear: z.optional(z.int().check(z.minimum(2000, 'must be a four-digit year'), z.maximum(2100, 'must be a four-digit year'))),
  closed: z.optional(z.boolean()),
});
export type TokenReissueParams = z.output<typeof TokenReissueParams>;

export const ApiKeyCreateParams = z.strictObject({
  name: z.string().check(z.minLength(1), z.maxLength(100)),
  permissions: z.partialRecord(
    z.enum(PERMISSION_RESOURCES, `must name resources among: ${PERMISSION_RESOURCES.join(', ')}`),
    z.enum(PERMISSION_LEVELS, 'must be none, read or write'),
  ),
});

export const WebhookEndpointCreateParams = z.strictObject({
  url: z.string().check(z.refine(isAcceptableWebhookUrl, 'must be an absolute https: URL (http: only on loopback)')),
  enabledEvents: z
    .array(z.enum([ALL_EVENTS, ...EVENT_TYPES], 'must be known event types or "*"'))
    .check(z.minLength(1, 'must list at least one event type')),
  description: z.optional(z.string().check(z.maxLength(500))),
});

/**
 * List queries as a client builds them (interface: Pagination parameters). The query string form is
 * snake_case; `metadata: {k: v}` travels as `metadata[k]=v`; dates as RFC 3339.
 */
export const ListQuery = z.object({
  limit: z.optional(z.int().check(z.positive())),
  starting_after: z.optional(z.string()),
  ending_before: z.optional(z.string()),
});
export type ListQuery = z.input<typeof ListQuery>;

const Instant = z.union([z.string(), z.date()]);

export const PaymentListQuery = z.extend(ListQuery, {
  status: z.optional(z.enum(PAYMENT_STATUSES)),
  currency: z.optional(z.string()),
  created_after: z.optional(Instant),
  created_before: z.optional(Instant),
  metadata: z.optional(z.record(z.string(), z.string())),
});
export type PaymentListQuery = z.input<typeof PaymentListQuery>;

export const RefundListQuery = z.extend(ListQuery, {
  payment: z.optional(z.string()),
  created_after: z.optional(Instant),
  created_before: z.optional(Instant),
  metadata: z.optional(z.record(z.string(), z.string())),
});
export type RefundListQuery = z.input<typeof RefundListQuery>;

export const EventListQuery = z.extend(ListQuery, {
  type: z.optional(z.string()),
  created_after: z.optional(Instant),
  created_before: z.optional(Instant),
});
export type EventListQuery = z.input<typeof EventListQuery>;

/** The invoice list the interface names (query `status`, `created_after`), and the contract's `customer`, `subscription`. */
export const InvoiceListQuery = z.extend(ListQuery, {
  status: z.optional(z.enum(INVOICE_STATUSES)),
  created_after: z.optional(Instant),
  customer: z.optional(z.string()),
  subscription: z.optional(z.string()),
});
export type InvoiceListQuery = z.input<typeof InvoiceListQuery>;

export const CustomerListQuery = z.extend(ListQuery, {
  email: z.optional(z.string()),
  created_after: z.optional(Instant),
  created_before: z.optional(Instant),
  metadata: z.optional(z.record(z.string(), z.string())),
});
export type CustomerListQuery = z.input<typeof CustomerListQuery>;

export const ProductListQuery = z.extend(ListQuery, {
  active: z.optional(z.boolean()),
  metadata: z.optional(z.record(z.string(), z.string())),
});
export type ProductListQuery = z.input<typeof ProductListQuery>;

export const PriceListQuery = z.extend(ListQuery, {
  product: z.optional(z.string()),
  active: z.optional(z.boolean()),
  metadata: z.optional(z.record(z.string(), z.string())),
});
export type PriceListQuery = z.input<typeof PriceListQuery>;

export const SubscriptionListQuery = z.extend(ListQuery, {
  customer: z.optional(z.string()),
  status: z.optional(z.enum(SUBSCRIPTION_STATUSES)),
});
export type SubscriptionListQuery = z.input<typeof SubscriptionListQuery>;

export const UsageRecordListQuery = z.extend(ListQuery, {
  subscription: z.string(),
});
export type UsageRecordListQuery = z.input<typeof UsageRecordListQuery>;

/** A session's saved cards, read by the browser with the publishable key (`?client_secret=`). */
export const SavedCardListQuery = z.extend(ListQuery, {
  client_secret: z.string(),
});
export type SavedCardListQuery = z.input<typeof SavedCardListQuery>;
