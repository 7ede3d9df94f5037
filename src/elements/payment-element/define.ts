/** Registers `<svc-payment-element>` (guarded: see ../shared/define-element.ts). */
import { defineElement } from '../shared/define-element.js';
import { SvcPaymentElement } from './payment-element.js';

export const PAYMENT_ELEMENT_TAG = 'svc-payment-element';

defineElement(PAYMENT_ELEMENT_TAG, SvcPaymentElement);

declare global {
  interface HTMLElementTagNameMap {
    'svc-payment-element': SvcPaymentElement;
  }
}
