import * as z from 'zod/mini';
import { isStringMap } from './rules.js';

/**
 * Resources as the service renders them (interface: Resources and their fields; contract: Payment states,
 * Paths the interface leaves open). Objects are loose: the interface promises additive changes, so a
 * client must accept fields it does not know yet.
 */

/**
 * A map of string keys to string values, kept as it came. Not `z.record`: that rebuilds the object
 * by assignment and silently drops a `__proto__` key, and metadata is returned verbatim
 * (interface: Metadata, rule 1).
 */
export const Metadata = z.custom<Record<string, string>>(isStringMap, 'must be an object of string keys to string values');

export type Metadata = z.infer<typeof Metadata>;

/** Every payment status across versions; `pending` exists only before 2026-04-01. */
export const PAYMENT_STATUSES = ['requires_payment_method', 'requires_action', 'processing', 'pending', 'completed', 'failed', 'canceled'] as const;
export const PaymentStatus = z.enum(PAYMENT_STATUSES);
export type PaymentStatus = z.infer<typeof PaymentStatus>;

export const FINAL_PAYMENT_STATUSES = ['completed', 'failed', 'canceled'] as const satisfies readonly PaymentStatus[];

export const CardDetails = z.looseObject({
  brand: z.string(),
  last4: z.string(),
  expMonth: z.int(),
  expYear: z.int(),
});
export type CardDetails = z.infer<typeof CardDetails>;

export const PaymentMethod = z.looseObject({
  type: z.literal('card'),
  card: CardDetails,
});
export type PaymentMethod = z.infer<typeof PaymentMethod>;

/**
 * EMV 3DS challenge window sizes: 01 = 250×400, 02 = 390×400, 03 = 500×600, 04 = 600×400,
 * 05 = full screen (CSS pixels).
 */
export const CHALLENGE_WINDOW_SIZES = ['01', '02', '03', '04', '05'] as const;
export const ChallengeWindowSize = z.enum(CHALLENGE_WINDOW_SIZES);
export type ChallengeWindowSize = z.infer<typeof ChallengeWindowSize>;

/** The next actions a payment can ask for, told apart by `type`. */
export const NextAction = z.discriminatedUnion('type', [
  z.looseObject({
    type: z.literal('three_d_secure_fingerprint'),
    methodUrl: z.string(),
    threeDSMethodData: z.string(),
  }),
  z.looseObject({
    type: z.literal('three_d_secure_challenge'),
    acsUrl: z.string(),
    creq: z.string(),
    challengeWindowSize: ChallengeWindowSize,
  }),
  z.looseObject({
    type: z.literal('redirect'),
    url: z.string(),
  }),
]);
export type NextAction = z.infer<typeof NextAction>;

export const LastError = z.looseObject({
  code: z.string(),
  declineCode: z.optional(z.string()),
  message: z.string(),
});
export type LastError = z.infer<typeof LastError>;

/**
 * A customer (contract: Customers, saved cards, subscriptions and invoices). `defaultToken` is the id of
 * one of its saved cards, or null.
 */
export const Customer = z.looseObject({
  id: z.string(),
  object: z.literal('customer'),
  email: z.nullable(z.string()),
  name: z.nullable(z.string()),
  metadata: Metadata,
  defaultToken: z.nullable(z.string()),
  livemode: z.boolean(),
  createdAt: z.string(),
});
export type Customer = z.infer<typeof Customer>;

/**
 * The customer inside a payment: `{id, object, name, email?}` always, and the other fields of
 * `Customer` when the payment was created for an existing customer (`customer: "cus_…"`, rendered
 * expanded). Fields a payment's rendering may leave out are optional, so every `Customer` passes too:
 * - `email`: removed from payments from API version 2026-04-01 on (interface: Versioning, rule 7);
 * - `metadata`, `defaultToken`, `livemode`, `createdAt`: absent for an inline customer (`customer:
 *   {email?, name?}` on create), which is no customer object of the account.
 */
