import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createClientSessionHandler, createSvcClient, toNodeHandler } from '../../src/server/index.js'; // in your project: 'svc-elements/server'

/**
 * The demo shop's server (`npm run demo`): `POST /api/checkout-session`, built with
 * `createClientSessionHandler`, and `GET /api/config` (the publishable key, for the return page).
 * The pages reach it through the Vite dev server's proxy, so page and server share one origin, as in
 * a real shop. The cart is fixed; the amount comes from here, never from the browser.
 */

export const DEMO_CART = {
  id: 'demo-cart',
  description: 'Demo shop: 1 × svc-elements T-shirt',
  /** EUR 25.00, in minor units. */
  amount: 2500,
  currency: 'EUR',
} as const;

export interface MerchantServerOptions {
  /** The sandbox's address, e.g. `http://127.0.0.1:4242`. */
  sandboxUrl: string;
  secretKey: string;
  publishableKey: string;
}

export interface RunningMerchantServer {
  url: string;
  close(): Promise<void>;
}

export async function startMerchantServer(options: MerchantServerOptions): Promise<RunningMerchantServer> {
  const client = createSvcClient({ secretKey: options.secretKey, sandboxBaseUrl: options.sandboxUrl });
  const checkoutSession = toNodeHandler(
    createClientSessionHandler({
      client,
      publishableKey: options.publishableKey,
      resolvePayment(_input, request) {
        // A real shop looks the cart up by the shopper's session and stores the payment id on it, so a
        // reload reuses the payment (docs/server.md). The demo makes a new payment per page load.
        return {
          amount: DEMO_CART.amount,
          currency: DEMO_CART.currency,
          description: DEMO_CART.description,
          // Back to the checkout page after a full-page 3D Secure redirect.
          // Where the bank sends the shopper back after a redirect (3-D Secure): the status page.
          returnUrl: new URL('/return.html', request.url).href,
          metadata: { cartId: DEMO_CART.id },
        };
      },
    }),
  );

  const server: Server = createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://demo.invalid').pathname;
    if (pathname === '/api/checkout-session') {
      void checkoutSession(req, res);
      return;
    }
    // The return page (return.html) needs the publishable key and nothing else: no session, no payment.
    // A real shop writes it into the page's HTML instead, so the element can start as the page loads.
    if (pathname === '/api/config' && (req.method === 'GET' || req.method === 'HEAD')) {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
      res.end(req.method === 'HEAD' ? undefined : JSON.stringify({ publishableKey: options.publishableKey }));
      return;
    }
    res.writeHead(404, { 'content-type': 'application/json; charset=utf-8' });
    res.end(
      JSON.stringify({ error: { code: 'not_found', message: 'The demo server answers POST /api/checkout-session and GET /api/config only.' } }),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
