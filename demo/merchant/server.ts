import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type NodeHandler, createClientSessionHandler, createSvcClient, toNodeHandler } from '../../src/server/index.js'; // in your project: 'svc-elements/server'
import { Shoppers } from './shoppers.js';
import { createPlan, createSubscriptionRoutes } from './subscriptions.js';
import { BILLING_EVENTS, BillingWebhookLog, createBillingWebhookHandler } from './webhooks.js';

/**
 * The demo shop's server (`npm run demo`): `POST /api/checkout-session`, built with
 * `createClientSessionHandler`, and `GET /api/config` (the publishable key, for the return page); the
 * subscription "svc Pro" with its free trial (./subscriptions.ts) and the webhook endpoint its billing
 * reports to (./webhooks.ts). Each browser is one shopper with one customer, by a cookie that stands in
 * for a login (./shoppers.ts). The pages reach this server through the Vite dev server's proxy, so page
 * and server share one origin, as in a real shop. The cart is fixed; the amount comes from here, never
 * from the browser.
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
  const shoppers = new Shoppers(client);
  const checkoutSession = toNodeHandler(
    createClientSessionHandler({
      client,
      publishableKey: options.publishableKey,
      async resolvePayment(_input, request) {
        // A real shop looks the cart up by the shopper's session and stores the payment id on it, so a
        // reload reuses the payment (docs/server.md). The demo makes a new payment per page load.
        return {
          amount: DEMO_CART.amount,
          currency: DEMO_CART.currency,
          description: DEMO_CART.description,
          // Where the bank sends the shopper back after a redirect (3-D Secure): the status page.
          returnUrl: new URL('/return.html', request.url).href,
          metadata: { cartId: DEMO_CART.id },
          // A returning customer sees the cards saved before (the trial's among them), may save this
          // one (a checkbox) and remove one. The customer is the signed-in shopper's, never the browser's.
          customer: await shoppers.of(request).customer(),
          savedCards: { list: true, save: 'optional', remove: true },
        };
      },
    }),
  );

  const plan = await createPlan(client);
  const webhookLog = new BillingWebhookLog();
  const subscriptions = createSubscriptionRoutes({
    svc: client,
    publishableKey: options.publishableKey,
    plan,
    shoppers,
    webhookLog,
    sandboxUrl: options.sandboxUrl,
  });
  /** The pages' endpoints (the Vite proxy forwards /api here), each for a signed-in shopper. */
  const shopperRoutes = new Map<string, NodeHandler>([
    ['/api/checkout-session', checkoutSession],
    ['/api/trial-session', toNodeHandler(subscriptions.trialSession)],
    ['/api/subscription', toNodeHandler(subscriptions.subscription)],
    ['/api/demo/end-trial', toNodeHandler(subscriptions.endTrial)],
    ['/api/demo/charge-off-session', toNodeHandler(subscriptions.chargeOffSession)],
    ['/api/authenticate-session', toNodeHandler(subscriptions.authenticateSession)],
  ]);
  // Set once the server listens and its endpoint is registered (the secret comes with it).
  const webhookEndpoint: { receive?: NodeHandler } = {};

  const server: Server = createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://demo.invalid').pathname;
    const route = shopperRoutes.get(pathname);
    if (route) {
      shoppers.signIn(req, res);
      void route(req, res);
      return;
    }
    // The sandbox posts webhooks here directly (not through the pages' origin).
    if (pathname === '/webhooks/svc' && webhookEndpoint.receive) {
      void webhookEndpoint.receive(req, res);
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
    res.end(JSON.stringify({ error: { code: 'not_found', message: `The demo server has no ${pathname}.` } }));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  // Where the service reports billing: a real shop registers its endpoint once and keeps the secret.
  const endpoint = await client.webhookEndpoints.create({ url: `${url}/webhooks/svc`, enabledEvents: [...BILLING_EVENTS] });
  webhookEndpoint.receive = toNodeHandler(
    createBillingWebhookHandler({ svc: client, secret: endpoint.secret ?? '', price: plan.price.id, shoppers, log: webhookLog }),
  );
  return {
    url,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
