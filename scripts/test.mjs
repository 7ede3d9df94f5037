// `npm test`: type-check, then every test (unit and sandbox over real HTTP) with Vitest, ending with
// one plain summary line "vitest: N passed, N failed, N skipped" that CI reads.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findChromium } from './chromium.mjs';

const bin = (name) => join(process.cwd(), 'node_modules', '.bin', name);
const run = (command, args, env = process.env) => spawnSync(command, args, { stdio: 'inherit', env }).status ?? 1;

let chromium;
try {
  chromium = findChromium();
  process.stderr.write(`chromium: ${chromium}\n`);
} catch (error) {
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
}

process.stderr.write('typecheck: tsc -p tsconfig.json\n');
if (run(bin('tsc'), ['-p', 'tsconfig.json']) !== 0) {
  console.log('typecheck: 0 passed, 1 failed');
  process.exit(1);
}

const dir = mkdtempSync(join(tmpdir(), 'svc-test-'));
const report = join(dir, 'vitest.json');
const status = run(
  bin('vitest'),
  ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...process.argv.slice(2)],
  { ...process.env, CHROMIUM_PATH: chromium },
);
let summary = 'vitest: no report written';
try {
  const result = JSON.parse(readFileSync(report, 'utf8'));
  const skipped = result.numPendingTests + result.numTodoTests;
  summary = `vitest: ${result.numPassedTests} passed, ${result.numFailedTests} failed, ${skipped} skipped`;
} catch {
  // Vitest did not get as far as writing its report; its own output above says why.
}
rmSync(dir, { recursive: true, force: true });
console.log(summary);
process.exit(status);
