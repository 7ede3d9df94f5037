import type * as z from 'zod/mini';
import type {
  InvoiceListQuery,
  InvoicePayParams,
  InvoiceUpdateParams,
  PriceListQuery,
  PriceUpdateParams,
  ProductCreateParams,
  ProductListQuery,
  SubscriptionCreateParams,
  SubscriptionListQuery,
  SubscriptionUpdateParams,
  UsageRecordCreateParams,
  UsageRecordListQuery,
  priceCreateParams,
} from '../api/params.js';
import { Invoice, Price, Product, Subscription, UsageRecord } from '../api/resources.js';
import { type ListPromise, listPromise } from './list.js';
import type { Query, RequestOptions, RequestSender, WithResponse } from './request.js';
import { type WithMetadata, segment } from './resources.js';

/**
 * Products, prices, subscriptions, invoices and metered usage (contract: Customers, saved cards,
 * subscriptions and invoices). Restricted keys need the scope of the same name (`products`, `prices`,
 * `subscriptions`, `invoices`, `usage_records`).
 */

/** A timestamp field that also takes a `Date`: it travels as RFC 3339 (`JSON.stringify` writes `toISOString()`). */
type WithInstant<T, Field extends keyof T> = Omit<T, Field> & Partial<Record<Field, string | Date>>;

export type ProductCreateInput = WithMetadata<z.input<typeof ProductCreateParams>>;
export type PriceCreateInput = WithMetadata<z.input<ReturnType<typeof priceCreateParams>>>;
export type PriceUpdateInput = WithMetadata<z.input<typeof PriceUpdateParams>>;
export type SubscriptionCreateInput = WithInstant<WithMetadata<z.input<typeof SubscriptionCreateParams>>, 'trialEndsAt'>;
export type SubscriptionUpdateInput = WithMetadata<z.input<typeof SubscriptionUpdateParams>>;
export type InvoicePayInput = z.input<typeof InvoicePayParams>;
export type InvoiceUpdateInput = WithMetadata<z.input<typeof InvoiceUpdateParams>>;
export type UsageRecordCreateInput = WithInstant<z.input<typeof UsageRecordCreateParams>, 'timestamp'>;

export class Products {
  readonly #sender: RequestSender;
  constructor(sender: RequestSender) {
    this.#sender = sender;
  }

  create(params: ProductCreateInput, options?: RequestOptions): Promise<WithResponse<Product>> {
    return this.#sender.send({ method: 'POST', path: '/v1/products', body: params, schema: Product }, options);
  }

  retrieve(id: string, options?: RequestOptions): Promise<WithResponse<Product>> {
    return this.#sender.send({ method: 'GET', path: `/v1/products/${segment(id)}`, schema: Product }, options);
  }

  /** Newest first; filters `active`, `metadata`. */
  list(query: ProductListQuery = {}, options?: RequestOptions): ListPromise<Product> {
    return listPromise(this.#sender, '/v1/products', Product, query as Query, options);
  }
}

export class Prices {
  readonly #sender: RequestSender;
  constructor(sender: RequestSender) {
    this.#sender = sender;
  }

  /**
   * Without `recurring`, a one-time price; with it, what a subscription bills each period:
   * `{ interval, intervalCount?: 1, usage?: 'licensed' | 'metered' }` (metered: billed in arrears
   * from the usage records of the period that ended).
   */
  create(params: PriceCreateInput, options?: RequestOptions): Promise<WithResponse<Price>> {
    return this.#sender.send({ method: 'POST', path: '/v1/prices', body: params, schema: Price }, options);
  }

  retrieve(id: string, options?: RequestOptions): Promise<WithResponse<Price>> {
    return this.#sender.send({ method: 'GET', path: `/v1/prices/${segment(id)}`, schema: Price }, options);
  }

  /** Only `metadata` (merged by key) and `active` change: an amount is fixed once a price exists; make a new price instead. */
  update(id: string, params: PriceUpdateInput, options?: RequestOptions): Promise<WithResponse<Price>> {
    return this.#sender.send({ method: 'POST', path: `/v1/prices/${segment(id)}`, body: params, schema: Price }, options);
  }

  /** Newest first; filters `product`, `active`, `metadata`. */
  list(query: PriceListQuery = {}, options?: RequestOptions): ListPromise<Price> {
    return listPromise(this.#sender, '/v1/prices', Price, query as Query, options);
  }
}

export class Subscriptions {
  readonly #sender: RequestSender;
  constructor(sender: RequestSender) {
    this.#sender = sender;
  }

