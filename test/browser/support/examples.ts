import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { type RequestListener, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, createLogger, runnerImport } from 'vite';
import type { Servers } from '../fixtures.js';
import { ENV } from '../global-setup.js';

/**
 * The harness of examples.spec.ts: an example of demo/examples/ built and served as its README says,
 * against the Playwright run's sandbox.
 *
 * An example is a folder with a `server.ts` exporting `createShop(options)` (below), and whatever
 * `vite build` builds in that folder (its `index.html`, or the inputs its `vite.config.ts` names;
 * nothing with `build: false`, for a page served as it is written).
 * The examples import the kit by its package name (`svc-elements`, `svc-elements/server`, …), which
 * Vite resolves to this package itself through its `exports` (a package may import itself by name), so
 * they run on the built `dist/` exactly as an installed package would: `npm run build` first.
 *
 * server.ts is loaded with Vite's module runner (`runnerImport`), as demo/examples/run.mjs and
 * scripts/demo.mjs load TypeScript servers, not with Playwright's loader: Playwright applies
 * tsconfig.json's `paths`, which point those names at src/ for the type check (the check runs before
 * the build), and the examples must run on dist/.
 */

/** What `createShop` of every example's server.ts is given. */
export interface ShopOptions {
  /** The example as `vite build` wrote it (with `build: false`, the example's folder). */
  root: string;
  secretKey: string;
  publishableKey: string;
  /** The sandbox's address. */
  serviceUrl: string;
}

/** An example's server.ts. */
interface ExampleServer {
  createShop(options: ShopOptions): RequestListener;
}

export interface RunningExample {
  /** The shop's address, `http://127.0.0.1:<port>/`: another origin than the sandbox's `http://localhost:<port>`. */
  url: string;
  /** What Vite warned about while building the example (nothing, for a clean example). */
  buildWarnings: string[];
  close(): Promise<void>;
}

const EXAMPLES_DIR = fileURLToPath(new URL('../../../demo/examples/', import.meta.url));

/** The sandbox and its keys, for a `beforeAll` (the `servers` fixture is a test's, not a worker's). */
export function sandboxFromEnv(): Pick<Servers, 'sandboxUrl' | 'publishableKey' | 'secretKey'> {
  const read = (name: string) => {
    const value = process.env[name];
    if (!value) throw new Error(`${name} is not set: run the browser tests through playwright.config.ts`);
    return value;
  };
  return { sandboxUrl: read(ENV.sandboxUrl), publishableKey: read(ENV.publishableKey), secretKey: read(ENV.secretKey) };
}

/**
 * Builds demo/examples/<name> into a temporary directory with Vite's `build()` (its own
 * vite.config.ts when it has one; `VITE_SVC_SERVICE_URL` set to the sandbox, as its README says),
 * then serves it with the example's own server on a free loopback port. With `build: false` (a page
 * served as it is written) the server's `root` is the example's folder itself.
 */
export async function startExample(name: string, options: { build?: boolean } = {}): Promise<RunningExample> {
  const sandbox = sandboxFromEnv();
  const root = join(EXAMPLES_DIR, name);
  const buildWarnings: string[] = [];
  const outDir = options.build === false ? null : await buildExample(root, sandbox.sandboxUrl, buildWarnings);

  const { module: server } = await runnerImport<Partial<ExampleServer>>(join(root, 'server.ts'), { configFile: false, logLevel: 'warn' });
  if (typeof server.createShop !== 'function') throw new Error(`demo/examples/${name}/server.ts exports no createShop()`);
  const http = createServer(
    server.createShop({ root: outDir ?? root, secretKey: sandbox.secretKey, publishableKey: sandbox.publishableKey, serviceUrl: sandbox.sandboxUrl }),
  );
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = http.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    buildWarnings,
    close: async () => {
      await new Promise<void>((resolve) => {
        http.close(() => resolve());
        http.closeAllConnections();
      });
      if (outDir !== null) await rm(outDir, { recursive: true, force: true });
    },
  };
}

/** `vite build` of an example into a new temporary directory, which it returns; Vite's warnings go to `warnings`. */
async function buildExample(root: string, sandboxUrl: string, warnings: string[]): Promise<string> {
  const outDir = await mkdtemp(join(tmpdir(), 'svc-example-'));
  const logger = createLogger('warn');
  const record = (message: string) => void warnings.push(message);
  logger.warn = record;
  logger.warnOnce = record;
  const configFile = join(root, 'vite.config.ts');
  await build({
    root,
    configFile: existsSync(configFile) ? configFile : false,
    // The config is loaded with Vite's module runner: no temporary bundle of it beside the example.
    configLoader: 'runner',
    customLogger: logger,
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
    define: { 'import.meta.env.VITE_SVC_SERVICE_URL': JSON.stringify(sandboxUrl) },
  });
  return outDir;
}

/**
 * The page's Content-Security-Policy, checked to be as strict as the spec promises: no `'unsafe-…'`
 * source and no wildcard anywhere, scripts and styles from the shop itself (and, for scripts, the
 * service), frames from the service only.
 */
export function policyProblems(policy: string | undefined, serviceOrigin: string): string[] {
  if (!policy) return ['no Content-Security-Policy header'];
  const directives = new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map((words) => [words[0]!.toLowerCase(), words.slice(1)] as const),
  );
  const problems: string[] = [];
  for (const [name, sources] of directives) {
    for (const source of sources) if (source.startsWith("'unsafe-") || source.includes('*')) problems.push(`${name} allows ${source}`);
  }
  const only = (name: string, allowed: string[]) => {
    const sources = directives.get(name) ?? directives.get('default-src');
    if (!sources) problems.push(`no ${name} (nor default-src)`);
    else for (const source of sources) if (!allowed.includes(source)) problems.push(`${name} allows ${source}`);
  };
  only('script-src', ["'self'", serviceOrigin]);
  only('style-src', ["'self'"]);
  only('frame-src', [serviceOrigin]);
  only('connect-src', ["'self'", serviceOrigin]);
  return problems;
}
