/**
 * The event of `<svc-payment-status>`. Failures to read the payment are `svc-loaderror`
 * (`SvcLoadErrorEvent`, `detail: { code, message }`, ../shared/events.ts), as on the card element,
 * so one listener covers both elements.
 */
import { SvcEvent } from '../shared/events.js';
import type { ReturnResult } from './payment-return.js';

/**
 * What the element shows changed: `detail` is frozen and told apart by `kind`. A payment's return:
 * `{ kind: 'payment', status, payment, redirectStatus, following }`. A setup session's return (a card
 * saved without paying, no `payment_id` in the address): `{ kind: 'setup', status, setupSession,
 * redirectStatus, following: false }`, `status` being the session's (`succeeded`,
 * `requires_payment_method`, `requires_action`) and the saved card `setupSession.token.card`. Bubbles and is composed, so a listener outside any number of shadow roots hears it.
 * For the shopper's eyes only: never fulfil an order from it (docs/payment-status.md).
 */
export class SvcPaymentStatusEvent extends SvcEvent<ReturnResult> {
  static readonly eventName = 'svc-payment-status';
  constructor(detail: ReturnResult) {
    super(SvcPaymentStatusEvent.eventName, detail);
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'svc-payment-status': SvcPaymentStatusEvent;
  }
}
