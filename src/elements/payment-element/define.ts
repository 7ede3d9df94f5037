/**
 * Registers `<svc-payment-element>`. Guarded: a page that loads the kit twice (a CDN script and a
 * bundle, two micro-frontends) keeps the first definition instead of throwing.
 */
import { SvcPaymentElement } from './payment-element.js';

export const PAYMENT_ELEMENT_TAG = 'svc-payment-element';

if (typeof customElements !== 'undefined') {
  const existing = customElements.get(PAYMENT_ELEMENT_TAG);
  if (existing === undefined) {
    customElements.define(PAYMENT_ELEMENT_TAG, SvcPaymentElement);
  } else if (existing !== SvcPaymentElement) {
    console.warn(`[svc-payment-element] <${PAYMENT_ELEMENT_TAG}> was already defined by another copy of svc-elements; that copy is used.`);
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'svc-payment-element': SvcPaymentElement;
  }
}
