import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type UserConfig, defineConfig, runnerImport } from 'vite';
import { browserValidatorModules } from './scripts/validators/browser-validators.js';
import { packageBuildTargets } from './vite.targets.js';

/**
 * The secure pages served from the service origin (contract: Frame pages served by the service):
 * built into dist/frame, served by the sandbox under the versioned path /elements/v1/.
 * No inline script or style anywhere: the pages run under a CSP without 'unsafe-inline'.
 *
 * The card frame's budget is 15 KB gzip for the page with everything it loads up front (src/frame/README.md).
 */
export const FRAME_BASE = '/elements/v1/';

/** The module Vite's build imports its dynamic-import helper from (see the plugin below). */
const PRELOAD_HELPER = '\0vite/preload-helper.js';

/** A folder of src/frame: each build's root, so its pages keep their names under /elements/v1/. */
const folder = (name: string) => fileURLToPath(new URL(`./src/frame/${name}/`, import.meta.url));

/**
 * Two builds into dist/frame, so that each page loads one script of its own: a build of several
 * pages moves what they share (the channel, the validators) into chunks that each page would load
 * beside its own script.
 * - the default mode: the card-fields page (and the chunk it imports lazily), emptying dist/frame first;
 * - `--mode three-d-secure`: the 3DS container, method and notification pages, added beside it.
 */
export const THREE_D_SECURE_MODE = 'three-d-secure';

/**
 * The folders of src/frame/card/messages/ whose catalogues are loaded by a name the frame computes from
 * the tag: the page's own (`locales/`, loaded with `init`) and the saved-cards view's (`saved-cards/`,
 * loaded by its chunk: src/frame/card/messages/saved-cards.ts). Each is built to `assets/<folder>/<tag>.js`.
 */
const CATALOGUE_FOLDERS = ['locales', 'saved-cards'] as const;

/** Each catalogue of the card frame (src/frame/card/messages/<folder>/<tag>.ts) as a build input `<folder>/<tag>`. */
function catalogueInputs(): Record<string, string> {
  return Object.fromEntries(
    CATALOGUE_FOLDERS.flatMap((folder) => {
      const dir = fileURLToPath(new URL(`./src/frame/card/messages/${folder}/`, import.meta.url));
      return readdirSync(dir)
        .filter((name) => name.endsWith('.ts'))
        .map((name) => [`${folder}/${name.slice(0, -3)}`, `${dir}${name}`]);
    }),
  );
}

/** A catalogue's entry (`locales/de`, `saved-cards/de`): built without a hash, at the name the frame computes. */
const isCatalogue = (name: string) => CATALOGUE_FOLDERS.some((folder) => name.startsWith(`${folder}/`));

/**
 * Where the return page's catalogues are written in dist/frame, as JSON: served by the service under
 * `/elements/v1/payment-status/locales/<tag>.json` (src/elements/payment-status/catalogues.ts, which
 * fetches them; src/sandbox/http/frame-pages.ts, which serves them).
 */
export const STATUS_CATALOGUE_DIR = 'payment-status/locales/';

/**
 * Each catalogue of the return page (src/elements/payment-status/locales/<tag>.ts, English included),
 * run as the module it is: the JSON files are built from the same sources the tests check, so there
 * is one copy of each text.
 */
async function statusCatalogues(): Promise<[tag: string, json: string][]> {
  const dir = fileURLToPath(new URL('./src/elements/payment-status/locales/', import.meta.url));
  const files = readdirSync(dir).filter((name) => name.endsWith('.ts'));
  return Promise.all(
    files.map(async (name) => {
      const { module } = await runnerImport<{ default: Record<string, string> }>(`${dir}${name}`, { configFile: false, logLevel: 'silent' });
      return [name.slice(0, -3), JSON.stringify(module.default)] as [string, string];
    }),
  );
}

export default defineConfig(({ mode }): UserConfig => {
  const threeDSecure = mode === THREE_D_SECURE_MODE;
  return {
    root: folder(threeDSecure ? 'three-d-secure' : 'card'),
    base: FRAME_BASE,
    publicDir: false,
    plugins: [
      {
        // The pages parse with validators generated from the zod schemas (src/validators/README.md):
        // a build from schemas that changed since the file was generated would ship stale checks.
        name: 'svc-frame-validators-fresh',
        buildStart() {
          for (const { path, code } of browserValidatorModules()) {
            if (readFileSync(fileURLToPath(new URL(`./${path}`, import.meta.url)), 'utf8') !== code) {
              this.error(`${path} is stale: run npm run generate:validators`);
            }
          }
        },
      },
      {
        // Vite wraps every dynamic import in a helper that preloads the chunk's dependencies and
        // dispatches `vite:preloadError`. With modulePreload off and no CSS in the lazy chunk, its list
        // is always empty: the helper is 1.8 KB of code (0.66 KB gzip of the card frame) that only calls
        // `load()`. The frame handles a failed load itself (src/frame/card/frame-app.ts).
        name: 'svc-frame-plain-dynamic-import',
        enforce: 'pre' as const,
        resolveId: (id: string) => (id === PRELOAD_HELPER ? PRELOAD_HELPER : undefined),
        load: (id: string) => (id === PRELOAD_HELPER ? 'export const __vitePreload = (load) => load();' : undefined),
      },
      {
        // The return page's texts, as data the service serves (STATUS_CATALOGUE_DIR), built with the card frame.
        name: 'svc-status-catalogues',
        async generateBundle() {
          if (threeDSecure) return;
          for (const [tag, json] of await statusCatalogues()) {
            this.emitFile({ type: 'asset', fileName: `${STATUS_CATALOGUE_DIR}${tag}.json`, source: json });
          }
        },
      },
      {
        // The page's markup without its indentation: nothing in it is whitespace-sensitive (no <pre>, no
        // text or attribute value with two spaces in a row, no inline text next to a tag), and the flex
        // and grid containers ignore the text nodes between tags.
        name: 'svc-frame-html-whitespace',
        transformIndexHtml: {
          order: 'post' as const,
          handler: (html: string) => html.replace(/\s+/g, ' ').replace(/> </g, '><').replace(/ ?\/>/g, '>').trim(),
        },
      },
    ],
    build: {
      outDir: fileURLToPath(new URL('./dist/frame', import.meta.url)),
      emptyOutDir: !threeDSecure,
      // Vite would inline small assets and the module-preload polyfill as inline script: both break a strict CSP.
      assetsInlineLimit: 0,
      modulePreload: false,
      // package.json's browserslist (docs/browsers.md): the syntax and CSS every listed browser parses.
      target: packageBuildTargets(),
      rolldownOptions: {
        input: threeDSecure
          ? {
              '3ds-container': `${folder('three-d-secure')}3ds-container.html`,
              '3ds-notification': `${folder('three-d-secure')}3ds-notification.html`,
              '3ds-method': `${folder('three-d-secure')}3ds-method.html`,
            }
          : { 'card-frame': `${folder('card')}card-frame.html`, ...catalogueInputs() },
        // The catalogues are entries of their own that keep their `export default`, at a name the frame
        // computes from the tag (src/frame/card/messages/index.ts): `assets/locales/<tag>.js`, and the
        // saved-cards view's `assets/saved-cards/<tag>.js`. A table of hashed chunk names in the page would
        // cost it 0.7 KB gzip (random hashes do not compress).
        preserveEntrySignatures: 'allow-extension',
        output: {
          minify: true,
          entryFileNames: (chunk) => (isCatalogue(chunk.name) ? 'assets/[name].js' : 'assets/[name]-[hash].js'),
        },
      },
    },
  };
});