export const PaymentCustomer = z.looseObject({
  id: z.string(),
  object: z.literal('customer'),
  name: z.nullable(z.string()),
  email: z.optional(z.nullable(z.string())),
  metadata: z.optional(Metadata),
  defaultToken: z.optional(z.nullable(z.string())),
  livemode: z.optional(z.boolean()),
  createdAt: z.optional(z.string()),
});
export type PaymentCustomer = z.infer<typeof PaymentCustomer>;

/**
 * A payment. `description`, `metadata` and `customer` are absent when the payment is read with a
 * publishable key and a client secret (public fields only).
 */
export const Payment = z.looseObject({
  id: z.string(),
  object: z.literal('payment'),
  amount: z.int(),
  currency: z.string(),
  status: PaymentStatus,
  returnUrl: z.nullable(z.string()),
  description: z.optional(z.nullable(z.string())),
  metadata: z.optional(Metadata),
  customer: z.optional(z.nullable(PaymentCustomer)),
  livemode: z.boolean(),
  createdAt: z.string(),
  paymentMethod: z.nullable(PaymentMethod),
  nextAction: z.nullable(NextAction),
  lastError: z.nullable(LastError),
  amountRefunded: z.int(),
});
export type Payment = z.infer<typeof Payment>;

export const REFUND_REASONS = ['duplicate', 'fraudulent', 'requested_by_customer'] as const;

export const Refund = z.looseObject({
  id: z.string(),
  object: z.literal('refund'),
  amount: z.int(),
  currency: z.string(),
  /** Always set, also for partial refunds (interface: Refund). */
  paymentId: z.string(),
  reason: z.nullable(z.enum(REFUND_REASONS)),
  status: z.enum(['succeeded', 'pending', 'failed']),
  metadata: Metadata,
  livemode: z.boolean(),
  createdAt: z.string(),
});
export type Refund = z.infer<typeof Refund>;

/** What a token is for (contract: Tokens): `POST /v1/tokens` makes `single_use`; a confirm that saves it, `reusable`. */
export const TOKEN_USAGES = ['single_use', 'reusable'] as const;
export type TokenUsage = (typeof TOKEN_USAGES)[number];

/** The card network's token that stands in for a saved card's number (contract: Tokens). */
export const NETWORK_TOKEN_STATUSES = ['active', 'suspended', 'deleted'] as const;
export type NetworkTokenStatus = (typeof NETWORK_TOKEN_STATUSES)[number];

export const NetworkToken = z.looseObject({
  status: z.enum(NETWORK_TOKEN_STATUSES),
  last4: z.string(),
  expMonth: z.int(),
  expYear: z.int(),
});
export type NetworkToken = z.infer<typeof NetworkToken>;

/** A token's card: `fingerprint` only once it is a saved card (the same card, the same value within an account). */
export const TokenCard = z.looseObject({
  brand: z.string(),
  last4: z.string(),
  expMonth: z.int(),
  expYear: z.int(),
  fingerprint: z.optional(z.string()),
});
export type TokenCard = z.infer<typeof TokenCard>;

/**
 * A card token (contract: tokenize a card; Tokens). Single use as `POST /v1/tokens` makes it
 * (`customer: null`, `networkToken: null`); a saved card once a confirm saves it: `usage: "reusable"`,
 * attached to `customer`, with `card.fingerprint` and `networkToken`.
 */
export const Token = z.looseObject({
  id: z.string(),
  object: z.literal('token'),
  type: z.literal('card'),
  card: TokenCard,
  used: z.boolean(),
  usage: z.enum(TOKEN_USAGES),
  customer: z.nullable(z.string()),
  networkToken: z.nullable(NetworkToken),
  livemode: z.boolean(),
  createdAt: z.string(),
});
export type Token = z.infer<typeof Token>;

/**
 * A saved card as the browser sees it (contract: `GET /v1/client_sessions/{id}/tokens` with the
 * publishable key): the id, brand, last four and expiry, nothing more. Loose like every resource
 * schema, so a client tolerates fields added later; the service sends exactly these.
 */
