/**
 * The event of `<svc-payment-status>`. Failures to read the payment reuse `svc-loaderror`
 * (`SvcLoadErrorEvent`, `detail: { code, message }`) from the payment element, so one listener
 * covers both elements.
 */
import type { PaymentReturnResult } from './payment-return.js';

/**
 * What the element shows changed: `detail` is `{ status, payment, redirectStatus, following }`,
 * frozen. Bubbles and is composed, so a listener outside any number of shadow roots hears it.
 * For the shopper's eyes only: never fulfil an order from it (docs/payment-status.md).
 */
export class SvcPaymentStatusEvent extends Event {
  static readonly eventName = 'svc-payment-status';
  readonly detail: PaymentReturnResult;
  constructor(detail: PaymentReturnResult) {
    super(SvcPaymentStatusEvent.eventName, { bubbles: true, composed: true });
    this.detail = Object.freeze({ ...detail });
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'svc-payment-status': SvcPaymentStatusEvent;
  }
}
