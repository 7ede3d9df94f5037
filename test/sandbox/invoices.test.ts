import { describe, expect, it } from 'vitest';
import { type TestSandbox, newAccount, useSandbox } from '../support/sandbox.js';

/** Interface: Endpoints (`GET /v1/invoices` with `status`, `created_after`, `limit`, cursors). */
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