export const SavedCardSummary = z.looseObject({
  id: z.string(),
  object: z.literal('token'),
  card: CardDetails,
});
export type SavedCardSummary = z.infer<typeof SavedCardSummary>;

export const CLIENT_SESSION_MODES = ['payment', 'setup'] as const;
export type ClientSessionMode = (typeof CLIENT_SESSION_MODES)[number];

/** What a session bound to a customer lets the browser do with saved cards. */
export const SAVED_CARD_SAVE_OPTIONS = ['off', 'optional', 'always'] as const;
export type SavedCardSaveOption = (typeof SAVED_CARD_SAVE_OPTIONS)[number];

export const SavedCardsOptions = z.looseObject({
  /** The browser may list the customer's saved cards. */
  list: z.boolean(),
  /** `optional`: a payment confirm may carry `saveCard: true`; `always`: every confirmed card is saved. */
  save: z.enum(SAVED_CARD_SAVE_OPTIONS),
  /** The browser may remove a saved card of the customer. */
  remove: z.boolean(),
});
export type SavedCardsOptions = z.infer<typeof SavedCardsOptions>;

/** `{list: false, save: "off", remove: false}` (contract: Details fixed for the section above). */
export const DEFAULT_SAVED_CARDS: SavedCardsOptions = { list: false, save: 'off', remove: false };

/** A setup session's status (contract: setup confirm). */
export const SETUP_STATUSES = ['requires_payment_method', 'requires_action', 'succeeded'] as const;
export type SetupStatus = (typeof SETUP_STATUSES)[number];

/**
 * A client session (contract: client sessions; Details fixed for the section above): `mode: "payment"`
 * binds it to a payment (or to none yet), `mode: "setup"` to a customer, to save a card without paying.
 * A setup session's own fields are `SetupSession`'s: this schema, which the card frame parses up front
 * where bytes count, checks the fields every session has (src/api/README.md) and keeps the others.
 */
export const ClientSession = z.looseObject({
  id: z.string(),
  object: z.literal('client_session'),
  clientSecret: z.string(),
  mode: z.enum(CLIENT_SESSION_MODES),
  payment: z.nullable(z.string()),
  customer: z.nullable(z.string()),
  savedCards: SavedCardsOptions,
  livemode: z.boolean(),
  expiresAt: z.string(),
});
export type ClientSession = z.infer<typeof ClientSession>;

/**
 * A setup session (contract: setup confirm): a client session with `status`; `token`, the saved card
 * expanded once it succeeded, null before; and, as a payment has them, `nextAction` (the same types)
 * while a 3D Secure step-up waits and `lastError` after a decline or a failed step-up. The contract
 * names `status` and `token`; `nextAction` and `lastError` are how the browser finishes the step-up it
 * asks for.
 */
export const SetupSession = z.extend(ClientSession, {
  mode: z.literal('setup'),
  status: z.enum(SETUP_STATUSES),
  token: z.nullable(Token),
  nextAction: z.nullable(NextAction),
  lastError: z.nullable(LastError),
});
export type SetupSession = z.infer<typeof SetupSession>;

export const CardBin = z.looseObject({
  object: z.literal('card_bin'),
  bin: z.string(),
  brands: z.array(z.string()),
  country: z.nullable(z.string()),
  funding: z.enum(['credit', 'debit', 'prepaid', 'unknown']),
});
export type CardBin = z.infer<typeof CardBin>;

/** Restricted-key permission names (contract: Paths the interface leaves open). */
export const PERMISSION_RESOURCES = [
  'payments',
  'refunds',
  'client_sessions',
  'tokens',
  'webhook_endpoints',
  'events',
  'customers',
  'products',
  'prices',
  'subscriptions',
  'invoices',
  'settlements',
  'payouts',
  'loyalty',
  'terminals',
  'usage_records',
] as const;
export type PermissionResource = (typeof PERMISSION_RESOURCES)[number];
export const PERMISSION_LEVELS = ['none', 'read', 'write'] as const;
export type PermissionLevel = (typeof PERMISSION_LEVELS)[number];
export const Permissions = z.partialRecord(z.enum(PERMISSION_RESOURCES), z.enum(PERMISSION_LEVELS));
export type Permissions = z.infer<typeof Permissions>;

