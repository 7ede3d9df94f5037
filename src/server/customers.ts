import * as z from 'zod/mini';
import type { CustomerCreateParams, CustomerListQuery, CustomerUpdateParams, ListQuery } from '../api/params.js';
import { Customer, DeletedObject, Token } from '../api/resources.js';
import { type ListPromise, listPromise } from './list.js';
import type { Query, RequestOptions, RequestSender, WithResponse } from './request.js';
import { type WithMetadata, segment } from './resources.js';

/**
 * Customers and their saved cards (contract: Customers, saved cards, subscriptions and invoices).
 * A saved card is a `token` with `usage: "reusable"` attached to one customer; it is made only by a
 * confirm that saves it in the browser (a setup session, or a payment with `saveCard`), never here.
 * Restricted keys need the `customers` scope for the customer, `tokens` for its saved cards.
 */

export type CustomerCreateInput = WithMetadata<z.input<typeof CustomerCreateParams>>;
export type CustomerUpdateInput = WithMetadata<z.input<typeof CustomerUpdateParams>>;

/** The answers to the two deletes: `{id, object, deleted: true}` of that kind. */
const DeletedCustomer = z.extend(DeletedObject, { object: z.literal('customer') });
export type DeletedCustomer = z.output<typeof DeletedCustomer>;
const DeletedToken = z.extend(DeletedObject, { object: z.literal('token') });
export type DeletedToken = z.output<typeof DeletedToken>;

/** The saved cards of a customer: `svc.customers.tokens.list('cus_…')`. */
export class CustomerTokens {
  readonly #sender: RequestSender;
  constructor(sender: RequestSender) {
    this.#sender = sender;
  }

  /** The customer's saved cards, newest first, each with `card.fingerprint` and `networkToken`. */
  list(customer: string, query: ListQuery = {}, options?: RequestOptions): ListPromise<Token> {
    return listPromise(this.#sender, `/v1/customers/${segment(customer)}/tokens`, Token, query as Query, options);
  }

  /**
   * Removes a saved card for good; when it was the customer's `defaultToken`, or a subscription's, that
   * one has none afterwards (`customer.updated`, `subscription.updated`): a subscription's next invoice
   * then takes the customer's default card, or fails like a decline when there is none. To make another
   * card the default, `customers.update(id, { defaultToken })`.
   */
  delete(customer: string, token: string, options?: RequestOptions): Promise<WithResponse<DeletedToken>> {
    return this.#sender.send(
      { method: 'DELETE', path: `/v1/customers/${segment(customer)}/tokens/${segment(token)}`, schema: DeletedToken },
      options,
    );
  }
}

export class Customers {
  readonly #sender: RequestSender;
  /** The customer's saved cards: `list(customer)`, `delete(customer, token)`. */
  readonly tokens: CustomerTokens;

  constructor(sender: RequestSender) {
    this.#sender = sender;
    this.tokens = new CustomerTokens(sender);
  }

  create(params: CustomerCreateInput = {}, options?: RequestOptions): Promise<WithResponse<Customer>> {
    return this.#sender.send({ method: 'POST', path: '/v1/customers', body: params, schema: Customer }, options);
  }

  retrieve(id: string, options?: RequestOptions): Promise<WithResponse<Customer>> {
    return this.#sender.send({ method: 'GET', path: `/v1/customers/${segment(id)}`, schema: Customer }, options);
  }

  /**
   * Metadata is merged by key (`""` deletes a key, `{}` clears all); `null` clears `email`, `name`
   * or `defaultToken`. `defaultToken` must be one of this customer's saved cards: it pays the
   * customer's subscriptions unless a subscription names its own.
   */
  update(id: string, params: CustomerUpdateInput, options?: RequestOptions): Promise<WithResponse<Customer>> {
    return this.#sender.send({ method: 'POST', path: `/v1/customers/${segment(id)}`, body: params, schema: Customer }, options);
  }

  /**
   * Deletes the customer and its saved cards; a later `retrieve` is a 404 (`InvalidRequestError`). Its
   * subscriptions are canceled at once and its draft and open invoices voided (the sandbox's decision:
   * docs/server.md, "Customers and saved cards").
   */
  delete(id: string, options?: RequestOptions): Promise<WithResponse<DeletedCustomer>> {
    return this.#sender.send({ method: 'DELETE', path: `/v1/customers/${segment(id)}`, schema: DeletedCustomer }, options);
  }

  /** Newest first; filters `email`, `created_after`, `created_before`, `metadata`. */
  list(query: CustomerListQuery = {}, options?: RequestOptions): ListPromise<Customer> {
    return listPromise(this.#sender, '/v1/customers', Customer, query as Query, options);
  }
}
