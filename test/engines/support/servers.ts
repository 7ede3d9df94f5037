import { fileURLToPath } from 'node:url';
import { startSandbox } from '../../../src/sandbox/index.js';
import { startHostServer } from '../../browser/support/host-server.js';
import { freePort } from '../../support/free-port.js';
import type { MerchantServers } from '../../support/merchant-customers.js';

/**
 * The two origins of an engine run, as the Playwright suite has them (test/browser/global-setup.ts):
 * the sandbox on `http://localhost:<port>` serving the API and the built frame pages, and the
 * merchant host on `http://127.0.0.1:<port>` serving test/browser/pages/ and dist/elements/. Both put
 * ./page-script.js, the collector of console errors and CSP violations, first in every page.
 */

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const PAGE_SCRIPT = fileURLToPath(new URL('./page-script.js', import.meta.url));

/** The two addresses and the account's keys (what ../../support/merchant-customers.ts needs), and the calls of a merchant's server. */
export interface EngineServers extends MerchantServers {
  /** A payment of 25.00 EUR returning to the host's return.html, and the client secret of a session bound to it. */
  createPayment(fields?: { returnUrl?: string }): Promise<{ paymentId: string; clientSecret: string }>;
  /** A call of the sandbox with the secret key, as the merchant's server makes it. */
  call<T = Record<string, unknown>>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T>;
  close(): Promise<void>;
}

export async function startServers(): Promise<EngineServers> {
  // The sandbox listens on 127.0.0.1 and is reached as localhost: another site than the host's 127.0.0.1.
  const port = await freePort();
  const sandboxUrl = `http://localhost:${port}`;
  const sandbox = await startSandbox({ port, host: '127.0.0.1', rateLimits: false, publicUrl: sandboxUrl, pageScript: PAGE_SCRIPT });
  const host = await startHostServer({
    pagesDir: `${ROOT}test/browser/pages`,
    elementsBundle: `${ROOT}dist/elements/svc-elements.js`,
    sandboxOrigin: sandboxUrl,
    publishableKey: sandbox.keys.publishableKey,
    pageScript: PAGE_SCRIPT,
  });
  const call = async <T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> => {
    const response = await fetch(new URL(path, sandboxUrl), {
      method,
      headers: { authorization: `Bearer ${sandbox.keys.secretKey}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await response.json()) as T;
    if (!response.ok) throw new Error(`${method} ${path} → ${response.status} ${JSON.stringify(json)}`);
    return json;
  };
  return {
    sandboxUrl,
    hostUrl: host.url,
    secretKey: sandbox.keys.secretKey,
    publishableKey: sandbox.keys.publishableKey,
    call,
    async createPayment(fields = {}) {
      const payment = await call<{ id: string }>('POST', '/v1/payments', {
        amount: 2500,
        currency: 'EUR',
        returnUrl: fields.returnUrl ?? `${host.url}/return.html`,
      });
      const session = await call<{ clientSecret: string }>('POST', '/v1/client_sessions', { payment: payment.id });
      return { paymentId: payment.id, clientSecret: session.clientSecret };
    },
    async close() {
      await Promise.all([host.close(), sandbox.close()]);
    },
  };
}
