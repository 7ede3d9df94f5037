import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The element types each framework sees (issue 11, item 2; docs/frameworks.md). Every file in
 * ./fixtures is a page of one framework: React 19 with the tags (`svc-elements/types/react`) and with
 * the wrappers (`svc-elements/react`), Preact, Solid, Vue (`GlobalComponents`, checked through Vue's
 * TSX, which reads `$props` as vue-tsc does, and `$emit`), and Angular's view (`HTMLElementTagNameMap`).
 * Each holds uses that must compile and misuses marked `@ts-expect-error`, each of which must fail:
 * tsc reports one that does not (TS2578), so a clean compile proves both.
 *
 * Compiled as a merchant's project would be: the fixture in a scratch project whose node_modules holds
 * svc-elements (this package, so its `exports` and the built dist/: `npm test` builds first) beside
 * our own packages, with the options of ./fixtures/tsconfig.json, one fixture per program (each
 * enables one framework's types), by the repository's tsc (TypeScript 7, README.md "Versions").
 */

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const FIXTURES = join(ROOT, 'test/types/fixtures');
const TSC = join(ROOT, 'node_modules/.bin/tsc');
const fixtures = readdirSync(FIXTURES).filter((name) => /\.tsx?$/.test(name));

let project = '';
let app = '';

beforeAll(() => {
  project = mkdtempSync(join(tmpdir(), 'svc-types-'));
  app = join(project, 'app');
  // The merchant's own dependencies resolve from ../node_modules (ours); svc-elements from its node_modules.
  symlinkSync(join(ROOT, 'node_modules'), join(project, 'node_modules'), 'dir');
  mkdirSync(join(app, 'node_modules'), { recursive: true });
  symlinkSync(ROOT, join(app, 'node_modules', 'svc-elements'), 'dir');
  copyFileSync(join(FIXTURES, 'tsconfig.json'), join(app, 'tsconfig.base.json'));
  for (const fixture of fixtures) copyFileSync(join(FIXTURES, fixture), join(app, fixture));
});

afterAll(() => {
  if (project !== '') rmSync(project, { recursive: true, force: true });
});

/** tsc's report on `fixture` alone: its diagnostics and exit status. */
function compile(fixture: string): { output: string; status: number | null } {
  const config = join(app, `tsconfig.${fixture}.json`);
  writeFileSync(config, JSON.stringify({ extends: './tsconfig.base.json', files: [fixture], include: [] }));
  const result = spawnSync(TSC, ['-p', config, '--pretty', 'false'], { cwd: app, encoding: 'utf8' });
  return { output: `${result.stdout}${result.stderr}`.trim(), status: result.status };
}

describe('the elements in each framework (test/types/fixtures)', () => {
  it('has a fixture for every framework docs/frameworks.md types', () => {
    expect(fixtures.sort()).toEqual(['angular.ts', 'preact.tsx', 'react-wrapper.tsx', 'react.tsx', 'solid.tsx', 'vue.tsx']);
  });

  it.each(['react', 'preact', 'solid', 'vue'])('svc-elements/types/%s builds to an empty module: types only, nothing to load', (name) => {
    expect(readFileSync(join(ROOT, `dist/types/${name}.js`), 'utf8')).toMatch(/^export \{\};\n(\/\/# sourceMappingURL=\S+\s*)?$/);
  });

  it.each(fixtures)('%s: every use compiles and every misuse fails', (fixture) => {
    const source = readFileSync(join(FIXTURES, fixture), 'utf8');
    expect(source.match(/@ts-expect-error/g)?.length ?? 0, 'misuses in the fixture').toBeGreaterThanOrEqual(2);
    expect(compile(fixture)).toEqual({ output: '', status: 0 });
  });
});
