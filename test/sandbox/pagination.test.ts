import { describe, expect, it } from 'vitest';
import { type AccountKeys, type ApiResult, type TestSandbox, completedPayment, createdPayment, newAccount, useSandbox } from '../support/sandbox.js';

/**
 * Interface: Pagination parameters (rules 1–6), List envelope; contract: Pagination cursors.
 * Every test works on a fresh account (`POST /_sandbox/accounts`) so counts and orders are its own.
 */

interface ListBody {
  object: string;
  data: { id: string; object: string; createdAt: string; currency?: string }[];
  page: { has_more: boolean; next_cursor: string | null; total_estimate: number };
}

/** Creates a payment on `account`; returns its id. */
async function createPayment(t: TestSandbox, account: AccountKeys, fields: Record<string, unknown> = {}): Promise<string> {
  return (await createdPayment(t, account, fields)).id as string;
}

/** Creates `count` payments concurrently, `chunk` at a time; returns their ids (creation order unknown within a chunk). */
async function createPayments(t: TestSandbox, account: AccountKeys, count: number, fields: (i: number) => Record<string, unknown> = () => ({})) {
  const ids: string[] = [];
  for (let start = 0; start < count; start += 20) {
    const chunk = Array.from({ length: Math.min(20, count - start) }, (_, i) => createPayment(t, account, fields(start + i)));
    ids.push(...(await Promise.all(chunk)));
  }
  return ids;
}

function list(t: TestSandbox, account: AccountKeys, path: string): Promise<ApiResult<ListBody>> {
  return t.api<ListBody>('GET', path, { key: account.secretKey });
}

/** Follows `page.has_more` from the first page (rule 5); returns every page. */
async function iterate(t: TestSandbox, account: AccountKeys, path: string, query: Record<string, string>): Promise<ListBody[]> {
  const pages: ListBody[] = [];
  let cursor: string | null = null;
  for (;;) {
    const params = new URLSearchParams(query);
    if (cursor !== null) params.set('starting_after', cursor);
    const result = await list(t, account, `${path}?${params}`);
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    pages.push(result.body);
    if (!result.body.page.has_more) {
      expect(result.body.page.next_cursor).toBeNull();
      return pages;
    }
    expect(typeof result.body.page.next_cursor).toBe('string');
    cursor = result.body.page.next_cursor;
    if (pages.length > 1000) throw new Error('iteration does not end');
  }
}

function expectError(result: ApiResult, status: number, code: string, param?: string) {
  expect(result.status, JSON.stringify(result.body)).toBe(status);
  expect(result.body.error.type).toBe('invalid_request_error');
  expect(result.body.error.code).toBe(code);
  expect(typeof result.body.error.message).toBe('string');
  if (param !== undefined) expect(result.body.error.param).toBe(param);
}

