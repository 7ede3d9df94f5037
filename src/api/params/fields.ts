import * as z from 'zod/mini';
import { type ApiVersion, isAtLeast } from '../versions.js';
import { isAcceptableReturnUrl } from '../urls.js';

/**
 * The fields many request bodies share: amounts and their limit, currencies, return URLs, metadata,
 * ids by their prefix, timestamps. Messages here are shown to developers as `error.message`.
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
