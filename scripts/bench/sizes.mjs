// The bench's sizes (deterministic): what a shopper's browser downloads, in bytes, raw, gzip (level 9)
// and brotli (quality 11), each file compressed on its own as a server or CDN sends it, then summed.
//
// Ours, as built by `npm run build`: the merchant-page script (dist/elements/svc-elements.js with what
// it imports up front; its lazy chunks apart), the script-tag file (dist/cdn/svc-elements-<version>.js,
// both elements) and the card frame page (dist/frame/card-frame.html with the
// scripts and styles it loads up front; its lazy chunk apart). The peers are bundled in this run with
// Vite's `build` API, app mode, minified, target es2020, each from the imports a merchant writes, into
// a temporary directory; the npm import of svc-elements is bundled the same way, to show the same
// build gives the same answer for us.
import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, dirname, join, posix } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build, parseAst } from 'vite';

/** The imports a merchant writes for each peer (the 6.x tree-shakable API for Adyen), and our npm import. */
export const BUNDLES = [
  {
    name: 'svc-elements, npm import',
    file: 'svc-elements',
    imports: "import { SvcPaymentElement } from 'svc-elements';\nglobalThis.bench = { SvcPaymentElement };\n",
  },
  {
    name: '@adyen/adyen-web: AdyenCheckout + Card + 3DS2, with adyen.css',
    file: 'adyen',
    imports: [
      "import { AdyenCheckout, Card, ThreeDS2Challenge, ThreeDS2DeviceFingerprint } from '@adyen/adyen-web';",
      "import '@adyen/adyen-web/styles/adyen.css';",
      'globalThis.bench = { AdyenCheckout, Card, ThreeDS2Challenge, ThreeDS2DeviceFingerprint };',
      '',
    ].join('\n'),
  },
  {
    name: 'braintree-web: client + hosted-fields + three-d-secure',
    file: 'braintree',
    imports: [
      "import client from 'braintree-web/client';",
      "import hostedFields from 'braintree-web/hosted-fields';",
      "import threeDSecure from 'braintree-web/three-d-secure';",
      'globalThis.bench = { client, hostedFields, threeDSecure };',
      '',
    ].join('\n'),
  },
];

const OUR_SCRIPT = 'svc-elements.js: the card element, ES module';
const OUR_CHECKOUT = 'svc-elements checkout: svc-elements.js + card frame page';

export const SIZE_METHOD =
  'Bytes as served: each file alone, raw, gzip level 9 and brotli quality 11 (node:zlib), summed. ' +
  'Up front: the entry and what it imports statically (a page: its scripts and styles); lazy: what is imported with import() only. ' +
  'Ours: the files `npm run build` writes. Peers and our npm import: bundled in the same run with Vite build (app mode, JS entry, ' +
  'minified, target es2020), from the imports a merchant writes. The peers draw their card fields in frames served by their own CDNs ' +
  '(not in the npm packages, not measured here); braintree-web also loads Cardinal songbird.js into the merchant page for 3-D Secure at run time (not counted).';

const compressed = (bytes) => ({
  bytes: bytes.length,
  gzip: gzipSync(bytes, { level: 9 }).length,
  brotli: brotliCompressSync(bytes, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
  }).length,
});

/** Sums the compressed sizes of `files` (absolute paths); `label` names them relative to `base`. */
async function measureFiles(files, base) {
  const total = { bytes: 0, gzip: 0, brotli: 0, files: [] };
  for (const file of [...new Set(files)].sort()) {
    const size = compressed(await readFile(file));
    total.files.push({ file: posix.relative(base, file), ...size });
    total.bytes += size.bytes;
    total.gzip += size.gzip;
    total.brotli += size.brotli;
  }
  return total;
}

/** The text of a string literal or of a template literal without `${}`, else null. */
const literal = (node) =>
  node?.type === 'Literal' ? node.value : node?.type === 'TemplateLiteral' && node.expressions.length === 0 ? node.quasis[0].value.cooked : null;

/**
 * The files an `import(\`./dir/${name}.js\`)` may load: those of `./dir/` whose names fit the template's
 * fixed start and end (the card frame's locale catalogues, one loaded per page). Null for any other template.
 */
function alternativesOf(node, file) {
  if (node?.type !== 'TemplateLiteral' || node.expressions.length !== 1) return null;
  const [head, tail] = node.quasis.map((quasi) => quasi.value.cooked);
  if (!head.startsWith('./') || !head.endsWith('/') || tail.includes('/')) return null;
  const dir = join(dirname(file), head);
  if (!existsSync(dir)) return null;
  return readdirSync(dir)
    .filter((name) => name.endsWith(tail))
    .map((name) => join(dir, name));
}

