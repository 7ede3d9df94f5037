/**
 * The browser client: the service's calls with a publishable key. The card frame uses the whole
 * client (`createServiceClient`); a page that makes one call uses `createRequester` with that
 * call's function (the return page: `retrievePayment`).
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
export { checkClientSecret, checkId, retrievePayment } from './calls.js';
export { sessionIdOf } from '../api/keys.js';
export {
  createServiceClient,
  type AuthenticateInput,
  type CardInput,
  type ConfirmInput,
  type ServiceClient,
  type ServiceClientOptions,
} from './client.js';
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
