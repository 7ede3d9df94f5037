import * as z from 'zod/mini';
import { INVOICE_STATUSES, PAYMENT_STATUSES, SUBSCRIPTION_STATUSES } from '../resources.js';

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
