/**
 * `svc-elements/status`: the return page of a redirect checkout. Importing it defines
 * `<svc-payment-status>`. A separate entry from the card element's (`svc-elements`), so a checkout
 * page does not load it and a return page does not load the card element. What both elements share
 * (`svc-loaderror`, the configuration checks) comes from ../shared/.
 */
import './define.js';

export { PAYMENT_STATUS_TAG } from './define.js';
export { SvcPaymentStatus } from './payment-status.js';
export { SvcPaymentStatusEvent } from './events.js';
export { SvcLoadErrorEvent } from '../shared/events.js';
export {
  DEFAULT_PROCESSING_TIMEOUT_MS,
  PAYMENT_RETURN_STATUS,
  PaymentReturnError,
  handlePaymentReturn,
  type HandlePaymentReturnOptions,
  type PaymentReturnErrorCode,
  type PaymentReturnResult,
  type PaymentReturnStatus,
  type ReturnResult,
  type SetupReturnResult,
} from './payment-return.js';
export { REDIRECT_STATUSES, RETURN_ERROR_CODES, type RedirectStatus, type ReturnErrorCode } from './return-params.js';
export type { LoadErrorDetail } from '../shared/config.js';
export type { Payment } from '../../api/resources.js';
export type { SetupSession } from '../../validators/setup.generated.js';
