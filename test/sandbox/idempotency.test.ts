import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { expectError } from '../support/errors.js';
import { type TestSandbox, completedPayment, createdPayment, newAccount, useSandbox } from '../support/sandbox.js';

/**
 * Interface: Idempotency, rules 1–8, against a real sandbox over real HTTP. Tests that count what
 * was created use an account of their own (`POST /_sandbox/accounts`), so the count is exact.
 */

const PAYMENT = { amount: 1500, currency: 'EUR', returnUrl: 'https://shop.example/return', metadata: { order: '42', lane: 'a' } };

async function paymentIds(t: TestSandbox, key: string): Promise<string[]> {
  const list = await t.api('GET', '/v1/payments?limit=100', { key });
  expect(list.status).toBe(200);
  return list.body.data.map((payment: { id: string }) => payment.id);
}

/** Resolves once the sandbox holds `key` as claimed but not yet answered: the first request is in flight. */
async function untilInFlight(t: TestSandbox, idempotencyKey: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    for (const [scope, entry] of t.sandbox.service.primaryAccount.idempotency) {
      if (scope.endsWith(` ${idempotencyKey}`) && entry.response === undefined) return;
    }
    if (Date.now() > deadline) throw new Error('the first request never started');
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
}

describe('idempotency', () => {
  const t = useSandbox();

  it('idempotency rule 4: same key and body → the stored status and body again (same pay_ id), Idempotent-Replayed: true, one payment', async () => {
    const key = (await newAccount(t)).secretKey;
    const idempotencyKey = randomUUID();
    const first = await t.api('POST', '/v1/payments', { key, body: PAYMENT, idempotencyKey });
    expect(first.status).toBe(201);
    expect(first.body.id).toMatch(/^pay_/);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    for (let attempt = 0; attempt < 2; attempt++) {
      const replay = await t.api('POST', '/v1/payments', { key, body: PAYMENT, idempotencyKey });
      expect(replay.status).toBe(201);
      expect(replay.headers.get('idempotent-replayed')).toBe('true');
      expect(replay.body).toEqual(first.body);
    }
    expect(await paymentIds(t, key)).toEqual([first.body.id]);
  });

  it('idempotency rule 4: a replay says which Svc-Version its stored body was rendered with, whatever version the retry asks for', async () => {
    const key = (await newAccount(t)).secretKey;
    const idempotencyKey = randomUUID();
    const first = await t.api('POST', '/v1/payments', { key, body: PAYMENT, idempotencyKey, version: '2025-09-01' });
    expect(first.status).toBe(201);
    expect(first.headers.get('svc-version')).toBe('2025-09-01');
    const replay = await t.api('POST', '/v1/payments', { key, body: PAYMENT, idempotencyKey, version: '2026-04-01' });
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body).toEqual(first.body);
    expect(replay.headers.get('svc-version')).toBe('2025-09-01');
  });

  it('idempotency rule 2: GET and DELETE ignore Idempotency-Key', async () => {
    // A key no POST would accept (rule 7) changes nothing on a GET, and nothing is replayed.
    const overlong = 'g'.repeat(300);
    for (let attempt = 0; attempt < 2; attempt++) {
      const list = await t.api('GET', '/v1/payments', { idempotencyKey: overlong });
      expect(list.status).toBe(200);
      expect(list.headers.get('idempotent-replayed')).toBeNull();
    }
    // A DELETE runs again with the same key: the second finds nothing to delete.
    const endpoint = await t.api('POST', '/v1/webhook_endpoints', {
      body: { url: 'https://shop.example/hooks', enabledEvents: ['payment.completed'] },
    });
    expect(endpoint.status).toBe(201);
    const idempotencyKey = randomUUID();
    const deleted = await t.api('DELETE', `/v1/webhook_endpoints/${endpoint.body.id}`, { idempotencyKey });
    expect(deleted.status).toBe(200);
    expect(deleted.headers.get('idempotent-replayed')).toBeNull();
    const again = await t.api('DELETE', `/v1/webhook_endpoints/${endpoint.body.id}`, { idempotencyKey });
    expectError(again, 404, 'invalid_request_error', 'resource_missing');
    expect(again.headers.get('idempotent-replayed')).toBeNull();
  });

  it('idempotency rule 2: a POST without Idempotency-Key executes each time', async () => {
    const key = (await newAccount(t)).secretKey;
    const first = await t.api('POST', '/v1/payments', { key, body: PAYMENT });
    const second = await t.api('POST', '/v1/payments', { key, body: PAYMENT });
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.body.id).not.toBe(first.body.id);
    expect(second.headers.get('idempotent-replayed')).toBeNull();
    expect(await paymentIds(t, key)).toEqual([second.body.id, first.body.id]);
  });

  it('idempotency rule 3: a 4xx answer is stored too and replayed, without running again', async () => {
    const key = (await newAccount(t)).secretKey;
    const idempotencyKey = randomUUID();
    const invalid = { ...PAYMENT, amount: 'ten euros' };
    const first = await t.api('POST', '/v1/payments', { key, body: invalid, idempotencyKey });
    expectError(first, 400, 'invalid_request_error', 'parameter_invalid');
    expect(first.body.error.param).toBe('amount');
    const replay = await t.api('POST', '/v1/payments', { key, body: invalid, idempotencyKey });
    expect(replay.status).toBe(400);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    // The very same body, down to the first request's request_id.
    expect(replay.body).toEqual(first.body);
    expect(await paymentIds(t, key)).toEqual([]);
  });

  it('idempotency rule 5: the same key while the first request is in flight → 409 idempotency_in_progress', async () => {
    const idempotencyKey = randomUUID();
    const slow = t.api('POST', '/v1/payments', { body: PAYMENT, idempotencyKey, headers: { 'x-sandbox-latency-ms': '500' } });
    await untilInFlight(t, idempotencyKey);
    const concurrent = await t.api('POST', '/v1/payments', { body: PAYMENT, idempotencyKey });
    expectError(concurrent, 409, 'idempotency_error', 'idempotency_in_progress');
    expect(concurrent.headers.get('idempotent-replayed')).toBeNull();
    const first = await slow;
    expect(first.status).toBe(201);
    // Once the first has finished, the same request is a replay of it.
    const after = await t.api('POST', '/v1/payments', { body: PAYMENT, idempotencyKey });
    expect(after.status).toBe(201);
    expect(after.headers.get('idempotent-replayed')).toBe('true');
    expect(after.body.id).toBe(first.body.id);
  });

  it('idempotency rule 6: the same key with a different body → 409 idempotency_key_reuse; the stored answer stays', async () => {
    const key = (await newAccount(t)).secretKey;
    const idempotencyKey = randomUUID();
    const first = await t.api('POST', '/v1/payments', { key, body: PAYMENT, idempotencyKey });
    expect(first.status).toBe(201);
    for (const body of [
      { ...PAYMENT, amount: 1501 },
      { ...PAYMENT, metadata: { order: '43', lane: 'a' } },
      { amount: 1500, currency: 'EUR' },
    ]) {
      const reuse = await t.api('POST', '/v1/payments', { key, body, idempotencyKey });
      expectError(reuse, 409, 'idempotency_error', 'idempotency_key_reuse');
      expect(reuse.headers.get('idempotent-replayed')).toBeNull();
    }
    const replay = await t.api('POST', '/v1/payments', { key, body: PAYMENT, idempotencyKey });
    expect(replay.status).toBe(201);
    expect(replay.body.id).toBe(first.body.id);
    expect(await paymentIds(t, key)).toEqual([first.body.id]);
  });

  it('idempotency rule 6: key order and white space in the JSON do not make a different body → replay', async () => {
    const key = (await newAccount(t)).secretKey;
    const idempotencyKey = randomUUID();
    const first = await t.api('POST', '/v1/payments', { key, body: PAYMENT, idempotencyKey });
    expect(first.status).toBe(201);
    const reordered =
      '{\n  "metadata": { "lane": "a",   "order": "42" },\n\t"returnUrl": "https://shop.example/return",\n  "currency":"EUR", "amount" : 1500\n}\n';
    const replay = await t.api('POST', '/v1/payments', {
      key,
      rawBody: reordered,
      idempotencyKey,
      headers: { 'content-type': 'application/json' },
    });
    expect(replay.status).toBe(201);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body).toEqual(first.body);
    expect(await paymentIds(t, key)).toEqual([first.body.id]);
  });

  it('idempotency rule 7: a key of 256 characters → 400 idempotency_key_too_long; 255 are accepted', async () => {
    const key = (await newAccount(t)).secretKey;
    const tooLong = await t.api('POST', '/v1/payments', { key, body: PAYMENT, idempotencyKey: 'k'.repeat(256) });
    expectError(tooLong, 400, 'invalid_request_error', 'idempotency_key_too_long');
    expect(await paymentIds(t, key)).toEqual([]);
    const longest = 'k'.repeat(255);
    const accepted = await t.api('POST', '/v1/payments', { key, body: PAYMENT, idempotencyKey: longest });
    expect(accepted.status).toBe(201);
    const replay = await t.api('POST', '/v1/payments', { key, body: PAYMENT, idempotencyKey: longest });
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body.id).toBe(accepted.body.id);
  });

  it('idempotency rule 1: a key is scoped to the endpoint: the same key on another endpoint executes separately', async () => {
    const key = (await newAccount(t)).secretKey;
    const idempotencyKey = randomUUID();
    const payment = await t.api('POST', '/v1/payments', { key, body: PAYMENT, idempotencyKey });
    expect(payment.status).toBe(201);
    const hooks = { url: 'https://shop.example/hooks', enabledEvents: ['payment.completed'] };
    const endpoint = await t.api('POST', '/v1/webhook_endpoints', { key, body: hooks, idempotencyKey });
    expect(endpoint.status).toBe(201);
    expect(endpoint.body.id).toMatch(/^we_/);
    expect(endpoint.headers.get('idempotent-replayed')).toBeNull();
    // Another path is another endpoint, even for the same resource type.
    const update = await t.api('POST', `/v1/payments/${payment.body.id}`, { key, body: { description: 'scoped' }, idempotencyKey });
    expect(update.status).toBe(200);
    expect(update.body.description).toBe('scoped');
    expect(update.headers.get('idempotent-replayed')).toBeNull();
  });

  it('idempotency rule 1 (issue 13): a publishable key repeating a secret key’s request gets no stored answer: the request is authorized as its own', async () => {
    const account = await newAccount(t);
    const payment = await createdPayment(t, account);
    const idempotencyKey = `session-${payment.id}`; // guessable, as merchants write them
    const body = { payment: payment.id };
    const bound = await t.api('POST', '/v1/client_sessions', { key: account.secretKey, body, idempotencyKey });
    expect(bound.status).toBe(201);
    expect(bound.body.clientSecret).toMatch(/^cs_/);
    const replayedToOutsider = await t.api('POST', '/v1/client_sessions', { key: account.publishableKey, body, idempotencyKey });
    expect(replayedToOutsider.headers.get('idempotent-replayed')).toBeNull();
    expect(JSON.stringify(replayedToOutsider.body)).not.toContain(bound.body.clientSecret);
    expectError(replayedToOutsider, 401, 'authentication_error', 'api_key_wrong_type');
    // The secret key's own retry still replays.
    const retry = await t.api('POST', '/v1/client_sessions', { key: account.secretKey, body, idempotencyKey });
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(retry.body.clientSecret).toBe(bound.body.clientSecret);
  });

  it('idempotency rule 1 (issue 13): the endpoint is the route, not the raw path: percent-encoded spellings of one endpoint share its keys', async () => {
    const account = await newAccount(t);
    const paid = await completedPayment(t, account);
    const idempotencyKey = randomUUID();
    const body = { payment: paid.id, amount: 100 };
    const first = await t.api('POST', '/v1/refunds', { key: account.secretKey, body, idempotencyKey });
    expect(first.status).toBe(201);
    for (const path of ['/v1/%72efunds', '/v1/refund%73']) {
      const again = await t.api('POST', path, { key: account.secretKey, body, idempotencyKey });
      expect(again.status, path).toBe(201);
      expect(again.headers.get('idempotent-replayed'), path).toBe('true');
      expect(again.body.id, path).toBe(first.body.id);
    }
    const listed = await t.api('GET', `/v1/refunds?payment=${paid.id}&limit=100`, { key: account.secretKey });
    expect(listed.body.data.map((refund: { id: string }) => refund.id)).toEqual([first.body.id]);
  });

  it('idempotency rule 1: a key is scoped to the account: another account with the same key and body executes separately', async () => {
    const [first, second] = [(await newAccount(t)).secretKey, (await newAccount(t)).secretKey];
    const idempotencyKey = randomUUID();
    const a = await t.api('POST', '/v1/payments', { key: first, body: PAYMENT, idempotencyKey });
    const b = await t.api('POST', '/v1/payments', { key: second, body: PAYMENT, idempotencyKey });
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(b.headers.get('idempotent-replayed')).toBeNull();
    expect(b.body.id).not.toBe(a.body.id);
    expect(await paymentIds(t, first)).toEqual([a.body.id]);
    expect(await paymentIds(t, second)).toEqual([b.body.id]);
  });

  it('idempotency rules 3–5: ten identical requests at once with one key create exactly one payment; the others are 409 in progress or replays of it', async () => {
    const key = (await newAccount(t)).secretKey;
    const idempotencyKey = randomUUID();
    // Each takes 300 ms once it holds the key, so the race is real even when requests arrive quickly.
    const headers = { 'x-sandbox-latency-ms': '300' };
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => t.api('POST', '/v1/payments', { key, body: PAYMENT, idempotencyKey, headers })),
    );
    const executed = answers.filter((answer) => answer.status === 201 && answer.headers.get('idempotent-replayed') === null);
    expect(executed).toHaveLength(1);
    const id = executed[0]!.body.id;
    for (const answer of answers) {
      if (answer === executed[0]) continue;
      if (answer.status === 409) {
        expect(answer.body.error).toMatchObject({ type: 'idempotency_error', code: 'idempotency_in_progress', status: 409 });
      } else {
        expect(answer.status).toBe(201);
        expect(answer.headers.get('idempotent-replayed')).toBe('true');
        expect(answer.body.id).toBe(id);
      }
    }
    expect(await paymentIds(t, key)).toEqual([id]);
  });

  it('idempotency rules 3–4: a connection dropped after the operation ran → the retry with the same key replays it (one payment)', async () => {
    const key = (await newAccount(t)).secretKey;
    const idempotencyKey = randomUUID();
    await expect(
      t.api('POST', '/v1/payments', { key, body: PAYMENT, idempotencyKey, headers: { 'x-sandbox-fault': 'drop_connection' } }),
    ).rejects.toThrow();
    const retry = await t.api('POST', '/v1/payments', { key, body: PAYMENT, idempotencyKey });
    expect(retry.status).toBe(201);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(retry.body.id).toMatch(/^pay_/);
    expect(await paymentIds(t, key)).toEqual([retry.body.id]);
  });

  it('idempotency: a 500 executes nothing and is not stored, so a retry with the same key executes (X-Sandbox-Fault: server_error)', async () => {
    const key = (await newAccount(t)).secretKey;
    const idempotencyKey = randomUUID();
    const failed = await t.api('POST', '/v1/payments', { key, body: PAYMENT, idempotencyKey, headers: { 'x-sandbox-fault': 'server_error' } });
    expect(failed.status).toBe(500);
    expect(failed.body.error).toMatchObject({ type: 'api_error', code: 'api_error', status: 500 });
    expect(await paymentIds(t, key)).toEqual([]);
    const retry = await t.api('POST', '/v1/payments', { key, body: PAYMENT, idempotencyKey });
    expect(retry.status).toBe(201);
    expect(retry.headers.get('idempotent-replayed')).toBeNull();
    expect(await paymentIds(t, key)).toEqual([retry.body.id]);
  });

  // Last: it moves the sandbox clock a day forward.
  it('idempotency rule 8: a key is kept 24 hours after the first request; afterwards the same key executes anew', async () => {
    const key = (await newAccount(t)).secretKey;
    const idempotencyKey = randomUUID();
    const first = await t.api('POST', '/v1/payments', { key, body: PAYMENT, idempotencyKey });
    expect(first.status).toBe(201);
    await t.advanceClock(24 * 3600 - 60);
    const stillKept = await t.api('POST', '/v1/payments', { key, body: PAYMENT, idempotencyKey });
    expect(stillKept.headers.get('idempotent-replayed')).toBe('true');
    expect(stillKept.body.id).toBe(first.body.id);
    await t.advanceClock(60);
    const anew = await t.api('POST', '/v1/payments', { key, body: PAYMENT, idempotencyKey });
    expect(anew.status).toBe(201);
    expect(anew.headers.get('idempotent-replayed')).toBeNull();
    expect(anew.body.id).not.toBe(first.body.id);
    // The new execution is what the key replays from now on.
    const replay = await t.api('POST', '/v1/payments', { key, body: PAYMENT, idempotencyKey });
    expect(replay.body.id).toBe(anew.body.id);
    expect(await paymentIds(t, key)).toEqual([anew.body.id, first.body.id]);
  });
});
