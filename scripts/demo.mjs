// `npm run demo` (after `npm run build`, which the npm script runs first): the whole checkout on this
// machine, in one process.
//
//   1. the sandbox, on port 4242 when free (else any free port), serving the API and the built frame
//      pages (dist/frame);
//   2. the demo shop's server (demo/merchant/server.ts, TypeScript loaded with Vite's module runner):
//      POST /api/checkout-session, built with createClientSessionHandler, and the subscription with its
//      free trial (POST /api/trial-session, /api/subscription, POST /api/demo/end-trial) and webhooks;
//   3. the pages (demo/checkout/: the checkout, trial.html, subscription.html, authenticate.html) on
//      Vite's dev server, which proxies /api to the shop's server, so the pages and their server share
//      one origin, and sends every answer with the strict Content-Security-Policy of a merchant's
//      payment page (merchantPagePolicy, below).
//
// stdout gets exactly one line, "svc-elements demo: open <address>"; everything else goes to stderr.
// Ctrl-C stops all three.
import { fileURLToPath } from 'node:url';
import { createServer, runnerImport } from 'vite';
import { startSandbox } from '../dist/sandbox/index.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const PREFERRED_SANDBOX_PORT = 4242;
const log = (line) => process.stderr.write(`${line}\n`);

/**
 * The policy of the shop's pages: what docs/install.md ("Nonces, Trusted Types and violation reports")
 * and docs/security.md ("The CSP a merchant needs") ask of a merchant's payment page. Scripts and styles
 * from the shop's own origin only (the pages have no inline script, style or `style` attribute), no
 * eval; the service's origin only where the kit needs it, its frames and its API; Trusted Types required
 * and no policy allowed, since neither the kit nor the pages write HTML from strings. `connect-src
 * 'self'` also covers the dev server's WebSocket (a same-origin `ws:`). test/demo/ reads this header
 * from the running demo and counts violations through whole checkouts, 3-D Secure challenges included.
 */
function merchantPagePolicy(serviceOrigin) {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:", // data: the pages' empty favicon (`data:,`)
    `connect-src 'self' ${serviceOrigin}`,
    `frame-src ${serviceOrigin}`,
    "form-action 'self'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "require-trusted-types-for 'script'",
    "trusted-types 'none'",
  ].join('; ');
}

async function startSandboxOnPreferredPort() {
  try {
    return await startSandbox({ port: PREFERRED_SANDBOX_PORT });
  } catch (error) {
    if (error?.code !== 'EADDRINUSE') throw error;
    log(`svc-elements demo: port ${PREFERRED_SANDBOX_PORT} is taken; the sandbox takes a free one`);
    return startSandbox({ port: 0 });
  }
}

const sandbox = await startSandboxOnPreferredPort();
const stops = [() => sandbox.close()];
try {
  const { module: merchantModule } = await runnerImport(`${ROOT}demo/merchant/server.ts`, { configFile: false, logLevel: 'warn' });
  const merchant = await merchantModule.startMerchantServer({
    sandboxUrl: sandbox.url,
    secretKey: sandbox.keys.secretKey,
    publishableKey: sandbox.keys.publishableKey,
  });
  stops.unshift(() => merchant.close());

  const viteSignalListeners = new Set(process.listeners('SIGTERM'));
  const vite = await createServer({
    configFile: false,
    root: `${ROOT}demo/checkout`,
    logLevel: 'warn',
    clearScreen: false,
    // Lit's development build, as a merchant's own dev server gives it: it says once that it is one, and
    // warns about what a component does wrong, which test/browser/demo.spec.ts holds the kit to.
    resolve: { conditions: ['module', 'browser', 'development'] },
    server: {
      port: 5173,
      strictPort: false,
      proxy: { '/api': { target: merchant.url } },
    },
    plugins: [
      {
        // Every answer of the page server carries the policy; browsers apply it to the pages.
        name: 'svc-demo-content-security-policy',
        configureServer(server) {
          const policy = merchantPagePolicy(new URL(sandbox.url).origin);
          server.middlewares.use((_request, response, next) => {
            response.setHeader('content-security-policy', policy);
            next();
          });
        },
      },
      {
        // The page learns the service's address the way a merchant's template would write it.
        name: 'svc-demo-service-url',
        transformIndexHtml: { order: 'pre', handler: (html) => html.replaceAll('%SVC_SERVICE_URL%', sandbox.url) },
      },
    ],
  });
  // On SIGTERM Vite closes only itself and exits 143; this script stops all three servers instead.
  for (const listener of process.listeners('SIGTERM')) {
    if (!viteSignalListeners.has(listener)) process.off('SIGTERM', listener);
  }
  await vite.listen();
  stops.unshift(() => vite.close());

  const address = vite.resolvedUrls?.local[0] ?? `http://localhost:${vite.config.server.port}/`;
  log(`svc-elements demo: sandbox ${sandbox.url}, shop server ${merchant.url} (behind ${address}api/)`);
  log('  pay with 4242 4242 4242 4242 (completes) or 4000 0000 0000 0002 (declined), any future expiry, any CVC');
  log('  3-D Secure: 4000 0000 0000 3220 (challenge, code 123456), 4000 0000 0000 3063 (bank page, then return.html)');
  log(`  a subscription: ${address}trial.html (14 days free, 4000 0025 0000 3155 saves through a challenge), then ${address}subscription.html`);
  log(
    '  off-session: save 4000 0027 6000 3184 on the trial page, then "Charge the saved card now" on the subscription page; the emailed link finishes it',
  );
  log('  Ctrl-C stops it');
  process.stdout.write(`svc-elements demo: open ${address}\n`);
} catch (error) {
  log(`svc-elements demo: could not start: ${error?.stack ?? error}`);
  await stopAll();
  process.exit(1);
}

async function stopAll() {
  for (const stop of stops) await stop().catch(() => {});
}

const onSignal = () => void stopAll().then(() => process.exit(0));
process.once('SIGINT', onSignal);
process.once('SIGTERM', onSignal);
