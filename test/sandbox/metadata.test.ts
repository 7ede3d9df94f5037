import { describe, expect, it } from 'vitest';
import { type AccountKeys, type ApiResult, type TestSandbox, completedPayment, createdPayment, newAccount, useSandbox } from '../support/sandbox.js';

/**
 * Interface: Metadata (rules 1–10); contract: Other limits (at most 50 keys, keys of 1 to 40
 * characters without `[` or `]`). Every test works on a fresh account so its events are its own.
 */

function createPayment(t: TestSandbox, account: AccountKeys, fields: Record<string, unknown> = {}): Promise<ApiResult> {
  return t.api('POST', '/v1/payments', { key: account.secretKey, body: { amount: 1000, currency: 'EUR', ...fields } });
}

function updatePayment(t: TestSandbox, account: AccountKeys, id: string, body: unknown): Promise<ApiResult> {
  return t.api('POST', `/v1/payments/${id}`, { key: account.secretKey, body });
}

async function eventsOf(t: TestSandbox, account: AccountKeys, type: string) {
  const result = await t.api('GET', `/v1/events?type=${type}&limit=100`, { key: account.secretKey });
  expect(result.status).toBe(200);
  return result.body.data as { type: string; data: Record<string, any> }[];
}

async function paymentCount(t: TestSandbox, account: AccountKeys): Promise<number> {
  return (await t.api('GET', '/v1/payments', { key: account.secretKey })).body.page.total_estimate;
}

/** 400 metadata_invalid whose `param` and message both name the offending key (rule 8). */
function expectMetadataError(result: ApiResult, key: string | null) {
  expect(result.status, JSON.stringify(result.body)).toBe(400);
  expect(result.body.error.type).toBe('invalid_request_error');
  expect(result.body.error.code).toBe('metadata_invalid');
  if (key === null) {
    expect(result.body.error.param).toBe('metadata');
  } else {
    expect(result.body.error.param).toBe(`metadata[${key}]`);
    expect(result.body.error.message).toContain(`"${key}"`);
  }
}

const manyKeys = (count: number, prefix = 'k') => Object.fromEntries(Array.from({ length: count }, (_, i) => [`${prefix}${i}`, `v${i}`]));

/** Values a careless implementation would trim, parse, coerce or escape. */
const VERBATIM = {
  order_id: '6735',
  'Key With Spaces.and-dots': '  padded value  ',
  number_like: '0012.50',
  boolean_like: 'false',
  json_like: '{"nested":[1,2]}',
  unicode: 'Zürich — 東京 🚀',
  html: '<b>&amp;</b>',
  newline: 'line 1\nline 2\ttab',
  null_like: 'null',
  constructor: 'not a function',
};

