import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { startSandbox } from '../../src/sandbox/index.js';
import { createSvcClient } from '../../src/server/client.js';
import { ApiError, AuthenticationError, ConnectionError, InvalidRequestError } from '../../src/server/errors.js';
import { ClientSessionError, ClientSessionRequestBody, createClientSessionHandler } from '../../src/server/handler.js';
import { clientSessionFixtures } from '../support/client-session.js';
import { answer, listenOnLoopback } from '../support/loopback.js';
import { useSandbox } from '../support/sandbox.js';

/**
 * The client-session endpoint (issue 3, item 7) against a real sandbox over real HTTP: the Fetch handler
 * called with `new Request(…)`. Its mounting on `node:http` and Express is in node-adapter.test.ts, the
 * merchant examples of docs/server.md in server-examples.test.ts.
 */

const t = useSandbox();
const { clientFor, handlerFor, paymentSeenByBrowser } = clientSessionFixtures(t);
const URL_PATH = 'http://shop.test/api/checkout/session';

function jsonRequest(body: unknown, init: RequestInit = {}): Request {
  return new Request(URL_PATH, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
    ...init,
  });
}

async function paymentCount(): Promise<number> {
  const list = await t.api('GET', '/v1/payments?limit=100');
  return list.body.data.length;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('createClientSessionHandler, called with a Request', () => {
  it("answers 200 { mode: 'payment', clientSecret, publishableKey, amount, currency, paymentId } with Cache-Control: no-store", async () => {
    const { handler } = handlerFor();
    const { status, headers, body } = await answer(await handler(jsonRequest({ cartId: 'cart_1' })));
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('no-store');
    expect(headers.get('content-type')).toMatch(/^application\/json/);
    expect(body).toEqual({
      mode: 'payment',
      clientSecret: expect.stringMatching(/^cs_.+_secret_/),
      publishableKey: t.publishableKey,
      amount: 2599,
      currency: 'EUR',
      paymentId: expect.stringMatching(/^pay_/),
    });
    const stored = await t.api('GET', `/v1/payments/${body.paymentId}`);
    expect(stored.body).toMatchObject({ amount: 2599, currency: 'EUR', metadata: { cartId: 'cart_1' }, status: 'requires_payment_method' });
  });

  it('gives a clientSecret that reads its payment with the publishable key', async () => {
    const { handler } = handlerFor();
    const { body } = await answer(await handler(jsonRequest({ cartId: 'cart_2' })));
    const read = await paymentSeenByBrowser(body);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ id: body.paymentId, amount: 2599, currency: 'EUR' });
    const wrongSecret = await paymentSeenByBrowser({ ...body, clientSecret: `${body.clientSecret}x` });
    expect(wrongSecret.status).not.toBe(200);
  });

  it('omits publishableKey when none is configured', async () => {
    const { handler } = handlerFor({ publishableKey: undefined });
    const { status, body } = await answer(await handler(jsonRequest({})));
    expect(status).toBe(200);
    expect(body).not.toHaveProperty('publishableKey');
  });

  it('never lets the browser amount reach resolvePayment or the payment', async () => {
    const { handler } = handlerFor({
      // A careless merchant who reads input.amount first still gets their own total.
      resolvePayment: (input) => ({ amount: input.amount ?? 2599, currency: 'EUR' }),
    });
    const { status, body } = await answer(await handler(jsonRequest({ cartId: 'cart_3', amount: 1 })));
    expect(status).toBe(200);
    expect(body.amount).toBe(2599);
    const read = await paymentSeenByBrowser(body);
    expect(read.body.amount).toBe(2599);
    const spy = handlerFor();
    await spy.handler(jsonRequest({ cartId: 'cart_3', amount: 1, note: 'gift' }));
    expect(spy.seen[0]?.input).toEqual({ cartId: 'cart_3', note: 'gift' });
  });

  it('with allowBrowserAmount, passes a validated browser amount to resolvePayment, which decides', async () => {
    const inputs: unknown[] = [];
    const donations = handlerFor({
      allowBrowserAmount: true,
      resolvePayment: (input) => {
        inputs.push(input);
        return { amount: Math.max(input.amount ?? 500, 500), currency: 'EUR' };
      },
    });
    const donated = await answer(await donations.handler(jsonRequest({ amount: 1234, cartId: 'd' })));
    expect(donated.status).toBe(200);
    expect((await paymentSeenByBrowser(donated.body)).body.amount).toBe(1234);
    expect(inputs).toEqual([{ amount: 1234, cartId: 'd' }]);
    // The merchant's code path still rules: below its floor, its floor is charged.
    const floor = await answer(await donations.handler(jsonRequest({ amount: 100 })));
    expect((await paymentSeenByBrowser(floor.body)).body.amount).toBe(500);
    // Opting in does not make resolvePayment use it: a merchant who ignores input.amount charges their own.
    const ignoring = handlerFor({ allowBrowserAmount: true });
    const own = await answer(await ignoring.handler(jsonRequest({ amount: 1 })));
    expect((await paymentSeenByBrowser(own.body)).body.amount).toBe(2599);
  });

  it.each([[-5], [12.5], ['1000'], [100_000_000]])('with allowBrowserAmount, answers 400 body_invalid to amount %j', async (amount) => {
    const { handler, seen } = handlerFor({ allowBrowserAmount: true });
    const { status, body } = await answer(await handler(jsonRequest({ amount })));
    expect(status).toBe(400);
    expect(body.error).toMatchObject({ code: 'body_invalid', param: 'amount' });
    expect(seen).toHaveLength(0);
  });

  it('passes the merchant fields of its own schema and the request (cookies, URL) to resolvePayment', async () => {
    const seen: unknown[] = [];
    const handler = createClientSessionHandler({
      client: clientFor(),
      schema: z.object({ sku: z.string(), quantity: z.int().check(z.positive()) }),
      resolvePayment(input, request) {
        seen.push({ input, cookie: request.headers.get('cookie'), url: request.url });
        return { amount: 700 * input.quantity, currency: 'usd' };
      },
    });
    const { status, body } = await answer(
      await handler(jsonRequest({ sku: 'mug', quantity: 3 }, { headers: { 'content-type': 'application/json', cookie: 'session=abc' } })),
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({ amount: 2100, currency: 'USD' });
    expect(seen).toEqual([{ input: { sku: 'mug', quantity: 3 }, cookie: 'session=abc', url: URL_PATH }]);
    const invalid = await answer(await handler(jsonRequest({ sku: 'mug', quantity: 0 })));
    expect(invalid.status).toBe(400);
    expect(invalid.body.error).toMatchObject({ code: 'body_invalid', param: 'quantity' });
  });

  it('reuses paymentId: the same payment, its amount adjusted when the cart total changed', async () => {
    const first = await answer(await handlerFor().handler(jsonRequest({})));
    const cart = { total: 2599, paymentId: first.body.paymentId as string };
    const { handler } = handlerFor({ resolvePayment: () => ({ amount: cart.total, currency: 'EUR', paymentId: cart.paymentId }) });
    const again = await answer(await handler(jsonRequest({})));
    expect(again.body.paymentId).toBe(first.body.paymentId);
    expect(again.body.clientSecret).not.toBe(first.body.clientSecret);
    cart.total = 3100;
    const adjusted = await answer(await handler(jsonRequest({})));
    expect(adjusted.body).toMatchObject({ paymentId: first.body.paymentId, amount: 3100 });
    expect((await t.api('GET', `/v1/payments/${cart.paymentId}`)).body.amount).toBe(3100);
  });

  it('answers 409 payment_completed when paymentId names a completed payment', async () => {
    const first = await answer(await handlerFor().handler(jsonRequest({})));
    const token = await t.api('POST', '/v1/tokens', {
      key: t.publishableKey,
      body: { card: { number: '4242424242424242', expMonth: 12, expYear: 2040, cvc: '123' } },
    });
    const confirm = await t.api('POST', `/v1/payments/${first.body.paymentId}/confirm`, {
      key: t.publishableKey,
      body: { clientSecret: first.body.clientSecret, token: token.body.id },
    });
    expect(confirm.body.status).toBe('completed');
    const { handler } = handlerFor({ resolvePayment: () => ({ amount: 2599, currency: 'EUR', paymentId: first.body.paymentId }) });
    const { status, body } = await answer(await handler(jsonRequest({})));
    expect(status).toBe(409);
    expect(body.error.code).toBe('payment_completed');
  });

  it.each(['GET', 'PUT', 'DELETE', 'OPTIONS'])('answers %s with 405 and Allow: POST', async (method) => {
    const { handler, seen } = handlerFor();
    const { status, headers, body } = await answer(await handler(new Request(URL_PATH, { method })));
    expect(status).toBe(405);
    expect(headers.get('allow')).toBe('POST');
    expect(headers.get('cache-control')).toBe('no-store');
    expect(body.error.code).toBe('method_not_allowed');
    expect(seen).toHaveLength(0);
  });

  it.each([['text/plain'], ['application/x-www-form-urlencoded'], ['multipart/form-data; boundary=x'], ['(none)']])(
    'answers 415 content_type_invalid to a body sent as %s (what a cross-site form can send)',
    async (contentType) => {
      const { handler, seen } = handlerFor();
      const headers: Record<string, string> = contentType === '(none)' ? {} : { 'content-type': contentType };
      const request = new Request(URL_PATH, { method: 'POST', headers, body: new TextEncoder().encode('{"cartId":"c"}') });
      const { status, body } = await answer(await handler(request));
      expect(status).toBe(415);
      expect(body.error.code).toBe('content_type_invalid');
      expect(seen).toHaveLength(0);
    },
  );

  it('accepts application/json with a charset', async () => {
    const { handler } = handlerFor();
    const response = await handler(jsonRequest({}, { headers: { 'content-type': 'application/json; charset=utf-8' } }));
    expect(response.status).toBe(200);
  });

  it.each([['{"cartId":'], ['not json'], [''], ['\u00ff']])('answers 400 json_invalid to the body %j', async (text) => {
    const { handler, seen } = handlerFor();
    const { status, headers, body } = await answer(await handler(jsonRequest(text)));
    expect(status).toBe(400);
    expect(headers.get('cache-control')).toBe('no-store');
    expect(body).toEqual({ error: { code: 'json_invalid', message: 'The request body is not valid JSON.' } });
    expect(seen).toHaveLength(0);
  });

  it.each([[[1, 2]], [{ cartId: 42 }], [{ cartId: '' }], ['"cart"'], [null]])('answers 400 body_invalid to %j', async (value) => {
    const { handler, seen } = handlerFor();
    const { status, body } = await answer(await handler(jsonRequest(JSON.stringify(value))));
    expect(status).toBe(400);
    expect(body.error.code).toBe('body_invalid');
    expect(typeof body.error.message).toBe('string');
    expect(seen).toHaveLength(0);
  });

  it('names the failing field in param', async () => {
    const { handler } = handlerFor();
    const { body } = await answer(await handler(jsonRequest({ cartId: 42 })));
    expect(body.error).toMatchObject({ code: 'body_invalid', param: 'cartId', message: expect.stringMatching(/^cartId: /) });
  });

  it('answers 413 body_too_large past maxBodyBytes, by Content-Length or by the bytes read', async () => {
    const { handler, seen } = handlerFor({ maxBodyBytes: 64 });
    const big = JSON.stringify({ cartId: 'x'.repeat(100) });
    expect((await handler(jsonRequest(big))).status).toBe(413);
    // A streamed body carries no Content-Length: the handler counts what it reads.
    const stream = new Blob([big]).stream();
    const streamed = await answer(
      await handler(
        new Request(URL_PATH, { method: 'POST', headers: { 'content-type': 'application/json' }, body: stream, duplex: 'half' } as RequestInit),
      ),
    );
    expect(streamed.status).toBe(413);
    expect(streamed.body.error.code).toBe('body_too_large');
    expect(seen).toHaveLength(0);
    expect((await handler(jsonRequest({ cartId: 'small' }))).status).toBe(200);
  });

  it('answers 403 cross_site_request to Sec-Fetch-Site: cross-site unless allowCrossSite', async () => {
    const headers = { 'content-type': 'application/json', 'sec-fetch-site': 'cross-site' };
    const { handler, seen } = handlerFor();
    const refused = await answer(await handler(jsonRequest({}, { headers })));
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('cross_site_request');
    expect(seen).toHaveLength(0);
    expect((await handler(jsonRequest({}, { headers: { ...headers, 'sec-fetch-site': 'same-origin' } }))).status).toBe(200);
    expect((await handlerFor({ allowCrossSite: true }).handler(jsonRequest({}, { headers }))).status).toBe(200);
  });

  it('answers a ClientSessionError thrown by resolvePayment with its status, code and message', async () => {
    const { handler, errors } = handlerFor({
      resolvePayment: () => {
        throw new ClientSessionError(404, 'cart_not_found', 'This cart does not exist.');
      },
    });
    const { status, headers, body } = await answer(await handler(jsonRequest({ cartId: 'gone' })));
    expect(status).toBe(404);
    expect(headers.get('cache-control')).toBe('no-store');
    expect(body).toEqual({ error: { code: 'cart_not_found', message: 'This cart does not exist.' } });
    expect(errors).toHaveLength(0);
  });

  it('answers 500 internal_error when resolvePayment throws, without its message, and creates nothing', async () => {
    const before = await paymentCount();
    const failure = new Error('connect ECONNREFUSED db.internal:5432 password=hunter2');
    const { handler, errors } = handlerFor({
      resolvePayment: () => Promise.reject(failure),
    });
    const response = await handler(jsonRequest({ cartId: 'c' }));
    const text = await response.text();
    expect(response.status).toBe(500);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(JSON.parse(text)).toEqual({ error: { code: 'internal_error', message: 'The checkout could not be prepared. Try again later.' } });
    expect(text).not.toContain('hunter2');
    expect(text).not.toContain('db.internal');
    expect(errors).toEqual([failure]);
    expect(await paymentCount()).toBe(before);
  });

  it('answers 500 when resolvePayment returns something that is not a payment, and creates nothing', async () => {
    const before = await paymentCount();
    const { handler, errors } = handlerFor({ resolvePayment: () => ({ amount: '25.99', currency: 'EUR' }) as never });
    const response = await handler(jsonRequest({}));
    expect(response.status).toBe(500);
    expect(errors[0]).toBeInstanceOf(TypeError);
    expect(String(errors[0])).toMatch(/amount/);
    expect(await paymentCount()).toBe(before);
  });

  it('answers 500 internal_error to a request the service refuses, without the service message', async () => {
    const { handler, errors } = handlerFor({ resolvePayment: () => ({ amount: 1000, currency: 'EUR', metadata: { 'order[id]': '7' } }) });
    const response = await handler(jsonRequest({}));
    const text = await response.text();
    expect(response.status).toBe(500);
    expect(JSON.parse(text).error.code).toBe('internal_error');
    const cause = errors[0] as InvalidRequestError;
    expect(cause).toBeInstanceOf(InvalidRequestError);
    expect(cause.code).toBe('metadata_invalid');
    expect(text).not.toContain(cause.message);
    expect(text).not.toContain('order[id]');
  });

  it('answers 500 to an authentication failure without the key or the service message', async () => {
    const wrongKey = 'sk_test_notthisaccount0123456789';
    const { handler, errors } = handlerFor({ client: clientFor({ secretKey: wrongKey }) });
    const response = await handler(jsonRequest({}));
    const text = await response.text();
    expect(response.status).toBe(500);
    expect(errors[0]).toBeInstanceOf(AuthenticationError);
    expect(text).not.toContain(wrongKey);
    expect(text).not.toContain('notthisaccount');
    expect(text).not.toContain((errors[0] as Error).message);
  });

  it('answers 503 service_unavailable to a 5xx of the service', async () => {
    const faulty: typeof fetch = (input, init) =>
      fetch(input, { ...init, headers: { ...(init?.headers as Record<string, string>), 'x-sandbox-fault': 'server_error' } });
    const { handler, errors } = handlerFor({ client: clientFor({ fetch: faulty, maxNetworkRetries: 0 }) });
    const { status, body } = await answer(await handler(jsonRequest({})));
    expect(status).toBe(503);
    expect(body.error.code).toBe('service_unavailable');
    expect(errors[0]).toBeInstanceOf(ApiError);
    expect((errors[0] as ApiError).status).toBe(500);
  });

  it('answers 503 service_unavailable when the service cannot be reached', async () => {
    // A port that was just listening and is closed now: connections to it are refused.
    const closed = await listenOnLoopback(() => {});
    await closed.close();
    const { handler, errors } = handlerFor({ client: clientFor({ sandboxBaseUrl: closed.url, maxNetworkRetries: 0 }) });
    const { status, body } = await answer(await handler(jsonRequest({})));
    expect(status).toBe(503);
    expect(body.error.code).toBe('service_unavailable');
    expect(errors[0]).toBeInstanceOf(ConnectionError);
  });

  it('answers 429 rate_limited with Retry-After when the service rate-limits the key', async () => {
    // Rate-limit buckets follow Date.now: frozen, the burst of 50 writes cannot refill during the test.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const limited = await startSandbox({ rateLimits: true });
    try {
      const client = createSvcClient({ secretKey: limited.keys.secretKey, sandboxBaseUrl: limited.url, maxNetworkRetries: 0, warn: () => {} });
      const { handler, errors } = handlerFor({ client, publishableKey: undefined });
      for (let i = 0; i < 50; i++) await client.payments.create({ amount: 100, currency: 'EUR' });
      const response = await handler(jsonRequest({}));
      const text = await response.text();
      expect(response.status).toBe(429);
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(JSON.parse(text).error.code).toBe('rate_limited');
      expect(errors).toHaveLength(0);
      expect(text).not.toContain('too_many_requests');
    } finally {
      await limited.close();
    }
  });

  it("does not report the browser's own mistakes (405, 400) to onError", async () => {
    const { handler, errors } = handlerFor();
    await handler(new Request(URL_PATH));
    await handler(jsonRequest('x'));
    expect(errors).toEqual([]);
  });

  it('refuses at construction a secret key as publishableKey, a key of the other environment, and a schema reading amount', () => {
    const client = clientFor();
    const resolvePayment = () => ({ amount: 1, currency: 'EUR' });
    expect(() => createClientSessionHandler({ client, resolvePayment, publishableKey: t.secretKey })).toThrow(/not a publishable key/);
    expect(() => createClientSessionHandler({ client, resolvePayment, publishableKey: 'pk_live_svcdev_0123456789abcdefABCDEF' })).toThrow(/live key/);
    const schema = z.object({ amount: z.number() });
    expect(() => createClientSessionHandler({ client, resolvePayment, schema })).toThrow(/allowBrowserAmount/);
    expect(() => createClientSessionHandler({ client, resolvePayment, schema, allowBrowserAmount: true })).not.toThrow();
    expect(() => createClientSessionHandler({ client, resolvePayment: 'no' as never })).toThrow(/resolvePayment/);
  });

  it('keeps the default body schema loose: unknown merchant fields pass through', () => {
    expect(ClientSessionRequestBody.parse({ cartId: 'c', coupon: 'X' })).toEqual({ cartId: 'c', coupon: 'X' });
  });
});
