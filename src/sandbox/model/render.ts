import type {
  ApiKey,
  ClientSession,
  Customer,
  Event,
  Invoice,
  Payment,
  PaymentCustomer,
  Price,
  Product,
  Refund,
  SavedCardSummary,
  Settlement,
  SetupSession,
  SettlementTransaction,
  Token,
  WebhookEndpoint,
} from '../../api/resources.js';
import { type ApiVersion, isAtLeast } from '../../api/versions.js';
import type {
  ClientSessionRecord,
  CustomerRecord,
  EventRecord,
  InvoiceRecord,
  KeyRecord,
  PaymentCustomerRef,
  PaymentRecord,
  PriceRecord,
  ProductRecord,
  RefundRecord,
  SettlementRecord,
  SettlementTransactionRecord,
  TokenRecord,
  WebhookEndpointRecord,
} from './state.js';

/**
 * Records rendered as resources for one API version (interface: Versioning, rules 3–7). The return
 * types are the `src/api` schemas' inferred types, so the sandbox cannot drift from the wire shapes.
 */

const iso = (ms: number) => new Date(ms).toISOString();
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** Fields deprecated for older versions, announced in `Svc-Deprecation` (interface: Versioning, rule 5). */
export const DEPRECATED_FIELDS = {
  'customer.email': { sunset: '2027-04-01' },
} as const;
export type DeprecatedField = keyof typeof DEPRECATED_FIELDS;

export function deprecationHeader(fields: Iterable<DeprecatedField>): string {
  return [...fields].map((field) => `${field}; sunset=${DEPRECATED_FIELDS[field].sunset}`).join(', ');
}

export interface RenderOptions {
  version: ApiVersion;
  livemode: boolean;
  /** Collects the deprecated fields the rendered objects carry. */
  deprecations?: Set<DeprecatedField>;
}

export function renderPayment(payment: PaymentRecord, options: RenderOptions & { publicOnly?: boolean }): Payment {
  const modern = isAtLeast(options.version, '2026-04-01');
  const status: Payment['status'] = !modern && (payment.status === 'requires_action' || payment.status === 'processing') ? 'pending' : payment.status;
  const base = {
    id: payment.id,
    object: 'payment' as const,
    amount: payment.amount,
    currency: payment.currency,
    status,
    returnUrl: payment.returnUrl,
    livemode: options.livemode,
    createdAt: iso(payment.createdAtMs),
    paymentMethod: payment.paymentMethod,
    nextAction: payment.nextAction,
    lastError: payment.lastError,
    amountRefunded: payment.amountRefunded,
  };
  // A publishable key with a client secret sees public fields only (contract: retrieve a payment).
  if (options.publicOnly) return base;
  const customer = payment.customer ? renderPaymentCustomer(payment.customer, options) : null;
  return { ...base, description: payment.description, metadata: { ...payment.metadata }, customer };
}

/**
 * A payment's customer: an inline one as `{id, object, name}`, an existing one expanded as it now
 * stands; `email` only before 2026-04-01, announced as deprecated (interface: Versioning, rule 7).
 */
function renderPaymentCustomer(ref: PaymentCustomerRef, options: RenderOptions): PaymentCustomer {
  const { email, ...rest }: PaymentCustomer =
    ref.kind === 'inline' ? { id: ref.id, object: 'customer', name: ref.name, email: ref.email } : renderCustomer(ref.customer, options);
  if (isAtLeast(options.version, '2026-04-01')) return rest;
  options.deprecations?.add('customer.email');
  return { ...rest, email };
}

export function renderCustomer(customer: CustomerRecord, options: RenderOptions): Customer {
  return {
    id: customer.id,
    object: 'customer',
    email: customer.email,
    name: customer.name,
    metadata: { ...customer.metadata },
    defaultToken: customer.defaultToken,
    livemode: options.livemode,
    createdAt: iso(customer.createdAtMs),
  };
}

export function renderProduct(product: ProductRecord, options: RenderOptions): Product {
  return {
    id: product.id,
    object: 'product',
    name: product.name,
    active: product.active,
    metadata: { ...product.metadata },
    livemode: options.livemode,
    createdAt: iso(product.createdAtMs),
  };
}

export function renderPrice(price: PriceRecord, options: RenderOptions): Price {
  return {
    id: price.id,
    object: 'price',
    product: price.product,
    unitAmount: price.unitAmount,
    currency: price.currency,
    recurring: price.recurring ? { ...price.recurring } : null,
    active: price.active,
    metadata: { ...price.metadata },
    livemode: options.livemode,
    createdAt: iso(price.createdAtMs),
  };
}

export function renderRefund(refund: RefundRecord, options: RenderOptions): Refund {
  return {
    id: refund.id,
    object: 'refund',
    amount: refund.amount,
    currency: refund.currency,
    paymentId: refund.paymentId,
    reason: refund.reason,
    status: refund.status,
    metadata: { ...refund.metadata },
    livemode: options.livemode,
    createdAt: iso(refund.createdAtMs),
  };
}

/**
 * A client session. A setup session adds `status`, `nextAction`, `lastError` and `token`: the saved
 * card expanded once it succeeded (`savedToken`, which the caller looks up), null before.
 */
