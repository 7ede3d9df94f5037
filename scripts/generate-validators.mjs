// Writes src/validators/frame.generated.ts from the zod schemas (src/validators/frame-validators.ts).
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const root = fileURLToPath(new URL('../', import.meta.url));
const { module } = await runnerImport(`${root}src/validators/frame-validators.ts`, { root, configFile: false, logLevel: 'warn' });
writeFileSync(new URL(`../${module.GENERATED_PATH}`, import.meta.url), module.frameValidatorsModule());
console.info(`wrote ${module.GENERATED_PATH}`);