describe('pagination (interface: Pagination parameters; contract: Pagination cursors)', () => {
  const t = useSandbox();

  it('pagination rule 1: newest first, descending createdAt, ties in reverse creation order', async () => {
    const account = await newAccount(t);
    const created: string[] = [];
    // One at a time, so the creation order is known; many share a millisecond and so a createdAt.
    for (let i = 0; i < 30; i++) created.push(await createPayment(t, account));
    const result = await list(t, account, '/v1/payments?limit=30');
    expect(result.status).toBe(200);
    expect(result.body.data.map((payment) => payment.id)).toEqual([...created].reverse());
    const times = result.body.data.map((payment) => Date.parse(payment.createdAt));
    for (let i = 1; i < times.length; i++) expect(times[i]).toBeLessThanOrEqual(times[i - 1]!);
  });

  it('limit: default 25', async () => {
    const account = await newAccount(t);
    await createPayments(t, account, 30);
    const result = await list(t, account, '/v1/payments');
    expect(result.status).toBe(200);
    expect(result.body.data).toHaveLength(25);
    expect(result.body.page.has_more).toBe(true);
  });

  it('limit: a value above 100 is clamped to 100, not rejected', async () => {
    const account = await newAccount(t);
    await createPayments(t, account, 130);
    for (const limit of ['500', '101', '100']) {
      const result = await list(t, account, `/v1/payments?limit=${limit}`);
      expect(result.status, JSON.stringify(result.body)).toBe(200);
      expect(result.body.data).toHaveLength(100);
      expect(result.body.page.has_more).toBe(true);
    }
    const rest = await list(t, account, '/v1/payments?limit=1000000000000000000000');
    expect(rest.status).toBe(200);
    expect(rest.body.data).toHaveLength(100);
  });

  it('limit: 0, negative, fractional or not a number → 400 parameter_invalid', async () => {
    const account = await newAccount(t);
    for (const limit of ['0', '-1', '2.5', 'abc', '', '1e2']) {
      expectError(await list(t, account, `/v1/payments?limit=${limit}`), 400, 'parameter_invalid', 'limit');
    }
  });

  it('starting_after: page.next_cursor fetches the next page; has_more false and next_cursor null on the last page', async () => {
    const account = await newAccount(t);
    await createPayments(t, account, 5);
    const all = (await list(t, account, '/v1/payments?limit=100')).body.data.map((payment) => payment.id);
    const first = await list(t, account, '/v1/payments?limit=2');
    expect(first.body.data.map((payment) => payment.id)).toEqual(all.slice(0, 2));
    expect(first.body.page.has_more).toBe(true);
    expect(first.body.page.next_cursor).toEqual(expect.any(String));
    const second = await list(t, account, `/v1/payments?limit=2&starting_after=${first.body.page.next_cursor}`);
    expect(second.body.data.map((payment) => payment.id)).toEqual(all.slice(2, 4));
    expect(second.body.page.has_more).toBe(true);
    const last = await list(t, account, `/v1/payments?limit=2&starting_after=${second.body.page.next_cursor}`);
    expect(last.body.data.map((payment) => payment.id)).toEqual(all.slice(4));
    expect(last.body.page).toEqual({ has_more: false, next_cursor: null, total_estimate: 5 });
    // An exactly full last page says so too, rather than promising an empty page.
    const exact = await list(t, account, '/v1/payments?limit=5');
    expect(exact.body.page.has_more).toBe(false);
    expect(exact.body.page.next_cursor).toBeNull();
  });

  it('starting_after: iterating with next_cursor visits each of 260 payments exactly once', async () => {
    const account = await newAccount(t);
    const created = await createPayments(t, account, 260);
    const pages = await iterate(t, account, '/v1/payments', { limit: '100' });
    expect(pages.map((page) => page.data.length)).toEqual([100, 100, 60]);
    const seen = pages.flatMap((page) => page.data.map((payment) => payment.id));
    expect(new Set(seen).size).toBe(seen.length);
    expect([...seen].sort()).toEqual([...created].sort());
    // Smaller pages cover the same items in the same order.
    const small = (await iterate(t, account, '/v1/payments', { limit: '7' })).flatMap((page) => page.data.map((payment) => payment.id));
    expect(small).toEqual(seen);
  });

  it('starting_after / ending_before: a plain resource id works in place of a cursor', async () => {
    const account = await newAccount(t);
    await createPayments(t, account, 6);
    const all = (await list(t, account, '/v1/payments')).body.data.map((payment) => payment.id);
    const after = await list(t, account, `/v1/payments?limit=2&starting_after=${all[1]}`);
    expect(after.status).toBe(200);
    expect(after.body.data.map((payment) => payment.id)).toEqual(all.slice(2, 4));
    expect(after.body.page.has_more).toBe(true);
    const before = await list(t, account, `/v1/payments?limit=2&ending_before=${all[4]}`);
    expect(before.status).toBe(200);
    expect(before.body.data.map((payment) => payment.id)).toEqual(all.slice(2, 4));
    expect(before.body.page.has_more).toBe(true);
    // An id this list does not hold (another account's payment) names nothing here.
    const other = await newAccount(t);
    const foreign = await createPayment(t, other);
    expectError(await list(t, account, `/v1/payments?starting_after=${foreign}`), 400, 'cursor_invalid', 'starting_after');
  });

  it('ending_before: returns the newer items, the limit closest to the reference', async () => {
    const account = await newAccount(t);
    await createPayments(t, account, 6);
    const all = (await list(t, account, '/v1/payments')).body.data.map((payment) => payment.id);
    const newest = await list(t, account, `/v1/payments?ending_before=${all[3]}`);
    expect(newest.body.data.map((payment) => payment.id)).toEqual(all.slice(0, 3));
    expect(newest.body.page.has_more).toBe(false);
    expect(newest.body.page.next_cursor).toBeNull();
    const page = await list(t, account, `/v1/payments?limit=2&ending_before=${all[5]}`);
    expect(page.body.data.map((payment) => payment.id)).toEqual(all.slice(3, 5));
    expect(page.body.page.has_more).toBe(true);
    // Its next_cursor continues backwards, towards the newest.
    const next = await list(t, account, `/v1/payments?limit=2&ending_before=${page.body.page.next_cursor}`);
    expect(next.body.data.map((payment) => payment.id)).toEqual(all.slice(1, 3));
    const top = await list(t, account, `/v1/payments?ending_before=${all[0]}`);
    expect(top.body.data).toEqual([]);
    expect(top.body.page.has_more).toBe(false);
  });

  it('pagination rule 2: starting_after and ending_before together → 400 pagination_conflict', async () => {
    const account = await newAccount(t);
    const [a, b] = await createPayments(t, account, 2);
    const result = await list(t, account, `/v1/payments?starting_after=${a}&ending_before=${b}`);
    expectError(result, 400, 'pagination_conflict');
    expect(['starting_after', 'ending_before']).toContain((result as ApiResult).body.error.param);
  });

  it('pagination rule 3: a filter changed mid-iteration → 400 filter_changed', async () => {
    const account = await newAccount(t);
    await createPayments(t, account, 6, (i) => ({ currency: i % 2 === 0 ? 'EUR' : 'USD', metadata: { group: 'a' } }));
    const eur = await list(t, account, '/v1/payments?currency=EUR&limit=1');
    expect(eur.body.data.map((payment) => payment.currency)).toEqual(['EUR']);
    const cursor = eur.body.page.next_cursor!;
    expectError(await list(t, account, `/v1/payments?currency=USD&limit=1&starting_after=${cursor}`), 400, 'filter_changed', 'starting_after');
    // Dropping or adding a filter changes the iteration too.
    expectError(await list(t, account, `/v1/payments?limit=1&starting_after=${cursor}`), 400, 'filter_changed', 'starting_after');
    expectError(
      await list(t, account, `/v1/payments?currency=EUR&metadata[group]=a&limit=1&starting_after=${cursor}`),
      400,
      'filter_changed',
      'starting_after',
    );
    // Identical filters (in any order) and another limit continue.
    const same = await list(t, account, `/v1/payments?limit=5&starting_after=${cursor}&currency=EUR`);
    expect(same.status).toBe(200);
    expect(same.body.data.map((payment) => payment.currency)).toEqual(['EUR', 'EUR']);
  });

  it('pagination rule 4: a cursor older than 24 hours → 400 cursor_expired; iteration restarts from the first page', async () => {
    const account = await newAccount(t);
    await createPayments(t, account, 4);
    const first = await list(t, account, '/v1/payments?limit=2');
    const cursor = first.body.page.next_cursor!;
    await t.advanceClock(24 * 3600 - 60);
    expect((await list(t, account, `/v1/payments?limit=2&starting_after=${cursor}`)).status).toBe(200);
    await t.advanceClock(61);
    expectError(await list(t, account, `/v1/payments?limit=2&starting_after=${cursor}`), 400, 'cursor_expired', 'starting_after');
    const restarted = await iterate(t, account, '/v1/payments', { limit: '2' });
    expect(restarted.flatMap((page) => page.data.map((payment) => payment.id))).toHaveLength(4);
  });

  it('pagination rule 5: iteration stops only when has_more is false, whatever the page size', async () => {
    const account = await newAccount(t);
    const tagged = await createPayments(t, account, 40, (i) => ({ metadata: i % 3 === 0 ? { batch: 'x' } : { batch: 'y' } }));
    const expected = tagged.filter((_, i) => i % 3 === 0);
    const pages = await iterate(t, account, '/v1/payments', { 'metadata[batch]': 'x', limit: '4' });
    // Every page but the last promised more; only has_more false ended the loop.
    expect(pages.slice(0, -1).every((page) => page.page.has_more)).toBe(true);
    expect(pages.at(-1)!.page.has_more).toBe(false);
    const seen = pages.flatMap((page) => page.data.map((payment) => payment.id));
    expect([...seen].sort()).toEqual([...expected].sort());
  });

  it('pagination rule 6: cursors are opaque and tamper-evident; an altered one → 400 cursor_invalid', async () => {
    const account = await newAccount(t);
    await createPayments(t, account, 3);
    const cursor = (await list(t, account, '/v1/payments?limit=1')).body.page.next_cursor!;
    const [payload = '', mac = ''] = cursor.split('.');
    // Re-encode the payload to name another position: still refused, the MAC no longer matches.
    const decoded = Buffer.from(payload.replace(/^cur_/, ''), 'base64url').toString('utf8');
    const forged = `cur_${Buffer.from(decoded.replace(/\d/, (digit) => String((Number(digit) + 1) % 10))).toString('base64url')}.${mac}`;
    const flipped = cursor.slice(0, -1) + (cursor.endsWith('A') ? 'B' : 'A');
    for (const bad of [forged, flipped, `${payload}.`, 'cur_', 'cur_x.y', 'pay_doesnotexist']) {
      expectError(await list(t, account, `/v1/payments?starting_after=${encodeURIComponent(bad)}`), 400, 'cursor_invalid', 'starting_after');
    }
    expectError(await list(t, account, `/v1/payments?ending_before=${encodeURIComponent(flipped)}`), 400, 'cursor_invalid', 'ending_before');
  });

  it('pagination cursors: a cursor of another list or another account → 400 cursor_invalid', async () => {
    const account = await newAccount(t);
    await createPayments(t, account, 3);
    const cursor = (await list(t, account, '/v1/payments?limit=1')).body.page.next_cursor!;
    const events = await list(t, account, `/v1/events?limit=1&starting_after=${cursor}`);
    expectError(events, 400, 'cursor_invalid', 'starting_after');
    const other = await newAccount(t);
    await createPayments(t, other, 3);
    expectError(await list(t, other, `/v1/payments?limit=1&starting_after=${cursor}`), 400, 'cursor_invalid', 'starting_after');
  });

  it('list envelope: page.total_estimate equals the number of items matching the filters', async () => {
    const account = await newAccount(t);
    await createPayments(t, account, 9, (i) => ({ currency: i < 4 ? 'USD' : 'EUR' }));
    expect((await list(t, account, '/v1/payments?limit=2')).body.page.total_estimate).toBe(9);
    const usd = await list(t, account, '/v1/payments?currency=USD&limit=2');
    expect(usd.body.page.total_estimate).toBe(4);
    const next = await list(t, account, `/v1/payments?currency=USD&limit=2&starting_after=${usd.body.page.next_cursor}`);
    expect(next.body.page.total_estimate).toBe(4);
  });

  it('list query: an unknown parameter → 400 parameter_unknown', async () => {
    const account = await newAccount(t);
    expectError(await list(t, account, '/v1/payments?page=2'), 400, 'parameter_unknown', 'page');
    expectError(await list(t, account, '/v1/payments?startingAfter=pay_x'), 400, 'parameter_unknown', 'startingAfter');
    // metadata[...] filters exist only where the interface has metadata.
    expectError(await list(t, account, '/v1/events?metadata[a]=b'), 400, 'parameter_unknown', 'metadata[a]');
  });

  it('list query: a repeated parameter → 400 parameter_invalid', async () => {
    const account = await newAccount(t);
    expectError(await list(t, account, '/v1/payments?limit=2&limit=3'), 400, 'parameter_invalid', 'limit');
    expectError(await list(t, account, '/v1/payments?currency=EUR&currency=USD'), 400, 'parameter_invalid', 'currency');
  });

  describe('every list uses the same envelope (interface: List envelope)', () => {
    function expectEnvelope(result: ApiResult<ListBody>, object: string) {
      expect(result.status, JSON.stringify(result.body)).toBe(200);
      expect(Object.keys(result.body).sort()).toEqual(['data', 'object', 'page']);
      expect(result.body.object).toBe('list');
      expect(Array.isArray(result.body.data)).toBe(true);
      for (const item of result.body.data) {
        expect(item.id).toEqual(expect.any(String));
        expect(item.object).toBe(object);
      }
      expect(Object.keys(result.body.page).sort()).toEqual(['has_more', 'next_cursor', 'total_estimate']);
      expect(typeof result.body.page.has_more).toBe('boolean');
      expect(Number.isInteger(result.body.page.total_estimate)).toBe(true);
    }

    /** Two pages of one item each, then the end: the same mechanics on every list. */
    async function expectPaged(t: TestSandbox, account: AccountKeys, path: string, object: string, total: number) {
      const separator = path.includes('?') ? '&' : '?';
      const first = await list(t, account, `${path}${separator}limit=1`);
      expectEnvelope(first, object);
      expect(first.body.data).toHaveLength(1);
      expect(first.body.page.has_more).toBe(true);
      expect(first.body.page.next_cursor).toEqual(expect.any(String));
      expect(first.body.page.total_estimate).toBe(total);
      const all = await list(t, account, `${path}${separator}limit=100`);
      expectEnvelope(all, object);
      expect(all.body.data).toHaveLength(total);
      expect(all.body.page).toEqual({ has_more: false, next_cursor: null, total_estimate: total });
      const second = await list(t, account, `${path}${separator}limit=1&starting_after=${first.body.page.next_cursor}`);
      expectEnvelope(second, object);
      expect(second.body.data.map((item) => item.id)).toEqual([all.body.data[1]!.id]);
    }

    it('list envelope: GET /v1/refunds pages like every list', async () => {
      const account = await newAccount(t);
      for (let i = 0; i < 2; i++) {
        const payment = (await completedPayment(t, account)).id;
        expect((await t.api('POST', '/v1/refunds', { key: account.secretKey, body: { payment } })).status).toBe(201);
      }
      await expectPaged(t, account, '/v1/refunds', 'refund', 2);
    });

    it('list envelope: GET /v1/events pages like every list', async () => {
      const account = await newAccount(t);
      await createPayments(t, account, 3);
      await expectPaged(t, account, '/v1/events?type=payment.created', 'event', 3);
    });

    it('list envelope: GET /v1/api_keys pages like every list', async () => {
      const account = await newAccount(t);
      // The account starts with its secret and publishable keys.
      await expectPaged(t, account, '/v1/api_keys', 'api_key', 2);
    });

    it('list envelope: GET /v1/webhook_endpoints pages like every list', async () => {
      const account = await newAccount(t);
      for (let i = 0; i < 3; i++) {
        const created = await t.api('POST', '/v1/webhook_endpoints', {
          key: account.secretKey,
          body: { url: `https://hooks.example/${i}`, enabledEvents: ['payment.completed'] },
        });
        expect(created.status).toBe(201);
      }
      await expectPaged(t, account, '/v1/webhook_endpoints', 'webhook_endpoint', 3);
    });

    it('list envelope: GET /v1/settlements and GET /v1/settlements/{id}/transactions page like every list', async () => {
      const account = await newAccount(t);
      await completedPayment(t, account, { currency: 'EUR' });
      await completedPayment(t, account, { currency: 'EUR' });
      await completedPayment(t, account, { currency: 'USD' });
      const settled = await t.api('POST', '/_sandbox/settlements', { key: account.secretKey });
      expect(settled.status).toBe(201);
      await expectPaged(t, account, '/v1/settlements', 'settlement', 2);
      const eur = (await list(t, account, '/v1/settlements?currency=EUR')).body.data;
      expect(eur).toHaveLength(1);
      await expectPaged(t, account, `/v1/settlements/${eur[0]!.id}/transactions`, 'settlement_transaction', 2);
    });
  });
});
