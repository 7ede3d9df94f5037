/**
 * The event of `<svc-payment-status>`. Failures to read the payment are `svc-loaderror`
 * (`SvcLoadErrorEvent`, `detail: { code, message }`, ../shared/events.ts), as on the card element,
 * so one listener covers both elements.
 */
import { SvcEvent } from '../shared/events.js';
import type { PaymentReturnResult } from './payment-return.js';

/**
 * What the element shows changed: `detail` is `{ status, payment, redirectStatus, following }`,
 * frozen. Bubbles and is composed, so a listener outside any number of shadow roots hears it.
 * For the shopper's eyes only: never fulfil an order from it (docs/payment-status.md).
 */
export class SvcPaymentStatusEvent extends SvcEvent<PaymentReturnResult> {
  static readonly eventName = 'svc-payment-status';
  constructor(detail: PaymentReturnResult) {
    super(SvcPaymentStatusEvent.eventName, detail);
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'svc-payment-status': SvcPaymentStatusEvent;
  }
}