export const API_KEY_TYPES = ['secret', 'publishable', 'restricted'] as const;
export type ApiKeyType = (typeof API_KEY_TYPES)[number];

export const ApiKey = z.looseObject({
  id: z.string(),
  object: z.literal('api_key'),
  type: z.enum(API_KEY_TYPES),
  name: z.string(),
  permissions: z.optional(Permissions),
  /** Only in the answer to the creation (interface: Restricted keys, rule 2). */
  secret: z.optional(z.string()),
  /** The key's last four characters, to recognise it in a list. */
  redacted: z.string(),
  livemode: z.boolean(),
  createdAt: z.string(),
  lastUsedAt: z.nullable(z.string()),
  revokedAt: z.nullable(z.string()),
});
export type ApiKey = z.infer<typeof ApiKey>;

export const WebhookEndpoint = z.looseObject({
  id: z.string(),
  object: z.literal('webhook_endpoint'),
  url: z.string(),
  enabledEvents: z.array(z.string()),
  description: z.nullable(z.string()),
  /** `whsec_…`, only in the answer to the creation. */
  secret: z.optional(z.string()),
  livemode: z.boolean(),
  createdAt: z.string(),
});
export type WebhookEndpoint = z.infer<typeof WebhookEndpoint>;

/** The answer to a DELETE (a customer, a saved card, a webhook endpoint): `{id, object, deleted: true}`. */
export const DeletedObject = z.looseObject({
  id: z.string(),
  object: z.string(),
  deleted: z.literal(true),
});
export type DeletedObject = z.infer<typeof DeletedObject>;

export const Event = z.looseObject({
  id: z.string(),
  object: z.literal('event'),
  type: z.string(),
  createdAt: z.string(),
  apiVersion: z.string(),
  livemode: z.boolean(),
  /** The full object, metadata included (interface: Events). */
  data: z.looseObject({ id: z.optional(z.string()), object: z.optional(z.string()) }),
});
export type Event = z.infer<typeof Event>;

export const Product = z.looseObject({
  id: z.string(),
  object: z.literal('product'),
  name: z.string(),
  active: z.boolean(),
  metadata: Metadata,
  livemode: z.boolean(),
  createdAt: z.string(),
});
export type Product = z.infer<typeof Product>;

export const RECURRING_INTERVALS = ['day', 'week', 'month', 'year'] as const;
export type RecurringInterval = (typeof RECURRING_INTERVALS)[number];
/** `licensed`: billed per `quantity` in advance; `metered`: billed in arrears from usage records. */
export const RECURRING_USAGES = ['licensed', 'metered'] as const;
export type RecurringUsage = (typeof RECURRING_USAGES)[number];

/** How often a recurring price bills; rendered with its defaults (`intervalCount` 1, `usage` licensed). */
export const Recurring = z.looseObject({
  interval: z.enum(RECURRING_INTERVALS),
  intervalCount: z.int(),
  usage: z.enum(RECURRING_USAGES),
});
export type Recurring = z.infer<typeof Recurring>;

/** A price of a product; `recurring` is null for a one-time price. */
export const Price = z.looseObject({
  id: z.string(),
  object: z.literal('price'),
  product: z.string(),
  unitAmount: z.int(),
  currency: z.string(),
  recurring: z.nullable(Recurring),
  active: z.boolean(),
  metadata: Metadata,
  livemode: z.boolean(),
  createdAt: z.string(),
});
export type Price = z.infer<typeof Price>;

/**
 * Subscription states (contract: Subscriptions): `trialing` during a trial, `incomplete` until the
 * first invoice is paid, `active`, `past_due` while a failed invoice is retried, `canceled` (final).
 */
