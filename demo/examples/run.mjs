// `node demo/examples/run.mjs <example>` (after `npm run build`): one example of this folder, running
// on this machine as test/browser/examples.spec.ts runs it.
//
//   1. the sandbox, on port 4242 when free (else any free port);
//   2. the example built with Vite (into a temporary directory), VITE_SVC_SERVICE_URL set to the sandbox;
//   3. the example's server.ts (TypeScript, loaded with Vite's module runner) on port 3000 when free.
//
// stdout gets one line, "svc-elements example <name>: open <address>"; the rest goes to stderr.
// Ctrl-C stops it. The examples import the kit by its package name, which resolves to this package's
// own dist/ (its `exports`), as it would from node_modules in your project.
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, runnerImport } from 'vite';
import { startSandbox } from '../../dist/sandbox/index.js';

const HERE = fileURLToPath(new URL('.', import.meta.url));
const examples = readdirSync(HERE, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(`${HERE}${entry.name}/server.ts`))
  .map((entry) => entry.name);
const name = process.argv[2];
if (!name || !examples.includes(name)) {
  process.stderr.write(`usage: node demo/examples/run.mjs <${examples.join('|')}>\n`);
  process.exit(2);
}
const root = `${HERE}${name}/`;
const log = (line) => process.stderr.write(`${line}\n`);

/** `start(port)`, else `start(0)` when that port is taken. */
async function onPreferredPort(port, start) {
  try {
    return await start(port);
  } catch (error) {
    if (error?.code !== 'EADDRINUSE') throw error;
    return start(0);
  }
}

const sandbox = await onPreferredPort(4242, (port) => startSandbox({ port }));
const outDir = mkdtempSync(join(tmpdir(), `svc-example-${name}-`));
const stops = [() => sandbox.close(), async () => rmSync(outDir, { recursive: true, force: true })];
// A folder with an index.html but no vite.config.ts and no src/ is a page without a build step
// (classic/): its server serves the folder as written.
const built = existsSync(`${root}src`) || existsSync(`${root}vite.config.ts`);
try {
  if (built)
    await build({
      root,
      configFile: existsSync(`${root}vite.config.ts`) ? `${root}vite.config.ts` : false,
      configLoader: 'runner',
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true },
      define: { 'import.meta.env.VITE_SVC_SERVICE_URL': JSON.stringify(sandbox.url) },
    });
  const { module: server } = await runnerImport(`${root}server.ts`, { configFile: false, logLevel: 'warn' });
  const shop = server.createShop({
    root: built ? outDir : root,
    secretKey: sandbox.keys.secretKey,
    publishableKey: sandbox.keys.publishableKey,
    serviceUrl: sandbox.url,
  });
  const http = await onPreferredPort(
    3000,
    (port) =>
      new Promise((resolve, reject) => {
        const listening = createServer(shop);
        listening.once('error', reject);
        listening.listen(port, '127.0.0.1', () => resolve(listening));
      }),
  );
  stops.unshift(
    () =>
      new Promise((resolve) => {
        http.close(resolve);
        http.closeAllConnections();
      }),
  );
  log(`svc-elements example ${name}: sandbox ${sandbox.url}; pay with 4242 4242 4242 4242, any future expiry, any CVC; Ctrl-C stops it`);
  process.stdout.write(`svc-elements example ${name}: open http://127.0.0.1:${http.address().port}/\n`);
} catch (error) {
  log(`svc-elements example ${name}: could not start: ${error?.stack ?? error}`);
  await stopAll();
  process.exit(1);
}

async function stopAll() {
  for (const stop of stops) await stop().catch(() => {});
}

const onSignal = () => void stopAll().then(() => process.exit(0));
process.once('SIGINT', onSignal);
process.once('SIGTERM', onSignal);
