// `npm test`: type-check (the whole tree, then browser code and Node code apart), the static checks
// (ESLint, Prettier, lit-analyzer: scripts/checks.mjs), build (so the sandbox serves the current frame
// pages and the browser tests load the current bundle), every Vitest test (unit and sandbox over real
// HTTP), then the Playwright browser tests when playwright.config.ts exists, then the cross-engine suite
// (test/engines/: Firefox ESR, WebKitGTK and WPE WebKit 2.38, vitest.engines.config.ts). A failed type check stops it
// there; a failed static check does not stop the tests, it fails the run at the end. It ends with
// plain summary lines that CI reads:
//   eslint: N passed, N failed
//   prettier: N passed, N failed
//   lit-analyzer: N passed, N failed
//   package: N passed, N failed       (publint and attw on the packed tarball)
//   vitest: N passed, N failed, N skipped
//   playwright: N passed, N failed, N skipped
//   firefox: N passed, N failed, N skipped
//   webkit: N passed, N failed, N skipped
//   wpe: N passed, N failed, N skipped
// and exits non-zero when any has a failure. Arguments go to Vitest (`npm test -- test/card`).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runChecks } from './checks.mjs';
import { findChromium } from './chromium.mjs';
import { findEngines } from './engines.mjs';

const bin = (name) => join(process.cwd(), 'node_modules', '.bin', name);
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const run = (command, args, env = process.env) => spawnSync(command, args, { stdio: 'inherit', env }).status ?? 1;
const line = (name, passed, failed, skipped) => `${name}: ${passed} passed, ${failed} failed, ${skipped} skipped`;

let chromium;
let engines;
try {
  chromium = findChromium();
  process.stderr.write(`chromium: ${chromium}\n`);
  engines = findEngines();
  process.stderr.write(`firefox: ${engines.firefox}; webkit: ${engines.webkit.driver} with ${engines.webkit.browser}\n`);
} catch (error) {
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
}

// tsc is TypeScript 7's native compiler; `typescript` itself is 6.0 for the tools' sake (README.md, "Versions").
const tscVersion = spawnSync(bin('tsc'), ['--version'], { encoding: 'utf8' }).stdout ?? '';
if (!tscVersion.startsWith('Version 7.')) {
  process.stderr.write(`typecheck: node_modules/.bin/tsc is not TypeScript 7 (${tscVersion.trim() || 'missing'}); run npm ci\n`);
  console.log('typecheck: 0 passed, 1 failed');
  process.exit(1);
}
const tsconfigs = ['tsconfig.json', 'tsconfig.browser.json', 'tsconfig.node.json'];
for (const [index, tsconfig] of tsconfigs.entries()) {
  process.stderr.write(`typecheck: tsc -p ${tsconfig}\n`);
  if (run(bin('tsc'), ['-p', tsconfig]) !== 0) {
    console.log(`typecheck: ${index} passed, 1 failed`);
    process.exit(1);
  }
}

const checks = await runChecks();
const checksFailed = checks.some((check) => !check.ok);

process.stderr.write('build: npm run build\n');
if (run(npm, ['run', 'build', '--silent']) !== 0) {
  for (const check of checks) console.log(check.summary);
  console.log('build: 0 passed, 1 failed');
  process.exit(1);
}

const dir = mkdtempSync(join(tmpdir(), 'svc-test-'));
const env = { ...process.env, CHROMIUM_PATH: chromium, FIREFOX_PATH: engines.firefox };

// The package as npm would publish it: this build packed (no second build), then publint (strict) and
// Are the Types Wrong? with the ESM-only profile (the package has no CommonJS entry, by design).
const packed = join(dir, 'pack');
mkdirSync(packed);
const packedOk = run(npm, ['pack', '--ignore-scripts', '--silent', '--pack-destination', packed]) === 0;
const tarball = join(packed, packedOk ? (readdirSync(packed).find((name) => name.endsWith('.tgz')) ?? '') : '');
const packageChecks = packedOk
  ? [run(bin('publint'), ['run', tarball, '--strict']) === 0, run(bin('attw'), [tarball, '--profile', 'esm-only', '--format', 'ascii']) === 0]
  : [false];
const packageSummary = `package: ${packageChecks.filter(Boolean).length} passed, ${packageChecks.filter((ok) => !ok).length} failed`;

// Vitest
const vitestReport = join(dir, 'vitest.json');
const vitestStatus = run(
  bin('vitest'),
  ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`, ...process.argv.slice(2)],
  env,
);
let vitestSummary = 'vitest: no report written';
try {
  const result = JSON.parse(readFileSync(vitestReport, 'utf8'));
  vitestSummary = line('vitest', result.numPassedTests, result.numFailedTests, result.numPendingTests + result.numTodoTests);
} catch {
  // Vitest did not get as far as writing its report; its own output above says why.
}

// Playwright: `list` for people, `json` for this summary.
let playwrightStatus = 0;
let playwrightSummary = line('playwright', 0, 0, 0);
if (existsSync('playwright.config.ts')) {
  const playwrightReport = join(dir, 'playwright.json');
  playwrightStatus = run(bin('playwright'), ['test', '--reporter=list,json'], { ...env, PLAYWRIGHT_JSON_OUTPUT_FILE: playwrightReport });
  playwrightSummary = 'playwright: no report written';
  try {
    const { stats } = JSON.parse(readFileSync(playwrightReport, 'utf8'));
    // A flaky test passed on a retry: it counts as passed (retries are off unless configured).
    playwrightSummary = line('playwright', stats.expected + stats.flaky, stats.unexpected, stats.skipped);
  } catch {
    // Playwright stopped before reporting (global setup failed, say); its own output above says why.
    playwrightStatus ||= 1;
  }
} else {
  process.stderr.write('playwright: no playwright.config.ts, no browser tests\n');
}

// The cross-engine suite: one Vitest run, the engines side by side, a summary line for each.
const enginesReport = join(dir, 'engines.json');
let enginesStatus = run(
  bin('vitest'),
  ['run', '--config', 'vitest.engines.config.ts', '--reporter=default', '--reporter=json', `--outputFile.json=${enginesReport}`],
  env,
);
const ENGINES = ['firefox', 'webkit', 'wpe'];
let engineSummaries = ENGINES.map((engine) => `${engine}: no report written`);
try {
  const result = JSON.parse(readFileSync(enginesReport, 'utf8'));
  engineSummaries = ENGINES.map((engine) => {
    const files = result.testResults.filter((file) => file.name.endsWith(`/test/engines/${engine}.spec.ts`));
    const tests = files.flatMap((file) => file.assertionResults);
    const count = (status) => tests.filter((test) => test.status === status).length;
    // A file that failed before any test ran (its engine did not start) counts as one failure.
    const crashed = tests.length === 0 ? 1 : 0;
    return line(engine, count('passed'), count('failed') + crashed, count('pending') + count('skipped') + count('todo'));
  });
} catch {
  // Vitest stopped before reporting; its own output above says why.
  enginesStatus ||= 1;
}

rmSync(dir, { recursive: true, force: true });
for (const check of checks) console.log(check.summary);
console.log(packageSummary);
console.log(vitestSummary);
console.log(playwrightSummary);
for (const summary of engineSummaries) console.log(summary);
const packageFailed = packageChecks.some((ok) => !ok);
process.exit(vitestStatus !== 0 ? vitestStatus : playwrightStatus || enginesStatus || (checksFailed || packageFailed ? 1 : 0));
