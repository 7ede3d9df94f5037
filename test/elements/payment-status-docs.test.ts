import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * docs/payment-status.md and the committed custom-elements.json say what `<svc-payment-status>`
 * really has (style.md: documented through the manifest; a test that the documented custom
 * properties are the real list). That custom-elements.json is what `npm run manifest` generates is
 * checked by ./docs.test.ts.
 */

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const docs = readFileSync(join(ROOT, 'docs/payment-status.md'), 'utf8');
const styles = readFileSync(join(ROOT, 'src/elements/payment-status/payment-status.styles.ts'), 'utf8');
const entry = readFileSync(join(ROOT, 'src/elements/payment-status/index.ts'), 'utf8');
/** The values `svc-elements/status` exports (types left out), read from its source: importing it needs a DOM. */
const exportedValues = [...entry.matchAll(/export\s*\{([^}]*)\}/g)]
  .flatMap((match) => match[1]!.split(','))
  .map((item) => item.trim())
  .filter((item) => item !== '' && !item.startsWith('type '))
  .map((item) => item.split(/\s+as\s+/).pop()!);
const manifest = JSON.parse(readFileSync(join(ROOT, 'custom-elements.json'), 'utf8')) as {
  modules: { declarations?: Record<string, any>[] }[];
};
const element = manifest.modules.flatMap((module) => module.declarations ?? []).find((declaration) => declaration.tagName === 'svc-payment-status');
const names = (list: { name: string }[] | undefined) => (list ?? []).map((item) => item.name);

describe('<svc-payment-status> in the manifest and in docs/payment-status.md', () => {
  it('the manifest describes its attributes, events, parts, custom properties and states', () => {
    expect(names(element?.attributes)).toEqual(['publishable-key', 'service-url', 'locale', 'processing-timeout']);
    expect(names(element?.events)).toEqual(['svc-payment-status', 'svc-loaderror']);
    expect(names(element?.cssParts)).toEqual(['base', 'icon', 'message', 'amount']);
    expect(names(element?.cssStates)).toEqual([
      'loading',
      'completed',
      'processing',
      'requires_payment_method',
      'requires_action',
      'canceled',
      'failed',
      'succeeded',
      'error',
    ]);
  });

  it('the documented custom properties are exactly those its stylesheet reads', () => {
    const used = [...new Set([...styles.matchAll(/var\((--svc-[a-z-]+)/g)].map((match) => match[1]))].sort();
    expect(names(element?.cssProperties).sort()).toEqual(used);
  });

  it.each([
    ['attribute', () => names(element?.attributes)],
    ['public property', () => names((element?.members ?? []).filter((member: any) => !member.static && !member.name.endsWith('Callback')))],
    ['event', () => names(element?.events)],
    ['CSS part', () => names(element?.cssParts)],
    ['custom property', () => names(element?.cssProperties)],
    ['custom state', () => names(element?.cssStates)],
  ])('docs/payment-status.md names every %s', (_kind, list) => {
    expect(list().length).toBeGreaterThan(0);
    expect(list().filter((name) => !docs.includes(`\`${name}\``))).toEqual([]);
  });

  it('docs/payment-status.md names every export of svc-elements/status', () => {
    expect(exportedValues).toContain('handlePaymentReturn');
    expect(exportedValues.filter((name) => !docs.includes(`\`${name}\``) && !docs.includes(`\`${name}(`))).toEqual([]);
  });

  it('the docs say, in plain words, never to fulfil from the query or the element', () => {
    expect(docs).toMatch(/Fulfil orders only from your server/);
    expect(docs).toMatch(/Never from the query string/);
    expect(docs).toContain('payment.completed');
  });
});
