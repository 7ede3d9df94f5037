/**
 * `svc-elements/status`: the return page of a redirect checkout. Importing it defines
 * `<svc-payment-status>`. A separate entry from the card element's (`svc-elements`), so a checkout
 * page does not load it and a return page does not load the card element. The zod configuration
 * comes first, before any module that builds a schema (see ../zod.ts).
 */
import './define.js';

export { PAYMENT_STATUS_TAG } from './define.js';
export { SvcPaymentStatus } from './payment-status.js';
export { SvcPaymentStatusEvent } from './events.js';
export { SvcLoadErrorEvent } from '../payment-element/events.js';
export {
  DEFAULT_PROCESSING_TIMEOUT_MS,
  PAYMENT_RETURN_STATUS,
  PaymentReturnError,
  handlePaymentReturn,
  type HandlePaymentReturnOptions,
  type PaymentReturnErrorCode,
  type PaymentReturnResult,
  type PaymentReturnStatus,
} from './payment-return.js';
export { REDIRECT_STATUSES, RETURN_ERROR_CODES, type RedirectStatus, type ReturnErrorCode } from './return-params.js';
export type { LoadErrorDetail } from '../payment-element/config.js';
export type { Payment } from '../../api/resources.js';
