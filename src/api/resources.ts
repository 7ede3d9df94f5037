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

export const Customer = z.looseObject({
  id: z.string(),
  object: z.literal('customer'),
  name: z.nullable(z.string()),
  /** Removed from payments from API version 2026-04-01 on (interface: Versioning, rule 7). */
  email: z.optional(z.nullable(z.string())),
});
export type Customer = z.infer<typeof Customer>;

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
  customer: z.optional(z.nullable(Customer)),
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

export const ClientSession = z.looseObject({
  id: z.string(),
  object: z.literal('client_session'),
  clientSecret: z.string(),
  payment: z.nullable(z.string()),
  livemode: z.boolean(),
  expiresAt: z.string(),
});
export type ClientSession = z.infer<typeof ClientSession>;

export const Token = z.looseObject({
  id: z.string(),
  object: z.literal('token'),
  type: z.literal('card'),
  card: CardDetails,
  used: z.boolean(),
  livemode: z.boolean(),
  createdAt: z.string(),
});
export type Token = z.infer<typeof Token>;

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

export const DeletedObject = z.looseObject({
  id: z.string(),
  object: z.string(),
  deleted: z.literal(true),
});

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

/** Invoice states (the interface shows none; these are the usual ones of billing APIs). */
export const INVOICE_STATUSES = ['draft', 'open', 'paid', 'void', 'uncollectible'] as const;

export const Invoice = z.looseObject({
  id: z.string(),
  object: z.literal('invoice'),
  amount: z.int(),
  currency: z.string(),
  status: z.enum(INVOICE_STATUSES),
  metadata: Metadata,
  livemode: z.boolean(),
  createdAt: z.string(),
});
export type Invoice = z.infer<typeof Invoice>;

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
