import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rawExchange } from '../support/raw-request.js';
import { useSandbox } from '../support/sandbox.js';

/** Bad input gets a clear error in the interface's error shape, never a crash or a 500. */
describe('bad input', () => {
  const t = useSandbox();

  const expectError = (result: { status: number; body: any }, status: number, code: string) => {
    expect(result.status).toBe(status);
    expect(result.body.error).toMatchObject({ code, status });
    expect(typeof result.body.error.message).toBe('string');
    expect(result.body.error.request_id).toMatch(/^req_/);
  };

  it('malformed JSON → 400 json_invalid', async () => {
    expectError(
      await t.api('POST', '/v1/payments', { rawBody: '{"amount": 10', headers: { 'content-type': 'application/json' } }),
      400,
      'json_invalid',
    );
  });

  it('a JSON body that is not an object → 400 json_invalid', async () => {
    for (const rawBody of ['[1,2]', '"text"', '42', 'null']) {
      expectError(await t.api('POST', '/v1/payments', { rawBody, headers: { 'content-type': 'application/json' } }), 400, 'json_invalid');
    }
  });

  it('a body nested deeper than 32 levels → 400 json_invalid, with or without Idempotency-Key (the fingerprint never sees it); 32 levels pass the parser', async () => {
    const nested = (levels: number) => `{"metadata":${'['.repeat(levels - 1)}${']'.repeat(levels - 1)}}`;
    for (const levels of [33, 3_200, 100_000]) {
      for (const idempotencyKey of [undefined, `deep-${levels}`]) {
        const result = await t.api('POST', '/v1/payments', {
          rawBody: nested(levels),
          headers: { 'content-type': 'application/json', ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}) },
        });
        expectError(result, 400, 'json_invalid');
        expect(result.body.error.message).toContain('32 levels');
      }
    }
    // At the limit the body reaches validation, which names the field.
    const atLimit = await t.api('POST', '/v1/payments', {
      rawBody: nested(32),
      headers: { 'content-type': 'application/json', 'idempotency-key': 'deep-32' },
    });
    expect(atLimit.status).toBe(400);
    expect(atLimit.body.error.code).not.toBe('json_invalid');
  });

  it('a form-encoded body → 415 content_type_invalid', async () => {
    expectError(
      await t.api('POST', '/v1/payments', { rawBody: 'amount=1000&currency=EUR', headers: { 'content-type': 'application/x-www-form-urlencoded' } }),
      415,
      'content_type_invalid',
    );
  });

  it('a body over 1 MiB → 413 request_too_large (declared or streamed)', async () => {
    const huge = JSON.stringify({ amount: 1000, currency: 'EUR', description: 'x'.repeat(1024 * 1024) });
    expectError(await t.api('POST', '/v1/payments', { rawBody: huge, headers: { 'content-type': 'application/json' } }), 413, 'request_too_large');
    // Without Content-Length (chunked), the limit applies while reading.
    const chunks = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 20; i++) controller.enqueue(new TextEncoder().encode(' '.repeat(64 * 1024)));
        controller.close();
      },
    });
    const response = await fetch(new URL('/v1/payments', t.url), {
      method: 'POST',
      headers: { authorization: `Bearer ${t.secretKey}`, 'content-type': 'application/json' },
      body: chunks,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('request_too_large');
  });

  it('an unknown path → 404 route_not_found in the error shape', async () => {
    expectError(await t.api('GET', '/v1/charges'), 404, 'route_not_found');
    expectError(await t.api('GET', '/nothing/here', { key: null }), 404, 'route_not_found');
  });

  it('an unknown path with a key carries the X-RateLimit-* headers and the Svc-Version asked for, like every response (issue 13)', async () => {
    const result = await t.api('GET', '/v1/charges', { version: '2025-09-01' });
    expectError(result, 404, 'route_not_found');
    for (const name of ['x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset']) expect(result.headers.get(name), name).toMatch(/^\d+$/);
    expect(result.headers.get('svc-version')).toBe('2025-09-01');
    expect(result.headers.get('request-id')).toBe(result.body.error.request_id);
  });

  it('what Node’s HTTP parser refuses gets the error shape too, with a request id and Svc-Version: 400 request_malformed, 431 headers_too_large (issue 13)', async () => {
    const malformed = [
      'GET /v1/payments HTTP/1.1\r\nHost: localhost\r\nBad Header\r\n\r\n',
      'GET /v1/payments HTTP/9.9\r\nHost: localhost\r\n\r\n',
      'GET /v1/pay ments HTTP/1.1\r\nHost: localhost\r\n\r\n',
      'GET /v1/payments HTTP/1.1\r\nHost: localhost\r\nX-A: \u0001\r\n\r\n',
      'POST /v1/payments HTTP/1.1\r\nHost: localhost\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n',
      'POST /v1/payments HTTP/1.1\r\nHost: localhost\r\nContent-Length: 5\r\nContent-Length: 6\r\n\r\nabcdef',
      '\u0000\u0001\u0002 not http\r\n\r\n',
    ];
    for (const bytes of malformed) {
      const answer = await rawExchange(t.sandbox.url, bytes);
      expect(answer.status, JSON.stringify(bytes)).toBe(400);
      const body = JSON.parse(answer.body);
      expect(body.error, JSON.stringify(bytes)).toMatchObject({ code: 'request_malformed', status: 400, type: 'invalid_request_error' });
      expect(body.error.request_id).toMatch(/^req_/);
      expect(answer.headers['request-id']).toBe(body.error.request_id);
      expect(answer.headers['svc-version']).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    }
    const huge = await rawExchange(t.sandbox.url, `GET /v1/payments HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(huge.status).toBe(431);
    expect(JSON.parse(huge.body).error).toMatchObject({ code: 'headers_too_large', status: 431 });
  });

  it('a known path with another method → 405 method_not_allowed with Allow', async () => {
    const result = await t.api('PATCH', '/v1/payments');
    expectError(result, 405, 'method_not_allowed');
    expect(result.headers.get('allow')).toBe('POST, GET');
  });

  it('an unknown field on create → 400 parameter_unknown naming it', async () => {
    const result = await t.api('POST', '/v1/payments', { body: { amount: 1000, currency: 'EUR', colour: 'red' } });
    expectError(result, 400, 'parameter_unknown');
    expect(result.body.error.param).toBe('colour');
  });

  it('a field of the wrong type → 400 parameter_invalid naming it', async () => {
    const result = await t.api('POST', '/v1/payments', { body: { amount: 1000, currency: 42 } });
    expectError(result, 400, 'parameter_invalid');
    expect(result.body.error.param).toBe('currency');
  });

  it('an empty body on create → 400 parameter_missing naming the field', async () => {
    const result = await t.api('POST', '/v1/payments', {});
    expectError(result, 400, 'parameter_missing');
    expect(result.body.error.param).toBe('amount');
  });

  it('an unknown API version → 400 invalid_api_version', async () => {
    expectError(await t.api('GET', '/v1/payments', { version: '2024-01-01' }), 400, 'invalid_api_version');
  });

  it('fuzz: arbitrary JSON bodies on every POST never get a 5xx', async () => {
    const paths = [
      '/v1/payments',
      '/v1/refunds',
      '/v1/tokens',
      '/v1/client_sessions',
      '/v1/api_keys',
      '/v1/webhook_endpoints',
      '/v1/payments/pay_x/confirm',
    ];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...paths), fc.jsonValue(), async (path, value) => {
        const result = await t.api('POST', path, { rawBody: JSON.stringify(value), headers: { 'content-type': 'application/json' } });
        expect(result.status).toBeLessThan(500);
        if (result.status >= 400) expect(typeof result.body.error.code).toBe('string');
      }),
      { numRuns: 150 },
    );
  });

  it('fuzz: arbitrary payment-shaped bodies never get a 5xx, and every 201 is a valid payment', async () => {
    const field = fc.oneof(fc.jsonValue(), fc.string(), fc.integer(), fc.double());
    await fc.assert(
      fc.asyncProperty(
        fc.record(
          {
            amount: field,
            currency: fc.oneof(fc.constantFrom('EUR', 'usd', 'XXX', ''), fc.string()),
            metadata: fc.oneof(fc.dictionary(fc.string(), fc.string()), fc.jsonValue()),
          },
          { requiredKeys: [] },
        ),
        async (body) => {
          const result = await t.api('POST', '/v1/payments', { body });
          expect(result.status).toBeLessThan(500);
          if (result.status === 201) expect(result.body).toMatchObject({ object: 'payment', status: 'requires_payment_method' });
        },
      ),
      { numRuns: 150 },
    );
  });

  it('fuzz: arbitrary query strings on lists never get a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(
          fc.constantFrom('limit', 'starting_after', 'ending_before', 'status', 'currency', 'created_after', 'metadata[a]', 'x'),
          fc.string(),
        ),
        async (query) => {
          const result = await t.api('GET', `/v1/payments?${new URLSearchParams(query)}`);
          expect(result.status).toBeLessThan(500);
        },
      ),
      { numRuns: 150 },
    );
  });
});
