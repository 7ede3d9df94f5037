import { describe, expect, it } from 'vitest';
import { useSandbox } from '../support/sandbox.js';
import { type FuzzRequest, send, violation } from './http.js';

/**
 * What the fuzz suite (sandbox-http.test.ts) found, each as the request that showed it: answers
 * written by Node or by the adapter rather than by the sandbox, without the error shape, a request
 * id or an answer at all. The seeds are those of the runs that found them (the generators changed
 * since, so they name the run, not a replay).
 */
describe('fuzz findings (issue 13, item 5)', () => {
  const t = useSandbox();

  const expectShape = async (req: FuzzRequest, status: number, code: string) => {
    const answer = await send(t.url, req);
    expect(violation(req, answer), JSON.stringify(answer)).toBeNull();
    expect(answer.status).toBe(status);
    if (req.method !== 'HEAD') expect(JSON.parse(answer.body).error.code).toBe(code);
    return answer;
  };

  it('an HTTP/1.1 request without Host → 400 request_malformed in the error shape, not Node’s bare 400 (seed 390945546)', async () => {
    await expectShape({ method: 'GET', path: '/v1/changelog.rss', headers: [], host: null }, 400, 'request_malformed');
    await expectShape({ method: 'GET', path: '/v1/payments', headers: [], host: null, raw: true }, 400, 'request_malformed');
  });

  it('a raw backslash in the path, or a Host that is no host name → 400 request_malformed, not the adapter’s bare 400 (seed 391001818)', async () => {
    await expectShape({ method: 'GET', path: '/elements/v1/payment-status/locales/a\\b', headers: [] }, 400, 'request_malformed');
    await expectShape({ method: 'GET', path: '/v1/payments/a\\b', headers: [['Authorization', `Bearer ${t.secretKey}`]] }, 400, 'request_malformed');
    await expectShape({ method: 'GET', path: '/v1/payments', headers: [], host: 'a b', raw: true }, 400, 'request_malformed');
  });

  it('an Expect other than 100-continue is answered as the request it comes with, not with a bare 417', async () => {
    const answer = await expectShape({ method: 'GET', path: '/v1/payments', headers: [['Expect', 'nothing']], raw: true }, 401, 'api_key_missing');
    expect(answer.headers['request-id']).toMatch(/^req_/);
    const ok = await send(t.url, {
      method: 'GET',
      path: '/v1/payments',
      headers: [
        ['Expect', 'x'],
        ['Authorization', `Bearer ${t.secretKey}`],
      ],
    });
    expect(ok.status).toBe(200);
  });

  it('CONNECT → 400 request_malformed, not a connection dropped without a word', async () => {
    await expectShape({ method: 'CONNECT', path: '127.0.0.1:1', headers: [], raw: true }, 400, 'request_malformed');
  });

  it('a HEAD refused by the HTTP parser (431) gets no body, so a client can read the answer (seed 1)', async () => {
    const req: FuzzRequest = { method: 'HEAD', path: '/v1/payments', headers: [['Authorization', 'h'.repeat(17_000)]] };
    const answer = await expectShape(req, 431, 'headers_too_large');
    expect(answer.body).toBe('');
    // The same over a socket: the answer ends with its head.
    const raw = await send(t.url, { ...req, raw: true });
    expect(raw.status).toBe(431);
    expect(raw.body).toBe('');
  });

  it('a refused CORS preflight → 403 origin_not_allowed in the error shape, not an empty 403 (seed 1)', async () => {
    for (const origin of [undefined, 'https://evil.example']) {
      const headers: [string, string][] = [['Access-Control-Request-Method', 'POST']];
      if (origin) headers.push(['Origin', origin]);
      const answer = await expectShape({ method: 'OPTIONS', path: '/v1/payments', headers }, 403, 'origin_not_allowed');
      expect(answer.headers['access-control-allow-origin']).toBeUndefined();
    }
    const allowed = await send(t.url, {
      method: 'OPTIONS',
      path: '/v1/payments',
      headers: [
        ['Access-Control-Request-Method', 'POST'],
        ['Origin', 'http://localhost:5173'],
      ],
    });
    expect(allowed.status).toBe(204);
  });
});
