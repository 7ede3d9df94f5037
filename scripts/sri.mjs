// The Subresource Integrity manifests of the browser files a merchant page loads (issue 11, item 1),
// written at the end of `npm run build`:
//   dist/cdn/sri.json       the script-tag file and its chunks, as the service serves them at /elements/kit/
//   dist/elements/sri.json  the self-hosted ES-module files (svc-elements.js, svc-payment-status.js) and their chunks
// Each is `{ version, algorithm, files: { "<path relative to the manifest>": "sha384-…" } }`, sorted by
// path. It also checks that every chunk hash the script-tag file carries (vite.elements.config.ts,
// scriptTagPlugin) is the hash of the chunk as written: a build that breaks that fails here.
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const { version } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));

export const integrityOf = (bytes) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.js'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** The manifest of `files` (absolute paths), with paths relative to `dir`. */
function manifest(dir, files) {
  const entries = files.map((file) => [relative(dir, file).split('\\').join('/'), integrityOf(readFileSync(file))]);
  entries.sort(([a], [b]) => (a < b ? -1 : 1));
  return { version, algorithm: 'sha384', files: Object.fromEntries(entries) };
}

export function writeManifests(dist = join(ROOT, 'dist')) {
  const cdn = join(dist, 'cdn');
  const elements = join(dist, 'elements');
  const kit = manifest(cdn, filesUnder(cdn));
  const entry = `svc-elements-${version}.js`;
  const code = readFileSync(join(cdn, entry), 'utf8');
  const embedded = [...code.matchAll(/svcLoad\(`\.\/([^`]+)`,`(sha384-[^`]+)`\)/g)];
  if (embedded.length === 0) throw new Error(`sri: ${entry} loads no chunk through its checked loader`);
  for (const [, file, hash] of embedded) {
    if (kit.files[file] !== hash) throw new Error(`sri: ${entry} expects ${file} to be ${hash}, the file is ${kit.files[file]}`);
  }
  const esm = manifest(elements, [
    join(elements, 'svc-elements.js'),
    join(elements, 'svc-payment-status.js'),
    ...filesUnder(join(elements, 'chunks')),
  ]);
  writeFileSync(join(cdn, 'sri.json'), `${JSON.stringify(kit, null, 2)}\n`);
  writeFileSync(join(elements, 'sri.json'), `${JSON.stringify(esm, null, 2)}\n`);
  return { kit, esm };
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) writeManifests();
