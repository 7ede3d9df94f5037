import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain JavaScript build script without types
import { normalizeManifest } from '../../scripts/manifest.mjs';

/** docs/element.md and custom-elements.json say what the element really has (style.md: documented through the manifest). */

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const docs = readFileSync(join(ROOT, 'docs/element.md'), 'utf8');
const committed = JSON.parse(readFileSync(join(ROOT, 'custom-elements.json'), 'utf8'));

interface Declaration {
  tagName?: string;
  customElement?: boolean;
  attributes?: { name: string }[];
  members?: { name: string; kind: string; static?: boolean }[];
  events?: { name: string }[];
  cssParts?: { name: string }[];
  cssProperties?: { name: string }[];
  cssStates?: { name: string }[];
}

function elements(manifest: { modules: { declarations?: Declaration[] }[] }): Declaration[] {
  return manifest.modules.flatMap((module) => module.declarations ?? []).filter((declaration) => declaration.customElement);
}

describe('custom elements manifest and docs/element.md', () => {
  it('custom-elements.json is what `npm run manifest` generates from the current sources', () => {
    // The analyzer joins --outdir to the working directory, so the scratch folder sits inside the repo (ignored by git).
    const relative = `node_modules/.cache/cem-check-${process.pid}`;
    const dir = join(ROOT, relative);
    try {
      execFileSync(join(ROOT, 'node_modules/.bin/cem'), ['analyze', '--outdir', relative, '--quiet'], { cwd: ROOT });
      const fresh = normalizeManifest(JSON.parse(readFileSync(join(dir, 'custom-elements.json'), 'utf8')));
      expect(fresh).toEqual(committed);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('package.json points tools at the manifest', () => {
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
    expect(pkg.customElements).toBe('custom-elements.json');
    expect(pkg.files).toContain('custom-elements.json');
  });

  const [element] = elements(committed);

  it('the manifest describes <svc-payment-element> with its attributes, events, parts, custom properties and states', () => {
    expect(element?.tagName).toBe('svc-payment-element');
    expect(element?.attributes?.map((a) => a.name)).toEqual([
      'client-secret',
      'publishable-key',
      'locale',
      'service-url',
      'allowed-return-schemes',
      'amount',
      'currency',
    ]);
    expect(element?.events?.map((e) => e.name)).toEqual([
      'svc-ready',
      'svc-change',
      'focus',
      'blur',
      'svc-loaderror',
      'svc-payment',
      'svc-challenge',
    ]);
    expect(element?.cssParts?.map((p) => p.name)).toEqual(['frame', 'skeleton', 'challenge-dialog', 'challenge-close', 'challenge-frame']);
    expect(element?.cssProperties?.length).toBeGreaterThan(0);
  });

  it.each([
    ['attribute', () => element?.attributes?.map((a) => a.name) ?? []],
    ['public property and method', () => element?.members?.filter((m) => !m.static && !m.name.endsWith('Callback')).map((m) => m.name) ?? []],
    ['event', () => element?.events?.map((e) => e.name) ?? []],
    ['CSS part', () => element?.cssParts?.map((p) => p.name) ?? []],
    ['custom property', () => element?.cssProperties?.map((p) => p.name) ?? []],
    ['custom state', () => element?.cssStates?.map((s) => s.name) ?? []],
  ])('docs/element.md names every %s of the manifest', (_kind, names) => {
    const missing = names().filter((name) => !docs.includes(`\`${name}\``) && !docs.includes(`\`${name}(`));
    expect(missing).toEqual([]);
  });
});
