import { beforeAll, describe, expect, it } from 'vitest';
import { type SvcClient, type SvcClientOptions, createSvcClient } from '../../src/server/client.js';
import { MAX_COLLECT } from '../../src/server/list.js';
import { type AccountKeys, newAccount, useSandbox } from '../support/sandbox.js';

/**
 * Lists of the server module (issue 3, item 5; interface: Pagination parameters, rules 1–6, and List
 * envelope) over 260 real payments on a fresh sandbox account. The fetch wrappers record the real
 * requests; one removes `next_cursor` from real answers, which the interface allows the service to do.
 */

const COUNT = 260;

interface Seeded {
  id: string;
  currency: 'EUR' | 'USD';
  batch: 'even' | 'odd';
  canceled: boolean;
}

function recordingFetch(edit?: (body: { page?: Record<string, unknown> }) => void) {
  const queries: URLSearchParams[] = [];
  const wrapped: typeof fetch = async (input, init) => {
    queries.push(new URL(input instanceof Request ? input.url : input.toString()).searchParams);
    const response = await fetch(input, init);
    if (!edit) return response;
    const body = (await response.json()) as { page?: Record<string, unknown> };
    edit(body);
    return new Response(JSON.stringify(body), { status: response.status, headers: response.headers });
  };
  return { fetch: wrapped, queries };
}

