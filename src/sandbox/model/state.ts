import { randomBytes } from 'node:crypto';
import type { EventType } from '../../api/events.js';
import type {
  ApiKeyType,
  CardDetails,
  ChallengeWindowSize,
  ClientSessionMode,
  InvoiceStatus,
  LastError,
  Metadata,
  NetworkToken,
  NextAction,
  PermissionLevel,
  PermissionResource,
  Recurring,
  SavedCardsOptions,
  SetupStatus,
  SubscriptionStatus,
  TokenUsage,
} from '../../api/resources.js';
import type { USAGE_ACTIONS } from '../../api/params.js';
import type { ApiVersion } from '../../api/versions.js';
import type { CardScenario, SavedCardRule } from './test-cards.js';

/** What every stored object has: an id, a creation time and a sequence number that breaks ties. */
export interface Stored {
  id: string;
  /** Global insertion order: newest first is descending `seq`, even within one millisecond. */
  seq: number;
  createdAtMs: number;
}

let lastSeq = 0;
export function nextSeq(): number {
  return ++lastSeq;
}

/** Objects of one kind on one account, kept for as long as the process runs. */
export class Collection<T extends Stored> {
  #byId = new Map<string, T>();
  #ascending: T[] = [];

  insert(item: T): T {
    this.#byId.set(item.id, item);
    this.#ascending.push(item);
    return item;
  }

  get(id: string): T | undefined {
    return this.#byId.get(id);
  }

  delete(id: string): boolean {
    const item = this.#byId.get(id);
    if (!item) return false;
    this.#byId.delete(id);
    this.#ascending.splice(this.#ascending.indexOf(item), 1);
    return true;
  }

  /** Newest first (interface: Pagination rule 1). */
  newestFirst(): T[] {
    return this.#ascending.slice().reverse();
  }

  get size(): number {
    return this.#ascending.length;
  }
}

export type InternalPaymentStatus = 'requires_payment_method' | 'requires_action' | 'processing' | 'completed' | 'failed' | 'canceled';

/** The test-card scenarios that authenticate the cardholder. */
export type AuthenticationScenario = Extract<CardScenario, { kind: 'three_d_secure' | 'redirect' }>;

/**
 * How an authentication ended. `passed`, `failed` and `canceled` are the cardholder's answers
 * (or a frictionless pass); `abandoned` means a new confirm replaced it before it ended.
 */
export type AuthenticationOutcome = 'passed' | 'failed' | 'canceled' | 'abandoned';

export type AuthenticationSubject = { kind: 'payment'; id: string } | { kind: 'setup'; id: string };

/**
 * One 3D Secure transaction (contract: Next actions and 3D Secure). The payment points at it while
 * it is pending; the account keeps it afterwards, so a page submitted late is told it is over.
 */
export interface ThreeDSState {
  /** EMV `threeDSServerTransID`: names the transaction in every message and page. */
  transactionId: string;
  /** EMV `acsTransID`: the emulated ACS's own id, the same in the CReq and the CRes. */
  acsTransID: string;
  /** What it authenticates: a payment's confirm, or a setup session's (saving a card without paying). */
  subject: AuthenticationSubject;
  scenario: AuthenticationScenario;
  stage: 'fingerprint' | 'challenge' | 'redirect';
  challengeWindowSize: ChallengeWindowSize;
  /** The 3DS Method endpoint answered for this transaction. */
  methodCompleted: boolean;
  /** What `authenticate` reported (EMV `threeDSCompInd`); null until then. */
  threeDSCompInd: 'Y' | 'N' | 'U' | null;
  /** The client session whose secret confirmed (a setup session: itself); null for a server-key confirm without one. */
  clientSessionId: string | null;
  /** Sandbox time from which the cardholder's page is refused; null during the fingerprint. */
  expiresAtMs: number | null;
  /** Null while pending. */
  outcome: AuthenticationOutcome | null;
}

/**
 * A payment's customer: an inline `{email?, name?}` given on create, which is no customer object of the
 * account (as before customers existed), or an existing customer, rendered expanded as it now stands.
 */
export type PaymentCustomerRef =
  { kind: 'inline'; id: string; name: string | null; email: string | null } | { kind: 'customer'; customer: CustomerRecord };

