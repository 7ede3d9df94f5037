/**
 * Event types (interface: Events; contract: Webhooks). New types are additive: receivers must
 * tolerate types they don't know. `*` in `enabledEvents` subscribes to every type.
 */
export const EVENT_TYPES = [
  'payment.created',
  'payment.updated',
  'payment.requires_action',
  'payment.processing',
  'payment.completed',
  'payment.failed',
  'payment.canceled',
  /** A confirm was declined or an authentication failed: back at `requires_payment_method`, `lastError` set. */
  'payment.attempt_failed',
  'refund.created',
  // Customers, saved cards, subscriptions and invoices (contract: Events added).
  'customer.created',
  'customer.updated',
  'customer.deleted',
  /** A token became a saved card (never on single-use tokenization). */
  'token.created',
  /** A saved card changed in place: account updating (the issuer reissued the card, or closed its account). */
  'token.updated',
  'product.created',
  'product.updated',
  'price.created',
  'price.updated',
  'subscription.created',
  'subscription.updated',
  /** Three days before a trial ends. */
  'subscription.trial_will_end',
  'subscription.canceled',
  'invoice.created',
  'invoice.finalized',
  /** Emitted exactly once per invoice, retries included. */
  'invoice.paid',
  'invoice.payment_failed',
  'invoice.updated',
  /** A setup session saved its card. */
  'client_session.setup_succeeded',
  'loyalty.points.expiring',
  'changelog.published',
] as const;
export type EventType = (typeof EVENT_TYPES)[number];
export const ALL_EVENTS = '*';
