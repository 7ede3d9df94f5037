import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSvcClient, type SvcClientOptions } from '../../src/server/client.js';
import { ConnectionError, IdempotencyError, RateLimitError } from '../../src/server/errors.js';
import { backoffDelayMs, isRetryable } from '../../src/server/request.js';
import { type TestSandbox, newAccount, useSandbox } from '../support/sandbox.js';
import { UUID_V4 } from '../support/errors.js';

/**
 * The request sender's idempotency keys, retries and timeouts (issue 3, item 3; interface:
 * Idempotency, Limits; style: Server module) against a real sandbox. Faults come from the sandbox
 * itself (`X-Sandbox-Fault`, `X-Sandbox-Latency-Ms`); the fetch wrappers here only record the real
 * attempts, or add a fault header to the first attempt so that the retry runs clean.
 */

const PAYMENT = { amount: 1000, currency: 'EUR', returnUrl: 'https://shop.example/return' };

interface Attempt {
  method: string;
  url: string;
  headers: Headers;
  startedAt: number;
  endedAt?: number;
  status?: number;
  retryAfter?: number;
}

/** The runtime's fetch, recording each attempt; `firstAttemptHeaders` go on attempt 1 only. */
function recordingFetch(firstAttemptHeaders: Record<string, string> = {}) {
  const attempts: Attempt[] = [];
  const wrapped: typeof fetch = async (input, init) => {
    const headers = new Headers(init?.headers);
    if (attempts.length === 0) for (const [name, value] of Object.entries(firstAttemptHeaders)) headers.set(name, value);
    const attempt: Attempt = {
      method: init?.method ?? 'GET',
      url: input instanceof Request ? input.url : input.toString(),
      headers,
      startedAt: performance.now(),
    };
    attempts.push(attempt);
    const response = await fetch(input, { ...init, headers });
    attempt.endedAt = performance.now();
    attempt.status = response.status;
    const retryAfter = response.headers.get('retry-after');
    if (retryAfter !== null) attempt.retryAfter = Number(retryAfter);
    return response;
  };
  return { fetch: wrapped, attempts };
}

const clientFor = (t: TestSandbox, secretKey: string, options: Partial<SvcClientOptions> = {}) =>
  createSvcClient({ secretKey, sandboxBaseUrl: t.url, ...options });

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function paymentIds(t: TestSandbox, secretKey: string): Promise<string[]> {
  const page = await t.api('GET', '/v1/payments?limit=100', { key: secretKey });
  return page.body.data.map((payment: { id: string }) => payment.id);
}

describe('idempotency keys', () => {
  const t = useSandbox();

  it('every POST carries an automatic Idempotency-Key, a UUID v4, new for each call; GET and DELETE none', async () => {
    const { fetch, attempts } = recordingFetch();
    const client = clientFor(t, t.secretKey, { fetch });
    const first = await client.payments.create(PAYMENT);
    const second = await client.payments.update(first.id, { metadata: { order: '7' } });
    await client.payments.retrieve(first.id);
    const endpoint = await client.webhookEndpoints.create({ url: 'https://shop.example/hooks', enabledEvents: ['*'] });
    await client.webhookEndpoints.delete(endpoint.id);
    const keys = attempts.map((attempt) => attempt.headers.get('idempotency-key'));
    expect(attempts.map((attempt) => attempt.method)).toEqual(['POST', 'POST', 'GET', 'POST', 'DELETE']);
    for (const key of [keys[0], keys[1], keys[3]]) expect(key).toMatch(UUID_V4);
    expect(new Set([keys[0], keys[1], keys[3]]).size).toBe(3);
    expect([keys[2], keys[4]]).toEqual([null, null]);
    expect(first.lastResponse.idempotencyKey).toBe(keys[0]);
    expect(second.lastResponse.idempotencyKey).toBe(keys[1]);
  });

  it("the Idempotency-Key is the same across one call's retries", async () => {
    const { fetch, attempts } = recordingFetch({ 'x-sandbox-fault': 'server_error' });
    const payment = await clientFor(t, t.secretKey, { fetch }).payments.create(PAYMENT);
    expect(attempts.map((attempt) => attempt.status)).toEqual([500, 201]);
    const [first, second] = attempts.map((attempt) => attempt.headers.get('idempotency-key'));
    expect(first).toMatch(UUID_V4);
    expect(second).toBe(first);
    expect(payment.lastResponse.idempotencyKey).toBe(first);
  });

  it('the Idempotency-Key is overridable per call, and a second call with it replays the first', async () => {
    const { fetch, attempts } = recordingFetch();
    const client = clientFor(t, t.secretKey, { fetch });
    const idempotencyKey = `order-${crypto.randomUUID()}`;
    const first = await client.payments.create(PAYMENT, { idempotencyKey });
    const again = await client.payments.create(PAYMENT, { idempotencyKey });
    expect(attempts.map((attempt) => attempt.headers.get('idempotency-key'))).toEqual([idempotencyKey, idempotencyKey]);
    expect(again.id).toBe(first.id);
    expect(again.lastResponse).toMatchObject({ idempotencyKey, replayed: true });
  });

  it('an Idempotency-Key given among the headers in another letter case is sent once, not twice', async () => {
    const { fetch, attempts } = recordingFetch();
    const idempotencyKey = crypto.randomUUID();
    const payment = await clientFor(t, t.secretKey, { fetch }).payments.create(PAYMENT, { headers: { 'Idempotency-Key': idempotencyKey } });
    expect(attempts[0]!.headers.get('idempotency-key')).toBe(idempotencyKey);
    expect(payment.lastResponse.idempotencyKey).toBe(idempotencyKey);
  });
});