export interface PaymentRecord extends Stored {
  amount: number;
  currency: string;
  status: InternalPaymentStatus;
  returnUrl: string | null;
  description: string | null;
  metadata: Metadata;
  customer: PaymentCustomerRef | null;
  /** A merchant-initiated charge (`offSession: true`): a step-up it needs is answered, not started. */
  offSession: boolean;
  /** The token of the latest confirm. */
  tokenId: string | null;
  /** The customer the latest confirm's card is saved for once the payment goes through (`saveCard`); never rendered. */
  saveCardFor: string | null;
  paymentMethod: { type: 'card'; card: CardDetails } | null;
  nextAction: NextAction | null;
  lastError: LastError | null;
  amountRefunded: number;
  /** The 3D Secure step under way; never rendered. */
  threeDS: ThreeDSState | null;
  settled: boolean;
}

export interface RefundRecord extends Stored {
  amount: number;
  currency: string;
  paymentId: string;
  reason: 'duplicate' | 'fraudulent' | 'requested_by_customer' | null;
  status: 'succeeded';
  metadata: Metadata;
  settled: boolean;
}

/** What a setup session (`mode: "setup"`) goes through; null on a payment session. */
export interface SetupState {
  status: SetupStatus;
  /** The token of the confirm under way or done; once `succeeded`, the saved card. */
  tokenId: string | null;
  nextAction: NextAction | null;
  lastError: LastError | null;
  /** The 3D Secure step under way; never rendered. */
  threeDS: ThreeDSState | null;
}

export interface ClientSessionRecord extends Stored {
  clientSecret: string;
  mode: ClientSessionMode;
  payment: string | null;
  customer: string | null;
  savedCards: SavedCardsOptions;
  /** Where a 3D Secure redirect of a setup confirm returns to. */
  returnUrl: string | null;
  setup: SetupState | null;
  expiresAtMs: number;
}

export interface TokenRecord extends Stored {
  card: CardDetails;
  /** Kept only inside the service, to play the test card's outcome at confirm time. */
  scenario: CardScenario;
  /** How the test card behaves once saved (model/test-cards.ts). */
  savedRule: SavedCardRule;
  /** The same card number gives the same value within an account; rendered only once the card is saved. */
  fingerprint: string;
  used: boolean;
  usage: TokenUsage;
  /** The customer a saved card belongs to; null while single use. */
  customer: string | null;
  /** Set when the card is saved. */
  networkToken: NetworkToken | null;
}

export interface CustomerRecord extends Stored {
  email: string | null;
  name: string | null;
  metadata: Metadata;
  defaultToken: string | null;
}

export interface ProductRecord extends Stored {
  name: string;
  active: boolean;
  metadata: Metadata;
}

export interface PriceRecord extends Stored {
  product: string;
  unitAmount: number;
  currency: string;
  recurring: Recurring | null;
  active: boolean;
  metadata: Metadata;
}

export interface KeyRecord extends Stored {
  type: ApiKeyType;
  name: string;
  secret: string;
  permissions: Partial<Record<PermissionResource, PermissionLevel>> | null;
  lastUsedAtMs: number | null;
  revokedAtMs: number | null;
}

export interface WebhookEndpointRecord extends Stored {
  url: string;
  enabledEvents: string[];
  description: string | null;
  secret: string;
}

export interface EventRecord extends Stored {
  type: EventType;
  apiVersion: ApiVersion;
  /** The object as rendered for `apiVersion` when the event happened. */
  data: Record<string, unknown>;
}

export interface InvoiceRecord extends Stored {
  customer: string | null;
  subscription: string | null;
  status: InvoiceStatus;
  amountDue: number;
  amountPaid: number;
  currency: string;
  periodStartMs: number;
  periodEndMs: number;
  /** The latest payment attempted for it. */
  payment: string | null;
  attemptCount: number;
  nextAttemptAtMs: number | null;
  metadata: Metadata;
  /** Every payment attempted for it, oldest first (one off-session charge per attempt); never rendered. */
  payments: string[];
  /** When the first attempt failed: the automatic retries count from it (flows/billing.ts); never rendered. */
  firstFailedAtMs: number | null;
  /** Automatic retries run so far (0 to 3); never rendered. */
  retriesDone: number;
  /**
   * The attempt whose payment is `processing`, and what made it, until that payment ends: one that
   * never completes (reversed) is a failed attempt of that kind (flows/invoices.ts); never rendered.
   */
  processingAttempt: { payment: string; trigger: 'first' | 'retry' | 'manual' } | null;
}

