import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { minifyHTMLLiterals } from 'minify-literals';
import { type UserConfig, defineConfig } from 'vite';
import { packageBuildTargets } from './vite.targets.js';

/**
 * The host-page kit as ES modules for a script tag or a CDN, Lit's ReactiveElement bundled in. npm users import the
 * package's `.` and `./status` exports instead and their bundler dedupes Lit.
 *
 * Two builds into dist/elements, each entry one self-contained file (plus the chunks it imports
 * lazily):
 * - the default mode: the card element, `svc-elements.js`;
 * - `--mode status`: the return page of a redirect checkout, `svc-payment-status.js`.
 *
 * Not one build with both entries: rolldown would move what both use (Lit, the validators, the shared checks)
 * into a shared chunk that each entry imports at once, and the split costs each page more than the
 * sharing saves (gzip, measured with issue 5: the card element 19.7 → 21.5 KB, the status element
 * 20.6 → 23.7 KB). A checkout page and its return page are different pages, and a page that shows
 * both can import the npm package instead.
 */
export const PAYMENT_STATUS_MODE = 'status';

export default defineConfig(({ mode }): UserConfig => {
  const status = mode === PAYMENT_STATUS_MODE;
  const entry = status ? './src/elements/payment-status/index.ts' : './src/elements/index.ts';
  const fileName = status ? 'svc-payment-status.js' : 'svc-elements.js';
  const outDir = fileURLToPath(new URL('./dist/elements', import.meta.url));
  return {
    publicDir: false,
    plugins: [
      {
        // emptyOutDir is off (tsc's output lives there too): the first build clears old chunks itself.
        name: 'svc-clear-chunks',
        buildStart: () => (status ? undefined : rmSync(`${outDir}/chunks`, { recursive: true, force: true })),
      },
      {
        // The styles inside Lit's css`` literals, minified as Lit's production guide recommends
        // (lit.dev/docs/tools/production): a JavaScript minifier leaves the inside of template literals
        // alone, so styles stay readable in the source and ship without their indentation.
        // minify-literals parses each module and touches only tagged templates (html`` too, should a
        // lazy chunk bring templates back), keeping every ${} part in its place. (0.05 KB gzip of each script.)
        name: 'svc-minify-template-literals',
        async transform(code, id) {
          if (!id.includes('/src/') || !id.endsWith('.ts') || !/\b(?:html|css)`/.test(code)) return null;
          const minified = await minifyHTMLLiterals(code, { fileName: id });
          // The source map as JSON text, which Rollup takes whatever map class made it.
          return minified && { code: minified.code, map: minified.map?.toString() };
        },
      },
    ],
    build: {
      outDir,
      // tsc writes the npm build of src/elements into the same folder first, and the other mode's
      // output is beside it: keep both.
      emptyOutDir: false,
      // package.json's browserslist (docs/browsers.md): the syntax and CSS every listed browser parses.
      target: packageBuildTargets(),
      lib: {
        entry: fileURLToPath(new URL(entry, import.meta.url)),
        formats: ['es'],
        fileName: () => fileName,
      },
      // Library mode keeps white space by default; each script has a 14 KB gzip budget
      // (test/elements/bundle.test.ts, size.test.ts). Code needed only on some pages (the 3D Secure dialog, the native bridge) is imported
      // lazily into chunks/, so the entry a page loads stays small; a page's CSP `script-src` covers them with
      // the entry. Both builds also drop the comments, /* @__PURE__ */ annotations included: these files are
      // for script tags, nothing bundles them again (npm users get dist/elements/index.js from tsc).
      rolldownOptions: {
        output: { minify: true, chunkFileNames: 'chunks/[name]-[hash].js', comments: false },
      },
    },
  };
});
