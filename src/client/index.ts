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
  type RequestMethod,
} from './requester.js';
export { checkClientSecret, checkId, retrieveSession } from './calls.js';
export { lookupCardBin } from './card-bin-calls.js';
export {
  authenticatePayment,
  confirmPayment,
  retrievePayment,
  tokenize,
  type AuthenticateInput,
  type CardInput,
  type ConfirmInput,
} from './payment-calls.js';
export { authenticateSetup, confirmSetup, retrieveSetupSession, type SetupConfirmInput } from './setup-calls.js';
export { SAVED_CARDS_SHOWN, listSavedCards, removeSavedCard } from './saved-card-calls.js';
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
