import { describe, expect, it } from 'vitest';
import { type TestSandbox, newAccount, useSandbox } from '../support/sandbox.js';
import { createCustomer } from '../support/saved-cards.js';
import { DAY, customerWithCard, eventTypesAbout, invoicesOf, listAll, read, recurringPrice, subscribe } from '../support/billing.js';

/**
 * Interface: Endpoints (`GET /v1/invoices` with `status`, `created_after`, `limit`, cursors); contract:
 * invoice (`customer`, `subscription` filters, retrieve, metadata). Invoices seeded with
 * `POST /_sandbox/invoices` stand in for any status; subscriptions make real ones.
 */
describe('invoices', () => {
  const t = useSandbox();

  async function seed(tt: TestSandbox, key: string, fields: Record<string, unknown>) {
    const created = await tt.api('POST', '/_sandbox/invoices', { key, body: fields });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return created.body;
  }

  it('GET /v1/invoices lists seeded invoices newest first in the list envelope', async () => {
    const { secretKey } = await newAccount(t);
    const first = await seed(t, secretKey, { amountDue: 1000, currency: 'eur', metadata: { plan: 'pro' } });
    const second = await seed(t, secretKey, { amountDue: 2000, currency: 'EUR', status: 'paid' });
    const list = await t.api('GET', '/v1/invoices', { key: secretKey });
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ object: 'list', page: { has_more: false, total_estimate: 2 } });
    expect(list.body.data.map((invoice: { id: string }) => invoice.id)).toEqual([second.id, first.id]);
    expect(list.body.data[1]).toMatchObject({
      object: 'invoice',
      amountDue: 1000,
      amountPaid: 0,
      currency: 'EUR',
      status: 'open',
      metadata: { plan: 'pro' },
    });
    expect(first.id).toMatch(/^inv_/);
  });

  it('invoice list filter status= keeps only that status', async () => {
    const { secretKey } = await newAccount(t);
    await seed(t, secretKey, { amountDue: 1000, currency: 'EUR', status: 'open' });
    const paid = await seed(t, secretKey, { amountDue: 2000, currency: 'EUR', status: 'paid' });
    const list = await t.api('GET', '/v1/invoices?status=paid', { key: secretKey });
    expect(list.body.data.map((invoice: { id: string }) => invoice.id)).toEqual([paid.id]);
  });

  it('invoice list filter created_after (RFC 3339) keeps only later invoices; a bad timestamp → 400 parameter_invalid', async () => {
    const { secretKey } = await newAccount(t);
    const old = await seed(t, secretKey, { amountDue: 1000, currency: 'EUR' });
    await t.advanceClock(60);
    const recent = await seed(t, secretKey, { amountDue: 2000, currency: 'EUR' });
    const cutoff = new Date(Date.parse(old.createdAt) + 30_000).toISOString();
    const list = await t.api('GET', `/v1/invoices?created_after=${cutoff}`, { key: secretKey });
    expect(list.body.data.map((invoice: { id: string }) => invoice.id)).toEqual([recent.id]);
    const bad = await t.api('GET', '/v1/invoices?created_after=yesterday', { key: secretKey });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({ code: 'parameter_invalid', param: 'created_after' });
  });

  it('an unknown invoice status filter → 400 parameter_invalid', async () => {
    const bad = await t.api('GET', '/v1/invoices?status=settled');
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({ code: 'parameter_invalid', param: 'status' });
  });

  it('invoices need the invoices scope on a restricted key (403 without it) and a server key (401 publishable)', async () => {
    const none = await t.api('POST', '/v1/api_keys', { body: { name: 'no invoices', permissions: { payments: 'read' } } });
    expect((await t.api('GET', '/v1/invoices', { key: none.body.secret })).status).toBe(403);
    const read = await t.api('POST', '/v1/api_keys', { body: { name: 'invoices', permissions: { invoices: 'read' } } });
    expect((await t.api('GET', '/v1/invoices', { key: read.body.secret })).status).toBe(200);
    expect((await t.api('GET', '/v1/invoices', { key: t.publishableKey })).status).toBe(401);
  });
});

