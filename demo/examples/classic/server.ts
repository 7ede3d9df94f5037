// The shop's server for a page without a build step: the HTML template with the kit's script tag
// filled in, the page's files, under a strict Content Security Policy that names the service's origin
// for scripts, frames and calls, and the endpoint that creates the payment and its client session.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import express from 'express';
import { createClientSessionHandler, createSvcClient, toNodeHandler } from 'svc-elements/server';

export interface ShopOptions {
  /** This folder: the page is served as written. */
  root: string;
  secretKey: string;
  publishableKey: string;
  /** The service's address; the local sandbox's (`http://localhost:4242`) in development. */
  serviceUrl: string;
}

/**
 * The script tag's version and hash, pinned when the shop deploys: read from the svc-elements package
 * the shop installed (its lockfile pins that too), whose dist/cdn/ holds the very files the service
 * serves at /elements/kit/. Never fetch the hash from the service at run time: the point of it is that
 * the service's file cannot change without the page refusing it.
 */
function pinnedKit(serviceUrl: string): { src: string; integrity: string } {
  const packageJson = createRequire(import.meta.url).resolve('svc-elements/package.json');
  const manifest = JSON.parse(readFileSync(join(dirname(packageJson), 'dist/cdn/sri.json'), 'utf8')) as {
    version: string;
    files: Record<string, string>;
  };
  const file = `svc-elements-${manifest.version}.js`;
  const integrity = manifest.files[file];
  if (integrity === undefined) throw new Error(`svc-elements' dist/cdn/sri.json lists no ${file}`);
  return { src: `${serviceUrl}/elements/kit/${file}`, integrity };
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

export function createShop({ root, secretKey, publishableKey, serviceUrl }: ShopOptions): express.Express {
  const service = new URL(serviceUrl).origin;
  const kit = pinnedKit(service);
  const page = readFileSync(join(root, 'index.html'), 'utf8')
    .replaceAll('%KIT_SRC%', escapeHtml(kit.src))
    .replaceAll('%KIT_INTEGRITY%', escapeHtml(kit.integrity))
    .replaceAll('%PUBLISHABLE_KEY%', escapeHtml(publishableKey))
    // The local sandbox in development; in production leave the attribute out (the key says which service).
    .replaceAll('%SERVICE_URL%', escapeHtml(service));
  const app = express();
  app.use((_req, res, next) => {
    // The kit's script, the card frame and the API: the service's origin only; nothing inline.
    res.set(
      'content-security-policy',
      `default-src 'none'; script-src 'self' ${service}; style-src 'self'; img-src 'self' data:; connect-src 'self' ${service}; ` +
        `frame-src ${service}; base-uri 'none'; form-action 'self'; frame-ancestors 'none'`,
    );
    next();
  });
  const checkoutSession = createClientSessionHandler({
    client: createSvcClient({ secretKey, sandboxBaseUrl: serviceUrl }),
    publishableKey,
    // From your cart, never from the browser: 25.00 EUR.
    resolvePayment: () => ({ amount: 2500, currency: 'EUR', description: 'Classic script tag example' }),
  });
  app.post('/api/checkout-session', toNodeHandler(checkoutSession));
  app.get(['/', '/index.html'], (_req, res) => {
    res.type('html').send(page);
  });
  app.get(['/checkout.js', '/checkout.css'], (req, res) => {
    res.sendFile(join(root, req.path));
  });
  return app;
}
