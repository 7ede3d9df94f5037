import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { SetupSession } from '../../src/api/resources.js';
import { createSvcClient } from '../../src/server/client.js';
import { ConfigurationError, InvalidRequestError } from '../../src/server/errors.js';
import { ClientSessionError, type ResolvedSetup, SetupSessionRequestBody, createClientSessionHandler } from '../../src/server/handler.js';
import { toNodeHandler } from '../../src/server/node-adapter.js';
import { confirmSetup, passChallenge, saveCard, singleUseToken } from '../support/saved-cards.js';
import { answer, postJson, useLoopbackServers } from '../support/loopback.js';
import { type AccountKeys, newAccount, useSandbox } from '../support/sandbox.js';

/**
 * The client-session handler's setup mode and its customer on checkouts (issue 14, item 2): a "start
 * your trial" page saves a card for the merchant's own customer, a checkout offers that customer's
 * saved cards. Against a real sandbox over real HTTP; what the browser does next (tokenize, confirm the
 * setup, list saved cards) is done with the publishable key, as the card frame does it.
 */

const t = useSandbox();
const listen = useLoopbackServers();
const URL_PATH = 'http://app.test/api/trial/session';

function jsonRequest(body: unknown, headers: Record<string, string> = {}): Request {
  return new Request(URL_PATH, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** An account with one signed-in user, whose customer is `customer`; the session cookie names the user. */
async function shopWithCustomer() {
  const keys = await newAccount(t);
  const client = createSvcClient({ secretKey: keys.secretKey, sandboxBaseUrl: t.url, maxNetworkRetries: 0, warn: () => {} });
  const customer = await client.customers.create({ email: 'trial@example.com', name: 'Trial User' });
  const users = new Map([['session=alice', customer.id]]);
  /** The signed-in user's customer, from the merchant's own records; 401 when nobody is signed in. */
  const customerOf = (request: Request) => {
    const id = users.get(request.headers.get('cookie') ?? '');
    if (id === undefined) throw new ClientSessionError(401, 'signed_out', 'Sign in to start your trial.');
    return id;
  };
  return { keys, client, customer, customerOf };
}

/** The session as the browser's card frame reads it, with the publishable key and the client secret. */
async function sessionSeenByBrowser(keys: AccountKeys, clientSecret: string) {
  const id = clientSecret.slice(0, clientSecret.indexOf('_secret_'));
  return t.api('GET', `/v1/client_sessions/${id}?client_secret=${encodeURIComponent(clientSecret)}`, { key: keys.publishableKey });
}

describe('createClientSessionHandler({ resolveSetup }): a setup page', () => {
  it("answers 200 { mode: 'setup', clientSecret, publishableKey }; the browser saves a card for the merchant's customer with it", async () => {
    const { keys, client, customer, customerOf } = await shopWithCustomer();
    const created: SetupSession[] = [];
    const handler = createClientSessionHandler({
      client,
      publishableKey: keys.publishableKey,
      resolveSetup: (_input, request) => ({ customer: customerOf(request), returnUrl: 'https://app.example/trial/done' }),
      onSessionCreated: ({ clientSession }) => void created.push(clientSession),
    });
    const { status, headers, body } = await answer(await handler(jsonRequest({ plan: 'pro' }, { cookie: 'session=alice' })));
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('no-store');
    expect(body).toEqual({ mode: 'setup', clientSecret: expect.stringMatching(/^cs_.+_secret_/), publishableKey: keys.publishableKey });
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({ mode: 'setup', customer: customer.id, payment: null, status: 'requires_payment_method' });

    const seen = await sessionSeenByBrowser(keys, body.clientSecret);
    expect(seen.body).toMatchObject({ mode: 'setup', status: 'requires_payment_method' });
    const session = { id: created[0]!.id, clientSecret: body.clientSecret as string };
    // 4000 0025 0000 3155 asks for a challenge when saved: the browser passes it, and the card is the customer's.
    const token = await singleUseToken(t, keys, '4000002500003155');
    const confirmed = await confirmSetup(t, keys, session, token.id);
    expect(confirmed.body.status).toBe('requires_action');
    await passChallenge(t, confirmed, `/v1/client_sessions/${session.id}/authenticate`, session.clientSecret, keys.publishableKey);
    const done = await client.clientSessions.retrieve(session.id);
    expect(done).toMatchObject({ status: 'succeeded', token: { id: token.id, usage: 'reusable', customer: customer.id } });
    // Nothing was charged.
    expect((await client.payments.list()).data).toEqual([]);

    // docs/server.md's trial: the webhook's session carries the saved card; it becomes the default and pays after the trial.
    const events = await client.events.list({ type: 'client_session.setup_succeeded' });
    expect(events.data).toHaveLength(1);
    const fromEvent = SetupSession.parse(events.data[0]!.data);
    expect(fromEvent).toMatchObject({ id: session.id, customer: customer.id, token: { id: token.id } });
    await client.customers.update(fromEvent.customer!, { defaultToken: fromEvent.token!.id });
    const product = await client.products.create({ name: 'Pro' });
    const price = await client.prices.create({ product: product.id, unitAmount: 900, currency: 'EUR', recurring: { interval: 'month' } });
    const trial = await client.subscriptions.create({ customer: fromEvent.customer!, price: price.id, trialDays: 14 });
    expect(trial).toMatchObject({ status: 'trialing', customer: customer.id });
  });

  it('never lets the browser choose the customer: its customer field is dropped before the schema and resolveSetup', async () => {
    const { keys, client, customer, customerOf } = await shopWithCustomer();
    const victim = await client.customers.create({ email: 'victim@example.com' });
    const inputs: unknown[] = [];
    const handler = createClientSessionHandler({
      client,
      resolveSetup(input, request) {
        inputs.push(input);
        // A careless merchant who reads input.customer first still gets the signed-in user's.
        const fromBrowser = (input as { customer?: string }).customer;
        return { customer: fromBrowser ?? customerOf(request) };
      },
    });
    const { status, body } = await answer(await handler(jsonRequest({ customer: victim.id, amount: 1, plan: 'pro' }, { cookie: 'session=alice' })));
    expect(status).toBe(200);
    expect(inputs).toEqual([{ plan: 'pro' }]);
    const id = (body.clientSecret as string).slice(0, (body.clientSecret as string).indexOf('_secret_'));
    expect((await client.clientSessions.retrieve(id)).customer).toBe(customer.id);
    expect((await sessionSeenByBrowser(keys, body.clientSecret)).status).toBe(200);
  });

  it('answers a ClientSessionError of resolveSetup (401 nobody signed in) as it is, and creates nothing', async () => {
    const { client, customerOf } = await shopWithCustomer();
    const handler = createClientSessionHandler({ client, resolveSetup: (_input, request) => ({ customer: customerOf(request) }) });
    const { status, body } = await answer(await handler(jsonRequest({})));
    expect(status).toBe(401);
    expect(body).toEqual({ error: { code: 'signed_out', message: 'Sign in to start your trial.' } });
  });

  it('answers 500 when resolveSetup returns no customer id, reporting a TypeError that names the field', async () => {
    const { client } = await shopWithCustomer();
    const errors: unknown[] = [];
    const handler = createClientSessionHandler({
      client,
      resolveSetup: (): ResolvedSetup => ({ customer: 'alice@example.com' }),
      onError: (error) => errors.push(error),
    });
    const { status, body } = await answer(await handler(jsonRequest({})));
    expect(status).toBe(500);
    expect(body.error.code).toBe('internal_error');
    expect(errors[0]).toBeInstanceOf(TypeError);
    expect(String(errors[0])).toMatch(/resolveSetup returned an invalid setup[\s\S]*customer/);
  });

  it("answers 500 internal_error when the service refuses the customer (deleted), without the service's message", async () => {
    const { client, customer } = await shopWithCustomer();
    await client.customers.delete(customer.id);
    const errors: unknown[] = [];
    const handler = createClientSessionHandler({ client, resolveSetup: () => ({ customer: customer.id }), onError: (error) => errors.push(error) });
    const response = await handler(jsonRequest({}));
    const text = await response.text();
    expect(response.status).toBe(500);
    expect(errors[0]).toBeInstanceOf(InvalidRequestError);
    expect(text).not.toContain(customer.id);
  });

  it('with savedCards, the setup session also lets the browser list the customer’s other cards', async () => {
    const { keys, client, customer } = await shopWithCustomer();
    const saved = await saveCard(t, keys, '4242424242424242', customer.id);
    const handler = createClientSessionHandler({ client, resolveSetup: () => ({ customer: customer.id, savedCards: { list: true, remove: true } }) });
    const { body } = await answer(await handler(jsonRequest({})));
    const id = (body.clientSecret as string).slice(0, (body.clientSecret as string).indexOf('_secret_'));
    const listed = await t.api('GET', `/v1/client_sessions/${id}/tokens?client_secret=${encodeURIComponent(body.clientSecret)}`, {
      key: keys.publishableKey,
    });
    expect(listed.body.data.map((card: { id: string }) => card.id)).toEqual([saved.token.id]);
  });

  it('runs under node:http through toNodeHandler', async () => {
    const { keys, client, customerOf } = await shopWithCustomer();
    const { url } = await listen(
      // eslint-disable-next-line @typescript-eslint/no-misused-promises -- a NodeHandler never rejects (src/server/node-adapter.ts)
      toNodeHandler(createClientSessionHandler({ client, resolveSetup: (_input, request) => ({ customer: customerOf(request) }) })),
    );
    const { status, body } = await postJson(`${url}/api/trial/session`, '{}', { 'content-type': 'application/json', cookie: 'session=alice' });
    expect(status).toBe(200);
    expect((await sessionSeenByBrowser(keys, body.clientSecret)).body.mode).toBe('setup');
  });

  it('keeps the default setup body schema loose', () => {
    expect(SetupSessionRequestBody.parse({ plan: 'pro' })).toEqual({ plan: 'pro' });
  });
});

describe('createClientSessionHandler({ resolvePayment }) with a customer', () => {
  it("creates the payment for the merchant's customer, and with savedCards lets the browser list and save its cards", async () => {
    const { keys, client, customer, customerOf } = await shopWithCustomer();
    const saved = await saveCard(t, keys, '4242424242424242', customer.id);
    const handler = createClientSessionHandler({
      client,
      resolvePayment: (_input, request) => ({
        amount: 4900,
        currency: 'EUR',
        customer: customerOf(request),
        savedCards: { list: true, save: 'optional' },
      }),
    });
    const { status, body } = await answer(await handler(jsonRequest({ customer: 'cus_somebodyelse' }, { cookie: 'session=alice' })));
    expect(status).toBe(200);
    expect(body).toMatchObject({ mode: 'payment', amount: 4900, currency: 'EUR' });
    expect((await client.payments.retrieve(body.paymentId)).customer?.id).toBe(customer.id);
    const id = (body.clientSecret as string).slice(0, (body.clientSecret as string).indexOf('_secret_'));
    expect(await client.clientSessions.retrieve(id)).toMatchObject({
      customer: customer.id,
      savedCards: { list: true, save: 'optional', remove: false },
    });
    const listed = await t.api('GET', `/v1/client_sessions/${id}/tokens?client_secret=${encodeURIComponent(body.clientSecret)}`, {
      key: keys.publishableKey,
    });
    expect(listed.body.data.map((card: { id: string }) => card.id)).toEqual([saved.token.id]);
    // The browser pays with the saved card.
    const paid = await t.api('POST', `/v1/payments/${body.paymentId}/confirm`, {
      key: keys.publishableKey,
      body: { clientSecret: body.clientSecret, token: saved.token.id },
    });
    expect(paid.body.status).toBe('completed');
  });

  it('a reused payment of another customer (a shopper who signed in since) is reversed and replaced', async () => {
    const { client, customer } = await shopWithCustomer();
    const guest = await client.payments.create({ amount: 4900, currency: 'EUR' });
    const handler = createClientSessionHandler({
      client,
      resolvePayment: () => ({ amount: 4900, currency: 'EUR', customer: customer.id, paymentId: guest.id }),
    });
    const { body } = await answer(await handler(jsonRequest({})));
    expect(body.paymentId).not.toBe(guest.id);
    expect((await client.payments.retrieve(guest.id)).status).toBe('canceled');
    expect((await client.payments.retrieve(body.paymentId)).customer?.id).toBe(customer.id);
    // The same customer again: the payment is kept.
    const again = createClientSessionHandler({
      client,
      resolvePayment: () => ({ amount: 4900, currency: 'EUR', customer: customer.id, paymentId: body.paymentId }),
    });
    expect((await answer(await again(jsonRequest({})))).body.paymentId).toBe(body.paymentId);
  });

  it('answers 500 when resolvePayment gives savedCards without a customer, creating nothing', async () => {
    const { client } = await shopWithCustomer();
    const errors: unknown[] = [];
    const handler = createClientSessionHandler({
      client,
      resolvePayment: () => ({ amount: 100, currency: 'EUR', savedCards: { list: true } }),
      onError: (error) => errors.push(error),
    });
    expect((await handler(jsonRequest({}))).status).toBe(500);
    expect(String(errors[0])).toMatch(/savedCards needs customer/);
    expect((await client.payments.list()).data).toEqual([]);
  });
});

describe('handler options, checked at construction', () => {
  const client = createSvcClient({ secretKey: 'sk_test_0123456789abcdefABCDEF', sandboxBaseUrl: 'http://127.0.0.1:1' });
  const resolvePayment = () => ({ amount: 1, currency: 'EUR' });
  const resolveSetup = () => ({ customer: 'cus_1' });

  it('needs exactly one of resolvePayment and resolveSetup', () => {
    const both = { client, resolvePayment, resolveSetup } as never;
    expect(() => createClientSessionHandler(both)).toThrow(ConfigurationError);
    expect(() => createClientSessionHandler(both)).toThrow(/exactly one of resolvePayment .* and resolveSetup/);
    expect(() => createClientSessionHandler({ client } as never)).toThrow(/exactly one of resolvePayment/);
    expect(() => createClientSessionHandler({ client, resolveSetup })).not.toThrow();
  });

  it('refuses allowBrowserAmount on a setup handler, and a body schema that reads customer in either mode', () => {
    expect(() => createClientSessionHandler({ client, resolveSetup, allowBrowserAmount: true } as never)).toThrow(/allowBrowserAmount/);
    const schema = z.object({ customer: z.string() });
    expect(() => createClientSessionHandler({ client, resolveSetup, schema })).toThrow(/reads `customer` from the browser/);
    expect(() => createClientSessionHandler({ client, resolvePayment, schema })).toThrow(/reads `customer` from the browser/);
  });
});
