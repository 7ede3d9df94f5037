import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * How the size and chunk tests read a built script (test/elements/bundle.test.ts, size.test.ts,
 * test/frame/page.test.ts): which files it imports statically (loaded with it, counted in its
 * budget) and which lazily (`import()`: loaded later, only when needed, listed apart).
 */

/**
 * Static imports and re-exports, minified or not: `import{a}from"x"`, `import"x"`, `import * as n
 * from 'x'`, `export{x}from"x"`, `export*from"x"`. Never `import("x")` (lazy) nor `import.meta`.
 */
const STATIC_IMPORT = /(?:\bfrom|\bimport)\s*(["'`])([^"'`]+)\1/g;
/** `import("./chunks/x.js")`. */
const LAZY_IMPORT = /\bimport\(\s*(["'`])([^"'`]+)\1\s*\)/g;

export const staticImportsOf = (code: string): string[] => [...code.matchAll(STATIC_IMPORT)].map((match) => match[2]!);
export const lazyImportsOf = (code: string): string[] => [...code.matchAll(LAZY_IMPORT)].map((match) => match[2]!);

/** `file` and every file it imports statically, each once; `resolve` maps a specifier seen in `from` to a path. */
export function staticGraph(
  file: string,
  resolve: (specifier: string, from: string) => string = (specifier, from) => join(dirname(from), specifier),
): string[] {
  const seen = new Set<string>([file]);
  for (const current of seen) for (const specifier of staticImportsOf(readFileSync(current, 'utf8'))) seen.add(resolve(specifier, current));
  return [...seen];
}

/** Gzip size as the budgets count it: Node's zlib at its default level. */
export const gzipBytes = (content: string | Buffer): number => gzipSync(content).length;
