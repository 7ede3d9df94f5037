// Writes src/validators/generated.ts from the zod schemas (scripts/validators/browser-validators.ts).
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const root = fileURLToPath(new URL('../', import.meta.url));
const { module } = await runnerImport(`${root}scripts/validators/browser-validators.ts`, { root, configFile: false, logLevel: 'warn' });
writeFileSync(new URL(`../${module.GENERATED_PATH}`, import.meta.url), module.browserValidatorsModule());
console.info(`wrote ${module.GENERATED_PATH}`);