describe('metadata (interface: Metadata; contract: Other limits)', () => {
  const t = useSandbox();

  it('metadata rule 1: stored and returned verbatim on create, read, list and inside event payloads', async () => {
    const account = await newAccount(t);
    const created = await createdPayment(t, account, { metadata: VERBATIM });
    expect(created.metadata).toEqual(VERBATIM);
    const read = await t.api('GET', `/v1/payments/${created.id}`, { key: account.secretKey });
    expect(read.body.metadata).toEqual(VERBATIM);
    const listed = await t.api('GET', '/v1/payments', { key: account.secretKey });
    expect(listed.body.data.find((payment: any) => payment.id === created.id).metadata).toEqual(VERBATIM);
    const [event] = await eventsOf(t, account, 'payment.created');
    expect(event!.data.id).toBe(created.id);
    expect(event!.data.metadata).toEqual(VERBATIM);
    // A payment without metadata has an empty map, not null or an absent field.
    expect((await createdPayment(t, account)).metadata).toEqual({});
  });

  it('metadata rule 2: values must be strings; numbers, booleans and null are rejected, not coerced', async () => {
    const account = await newAccount(t);
    for (const value of [42, 0, 1.5, true, false, null]) {
      expectMetadataError(await createPayment(t, account, { metadata: { order_id: value } }), 'order_id');
    }
    expect(await paymentCount(t, account)).toBe(0);
    const payment = await createdPayment(t, account, { metadata: { order_id: '1' } });
    expectMetadataError(await updatePayment(t, account, payment.id, { metadata: { order_id: 2 } }), 'order_id');
    const read = await t.api('GET', `/v1/payments/${payment.id}`, { key: account.secretKey });
    expect(read.body.metadata).toEqual({ order_id: '1' });
  });

  it('metadata rule 3: keys are case-sensitive: A and a are distinct keys', async () => {
    const account = await newAccount(t);
    const payment = await createdPayment(t, account, { metadata: { A: 'upper', a: 'lower' } });
    expect(payment.metadata).toEqual({ A: 'upper', a: 'lower' });
    const updated = await updatePayment(t, account, payment.id, { metadata: { a: '', Order: 'x' } });
    expect(updated.body.metadata).toEqual({ A: 'upper', Order: 'x' });
    const filtered = await t.api('GET', '/v1/payments?metadata[order]=x', { key: account.secretKey });
    expect(filtered.body.data).toEqual([]);
  });

  it('metadata rule 4: nested objects and arrays are rejected', async () => {
    const account = await newAccount(t);
    expectMetadataError(await createPayment(t, account, { metadata: { shipping: { city: 'Berlin' } } }), 'shipping');
    expectMetadataError(await createPayment(t, account, { metadata: { tags: ['a', 'b'] } }), 'tags');
    expectMetadataError(await createPayment(t, account, { metadata: { tags: [] } }), 'tags');
    // metadata itself must be a map.
    expectMetadataError(await createPayment(t, account, { metadata: ['a'] }), null);
    expectMetadataError(await createPayment(t, account, { metadata: 'a=b' }), null);
    expect(await paymentCount(t, account)).toBe(0);
  });

  it('metadata rule 5: a value holds at most 500 characters; 501 → 400 metadata_invalid naming the key', async () => {
    const account = await newAccount(t);
    const ok = await createdPayment(t, account, { metadata: { note: 'x'.repeat(500) } });
    expect(ok.metadata.note).toHaveLength(500);
    // Characters, not bytes: 500 multi-byte characters fit.
    expect((await createdPayment(t, account, { metadata: { note: 'é'.repeat(500) } })).metadata.note).toBe('é'.repeat(500));
    const tooLong = await createPayment(t, account, { metadata: { fine: 'y', note: 'x'.repeat(501) } });
    expectMetadataError(tooLong, 'note');
    expect(tooLong.body.error.message).toMatch(/500/);
    expectMetadataError(await updatePayment(t, account, ok.id, { metadata: { note: 'x'.repeat(501) } }), 'note');
    expect(await paymentCount(t, account)).toBe(2);
  });

  it('metadata rule 6: an update merges by key: sent keys added or overwritten, omitted untouched, "" deletes, {} clears', async () => {
    const account = await newAccount(t);
    const payment = await createdPayment(t, account, { metadata: { keep: '1', change: 'old', drop: 'x' } });
    const merged = await updatePayment(t, account, payment.id, { metadata: { change: 'new', add: 'y', drop: '' } });
    expect(merged.status).toBe(200);
    expect(merged.body.metadata).toEqual({ keep: '1', change: 'new', add: 'y' });
    expect((await t.api('GET', `/v1/payments/${payment.id}`, { key: account.secretKey })).body.metadata).toEqual(merged.body.metadata);
    // Deleting a key that is not there is harmless; an update without metadata leaves it alone.
    expect((await updatePayment(t, account, payment.id, { metadata: { absent: '' } })).body.metadata).toEqual(merged.body.metadata);
    expect((await updatePayment(t, account, payment.id, { description: 'd' })).body.metadata).toEqual(merged.body.metadata);
    const cleared = await updatePayment(t, account, payment.id, { metadata: {} });
    expect(cleared.body.metadata).toEqual({});
    expect((await t.api('GET', `/v1/payments/${payment.id}`, { key: account.secretKey })).body.metadata).toEqual({});
  });

  it('metadata rule 7: a metadata update emits payment.updated and does not re-emit payment.completed', async () => {
    const account = await newAccount(t);
    const payment = await completedPayment(t, account, { metadata: { order: '1' } });
    expect(await eventsOf(t, account, 'payment.completed')).toHaveLength(1);
    const updated = await updatePayment(t, account, payment.id, { metadata: { shipped: 'yes' } });
    expect(updated.status).toBe(200);
    expect(updated.body.status).toBe('completed');
    expect(await eventsOf(t, account, 'payment.completed')).toHaveLength(1);
    const updates = await eventsOf(t, account, 'payment.updated');
    expect(updates).toHaveLength(1);
    expect(updates[0]!.data.id).toBe(payment.id);
    expect(updates[0]!.data.status).toBe('completed');
    // Rule 1 again: the webhook payload carries the merged metadata.
    expect(updates[0]!.data.metadata).toEqual({ order: '1', shipped: 'yes' });
  });

  it('metadata rule 8: exceeding a limit → 400 whose error names the offending key, on create and on update', async () => {
    const account = await newAccount(t);
    const long = 'k'.repeat(41);
    expectMetadataError(await createPayment(t, account, { metadata: { ok: 'v', big: 'x'.repeat(501) } }), 'big');
    expectMetadataError(await createPayment(t, account, { metadata: { ok: 'v', [long]: 'v' } }), long);
    expectMetadataError(await createPayment(t, account, { metadata: { ok: 'v', 'a[b]': 'v' } }), 'a[b]');
    expectMetadataError(await createPayment(t, account, { metadata: { ...manyKeys(50), extra: 'v' } }), 'extra');
    const payment = await createdPayment(t, account, { metadata: manyKeys(49) });
    // The 50-key limit applies to the merged result: the first key that does not fit is named.
    expectMetadataError(await updatePayment(t, account, payment.id, { metadata: { k0: 'changed', new1: 'v', new2: 'v' } }), 'new2');
    expect((await t.api('GET', `/v1/payments/${payment.id}`, { key: account.secretKey })).body.metadata).toEqual(manyKeys(49));
  });

  it('metadata rule 9: the list filter metadata[<key>]=<value> returns exactly the matching objects', async () => {
    const account = await newAccount(t);
    const red = await createdPayment(t, account, { metadata: { color: 'red', size: 'L' } });
    const redSmall = await createdPayment(t, account, { metadata: { color: 'red', size: 'S' } });
    await createdPayment(t, account, { metadata: { color: 'Red' } });
    await createdPayment(t, account);
    const ids = async (query: string) => {
      const result = await t.api('GET', `/v1/payments?${query}`, { key: account.secretKey });
      expect(result.status, JSON.stringify(result.body)).toBe(200);
      return result.body.data.map((payment: any) => payment.id);
    };
    expect(await ids('metadata[color]=red')).toEqual([redSmall.id, red.id]);
    expect(await ids('metadata[color]=red&metadata[size]=L')).toEqual([red.id]);
    expect(await ids(`metadata[color]=${encodeURIComponent('Red')}`)).toHaveLength(1);
    expect(await ids('metadata[color]=blue')).toEqual([]);
    // Updates are seen by the filter.
    await updatePayment(t, account, red.id, { metadata: { color: '' } });
    expect(await ids('metadata[color]=red')).toEqual([redSmall.id]);
    // Refunds filter the same way.
    const paid = await completedPayment(t, account);
    const refund = await t.api('POST', '/v1/refunds', {
      key: account.secretKey,
      body: { payment: paid.id, amount: 100, metadata: { reason_code: 'R1' } },
    });
    await t.api('POST', '/v1/refunds', { key: account.secretKey, body: { payment: paid.id, amount: 100 } });
    const refunds = await t.api('GET', '/v1/refunds?metadata[reason_code]=R1', { key: account.secretKey });
    expect(refunds.body.data.map((item: any) => item.id)).toEqual([refund.body.id]);
  });

  it('metadata rule 10: settlement transactions carry the metadata of the originating payment and refund', async () => {
    const account = await newAccount(t);
    const payment = await completedPayment(t, account, { metadata: { order: 'A-1', channel: 'web' } });
    const refund = await t.api('POST', '/v1/refunds', {
      key: account.secretKey,
      body: { payment: payment.id, amount: 400, metadata: { rma: 'R-9' } },
    });
    expect(refund.status).toBe(201);
    const settled = await t.api('POST', '/_sandbox/settlements', { key: account.secretKey });
    expect(settled.status).toBe(201);
    expect(settled.body.data).toHaveLength(1);
    const transactions = await t.api('GET', `/v1/settlements/${settled.body.data[0].id}/transactions`, { key: account.secretKey });
    expect(transactions.status).toBe(200);
    const bySource = Object.fromEntries(transactions.body.data.map((txn: any) => [txn.source, txn]));
    expect(bySource[payment.id]).toMatchObject({ type: 'payment', amount: 1000, metadata: { order: 'A-1', channel: 'web' } });
    expect(bySource[refund.body.id]).toMatchObject({ type: 'refund', amount: -400, net: -400, metadata: { rma: 'R-9' } });
    expect(typeof bySource[payment.id].net).toBe('number');
    // A transaction keeps the metadata the object had when it settled, verbatim and complete.
    expect(Object.keys(bySource[payment.id].metadata).sort()).toEqual(['channel', 'order']);
  });

  it('contract: at most 50 keys; 50 ok, 51 → 400 metadata_invalid', async () => {
    const account = await newAccount(t);
    expect(Object.keys((await createdPayment(t, account, { metadata: manyKeys(50) })).metadata)).toHaveLength(50);
    expectMetadataError(await createPayment(t, account, { metadata: manyKeys(51) }), 'k50');
    // Refunds share the rule.
    const paid = await completedPayment(t, account);
    expectMetadataError(await t.api('POST', '/v1/refunds', { key: account.secretKey, body: { payment: paid.id, metadata: manyKeys(51) } }), 'k50');
  });

  it('contract: keys are 1 to 40 characters; 40 ok, 41 or empty → 400 metadata_invalid', async () => {
    const account = await newAccount(t);
    const forty = 'k'.repeat(40);
    expect((await createdPayment(t, account, { metadata: { [forty]: 'v', k: 'v' } })).metadata).toEqual({ [forty]: 'v', k: 'v' });
    expectMetadataError(await createPayment(t, account, { metadata: { ['k'.repeat(41)]: 'v' } }), 'k'.repeat(41));
    const empty = await createPayment(t, account, { metadata: { '': 'v' } });
    expect(empty.status).toBe(400);
    expect(empty.body.error.code).toBe('metadata_invalid');
    expect(empty.body.error.param).toBe('metadata[]');
  });

  it('contract: keys must not contain [ or ] → 400 metadata_invalid', async () => {
    const account = await newAccount(t);
    for (const key of ['a[b', 'a]b', '[x]']) {
      expectMetadataError(await createPayment(t, account, { metadata: { [key]: 'v' } }), key);
    }
    expect(await paymentCount(t, account)).toBe(0);
  });

  it('metadata rule 1: a __proto__ key is stored verbatim like any other, never dropped or left unchecked', async () => {
    const account = await newAccount(t);
    const raw = (metadata: string) => ({
      key: account.secretKey,
      rawBody: `{"amount":1000,"currency":"EUR","metadata":${metadata}}`,
      headers: { 'content-type': 'application/json' },
    });
    const created = await t.api('POST', '/v1/payments', raw('{"__proto__":"x","b":"y"}'));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(Object.entries(created.body.metadata)).toEqual([
      ['__proto__', 'x'],
      ['b', 'y'],
    ]);
    const read = await t.api('GET', `/v1/payments/${created.body.id}`, { key: account.secretKey });
    expect(Object.entries(read.body.metadata)).toEqual([
      ['__proto__', 'x'],
      ['b', 'y'],
    ]);
    // The filter is kept, not dropped (issue 13): another payment, and another value, are not listed.
    await createdPayment(t, account);
    const filtered = await t.api('GET', '/v1/payments?metadata[__proto__]=x', { key: account.secretKey });
    expect(filtered.body.data.map((payment: any) => payment.id)).toEqual([created.body.id]);
    const none = await t.api('GET', '/v1/payments?metadata[__proto__]=elsewhere', { key: account.secretKey });
    expect(none.body.data).toEqual([]);
    const updated = await t.api('POST', `/v1/payments/${created.body.id}`, {
      key: account.secretKey,
      rawBody: '{"metadata":{"__proto__":"z","constructor":"c"}}',
      headers: { 'content-type': 'application/json' },
    });
    expect(Object.entries(updated.body.metadata)).toEqual([
      ['__proto__', 'z'],
      ['b', 'y'],
      ['constructor', 'c'],
    ]);
    const [event] = await eventsOf(t, account, 'payment.updated');
    expect(Object.entries(event!.data.metadata)).toEqual([
      ['__proto__', 'z'],
      ['b', 'y'],
      ['constructor', 'c'],
    ]);
    // Its value is checked like any other (rules 2, 4 and 5).
    expectMetadataError(await t.api('POST', '/v1/payments', raw('{"__proto__":{"polluted":"yes"}}')), '__proto__');
    expectMetadataError(await t.api('POST', '/v1/payments', raw('{"__proto__":1}')), '__proto__');
    expectMetadataError(await t.api('POST', '/v1/payments', raw(`{"__proto__":"${'x'.repeat(501)}"}`)), '__proto__');
    // No metadata filter matches what an object inherits.
    const inherited = await t.api('GET', `/v1/payments?metadata[toString]=${encodeURIComponent('function toString() { [native code] }')}`, {
      key: account.secretKey,
    });
    expect(inherited.body.data).toEqual([]);
  });

  it('refunds accept metadata: stored verbatim, returned on read and list, validated like payments', async () => {
    const account = await newAccount(t);
    const paid = await completedPayment(t, account);
    const refund = await t.api('POST', '/v1/refunds', { key: account.secretKey, body: { payment: paid.id, amount: 100, metadata: VERBATIM } });
    expect(refund.status, JSON.stringify(refund.body)).toBe(201);
    expect(refund.body.metadata).toEqual(VERBATIM);
    expect((await t.api('GET', `/v1/refunds/${refund.body.id}`, { key: account.secretKey })).body.metadata).toEqual(VERBATIM);
    expect((await t.api('GET', '/v1/refunds', { key: account.secretKey })).body.data[0].metadata).toEqual(VERBATIM);
    const [event] = await eventsOf(t, account, 'refund.created');
    expect(event!.data.metadata).toEqual(VERBATIM);
    expectMetadataError(await t.api('POST', '/v1/refunds', { key: account.secretKey, body: { payment: paid.id, metadata: { n: 1 } } }), 'n');
    expectMetadataError(
      await t.api('POST', '/v1/refunds', { key: account.secretKey, body: { payment: paid.id, metadata: { note: 'x'.repeat(501) } } }),
      'note',
    );
  });
});
