import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RULES, VALUE_KINDS, VARIABLES, type ValueKind } from '../../src/frame/card/appearance-policy.js';
import { FORWARDED_CSS_PROPERTIES } from '../../src/elements/payment-element/appearance.js';

/**
 * docs/appearance.md cannot drift from the allowlist: its variables and rules tables are rendered from
 * src/frame/card/appearance-policy.ts, and its theme pictures are the reference screenshots of
 * test/browser/appearance.spec.ts, byte for byte. `npm run docs` (or `SVC_WRITE_DOCS=1` with this file)
 * writes both.
 */

const ROOT = new URL('../../', import.meta.url);
const DOC = new URL('docs/appearance.md', ROOT);
const WRITE = process.env.SVC_WRITE_DOCS === '1';
const THEMES = ['default', 'night', 'flat', 'auto-light', 'auto-dark', 'custom'] as const;

const code = (text: string) => `\`${text}\``;
const camel = (name: string) => name.slice('--svc-'.length).replace(/-([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());

function renderVariables(): string {
  const forwarded = new Set<string>(FORWARDED_CSS_PROPERTIES);
  const rows = Object.entries(VARIABLES).map(
    ([name, [kind, fallback, styles]]) =>
      `| ${code(name)} | ${code(camel(name))} | ${VALUE_KINDS[kind].name} | ${code(fallback)} | ${styles} | ${forwarded.has(name) ? 'yes' : ''} |`,
  );
  return ['| Variable | camelCase | Value | Default | Styles | CSS property on the element |', '|---|---|---|---|---|---|', ...rows].join('\n');
}

function renderRules(): string {
  const rows = Object.entries(RULES).map(([selector, [target, matches, properties]]) => {
    const list = Object.entries(properties as Record<string, ValueKind>)
      .map(([property, kind]) => `${code(property)} (${kind})`)
      .join(', ');
    return `| ${code(selector)} | ${matches} (${code(target.replace(/\|/g, '\\|'))}) | ${list} |`;
  });
  const kinds = Object.entries(VALUE_KINDS).map(([kind, { name }]) => `| ${kind} | ${name} |`);
  return [
    '| Selector | Matches in the frame | Properties (value kind) |',
    '|---|---|---|',
    ...rows,
    '',
    '| Value kind | What it takes (each part may also be `var(--svc-…)` of a variable above) |',
    '|---|---|',
    ...kinds,
  ].join('\n');
}

function section(doc: string, name: string, fresh: string): { current: string; next: string } {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const from = doc.indexOf(start);
  const to = doc.indexOf(end);
  if (from < 0 || to < 0) throw new Error(`docs/appearance.md has no ${start} … ${end}`);
  const current = doc.slice(from + start.length, to);
  return { current, next: `${doc.slice(0, from + start.length)}\n${fresh}\n${doc.slice(to)}` };
}

describe('docs/appearance.md', () => {
  it('the element forwards every variable of the allowlist as a CSS custom property, and no other', () => {
    expect([...FORWARDED_CSS_PROPERTIES].sort()).toEqual(Object.keys(VARIABLES).sort());
  });

  it('lists every variable and every rule selector with its properties, as the allowlist has them', () => {
    let doc = readFileSync(DOC, 'utf8');
    const parts = [
      ['variables', renderVariables()],
      ['rules', renderRules()],
    ] as const;
    for (const [name, fresh] of parts) {
      const { current, next } = section(doc, name, fresh);
      if (WRITE) doc = next;
      else expect(current.trim(), `the ${name} table: run npm run docs`).toBe(fresh);
    }
    if (WRITE) writeFileSync(DOC, doc);
  });

  it.each(THEMES)('shows the %s theme as the browser test’s reference screenshot', (theme) => {
    const reference = new URL(`test/browser/appearance.spec.ts-snapshots/theme-${theme}-chromium-linux.png`, ROOT);
    const picture = new URL(`docs/appearance/${theme}.png`, ROOT);
    if (WRITE) writeFileSync(picture, readFileSync(reference));
    expect(readFileSync(picture).equals(readFileSync(reference)), `docs/appearance/${theme}.png: run npm run docs`).toBe(true);
    expect(readFileSync(DOC, 'utf8')).toContain(`](appearance/${theme}.png)`);
  });
});
