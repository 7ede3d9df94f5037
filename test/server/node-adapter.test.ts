import express from 'express';
import { describe, expect, it, vi } from 'vitest';
import { toNodeHandler } from '../../src/server/node-adapter.js';
import { clientSessionFixtures } from '../support/client-session.js';
import { postJson, useLoopbackServers } from '../support/loopback.js';
import { useSandbox } from '../support/sandbox.js';

/**
 * The client-session handler (issue 3, item 7) mounted with `toNodeHandler` on `node:http` and on
 * Express 5, against a real sandbox over real HTTP.
 */

const t = useSandbox();
const { handlerFor, paymentSeenByBrowser } = clientSessionFixtures(t);
const listen = useLoopbackServers();

/* eslint-disable @typescript-eslint/no-misused-promises -- a NodeHandler never rejects (src/server/node-adapter.ts), so node:http may drop its promise */

describe('toNodeHandler', () => {
  it('serves the handler on node:http: 200, and the browser amount ignored', async () => {
    const { handler, seen } = handlerFor();
    const { url } = await listen(toNodeHandler(handler));
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
    const url = `${(await listen(toNodeHandler(handler))).url}/api/checkout/session`;
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
    const url = `${(await listen(toNodeHandler(handler))).url}/api/checkout/session`;
    const big = await postJson(url, JSON.stringify({ cartId: 'x', pad: 'y'.repeat(200_000) }));
    expect(big.status).toBe(413);
    expect(big.body.error.code).toBe('body_too_large');
    expect((await postJson(url, JSON.stringify({ cartId: 'after' }))).status).toBe(200);
  });

  it('on Express 5 without express.json(): 200, bad JSON 400, schema failure 400, wrong method 405', async () => {
    const { handler, seen } = handlerFor();
    const app = express();
    app.all('/api/checkout/session', toNodeHandler(handler));
    const url = `${(await listen(app)).url}/api/checkout/session`;
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
    const url = `${(await listen(app)).url}/api/checkout/session`;
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
    const url = `${(await listen(app)).url}/api/checkout/session`;
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
    const { url: base } = await listen(app);
    const ok = await postJson(`${base}/api/checkout/session?step=2`, '{"cartId":"r1"}', { 'content-type': 'application/json', cookie: 'sid=42' });
    expect(ok.status).toBe(200);
    expect(seen[0]?.request.url).toBe(`${base}/api/checkout/session?step=2`);
    expect(seen[0]?.request.headers.get('cookie')).toBe('sid=42');
  });

  it('hands a failure of the handler to Express next(), and answers 500 JSON on node:http', async () => {
    const broken = () => Promise.reject(new Error('handler exploded'));
    const app = express();
    app.post('/x', toNodeHandler(broken));
    app.use((error: Error, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
      res.status(502).json({ caught: error.message });
    });
    const viaExpress = await postJson(`${(await listen(app)).url}/x`, '{}');
    expect(viaExpress).toMatchObject({ status: 502, body: { caught: 'handler exploded' } });
    const errorLog = vi.spyOn(console, 'error').mockImplementation(() => {});
    const viaNode = await postJson(`${(await listen(toNodeHandler(broken))).url}/x`, '{}');
    expect(viaNode.status).toBe(500);
    expect(viaNode.body.error.code).toBe('internal_error');
    expect(viaNode.text).not.toContain('exploded');
    errorLog.mockRestore();
  });

  it('writes every header and status of any Fetch response, Set-Cookie included', async () => {
    const { url } = await listen(
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
