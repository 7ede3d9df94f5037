/**
 * What the page and a native app agree on (docs/webview.md): which events are forwarded, and the
 * objects an app may inject into the window. Imports nothing (a leaf, like ./envelope.ts), so the
 * part has no import cycle. At run time only ./present.ts, in the elements' scripts, imports it; the
 * lazy ./bridge.ts takes its types only (README.md, "Bundles").
 */

/**
 * The events forwarded to the app. ./messages.ts has one detail schema per name (the compiler
 * checks), and a redirect is no event of its own: it is `svc-payment` with `outcome: 'redirect'`
 * and `redirectUrl`.
 */
export const FORWARDED_EVENT_TYPES = ['svc-ready', 'svc-loaderror', 'svc-challenge', 'svc-payment', 'svc-payment-status'] as const;
export type NativeBridgeEventType = (typeof FORWARDED_EVENT_TYPES)[number];

interface PostsMessages<Message> {
  postMessage(message: Message): void;
}

/** The objects an app may inject into the page's window. */
export interface NativeBridgeWindow {
  /** iOS: `WKUserContentController.add(handler, name: "svc")`; receives the message as an object. */
  webkit?: { messageHandlers?: { svc?: PostsMessages<object> } };
  /** React Native (`react-native-webview`); receives JSON text. */
  ReactNativeWebView?: PostsMessages<string>;
  /** Android: `addJavascriptInterface(bridge, "SvcBridge")` or `addWebMessageListener(…, "SvcBridge", …)`; JSON text. */
  SvcBridge?: PostsMessages<string>;
}