  /**
   * With `trialDays` (1–730) or `trialEndsAt` (a `Date` or RFC 3339, in the future, at most 730 days
   * ahead), never both: the subscription starts `trialing` and needs no card yet. Without a trial it
   * needs `defaultToken` (or the customer's) and starts `incomplete` until its first invoice is paid.
   */
  create(params: SubscriptionCreateInput, options?: RequestOptions): Promise<WithResponse<Subscription>> {
    return this.#sender.send({ method: 'POST', path: '/v1/subscriptions', body: params, schema: Subscription }, options);
  }

  retrieve(id: string, options?: RequestOptions): Promise<WithResponse<Subscription>> {
    return this.#sender.send({ method: 'GET', path: `/v1/subscriptions/${segment(id)}`, schema: Subscription }, options);
  }

  /** `metadata` (merged by key), `defaultToken` (a saved card of its customer), `cancelAtPeriodEnd`. */
  update(id: string, params: SubscriptionUpdateInput, options?: RequestOptions): Promise<WithResponse<Subscription>> {
    return this.#sender.send({ method: 'POST', path: `/v1/subscriptions/${segment(id)}`, body: params, schema: Subscription }, options);
  }

  /** Cancels now (`status: "canceled"`, final). To stop at the end of the paid period instead: `update(id, { cancelAtPeriodEnd: true })`. */
  cancel(id: string, options?: RequestOptions): Promise<WithResponse<Subscription>> {
    return this.#sender.send({ method: 'POST', path: `/v1/subscriptions/${segment(id)}/cancel`, body: {}, schema: Subscription }, options);
  }

  /** Newest first; filters `customer`, `status`. */
  list(query: SubscriptionListQuery = {}, options?: RequestOptions): ListPromise<Subscription> {
    return listPromise(this.#sender, '/v1/subscriptions', Subscription, query as Query, options);
  }
}

export class Invoices {
  readonly #sender: RequestSender;
  constructor(sender: RequestSender) {
    this.#sender = sender;
  }

  retrieve(id: string, options?: RequestOptions): Promise<WithResponse<Invoice>> {
    return this.#sender.send({ method: 'GET', path: `/v1/invoices/${segment(id)}`, schema: Invoice }, options);
  }

  /** Only `metadata`, merged by key (`""` deletes a key, `{}` clears all); amounts and status are the service's. */
  update(id: string, params: InvoiceUpdateInput, options?: RequestOptions): Promise<WithResponse<Invoice>> {
    return this.#sender.send({ method: 'POST', path: `/v1/invoices/${segment(id)}`, body: params, schema: Invoice }, options);
  }

  /** Newest first; filters `status`, `created_after`, `customer`, `subscription`. */
  list(query: InvoiceListQuery = {}, options?: RequestOptions): ListPromise<Invoice> {
    return listPromise(this.#sender, '/v1/invoices', Invoice, query as Query, options);
  }

  /**
   * Pays a draft, open or uncollectible invoice now, off-session, with the default saved card (the
   * subscription's, else the customer's) or `token` (another saved card of its customer). A refused
   * card is a `CardError` (`authentication_required` among them) whose `payment` is the attempt and
   * `invoice` the invoice as it now stands; a paid or void invoice is an `InvalidRequestError`
   * (`invoice_state_invalid`).
   */
  pay(id: string, params: InvoicePayInput = {}, options?: RequestOptions): Promise<WithResponse<Invoice>> {
    return this.#sender.send({ method: 'POST', path: `/v1/invoices/${segment(id)}/pay`, body: params, schema: Invoice }, options);
  }

  /** Voids an open invoice: nothing more is collected for it (`status: "void"`, final). */
  void(id: string, options?: RequestOptions): Promise<WithResponse<Invoice>> {
    return this.#sender.send({ method: 'POST', path: `/v1/invoices/${segment(id)}/void`, body: {}, schema: Invoice }, options);
  }
}

export class UsageRecords {
  readonly #sender: RequestSender;
  constructor(sender: RequestSender) {
    this.#sender = sender;
  }

  /**
   * Reports usage of a metered subscription, billed in arrears when its current period ends (usage
   * during a trial is not billed). `action: 'increment'` (the default) adds `quantity` to the period's
   * total; `'set'` replaces the total reached at its `timestamp`. `timestamp` (a `Date` or RFC 3339, within the
   * current period) defaults to now.
   */
  create(params: UsageRecordCreateInput, options?: RequestOptions): Promise<WithResponse<UsageRecord>> {
    return this.#sender.send({ method: 'POST', path: '/v1/usage_records', body: params, schema: UsageRecord }, options);
  }

  /** The usage records of one subscription, newest first. */
  list(query: UsageRecordListQuery, options?: RequestOptions): ListPromise<UsageRecord> {
    return listPromise(this.#sender, '/v1/usage_records', UsageRecord, query as Query, options);
  }
}
