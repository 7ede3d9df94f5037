import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The layout of the host-page code that src/elements/README.md and src/webview/README.md describe:
 * no import cycle in src/webview, the return page never reaching into the card element, and ESLint's
 * list of zod schema modules (which browser code imports for types only) complete.
 */

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** ESLint's list of the modules browser code may import types of only (eslint.config.js, plain JavaScript). */
const { SCHEMA_MODULES } = (await import(new URL('../../eslint.config.js', import.meta.url).href)) as { SCHEMA_MODULES: readonly string[] };

interface Import {
  /** The file it lands on, relative to the repository. */
  target: string;
  /** `import type`, `export type`, or every named specifier marked `type`: erased at build. */
  typeOnly: boolean;
}

/** `import … from '…'`, `export … from '…'`, `import '…'` and `import('…')`, with what precedes the specifier. */
const IMPORT = /(?:^|[;\n])\s*(import|export)\s+([^'";]*?)\s*(?:from\s*)?['"](\.[^'"]+)['"]|\bimport\(\s*['"](\.[^'"]+)['"]\s*\)/g;

function importsOf(file: string): Import[] {
  const source = readFileSync(join(ROOT, file), 'utf8');
  return [...source.matchAll(IMPORT)].map((match) => {
    const specifier = (match[3] ?? match[4])!;
    const clause = match[2] ?? '';
    const named = /^\{([^}]*)\}$/.exec(clause.trim())?.[1];
    const everyNamedIsType = named?.split(',').every((part) => part.trim() === '' || part.trim().startsWith('type ')) ?? false;
    const target = relative(ROOT, resolve(dirname(join(ROOT, file)), specifier.replace(/\.js$/, '.ts')))
      .split('\\')
      .join('/');
    return { target, typeOnly: clause.startsWith('type ') || everyNamedIsType };
  });
}

function sourcesUnder(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .map((name) => `${folder}/${name.split('\\').join('/')}`)
    .sort();
}

/** A module that imports zod at run time (not `import type`): a schema module, or one that builds schemas. */
const isSchemaModule = (file: string): boolean =>
  /^\s*(?:import|export)\s+(?!type\b)[^;]*from\s*['"]zod(?:\/mini)?['"]/m.test(readFileSync(join(ROOT, file), 'utf8'));

describe('the layout of src/elements and src/webview', () => {
  it('finds imports of every form', () => {
    expect(importsOf('src/webview/bridge.ts').map(({ target, typeOnly }) => `${target}${typeOnly ? ' (type)' : ''}`)).toEqual([
      'src/webview/contract.ts (type)',
      'src/webview/envelope.ts',
      'src/webview/messages.ts (type)',
    ]);
    expect(importsOf('src/webview/present.ts').map(({ target }) => target)).toEqual(['src/webview/contract.ts', 'src/webview/bridge.ts']);
  });

  it('src/webview has no import cycle (type imports and import() included)', () => {
    const files = sourcesUnder('src/webview');
    const inside = (file: string): string[] =>
      importsOf(file)
        .map(({ target }) => target)
        .filter((target) => files.includes(target));
    const cycles: string[] = [];
    const visit = (file: string, path: string[]): void => {
      if (path.includes(file)) {
        cycles.push([...path.slice(path.indexOf(file)), file].join(' → '));
        return;
      }
      for (const next of inside(file)) visit(next, [...path, file]);
    };
    for (const file of files) visit(file, []);
    expect(cycles).toEqual([]);
  });

  it('the return page and the shared code never import the card element, nor the shared code either element', () => {
    const crossing = [
      ...sourcesUnder('src/elements/payment-status').flatMap((file) =>
        importsOf(file)
          .filter(({ target }) => target.startsWith('src/elements/payment-element/'))
          .map(({ target }) => `${file} → ${target}`),
      ),
      ...sourcesUnder('src/elements/shared').flatMap((file) =>
        importsOf(file)
          .filter(({ target }) => /^src\/elements\/payment-(element|status)\//.test(target))
          .map(({ target }) => `${file} → ${target}`),
      ),
    ];
    expect(crossing).toEqual([]);
  });

  it('every module that builds zod schemas and browser code could reach is in ESLint’s SCHEMA_MODULES (which allows it types only)', () => {
    // ESLint enforces the rule (test/architecture/import-boundaries.test.ts proves it); this keeps its list complete.
    const reachable = ['src/api', 'src/protocol', 'src/webview', 'src/elements', 'src/frame', 'src/client', 'src/card', 'src/validators'].flatMap(
      sourcesUnder,
    );
    const listed = (file: string) => SCHEMA_MODULES.some((pattern) => file.endsWith(pattern.replace('**/', '/').replace(/\.js$/, '.ts')));
    expect(reachable.filter((file) => isSchemaModule(file) && !listed(file))).toEqual([]);
    // The check itself: these do import zod at run time, and are listed.
    expect(
      ['src/protocol/messages.ts', 'src/api/resources.ts', 'src/webview/messages.ts'].filter((file) => isSchemaModule(file) && listed(file)),
    ).toHaveLength(3);
  });
});