describe('retries', () => {
  const t = useSandbox();

  it('an idempotent retry after a dropped connection creates exactly one payment', async () => {
    const keys = await newAccount(t);
    const { fetch, attempts } = recordingFetch({ 'x-sandbox-fault': 'drop_connection' });
    const payment = await clientFor(t, keys.secretKey, { fetch }).payments.create(PAYMENT);
    // Attempt 1 ran on the sandbox and lost its answer; attempt 2 got the stored one.
    expect(attempts.map((attempt) => attempt.status)).toEqual([undefined, 201]);
    expect(payment.lastResponse).toMatchObject({ attempts: 2, replayed: true, status: 201 });
    expect(await paymentIds(t, keys.secretKey)).toEqual([payment.id]);
  });

  it('a GET is retried after a dropped connection too', async () => {
    const { fetch, attempts } = recordingFetch({ 'x-sandbox-fault': 'drop_connection' });
    const page = await clientFor(t, t.secretKey, { fetch }).payments.list();
    expect(attempts).toHaveLength(2);
    expect(page.lastResponse.attempts).toBe(2);
  });

  it('a 500 is retried and succeeds, running the operation once', async () => {
    const keys = await newAccount(t);
    const { fetch, attempts } = recordingFetch({ 'x-sandbox-fault': 'server_error' });
    const payment = await clientFor(t, keys.secretKey, { fetch }).payments.create(PAYMENT);
    expect(attempts.map((attempt) => attempt.status)).toEqual([500, 201]);
    expect(payment.lastResponse).toMatchObject({ attempts: 2, replayed: false });
    expect(await paymentIds(t, keys.secretKey)).toEqual([payment.id]);
  });

  it('409 idempotency_in_progress is retried until the first request is done, then replayed', async () => {
    const keys = await newAccount(t);
    const idempotencyKey = crypto.randomUUID();
    const slowClient = clientFor(t, keys.secretKey);
    const slow = slowClient.payments.create(PAYMENT, { idempotencyKey, headers: { 'x-sandbox-latency-ms': '700' } });
    await delay(100);
    const { fetch, attempts } = recordingFetch();
    const waiting = await clientFor(t, keys.secretKey, { fetch, maxNetworkRetries: 6 }).payments.create(PAYMENT, { idempotencyKey });
    const first = await slow;
    expect(attempts[0]!.status).toBe(409);
    expect(attempts.at(-1)!.status).toBe(201);
    expect(waiting.lastResponse.attempts).toBe(attempts.length);
    expect(waiting.lastResponse.replayed).toBe(true);
    expect(waiting.id).toBe(first.id);
    expect(await paymentIds(t, keys.secretKey)).toEqual([first.id]);
  });

  it('409 idempotency_key_reuse is not retried', async () => {
    const idempotencyKey = crypto.randomUUID();
    const { fetch, attempts } = recordingFetch();
    const client = clientFor(t, t.secretKey, { fetch, maxNetworkRetries: 5 });
    await client.payments.create(PAYMENT, { idempotencyKey });
    const error = await client.payments.create({ ...PAYMENT, amount: 999 }, { idempotencyKey }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(IdempotencyError);
    expect((error as IdempotencyError).code).toBe('idempotency_key_reuse');
    expect(attempts).toHaveLength(2);
  });

  it('a timeout is a ConnectionError with code timeout that carries the idempotency key', async () => {
    const { fetch, attempts } = recordingFetch();
    const client = clientFor(t, t.secretKey, { fetch, timeoutMs: 150, maxNetworkRetries: 0 });
    const started = performance.now();
    const error = await client.payments.create(PAYMENT, { headers: { 'x-sandbox-latency-ms': '3000' } }).catch((caught: unknown) => caught);
    expect(performance.now() - started).toBeLessThan(2000);
    expect(error).toBeInstanceOf(ConnectionError);
    const connection = error as ConnectionError;
    expect(connection.code).toBe('timeout');
    expect(connection.idempotencyKey).toMatch(UUID_V4);
    expect(connection.idempotencyKey).toBe(attempts[0]!.headers.get('idempotency-key'));
    expect(connection.message).toContain('150 ms');
    expect(connection.message).toContain(connection.idempotencyKey);
  });

  it('timeoutMs per request overrides the client default', async () => {
    const client = clientFor(t, t.secretKey, { timeoutMs: 10_000, maxNetworkRetries: 0 });
    const error = await client.payments.list({}, { timeoutMs: 100, headers: { 'x-sandbox-latency-ms': '2000' } }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ name: 'ConnectionError', code: 'timeout' });
  });

  it("a caller's AbortSignal stops the call without retrying", async () => {
    const { fetch, attempts } = recordingFetch();
    const controller = new AbortController();
    const client = clientFor(t, t.secretKey, { fetch, maxNetworkRetries: 5 });
    setTimeout(() => controller.abort(), 100);
    const started = performance.now();
    const error = await client.payments
      .create(PAYMENT, { signal: controller.signal, headers: { 'x-sandbox-latency-ms': '2000' } })
      .catch((caught: unknown) => caught);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(error).toBeInstanceOf(ConnectionError);
    expect(error).toMatchObject({ code: 'aborted' });
    expect((error as ConnectionError).idempotencyKey).toMatch(UUID_V4);
    expect(attempts).toHaveLength(1);
  });

  it("a caller's AbortSignal during the wait before a retry stops the call as a ConnectionError", async () => {
    const controller = new AbortController();
    const attempts: number[] = [];
    const fetchThenAbort: typeof fetch = async (input, init) => {
      const response = await fetch(input, init);
      attempts.push(response.status);
      // The answer is a 500, so the sender now waits before retrying: abort during that wait.
      setTimeout(() => controller.abort(), 20);
      return response;
    };
    const client = clientFor(t, t.secretKey, { fetch: fetchThenAbort, maxNetworkRetries: 5 });
    const error = await client.payments
      .create(PAYMENT, { signal: controller.signal, headers: { 'x-sandbox-fault': 'server_error' } })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ConnectionError);
    expect(error).toMatchObject({ code: 'aborted' });
    expect((error as ConnectionError).idempotencyKey).toMatch(UUID_V4);
    expect(attempts).toEqual([500]);
  });

  it('a network error is retried maxNetworkRetries times, then surfaces as a ConnectionError', async () => {
    const { createServer } = await import('node:net');
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    await new Promise((resolve) => server.close(resolve));
    const { fetch, attempts } = recordingFetch();
    const client = createSvcClient({ secretKey: t.secretKey, sandboxBaseUrl: `http://127.0.0.1:${port}`, fetch, maxNetworkRetries: 2 });
    const error = await client.payments.create(PAYMENT).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ConnectionError);
    expect(error).toMatchObject({ code: 'network_error' });
    expect(attempts).toHaveLength(3);
    expect(new Set(attempts.map((attempt) => attempt.headers.get('idempotency-key'))).size).toBe(1);
  });
});