export function renderClientSession(session: ClientSessionRecord, options: RenderOptions, savedToken?: TokenRecord): ClientSession | SetupSession {
  const base: ClientSession = {
    id: session.id,
    object: 'client_session',
    clientSecret: session.clientSecret,
    mode: session.mode,
    payment: session.payment,
    customer: session.customer,
    savedCards: { ...session.savedCards },
    livemode: options.livemode,
    expiresAt: iso(session.expiresAtMs),
  };
  const { setup } = session;
  if (!setup) return base;
  return {
    ...base,
    mode: 'setup',
    status: setup.status,
    token: setup.status === 'succeeded' && savedToken ? renderToken(savedToken, options) : null,
    nextAction: setup.nextAction,
    lastError: setup.lastError,
  };
}

/** A token; a saved card adds `card.fingerprint` and carries its customer and network token. */
export function renderToken(token: TokenRecord, options: RenderOptions): Token {
  const saved = token.usage === 'reusable';
  return {
    id: token.id,
    object: 'token',
    type: 'card',
    card: saved ? { ...token.card, fingerprint: token.fingerprint } : { ...token.card },
    used: token.used,
    usage: token.usage,
    customer: token.customer,
    networkToken: token.networkToken ? { ...token.networkToken } : null,
    livemode: options.livemode,
    createdAt: iso(token.createdAtMs),
  };
}

/** A saved card as the browser lists it: exactly `{id, object, card: {brand, last4, expMonth, expYear}}`. */
export function renderSavedCardSummary(token: TokenRecord): SavedCardSummary {
  const { brand, last4, expMonth, expYear } = token.card;
  return { id: token.id, object: 'token', card: { brand, last4, expMonth, expYear } };
}

export function renderApiKey(key: KeyRecord, options: RenderOptions & { withSecret?: boolean }): ApiKey {
  return {
    id: key.id,
    object: 'api_key',
    type: key.type,
    name: key.name,
    ...(key.permissions ? { permissions: { ...key.permissions } } : {}),
    ...(options.withSecret ? { secret: key.secret } : {}),
    redacted: `${key.secret.slice(0, 8)}…${key.secret.slice(-4)}`,
    livemode: options.livemode,
    createdAt: iso(key.createdAtMs),
    lastUsedAt: key.lastUsedAtMs === null ? null : iso(key.lastUsedAtMs),
    revokedAt: key.revokedAtMs === null ? null : iso(key.revokedAtMs),
  };
}

export function renderWebhookEndpoint(endpoint: WebhookEndpointRecord, options: RenderOptions & { withSecret?: boolean }): WebhookEndpoint {
  return {
    id: endpoint.id,
    object: 'webhook_endpoint',
    url: endpoint.url,
    enabledEvents: [...endpoint.enabledEvents],
    description: endpoint.description,
    ...(options.withSecret ? { secret: endpoint.secret } : {}),
    livemode: options.livemode,
    createdAt: iso(endpoint.createdAtMs),
  };
}

/**
 * Events keep the version they were rendered with when they happened (their `apiVersion`). A
 * response that carries a deprecated field inside an event's data announces it like any other
 * (interface: Versioning, rule 5): a legacy account's payment events hold `customer.email`.
 */
export function renderEvent(event: EventRecord, options: Pick<RenderOptions, 'livemode' | 'deprecations'>): Event {
  if (event.data.object === 'payment' && isObject(event.data.customer) && 'email' in event.data.customer) {
    options.deprecations?.add('customer.email');
  }
  return {
    id: event.id,
    object: 'event',
    type: event.type,
    createdAt: iso(event.createdAtMs),
    apiVersion: event.apiVersion,
    livemode: options.livemode,
    data: event.data,
  };
}

export function renderSettlement(settlement: SettlementRecord, options: RenderOptions): Settlement {
  return {
    id: settlement.id,
    object: 'settlement',
    currency: settlement.currency,
    gross: settlement.gross,
    fee: settlement.fee,
    net: settlement.net,
    transactionCount: settlement.transactionCount,
    livemode: options.livemode,
    createdAt: iso(settlement.createdAtMs),
  };
}

export function renderSettlementTransaction(txn: SettlementTransactionRecord): SettlementTransaction {
  return {
    id: txn.id,
    object: 'settlement_transaction',
    settlement: txn.settlement,
    type: txn.type,
    source: txn.source,
    currency: txn.currency,
    amount: txn.amount,
    fee: txn.fee,
    net: txn.net,
    metadata: { ...txn.metadata },
    createdAt: iso(txn.createdAtMs),
  };
}

export function renderInvoice(invoice: InvoiceRecord, options: RenderOptions): Invoice {
  return {
    id: invoice.id,
    object: 'invoice',
    customer: invoice.customer,
    subscription: invoice.subscription,
    status: invoice.status,
    amountDue: invoice.amountDue,
    amountPaid: invoice.amountPaid,
    currency: invoice.currency,
    periodStart: iso(invoice.periodStartMs),
    periodEnd: iso(invoice.periodEndMs),
    payment: invoice.payment,
    attemptCount: invoice.attemptCount,
    nextAttemptAt: invoice.nextAttemptAtMs === null ? null : iso(invoice.nextAttemptAtMs),
    metadata: { ...invoice.metadata },
    livemode: options.livemode,
    createdAt: iso(invoice.createdAtMs),
  };
}
