import * as z from 'zod/mini';
import type {
  ApiKeyCreateParams,
  ClientSessionCreateParams,
  EventListQuery,
  PaymentListQuery,
  PaymentUpdateParams,
  RefundListQuery,
  WebhookEndpointCreateParams,
  paymentCreateParams,
  refundCreateParams,
  ListQuery,
} from '../api/params.js';
import { ApiKey, ClientSession, DeletedObject, Event, type Metadata, Payment, Refund, SetupSession, WebhookEndpoint } from '../api/resources.js';
import { type ListPromise, listPromise } from './list.js';
import type { Query, RequestOptions, RequestSender, WithResponse } from './request.js';

/**
 * The resources of the service (interface: Endpoints; contract: Paths the interface leaves open),
 * one class each. Parameter types come from the `src/api` request schemas, answers are parsed by
 * the resource schemas, so nothing here restates a wire shape.
 */

/** Metadata as a caller writes it: the request schema takes `unknown` there, to name the bad key itself. */
export type WithMetadata<T> = Omit<T, 'metadata'> & { metadata?: Metadata };
export type PaymentCreateInput = WithMetadata<z.input<ReturnType<typeof paymentCreateParams>>>;
export type PaymentUpdateInput = WithMetadata<z.input<typeof PaymentUpdateParams>>;
export type RefundCreateInput = WithMetadata<z.input<ReturnType<typeof refundCreateParams>>>;
export type ApiKeyCreateInput = z.input<typeof ApiKeyCreateParams>;
export type WebhookEndpointCreateInput = z.input<typeof WebhookEndpointCreateParams>;
export type ClientSessionCreateInput = z.input<typeof ClientSessionCreateParams>;

/**
 * A payment session: `ClientSession` with its `mode` fixed, so that `mode` tells a session apart from
 * a `SetupSession` (its `status` and saved `token`) and TypeScript narrows on it.
 */
export const PaymentSession = z.extend(ClientSession, { mode: z.literal('payment') });
export type PaymentSession = z.output<typeof PaymentSession>;
/** Either kind of client session, told apart by `mode`. */
export const AnyClientSession = z.discriminatedUnion('mode', [PaymentSession, SetupSession]);
export type AnyClientSession = PaymentSession | SetupSession;

/** An id as one path segment; an empty one would silently address the list instead. */
export const segment = (id: string) => {
  if (typeof id !== 'string' || id === '') throw new TypeError('An id is required (a non-empty string).');
  return encodeURIComponent(id);
};

export class Payments {
  readonly #sender: RequestSender;
  constructor(sender: RequestSender) {
    this.#sender = sender;
  }

  create(params: PaymentCreateInput, options?: RequestOptions): Promise<WithResponse<Payment>> {
    return this.#sender.send({ method: 'POST', path: '/v1/payments', body: params, schema: Payment }, options);
  }

  retrieve(id: string, options?: RequestOptions): Promise<WithResponse<Payment>> {
    return this.#sender.send({ method: 'GET', path: `/v1/payments/${segment(id)}`, schema: Payment }, options);
  }

  /** Metadata is merged by key: sent keys are set, `""` deletes a key, `{}` clears all. */
  update(id: string, params: PaymentUpdateInput, options?: RequestOptions): Promise<WithResponse<Payment>> {
    return this.#sender.send({ method: 'POST', path: `/v1/payments/${segment(id)}`, body: params, schema: Payment }, options);
  }

  list(query: PaymentListQuery = {}, options?: RequestOptions): ListPromise<Payment> {
    return listPromise(this.#sender, '/v1/payments', Payment, query as Query, options);
  }

  /** A new amount, before the payment completes. */
  adjust(id: string, params: { amount: number }, options?: RequestOptions): Promise<WithResponse<Payment>> {
    return this.#sender.send({ method: 'POST', path: `/v1/payments/${segment(id)}/adjust`, body: params, schema: Payment }, options);
  }

  /** Cancels a payment that has not completed; a completed one is refunded instead. */
  reverse(id: string, options?: RequestOptions): Promise<WithResponse<Payment>> {
    return this.#sender.send({ method: 'POST', path: `/v1/payments/${segment(id)}/reverse`, body: {}, schema: Payment }, options);
  }
}

export class Refunds {
  readonly #sender: RequestSender;
  constructor(sender: RequestSender) {
    this.#sender = sender;
  }

  /** Without `amount`, refunds what is left; never more than what was paid. */
  create(params: RefundCreateInput, options?: RequestOptions): Promise<WithResponse<Refund>> {
    return this.#sender.send({ method: 'POST', path: '/v1/refunds', body: params, schema: Refund }, options);
  }

  retrieve(id: string, options?: RequestOptions): Promise<WithResponse<Refund>> {
    return this.#sender.send({ method: 'GET', path: `/v1/refunds/${segment(id)}`, schema: Refund }, options);
  }

