// Writes custom-elements.json (the custom elements manifest, referenced from package.json) with the
// analyzer, then corrects what it cannot read from our sources: Lit's `static properties` with
// `state: true` are internal state, not attributes; events it guesses from `dispatchEvent` calls
// duplicate the documented `@event` tags; `@event name - {Type} text` carries the type in braces;
// modules come in the analyzer's glob order, which varies: they are sorted by path.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const MANIFEST = `${ROOT}custom-elements.json`;

export function normalizeManifest(manifest) {
  // The analyzer's glob walks folders in no fixed order: sort, so the same sources give the same file.
  manifest.modules.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  for (const module of manifest.modules) {
    for (const declaration of module.declarations ?? []) {
      if (!declaration.customElement) continue;
      const internal = new Set(
        (declaration.members ?? []).filter((member) => member.privacy === 'private' || member.privacy === 'protected').map((member) => member.name),
      );
      declaration.attributes = (declaration.attributes ?? []).filter((attribute) => !internal.has(attribute.fieldName ?? attribute.name));
      declaration.members = (declaration.members ?? []).filter((member) => !internal.has(member.name) && !member.name.startsWith('#'));
      declaration.events = (declaration.events ?? [])
        .filter((event) => event.name && event.description)
        .map((event) => {
          const typed = /^\{(\w+)\}\s*(.*)$/s.exec(event.description);
          return typed ? { ...event, type: { text: typed[1] }, description: typed[2] } : event;
        });
    }
  }
  return manifest;
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  execFileSync(`${ROOT}node_modules/.bin/cem`, ['analyze', '--outdir', '.', '--quiet'], { cwd: ROOT, stdio: 'inherit' });
  const manifest = normalizeManifest(JSON.parse(readFileSync(MANIFEST, 'utf8')));
  writeFileSync(MANIFEST, `${JSON.stringify(manifest, null, 2)}\n`);
  console.log('custom-elements.json written');
}
