/**
 * Forwards the element's lifecycle and outcome events to a native app that embeds the checkout in a
 * webview (docs/webview.md). Imported lazily (see ./present.ts): only pages inside such an app pay
 * for it.
 *
 * What crosses is a JSON-safe copy of each event's `detail` and nothing else; those details never
 * hold card data (the card number and CVC never leave the service's frame). Posting never throws: a
 * broken bridge must not break the checkout.
 *
 * Nothing here validates a message against its schema (`NativeBridgeMessage`, ./messages.ts, whose
 * type alone is imported): zod never ships to the page. The unit tests parse what every event of the
 * kit becomes with it instead. The event names arrive as a parameter (see README.md, "Bundles").
 */
import type { NativeBridgeEventType, NativeBridgeWindow } from './contract.js';
import { NATIVE_BRIDGE_SOURCE, NATIVE_BRIDGE_VERSION } from './envelope.js';
import type { NativeBridgeMessage } from './messages.js';

const LOG_PREFIX = '[svc-native-bridge]';

type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
const MAX_DEPTH = 20;

/**
 * A plain copy of `value` as JSON.stringify would write it, without ever throwing: functions,
 * symbols, bigints and `undefined` are left out, non-finite numbers become null, cycles are cut.
 */
export function toJsonSafe(value: unknown, ancestors: readonly object[] = []): JsonValue | undefined {
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return value;
    case 'number':
      return Number.isFinite(value) ? value : null;
    case 'object':
      break;
    default:
      return undefined;
  }
  if (value === null) return null;
  if (ancestors.includes(value) || ancestors.length >= MAX_DEPTH) return undefined;
  const inside = [...ancestors, value];
  if (value instanceof Date) return toJsonSafe(Number.isNaN(value.getTime()) ? null : value.toISOString(), inside);
  if (Array.isArray(value)) return value.map((item) => toJsonSafe(item, inside) ?? null);
  const copy: Record<string, JsonValue> = {};
  for (const [key, item] of Object.entries(value)) {
    const safe = toJsonSafe(item, inside);
    if (safe !== undefined) copy[key] = safe;
  }
  return copy;
}

/**
 * The message for one of our events: the envelope around a JSON-safe copy of its detail, or null when
 * that copy is not a JSON object (a detail-less event of the same name). The detail is not checked
 * against ./messages.ts here (see above); the type says what the tests check.
 */
export function nativeBridgeMessage(event: Event): NativeBridgeMessage | null {
  const detail = toJsonSafe((event as Event & { detail?: unknown }).detail);
  if (detail === null || typeof detail !== 'object' || Array.isArray(detail)) return null;
  return { source: NATIVE_BRIDGE_SOURCE, version: NATIVE_BRIDGE_VERSION, type: event.type, detail } as NativeBridgeMessage;
}

export const NATIVE_BRIDGES = { WEBKIT: 'webkit', REACT_NATIVE: 'react-native', ANDROID: 'android' } as const;
export type NativeBridgeName = (typeof NATIVE_BRIDGES)[keyof typeof NATIVE_BRIDGES];

interface FoundBridge {
  name: NativeBridgeName;
  post(message: NativeBridgeMessage, json: string): void;
}

/**
 * The bridges the app injected, each with the form it takes: WebKit copies an object into an
 * NSDictionary; React Native's and an Android interface's `postMessage` take a string. Methods are
 * called on their objects: an Android interface method refuses any other `this`.
 */
export function findNativeBridges(win: object): FoundBridge[] {
  const { webkit, ReactNativeWebView, SvcBridge } = win as NativeBridgeWindow;
  const ios = webkit?.messageHandlers?.svc;
  const found: FoundBridge[] = [];
  if (typeof ios?.postMessage === 'function') found.push({ name: NATIVE_BRIDGES.WEBKIT, post: (message) => ios.postMessage(message) });
  if (typeof ReactNativeWebView?.postMessage === 'function') {
    found.push({ name: NATIVE_BRIDGES.REACT_NATIVE, post: (_, json) => ReactNativeWebView.postMessage(json) });
  }
  if (typeof SvcBridge?.postMessage === 'function') found.push({ name: NATIVE_BRIDGES.ANDROID, post: (_, json) => SvcBridge.postMessage(json) });
  return found;
}

/**
 * Posts `message` to every bridge the app injected, looked up on every post (a bridge injected late
 * still receives). Returns the bridges that took it; one that throws is reported once per `warned`
 * set, and the others still receive.
 */
export function postToNativeBridges(win: object, message: NativeBridgeMessage, warned: Set<string> = new Set<string>()): NativeBridgeName[] {
  const delivered: NativeBridgeName[] = [];
  let bridges: FoundBridge[];
  let json: string;
  try {
    bridges = findNativeBridges(win);
    json = JSON.stringify(message);
  } catch (error) {
    warnOnce(warned, 'lookup', 'could not look up the native bridges:', error);
    return delivered;
  }
  for (const bridge of bridges) {
    try {
      bridge.post(message, json);
      delivered.push(bridge.name);
    } catch (error) {
      warnOnce(warned, bridge.name, `the ${bridge.name} bridge threw; the app did not get ${message.type}:`, error);
    }
  }
  return delivered;
}

function warnOnce(warned: Set<string>, key: string, text: string, error?: unknown): void {
  if (warned.has(key)) return;
  warned.add(key);
  console.warn(`${LOG_PREFIX} ${text}`, ...(error === undefined ? [] : [error]));
}

/**
 * Forwards `eventTypes` (`FORWARDED_EVENT_TYPES`, passed by ./present.ts) fired at `target` to the app's bridges, after replaying
 * those of `earlier` (events that fired before this module loaded). Returns the function that stops
 * forwarding.
 */
export function connectNativeBridge(
  target: EventTarget,
  win: object,
  eventTypes: readonly NativeBridgeEventType[],
  earlier: readonly Event[] = [],
): () => void {
  const warned = new Set<string>();
  const forward = (event: Event): void => {
    let message: NativeBridgeMessage | null;
    try {
      message = nativeBridgeMessage(event);
    } catch (error) {
      warnOnce(warned, `build:${event.type}`, `could not build the ${event.type} message:`, error);
      return;
    }
    if (message === null) {
      warnOnce(warned, `shape:${event.type}`, `${event.type} was not forwarded: its detail is not an object (docs/webview.md).`);
      return;
    }
    postToNativeBridges(win, message, warned);
  };
  for (const event of earlier) if (eventTypes.includes(event.type as NativeBridgeEventType)) forward(event);
  for (const type of eventTypes) target.addEventListener(type, forward);
  return () => {
    for (const type of eventTypes) target.removeEventListener(type, forward);
  };
}
