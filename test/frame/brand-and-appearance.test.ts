import { describe, expect, it } from 'vitest';
import { createRequester, lookupCardBin } from '../../src/client/index.js';
import { LABELS_ATTRIBUTE, THEME_ATTRIBUTE, applyVariablesAndAttributes, type AppearanceTarget } from '../../src/frame/card/appearance.js';
import { preselectedBrand } from '../../src/frame/card/brand-choice.js';
import { BIN_LENGTH, BrandLookup } from '../../src/frame/card/widgets/brand-lookup.js';
import { LOGOS } from '../../src/frame/card/widgets/logos.js';
import { BRANDS } from '../../src/card/index.js';
import { useSandbox } from '../support/sandbox.js';
import { recordingFetch } from '../client/support.js';

/**
 * Co-badged cards (contract: card brand look-up): one look-up per eight-digit prefix, stale answers
 * dropped, the cardholder's pick kept. Theming (style.md): `--svc-*` variables through the CSSOM,
 * replaced as a whole on update.
 */

describe('BrandLookup against the sandbox', () => {
  const t = useSandbox();
  const lookupFor = () => {
    const { fetch, sent } = recordingFetch();
    const client = createRequester({ serviceUrl: t.url, publishableKey: t.publishableKey, fetch });
    return { lookup: new BrandLookup(async (bin) => (await lookupCardBin(client, bin)).brands), sent };
  };

  it('4013 0000 0000 0007 is Visa and Cartes Bancaires; a plain Visa is Visa alone', async () => {
    const { lookup } = lookupFor();
    expect(await lookup.brandsFor('4013000000000007')).toEqual(['visa', 'cartes_bancaires']);
    expect(await lookup.brandsFor('4242424242424242')).toEqual(['visa']);
  });

  it('nothing is looked up before eight digits, and each prefix once, with only its first eight digits sent', async () => {
    const { lookup, sent } = lookupFor();
    expect(await lookup.brandsFor('4013000')).toEqual([]);
    expect(sent).toHaveLength(0);
    for (let length = BIN_LENGTH; length <= 16; length += 1) await lookup.brandsFor('4013000000000007'.slice(0, length));
    expect(sent.map((request) => request.url.pathname)).toEqual(['/v1/card_bins/40130000']);
  });

  it('an answer for a prefix the shopper already changed is dropped (null), the newer one stands', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const lookup = new BrandLookup(async (bin) => {
      if (bin === '40130000') await gate;
      return bin === '40130000' ? ['visa', 'cartes_bancaires'] : ['mastercard'];
    });
    const slow = lookup.brandsFor('40130000');
    const fast = await lookup.brandsFor('55555555');
    release();
    expect(fast).toEqual(['mastercard']);
    expect(await slow).toBeNull();
  });

  it('a failed look-up leaves the chooser hidden ([]) and is tried again next time', async () => {
    let calls = 0;
    const lookup = new BrandLookup(() => {
      calls += 1;
      if (calls === 1) return Promise.reject(new Error('offline'));
      return Promise.resolve(['visa', 'cartes_bancaires']);
    });
    expect(await lookup.brandsFor('40130000')).toEqual([]);
    expect(await lookup.brandsFor('40130000')).toEqual(['visa', 'cartes_bancaires']);
  });

  it('preselectedBrand: none for one brand, the earlier pick if still offered, else the first', () => {
    expect(preselectedBrand(['visa'], null)).toBeNull();
    expect(preselectedBrand(['visa', 'cartes_bancaires'], null)).toBe('visa');
    expect(preselectedBrand(['visa', 'cartes_bancaires'], 'cartes_bancaires')).toBe('cartes_bancaires');
    expect(preselectedBrand(['mastercard', 'cartes_bancaires'], 'visa')).toBe('mastercard');
  });

  it('preselectedBrand with the merchant’s preferredNetwork: its first network the card has, unless the shopper already picked', () => {
    expect(preselectedBrand(['visa', 'cartes_bancaires'], null, ['cartes_bancaires'])).toBe('cartes_bancaires');
    expect(preselectedBrand(['visa', 'cartes_bancaires'], null, ['mastercard', 'visa'])).toBe('visa');
    expect(preselectedBrand(['visa', 'cartes_bancaires'], null, ['mastercard'])).toBe('visa');
    expect(preselectedBrand(['visa', 'cartes_bancaires'], 'visa', ['cartes_bancaires'])).toBe('visa');
    expect(preselectedBrand(['visa'], null, ['visa'])).toBeNull();
  });
});

