import * as z from 'zod/mini';
import { type ApiVersion, isAtLeast } from './versions.js';
import { CHALLENGE_WINDOW_SIZES, PAYMENT_STATUSES, PERMISSION_LEVELS, PERMISSION_RESOURCES, REFUND_REASONS } from './resources.js';
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

export function paymentCreateParams(version: ApiVersion) {
  return z.strictObject({
    amount: amountFor(version),
    currency: Currency,
    returnUrl: z.optional(ReturnUrl),
    description: z.optional(Description),
    metadata: z.optional(MetadataParam),
    customer: z.optional(
      z.strictObject({
        email: z.optional(z.email('must be an email address')),
        name: z.optional(z.string().check(z.maxLength(200))),
      }),
    ),
  });
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

export const PaymentConfirmParams = z.strictObject({
  /** Required with a publishable key; a secret key confirms without it. */
  clientSecret: z.optional(z.string()),
  token: z.string().check(z.regex(/^tok_/, 'must be a token id (tok_…)')),
  returnUrl: z.optional(ReturnUrl),
  browser: z.optional(BrowserInfo),
  challengeWindowSize: z.optional(z.enum(CHALLENGE_WINDOW_SIZES)),
});
export type PaymentConfirmParams = z.output<typeof PaymentConfirmParams>;

export const PaymentAuthenticateParams = z.strictObject({
  clientSecret: z.optional(z.string()),
  threeDSCompInd: z.enum(['Y', 'N', 'U'], 'must be Y, N or U'),
});
export type PaymentAuthenticateParams = z.output<typeof PaymentAuthenticateParams>;

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

export const ClientSessionCreateParams = z.strictObject({
  payment: z.optional(z.string().check(z.regex(/^pay_/, 'must be a payment id (pay_…)'))),
});

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

/** The invoice list the interface names (query `status`, `created_after`). */
export const InvoiceListQuery = z.extend(ListQuery, {
  status: z.optional(z.string()),
  created_after: z.optional(Instant),
});
export type InvoiceListQuery = z.input<typeof InvoiceListQuery>;
