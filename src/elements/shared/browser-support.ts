/**
 * How both elements meet the browser they run in (docs/browsers.md): what they cannot run without,
 * and how they do without what is optional. Pure over the objects they are given, so the rules are
 * tested as tables in Node (./browser-support.test.ts) and in Chromium with features removed
 * (test/browser/floor.spec.ts).
 *
 * - Needed: custom elements, shadow DOM, `MessageChannel` (the card frame's channel) and
 *   `Object.hasOwn`. Without one the element draws nothing and fires `svc-loaderror`
 *   `browser_unsupported` (`browserSupportError`), so the merchant can offer another way to pay.
 *   `Object.hasOwn` stands for the ES2022 built-ins: every script calls it (the validators parse
 *   every message with it), so an engine that parses the scripts but lacks it (Safari 15.0 to 15.3,
 *   Chrome 92) would otherwise fail later, with a frame that never answers. Not `crypto.randomUUID`:
 *   a merchant page served over plain `http:` in development has none, and the frame, which uses it,
 *   is always a secure context.
 * - Optional: ElementInternals. Without it (Safari before 16.4) there is no form association and no
 *   custom state; an ElementInternals without `setValidity` (Firefox 93 to 97) gives custom states
 *   only, one without `states` (Safari before 17.4) form association only. Never an error.
 */
import type { LoadErrorCode, LoadErrorDetail } from './config.js';

/** The globals the check reads: `globalThis` in a page, a plain object in a test. */
export interface BrowserScope {
  readonly customElements?: { readonly define?: unknown } | null;
  readonly Element?: { readonly prototype: { readonly attachShadow?: unknown } };
  readonly MessageChannel?: unknown;
  readonly Object?: { readonly hasOwn?: unknown };
}

/** Each needed feature by the name the message gives it, with its test. */
const NEEDED: readonly (readonly [name: string, present: (scope: BrowserScope) => boolean])[] = [
  ['custom elements', (scope) => typeof scope.customElements?.define === 'function'],
  ['shadow DOM', (scope) => typeof scope.Element?.prototype.attachShadow === 'function'],
  ['MessageChannel', (scope) => typeof scope.MessageChannel === 'function'],
  ['Object.hasOwn', (scope) => typeof scope.Object?.hasOwn === 'function'],
];

/** Why the elements cannot run in this browser (`browser_unsupported`, naming what is missing), or null when they can. */
export function browserSupportError(scope: BrowserScope = globalThis): LoadErrorDetail | null {
  const missing = NEEDED.filter(([, present]) => !present(scope)).map(([name]) => name);
  if (missing.length === 0) return null;
  return {
    code: 'browser_unsupported' satisfies LoadErrorCode,
    message: `this browser has no ${missing.join(', no ')}, which svc-elements needs: nothing was loaded. Offer the shopper another way to pay (docs/browsers.md).`,
  };
}

/** The element's ElementInternals, or null where the engine has none or refuses them. */
export function attachInternalsIfAble(element: HTMLElement): ElementInternals | null {
  try {
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- Safari before 16.4 and Firefox before 93 have no attachInternals
    return element.attachInternals?.() ?? null;
  } catch {
    return null;
  }
}

/** `internals` when they associate the element with its form, else null (barred from constraint validation, like a native control). */
export function formInternals(internals: ElementInternals | null): ElementInternals | null {
  // Firefox 93 to 97 have ElementInternals without form association.
  return typeof internals?.setValidity === 'function' ? internals : null;
}

/**
 * Runs `change` on the element's custom states (`:state(…)` selectors). The states are a nicety,
 * not a contract: engines without CustomStateSet skip them, and Chromium before 125 throws on names
 * without `--`.
 */
function changeCustomStates(internals: ElementInternals | null, change: (states: CustomStateSet) => void): void {
  try {
    // Safari before 17.4 and Firefox before 126 have no ElementInternals.states.
    const states = internals?.states;
    if (states) change(states);
  } catch {
    // A state less: nothing depends on it.
  }
}

/** Sets or clears one custom state, where the engine has them. */
export function setCustomState(internals: ElementInternals | null, name: string, on: boolean): void {
  changeCustomStates(internals, (states) => {
    if (on) states.add(name);
    else states.delete(name);
  });
}

/** Makes `name` the element's one custom state, where the engine has them. */
export function setOnlyCustomState(internals: ElementInternals | null, name: string): void {
  changeCustomStates(internals, (states) => {
    states.clear();
    states.add(name);
  });
}
