import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The layout of the host-page code that src/elements/README.md and src/webview/README.md describe:
 * no import cycle in src/webview, the return page never reaching into the card element, and no value
 * import of a zod schema module from browser code (it would bring zod back into the scripts).
 */

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

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

/** `svc-elements/webview/messages`: the bridge messages' zod schema, for apps' tests and tooling; nothing a page loads imports it. */
const NPM_ONLY = ['src/webview/messages.ts'];

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

  it('browser code imports zod schema modules for types only (the npm-only bridge schema aside)', () => {
    const browser = [...sourcesUnder('src/elements'), ...sourcesUnder('src/webview')].filter((file) => !NPM_ONLY.includes(file));
    const valueImports = browser.flatMap((file) =>
      importsOf(file)
        .filter(({ target, typeOnly }) => !typeOnly && target.startsWith('src/') && isSchemaModule(target))
        .map(({ target }) => `${file} → ${target}`),
    );
    expect(valueImports).toEqual([]);
    expect(browser.filter((file) => isSchemaModule(file))).toEqual([]);
    // The check itself: these do import zod at run time.
    expect(['src/protocol/messages.ts', 'src/api/resources.ts', 'src/webview/messages.ts'].filter(isSchemaModule)).toHaveLength(3);
  });
});
