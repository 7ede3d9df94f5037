/**
 * The demo checkout as a mobile app shows it in a webview (docs/webview.md). The checkout is the shop's
 * (./shop.ts); what differs is on the app's side: the element posts its lifecycle and outcome events
 * to a bridge the app injected, and `returnUrl` is an address the app catches.
 */
import { detectCurrentWebView } from '../../src/webview/detect.js'; // in your shop: 'svc-elements/webview'
import { byId, startCheckout } from './shop.js';

/** The app's URL scheme, for a bank's redirect back into the app. */
const APP_SCHEME = 'demoshop';

const nativeLog = byId('native-log', HTMLOListElement);
const bridgeStatus = byId('bridge-status', HTMLParagraphElement);

// ---------------------------------------------------------------------------------------------
// SIMULATING THE APP. In a React Native app, react-native-webview injects window.ReactNativeWebView
// and the app's `onMessage` receives what the page posts. Opened in a browser there is no app, so
// this page installs a stand-in that prints every message, as the app's side would receive it (JSON
// text). It does so only when no real bridge exists: inside a real app, the app's bridge is left alone.
// Installed before the element is created, because the element looks for a bridge when it connects.
// ---------------------------------------------------------------------------------------------
type AppWindow = Window & {
  ReactNativeWebView?: { postMessage(json: string): void };
  SvcBridge?: { postMessage(json: string): void };
  webkit?: { messageHandlers?: { svc?: unknown } };
};
const appWindow = window as AppWindow;
const inRealApp =
  appWindow.ReactNativeWebView !== undefined || appWindow.SvcBridge !== undefined || appWindow.webkit?.messageHandlers?.svc !== undefined;
const where = detectCurrentWebView();

if (inRealApp) {
  bridgeStatus.textContent = `A real app bridge is present (${where.kind}): the messages go to the app, not to this panel.`;
} else {
  appWindow.ReactNativeWebView = {
    postMessage(json: string) {
      const message = JSON.parse(json) as { type: string; detail: unknown };
      const entry = document.createElement('li');
      const type = document.createElement('span');
      type.className = 'type';
      type.textContent = message.type;
      entry.append(type, ` ${JSON.stringify(message.detail, null, 2)}`);
      nativeLog.append(entry);
    },
  };
  bridgeStatus.textContent = `No app here (this page detects: ${where.kind}${where.app ? `, ${where.app}` : ''}), so it simulates one with a window.ReactNativeWebView that prints what it receives:`;
}
// ---------------------------------------------------------------------------------------------

startCheckout({
  // In the app, the bank sends the shopper back to the app's own address, which the app intercepts.
  // In this browser preview nothing would catch demoshop://, so the bank sends it to the status page.
  returnUrl: () => (inRealApp ? `${APP_SCHEME}://checkout/return` : new URL('return.html', location.href).href),
  // The bank's redirect may only lead back to https: or to schemes listed here.
  configure: (element) => element.setAttribute('allowed-return-schemes', APP_SCHEME),
});