/** The relative modules `file` imports: statically (import/export … from, import '…') and by import(). */
async function importsOf(file) {
  const code = await readFile(file, 'utf8');
  const ast = parseAst(code);
  const found = { static: [], dynamic: [], alternatives: [], computed: false };
  const relative = (source) => (typeof source === 'string' && source.startsWith('.') ? join(dirname(file), source) : null);
  const visit = (node) => {
    if (node === null || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach(visit);
    if (['ImportDeclaration', 'ExportNamedDeclaration', 'ExportAllDeclaration'].includes(node.type) && node.source) {
      const target = relative(node.source.value);
      if (target) found.static.push(target);
    }
    // import('./x.js'), and the script-tag file's checked loader, svcLoad(`./x.js`, hash) (vite.elements.config.ts).
    const loaded =
      node.type === 'ImportExpression'
        ? node.source
        : node.type === 'CallExpression' && node.callee.type === 'Identifier' && node.callee.name === 'svcLoad'
          ? node.arguments[0]
          : undefined;
    if (loaded !== undefined) {
      const target = relative(literal(loaded));
      const alternatives = target ? null : alternativesOf(loaded, file);
      if (target) found.dynamic.push(target);
      else if (alternatives?.length) found.alternatives.push(alternatives);
      else if (node.type === 'ImportExpression') found.computed = true;
    }
    for (const key of Object.keys(node)) if (key !== 'type') visit(node[key]);
  };
  visit(ast);
  // A frame chunk's stylesheet, linked by its address on the service (`/elements/v1/assets/x.css`): loaded with the chunk.
  if (basename(dirname(file)) === 'assets') {
    for (const [, path] of code.matchAll(/["'`]\/elements\/v1\/(assets\/[\w.-]+\.css)["'`]/g)) found.static.push(join(dirname(dirname(file)), path));
  }
  // The loader's own import(specifier) is computed; any other would hide what the file loads.
  if (found.computed && !/\bsvcLoad\(/.test(code))
    throw new Error(`bench sizes: ${file} has an import() of a computed address; cannot tell what it loads`);
  return found;
}

/**
 * From `entries`: every module reached by static imports (up front), those reached only through import()
 * (lazy), and the sets of files of which one is loaded (`alternatives`: a template import()).
 */
async function moduleGraph(entries) {
  const upFront = new Set();
  const lazyRoots = [];
  const alternatives = [];
  const walk = async (file, into) => {
    if (into.has(file) || (into !== upFront && upFront.has(file))) return;
    into.add(file);
    if (!file.endsWith('.js')) return;
    const { static: statics, dynamic, alternatives: sets } = await importsOf(file);
    for (const next of statics) await walk(next, into);
    lazyRoots.push(...dynamic);
    alternatives.push(...sets);
  };
  for (const entry of entries) await walk(entry, upFront);
  const lazy = new Set();
  for (let index = 0; index < lazyRoots.length; index += 1) await walk(lazyRoots[index], lazy);
  return { upFront: [...upFront], lazy: [...lazy].filter((file) => !upFront.has(file)), alternatives };
}

/** The files an HTML page loads up front: its module scripts, stylesheets and module preloads (under `/elements/v1/` in `dir`). */
async function pageAssets(page, dir, prefix) {
  const html = await readFile(page, 'utf8');
  const scripts = [];
  const styles = [];
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/g)) {
    const src = /\b(?:src|href)="([^"]+)"/.exec(tag)?.[1];
    if (src === undefined || !src.startsWith(prefix)) continue;
    const file = join(dir, src.slice(prefix.length));
    if (tag.startsWith('<script') || /rel="modulepreload"/.test(tag)) scripts.push(file);
    else if (/rel="stylesheet"/.test(tag)) styles.push(file);
  }
  return { scripts, styles };
}

/** Our own files, as `npm run build` wrote them into `root`/dist. */
export async function ownSizes(root) {
  const dist = join(root, 'dist');
  const script = await moduleGraph([join(dist, 'elements', 'svc-elements.js')]);
  const cardPage = join(dist, 'frame', 'card-frame.html');
  const card = await pageAssets(cardPage, join(dist, 'frame'), '/elements/v1/');
  const cardGraph = await moduleGraph(card.scripts);
  const challengePage = join(dist, 'frame', '3ds-container.html');
  const challenge = await pageAssets(challengePage, join(dist, 'frame'), '/elements/v1/');
  const challengeGraph = await moduleGraph(challenge.scripts);
  const cardFiles = [cardPage, ...cardGraph.upFront, ...card.styles];
  // The script-tag file (issue 11, item 1): svc-elements-<version>.js in dist/cdn, both elements, a classic script.
  const cdn = join(dist, 'cdn');
  const scriptTagFile = existsSync(cdn) ? readdirSync(cdn).find((name) => /^svc-elements-.+\.js$/.test(name)) : undefined;
  const scriptTag = scriptTagFile === undefined ? null : await moduleGraph([join(cdn, scriptTagFile)]);
  const row = async (name, runsIn, when, files) => ({ name, runsIn, when, ...(await measureFiles(files, root)) });
  return [
    await row(OUR_SCRIPT, 'merchant page', 'up front', script.upFront),
    await row('svc-elements.js: lazy chunks (3DS dialog, native bridge)', 'merchant page', 'lazy', script.lazy),
    ...(scriptTag === null
      ? []
      : [
          await row('svc-elements script tag (dist/cdn): both elements, classic script', 'merchant page', 'up front', scriptTag.upFront),
          await row('svc-elements script tag (dist/cdn): lazy chunks', 'merchant page', 'lazy', scriptTag.lazy),
        ]),
    await row('svc-elements card frame page: HTML + script + CSS', 'service frame', 'up front', cardFiles),
    await row('svc-elements card frame page: lazy (confirm, widgets, fonts, appearance chunks)', 'service frame', 'lazy', cardGraph.lazy),
    ...(await Promise.all(
      cardGraph.alternatives.map(async (files) => {
        const sized = await Promise.all(files.map(async (file) => ({ file, gzip: compressed(await readFile(file)).gzip })));
        const largest = sized.reduce((a, b) => (b.gzip > a.gzip ? b : a));
        // A template import() per folder of per-locale files: the card's messages (locales/), the saved-cards view's (saved-cards/).
        const folder = posix.basename(dirname(largest.file));
        const what = folder === 'locales' ? "one locale's messages" : `one locale's ${folder} messages`;
        const name = `svc-elements card frame page: lazy, ${what} (the largest of ${files.length}, ${posix.basename(largest.file)})`;
        return row(name, 'service frame', 'lazy', [largest.file]);
      }),
    )),
    await row('svc-elements 3DS container page (challenges only)', 'service frame', 'lazy', [
      challengePage,
      ...challengeGraph.upFront,
      ...challengeGraph.lazy,
      ...challenge.styles,
    ]),
    await row(OUR_CHECKOUT, 'merchant page + service frame', 'up front', [...script.upFront, ...cardFiles]),
  ];
}

/** Bundles one entry with Vite (app mode, JS input) into `outDir` and sorts its files into up front and lazy. */
async function bundle(dir, root, spec, index) {
  const { name, imports } = spec;
  const entry = join(dir, `entry-${index}.js`);
  await writeFile(entry, imports);
  const outDir = join(dir, `out-${index}`);
  const result = await build({
    configFile: false,
    root: dir,
    logLevel: 'silent',
    publicDir: false,
    mode: 'production',
    // Our npm import resolves to the package's own build, as it would from a merchant's node_modules.
    resolve: { alias: [{ find: /^svc-elements$/, replacement: join(root, 'dist', 'elements', 'index.js') }] },
    build: {
      outDir,
      emptyOutDir: true,
      target: 'es2020',
      minify: true,
      cssMinify: true,
      sourcemap: false,
      reportCompressedSize: false,
      copyPublicDir: false,
      modulePreload: false,
      // Names without hashes: the results file lists them, and should not change when nothing else does.
      rolldownOptions: {
        input: { [spec.file]: entry },
        output: { entryFileNames: '[name].js', chunkFileNames: '[name].js', assetFileNames: '[name][extname]' },
      },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((item) => item.output);
  const byName = new Map(outputs.map((item) => [item.fileName, item]));
  const upFront = new Set();
  const visit = (fileName) => {
    if (upFront.has(fileName)) return;
    upFront.add(fileName);
    const chunk = byName.get(fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) upFront.add(css);
    for (const next of chunk.imports) visit(next);
  };
  for (const item of outputs) if (item.type === 'chunk' && item.isEntry) visit(item.fileName);
  const lazy = outputs.map((item) => item.fileName).filter((fileName) => !upFront.has(fileName) && !fileName.endsWith('.map'));
  const measured = (fileNames) =>
    measureFiles(
      fileNames.map((fileName) => join(outDir, fileName)),
      outDir,
    );
  const rows = [{ name, runsIn: 'merchant page', when: 'up front', ...(await measured([...upFront])) }];
  if (lazy.length > 0) rows.push({ name: `${name}: lazy chunks`, runsIn: 'merchant page', when: 'lazy', ...(await measured(lazy)) });
  return rows;
}

/** Our files and the peers' bundles, in a fixed order. */
export async function measureSizes(root) {
  const own = await ownSizes(root);
  const dir = await mkdtemp(join(tmpdir(), 'svc-bench-sizes-'));
  try {
    // The entries live in the temporary directory; bare imports resolve from the project's node_modules.
    await symlink(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
    const bundled = [];
    for (const [index, spec] of BUNDLES.entries()) bundled.push(...(await bundle(dir, root, spec, index)));
    // Ratios of gzip sizes to our svc-elements.js, and to what our checkout loads up front (it and the card frame page).
    const script = own.find((row) => row.name === OUR_SCRIPT);
    const checkout = own.find((row) => row.name === OUR_CHECKOUT);
    return [...own, ...bundled].map(({ files, ...row }) => ({
      ...row,
      gzipVsOurScript: Math.round((row.gzip / script.gzip) * 100) / 100,
      gzipVsOurScriptAndFrame: Math.round((row.gzip / checkout.gzip) * 100) / 100,
      files,
    }));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
