import * as z from 'zod/mini';
import { type ApiVersion, isAtLeast } from '../versions.js';
import { RECURRING_INTERVALS, RECURRING_USAGES } from '../resources.js';
import { Currency, CustomerId, MAX_AMOUNT, MetadataParam, PriceId, ProductId, SubscriptionId, Timestamp, TokenId } from './fields.js';

/**
 * Request bodies of what bills a customer (contract: Customers, saved cards, subscriptions and
 * invoices): products, prices, subscriptions, invoices and usage records, and the rule of a trial's end
 * that needs the service's clock (`trialEndProblem`).
 */

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