/**
 * A subscription (contract: Customers, saved cards, subscriptions and invoices). Its billing runs on
 * the sandbox clock (flows/billing.ts).
 */
export interface SubscriptionRecord extends Stored {
  customer: string;
  price: string;
  quantity: number;
  status: SubscriptionStatus;
  trialEndsAtMs: number | null;
  currentPeriodStartMs: number;
  currentPeriodEndMs: number;
  cancelAtPeriodEnd: boolean;
  /** The card it is billed to; null: the customer's `defaultToken` at the time of each charge. */
  defaultToken: string | null;
  latestInvoice: string | null;
  metadata: Metadata;
  /**
   * Billing periods count from here (the trial's end, or the creation without a trial): period n
   * starts n intervals after it, so a subscription started on the 31st bills on the last day of
   * shorter months and on the 31st again after them (model/periods.ts). Never rendered.
   */
  billingAnchorMs: number;
  /** The period under way, counted from the anchor (0 for the first); -1 during the trial. Never rendered. */
  periodIndex: number;
  /** `subscription.trial_will_end` was emitted (once per subscription). Never rendered. */
  trialWillEndSent: boolean;
}

/** A metered usage record (`mbu_`): `increment` adds to the period's total, `set` replaces the total so far. */
export interface UsageRecordRecord extends Stored {
  subscription: string;
  quantity: number;
  timestampMs: number;
  action: (typeof USAGE_ACTIONS)[number];
}

export interface SettlementRecord extends Stored {
  currency: string;
  gross: number;
  fee: number;
  net: number;
  transactionCount: number;
}

export interface SettlementTransactionRecord extends Stored {
  settlement: string;
  type: 'payment' | 'refund';
  source: string;
  currency: string;
  amount: number;
  fee: number;
  net: number;
  metadata: Metadata;
}

export interface IdempotencyEntry {
  fingerprint: string;
  createdAtMs: number;
  /** Absent while the first request is still running (interface: Idempotency rule 5). */
  response?: { status: number; body: string; headers: Record<string, string> };
}

export interface Account {
  id: string;
  livemode: boolean;
  /** The HMAC key of this account's card fingerprints: the same card differs across accounts. */
  fingerprintKey: Buffer;
  defaultVersion: ApiVersion;
  keys: Collection<KeyRecord>;
  payments: Collection<PaymentRecord>;
  refunds: Collection<RefundRecord>;
  clientSessions: Collection<ClientSessionRecord>;
  tokens: Collection<TokenRecord>;
  customers: Collection<CustomerRecord>;
  products: Collection<ProductRecord>;
  prices: Collection<PriceRecord>;
  webhookEndpoints: Collection<WebhookEndpointRecord>;
  events: Collection<EventRecord>;
  settlements: Collection<SettlementRecord>;
  settlementTransactions: Collection<SettlementTransactionRecord>;
  invoices: Collection<InvoiceRecord>;
  subscriptions: Collection<SubscriptionRecord>;
  usageRecords: Collection<UsageRecordRecord>;
  /** The invoice each payment of the billing engine was attempted for, by payment id. */
  invoicePayments: Map<string, string>;
  /** Every 3D Secure transaction by `transactionId`, pending or ended. */
  threeDSTransactions: Map<string, ThreeDSState>;
  /** Keyed by `<method> <path> <idempotency key>`: scoped to the account and the endpoint (rule 1). */
  idempotency: Map<string, IdempotencyEntry>;
  /** Off-session charges made by the service itself (billing), by their idempotency key: the payment's id. */
  offSessionCharges: Map<string, string>;
}

export function createAccount(id: string, livemode: boolean, defaultVersion: ApiVersion): Account {
  return {
    id,
    livemode,
    fingerprintKey: randomBytes(32),
    defaultVersion,
    keys: new Collection(),
    payments: new Collection(),
    refunds: new Collection(),
    clientSessions: new Collection(),
    tokens: new Collection(),
    customers: new Collection(),
    products: new Collection(),
    prices: new Collection(),
    webhookEndpoints: new Collection(),
    events: new Collection(),
    settlements: new Collection(),
    settlementTransactions: new Collection(),
    invoices: new Collection(),
    subscriptions: new Collection(),
    usageRecords: new Collection(),
    invoicePayments: new Map(),
    threeDSTransactions: new Map(),
    idempotency: new Map(),
    offSessionCharges: new Map(),
  };
}