describe('rate limits', () => {
  const t = useSandbox({ rateLimits: true });
  afterEach(() => {
    vi.useRealTimers();
  });

  /**
   * The sandbox runs in this process and its buckets read `Date`. A loaded machine could spread 80
   * "concurrent" requests over more than the 1.2 s the bucket needs to refill, and then nothing is
   * refused; so the first wave runs with `Date` stopped (timers, sockets and fetch stay real), which is
   * the instant burst the test means. `release` restarts the clock.
   */
  const stopTheClock = () => vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
  const release = () => vi.useRealTimers();

  it('a 429 storm is ridden out: 80 concurrent reads all succeed, each retry waiting at least Retry-After', async () => {
    const keys = await newAccount(t);
    const recorder = recordingFetch();
    const { attempts } = recorder;
    // Time runs again from the first refusal on, so that the retries find the bucket refilled.
    const fetch: typeof globalThis.fetch = async (input, init) => {
      const response = await recorder.fetch(input, init);
      if (response.status === 429) release();
      return response;
    };
    const client = clientFor(t, keys.secretKey, { fetch, maxNetworkRetries: 8 });
    stopTheClock();
    const pages = await Promise.all(Array.from({ length: 80 }, (_, call) => client.payments.list({}, { headers: { 'x-test-call': String(call) } })));
    expect(pages.every((page) => page.lastResponse.status === 200)).toBe(true);
    const retried = pages.filter((page) => page.lastResponse.attempts > 1);
    expect(retried.length).toBeGreaterThan(0);
    const throttled = attempts.filter((attempt) => attempt.status === 429);
    expect(throttled.length).toBeGreaterThanOrEqual(retried.length);
    // Per call, every attempt after a 429 started at least Retry-After seconds after that answer.
    for (let call = 0; call < 80; call++) {
      const own = attempts.filter((attempt) => attempt.headers.get('x-test-call') === String(call));
      expect(own).toHaveLength(pages[call]!.lastResponse.attempts);
      for (let index = 1; index < own.length; index++) {
        const previous = own[index - 1]!;
        expect(previous.status).toBe(429);
        expect(previous.retryAfter).toBeGreaterThanOrEqual(1);
        expect(own[index]!.startedAt - previous.endedAt!).toBeGreaterThanOrEqual(previous.retryAfter! * 1000 - 5);
      }
    }
  });

  it('with maxNetworkRetries: 0 the first 429 surfaces as a RateLimitError with retryAfter', async () => {
    const keys = await newAccount(t);
    const { fetch, attempts } = recordingFetch();
    const client = clientFor(t, keys.secretKey, { fetch, maxNetworkRetries: 0 });
    stopTheClock();
    const results = await Promise.allSettled(Array.from({ length: 80 }, () => client.payments.list()));
    release();
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(50);
    expect(attempts).toHaveLength(80);
    const refused = results.flatMap((result) => (result.status === 'rejected' ? [result.reason as unknown] : []));
    expect(refused.length).toBeGreaterThan(0);
    expect(refused.length).toBe(attempts.filter((attempt) => attempt.status === 429).length);
    for (const error of refused) {
      expect(error).toBeInstanceOf(RateLimitError);
      const rateLimit = error as RateLimitError;
      expect(rateLimit).toMatchObject({ status: 429, type: 'rate_limit_error', code: 'too_many_requests' });
      expect(rateLimit.retryAfter).toBeGreaterThanOrEqual(1);
      expect(rateLimit.retryAfter).toBe(Number(rateLimit.headers?.get('retry-after')));
    }
  });
});