export const SUBSCRIPTION_STATUSES = ['trialing', 'incomplete', 'active', 'past_due', 'canceled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const Subscription = z.looseObject({
  id: z.string(),
  object: z.literal('subscription'),
  customer: z.string(),
  price: z.string(),
  quantity: z.int(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  trialEndsAt: z.nullable(z.string()),
  currentPeriodStart: z.string(),
  currentPeriodEnd: z.string(),
  cancelAtPeriodEnd: z.boolean(),
  defaultToken: z.nullable(z.string()),
  latestInvoice: z.nullable(z.string()),
  metadata: Metadata,
  livemode: z.boolean(),
  createdAt: z.string(),
});
export type Subscription = z.infer<typeof Subscription>;

/** Invoice states (contract: Customers, saved cards, subscriptions and invoices). */
export const INVOICE_STATUSES = ['draft', 'open', 'paid', 'void', 'uncollectible'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/**
 * An invoice (contract: invoice). `customer` and `subscription` are null only for an invoice seeded
 * with `POST /_sandbox/invoices` without them; `payment` is the latest payment attempted for it (null
 * before the first attempt); `nextAttemptAt` is set while a retry remains.
 */
export const Invoice = z.looseObject({
  id: z.string(),
  object: z.literal('invoice'),
  customer: z.nullable(z.string()),
  subscription: z.nullable(z.string()),
  status: z.enum(INVOICE_STATUSES),
  amountDue: z.int(),
  amountPaid: z.int(),
  currency: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  payment: z.nullable(z.string()),
  attemptCount: z.int(),
  nextAttemptAt: z.nullable(z.string()),
  metadata: Metadata,
  livemode: z.boolean(),
  createdAt: z.string(),
});
export type Invoice = z.infer<typeof Invoice>;

/** A metered usage record (`mbu_`); `timestamp` is when the usage happened (RFC 3339). */
export const UsageRecord = z.looseObject({
  id: z.string(),
  object: z.literal('usage_record'),
  subscription: z.string(),
  quantity: z.int(),
  timestamp: z.string(),
  livemode: z.boolean(),
});
export type UsageRecord = z.infer<typeof UsageRecord>;

export const Settlement = z.looseObject({
  id: z.string(),
  object: z.literal('settlement'),
  currency: z.string(),
  gross: z.int(),
  fee: z.int(),
  net: z.int(),
  transactionCount: z.int(),
  livemode: z.boolean(),
  createdAt: z.string(),
});
export type Settlement = z.infer<typeof Settlement>;

export const SettlementTransaction = z.looseObject({
  id: z.string(),
  object: z.literal('settlement_transaction'),
  settlement: z.string(),
  type: z.enum(['payment', 'refund']),
  /** The originating `pay_` or `re_` id. */
  source: z.string(),
  currency: z.string(),
  amount: z.int(),
  fee: z.int(),
  net: z.int(),
  /** The originating object's metadata (interface: Metadata, rule 10). */
  metadata: Metadata,
  createdAt: z.string(),
});
export type SettlementTransaction = z.infer<typeof SettlementTransaction>;

export const ListPage = z.looseObject({
  has_more: z.boolean(),
  next_cursor: z.optional(z.nullable(z.string())),
  /** A cached approximation for display only; never a loop bound (interface: List envelope). */
  total_estimate: z.int(),
});

export function ListEnvelope<Item extends z.core.$ZodType>(item: Item) {
  return z.looseObject({
    object: z.literal('list'),
    data: z.array(item),
    page: ListPage,
  });
}
export type ListEnvelope<Item> = { object: 'list'; data: Item[]; page: z.infer<typeof ListPage> };

/** A page of a session's saved cards, as `GET /v1/client_sessions/{id}/tokens` answers a browser. */
export const SavedCardList = ListEnvelope(SavedCardSummary);
export type SavedCardList = z.infer<typeof SavedCardList>;
