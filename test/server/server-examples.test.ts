import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { createApp, memoryShop } from '../../demo/server-examples/express.js';
import { createFetchApp, memoryShop as memoryFetchShop } from '../../demo/server-examples/fetch.js';
import { createSvcClient } from '../../src/server/client.js';
import { webhooks } from '../../src/server/webhooks/index.js';
import { clientSessionFixtures } from '../support/client-session.js';
import { answer, postJson, useLoopbackServers } from '../support/loopback.js';
import { type AccountKeys, type TestSandbox, newAccount, useSandbox } from '../support/sandbox.js';
import { waitFor } from '../support/wait.js';

/**
 * The two merchant examples of docs/server.md (demo/server-examples), checked to be in the docs
 * verbatim and run as they are written against a real sandbox over real HTTP.
 */

const t = useSandbox();
const { paymentSeenByBrowser } = clientSessionFixtures(t);
const listen = useLoopbackServers();

describe('docs/server.md examples', () => {
  it.each(['express.ts', 'fetch.ts'])('contains demo/server-examples/%s verbatim', (file) => {
    const doc = readFileSync(new URL('../../docs/server.md', import.meta.url), 'utf8');
    const source = readFileSync(new URL(`../../demo/server-examples/${file}`, import.meta.url), 'utf8');
    expect(doc).toContain(`\`\`\`ts\n${source}\`\`\``);
  });
});

/** Tokenizes 4242… and confirms with the publishable key and the client secret, as the card element does. */
async function payInBrowser(account: AccountKeys, session: { paymentId: string; clientSecret: string }) {
  const token = await t.api('POST', '/v1/tokens', {
    key: account.publishableKey,
    body: { card: { number: '4242424242424242', expMonth: 12, expYear: 2040, cvc: '123' } },
  });
  expect(token.status).toBe(201);
  const confirm = await t.api('POST', `/v1/payments/${session.paymentId}/confirm`, {
    key: account.publishableKey,
    body: { clientSecret: session.clientSecret, token: token.body.id },
  });
  expect(confirm.body.status).toBe('completed');
}

async function webhookEndpoint(test: TestSandbox, account: AccountKeys, url: string): Promise<string> {
  const created = await test.api('POST', '/v1/webhook_endpoints', { key: account.secretKey, body: { url, enabledEvents: ['payment.completed'] } });
  expect(created.status).toBe(201);
  return created.body.secret as string;
}

describe('the Express example (demo/server-examples/express.ts), run against the sandbox', () => {
  it('creates a session for the cart total, fulfils once on the real webhook, ignores a duplicate and a forgery', async () => {
    const account = await newAccount(t);
    const { server, url: base } = await listen();
    const webhookSecret = await webhookEndpoint(t, account, `${base}/webhooks/svc`);
    const shop = memoryShop([{ id: 'cart_a', total: 4200, currency: 'EUR', status: 'open' }]);
    const markPaid = vi.spyOn(shop, 'markPaid');
    const client = createSvcClient({ secretKey: account.secretKey, sandboxBaseUrl: t.url, warn: () => {} });
    server.on('request', createApp({ client, publishableKey: account.publishableKey, webhookSecret, shop }));

    const session = await postJson(`${base}/api/checkout/session`, JSON.stringify({ cartId: 'cart_a', amount: 1 }));
    expect(session.status).toBe(200);
    expect(session.body).toMatchObject({ amount: 4200, currency: 'EUR', publishableKey: account.publishableKey });
    expect((await paymentSeenByBrowser(session.body, account)).body.amount).toBe(4200);
    // The next visit reuses the payment stored on the cart.
    const again = await postJson(`${base}/api/checkout/session`, JSON.stringify({ cartId: 'cart_a' }));
    expect(again.body.paymentId).toBe(session.body.paymentId);
    expect((await postJson(`${base}/api/checkout/session`, JSON.stringify({ cartId: 'nope' }))).body.error.code).toBe('cart_not_found');

    await payInBrowser(account, session.body);
    await waitFor('fulfilment', () => (shop.fulfilled.length > 0 ? true : undefined));
    expect(shop.fulfilled).toEqual(['cart_a']);
    const deliveries = await t.api('GET', '/_sandbox/webhook_deliveries', { key: account.secretKey });
    expect(deliveries.body.data.map((attempt: { status: number }) => attempt.status)).toEqual([200]);

    // The same event again (deliveries can repeat): answered 200, not fulfilled twice.
    const events = await t.api('GET', '/v1/events?type=payment.completed', { key: account.secretKey });
    const event = events.body.data[0];
    const duplicate = webhooks.signTestPayload({ payload: event, secret: webhookSecret });
    const replayed = await postJson(`${base}/webhooks/svc`, duplicate.body, duplicate.headers);
    expect(replayed.status).toBe(200);
    expect(shop.fulfilled).toEqual(['cart_a']);
    expect(markPaid).toHaveBeenCalledTimes(1); // recognised by its event id, before any order logic

    // A forgery (another secret) is refused and changes nothing.
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const forged = webhooks.signTestPayload({ payload: { ...event, id: 'evt_forged' }, secret: `whsec_${Buffer.alloc(32, 1).toString('base64')}` });
    const refused = await postJson(`${base}/webhooks/svc`, forged.body, forged.headers);
    expect(refused.status).toBe(400);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
    expect(shop.fulfilled).toEqual(['cart_a']);
    // The cart is paid now: no new session for it.
    expect((await postJson(`${base}/api/checkout/session`, JSON.stringify({ cartId: 'cart_a' }))).status).toBe(409);
  });
});

