/**
 * The browser client: the service's calls with a publishable key, one function each over a
 * `Requester` (`createRequester`), so a bundle carries only the calls it makes.
 */

export {
  DEFAULT_MAX_NETWORK_RETRIES,
  DEFAULT_TIMEOUT_MS,
  createRequester,
  defaultRetryDelayMs,
  isRetryableAnswer,
  type CallOptions,
  type Requester,
  type RequesterOptions,
} from './requester.js';
export { checkClientSecret, checkId, lookupCardBin, retrieveSession } from './calls.js';
export {
  authenticatePayment,
  confirmPayment,
  retrievePayment,
  tokenize,
  type AuthenticateInput,
  type CardInput,
  type ConfirmInput,
} from './payment-calls.js';
export { sessionIdOf } from '../api/keys.js';
export {
  CLIENT_ERROR_TYPES,
  ServiceClientError,
  isServiceClientError,
  type ClientErrorType,
  type ServiceClientErrorType,
  type ServiceErrorInfo,
} from './errors.js';
export {
  COLOR_DEPTHS,
  MAX_LANGUAGE_LENGTH,
  challengeWindowSizeFor,
  clampColorDepth,
  clampLanguage,
  collectBrowserInfo,
  type BrowserInfoSource,
  type ColorDepth,
} from './browser-info.js';
