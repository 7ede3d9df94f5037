import { describe, expect, it } from 'vitest';
import { expectError } from '../support/errors.js';
import { type TestSandbox, newAccount, useSandbox } from '../support/sandbox.js';
import { type Keys, createCustomer, saveCard } from '../support/saved-cards.js';

/**
 * Customers over real HTTP (contract: Customers, saved cards, subscriptions and invoices; interface:
 * Metadata, Pagination, Idempotency, Restricted keys). One test per rule, named after it.
 */

/** The account's events of `type`, newest first. */
async function eventsOf(t: TestSandbox, keys: Keys, type: string) {
  const list = await t.api('GET', `/v1/events?type=${type}&limit=100`, { key: keys.secretKey });
  expect(list.status).toBe(200);
  return list.body.data as { type: string; data: Record<string, any> }[];
}

describe('customers', () => {
  const t = useSandbox();

  it('POST /v1/customers → 201 {id: cus_…, object, email, name, metadata, defaultToken: null, livemode, createdAt}', async () => {
    const keys = await newAccount(t);
    const created = await t.api('POST', '/v1/customers', {
      key: keys.secretKey,
      body: { email: 'ada@example.com', name: 'Ada', metadata: { crm: '7' } },
    });
    expect(created.status).toBe(201);
    expect(created.body).toStrictEqual({
      id: expect.stringMatching(/^cus_[A-Za-z0-9]{24}$/),
      object: 'customer',
      email: 'ada@example.com',
      name: 'Ada',
      metadata: { crm: '7' },
      defaultToken: null,
      livemode: false,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it('every field is optional on create: email and name are null', async () => {
    const created = await t.api('POST', '/v1/customers', { body: {} });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ email: null, name: null, metadata: {} });
  });

  it('an email that is not one → 400 parameter_invalid naming email', async () => {
    const result = await t.api('POST', '/v1/customers', { body: { email: 'not-an-email' } });
    expectError(result, 400, 'invalid_request_error', 'parameter_invalid');
    expect(result.body.error.param).toBe('email');
  });

  it('GET /v1/customers/{id} answers the customer; GET /v1/customers lists newest first, filter email=', async () => {
    const keys = await newAccount(t);
    const first = await createCustomer(t, keys, { email: 'first@example.com' });
    const second = await createCustomer(t, keys, { email: 'second@example.com' });
    const read = await t.api('GET', `/v1/customers/${first.id}`, { key: keys.secretKey });
    expect(read.body).toStrictEqual(first);
    const list = await t.api('GET', '/v1/customers', { key: keys.secretKey });
    expect(list.body.data.map((customer: { id: string }) => customer.id)).toEqual([second.id, first.id]);
    const filtered = await t.api('GET', '/v1/customers?email=first%40example.com', { key: keys.secretKey });
    expect(filtered.body.data.map((customer: { id: string }) => customer.id)).toEqual([first.id]);
  });

  it('pagination rules: limit and the cursor page through customers; metadata[key]= filters them', async () => {
    const keys = await newAccount(t);
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.unshift((await createCustomer(t, keys, { metadata: { batch: i === 1 ? 'b' : 'a' } })).id);
    const page1 = await t.api('GET', '/v1/customers?limit=2', { key: keys.secretKey });
    expect(page1.body.page.has_more).toBe(true);
    const page2 = await t.api('GET', `/v1/customers?limit=2&starting_after=${page1.body.page.next_cursor}`, { key: keys.secretKey });
    expect([...page1.body.data, ...page2.body.data].map((customer: { id: string }) => customer.id)).toEqual(ids);
    expect(page2.body.page.has_more).toBe(false);
    const tagged = await t.api('GET', '/v1/customers?metadata[batch]=b', { key: keys.secretKey });
    expect(tagged.body.data.map((customer: { id: string }) => customer.id)).toEqual([ids[1]]);
  });

  it('metadata rule 6 on update: keys sent are set, omitted keys kept, "" deletes one, {} clears all', async () => {
    const customer = await createCustomer(t, t, { metadata: { a: '1', b: '2' } });
    const merged = await t.api('POST', `/v1/customers/${customer.id}`, { body: { metadata: { b: '', c: '3' } } });
    expect(merged.body.metadata).toStrictEqual({ a: '1', c: '3' });
    const cleared = await t.api('POST', `/v1/customers/${customer.id}`, { body: { metadata: {} } });
    expect(cleared.body.metadata).toStrictEqual({});
  });

  it('update sets email and name, and null clears them', async () => {
    const customer = await createCustomer(t, t);
    const updated = await t.api('POST', `/v1/customers/${customer.id}`, { body: { email: 'grace@example.com', name: null } });
    expect(updated.body).toMatchObject({ email: 'grace@example.com', name: null });
  });

  it('events: customer.created, customer.updated (a metadata-only update too, rule 7) and customer.deleted carry the customer', async () => {
    const keys = await newAccount(t);
    const customer = await createCustomer(t, keys);
    await t.api('POST', `/v1/customers/${customer.id}`, { key: keys.secretKey, body: { metadata: { plan: 'pro' } } });
    await t.api('DELETE', `/v1/customers/${customer.id}`, { key: keys.secretKey });
    expect((await eventsOf(t, keys, 'customer.created'))[0]?.data).toStrictEqual(customer);
    expect((await eventsOf(t, keys, 'customer.updated'))[0]?.data).toMatchObject({ id: customer.id, metadata: { plan: 'pro' } });
    expect((await eventsOf(t, keys, 'customer.deleted'))[0]?.data).toMatchObject({ id: customer.id, object: 'customer' });
  });

  it('DELETE /v1/customers/{id} → {id, object: "customer", deleted: true}; a later read is 404 resource_missing', async () => {
    const customer = await createCustomer(t, t);
    const deleted = await t.api('DELETE', `/v1/customers/${customer.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toStrictEqual({ id: customer.id, object: 'customer', deleted: true });
    expectError(await t.api('GET', `/v1/customers/${customer.id}`), 404, 'invalid_request_error', 'resource_missing');
    expectError(await t.api('DELETE', `/v1/customers/${customer.id}`), 404, 'invalid_request_error', 'resource_missing');
  });

  it('delete also deletes its saved tokens: they can no longer be charged', async () => {
    const { customer, token } = await saveCard(t, t);
    await t.api('DELETE', `/v1/customers/${customer}`);
    const charge = await t.api('POST', '/v1/payments', {
      body: { amount: 500, currency: 'EUR', customer, token: token.id, offSession: true, confirm: true },
    });
    expectError(charge, 404, 'invalid_request_error', 'resource_missing');
  });

  it('defaultToken via update: a saved card of the customer is accepted, null clears it', async () => {
    const { customer, token } = await saveCard(t, t);
    const set = await t.api('POST', `/v1/customers/${customer}`, { body: { defaultToken: token.id } });
    expect(set.status).toBe(200);
    expect(set.body.defaultToken).toBe(token.id);
    const cleared = await t.api('POST', `/v1/customers/${customer}`, { body: { defaultToken: null } });
    expect(cleared.body.defaultToken).toBeNull();
  });

  it('defaultToken must be a saved card of this customer: single-use → 400 token_not_reusable, another customer’s → 400 token_customer_mismatch, unknown → 404; nothing changes', async () => {
    const { token } = await saveCard(t, t);
    const other = await createCustomer(t, t, { name: 'Grace' });
    const single = await t.api('POST', '/v1/tokens', {
      key: t.publishableKey,
      body: { card: { number: '4242424242424242', expMonth: 12, expYear: new Date().getUTCFullYear() + 2, cvc: '123' } },
    });
    const notReusable = await t.api('POST', `/v1/customers/${other.id}`, { body: { defaultToken: single.body.id, name: 'changed' } });
    expectError(notReusable, 400, 'invalid_request_error', 'token_not_reusable');
    expect(notReusable.body.error.param).toBe('defaultToken');
    expectError(
      await t.api('POST', `/v1/customers/${other.id}`, { body: { defaultToken: token.id } }),
      400,
      'invalid_request_error',
      'token_customer_mismatch',
    );
    expectError(
      await t.api('POST', `/v1/customers/${other.id}`, { body: { defaultToken: 'tok_nosuchtoken' } }),
      404,
      'invalid_request_error',
      'resource_missing',
    );
    expect((await t.api('GET', `/v1/customers/${other.id}`)).body).toMatchObject({ name: 'Grace', defaultToken: null });
  });

  it('every mutating POST takes Idempotency-Key: the same key and body replay the same customer', async () => {
    const first = await t.api('POST', '/v1/customers', { body: { name: 'Once' }, idempotencyKey: 'customer-once' });
    const again = await t.api('POST', '/v1/customers', { body: { name: 'Once' }, idempotencyKey: 'customer-once' });
    expect(again.body.id).toBe(first.body.id);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
  });

  it('restricted keys: customers read lists and reads, write creates; without the scope → 403 permission_denied; publishable → 401', async () => {
    const read = await t.api('POST', '/v1/api_keys', { body: { name: 'crm read', permissions: { customers: 'read' } } });
    const write = await t.api('POST', '/v1/api_keys', { body: { name: 'crm write', permissions: { customers: 'write' } } });
    const none = await t.api('POST', '/v1/api_keys', { body: { name: 'payments only', permissions: { payments: 'write' } } });
    expect((await t.api('GET', '/v1/customers', { key: read.body.secret })).status).toBe(200);
    expectError(await t.api('POST', '/v1/customers', { key: read.body.secret, body: {} }), 403, 'permission_error', 'permission_denied');
    expect((await t.api('POST', '/v1/customers', { key: write.body.secret, body: {} })).status).toBe(201);
    expectError(await t.api('GET', '/v1/customers', { key: none.body.secret }), 403, 'permission_error', 'permission_denied');
    expectError(await t.api('GET', '/v1/customers', { key: t.publishableKey }), 401, 'authentication_error', 'api_key_wrong_type');
  });

  it('customers are scoped to their account: another account’s customer is 404', async () => {
    const customer = await createCustomer(t, t);
    const other = await newAccount(t);
    expectError(await t.api('GET', `/v1/customers/${customer.id}`, { key: other.secretKey }), 404, 'invalid_request_error', 'resource_missing');
  });
});

describe('payments for a customer', () => {
  const t = useSandbox();

  it('customer: "cus_…" on payment create → the payment renders the customer expanded, without email from 2026-04-01', async () => {
    const customer = await createCustomer(t, t, { metadata: { crm: '1' } });
    const payment = await t.api('POST', '/v1/payments', { body: { amount: 1000, currency: 'EUR', customer: customer.id } });
    expect(payment.status).toBe(201);
    const { email: _email, ...withoutEmail } = customer;
    expect(payment.body.customer).toStrictEqual(withoutEmail);
    expect(payment.headers.get('svc-deprecation')).toBeNull();
  });

  it('before 2026-04-01 the expanded customer keeps email, announced in Svc-Deprecation', async () => {
    const customer = await createCustomer(t, t);
    const payment = await t.api('POST', '/v1/payments', { version: '2025-09-01', body: { amount: 1000, currency: 'EUR', customer: customer.id } });
    expect(payment.body.customer).toMatchObject({ id: customer.id, email: 'ada@example.com', name: 'Ada' });
    expect(payment.headers.get('svc-deprecation')).toContain('customer.email');
  });

  it('the payment renders its customer as it now stands', async () => {
    const customer = await createCustomer(t, t);
    const payment = await t.api('POST', '/v1/payments', { body: { amount: 1000, currency: 'EUR', customer: customer.id } });
    await t.api('POST', `/v1/customers/${customer.id}`, { body: { name: 'Ada Lovelace' } });
    expect((await t.api('GET', `/v1/payments/${payment.body.id}`)).body.customer.name).toBe('Ada Lovelace');
  });

  it('an inline customer {email?, name?} works as before: no customer object is made', async () => {
    const keys = await newAccount(t);
    const payment = await t.api('POST', '/v1/payments', {
      key: keys.secretKey,
      body: { amount: 1000, currency: 'EUR', customer: { name: 'Inline' } },
    });
    expect(payment.body.customer).toStrictEqual({ id: expect.stringMatching(/^cus_/), object: 'customer', name: 'Inline' });
    expect((await t.api('GET', '/v1/customers', { key: keys.secretKey })).body.data).toEqual([]);
  });

  it('an unknown customer id → 404 resource_missing naming customer, and no payment is made', async () => {
    const keys = await newAccount(t);
    const result = await t.api('POST', '/v1/payments', {
      key: keys.secretKey,
      body: { amount: 1000, currency: 'EUR', customer: 'cus_nosuchcustomer' },
    });
    expectError(result, 404, 'invalid_request_error', 'resource_missing');
    expect(result.body.error.param).toBe('customer');
    expect((await t.api('GET', '/v1/payments', { key: keys.secretKey })).body.data).toEqual([]);
  });
});
