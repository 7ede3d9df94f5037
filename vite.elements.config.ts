import { readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { minifyHTMLLiterals } from 'minify-literals';
import { type Plugin, type UserConfig, defineConfig } from 'vite';
import { integrityOf } from './scripts/sri.mjs';
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
/**
 * `--mode script-tag`: the file a `<script src>` loads, both elements in one, into dist/cdn (served by
 * the service at /elements/kit/, src/sandbox/http/frame-pages.ts), named with the package's version so
 * that a name never changes its content: `svc-elements-<version>.js`.
 */
export const SCRIPT_TAG_MODE = 'script-tag';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };
export const SCRIPT_TAG_FILE = `svc-elements-${version}.js`;

/**
 * What makes the ES module the script-tag build writes run as a classic script as well (issue 11,
 * item 1), on the final, minified output:
 * - it must have no `import` or `export` statement (src/elements/script-tag.ts exports nothing): the
 *   build fails if one appears;
 * - it is wrapped in an arrow function called at once, so its top-level names stay its own and never
 *   clash with a page's globals (a classic script's top-level `let` would);
 * - each lazy chunk's `import()` goes through a loader that, when the page's `<script>` tag has an
 *   `integrity` attribute and the browser knows `<link rel="modulepreload">`, first preloads the chunk
 *   with the chunk's own `sha384` (computed here, after minification) and imports it only once the
 *   browser has checked it: the module map then holds the checked module, and a chunk whose bytes
 *   differ never runs. Chunks load from beside the file wherever it is hosted (scriptTagLoader). Without
 *   the attribute, or in browsers without modulepreload (Safari before 17, Firefox before 115), the
 *   chunk is imported unchecked (docs/install.md says so);
 * - a chunk must neither import statically (it would load the entry again as a module) nor lazily
 *   (that import would go round the loader): the build fails if one does.
 */
