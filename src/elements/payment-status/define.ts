/** Registers `<svc-payment-status>` (guarded: see ../shared/define-element.ts). */
import { defineElement } from '../shared/define-element.js';
import { SvcPaymentStatus } from './payment-status.js';

export const PAYMENT_STATUS_TAG = 'svc-payment-status';

defineElement(PAYMENT_STATUS_TAG, SvcPaymentStatus);

declare global {
  interface HTMLElementTagNameMap {
    'svc-payment-status': SvcPaymentStatus;
  }
}
