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
  'invoice.paid',
  'loyalty.points.expiring',
  'changelog.published',
] as const;
export type EventType = (typeof EVENT_TYPES)[number];
export const ALL_EVENTS = '*';
