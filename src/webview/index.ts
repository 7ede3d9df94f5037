/**
 * `svc-elements/webview`: for apps and pages that want to know where the checkout runs, and for
 * TypeScript apps that receive the bridge messages. The elements need none of it to forward their
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
export { NATIVE_BRIDGE_DETAILS, NativeBridgeMessage, type NativeBridgeEventType } from './messages.js';
export { NATIVE_BRIDGE_SOURCE, NATIVE_BRIDGE_VERSION } from './bridge.js';
export { FORWARDED_EVENT_TYPES, hasNativeBridge, type NativeBridgeWindow } from './present.js';
