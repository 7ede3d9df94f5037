// The shop's server: the page as `vite build` wrote it, under a strict Content Security Policy, and
// the endpoint that creates the payment and its client session with the secret key.
import express from 'express';
import { createClientSessionHandler, createSvcClient, toNodeHandler } from 'svc-elements/server';

export interface ShopOptions {
  /** The page as `vite build` wrote it (its `outDir`). */
  root: string;
  secretKey: string;
  publishableKey: string;
  /** The service's address; the local sandbox's (`http://localhost:4242`) in development. */
  serviceUrl: string;
}

export function createShop({ root, secretKey, publishableKey, serviceUrl }: ShopOptions): express.Express {
  const service = new URL(serviceUrl).origin;
  const app = express();
  app.use((_req, res, next) => {
    // Nothing inline, nothing evaluated; the card frame and the API from the service's origin only.
    res.set(
      'content-security-policy',
      `default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self' ${service}; ` +
        `frame-src ${service}; base-uri 'none'; form-action 'self'; frame-ancestors 'none'`,
    );
    next();
  });
  // The page posts here and mounts the element with the answer's clientSecret and publishableKey.
  const checkoutSession = createClientSessionHandler({
    client: createSvcClient({ secretKey, sandboxBaseUrl: serviceUrl }),
    publishableKey,
    // From your cart, never from the browser: 25.00 EUR.
    resolvePayment: () => ({ amount: 2500, currency: 'EUR', description: 'Vue example' }),
  });
  app.post('/api/checkout-session', toNodeHandler(checkoutSession));
  app.use(express.static(root));
  return app;
}