describe('brand logos', () => {
  it('every brand the card logic detects has a drawing of its own, and nothing else does besides the generic card', () => {
    expect(Object.keys(LOGOS).sort()).toEqual([...Object.keys(BRANDS), 'card'].sort());
    expect(Object.keys(BRANDS).length).toBeGreaterThanOrEqual(15);
  });

  it('each drawing starts with the 40×26 card and keeps its shapes inside it', () => {
    for (const [brand, shapes] of Object.entries(LOGOS)) {
      expect(shapes[0], brand).toEqual(['r', 0, 0, 40, 26, 3, expect.stringMatching(/^#[0-9a-f]{3,8}$/)]);
      for (const shape of shapes) {
        const [kind, x, y] = shape;
        expect(x, `${brand} ${kind}`).toBeGreaterThanOrEqual(0);
        expect(x, `${brand} ${kind}`).toBeLessThanOrEqual(40);
        expect(y, `${brand} ${kind}`).toBeGreaterThanOrEqual(0);
        expect(y, `${brand} ${kind}`).toBeLessThanOrEqual(26);
      }
    }
  });
});

/** A stand-in for `document.documentElement` that records what the CSSOM receives. */
function target() {
  const properties = new Map<string, string>();
  const attributes = new Map<string, string>();
  const element: AppearanceTarget = {
    style: {
      setProperty: (name, value) => void properties.set(name, value),
      removeProperty: (name) => {
        const old = properties.get(name) ?? '';
        properties.delete(name);
        return old;
      },
    },
    setAttribute: (name, value) => void attributes.set(name, value),
    removeAttribute: (name) => void attributes.delete(name),
  };
  return { element, properties, attributes };
}

describe('applyVariablesAndAttributes (after the allowlist accepted the appearance)', () => {
  it('sets each variable through style.setProperty, camelCase names as their --svc-* names, the theme as data-theme, floating labels as data-labels', () => {
    const { element, properties, attributes } = target();
    const applied = applyVariablesAndAttributes(element, {
      theme: 'night',
      labels: 'floating',
      variables: { '--svc-color-primary': '#ff0066', borderRadius: '0', fontSizeLabel: '12px' },
    });
    expect(Object.fromEntries(properties)).toEqual({ '--svc-color-primary': '#ff0066', '--svc-border-radius': '0', '--svc-font-size-label': '12px' });
    expect(attributes.get(THEME_ATTRIBUTE)).toBe('night');
    expect(attributes.get(LABELS_ATTRIBUTE)).toBe('floating');
    expect([...applied]).toEqual(['--svc-color-primary', '--svc-border-radius', '--svc-font-size-label']);
  });

  it('a camelCase name after its --svc-* spelling wins (the merchant’s variables come after the forwarded properties)', () => {
    const { element, properties } = target();
    applyVariablesAndAttributes(element, { variables: { '--svc-color-primary': 'red', colorPrimary: 'blue' } });
    expect(Object.fromEntries(properties)).toEqual({ '--svc-color-primary': 'blue' });
  });

  it('an update replaces the whole appearance: variables it no longer names are removed, the default theme and label style drop their attributes', () => {
    const { element, properties, attributes } = target();
    const first = applyVariablesAndAttributes(element, {
      theme: 'flat',
      labels: 'floating',
      variables: { '--svc-color-primary': 'red', '--svc-spacing': '8px' },
    });
    applyVariablesAndAttributes(element, { variables: { spacing: '10px' } }, first);
    expect(Object.fromEntries(properties)).toEqual({ '--svc-spacing': '10px' });
    expect(attributes.has(THEME_ATTRIBUTE)).toBe(false);
    expect(attributes.has(LABELS_ATTRIBUTE)).toBe(false);
  });
});
