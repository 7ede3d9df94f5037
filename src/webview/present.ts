/**
 * The part of the native bridge that ships in the main bundle: is there a bridge at all? No zod, a
 * few hundred bytes. The code that posts (./bridge.ts) is imported lazily, only on pages that run
 * inside an app which injected a bridge. See docs/webview.md.
 */

/**
 * The events forwarded to the app, passed to ./bridge.ts when it loads. ./messages.ts has one
 * detail schema per name (the compiler checks), and a redirect is no event of its own: it is
 * `svc-payment` with `outcome: 'redirect'` and `redirectUrl`.
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

const canPost = (bridge: { postMessage?: unknown } | undefined): boolean => typeof bridge?.postMessage === 'function';

/** Whether the app injected at least one bridge. Never throws. */
export function hasNativeBridge(win: object): boolean {
  try {
    const { webkit, ReactNativeWebView, SvcBridge } = win as NativeBridgeWindow;
    return canPost(webkit?.messageHandlers?.svc) || canPost(ReactNativeWebView) || canPost(SvcBridge);
  } catch {
    return false;
  }
}

/**
 * Forwards `target`'s lifecycle events to the app's bridges, if it injected any: checks
 * synchronously, loads ./bridge.ts lazily, and replays the events that fired while it loaded (a
 * configuration error fires in the same task as `connectedCallback`). Returns the disconnect function.
 */
export function forwardToNativeBridge(target: EventTarget, win: object): () => void {
  if (!hasNativeBridge(win)) return () => {};
  const earlier: Event[] = [];
  const remember = (event: Event): void => void earlier.push(event);
  const stopRemembering = (): void => FORWARDED_EVENT_TYPES.forEach((type) => target.removeEventListener(type, remember));
  FORWARDED_EVENT_TYPES.forEach((type) => target.addEventListener(type, remember));
  let disconnect = stopRemembering;
  import('./bridge.js').then(
    (bridge) => {
      if (disconnect !== stopRemembering) return;
      stopRemembering();
      disconnect = bridge.connectNativeBridge(target, win, FORWARDED_EVENT_TYPES, earlier);
    },
    // A chunk that fails to load must not break checkout; the page's own listeners still work.
    (error: unknown) => {
      stopRemembering();
      console.warn('[svc-elements] the native bridge could not load:', error);
    },
  );
  return () => {
    disconnect();
    disconnect = () => {};
  };
}
