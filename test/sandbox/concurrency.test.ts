import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { RATE_TIERS } from '../../src/sandbox/index.js';
import { type ApiResult, completedPayment, newAccount, useSandbox } from '../support/sandbox.js';
import { recordFigures, scaled } from '../support/stress.js';

/**
 * Issue 13, item 7: what the sandbox holds when many clients act at once, over real HTTP, each
 * request on its own connection where it matters. Node runs the sandbox on one thread, so a race
 * can only come from an `await` between a check and the write it guards: these tests hold every such
 * place to its rule, with `X-Sandbox-Latency-Ms` widening the window after a key is claimed.
 * `npm run bench` runs them SVC_STRESS times larger (test/support/stress.ts).
 */

const PAYMENT = { amount: 1500, currency: 'EUR' };
const CLIENTS = scaled(50);
/** Partial refunds of 100 sent at once, three times as many as the payment can take. */
const PAID = scaled(1000);
const REFUNDS = (PAID / 100) * 3;
const fmt = (count: number) => count.toLocaleString('en');

describe('concurrency', () => {
  const t = useSandbox();

  it(`${CLIENTS} clients sending one Idempotency-Key at once: one payment executes; every other answer is its replay or 409 idempotency_in_progress`, async () => {
    const account = await newAccount(t);
    const idempotencyKey = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: CLIENTS }, () =>
        t.api('POST', '/v1/payments', {
          key: account.secretKey,
          body: PAYMENT,
          idempotencyKey,
          headers: { 'x-sandbox-latency-ms': '200', connection: 'close' },
        }),
      ),
    );
    const created = answers.filter((answer) => answer.status === 201);
    const inProgress = answers.filter((answer) => answer.status === 409);
    expect(created.length + inProgress.length).toBe(CLIENTS);
    expect(inProgress.every((answer) => answer.body.error.code === 'idempotency_in_progress')).toBe(true);
    expect(new Set(created.map((answer) => answer.body.id)).size).toBe(1);
    expect(created.filter((answer) => answer.headers.get('idempotent-replayed') !== 'true')).toHaveLength(1);
    // Every client that retries now gets the one payment.
    const retries = await Promise.all(
      Array.from({ length: CLIENTS }, () => t.api('POST', '/v1/payments', { key: account.secretKey, body: PAYMENT, idempotencyKey })),
    );
    expect(new Set(retries.map((answer) => `${answer.status} ${answer.body.id}`))).toEqual(new Set([`201 ${created[0]!.body.id}`]));
    const list = await t.api('GET', '/v1/payments?limit=100', { key: account.secretKey });
    recordFigures('concurrency: one key', { clients: CLIENTS * 2, executed: list.body.data.length, inProgress: inProgress.length });
    expect(list.body.data).toHaveLength(1);
  });

  it(`${REFUNDS} partial refunds of 100 at once on a payment of ${fmt(PAID)}: exactly ${PAID / 100} succeed, the others are 400 amount_too_large, and the refunded total is ${fmt(PAID)}`, async () => {
    const account = await newAccount(t);
    const paid = await completedPayment(t, account, { amount: PAID });
    const answers = await Promise.all(
      Array.from({ length: REFUNDS }, () =>
        t.api('POST', '/v1/refunds', {
          key: account.secretKey,
          body: { payment: paid.id, amount: 100 },
          idempotencyKey: randomUUID(),
          headers: { 'x-sandbox-latency-ms': '50', connection: 'close' },
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(PAID / 100);
    expect(
      answers.filter((answer) => answer.status !== 201).every((answer) => answer.status === 400 && answer.body.error.code === 'amount_too_large'),
    ).toBe(true);
    const payment = await t.api('GET', `/v1/payments/${paid.id}`, { key: account.secretKey });
    recordFigures('concurrency: partial refunds', {
      refundsSent: REFUNDS,
      refundsSucceeded: statuses.filter((status) => status === 201).length,
      amountPaid: PAID,
      amountRefunded: payment.body.amountRefunded,
    });
    expect(payment.body.amountRefunded).toBe(PAID);
    const refunds = await t.api('GET', `/v1/refunds?payment=${paid.id}&limit=100`, { key: account.secretKey });
    expect(refunds.body.data.reduce((sum: number, refund: { amount: number }) => sum + refund.amount, 0)).toBe(PAID);
  });
});

describe('concurrency: the rate limiter', () => {
  const t = useSandbox({ rateLimits: true });
  const { burst } = RATE_TIERS.sandbox;

  it(`burst + 20 reads at once, with the clock stopped: exactly ${burst} pass and 20 get 429; the passes count down ${burst - 1} to 0, each value once`, async () => {
    const account = await newAccount(t);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    let answers: ApiResult[];
    try {
      answers = await Promise.all(
        Array.from({ length: burst + 20 }, () => t.api('GET', '/v1/payments', { key: account.secretKey, headers: { connection: 'close' } })),
      );
    } finally {
      vi.useRealTimers();
    }
    const passed = answers.filter((answer) => answer.status === 200);
    recordFigures('concurrency: rate limiter', {
      requests: answers.length,
      passed: passed.length,
      refused: answers.filter((answer) => answer.status === 429).length,
    });
    expect(passed).toHaveLength(burst);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(20);
    const remaining = passed.map((answer) => Number(answer.headers.get('x-ratelimit-remaining'))).sort((a, b) => a - b);
    expect(remaining).toEqual(Array.from({ length: burst }, (_, index) => index));
  });
});
