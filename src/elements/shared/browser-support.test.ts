/**
 * What the elements need of the browser and how they do without the rest (./browser-support.ts), as
 * tables over stand-in globals and ElementInternals (DOM-free). The same rules in Chromium with the
 * features removed: test/browser/floor.spec.ts.
 */
import { describe, expect, it } from 'vitest';
import {
  type BrowserScope,
  attachInternalsIfAble,
  browserSupportError,
  formInternals,
  setCustomState,
  setOnlyCustomState,
} from './browser-support.js';
import { LOAD_ERROR_CODES } from './config.js';

/** A page's globals with everything the elements need. */
const FULL: BrowserScope = {
  customElements: { define: () => {} },
  Element: { prototype: { attachShadow: () => {} } },
  MessageChannel: () => {},
  Object: { hasOwn: () => true },
};

describe('browserSupportError', () => {
  it('is null where everything needed is there', () => {
    expect(browserSupportError(FULL)).toBeNull();
  });

  it.each([
    ['custom elements', { ...FULL, customElements: undefined }],
    ['custom elements', { ...FULL, customElements: null }],
    ['shadow DOM', { ...FULL, Element: { prototype: {} } }],
    ['MessageChannel', { ...FULL, MessageChannel: undefined }],
    ['Object.hasOwn', { ...FULL, Object: {} }],
  ])('without %s: browser_unsupported, naming it', (missing, scope) => {
    const error = browserSupportError(scope);
    expect(error?.code).toBe(LOAD_ERROR_CODES.BROWSER_UNSUPPORTED);
    expect(error?.message).toBe(
      `this browser has no ${missing}, which svc-elements needs: nothing was loaded. Offer the shopper another way to pay (docs/browsers.md).`,
    );
  });

  it('names everything missing at once', () => {
    expect(browserSupportError({ Object: { hasOwn: () => true } })?.message).toMatch(
      /^this browser has no custom elements, no shadow DOM, no MessageChannel,/,
    );
  });
});

/** A stand-in element whose `attachInternals` is `attach` (or absent). */
const elementWith = (attach?: () => unknown) => (attach === undefined ? {} : { attachInternals: attach }) as unknown as HTMLElement;

describe('attachInternalsIfAble', () => {
  it('gives the internals the engine attaches', () => {
    const internals = {};
    expect(attachInternalsIfAble(elementWith(() => internals))).toBe(internals);
  });

  it.each([
    ['there is no attachInternals (Safari before 16.4)', elementWith()],
    [
      'attachInternals throws',
      elementWith(() => {
        throw new DOMException('already attached', 'NotSupportedError');
      }),
    ],
  ])('is null when %s', (_case, element) => {
    expect(attachInternalsIfAble(element)).toBeNull();
  });
});

describe('formInternals', () => {
  it.each([
    ['internals with setValidity', { setValidity: () => {} }, true],
    ['internals without form association (Firefox 93 to 97)', {}, false],
    ['no internals', null, false],
  ])('%s → %s', (_case, internals, associated) => {
    const given = internals as ElementInternals | null;
    expect(formInternals(given)).toBe(associated ? given : null);
  });
});

/** Stand-in internals whose states are a Set (or absent, or refusing names without `--`). */
function internalsWith(states: 'set' | 'none' | 'dashed-only'): { internals: ElementInternals; names: Set<string> } {
  const names = new Set<string>();
  const refusing = {
    add: (name: string) => {
      if (!name.startsWith('--')) throw new DOMException(`'${name}' is not a valid custom state`, 'SyntaxError');
      names.add(name);
    },
    delete: (name: string) => names.delete(name),
    clear: () => names.clear(),
  };
  const internals = states === 'none' ? {} : { states: states === 'set' ? names : refusing };
  return { internals: internals as unknown as ElementInternals, names };
}

describe('custom states', () => {
  it('setCustomState adds and removes one state, leaving the others', () => {
    const { internals, names } = internalsWith('set');
    setCustomState(internals, 'ready', true);
    setCustomState(internals, 'empty', true);
    setCustomState(internals, 'ready', false);
    expect([...names]).toEqual(['empty']);
  });

  it('setOnlyCustomState leaves that one state', () => {
    const { internals, names } = internalsWith('set');
    setOnlyCustomState(internals, 'loading');
    setOnlyCustomState(internals, 'completed');
    expect([...names]).toEqual(['completed']);
  });

  it.each([
    ['no internals', null],
    ['internals without states (Safari before 17.4)', internalsWith('none').internals],
    ['states that take only --names (Chromium before 125)', internalsWith('dashed-only').internals],
  ])('does without, never throwing: %s', (_case, internals) => {
    expect(() => {
      setCustomState(internals, 'ready', true);
      setCustomState(internals, 'ready', false);
      setOnlyCustomState(internals, 'completed');
    }).not.toThrow();
  });
});
