// The shop's server renders the checkout page itself: it creates the payment and its client session
// with the secret key, renders the React checkout (the element and its client secret included) to HTML
// with react-dom/server, and adds the script Vite built for the browser (found in the build's
// manifest), which hydrates it. Everything under a strict Content Security Policy.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import express from 'express';
import { createSvcClient } from 'svc-elements/server';
import { render } from './src/entry-server.js';

export interface ShopOptions {
  /** The browser's half as `vite build` wrote it (its `outDir`). */
  root: string;
  secretKey: string;
  publishableKey: string;
  /** The service's address; the local sandbox's (`http://localhost:4242`) in development. */
  serviceUrl: string;
}

/** `.vite/manifest.json` in the build: what Vite built for the entry `src/entry-client.tsx`. */
type Manifest = Record<string, { file: string; css?: string[] }>;

export function createShop({ root, secretKey, publishableKey, serviceUrl }: ShopOptions): express.Express {
  const svc = createSvcClient({ secretKey, sandboxBaseUrl: serviceUrl });
  const manifest = JSON.parse(readFileSync(join(root, '.vite/manifest.json'), 'utf8')) as Manifest;
  const client = manifest['src/entry-client.tsx'];
  if (!client) throw new Error(`${root} holds no build of src/entry-client.tsx: run vite build first`);
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

  app.get('/', async (_req, res) => {
    // From your cart, never from the browser: 25.00 EUR. A real shop also stores the payment's id on
    // the cart and reuses it when the page is loaded again (docs/server.md, `paymentId`).
    const payment = await svc.payments.create({ amount: 2500, currency: 'EUR', description: 'SSR example' });
    const { clientSecret } = await svc.clientSessions.create({ payment: payment.id });
    const total = new Intl.NumberFormat('en', { style: 'currency', currency: payment.currency }).format(payment.amount / 100);
    const props = { publishableKey, clientSecret, serviceUrl, total };
    // The props go to the browser for hydration as a JSON data block: data, not a script (the policy
    // has nothing to allow), with `<` escaped so that no value can close the element.
    const styles = (client.css ?? []).map((file) => `<link rel="stylesheet" href="/${file}">`).join('');
    res
      .set('cache-control', 'no-store') // the page holds a client secret
      .type('html')
      .send(
        `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Checkout · server-rendered example · svc-elements</title>
  <link rel="icon" href="data:,">${styles}
  <script type="module" src="/${client.file}"></script>
</head>
<body>
  <main>
    <h1>Checkout</h1>
    <div id="root">${render(props)}</div>
  </main>
  <script type="application/json" id="checkout-props">${JSON.stringify(props).replaceAll('<', '\\u003c')}</script>
</body>
</html>`,
      );
  });
  app.use(express.static(root, { index: false }));
  return app;
}
