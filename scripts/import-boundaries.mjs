// The ESLint rule behind the import boundaries between the parts of src/ (eslint.config.js holds the
// table; test/architecture/import-boundaries.test.ts proves it). A part is a top-level folder of src/,
// so a rule keeps holding when files move inside a part (src/frame/card/…) and names a new part
// (src/webview/) before it exists.
//
// Every import is resolved to a file before it is judged: `../server/x.js` from src/card/a.ts and
// `../../server/x.js` from src/card/deep/a.ts both land in src/server. Checked: `import` and
// `import type`, `export … from`, `import()` with a literal, `import('…').T` in types, and
// `svc-elements/<entry>` (the package importing itself).
import { builtinModules } from 'node:module';
import { dirname, relative, resolve, sep } from 'node:path';

/** The package's own entry points (package.json `exports`) and the part of src/ each one builds from. */
const SELF_REFERENCES = {
  'svc-elements': 'elements',
  'svc-elements/status': 'elements',
  'svc-elements/webview': 'webview',
  'svc-elements/sandbox': 'sandbox',
  'svc-elements/card': 'card',
  'svc-elements/server': 'server',
  'svc-elements/react': 'react',
  'svc-elements/types/react': 'types',
  'svc-elements/types/preact': 'types',
  'svc-elements/types/solid': 'types',
  'svc-elements/types/vue': 'types',
};

const NODE_BUILTINS = new Set(builtinModules);
const isNodeBuiltin = (specifier) => specifier.startsWith('node:') || NODE_BUILTINS.has(specifier.split('/')[0]);

/**
 * Where an import lands: `{ part }` for a folder of src/, `{ outside: 'test/support/x.js' }` for a file of
 * ours outside src/, `{ node: true }` for a Node built-in, or undefined for a package.
 */
function target(specifier, filename, root) {
  if (isNodeBuiltin(specifier)) return { node: true };
  const self = SELF_REFERENCES[specifier];
  if (self !== undefined) return { part: self };
  if (!specifier.startsWith('.')) return undefined;
  const path = relative(root, resolve(dirname(filename), specifier))
    .split(sep)
    .join('/');
  const [top, part] = path.split('/');
  return top === 'src' && part !== undefined ? { part } : { outside: path };
}

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Keep the import boundaries between the parts of src/ (README.md, "Checks").' },
    schema: [
      {
        type: 'object',
        properties: {
          boundaries: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                from: { type: 'array', items: { type: 'string' } },
                disallow: { type: 'array', items: { type: 'string' } },
                because: { type: 'string' },
              },
              required: ['from', 'disallow', 'because'],
              additionalProperties: false,
            },
          },
        },
        required: ['boundaries'],
        additionalProperties: false,
      },
    ],
    messages: {
      forbidden: "src/{{from}} may not import {{what}} ('{{specifier}}'): {{because}}.",
    },
  },
  create(context) {
    const root = context.cwd;
    const path = relative(root, context.filename).split(sep).join('/');
    const [top, from] = path.split('/');
    if (top !== 'src' || from === undefined || !path.slice(4).includes('/')) return {};
    const boundaries = context.options[0].boundaries.filter((boundary) => boundary.from.includes(from));
    if (boundaries.length === 0) return {};
    // Tests that sit beside the code run in Node (Vitest): they may use Node's modules.
    const isTest = /\.test\.[cm]?[jt]s$/.test(path);

    /** The first boundary this import crosses, with how to name what it reaches. */
    function crossing(landing) {
      for (const boundary of boundaries) {
        for (const rule of boundary.disallow) {
          if (rule === 'node:' && landing.node && !isTest) return { boundary, what: "Node's modules" };
          if (rule === '*' && landing.part !== undefined && landing.part !== from) return { boundary, what: `src/${landing.part}` };
          if (rule === '*' && landing.outside !== undefined) return { boundary, what: landing.outside };
          if (rule === landing.part) return { boundary, what: `src/${landing.part}` };
        }
      }
      return undefined;
    }

    function check(source) {
      if (source?.type !== 'Literal' || typeof source.value !== 'string') return;
      const landing = target(source.value, context.filename, root);
      if (landing === undefined) return;
      const found = crossing(landing);
      if (found === undefined) return;
      context.report({
        node: source,
        messageId: 'forbidden',
        data: { from, what: found.what, specifier: source.value, because: found.boundary.because },
      });
    }

    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      // `source` since typescript-eslint 8.x; `argument` (a TSLiteralType) before it.
      TSImportType: (node) => check(node.source ?? node.argument?.literal),
    };
  },
};

/** The local ESLint plugin: `svc/import-boundaries`. */
export const svcPlugin = { meta: { name: 'svc' }, rules: { 'import-boundaries': rule } };
