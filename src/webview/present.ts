/**
 * The part of the native bridge that ships in the elements' scripts: is there a bridge at all? A few
 * hundred bytes. The code that posts (./bridge.ts) is imported lazily, only on pages that run inside
 * an app which injected a bridge. See docs/webview.md.
 */
import { FORWARDED_EVENT_TYPES, type NativeBridgeWindow } from './contract.js';

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
