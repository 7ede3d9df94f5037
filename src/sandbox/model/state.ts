import type { EventType } from '../../api/events.js';
import type {
  ApiKeyType,
  CardDetails,
  ChallengeWindowSize,
  LastError,
  Metadata,
  NextAction,
  PermissionLevel,
  PermissionResource,
} from '../../api/resources.js';
import type { ApiVersion } from '../../api/versions.js';
import type { CardScenario } from './test-cards.js';

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

/**
 * One 3D Secure transaction (contract: Next actions and 3D Secure). The payment points at it while
 * it is pending; the account keeps it afterwards, so a page submitted late is told it is over.
 */
export interface ThreeDSState {
  /** EMV `threeDSServerTransID`: names the transaction in every message and page. */
  transactionId: string;
  /** EMV `acsTransID`: the emulated ACS's own id, the same in the CReq and the CRes. */
  acsTransID: string;
  paymentId: string;
  scenario: AuthenticationScenario;
  stage: 'fingerprint' | 'challenge' | 'redirect';
  challengeWindowSize: ChallengeWindowSize;
  /** The 3DS Method endpoint answered for this transaction. */
  methodCompleted: boolean;
  /** What `authenticate` reported (EMV `threeDSCompInd`); null until then. */
  threeDSCompInd: 'Y' | 'N' | 'U' | null;
  /** The client session whose secret confirmed; null for a server-key confirm without one. */
  clientSessionId: string | null;
  /** Sandbox time from which the cardholder's page is refused; null during the fingerprint. */
  expiresAtMs: number | null;
  /** Null while pending. */
  outcome: AuthenticationOutcome | null;
}

export interface PaymentRecord extends Stored {
  amount: number;
  currency: string;
  status: InternalPaymentStatus;
  returnUrl: string | null;
  description: string | null;
  metadata: Metadata;
  customer: { id: string; name: string | null; email: string | null } | null;
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

export interface ClientSessionRecord extends Stored {
  clientSecret: string;
  payment: string | null;
  expiresAtMs: number;
}

export interface TokenRecord extends Stored {
  card: CardDetails;
  /** Kept only inside the service, to play the test card's outcome at confirm time. */
  scenario: CardScenario;
  used: boolean;
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
  amount: number;
  currency: string;
  status: 'draft' | 'open' | 'paid' | 'void' | 'uncollectible';
  metadata: Metadata;
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
  defaultVersion: ApiVersion;
  keys: Collection<KeyRecord>;
  payments: Collection<PaymentRecord>;
  refunds: Collection<RefundRecord>;
  clientSessions: Collection<ClientSessionRecord>;
  tokens: Collection<TokenRecord>;
  webhookEndpoints: Collection<WebhookEndpointRecord>;
  events: Collection<EventRecord>;
  settlements: Collection<SettlementRecord>;
  settlementTransactions: Collection<SettlementTransactionRecord>;
  invoices: Collection<InvoiceRecord>;
  /** Every 3D Secure transaction by `transactionId`, pending or ended. */
  threeDSTransactions: Map<string, ThreeDSState>;
  /** Keyed by `<method> <path> <idempotency key>`: scoped to the account and the endpoint (rule 1). */
  idempotency: Map<string, IdempotencyEntry>;
}

export function createAccount(id: string, livemode: boolean, defaultVersion: ApiVersion): Account {
  return {
    id,
    livemode,
    defaultVersion,
    keys: new Collection(),
    payments: new Collection(),
    refunds: new Collection(),
    clientSessions: new Collection(),
    tokens: new Collection(),
    webhookEndpoints: new Collection(),
    events: new Collection(),
    settlements: new Collection(),
    settlementTransactions: new Collection(),
    invoices: new Collection(),
    threeDSTransactions: new Map(),
    idempotency: new Map(),
  };
}
