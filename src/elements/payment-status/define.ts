/**
 * Registers `<svc-payment-status>`. Guarded: a page that loads the kit twice (a CDN script and a
 * bundle, two micro-frontends) keeps the first definition instead of throwing.
 */
import { SvcPaymentStatus } from './payment-status.js';

export const PAYMENT_STATUS_TAG = 'svc-payment-status';

if (typeof customElements !== 'undefined') {
  const existing = customElements.get(PAYMENT_STATUS_TAG);
  if (existing === undefined) {
    customElements.define(PAYMENT_STATUS_TAG, SvcPaymentStatus);
  } else if (existing !== SvcPaymentStatus) {
    console.warn(`[svc-payment-status] <${PAYMENT_STATUS_TAG}> was already defined by another copy of svc-elements; that copy is used.`);
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'svc-payment-status': SvcPaymentStatus;
  }
}