  list(query: RefundListQuery = {}, options?: RequestOptions): ListPromise<Refund> {
    return listPromise(this.#sender, '/v1/refunds', Refund, query as Query, options);
  }
}

export class ClientSessions {
  readonly #sender: RequestSender;
  constructor(sender: RequestSender) {
    this.#sender = sender;
  }

  /**
   * A session for the browser: hand its `clientSecret` to the payment element. Lives 24 hours.
   * - `{ payment }`: pays that payment (`mode: 'payment'`, the default); a payment made for a
   *   customer binds the session to that customer too.
   * - `{ mode: 'setup', customer, returnUrl }`: saves a card for `customer` without paying (a trial,
   *   a wallet page); the saved card is the session's `token` once its `status` is `succeeded`.
   * - `customer` and `savedCards: { list?, save?: 'off' | 'optional' | 'always', remove? }` on either
   *   mode let the browser show, save or remove that customer's saved cards (default: none of it).
   */
  create(params: ClientSessionCreateInput & { mode: 'setup' }, options?: RequestOptions): Promise<WithResponse<SetupSession>>;
  create(params?: ClientSessionCreateInput & { mode?: 'payment' }, options?: RequestOptions): Promise<WithResponse<PaymentSession>>;
  create(params?: ClientSessionCreateInput, options?: RequestOptions): Promise<WithResponse<AnyClientSession>>;
  create(params: ClientSessionCreateInput = {}, options?: RequestOptions): Promise<WithResponse<AnyClientSession>> {
    const schema = params.mode === 'setup' ? SetupSession : PaymentSession;
    return this.#sender.send({ method: 'POST', path: '/v1/client_sessions', body: params, schema }, options);
  }

  /** Either kind: narrow on `mode`. A setup session has `status` and, once it `succeeded`, the saved card as `token`. */
  retrieve(id: string, options?: RequestOptions): Promise<WithResponse<AnyClientSession>> {
    return this.#sender.send({ method: 'GET', path: `/v1/client_sessions/${segment(id)}`, schema: AnyClientSession }, options);
  }
}

export class WebhookEndpoints {
  readonly #sender: RequestSender;
  constructor(sender: RequestSender) {
    this.#sender = sender;
  }

  /** The answer carries the endpoint's signing `secret` (`whsec_…`); it is never shown again. */
  create(params: WebhookEndpointCreateInput, options?: RequestOptions): Promise<WithResponse<WebhookEndpoint>> {
    return this.#sender.send({ method: 'POST', path: '/v1/webhook_endpoints', body: params, schema: WebhookEndpoint }, options);
  }

  retrieve(id: string, options?: RequestOptions): Promise<WithResponse<WebhookEndpoint>> {
    return this.#sender.send({ method: 'GET', path: `/v1/webhook_endpoints/${segment(id)}`, schema: WebhookEndpoint }, options);
  }

  list(query: ListQuery = {}, options?: RequestOptions): ListPromise<WebhookEndpoint> {
    return listPromise(this.#sender, '/v1/webhook_endpoints', WebhookEndpoint, query as Query, options);
  }

  delete(id: string, options?: RequestOptions): Promise<WithResponse<z.output<typeof DeletedObject>>> {
    return this.#sender.send({ method: 'DELETE', path: `/v1/webhook_endpoints/${segment(id)}`, schema: DeletedObject }, options);
  }
}

export class Events {
  readonly #sender: RequestSender;
  constructor(sender: RequestSender) {
    this.#sender = sender;
  }

  retrieve(id: string, options?: RequestOptions): Promise<WithResponse<Event>> {
    return this.#sender.send({ method: 'GET', path: `/v1/events/${segment(id)}`, schema: Event }, options);
  }

  list(query: EventListQuery = {}, options?: RequestOptions): ListPromise<Event> {
    return listPromise(this.#sender, '/v1/events', Event, query as Query, options);
  }
}

export class ApiKeys {
  readonly #sender: RequestSender;
  constructor(sender: RequestSender) {
    this.#sender = sender;
  }

  /** A restricted key; its `secret` is in this answer only (interface: Restricted keys, rule 2). */
  create(params: ApiKeyCreateInput, options?: RequestOptions): Promise<WithResponse<ApiKey>> {
    return this.#sender.send({ method: 'POST', path: '/v1/api_keys', body: params, schema: ApiKey }, options);
  }

  list(query: ListQuery = {}, options?: RequestOptions): ListPromise<ApiKey> {
    return listPromise(this.#sender, '/v1/api_keys', ApiKey, query as Query, options);
  }

  /** Immediate and irreversible: the key answers 401 from this instant. */
  revoke(id: string, options?: RequestOptions): Promise<WithResponse<ApiKey>> {
    return this.#sender.send({ method: 'POST', path: `/v1/api_keys/${segment(id)}/revoke`, body: {}, schema: ApiKey }, options);
  }
}
