import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/**
 * The host-page kit as one ES module for a script tag or a CDN (`dist/elements/svc-elements.js`),
 * Lit bundled in. npm users import the package's `.` export instead and their bundler dedupes Lit.
 */
export default defineConfig({
  publicDir: false,
  build: {
    outDir: fileURLToPath(new URL('./dist/elements', import.meta.url)),
    // tsc writes the npm build of src/elements into the same folder first: keep it.
    emptyOutDir: false,
    target: 'es2022',
    lib: {
      entry: fileURLToPath(new URL('./src/elements/index.ts', import.meta.url)),
      formats: ['es'],
      fileName: () => 'svc-elements.js',
    },
    // Library mode keeps white space by default; the script a merchant page loads has a 20 KB gzip budget.
    rolldownOptions: { output: { minify: true } },
  },
});