export function scriptTagPlugin(): Plugin {
  return {
    name: 'svc-script-tag',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (entry === undefined) throw new Error('svc-script-tag: no entry chunk');
      if (/(?:^|[;}])\s*(?:import\s*[{*\w"'`]|export\s*[{*\w])/.test(entry.code.replace(/import\(/g, ''))) {
        throw new Error(`svc-script-tag: ${entry.fileName} has an import or export statement; a classic script cannot`);
      }
      let code = entry.code;
      for (const fileName of entry.dynamicImports) {
        const chunk = bundle[fileName];
        if (chunk?.type !== 'chunk') throw new Error(`svc-script-tag: ${fileName} is not a chunk`);
        if (chunk.dynamicImports.length > 0)
          throw new Error(`svc-script-tag: ${fileName} imports ${chunk.dynamicImports.join(', ')} lazily; only the entry's imports are checked`);
        if (chunk.imports.length > 0)
          throw new Error(`svc-script-tag: ${fileName} imports ${chunk.imports.join(', ')}; lazy chunks must stand alone`);
        const specifier = `./${fileName}`;
        const calls = code.split(`import(\`${specifier}\`)`).length - 1;
        if (calls === 0) throw new Error(`svc-script-tag: no import(\`${specifier}\`) in ${entry.fileName}; the loader cannot check it`);
        code = code.replaceAll(`import(\`${specifier}\`)`, `svcLoad(\`${specifier}\`,\`${integrityOf(chunk.code)}\`)`);
      }
      if (/\bimport\(/.test(code)) throw new Error(`svc-script-tag: ${entry.fileName} imports something the loader does not check`);
      entry.code = `(()=>{${scriptTagLoader(entry.fileName)}${code}})();\n`;
    },
  };
}

/**
 * The loader the entry's lazy imports go through (see scriptTagPlugin), written small by hand: it is
 * added after minification. Everything it needs of the page's tag is read once, while the file first
 * runs: `document.currentScript` for a classic tag, else (a module has none) the tag whose `src` names
 * this very file. The chunk's address is resolved once, against the tag's `src` as the page wrote it, and
 * that same absolute address is preloaded with the hash and then imported: the module map is keyed by the
 * address requested, so the import finds the checked module even when the server redirected the file
 * (an import relative to a redirected classic script would resolve against the final address, fetch the
 * chunk again and run it unchecked), and a `history.pushState` later cannot move a relative `src`. A chunk
 * that does not arrive within 30 seconds rejects, so a confirm waiting for the 3-D Secure dialog ends.
 */
export function scriptTagLoader(fileName: string): string {
  return [
    `const svcTag=document.currentScript||document.querySelector('script[integrity][src*="${fileName}"]');`,
    'const svcBase=svcTag&&svcTag.integrity?svcTag.src:"",svcCors=svcTag&&svcTag.crossOrigin,svcNonce=svcTag&&svcTag.nonce;',
    'const svcLoad=(specifier,hash)=>{',
    'if(!svcBase)return import(specifier);',
    'const href=new URL(specifier,svcBase).href,link=document.createElement("link");',
    'if(!link.relList.supports("modulepreload"))return import(href);',
    'return new Promise((resolve,reject)=>{',
    'const fail=(why)=>{clearTimeout(timer);reject(new Error("svc-elements: "+href+" "+why))};',
    'const timer=setTimeout(()=>fail("did not load within 30 seconds"),30000);',
    'link.rel="modulepreload";link.href=href;link.integrity=hash;link.crossOrigin=svcCors||"anonymous";if(svcNonce)link.nonce=svcNonce;',
    'link.onload=()=>{clearTimeout(timer);resolve()};link.onerror=()=>fail("did not load or failed its integrity check");',
    'document.head.append(link)}).then(()=>import(href))};',
  ].join('');
}

/** The id suffix of a lazy chunk's own copy of a validator module (lazyValidatorsPlugin). */
const LAZY_COPY = '?svc-lazy-chunk';
const VALIDATORS_DIR = fileURLToPath(new URL('./src/validators/', import.meta.url));
/** The lazy chunks that parse with validators: src/elements/README.md, "Bundles". */
const CHUNKS_WITH_VALIDATORS = [fileURLToPath(new URL('./src/elements/payment-status/setup-return.ts', import.meta.url))];

/**
 * A lazy chunk that parses an answer needs a validator, and every generated validator imports the
 * validators' runtime (src/validators/runtime.ts), which the entry imports too: shared, it would be
 * split into a chunk the entry imports statically (src/elements/README.md, "Bundles"), or the lazy
 * chunk would import the entry, which the script-tag file cannot allow. So what a chunk of
 * CHUNKS_WITH_VALIDATORS imports from src/validators/, and what those modules import from there, is
 * a second module of the same file (its id marked LAZY_COPY) that the bundler puts in that chunk. The
 * validators are pure checks (the runtime's only state is the issue of the check running), so a copy
 * accepts, refuses and outputs exactly what the entry's would. Imports from anywhere else stay shared:
 * the bundle tests catch one.
 */
export function lazyValidatorsPlugin(): Plugin {
  return {
    name: 'svc-lazy-chunk-validators',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (importer === undefined || (!importer.endsWith(LAZY_COPY) && !CHUNKS_WITH_VALIDATORS.includes(importer))) return null;
      const resolved = await this.resolve(source, importer.replace(LAZY_COPY, ''), { ...options, skipSelf: true });
      if (resolved === null || resolved.external === true || !resolved.id.startsWith(VALIDATORS_DIR)) return resolved;
      return { ...resolved, id: `${resolved.id}${LAZY_COPY}` };
    },
    load(id) {
      if (!id.endsWith(LAZY_COPY)) return null;
      return { code: readFileSync(id.slice(0, -LAZY_COPY.length), 'utf8'), moduleType: 'ts' };
    },
  };
}

export default defineConfig(({ mode }): UserConfig => {
  const status = mode === PAYMENT_STATUS_MODE;
  const scriptTag = mode === SCRIPT_TAG_MODE;
  const entry = status ? './src/elements/payment-status/index.ts' : scriptTag ? './src/elements/script-tag.ts' : './src/elements/standalone.ts';
  const fileName = status ? 'svc-payment-status.js' : scriptTag ? SCRIPT_TAG_FILE : 'svc-elements.js';
  const outDir = fileURLToPath(new URL(scriptTag ? './dist/cdn' : './dist/elements', import.meta.url));
  return {
    publicDir: false,
    plugins: [
      {
        // emptyOutDir is off (tsc's output lives there too): the first build clears old chunks itself.
        name: 'svc-clear-chunks',
        buildStart: () => (status ? undefined : rmSync(scriptTag ? outDir : `${outDir}/chunks`, { recursive: true, force: true })),
      },
      lazyValidatorsPlugin(),
      ...(scriptTag ? [scriptTagPlugin()] : []),
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
