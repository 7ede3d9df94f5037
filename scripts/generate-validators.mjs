// Writes src/validators/*.generated.ts from the zod schemas (scripts/validators/browser-validators.ts).
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const root = fileURLToPath(new URL('../', import.meta.url));
const { module } = await runnerImport(`${root}scripts/validators/browser-validators.ts`, { root, configFile: false, logLevel: 'warn' });
for (const { path, code } of module.browserValidatorModules()) {
  writeFileSync(`${root}${path}`, code);
  console.info(`wrote ${path}`);
}
