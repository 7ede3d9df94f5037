import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemo } from '../support/demo.js';

/**
 * `npm run demo` as a newcomer runs it (scripts/demo.mjs, after the build `npm test` makes first):
 * one line with the address, a checkout page that names the sandbox, a shop server behind the page's
 * own origin that opens a session for EUR 25.00, and a clean stop.
 */

let demo: ChildProcess;
let address = '';

beforeAll(async () => {
  ({ address, process: demo } = await startDemo());
}, 60_000);

afterAll(() => {
  if (demo.exitCode === null) demo.kill('SIGKILL');
});

describe('npm run demo', () => {
  it('prints exactly one line on stdout: "svc-elements demo: open http://localhost:<port>/"', () => {
    expect(address).toMatch(/^http:\/\/localhost:\d+\/$/);
  });

  it('serves the checkout page, which names the sandbox as the element’s service address', async () => {
    const page = await fetch(address);
    expect(page.status).toBe(200);
    const html = await page.text();
    const serviceUrl = /data-service-url="([^"]+)"/.exec(html)?.[1];
    expect(serviceUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(html).toContain('checkout.ts');
    const frame = await fetch(`${serviceUrl}/elements/v1/card-frame.html`);
    expect(frame.status).toBe(200);
    expect(frame.headers.get('content-security-policy')).toContain('frame-ancestors');
  });

  it('serves every page with a strict Content-Security-Policy (the service in connect-src and frame-src only, Trusted Types required) and no inline script or style', async () => {
    const serviceUrl = /data-service-url="([^"]+)"/.exec(await (await fetch(address)).text())![1]!;
    const expected =
      "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; " +
      `connect-src 'self' ${serviceUrl}; frame-src ${serviceUrl}; form-action 'self'; base-uri 'none'; frame-ancestors 'none'; ` +
      "require-trusted-types-for 'script'; trusted-types 'none'";
    for (const path of ['', 'trial.html', 'subscription.html', 'authenticate.html', 'return.html', 'webview.html']) {
      const page = await fetch(new URL(path, address));
      expect(page.status, path).toBe(200);
      expect(page.headers.get('content-security-policy'), path).toBe(expected);
      // What such a policy refuses: a script without src, a <style> element, a style attribute (as the dev server serves the page).
      const html = await page.text();
      expect(html.match(/<script(?![^>]*\ssrc=)[^>]*>/g), path).toBeNull();
      expect(html.match(/<style[\s>]|\sstyle=/g), path).toBeNull();
    }
  });

  it('POST /api/checkout-session on the page’s own origin → a client session for EUR 25.00, bound to its payment', async () => {
    const response = await fetch(new URL('/api/checkout-session', address), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ cartId: 'demo-cart', amount: 1 }),
    });
    expect(response.status).toBe(200);
    const session = (await response.json()) as Record<string, string | number>;
    expect(session).toMatchObject({ amount: 2500, currency: 'EUR', publishableKey: expect.stringMatching(/^pk_test_/) });
    expect(String(session.clientSecret)).toMatch(/^cs_\w+_secret_/);

    // What the card frame does next: learn the bound payment from the secret alone.
    const page = await (await fetch(address)).text();
    const serviceUrl = /data-service-url="([^"]+)"/.exec(page)![1]!;
    const id = String(session.clientSecret).split('_secret_')[0];
    const read = await fetch(`${serviceUrl}/v1/client_sessions/${id}?client_secret=${session.clientSecret}`, {
      headers: { authorization: `Bearer ${session.publishableKey}` },
    });
    expect(read.status).toBe(200);
    expect(((await read.json()) as { payment: string }).payment).toBe(session.paymentId);
  });

  it('serves the return page and GET /api/config (the publishable key it needs, nothing else); a session’s payment returns there', async () => {
    const page = await fetch(new URL('/return.html', address));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('return.ts');
    const config = await fetch(new URL('/api/config', address));
    expect(config.status).toBe(200);
    expect(await config.json()).toEqual({ publishableKey: expect.stringMatching(/^pk_test_/) });

    const session = (await (
      await fetch(new URL('/api/checkout-session', address), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"cartId":"demo-cart"}',
      })
    ).json()) as { clientSecret: string; publishableKey: string; paymentId: string };
    const serviceUrl = /data-service-url="([^"]+)"/.exec(await (await fetch(address)).text())![1]!;
    const payment = await fetch(`${serviceUrl}/v1/payments/${session.paymentId}?client_secret=${session.clientSecret}`, {
      headers: { authorization: `Bearer ${session.publishableKey}` },
    });
    expect(((await payment.json()) as { returnUrl: string }).returnUrl).toBe(new URL('/return.html', address).href);
  });

  it('SIGTERM stops all three servers and exits 0', async () => {
    const exited = new Promise<number | null>((resolve) => demo.once('exit', (code) => resolve(code)));
    demo.kill('SIGTERM');
    expect(await exited).toBe(0);
    await expect(fetch(address)).rejects.toThrow();
  });
});
