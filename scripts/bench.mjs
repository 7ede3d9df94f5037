// `npm run bench` (after `npm run build`, which the npm script runs first): the kit's sizes and timings,
// each beside a peer measured in the same run on the same machine, so the ratio means something even
// where the absolute figures depend on the machine. A benchmark, never a test: nothing is asserted
// but that each measure did what it says (a payment completed, a keystroke showed the formatted number).
// It prints the report, writes bench/results.json and the report between the markers of
// docs/performance.md (which says how each figure is taken).
//
//   sizes              our script tag and card frame page, gzip and brotli    peers: @adyen/adyen-web, braintree-web, bundled with Vite in this run
//   element ready      connected → svc-ready                                  peer: the card frame page in a bare iframe (src set → load)
//   keystroke          keydown → formatted value in the card frame            peer: a plain <input> in the same frame
//   confirm            Pay → completed (4242 4242 4242 4242)                  peer: its 2 requests by fetch() in the card frame
//   3DS frictionless   Pay → completed (4000 0000 0000 3188)                  peer: its requests and 3DS Method by hand in the card frame
//   3DS challenge      Pay → dialog shown (4000 0000 0000 3220)               peer: confirm without 3DS
//   sandbox load       POST and GET /v1/payments from a second process         peer: a bare node:http server under the same load
//   server module      payments.create / retrieve                             peer: the same requests by fetch()
//   stress             the fuzz, faults, races and lifecycle suites of npm test, BENCH_STRESS times their size (no peer:
//                      each must still pass; the figures are what they counted: scripts/bench/stress.mjs)
//
// Environment, to shorten a run (defaults in brackets):
//   BENCH_RUNS=30               page loads / payments per browser row, after one warm-up
//   BENCH_KEYS=1000             keystrokes per keystroke row
//   BENCH_LOAD_CONNECTIONS=16   concurrent keep-alive connections of the load
//   BENCH_LOAD_SECONDS=5        measured seconds per load row (after 2 s of warm-up)
//   BENCH_CALLS=500             calls per server-module row (and as many raw fetch() calls)
//   BENCH_STRESS=10             how many times their test size the stress suites run
//   BENCH_ONLY=sizes,browser,load,server,stress   run only these sections; prints, writes nothing
//
// Servers: the browser tests' own (test/browser/global-setup.ts): the sandbox, rate limits off, and
// the merchant host under its strict CSP, on loopback.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { format, resolveConfig } from 'prettier';
import { runnerImport } from 'vite';
import { browserTimings } from './bench/browser.mjs';
import { LOAD_METHOD, SERVER_MODULE_METHOD, sandboxLoad, serverModuleOverhead } from './bench/load.mjs';
import { loadAverage, machine, versions } from './bench/machine.mjs';
import { renderMarkdown, withReport } from './bench/report.mjs';
import { SIZE_METHOD, measureSizes } from './bench/sizes.mjs';
import { STRESS_METHOD, stressRuns } from './bench/stress.mjs';
import { findChromium } from './chromium.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const RESULTS = join(ROOT, 'bench', 'results.json');
const DOC = join(ROOT, 'docs', 'performance.md');

const positive = (name, fallback) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number of at least 1, not ${process.env[name]}`);
  return value;
};
const settings = {
  runs: positive('BENCH_RUNS', 30),
  keys: positive('BENCH_KEYS', 1000),
  loadConnections: positive('BENCH_LOAD_CONNECTIONS', 16),
  loadSeconds: positive('BENCH_LOAD_SECONDS', 5),
  calls: positive('BENCH_CALLS', 500),
  stress: positive('BENCH_STRESS', 10),
};
const SECTIONS = ['sizes', 'browser', 'load', 'server', 'stress'];
const only = process.env.BENCH_ONLY?.split(',').map((section) => section.trim());
const unknown = only?.filter((section) => !SECTIONS.includes(section)) ?? [];
if (unknown.length > 0) throw new Error(`BENCH_ONLY: unknown section ${unknown.join(', ')}; the sections are ${SECTIONS.join(', ')}`);
const runs = (section) => only === undefined || only.includes(section);
const log = (line) => process.stderr.write(`bench: ${line}\n`);
const started = performance.now();

const machineAtStart = machine();
if (runs('sizes')) log('sizes');
const sizes = runs('sizes') ? await measureSizes(ROOT) : [];

const { module: setup } = await runnerImport(`${ROOT}test/browser/global-setup.ts`, { configFile: false, logLevel: 'warn' });
const stopServers = await setup.default();
const { ENV } = setup;
const servers = {
  sandboxUrl: process.env[ENV.sandboxUrl],
  hostUrl: process.env[ENV.hostUrl],
  publishableKey: process.env[ENV.publishableKey],
  secretKey: process.env[ENV.secretKey],
};
const { formatNumber } = await import(pathToFileURL(join(ROOT, 'dist', 'card', 'index.js')).href);
const { LATEST_API_VERSION } = await import(pathToFileURL(join(ROOT, 'dist', 'api', 'versions.js')).href);
const { THREE_DS_METHOD_START, message } = await import(pathToFileURL(join(ROOT, 'dist', 'protocol', 'rules.js')).href);

const browser = await chromium.launch({
  executablePath: findChromium(),
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
let timings = [];
let load = [];
let serverModule = [];
const chromiumVersion = browser.version();
try {
  if (runs('browser'))
    timings = await browserTimings({
      browser,
      servers,
      runs: settings.runs,
      keys: settings.keys,
      formatNumber,
      methodStart: message({ type: THREE_DS_METHOD_START }),
      log,
    });
  await browser.close();
  const node = { root: ROOT, sandboxUrl: servers.sandboxUrl, secretKey: servers.secretKey, apiVersion: LATEST_API_VERSION, log };
  if (runs('server')) serverModule = await serverModuleOverhead({ ...node, calls: settings.calls });
  if (runs('load')) load = await sandboxLoad({ ...node, connections: settings.loadConnections, seconds: settings.loadSeconds });
} finally {
  await browser.close();
  await stopServers();
}
// Last, on their own servers, with nothing else running: the suites start what they need.
const stress = runs('stress') ? stressRuns({ root: ROOT, factor: settings.stress, log }) : { seconds: { vitest: 0, playwright: 0 }, rows: [] };

const results = {
  schema: 1,
  date: new Date().toISOString().slice(0, 10),
  machine: machineAtStart,
  loadAverageAtEnd: loadAverage(),
  versions: versions(ROOT, chromiumVersion),
  settings,
  sizes: { method: SIZE_METHOD, rows: sizes },
  timings: { rows: timings },
  load: { method: LOAD_METHOD, rows: load },
  serverModule: { method: SERVER_MODULE_METHOD, rows: serverModule },
  stress: { method: STRESS_METHOD, seconds: stress.seconds, rows: stress.rows },
};
const markdown = renderMarkdown(results);
process.stdout.write(`${markdown}\n`);
if (only === undefined) {
  await mkdir(join(ROOT, 'bench'), { recursive: true });
  // Laid out as Prettier lays out JSON, so `npm run format:check` passes on the file as written.
  await writeFile(RESULTS, await format(JSON.stringify(results), { ...(await resolveConfig(RESULTS)), filepath: RESULTS }));
  await writeFile(DOC, withReport(await readFile(DOC, 'utf8'), markdown));
  log(`wrote bench/results.json and docs/performance.md in ${Math.round((performance.now() - started) / 1000)} s`);
} else {
  log(`BENCH_ONLY: nothing written (${Math.round((performance.now() - started) / 1000)} s)`);
}
