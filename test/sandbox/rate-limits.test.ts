import { describe, expect, it, vi } from 'vitest';
import { MINUTE_BUDGETS, RATE_TIERS } from '../../src/sandbox/index.js';
import { type ApiResult, type TestSandbox, newAccount, useSandbox } from '../support/sandbox.js';

/**
 * Interface: Limits, Rate limits; contract: Rate limits, how the two statements combine.
 *
 * Buckets follow real time, and the sandbox tier refills a token every 40 ms: on a loaded machine
 * 51 requests can take longer than that, and "the 51st is refused" would be luck. The sandbox runs
 * in this process, so a burst runs with the clock stopped (`Date` only: timers, sockets and fetch
 * stay real), which is the instant burst the rule describes. Refill is then shown with a real wait.
 */

const SANDBOX = RATE_TIERS.sandbox;

interface BurstRequest {
  method: 'GET' | 'POST';
  path: string;
  key: string;
  body?: unknown;
}

/** Sends the requests one after another over real HTTP, with the clock stopped until the last answer. */
async function burst(t: TestSandbox, requests: readonly BurstRequest[]): Promise<ApiResult[]> {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
  try {
    const answers: ApiResult[] = [];
    for (const { method, path, key, body } of requests) answers.push(await t.api(method, path, { key, body }));
    return answers;
  } finally {
    vi.useRealTimers();
  }
}

const times = (count: number, request: BurstRequest): BurstRequest[] => Array.from({ length: count }, () => request);

function rateHeaders(result: ApiResult): { limit: number; remaining: number; reset: number } {
  const [limit, remaining, reset] = ['x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset'].map((name) => {
    const value = result.headers.get(name);
    expect(value, name).toMatch(/^\d+$/);
    return Number(value);
  });
  return { limit: limit!, remaining: remaining!, reset: reset! };
}

function expectTooManyRequests(result: ApiResult): number {
  expect(result.status).toBe(429);
  expect(result.body.error).toMatchObject({ type: 'rate_limit_error', code: 'too_many_requests', status: 429 });
  const retryAfter = Number(result.headers.get('retry-after'));
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(result.body.error.retry_after).toBe(retryAfter);
  return retryAfter;
}

