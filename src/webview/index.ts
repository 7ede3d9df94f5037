/**
 * `svc-elements/webview`: for apps and pages that want to know where the checkout runs, and for
 * TypeScript apps that receive the bridge messages (their type; the schema is
 * `svc-elements/webview/messages`). The elements need none of it to forward their
 * events (they load the bridge themselves when an app injected one).
 */

export {
  IN_APP_BROWSER_APPS,
  WEBVIEW_KINDS,
  detectCurrentWebView,
  detectWebView,
  readEmbeddingSignals,
  type EmbeddingSignals,
  type InAppBrowserApp,
  type WebViewDetection,
  type WebViewKind,
} from './detect.js';
// The message's type only: its zod schema is `svc-elements/webview/messages`, for an app's tests and
// tooling, so that a page importing this entry loads no zod (src/webview/README.md).
export type { NativeBridgeMessage } from './messages.js';
export { FORWARDED_EVENT_TYPES, type NativeBridgeEventType, type NativeBridgeWindow } from './contract.js';
export { NATIVE_BRIDGE_SOURCE, NATIVE_BRIDGE_VERSION } from './envelope.js';
export { hasNativeBridge } from './present.js';
