import { fileURLToPath } from 'node:url';
import { startSandbox } from '../../src/sandbox/index.js';
import { startFontHost } from '../support/font-host.js';
import { freePort } from '../support/free-port.js';
import { startHostServer } from './support/host-server.js';

/**
 * Starts, once for the whole Playwright run, the two origins every browser test needs:
 *
 * - the sandbox (rate limits off), reached at `http://localhost:<p1>`: it serves the API and the
 *   built frame pages (`dist/frame`, written by `npm run build`);
 * - the merchant host on `http://127.0.0.1:<p2>`: the test pages and `dist/elements/svc-elements.js`;
 * - a merchant's font host on `http://127.0.0.1:<p3>` (test/support/font-host.ts), registered with the
 *   sandbox for the key (`fontOrigins`); the same server as `http://localhost:<p3>` is not registered.
 *
 * Different hosts, so the two are different origins and different sites, as in production. The
 * addresses reach the tests through the environment (fixtures.ts reads them); the function it returns
 * stops both servers.
 */

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

export const ENV = {
  sandboxUrl: 'SVC_TEST_SANDBOX_URL',
  hostUrl: 'SVC_TEST_HOST_URL',
  publishableKey: 'SVC_TEST_PUBLISHABLE_KEY',
  secretKey: 'SVC_TEST_SECRET_KEY',
  fontHostUrl: 'SVC_TEST_FONT_HOST_URL',
  unregisteredFontHostUrl: 'SVC_TEST_UNREGISTERED_FONT_HOST_URL',
} as const;

export default async function globalSetup(): Promise<() => Promise<void>> {
  const port = await freePort();
  const sandboxUrl = `http://localhost:${port}`;
  const fontHost = await startFontHost();
  const sandbox = await startSandbox({ port, host: '127.0.0.1', rateLimits: false, publicUrl: sandboxUrl, fontOrigins: [fontHost.url] });
  const host = await startHostServer({
    pagesDir: `${ROOT}test/browser/pages`,
    elementsBundle: `${ROOT}dist/elements/svc-elements.js`,
    sandboxOrigin: sandboxUrl,
    publishableKey: sandbox.keys.publishableKey,
  });
  process.env[ENV.sandboxUrl] = sandboxUrl;
  process.env[ENV.hostUrl] = host.url;
  process.env[ENV.publishableKey] = sandbox.keys.publishableKey;
  process.env[ENV.secretKey] = sandbox.keys.secretKey;
  process.env[ENV.fontHostUrl] = fontHost.url;
  process.env[ENV.unregisteredFontHostUrl] = fontHost.otherOriginUrl;
  return async () => {
    await Promise.all([host.close(), sandbox.close(), fontHost.close()]);
  };
}
