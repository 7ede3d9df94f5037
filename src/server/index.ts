/**
 * `svc-elements/server`: what a merchant's backend uses to create payments and client sessions,
 * refund, list, manage customers, saved cards, products, prices, subscriptions, invoices and metered
 * usage, and verify webhooks. Node 20+ or any runtime with fetch and Web Crypto.
 *
 *   import { createSvcClient } from 'svc-elements/server';
 *   const svc = createSvcClient({ secretKey: process.env.SVC_SECRET_KEY! });
 *   const payment = await svc.payments.create({ amount: 1000, currency: 'EUR', returnUrl });
 */
export { SvcClient, SvcClientOptions, createSvcClient, DEFAULT_MAX_NETWORK_RETRIES, DEFAULT_TIMEOUT_MS } from './client.js';
export {
  ApiError,
  AuthenticationError,
  CardError,
  ConfigurationError,
  ConnectionError,
  IdempotencyError,
  InvalidRequestError,
  PermissionError,
  RateLimitError,
  SignatureVerificationError,
  SvcError,
  errorFromResponse,
  type SvcErrorFields,
} from './errors.js';
export type { ListPromise, Page } from './list.js';
export type { Query, RateLimitInfo, RequestOptions, ResponseInfo, WithResponse } from './request.js';
export type {
  AnyClientSession,
  ApiKeyCreateInput,
  ClientSessionCreateInput,
  PaymentSession,
  PaymentCreateInput,
  PaymentUpdateInput,
  RefundCreateInput,
  WebhookEndpointCreateInput,
} from './resources.js';
export type { CustomerCreateInput, CustomerUpdateInput, DeletedCustomer, DeletedToken } from './customers.js';
export type {
  InvoicePayInput,
  InvoiceUpdateInput,
  PriceCreateInput,
  PriceUpdateInput,
  ProductCreateInput,
  SubscriptionCreateInput,
  SubscriptionUpdateInput,
  UsageRecordCreateInput,
} from './billing.js';
export type { ApiKeys, ClientSessions, Events, Payments, Refunds, WebhookEndpoints } from './resources.js';
export type { CustomerTokens, Customers } from './customers.js';
export type { Invoices, Prices, Products, Subscriptions, UsageRecords } from './billing.js';
export type {
  ApiKey,
  ClientSession,
  ClientSessionMode,
  Customer,
  Event,
  Invoice,
  InvoiceStatus,
  Metadata,
  NetworkToken,
  Payment,
  PaymentCustomer,
  PaymentStatus,
  Price,
  Product,
  Recurring,
  Refund,
  SavedCardsOptions,
  SetupSession,
  SetupStatus,
  Subscription,
  SubscriptionStatus,
  Token,
  UsageRecord,
  WebhookEndpoint,
} from '../api/resources.js';
export type {
  CustomerListQuery,
  EventListQuery,
  InvoiceListQuery,
  ListQuery,
  PaymentListQuery,
  PriceListQuery,
  ProductListQuery,
  RefundListQuery,
  SubscriptionListQuery,
  UsageRecordListQuery,
} from '../api/params.js';
export {
  webhooks,
  verifyWebhookEvent,
  signTestWebhookPayload,
  generateTestWebhookEvent,
  type WebhookVerifyOptions,
  type SignTestPayloadInput,
  type SignedTestPayload,
} from './webhooks/index.js';
export {
  WebhookVerificationCode,
  WEBHOOK_HEADERS,
  DEFAULT_WEBHOOK_TOLERANCE_SECONDS,
  type RawWebhookBody,
  type WebhookHeadersInput,
} from './webhooks/signature.js';
export {
  ClientSessionError,
  ClientSessionErrorCode,
  ClientSessionRequestBody,
  DEFAULT_MAX_BODY_BYTES,
  ResolvedPayment,
  ResolvedSetup,
  SetupSessionRequestBody,
  createClientSessionHandler,
  type ClientSessionHandlerOptions,
  type ClientSessionResponseBody,
  type FetchHandler,
  type PaymentSessionHandlerOptions,
  type PaymentSessionResponseBody,
  type SetupSessionHandlerOptions,
  type SetupSessionResponseBody,
} from './handler.js';
export { toNodeHandler, type NodeHandler, type NodeRequest } from './node-adapter.js';
