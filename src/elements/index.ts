/**
 * The browser kit (`svc-elements`): importing it defines the elements. The return page's element is
 * its own entry (./payment-status/index.ts, `svc-elements/status`).
 */
import './define.js';

export { PAYMENT_ELEMENT_TAG } from './define.js';
export { SvcPaymentElement, type ConfirmOptions } from './payment-element/payment-element.js';
export { PAYMENT_ELEMENT_STATUS, type PaymentElementStatus } from './payment-element/frame-lifecycle-controller.js';
export {
  SvcReadyEvent,
  SvcChangeEvent,
  SvcFocusEvent,
  SvcPaymentEvent,
  SvcChallengeEvent,
  type ChallengeDetail,
  type PaymentOutcome,
} from './payment-element/events.js';
export { PaymentElementError, CONFIRM_ERROR_CODES, type ConfirmErrorCode } from './payment-element/confirm-controller.js';
export { SvcLoadErrorEvent } from './shared/events.js';
export { LOAD_ERROR_CODES, type LoadErrorCode, type LoadErrorDetail } from './shared/config.js';
export { FORWARDED_CSS_PROPERTIES, HOST_CSS_PROPERTIES } from './payment-element/appearance.js';
export type { Appearance, CardState, Field, FieldError, FrameOptions } from '../protocol/messages.js';
// The return page's element is a separate entry (`svc-elements/status`); its types are here for checkout code.
export type { PaymentReturnResult, PaymentReturnStatus } from './payment-status/payment-return.js';
