import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * package.json's `sideEffects` (issue 11, item 2: tree-shakable ESM): a bundler drops every module of
 * the package that is not listed there when nothing it exports is used, a bare `import 'svc-elements'`
 * included. So every module that does something when imported (defines an element), and every module
 * that imports one only for its effect, must be listed, or a merchant's bundle would define nothing
 * (the Vue and webview examples in test/browser/examples.spec.ts fail that way in a browser).
 */

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const { sideEffects } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { sideEffects: string[] };
const BARE_IMPORT = /^import\s+['"](\.[^'"]+)['"];?$/gm;
const DEFINES = /^defineElement\(/m;

const sources = readdirSync(join(ROOT, 'src'), { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') && !entry.name.endsWith('.d.ts'))
  .map((entry) => join(entry.parentPath, entry.name));
/** `src/elements/define.ts` → `./dist/elements/define.js`, as the package publishes it. */
const published = (source: string) => `./dist/${relative(join(ROOT, 'src'), source).replace(/\.ts$/, '.js').split('\\').join('/')}`;

describe('package.json sideEffects', () => {
  const effectful = new Set<string>();
  for (const source of sources) {
    const code = readFileSync(source, 'utf8');
    if (DEFINES.test(code)) effectful.add(published(source));
    for (const [, specifier] of code.matchAll(BARE_IMPORT)) {
      effectful.add(published(source));
      effectful.add(published(join(dirname(source), specifier!.replace(/\.js$/, '.ts'))));
    }
  }

  it('finds the modules that define elements', () => {
    expect([...effectful]).toContain('./dist/elements/payment-element/define.js');
    expect([...effectful]).toContain('./dist/elements/index.js');
  });

  it('lists every module that defines an element or imports one for its effect, as published in dist/', () => {
    // The script-tag builds' entries are never published from dist/ under their source names.
    const expected = [...effectful].filter((file) => !/\/(standalone|script-tag)\.js$/.test(file)).sort();
    expect(expected.filter((file) => !sideEffects.includes(file))).toEqual([]);
  });

  it('lists their sources too: the package’s own script-tag builds bundle src/, and a bundler reads the same field for them', () => {
    // Without these, vite.elements.config.ts --mode script-tag dropped `import './define.js'` and built a file that defines nothing.
    const sourcesOf = [...effectful].map((file) => file.replace(/^\.\/dist\//, './src/').replace(/\.js$/, '.ts')).sort();
    expect(sourcesOf.filter((file) => !sideEffects.includes(file))).toEqual([]);
  });
});
