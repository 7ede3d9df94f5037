/**
 * The browser client: the service's calls with a publishable key, used by the card frame.
 * `./jitless.js` comes first so zod never probes `new Function` under a strict CSP.
 */
import './jitless.js';

export {
  DEFAULT_MAX_NETWORK_RETRIES,
  DEFAULT_TIMEOUT_MS,
  createServiceClient,
  defaultRetryDelayMs,
  isRetryableAnswer,
  sessionIdOf,
  type CallOptions,
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
