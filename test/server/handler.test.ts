import { readFileSync } from 'node:fs';
import { type RequestListener, type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { createApp, memoryShop } from '../../demo/server-examples/express.js';
import { createFetchApp, memoryShop as memoryFetchShop } from '../../demo/server-examples/fetch.js';
import { startSandbox } from '../../src/sandbox/index.js';
import { type SvcClientOptions, createSvcClient } from '../../src/server/client.js';
import { ApiError, AuthenticationError, ConnectionError, InvalidRequestError, RateLimitError } from '../../src/server/errors.js';
import {
  ClientSessionError,
  type ClientSessionHandlerOptions,
  ClientSessionRequestBody,
  createClientSessionHandler,
} from '../../src/server/handler.js';
import { toNodeHandler } from '../../src/server/node-adapter.js';
import { webhooks } from '../../src/server/webhooks/index.js';
import { type AccountKeys, type TestSandbox, newAccount, useSandbox } from '../support/sandbox.js';

/**
 * The client-session endpoint (issue 3, item 7) against a real sandbox over real HTTP: the Fetch handler
 * called with `new Request(…)`, the same handler on `node:http` and on Express 5 through `toNodeHandler`,
 * and the two merchant examples of docs/server.md, run as they are written.
 */

const t = useSandbox();
const URL_PATH = 'http://shop.test/api/checkout/session';

function clientFor(options: Partial<SvcClientOptions> = {}) {
  return createSvcClient({ secretKey: t.secretKey, sandboxBaseUrl: t.url, warn: () => {}, ...options });
}

/** A handler paying `amount` EUR from the merchant's records, recording what `resolvePayment` saw. */
function handlerFor(overrides: Partial<ClientSessionHandlerOptions> = {}) {
  const seen: { input: Record<string, unknown>; request: Request }[] = [];
  const errors: unknown[] = [];
  const handler = createClientSessionHandler({
    client: clientFor(),
    publishableKey: t.publishableKey,
    resolvePayment(input, request) {
      seen.push({ input, request });
      return { amount: 2599, currency: 'EUR', returnUrl: 'https://shop.example/done', metadata: { cartId: input.cartId ?? 'none' } };
    },
    onError: (error) => errors.push(error),
    ...overrides,
  });
  return { handler, seen, errors };
}

function jsonRequest(body: unknown, init: RequestInit = {}): Request {
  return new Request(URL_PATH, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
    ...init,
  });
}

async function answer(response: Response) {
  return { status: response.status, headers: response.headers, body: (await response.json()) as any };
}

/** The payment as the browser would read it: publishable key plus the client secret of the answer. */
async function paymentSeenByBrowser(body: { paymentId: string; clientSecret: string }, keys: { publishableKey: string } = t) {
  return t.api('GET', `/v1/payments/${body.paymentId}?client_secret=${encodeURIComponent(body.clientSecret)}`, { key: keys.publishableKey });
}

async function paymentCount(): Promise<number> {
  const list = await t.api('GET', '/v1/payments?limit=100');
  return list.body.data.length;
}

const servers: Server[] = [];
afterEach(async () => {
  vi.useRealTimers();
  await Promise.all(
    servers.splice(0).map(
      (server) =>
        new Promise<void>((resolve) => {
          server.closeAllConnections();
          server.close(() => resolve());
        }),
    ),
  );
});

async function listen(listener: RequestListener): Promise<string> {
  const server = createServer(listener);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function postJson(url: string, body: string, headers: Record<string, string> = { 'content-type': 'application/json' }) {
  const response = await fetch(url, { method: 'POST', headers, body });
  const text = await response.text();
  let parsed: any = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // Express's own error page is HTML.
  }
  return { status: response.status, headers: response.headers, body: parsed, text };
}

