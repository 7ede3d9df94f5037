// ESLint for the whole tree (README.md, "Checks"): typescript-eslint's strict type-checked rules, the
// Lit and web-component rules, and the import boundaries between the parts of src/.
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import lit from 'eslint-plugin-lit';
import wc from 'eslint-plugin-wc';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { svcPlugin } from './scripts/import-boundaries.mjs';

/** The parts of src/ that run in a browser: the host page's and the frame's. */
const BROWSER_PARTS = ['elements', 'frame', 'client', 'card', 'protocol', 'validators', 'webview'];

/** The modules that build zod schemas and that browser code may import types from only. */
export const SCHEMA_MODULES = [
  '**/api/resources.js',
  '**/api/params.js',
  '**/api/params/fields.js',
  '**/api/params/payments.js',
  '**/api/params/customers.js',
  '**/api/params/billing.js',
  '**/api/params/account.js',
  '**/api/params/lists.js',
  '**/api/errors.js',
  '**/api/events.js',
  '**/api/redirect.js',
  '**/api/fonts.js',
  '**/protocol/messages.js',
  '**/webview/messages.js',
];

/**
 * Browser-part files no bundle ever loads: the zod schema of the native-bridge messages, for apps'
 * developers and the tests (src/webview/README.md).
 */
const BUNDLED_NEVER = ['src/webview/messages.ts'];

/**
 * The import boundaries, by top-level folder of src/. `disallow` names parts of src/, `node:` for Node's
 * modules, or `*` for anything of ours outside the part itself (src/, test/, scripts/ alike).
 */
export const IMPORT_BOUNDARIES = [
  { from: BROWSER_PARTS, disallow: ['server', 'sandbox', 'node:'], because: 'browser code never imports Node code' },
  { from: ['card'], disallow: ['*'], because: 'card/ is a leaf: pure card logic, no imports of ours' },
  { from: ['protocol'], disallow: ['*'], because: 'protocol/ is a leaf: the host ↔ frame messages, no imports of ours' },
  { from: ['frame'], disallow: ['elements', 'webview'], because: 'the frame never imports host-page code' },
  { from: ['api'], disallow: ['*'], because: 'api/ holds the wire shapes that client, server and sandbox share: no imports of ours' },
  { from: ['validators'], disallow: ['client', 'elements', 'frame', 'webview'], because: 'the validators are below every part that parses' },
  { from: ['client'], disallow: ['elements', 'frame', 'webview'], because: 'the browser client is below the pages that call it' },
  { from: ['elements'], disallow: ['frame'], because: "host-page code never imports the service's pages" },
  { from: ['webview'], disallow: ['elements', 'frame', 'client'], because: 'the elements use the bridge, not the other way round' },
  {
    from: ['react', 'types'],
    disallow: ['api', 'card', 'client', 'frame', 'protocol', 'sandbox', 'server', 'validators', 'webview', 'node:'],
    because: 'the framework layer wraps and types the elements: it imports src/elements and nothing else of ours',
  },
  { from: ['types'], disallow: ['react'], because: 'the React wrappers build on the framework types, not the other way round' },
  {
    from: ['api', 'card', 'client', 'elements', 'frame', 'protocol', 'sandbox', 'server', 'validators', 'webview'],
    disallow: ['react', 'types'],
    because: 'the framework layer sits above the elements: nothing below it imports it',
  },
];

export default defineConfig(
  {
    ignores: [
      'dist/',
      'test-results/',
      'playwright-report/',
      '.vite/',
      'custom-elements.json',
      // Generated from the zod schemas; a freshness test holds them to their generator.
      '**/*.generated.ts',
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,

  // TypeScript: strict and stylistic, with type information from tsconfig.json (every .ts file, and the
  // React example's .tsx).
  {
    files: ['**/*.ts', 'demo/examples/**/*.tsx'],
    extends: [tseslint.configs.strictTypeChecked, tseslint.configs.stylisticTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // Numbers, booleans and patterns read well in messages and URLs (`${status}`, `${limit}`); nullish and any stay errors.
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true, allowBoolean: true, allowRegExp: true }],
      // `(event) => this.handle(event)` is the house style for callbacks; only a void *value* used as one is an error.
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      // `() => {}` is how this code says "nothing to do" (a swallowed rejection, a bridge that is absent, a controller hook).
      '@typescript-eslint/no-empty-function': ['error', { allow: ['arrowFunctions', 'methods'] }],
      // A `type` object literal is assignable to `Record<string, string>` (headers); an interface is not, so both stay.
      '@typescript-eslint/consistent-type-definitions': 'off',
      // `const { secret: _secret, ...rest } = value` drops a field; a leading `_` marks a parameter kept for its position.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      // With verbatimModuleSyntax, `import { type A } from 'x'` still loads x: only `import type` is erased.
      '@typescript-eslint/no-import-type-side-effects': 'error',
    },
  },

  // Tests read JSON bodies (`await response.json()` is `any`), poke elements inside the page, and index
  // into fixtures they just built (`noUncheckedIndexedAccess` makes `rows[0]!` the idiom).
  {
    files: ['test/**/*.ts', 'src/**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },

  // The server examples' stores are in-memory stand-ins for a shop's database: async like the real ones.
  { files: ['demo/server-examples/**/*.ts'], rules: { '@typescript-eslint/require-await': 'off' } },

  // Plain JavaScript (scripts, bin, config, the test pages): no type information.
  {
    files: ['**/*.js', '**/*.mjs'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: globals.node },
  },
  {
    // The test pages and the examples' plain scripts run in the browser.
    files: ['test/browser/pages/**/*.js', 'test/engines/support/page-script.js', 'demo/examples/*/*.js'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },

  // Lit templates everywhere they appear; custom-element rules where the host-page elements live.
  lit.configs['flat/recommended'],
  {
    files: ['src/elements/**/*.ts', 'src/webview/**/*.ts'],
    extends: [wc.configs['flat/best-practice']],
    settings: { wc: { elementBaseClasses: ['LitElement'] } },
    // LitElement defines every lifecycle callback, so `super.connectedCallback()` needs no guard.
    rules: { 'wc/guard-super-call': 'off' },
  },

  // No zod in the browser: its code parses with the validators generated from the schemas, and one value
  // import of a module that builds schemas brings zod into the bundle (src/validators/README.md). Types
  // are fine: they are erased.
  {
    files: BROWSER_PARTS.map((part) => `src/${part}/**/*.ts`),
    // The schema modules themselves build with zod; the rule is about who imports them.
    ignores: ['**/*.test.ts', 'src/protocol/messages.ts', ...BUNDLED_NEVER],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['zod', 'zod/*'],
              allowTypeImports: true,
              message: 'browser code parses with the generated validators (src/validators/*.generated.ts), never zod.',
            },
            {
              group: SCHEMA_MODULES,
              allowTypeImports: true,
              message: 'a value import of a schema module brings zod into the bundle: import its types only, and values from the rules.ts modules.',
            },
          ],
        },
      ],
    },
  },

  // The import boundaries between the parts of src/ (scripts/import-boundaries.mjs).
  {
    files: ['src/**/*.ts'],
    plugins: { svc: svcPlugin },
    rules: { 'svc/import-boundaries': ['error', { boundaries: IMPORT_BOUNDARIES }] },
  },
);