describe('invoices of subscriptions', () => {
  const t = useSandbox();

  it('GET /v1/invoices filters customer and subscription (with status and created_after), newest first, cursor paginated', async () => {
    const keys = await newAccount(t);
    const price = await recurringPrice(t, keys, { interval: 'day' }, 300);
    const first = await customerWithCard(t, keys);
    const second = await customerWithCard(t, keys);
    const a = await subscribe(t, keys, { customer: first.customer, price: price.id });
    const b = await subscribe(t, keys, { customer: second.customer, price: price.id });
    await t.advanceClock(2 * DAY + 60);
    const ofA = await invoicesOf(t, keys, a.id);
    const ofB = await invoicesOf(t, keys, b.id);
    expect(ofA).toHaveLength(3);
    expect(ofB).toHaveLength(3);
    const ids = (list: any[]) => list.map((invoice) => invoice.id);
    expect(ids(await listAll(t, keys, `/v1/invoices?customer=${first.customer}`))).toEqual(ids(ofA).reverse());
    expect(ids(await listAll(t, keys, `/v1/invoices?subscription=${b.id}&status=paid`))).toEqual(ids(ofB).reverse());
    expect(await listAll(t, keys, `/v1/invoices?subscription=${b.id}&status=open`)).toEqual([]);
    const after = ofA[0].createdAt;
    expect(ids(await listAll(t, keys, `/v1/invoices?customer=${first.customer}&created_after=${after}`))).toEqual(ids(ofA.slice(1)).reverse());
    const page = await t.api('GET', `/v1/invoices?customer=${first.customer}&limit=2`, { key: keys.secretKey });
    expect(page.body.page).toMatchObject({ has_more: true, total_estimate: 3 });
    const next = await t.api('GET', `/v1/invoices?customer=${first.customer}&limit=2&starting_after=${page.body.page.next_cursor}`, {
      key: keys.secretKey,
    });
    expect(ids(next.body.data)).toEqual([ofA[0].id]);
    const changed = await t.api('GET', `/v1/invoices?customer=${second.customer}&limit=2&starting_after=${page.body.page.next_cursor}`, {
      key: keys.secretKey,
    });
    expect(changed.body.error.code).toBe('filter_changed');
  });

  it('GET /v1/invoices/{id} retrieves one (another account’s → 404); POST /v1/invoices/{id} merges metadata by key and emits invoice.updated, nothing else changes', async () => {
    const keys = await newAccount(t);
    const other = await newAccount(t);
    const price = await recurringPrice(t, keys);
    const { customer } = await customerWithCard(t, keys);
    const subscription = await subscribe(t, keys, { customer, price: price.id });
    const [invoice] = await invoicesOf(t, keys, subscription.id);
    expect(await read(t, keys, `/v1/invoices/${invoice.id}`)).toEqual(invoice);
    expect((await t.api('GET', `/v1/invoices/${invoice.id}`, { key: other.secretKey })).status).toBe(404);
    const first = await t.api('POST', `/v1/invoices/${invoice.id}`, { key: keys.secretKey, body: { metadata: { order: '42', note: 'x' } } });
    expect(first.status).toBe(200);
    const second = await t.api('POST', `/v1/invoices/${invoice.id}`, { key: keys.secretKey, body: { metadata: { note: '' } } });
    expect(second.body).toEqual({ ...invoice, metadata: { order: '42' } });
    expect(await eventTypesAbout(t, keys, invoice.id)).toEqual([
      'invoice.created',
      'invoice.finalized',
      'invoice.paid',
      'invoice.updated',
      'invoice.updated',
    ]);
    const bad = await t.api('POST', `/v1/invoices/${invoice.id}`, { key: keys.secretKey, body: { status: 'void' } });
    expect(bad.body.error).toMatchObject({ code: 'parameter_unknown', param: 'status' });
    expect((await listAll(t, keys, '/v1/invoices?metadata[order]=42')).map((found) => found.id)).toEqual([invoice.id]);
  });

  it('restricted keys: invoices read lists and retrieves; paying, voiding and updating need invoices write (403 permission_denied)', async () => {
    const keys = await newAccount(t);
    const customer = await createCustomer(t, keys);
    const seeded = await t.api('POST', '/_sandbox/invoices', {
      key: keys.secretKey,
      body: { amountDue: 100, currency: 'EUR', customer: customer.id },
    });
    const reader = (await t.api('POST', '/v1/api_keys', { key: keys.secretKey, body: { name: 'r', permissions: { invoices: 'read' } } })).body.secret;
    const writer = (await t.api('POST', '/v1/api_keys', { key: keys.secretKey, body: { name: 'w', permissions: { invoices: 'write' } } })).body
      .secret;
    expect((await t.api('GET', `/v1/invoices/${seeded.body.id}`, { key: reader })).status).toBe(200);
    for (const path of [`/v1/invoices/${seeded.body.id}`, `/v1/invoices/${seeded.body.id}/pay`, `/v1/invoices/${seeded.body.id}/void`]) {
      const refused = await t.api('POST', path, { key: reader });
      expect(refused.status).toBe(403);
      expect(refused.body.error.code).toBe('permission_denied');
    }
    expect((await t.api('POST', `/v1/invoices/${seeded.body.id}/void`, { key: writer })).body.status).toBe('void');
  });
});