describe('createClientSessionHandler, called with a Request', () => {
  it('answers 200 { clientSecret, publishableKey, amount, currency, paymentId } with Cache-Control: no-store', async () => {
    const { handler } = handlerFor();
    const { status, headers, body } = await answer(await handler(jsonRequest({ cartId: 'cart_1' })));
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('no-store');
    expect(headers.get('content-type')).toMatch(/^application\/json/);
    expect(body).toEqual({ clientSecret: expect.stringMatching(/^cs_.+_secret_/), publishableKey: t.publishableKey, amount: 2599, currency: 'EUR', paymentId: expect.stringMatching(/^pay_/) });
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
    const { handler, seen } = handlerFor({
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
    const { status, body } = await answer(await handler(jsonRequest({ sku: 'mug', quantity: 3 }, { headers: { 'content-type': 'application/json', cookie: 'session=abc' } })));
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
    const token = await t.api('POST', '/v1/tokens', { key: t.publishableKey, body: { card: { number: '4242424242424242', expMonth: 12, expYear: 2040, cvc: '123' } } });
    const confirm = await t.api('POST', `/v1/payments/${first.body.paymentId}/confirm`, { key: t.publishableKey, body: { clientSecret: first.body.clientSecret, token: token.body.id } });
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
    const streamed = await answer(await handler(new Request(URL_PATH, { method: 'POST', headers: { 'content-type': 'application/json' }, body: stream, duplex: 'half' } as RequestInit)));
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
      resolvePayment: async () => {
        throw failure;
      },
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
    const faulty: typeof fetch = (input, init) => fetch(input, { ...init, headers: { ...(init?.headers as Record<string, string>), 'x-sandbox-fault': 'server_error' } });
    const { handler, errors } = handlerFor({ client: clientFor({ fetch: faulty, maxNetworkRetries: 0 }) });
    const { status, body } = await answer(await handler(jsonRequest({})));
    expect(status).toBe(503);
    expect(body.error.code).toBe('service_unavailable');
    expect(errors[0]).toBeInstanceOf(ApiError);
    expect((errors[0] as ApiError).status).toBe(500);
  });

  it('answers 503 service_unavailable when the service cannot be reached', async () => {
    const closed = await listen(() => {});
    servers.pop()?.close();
    const { handler, errors } = handlerFor({ client: clientFor({ sandboxBaseUrl: closed, maxNetworkRetries: 0 }) });
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

  it('does not report the browser\'s own mistakes (405, 400) to onError', async () => {
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

describe('toNodeHandler', () => {
  it('serves the handler on node:http: 200, and the browser amount ignored', async () => {
    const { handler, seen } = handlerFor();
    const url = await listen(toNodeHandler(handler));
    const { status, headers, body } = await postJson(`${url}/api/checkout/session`, JSON.stringify({ cartId: 'n1', amount: 1 }));
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('no-store');
    expect(body).toMatchObject({ amount: 2599, currency: 'EUR', publishableKey: t.publishableKey });
    expect((await paymentSeenByBrowser(body)).body.amount).toBe(2599);
    expect(seen[0]?.input).toEqual({ cartId: 'n1' });
    expect(seen[0]?.request.url).toBe(`${url}/api/checkout/session`);
  });

  it('on node:http, answers bad JSON 400, a schema failure 400, GET 405 with Allow, text 415', async () => {
    const { handler } = handlerFor();
    const url = `${await listen(toNodeHandler(handler))}/api/checkout/session`;
    const bad = await postJson(url, '{oops');
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('json_invalid');
    const invalid = await postJson(url, JSON.stringify({ cartId: 7 }));
    expect(invalid.status).toBe(400);
    expect(invalid.body.error).toMatchObject({ code: 'body_invalid', param: 'cartId' });
    const get = await fetch(url);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    const text = await postJson(url, '{}', { 'content-type': 'text/plain' });
    expect(text.status).toBe(415);
  });

  it('on node:http, answers 413 to a large streamed body and keeps serving', async () => {
    const { handler } = handlerFor({ maxBodyBytes: 1024 });
    const url = `${await listen(toNodeHandler(handler))}/api/checkout/session`;
    const big = await postJson(url, JSON.stringify({ cartId: 'x', pad: 'y'.repeat(200_000) }));
    expect(big.status).toBe(413);
    expect(big.body.error.code).toBe('body_too_large');
    expect((await postJson(url, JSON.stringify({ cartId: 'after' }))).status).toBe(200);
  });

  it('on Express 5 without express.json(): 200, bad JSON 400, schema failure 400, wrong method 405', async () => {
    const { handler, seen } = handlerFor();
    const app = express();
    app.all('/api/checkout/session', toNodeHandler(handler));
    const url = `${await listen(app)}/api/checkout/session`;
    const ok = await postJson(url, JSON.stringify({ cartId: 'e1', amount: 5 }));
    expect(ok.status).toBe(200);
    expect((await paymentSeenByBrowser(ok.body)).body.amount).toBe(2599);
    expect(seen[0]?.input).toEqual({ cartId: 'e1' });
    const bad = await postJson(url, 'nope');
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('json_invalid');
    const invalid = await postJson(url, '[]');
    expect(invalid.status).toBe(400);
    expect(invalid.body.error.code).toBe('body_invalid');
    const put = await fetch(url, { method: 'PUT' });
    expect(put.status).toBe(405);
    expect(put.headers.get('allow')).toBe('POST');
  });

  it('on Express 5 after express.json(): uses the parsed body, still drops the browser amount', async () => {
    const { handler, seen } = handlerFor();
    const app = express();
    app.use(express.json());
    app.post('/api/checkout/session', toNodeHandler(handler));
    const url = `${await listen(app)}/api/checkout/session`;
    const ok = await postJson(url, JSON.stringify({ cartId: 'j1', amount: 3, note: 'é' }));
    expect(ok.status).toBe(200);
    expect(ok.body.amount).toBe(2599);
    expect((await paymentSeenByBrowser(ok.body)).body.amount).toBe(2599);
    expect(seen[0]?.input).toEqual({ cartId: 'j1', note: 'é' });
    const invalid = await postJson(url, JSON.stringify({ cartId: false }));
    expect(invalid.status).toBe(400);
    expect(invalid.body.error).toMatchObject({ code: 'body_invalid', param: 'cartId' });
  });

  it('on Express 5 after express.urlencoded(): a parsed form is still refused with 415', async () => {
    const { handler, seen } = handlerFor();
    const app = express();
    app.use(express.urlencoded());
    app.post('/api/checkout/session', toNodeHandler(handler));
    const url = `${await listen(app)}/api/checkout/session`;
    const form = await postJson(url, 'cartId=f1', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(form.status).toBe(415);
    expect(seen).toHaveLength(0);
  });

  it('on an Express router, gives resolvePayment the full URL and the request headers', async () => {
    const { handler, seen } = handlerFor();
    const router = express.Router();
    router.post('/session', toNodeHandler(handler));
    const app = express();
    app.use('/api/checkout', router);
    const base = await listen(app);
    const ok = await postJson(`${base}/api/checkout/session?step=2`, '{"cartId":"r1"}', { 'content-type': 'application/json', cookie: 'sid=42' });
    expect(ok.status).toBe(200);
    expect(seen[0]?.request.url).toBe(`${base}/api/checkout/session?step=2`);
    expect(seen[0]?.request.headers.get('cookie')).toBe('sid=42');
  });

  it('hands a failure of the handler to Express next(), and answers 500 JSON on node:http', async () => {
    const broken = async () => {
      throw new Error('handler exploded');
    };
    const app = express();
    app.post('/x', toNodeHandler(broken));
    app.use((error: Error, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
      res.status(502).json({ caught: error.message });
    });
    const viaExpress = await postJson(`${await listen(app)}/x`, '{}');
    expect(viaExpress).toMatchObject({ status: 502, body: { caught: 'handler exploded' } });
    const errorLog = vi.spyOn(console, 'error').mockImplementation(() => {});
    const viaNode = await postJson(`${await listen(toNodeHandler(broken))}/x`, '{}');
    expect(viaNode.status).toBe(500);
    expect(viaNode.body.error.code).toBe('internal_error');
    expect(viaNode.text).not.toContain('exploded');
    errorLog.mockRestore();
  });

  it('writes every header and status of any Fetch response, Set-Cookie included', async () => {
    const url = await listen(
      toNodeHandler(async (request) => {
        const headers = new Headers({ 'x-echo': request.method });
        headers.append('set-cookie', 'a=1');
        headers.append('set-cookie', 'b=2');
        return new Response(`body of ${await request.text()}`, { status: 201, headers });
      }),
    );
    const response = await fetch(url, { method: 'POST', body: 'hello' });
    expect(response.status).toBe(201);
    expect(response.headers.get('x-echo')).toBe('POST');
    expect(response.headers.getSetCookie()).toEqual(['a=1', 'b=2']);
    expect(await response.text()).toBe('body of hello');
  });
});

describe('docs/server.md examples', () => {
  it.each(['express.ts', 'fetch.ts'])('contains demo/server-examples/%s verbatim', (file) => {
    const doc = readFileSync(new URL('../../docs/server.md', import.meta.url), 'utf8');
    const source = readFileSync(new URL(`../../demo/server-examples/${file}`, import.meta.url), 'utf8');
    expect(doc).toContain(`\`\`\`ts\n${source}\`\`\``);
  });
});

/** Tokenizes 4242… and confirms with the publishable key and the client secret, as the card element does. */
async function payInBrowser(account: AccountKeys, session: { paymentId: string; clientSecret: string }) {
  const token = await t.api('POST', '/v1/tokens', { key: account.publishableKey, body: { card: { number: '4242424242424242', expMonth: 12, expYear: 2040, cvc: '123' } } });
  expect(token.status).toBe(201);
  const confirm = await t.api('POST', `/v1/payments/${session.paymentId}/confirm`, { key: account.publishableKey, body: { clientSecret: session.clientSecret, token: token.body.id } });
  expect(confirm.body.status).toBe('completed');
}

async function waitFor<T>(what: string, check: () => T | undefined | Promise<T | undefined>, timeoutMs = 5_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function webhookEndpoint(test: TestSandbox, account: AccountKeys, url: string): Promise<string> {
  const created = await test.api('POST', '/v1/webhook_endpoints', { key: account.secretKey, body: { url, enabledEvents: ['payment.completed'] } });
  expect(created.status).toBe(201);
  return created.body.secret as string;
}

describe('the Express example (demo/server-examples/express.ts), run against the sandbox', () => {
  it('creates a session for the cart total, fulfils once on the real webhook, ignores a duplicate and a forgery', async () => {
    const account = await newAccount(t);
    const server = createServer();
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
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

    const session = await answer(await app(new Request('http://shop.test/api/checkout/session', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"cartId":"cart_f","amount":1}' })));
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
