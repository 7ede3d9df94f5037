import { readFileSync } from 'node:fs';

/**
 * The browsers every script of the kit is built for, read from package.json's `browserslist`, the one
 * list the build, the docs (docs/browsers.md) and any tool that reads browserslist share.
 *
 * The `browserslist` package is not a dependency: the list is a handful of `<browser> >= <version>`
 * lines, and this maps each to the target names of Vite's build (Oxc for scripts, Lightning CSS for
 * styles, both in esbuild's spelling: `safari15.4`). Any other query (`defaults`, `> 0.5%`, `last 2
 * versions`) would need caniuse data to resolve, so it stops the build instead of being guessed at.
 */

/** browserslist's names of the engines the list may name, and the build's name of each. */
export const BUILD_TARGET_ENGINES = { chrome: 'chrome', edge: 'edge', firefox: 'firefox', safari: 'safari', ios_saf: 'ios' } as const;

const QUERY = /^(\w+) >= (\d+(?:\.\d+)?)$/;

/** `['chrome >= 93', 'ios_saf >= 15.4']` → `['chrome93', 'ios15.4']`; throws on any other kind of query. */
export function buildTargets(queries: readonly string[]): string[] {
  return queries.map((query) => {
    const [, browser = '', version = ''] = QUERY.exec(query.trim()) ?? [];
    if (!Object.hasOwn(BUILD_TARGET_ENGINES, browser)) {
      const engines = Object.keys(BUILD_TARGET_ENGINES).join(', ');
      throw new Error(`package.json browserslist: "${query}" is not "<browser> >= <version>" with a browser of ${engines} (vite.targets.ts).`);
    }
    return `${BUILD_TARGET_ENGINES[browser as keyof typeof BUILD_TARGET_ENGINES]}${version}`;
  });
}

/** package.json's `browserslist` as build targets. */
export function packageBuildTargets(): string[] {
  const { browserslist } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { browserslist?: unknown };
  if (!Array.isArray(browserslist) || !browserslist.every((query) => typeof query === 'string')) {
    throw new Error('package.json has no browserslist array: the build targets come from it (vite.targets.ts).');
  }
  return buildTargets(browserslist);
}
