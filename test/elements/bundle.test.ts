import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { gzipBytes, lazyImportsOf, staticImportsOf } from '../support/bundles.js';

/**
 * What a merchant's checkout page loads for `<svc-payment-element>`: the script-tag build
 * `dist/elements/svc-elements.js` (written by `npm run build`, `vite build --config
 * vite.elements.config.ts`). It must be the only script the page loads up front: code that only some
 * checkouts need (the 3-D Secure dialog, the native bridge) is imported with `import()` into chunks/.
 * A module that both the entry and such a chunk imported would be split into a shared chunk the entry
 * imports statically (rolldown/rolldown#10731), one more script on every page: the first assertion
 * catches that, the second the budget. The return page's script is measured in ./size.test.ts.
 */

const ENTRY = fileURLToPath(new URL('../../dist/elements/svc-elements.js', import.meta.url));
const CHUNKS = fileURLToPath(new URL('../../dist/elements/chunks', import.meta.url));
/**
 * The gzip budget of the script a merchant page loads: issue 9 set at most 14 000 bytes and aimed for
 * 12 000, which the elements reached by drawing their shadow roots without lit-html
 * (src/elements/README.md, "Rendering"). Issue 12 brought languages, themes, brand logos, fonts and
 * the loading states with everything that could wait in lazy chunks (the frame's catalogues, the
 * appearance code, the widgets, the fonts) and 201 bytes here: the options schema for
 * `acceptedBrands` and `preferredNetwork` (113), the skeleton drawn as the form (45), the `fonts` hand-off
 * (27), the appearance's refusal event (2, its host code made shorter to pay for it) and 14 more from how
 * they compress together; then 83 for the 24 appearance variables as CSS custom properties on the
 * element (issue 12, item 1: the ten of before and fourteen more). The budget moved by 300 bytes to
 * hold them, still far inside issue 9's 14 000; what comes next pays for itself or goes in a chunk.
 */
const BUDGET_BYTES = 12_300;

function readEntry(): string {
  if (!existsSync(ENTRY)) throw new Error(`${ENTRY} is missing: run npm run build`);
  return readFileSync(ENTRY, 'utf8');
}

describe('svc-elements.js, as a merchant page loads it', () => {
  it('imports nothing statically: chunks/ load only through import()', () => {
    const code = readEntry();
    expect(staticImportsOf(code)).toEqual([]);
    expect(lazyImportsOf(code).every((specifier) => specifier.startsWith('./chunks/'))).toBe(true);
    expect(lazyImportsOf(code)).not.toEqual([]);
  });

  it(`is at most ${BUDGET_BYTES} bytes gzipped`, () => {
    const size = gzipBytes(readEntry());
    // The chunks load later, only on the pages that need them (a 3-D Secure challenge, an app's bridge): not counted.
    const chunks = existsSync(CHUNKS)
      ? readdirSync(CHUNKS)
          .filter((name) => name.endsWith('.js'))
          .sort()
      : [];
    const lazy = chunks.map((name) => `${name} ${gzipBytes(readFileSync(join(CHUNKS, name)))}`).join(', ');
    console.info(`svc-elements.js gzip: ${size} bytes; budget ${BUDGET_BYTES}; lazy chunks (gzip bytes): ${lazy}`);
    expect(size).toBeLessThanOrEqual(BUDGET_BYTES);
  });

  it('finds static imports, and only those; lazy ones apart', () => {
    const code = [
      'import{a as b}from"./chunks/zod-1.js";',
      'import"./chunks/side-2.js";',
      "import * as lit from 'lit';",
      'export{x}from"./chunks/x-3.js";',
      'export*from"./chunks/all-4.js";',
      'const d=()=>import(`./chunks/dialog-5.js`),u=import.meta.url,w=Array.from("ab");',
      'const t=`important: imported from ${d}`;',
    ].join('');
    expect(staticImportsOf(code)).toEqual(['./chunks/zod-1.js', './chunks/side-2.js', 'lit', './chunks/x-3.js', './chunks/all-4.js']);
    expect(lazyImportsOf(code)).toEqual(['./chunks/dialog-5.js']);
  });
});
