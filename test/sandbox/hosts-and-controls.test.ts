import { describe, expect, it } from 'vitest';
import { isAllowedHost, isLoopbackHostHeader } from '../../src/sandbox/http/host.js';
import { startSandbox } from '../../src/sandbox/index.js';
import { requestWith, useSandbox } from '../support/sandbox.js';

/**
 * Issue 13, item 1: no other site reaches the sandbox through the shopper's browser. A DNS name of
 * the attacker's rebound to loopback names that site in `Host`: refused on every route. The
 * `/_sandbox/` controls (the clock, accounts) also need a loopback Host and a JSON content type, which
 * a cross-site "simple" request cannot carry without a CORS preflight.
 */
describe('Host and the sandbox controls', () => {
  const t = useSandbox();
  const secret = () => ({ authorization: `Bearer ${t.sandbox.keys.secretKey}` });

  it('a Host the sandbox is not (a rebound DNS name) → 403 host_not_allowed on the API, the frame pages and the controls; an IP, localhost and *.localhost pass', async () => {
    const port = new URL(t.sandbox.url).port;
    for (const path of ['/v1/payments', '/elements/v1/card-frame.html', '/_sandbox/clock', '/v1/changelog.rss', '/v1/nowhere']) {
      const refused = await requestWith(t.sandbox.url, path, { headers: { host: `rebound.example:${port}`, ...secret() } });
      expect(refused.status, path).toBe(403);
      expect(refused.body.error).toMatchObject({ code: 'host_not_allowed', type: 'permission_error' });
      expect(refused.body.error.request_id).toMatch(/^req_/);
    }
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, `shop.localhost:${port}`, `[::1]:${port}`, '10.1.2.3']) {
      const answered = await requestWith(t.sandbox.url, '/v1/payments', { headers: { host, ...secret() } });
      expect(answered.status, host).toBe(200);
    }
  });

  it('the controls: POST without Content-Type: application/json → 415 content_type_invalid, and the clock did not move; a Host that is an address but not loopback → 403', async () => {
    const before = (await t.api('GET', '/_sandbox/clock', { key: null })).body.now;
    for (const headers of [{}, { 'content-type': 'text/plain' }, { 'content-type': 'application/x-www-form-urlencoded' }] as Record<
      string,
      string
    >[]) {
      const refused = await requestWith(t.sandbox.url, '/_sandbox/clock/advance', { method: 'POST', headers, body: '{"seconds":90000}' });
      expect(refused.status).toBe(415);
      expect(refused.body.error.code).toBe('content_type_invalid');
    }
    const fromLan = await requestWith(t.sandbox.url, '/_sandbox/accounts', {
      method: 'POST',
      headers: { host: '10.1.2.3', 'content-type': 'application/json' },
    });
    expect(fromLan.status).toBe(403);
    expect(fromLan.body.error.code).toBe('host_not_allowed');
    const after = (await t.api('GET', '/_sandbox/clock', { key: null })).body.now;
    expect(Date.parse(after) - Date.parse(before)).toBeLessThan(60_000);
    // With the content type, from loopback, the control works.
    const created = await requestWith(t.sandbox.url, '/_sandbox/accounts', { method: 'POST', headers: { 'content-type': 'application/json' } });
    expect(created.status).toBe(201);
    expect(created.body.secretKey).toMatch(/^sk_test_/);
  });

  it('--allowed-host and --public-url name the sandbox too', async () => {
    const sandbox = await startSandbox({ allowedHosts: ['sandbox.internal'], publicUrl: 'https://svc.test' });
    try {
      const ask = (host: string) =>
        requestWith(sandbox.url, '/v1/payments', { headers: { host, authorization: `Bearer ${sandbox.keys.secretKey}` } });
      expect((await ask('sandbox.internal:4242')).status).toBe(200);
      expect((await ask('SVC.test')).status).toBe(200);
      expect((await ask('other.internal')).status).toBe(403);
    } finally {
      await sandbox.close();
    }
  });

  it('isAllowedHost and isLoopbackHostHeader, as a table', () => {
    const options = { allowedHosts: ['sandbox.internal'], publicUrl: 'https://svc.test' };
    const table: [string | undefined, boolean, boolean][] = [
      ['127.0.0.1:4242', true, true],
      ['localhost', true, true],
      ['LOCALHOST:1', true, true],
      ['a.localhost:1', true, true],
      ['[::1]:4242', true, true],
      ['192.168.1.20:4242', true, false],
      ['[fe80::1]', true, false],
      ['sandbox.internal', true, false],
      ['svc.test:443', true, false],
      ['evil.example', false, false],
      ['localhost.evil.example', false, false],
      ['127.0.0.1.evil.example', false, false],
      ['', false, false],
      [undefined, false, false],
      ['localhost:4242@evil', false, false],
      ['local host', false, false],
    ];
    for (const [host, allowed, loopback] of table) {
      expect(isAllowedHost(host, options), String(host)).toBe(allowed);
      expect(isLoopbackHostHeader(host), String(host)).toBe(loopback);
    }
  });
});
