import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LOAD_ERROR_CODES } from '../../src/elements/shared/config.js';
import elementsConfig from '../../vite.elements.config.js';
import frameConfig from '../../vite.frame.config.js';
import { buildTargets, packageBuildTargets } from '../../vite.targets.js';

/**
 * The supported browsers are one list (docs/browsers.md): package.json's `browserslist`, which both
 * Vite builds target (vite.targets.ts) and the docs quote.
 */

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const pkg = JSON.parse(readFileSync(`${ROOT}package.json`, 'utf8')) as { browserslist: string[] };
const docs = readFileSync(`${ROOT}docs/browsers.md`, 'utf8');

describe('buildTargets', () => {
  it.each([
    [
      ['chrome >= 98', 'edge >= 98'],
      ['chrome98', 'edge98'],
    ],
    [['firefox >= 95'], ['firefox95']],
    [
      ['safari >= 16.0', 'ios_saf >= 16.0'],
      ['safari16.0', 'ios16.0'],
    ],
    [[' safari >= 16.4 '], ['safari16.4']],
  ])('%j → %j', (queries, targets) => {
    expect(buildTargets(queries)).toEqual(targets);
  });

  it.each(['defaults', '> 0.5%', 'last 2 versions', 'not dead', 'safari 16', 'opera >= 80', 'and_chr >= 98', 'chrome >= latest'])(
    'stops the build on %j, which it cannot resolve without caniuse data',
    (query) => {
      expect(() => buildTargets(['chrome >= 98', query])).toThrow(`package.json browserslist: "${query}" is not "<browser> >= <version>"`);
    },
  );
});

describe("package.json's browserslist", () => {
  it('is what both Vite builds target, in every mode', () => {
    const targets = packageBuildTargets();
    expect(targets).toEqual(buildTargets(pkg.browserslist));
    for (const config of [elementsConfig, frameConfig]) {
      for (const mode of ['production', 'status', 'three-d-secure']) expect(config({ command: 'build', mode }).build?.target).toEqual(targets);
    }
  });

  it('is the list docs/browsers.md quotes', () => {
    const quoted = /^# Supported browsers\n[\s\S]*?```json\n([^`]*)```/.exec(docs)?.[1];
    expect(quoted, 'docs/browsers.md opens with the list in a json block').toBeDefined();
    expect(JSON.parse(quoted!)).toEqual(pkg.browserslist);
  });

  it('docs/browsers.md documents the code of a browser the kit cannot run in', () => {
    expect(docs).toContain(`| \`${LOAD_ERROR_CODES.BROWSER_UNSUPPORTED}\` |`);
  });
});
