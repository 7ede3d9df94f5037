/**
 * `svc-elements/server`: what a merchant's backend uses to create payments and client sessions,
 * refund, list, and verify webhooks. Node 20+ or any runtime with fetch and Web Crypto.
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
export type { ApiKeyCreateInput, PaymentCreateInput, PaymentUpdateInput, RefundCreateInput, WebhookEndpointCreateInput } from './resources.js';
export type { ApiKey, ClientSession, Event, Metadata, Payment, PaymentStatus, Refund, WebhookEndpoint } from '../api/resources.js';
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
  createClientSessionHandler,
  type ClientSessionHandlerOptions,
  type ClientSessionResponseBody,
  type FetchHandler,
} from './handler.js';
export { toNodeHandler, type NodeHandler, type NodeRequest } from './node-adapter.js';