describe('backoffDelayMs: capped exponential backoff with jitter', () => {
  describe.each([
    { retry: 0, random: 0, expected: 250 },
    { retry: 0, random: 1, expected: 500 },
    { retry: 1, random: 0, expected: 500 },
    { retry: 1, random: 0.5, expected: 750 },
    { retry: 2, random: 1, expected: 2000 },
    { retry: 3, random: 1, expected: 4000 },
    { retry: 4, random: 1, expected: 8000 },
    { retry: 5, random: 1, expected: 8000 },
    { retry: 10, random: 0, expected: 4000 },
    { retry: 60, random: 1, expected: 8000 },
  ])('retry $retry with random() = $random', ({ retry, random, expected }) => {
    it(`waits ${expected} ms`, () => {
      expect(backoffDelayMs(retry, () => random)).toBe(expected);
    });
  });

  it('stays within half and all of the capped ceiling for any random value', () => {
    for (let retry = 0; retry < 12; retry++) {
      const ceiling = Math.min(8000, 500 * 2 ** retry);
      for (let sample = 0; sample < 50; sample++) {
        const delay = backoffDelayMs(retry);
        expect(delay).toBeGreaterThanOrEqual(ceiling / 2);
        expect(delay).toBeLessThanOrEqual(ceiling);
      }
    }
  });
});

describe('isRetryable', () => {
  describe.each([
    { status: 409, code: 'idempotency_in_progress', expected: true },
    { status: 409, code: 'idempotency_key_reuse', expected: false },
    { status: 429, code: 'too_many_requests', expected: true },
    { status: 500, code: 'api_error', expected: true },
    { status: 502, code: undefined, expected: true },
    { status: 503, code: undefined, expected: true },
    { status: 400, code: 'parameter_invalid', expected: false },
    { status: 401, code: 'api_key_invalid', expected: false },
    { status: 402, code: 'card_declined', expected: false },
    { status: 403, code: 'permission_denied', expected: false },
    { status: 404, code: 'resource_missing', expected: false },
  ])('$status $code', ({ status, code, expected }) => {
    it(`is ${expected ? '' : 'not '}retried`, () => {
      expect(isRetryable(status, code)).toBe(expected);
    });
  });
});