describe('lists over 260 payments', () => {
  const t = useSandbox();
  let keys: AccountKeys;
  /** Newest first, as the service lists them (rule 1). */
  let seeded: Seeded[] = [];
  const client = (options: Partial<SvcClientOptions> = {}): SvcClient =>
    createSvcClient({ secretKey: keys.secretKey, sandboxBaseUrl: t.url, ...options });

  beforeAll(async () => {
    keys = await newAccount(t);
    const svc = client();
    const created: Seeded[] = [];
    for (let index = 0; index < COUNT; index++) {
      const currency = index % 3 === 0 ? 'USD' : 'EUR';
      const batch = index % 2 === 0 ? 'even' : 'odd';
      const payment = await svc.payments.create({ amount: 100 + index, currency, metadata: { batch, index: String(index) } });
      const canceled = index % 5 === 0;
      if (canceled) await svc.payments.reverse(payment.id);
      created.push({ id: payment.id, currency, batch, canceled });
    }
    seeded = created.reverse();
  }, 60_000);

  it('for await visits each of the 260 payments exactly once, newest first', async () => {
    const { fetch, queries } = recordingFetch();
    const visited: string[] = [];
    for await (const payment of client({ fetch }).payments.list()) visited.push(payment.id);
    expect(visited).toHaveLength(COUNT);
    expect(new Set(visited).size).toBe(COUNT);
    expect(visited).toEqual(seeded.map((payment) => payment.id));
    // Default pages of 25: ten full pages and one of 10.
    expect(queries).toHaveLength(11);
  });

  it('await gives the first page, with page.has_more and page.next_cursor', async () => {
    const page = await client().payments.list({ limit: 100 });
    expect(page.object).toBe('list');
    expect(page.data.map((payment) => payment.id)).toEqual(seeded.slice(0, 100).map((payment) => payment.id));
    expect(page.page.has_more).toBe(true);
    expect(page.page.next_cursor).toEqual(expect.any(String));
    expect(page.page.total_estimate).toBe(COUNT);
    expect(page.lastResponse.status).toBe(200);
  });

  it('one list can be awaited and iterated: the first page is fetched once', async () => {
    const { fetch, queries } = recordingFetch();
    const list = client({ fetch }).payments.list({ limit: 100 });
    const first = await list;
    const visited: string[] = [];
    for await (const payment of list) visited.push(payment.id);
    expect(first.data).toHaveLength(100);
    expect(visited).toHaveLength(COUNT);
    expect(queries).toHaveLength(3);
  });

  it('filters (status, currency, metadata) stay identical on every page of one iteration', async () => {
    const { fetch, queries } = recordingFetch();
    const expected = seeded.filter((payment) => payment.canceled && payment.currency === 'USD' && payment.batch === 'even');
    expect(expected).toHaveLength(9);
    const visited: string[] = [];
    const list = client({ fetch }).payments.list({ status: 'canceled', currency: 'usd', metadata: { batch: 'even' }, limit: 2 });
    for await (const payment of list) {
      expect(payment).toMatchObject({ status: 'canceled', currency: 'USD', metadata: { batch: 'even' } });
      visited.push(payment.id);
    }
    expect(visited).toEqual(expected.map((payment) => payment.id));
    expect(queries).toHaveLength(5);
    const filters = (query: URLSearchParams) => [...query].filter(([name]) => name !== 'starting_after');
    for (const query of queries) {
      expect(filters(query)).toEqual([
        ['status', 'canceled'],
        ['currency', 'usd'],
        ['metadata[batch]', 'even'],
        ['limit', '2'],
      ]);
    }
    expect(queries[0]!.has('starting_after')).toBe(false);
    expect(queries.slice(1).every((query) => query.get('starting_after')?.startsWith('cur_'))).toBe(true);
  });

  it('collect({ limit }) stops at the limit, fetching no page beyond it', async () => {
    const { fetch, queries } = recordingFetch();
    const svc = client({ fetch });
    const thirty = await svc.payments.list().collect({ limit: 30 });
    expect(thirty.map((payment) => payment.id)).toEqual(seeded.slice(0, 30).map((payment) => payment.id));
    expect(queries).toHaveLength(2);
    const page = await svc.payments.list().collect({ limit: 25 });
    expect(page).toHaveLength(25);
    expect(queries).toHaveLength(3);
    const all = await svc.payments.list({ limit: 100 }).collect({ limit: 1000 });
    expect(all).toHaveLength(COUNT);
  });

  it('collect() refuses a missing, fractional, non-positive or huge limit with a RangeError that says why', async () => {
    const list = client().payments.list({ limit: 1 });
    const bad: unknown[] = [
      undefined,
      {},
      { limit: 0 },
      { limit: -5 },
      { limit: 2.5 },
      { limit: '10' },
      { limit: MAX_COLLECT + 1 },
      { limit: Infinity },
    ];
    for (const options of bad) {
      const error = await list.collect(options as { limit: number }).catch((caught: unknown) => caught);
      expect(error, JSON.stringify(options)).toBeInstanceOf(RangeError);
      expect((error as RangeError).message).toContain(`collect() needs { limit } between 1 and ${MAX_COLLECT}`);
      expect((error as RangeError).message).toContain('for await');
    }
    expect(await list.collect({ limit: MAX_COLLECT })).toHaveLength(COUNT);
  });

  it('the iteration follows has_more, not the page size: a page shorter than limit goes on', async () => {
    // limit 150 is clamped to 100 by the service: every page is shorter than the limit asked for.
    const { fetch, queries } = recordingFetch();
    const visited: string[] = [];
    for await (const payment of client({ fetch }).payments.list({ limit: 150 })) visited.push(payment.id);
    expect(visited).toHaveLength(COUNT);
    expect(queries).toHaveLength(3);
  });

  it('the iteration follows has_more, not the page size: a full last page ends it', async () => {
    // 9 canceled USD even payments in pages of 3: the third page is full and has_more is false.
    const { fetch, queries } = recordingFetch();
    const visited: string[] = [];
    const list = client({ fetch }).payments.list({ status: 'canceled', currency: 'USD', metadata: { batch: 'even' }, limit: 3 });
    for await (const payment of list) visited.push(payment.id);
    expect(visited).toHaveLength(9);
    expect(queries).toHaveLength(3);
  });

  it('without next_cursor in the answers, the iteration goes on from the last item id', async () => {
    const { fetch, queries } = recordingFetch((body) => {
      delete body.page?.next_cursor;
    });
    const visited: string[] = [];
    for await (const payment of client({ fetch }).payments.list({ limit: 100 })) visited.push(payment.id);
    expect(visited).toEqual(seeded.map((payment) => payment.id));
    expect(queries.slice(1).map((query) => query.get('starting_after'))).toEqual([seeded[99]!.id, seeded[199]!.id]);
  });

  it('an iteration that starts with ending_before goes on with ending_before, visiting each newer payment once', async () => {
    const oldest = seeded.at(-1)!;
    const { fetch, queries } = recordingFetch();
    const visited: string[] = [];
    for await (const payment of client({ fetch }).payments.list({ ending_before: oldest.id, limit: 100 })) visited.push(payment.id);
    expect(visited).toHaveLength(COUNT - 1);
    expect(new Set(visited)).toEqual(new Set(seeded.slice(0, -1).map((payment) => payment.id)));
    expect(queries).toHaveLength(3);
    expect(queries.every((query) => !query.has('starting_after'))).toBe(true);
  });
});