describe('rate limits (sandbox tier)', () => {
  const t = useSandbox({ rateLimits: true });

  it('rate limits: X-RateLimit-Limit, -Remaining and -Reset on every authenticated response, success and error', async () => {
    const created = await t.api('POST', '/_sandbox/accounts', { key: null });
    const { secretKey: key, publishableKey } = created.body;
    const restricted = await t.api('POST', '/v1/api_keys', { key, body: { name: 'refunds only', permissions: { refunds: 'read' } } });
    const startedSeconds = Math.floor(Date.now() / 1000);
    const answers = [
      await t.api('GET', '/v1/payments', { key }),
      await t.api('POST', '/v1/payments', { key, body: { amount: 500, currency: 'EUR' } }),
      await t.api('GET', '/v1/payments/pay_doesnotexist', { key }),
      await t.api('POST', '/v1/payments', { key, body: { amount: 'five', currency: 'EUR' } }),
      await t.api('POST', '/v1/payments', { key, rawBody: '{not json', headers: { 'content-type': 'application/json' } }),
      // A known key that may not do this: the account is known, so the answer is counted too.
      await t.api('GET', '/v1/payments', { key: publishableKey }),
      await t.api('GET', '/v1/payments', { key: restricted.body.secret }),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([200, 201, 404, 400, 400, 401, 403]);
    for (const answer of answers) {
      const { limit, remaining, reset } = rateHeaders(answer);
      expect(limit).toBe(SANDBOX.burst);
      expect(remaining).toBeLessThan(limit);
      expect(reset).toBeGreaterThanOrEqual(startedSeconds);
      expect(answer.headers.get('retry-after')).toBeNull();
    }
    // The first read spent one of the 50.
    expect(rateHeaders(answers[0]!).remaining).toBe(SANDBOX.burst - 1);
  });

  it('rate limits: a burst of 50 reads passes, the 51st → 429 rate_limit_error too_many_requests with Retry-After = error.retry_after', async () => {
    const key = (await newAccount(t)).secretKey;
    const answers = await burst(t, times(SANDBOX.burst + 1, { method: 'GET', path: '/v1/payments', key }));
    const passed = answers.slice(0, SANDBOX.burst);
    expect(passed.map((answer) => answer.status)).toEqual(passed.map(() => 200));
    expect(passed.map((answer) => rateHeaders(answer).remaining)).toEqual(passed.map((_, index) => SANDBOX.burst - 1 - index));
    const refused = answers[SANDBOX.burst]!;
    expectTooManyRequests(refused);
    expect(rateHeaders(refused)).toMatchObject({ limit: SANDBOX.burst, remaining: 0 });
  });

  it('rate limits: read and write buckets are separate: with reads exhausted a write still works', async () => {
    const key = (await newAccount(t)).secretKey;
    const answers = await burst(t, times(SANDBOX.burst + 1, { method: 'GET', path: '/v1/payments', key }));
    expectTooManyRequests(answers[SANDBOX.burst]!);
    const write = await t.api('POST', '/v1/payments', { key, body: { amount: 500, currency: 'EUR' } });
    expect(write.status).toBe(201);
    expect(rateHeaders(write)).toMatchObject({ limit: SANDBOX.burst, remaining: SANDBOX.burst - 1 });
  });

  it('rate limits (issue 13): the publishable key spends buckets of its own: an outsider holding it cannot starve the secret key', async () => {
    const account = await newAccount(t);
    const card = { number: '4242424242424242', expMonth: 12, expYear: new Date().getUTCFullYear() + 3, cvc: '123' };
    // No Origin header: the way a script outside any browser sends it.
    const answers = await burst(t, times(SANDBOX.burst + 1, { method: 'POST', path: '/v1/tokens', key: account.publishableKey, body: { card } }));
    expect(answers.slice(0, SANDBOX.burst).every((answer) => answer.status === 201)).toBe(true);
    expectTooManyRequests(answers[SANDBOX.burst]!);
    const merchant = await t.api('POST', '/v1/payments', { key: account.secretKey, body: { amount: 500, currency: 'EUR' } });
    expect(merchant.status).toBe(201);
    expect(rateHeaders(merchant)).toMatchObject({ limit: SANDBOX.burst, remaining: SANDBOX.burst - 1 });
  });

  it('rate limits: limits apply per account: another account is unaffected by one that is throttled', async () => {
    const [throttled, other] = [(await newAccount(t)).secretKey, (await newAccount(t)).secretKey];
    const answers = await burst(t, times(SANDBOX.burst + 1, { method: 'GET', path: '/v1/payments', key: throttled }));
    expectTooManyRequests(answers[SANDBOX.burst]!);
    const unaffected = await t.api('GET', '/v1/payments', { key: other });
    expect(unaffected.status).toBe(200);
    expect(rateHeaders(unaffected)).toMatchObject({ limit: SANDBOX.burst, remaining: SANDBOX.burst - 1 });
  });

  it('rate limits: after waiting Retry-After seconds a request goes through', async () => {
    const key = (await newAccount(t)).secretKey;
    const answers = await burst(t, times(SANDBOX.burst + 1, { method: 'GET', path: '/v1/payments', key }));
    const retryAfter = expectTooManyRequests(answers[SANDBOX.burst]!);
    // 25 tokens a second: Retry-After is one second here, well within the two the tests allow.
    expect(retryAfter).toBeLessThanOrEqual(2);
    await new Promise((resolve) => setTimeout(resolve, retryAfter * 1000));
    const retried = await t.api('GET', '/v1/payments', { key });
    expect(retried.status).toBe(200);
  });
});

describe('rate limits (scale tier)', () => {
  const t = useSandbox({ rateLimits: true, rateTier: 'scale' });

  it('rate limits: the per-key minute budget (refunds 50/min) → the 51st refund-class request gets 429, headers describing the minute budget', async () => {
    const key = (await newAccount(t)).secretKey;
    const budget = MINUTE_BUDGETS.refunds;
    const answers = await burst(t, times(budget + 1, { method: 'GET', path: '/v1/refunds', key }));
    const passed = answers.slice(0, budget);
    expect(passed.map((answer) => answer.status)).toEqual(passed.map(() => 200));
    // The minute budget, not the account bucket (1000), has fewer requests left: it is the one described.
    expect(rateHeaders(passed[0]!)).toMatchObject({ limit: budget, remaining: budget - 1 });
    const refused = answers[budget]!;
    expectTooManyRequests(refused);
    expect(rateHeaders(refused)).toMatchObject({ limit: budget, remaining: 0 });
    // Other endpoint classes still have budget, and the account bucket is far from empty.
    const payments = await t.api('GET', '/v1/payments', { key });
    expect(payments.status).toBe(200);
    expect(rateHeaders(payments).limit).toBe(MINUTE_BUDGETS.payment_status);
    // The budget is per key: another key of the same account has its own.
    const created = await t.api('POST', '/v1/api_keys', { key, body: { name: 'refunds reader', permissions: { refunds: 'read' } } });
    expect(created.status).toBe(201);
    const otherKey = await t.api('GET', '/v1/refunds', { key: created.body.secret });
    expect(otherKey.status).toBe(200);
    expect(rateHeaders(otherKey)).toMatchObject({ limit: budget, remaining: budget - 1 });
  });
});

describe('rate limits switched off', () => {
  const t = useSandbox({ rateLimits: false });

  it('rate limits: a sandbox started with rateLimits: false never answers 429', async () => {
    const key = (await newAccount(t)).secretKey;
    const answers = await burst(t, [
      ...times(MINUTE_BUDGETS.refunds + 10, { method: 'GET', path: '/v1/refunds', key }),
      ...times(SANDBOX.burst + 10, { method: 'GET', path: '/v1/payments', key }),
      ...times(SANDBOX.burst + 10, { method: 'POST', path: '/v1/payments', key, body: { amount: 100, currency: 'EUR' } }),
    ]);
    expect(answers.filter((answer) => answer.status === 429)).toEqual([]);
    expect(new Set(answers.map((answer) => answer.status))).toEqual(new Set([200, 201]));
  });
});