describe('the Fetch example (demo/server-examples/fetch.ts), run against the sandbox', () => {
  it('creates a session for the cart total and fulfils once per signed event', async () => {
    const account = await newAccount(t);
    const webhookSecret = `whsec_${Buffer.alloc(32, 3).toString('base64')}`;
    const shop = memoryFetchShop([
      { id: 'cart_f', total: 1500, currency: 'USD', status: 'open' },
      { id: 'cart_g', total: 1500, currency: 'USD', status: 'open' },
    ]);
    const markPaid = vi.spyOn(shop, 'markPaid');
    const client = createSvcClient({ secretKey: account.secretKey, sandboxBaseUrl: t.url, warn: () => {} });
    const app = createFetchApp({ client, publishableKey: account.publishableKey, webhookSecret, shop });

    const session = await answer(
      await app(
        new Request('http://shop.test/api/checkout/session', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{"cartId":"cart_f","amount":1}',
        }),
      ),
    );
    expect(session.status).toBe(200);
    expect(session.body).toMatchObject({ amount: 1500, currency: 'USD', publishableKey: account.publishableKey });
    await payInBrowser(account, session.body);

    const payment = await client.payments.retrieve(session.body.paymentId);
    const event = webhooks.generateTestEvent('payment.completed', payment);
    const deliver = (payload: object, secret = webhookSecret) => {
      const signed = webhooks.signTestPayload({ payload, secret });
      return app(new Request('http://shop.test/webhooks/svc', { method: 'POST', headers: signed.headers, body: signed.body }));
    };
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect((await deliver(event, `whsec_${Buffer.alloc(32, 4).toString('base64')}`)).status).toBe(400);
    warn.mockRestore();
    expect(shop.fulfilled).toEqual([]);
    expect((await deliver(event)).status).toBe(200);
    expect((await deliver(event)).status).toBe(200);
    expect(shop.fulfilled).toEqual(['cart_f']);
    expect(markPaid).toHaveBeenCalledTimes(1); // the duplicate is recognised by its event id
    // A payment of another amount than the cart's does not fulfil it; the right amount does.
    const other = { ...payment, id: 'pay_other', metadata: { cartId: 'cart_g' } };
    expect((await deliver(webhooks.generateTestEvent('payment.completed', { ...other, amount: 1 }))).status).toBe(200);
    expect(shop.fulfilled).toEqual(['cart_f']);
    expect((await deliver(webhooks.generateTestEvent('payment.completed', other))).status).toBe(200);
    expect(shop.fulfilled).toEqual(['cart_f', 'cart_g']);
    expect((await app(new Request('http://shop.test/elsewhere'))).status).toBe(404);
  });
});
