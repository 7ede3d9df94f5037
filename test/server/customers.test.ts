import { beforeAll, describe, expect, it } from 'vitest';
import type { SvcClient, SvcClientOptions } from '../../src/server/client.js';
import { InvalidRequestError, PermissionError } from '../../src/server/errors.js';
import { clientFor } from '../support/client.js';
import { saveCard } from '../support/saved-cards.js';
import { type AccountKeys, newAccount, useSandbox } from '../support/sandbox.js';
import { UUID_V4, rejectionOf } from '../support/errors.js';

/**
 * Customers, saved cards, products and prices through the server module (issue 14, item 2; contract:
 * Customers, saved cards, subscriptions and invoices) against a real sandbox over real HTTP. Cards are
 * saved as the browser saves them (a setup session confirmed with the publishable key), since the
 * server module never handles card numbers. The fetch wrappers only record the real requests, or put a
 * sandbox fault header on the first attempt.
 */

interface Attempt {
  method: string;
  url: URL;
  headers: Headers;
  status?: number;
}

/** The runtime's fetch, recording each attempt; `firstAttemptHeaders` go on attempt 1 only. */
function recordingFetch(firstAttemptHeaders: Record<string, string> = {}) {
  const attempts: Attempt[] = [];
  const wrapped: typeof fetch = async (input, init) => {
    const headers = new Headers(init?.headers);
    if (attempts.length === 0) for (const [name, value] of Object.entries(firstAttemptHeaders)) headers.set(name, value);
    const attempt: Attempt = { method: init?.method ?? 'GET', url: new URL(input instanceof Request ? input.url : input.toString()), headers };
    attempts.push(attempt);
    const response = await fetch(input, { ...init, headers });
    attempt.status = response.status;
    return response;
  };
  return { fetch: wrapped, attempts };
}

const t = useSandbox();

describe('customers', () => {
  let keys: AccountKeys;
  let svc: SvcClient;
  const client = (options: Partial<SvcClientOptions> = {}) => clientFor(t, keys.secretKey, options);
  beforeAll(async () => {
    keys = await newAccount(t);
    svc = client();
  });

  it('create, retrieve, update (metadata merged, null clears) and delete, each answer typed and parsed', async () => {
    const created = await svc.customers.create({ email: 'ada@example.com', name: 'Ada', metadata: { plan: 'pro', source: 'ads' } });
    expect(created).toEqual({
      id: expect.stringMatching(/^cus_/),
      object: 'customer',
      email: 'ada@example.com',
      name: 'Ada',
      metadata: { plan: 'pro', source: 'ads' },
      defaultToken: null,
      livemode: false,
      createdAt: expect.any(String),
    });
    expect(created.lastResponse).toMatchObject({ status: 201, idempotencyKey: expect.stringMatching(UUID_V4) });
    expect((await svc.customers.retrieve(created.id)).email).toBe('ada@example.com');

    const updated = await svc.customers.update(created.id, { name: null, metadata: { source: '', seats: '3' } });
    expect(updated).toMatchObject({ id: created.id, name: null, email: 'ada@example.com', metadata: { plan: 'pro', seats: '3' } });

    const deleted = await svc.customers.delete(created.id);
    expect(deleted).toEqual({ id: created.id, object: 'customer', deleted: true });
    expect(deleted.lastResponse.idempotencyKey).toBeUndefined();
    const gone = await rejectionOf(svc.customers.retrieve(created.id), InvalidRequestError);
    expect(gone).toMatchObject({ status: 404, code: 'resource_missing' });
  });

  it('create with no fields at all makes a customer with no email or name', async () => {
    expect(await svc.customers.create()).toMatchObject({ object: 'customer', email: null, name: null, metadata: {} });
  });

  it('an invalid field is an InvalidRequestError naming it', async () => {
    const error = await rejectionOf(svc.customers.create({ email: 'not an email' }), InvalidRequestError);
    expect(error).toMatchObject({ status: 400, param: 'email' });
  });

  it('an empty id is refused before anything is sent', () => {
    const { fetch, attempts } = recordingFetch();
    expect(() => client({ fetch }).customers.retrieve('')).toThrow(TypeError);
    expect(() => client({ fetch }).customers.tokens.list('')).toThrow(TypeError);
    expect(attempts).toHaveLength(0);
  });
});

describe('customers.list: filters and auto-pagination', () => {
  let keys: AccountKeys;
  /** Newest first. */
  let ids: string[] = [];
  beforeAll(async () => {
    keys = await newAccount(t);
    const svc = clientFor(t, keys.secretKey);
    const created: string[] = [];
    for (let index = 0; index < 23; index++) {
      const customer = await svc.customers.create({
        email: index === 7 ? 'grace@example.com' : `user${index}@example.com`,
        metadata: { cohort: index % 2 === 0 ? 'even' : 'odd' },
      });
      created.push(customer.id);
    }
    ids = created.reverse();
  });

  it('for await follows has_more across pages, visiting each customer once, newest first', async () => {
    const { fetch, attempts } = recordingFetch();
    const visited: string[] = [];
    for await (const customer of clientFor(t, keys.secretKey, { fetch }).customers.list({ limit: 5 })) visited.push(customer.id);
    expect(visited).toEqual(ids);
    expect(attempts).toHaveLength(5);
    expect(attempts.slice(1).every((attempt) => attempt.url.searchParams.has('starting_after'))).toBe(true);
  });

  it('await gives one page; filters (email, metadata) stay on every page; collect({ limit }) stops there', async () => {
    const svc = clientFor(t, keys.secretKey);
    const page = await svc.customers.list({ limit: 10 });
    expect(page.data.map((customer) => customer.id)).toEqual(ids.slice(0, 10));
    expect(page.page.has_more).toBe(true);

    expect((await svc.customers.list({ email: 'grace@example.com' })).data.map((customer) => customer.email)).toEqual(['grace@example.com']);

    const { fetch, attempts } = recordingFetch();
    const odd = await clientFor(t, keys.secretKey, { fetch })
      .customers.list({ metadata: { cohort: 'odd' }, limit: 4 })
      .collect({ limit: 100 });
    expect(odd).toHaveLength(11);
    expect(odd.every((customer) => customer.metadata.cohort === 'odd')).toBe(true);
    expect(attempts).toHaveLength(3);
    for (const attempt of attempts) expect(attempt.url.searchParams.get('metadata[cohort]')).toBe('odd');

    expect(await svc.customers.list({ limit: 3 }).collect({ limit: 7 })).toHaveLength(7);
  });
});

describe('saved cards: customers.tokens and defaultToken', () => {
  it('lists the saved cards (fingerprint, network token), sets the default with update, deletes one', async () => {
    const keys = await newAccount(t);
    const svc = clientFor(t, keys.secretKey);
    const first = await saveCard(t, keys, '4242424242424242');
    const second = await saveCard(t, keys, '5555555555554444', first.customer);

    const cards = await svc.customers.tokens.list(first.customer);
    expect(cards.data.map((card) => card.id)).toEqual([second.token.id, first.token.id]);
    for (const card of cards.data) {
      expect(card).toMatchObject({ object: 'token', usage: 'reusable', customer: first.customer, networkToken: { status: 'active' } });
      expect(card.card.fingerprint).toEqual(expect.any(String));
    }
    expect(cards.data[0]!.card).toMatchObject({ brand: 'mastercard', last4: '4444' });

    const withDefault = await svc.customers.update(first.customer, { defaultToken: second.token.id });
    expect(withDefault.defaultToken).toBe(second.token.id);

    // Another customer's card is never this customer's default.
    const other = await saveCard(t, keys, '4242424242424242');
    const mismatch = await rejectionOf(svc.customers.update(first.customer, { defaultToken: other.token.id }), InvalidRequestError);
    expect(mismatch).toMatchObject({ status: 400, code: 'token_customer_mismatch', param: 'defaultToken' });

    const deleted = await svc.customers.tokens.delete(first.customer, first.token.id);
    expect(deleted).toEqual({ id: first.token.id, object: 'token', deleted: true });
    const left: string[] = [];
    for await (const card of svc.customers.tokens.list(first.customer)) left.push(card.id);
    expect(left).toEqual([second.token.id]);

    // Deleting the customer deletes its saved cards.
    await svc.customers.delete(first.customer);
    expect(await rejectionOf(svc.customers.tokens.list(first.customer), InvalidRequestError)).toMatchObject({ status: 404 });
    const token = await t.api('GET', `/v1/customers/${other.customer}/tokens`, { key: keys.secretKey });
    expect(token.body.data).toHaveLength(1);
  });

  it('customers.tokens.list follows has_more across pages', async () => {
    const keys = await newAccount(t);
    const { customer } = await saveCard(t, keys);
    for (let index = 0; index < 4; index++) await saveCard(t, keys, '4242424242424242', customer);
    const { fetch, attempts } = recordingFetch();
    const all = await clientFor(t, keys.secretKey, { fetch }).customers.tokens.list(customer, { limit: 2 }).collect({ limit: 50 });
    expect(all).toHaveLength(5);
    expect(new Set(all.map((card) => card.id)).size).toBe(5);
    expect(attempts).toHaveLength(3);
    // The same card saved five times: one fingerprint.
    expect(new Set(all.map((card) => card.card.fingerprint)).size).toBe(1);
  });
});

describe('products and prices', () => {
  let keys: AccountKeys;
  let svc: SvcClient;
  beforeAll(async () => {
    keys = await newAccount(t);
    svc = clientFor(t, keys.secretKey);
  });

  it('products: create, retrieve, list with the active filter', async () => {
    const product = await svc.products.create({ name: 'Pro plan', metadata: { tier: 'pro' } });
    expect(product).toEqual({
      id: expect.stringMatching(/^prod_/),
      object: 'product',
      name: 'Pro plan',
      active: true,
      metadata: { tier: 'pro' },
      livemode: false,
      createdAt: expect.any(String),
    });
    expect((await svc.products.retrieve(product.id)).name).toBe('Pro plan');
    const second = await svc.products.create({ name: 'Team plan' });
    expect((await svc.products.list()).data.map((item) => item.id)).toEqual([second.id, product.id]);
    expect((await svc.products.list({ active: false })).data).toEqual([]);
    expect((await svc.products.list({ metadata: { tier: 'pro' } })).data.map((item) => item.id)).toEqual([product.id]);
    const invalid = await rejectionOf(svc.products.create({ name: '' }), InvalidRequestError);
    expect(invalid).toMatchObject({ status: 400, param: 'name' });
  });

  it('prices: create (recurring rendered with its defaults), retrieve, update active and metadata, list by product and active', async () => {
    const product = await svc.products.create({ name: 'Metered API' });
    const monthly = await svc.prices.create({ product: product.id, unitAmount: 1500, currency: 'eur', recurring: { interval: 'month' } });
    expect(monthly).toMatchObject({
      id: expect.stringMatching(/^price_/),
      object: 'price',
      product: product.id,
      unitAmount: 1500,
      currency: 'EUR',
      recurring: { interval: 'month', intervalCount: 1, usage: 'licensed' },
      active: true,
      metadata: {},
    });
    const metered = await svc.prices.create({
      product: product.id,
      unitAmount: 2,
      currency: 'EUR',
      recurring: { interval: 'month', usage: 'metered' },
      metadata: { unit: 'call' },
    });
    const oneTime = await svc.prices.create({ product: product.id, unitAmount: 9900, currency: 'EUR' });
    expect(oneTime.recurring).toBeNull();
    expect((await svc.prices.retrieve(metered.id)).recurring).toEqual({ interval: 'month', intervalCount: 1, usage: 'metered' });

    const retired = await svc.prices.update(monthly.id, { active: false, metadata: { retiredBy: 'ops' } });
    expect(retired).toMatchObject({ id: monthly.id, active: false, metadata: { retiredBy: 'ops' }, unitAmount: 1500 });

    const ofProduct = await svc.prices.list({ product: product.id }).collect({ limit: 10 });
    expect(ofProduct.map((price) => price.id)).toEqual([oneTime.id, metered.id, monthly.id]);
    expect((await svc.prices.list({ product: product.id, active: true })).data.map((price) => price.id)).toEqual([oneTime.id, metered.id]);
  });

  it('a price of an unknown product, or a period longer than a year, is an InvalidRequestError naming the field', async () => {
    const unknown = await rejectionOf(svc.prices.create({ product: 'prod_missing', unitAmount: 100, currency: 'EUR' }), InvalidRequestError);
    expect(unknown).toMatchObject({ param: 'product' });
    const product = await svc.products.create({ name: 'Yearly' });
    const tooLong = await rejectionOf(
      svc.prices.create({ product: product.id, unitAmount: 100, currency: 'EUR', recurring: { interval: 'month', intervalCount: 13 } }),
      InvalidRequestError,
    );
    expect(tooLong).toMatchObject({ status: 400, param: expect.stringContaining('intervalCount') });
  });
});

describe('idempotency and retries of the new resources', () => {
  it('every create and update carries its own automatic Idempotency-Key; a 500 is retried with the same key and runs once', async () => {
    const keys = await newAccount(t);
    const { fetch, attempts } = recordingFetch({ 'x-sandbox-fault': 'server_error' });
    const svc = clientFor(t, keys.secretKey, { fetch, maxNetworkRetries: 2 });
    const customer = await svc.customers.create({ email: 'retry@example.com' });
    expect(attempts.map((attempt) => attempt.status)).toEqual([500, 201]);
    expect(attempts[1]!.headers.get('idempotency-key')).toBe(attempts[0]!.headers.get('idempotency-key'));
    expect(customer.lastResponse.attempts).toBe(2);
    expect((await t.api('GET', '/v1/customers', { key: keys.secretKey })).body.data).toHaveLength(1);

    const product = await svc.products.create({ name: 'P' });
    await svc.prices.create({ product: product.id, unitAmount: 100, currency: 'EUR' });
    await svc.customers.update(customer.id, { metadata: { a: 'b' } });
    const posted = attempts.slice(2).map((attempt) => attempt.headers.get('idempotency-key'));
    expect(posted).toHaveLength(3);
    for (const key of posted) expect(key).toMatch(UUID_V4);
    expect(new Set(posted).size).toBe(3);
  });

  it('an idempotency key given per call replays the first answer, even after a dropped connection', async () => {
    const keys = await newAccount(t);
    const idempotencyKey = `signup-${crypto.randomUUID()}`;
    const { fetch, attempts } = recordingFetch({ 'x-sandbox-fault': 'drop_connection' });
    const first = await clientFor(t, keys.secretKey, { fetch, maxNetworkRetries: 2 }).customers.create({ name: 'Once' }, { idempotencyKey });
    expect(attempts.map((attempt) => attempt.status)).toEqual([undefined, 201]);
    expect(first.lastResponse).toMatchObject({ idempotencyKey, replayed: true });
    const again = await clientFor(t, keys.secretKey).customers.create({ name: 'Once' }, { idempotencyKey });
    expect(again.id).toBe(first.id);
    expect((await t.api('GET', '/v1/customers', { key: keys.secretKey })).body.data).toHaveLength(1);
  });
});

describe('restricted keys: one scope per resource', () => {
  it('a key without customers is a PermissionError; read lets it list but not create; tokens is a scope of its own', async () => {
    const keys = await newAccount(t);
    const owner = clientFor(t, keys.secretKey);
    const { customer } = await saveCard(t, keys);
    const paymentsOnly = await owner.apiKeys.create({ name: 'payments', permissions: { payments: 'write' } });
    const denied = await rejectionOf(clientFor(t, paymentsOnly.secret).customers.create({ name: 'x' }), PermissionError);
    expect(denied).toMatchObject({ status: 403, code: 'permission_denied' });
    expect(denied.message).toMatch(/customers/);

    const reader = clientFor(t, (await owner.apiKeys.create({ name: 'crm', permissions: { customers: 'read' } })).secret);
    expect((await reader.customers.list()).data).toHaveLength(1);
    expect(await rejectionOf(reader.customers.update(customer, { name: 'y' }), PermissionError)).toMatchObject({ status: 403 });
    expect((await rejectionOf(reader.customers.tokens.list(customer), PermissionError)).message).toMatch(/tokens/);

    const catalogue = clientFor(t, (await owner.apiKeys.create({ name: 'catalogue', permissions: { products: 'write' } })).secret);
    const product = await catalogue.products.create({ name: 'Allowed' });
    expect((await rejectionOf(catalogue.prices.create({ product: product.id, unitAmount: 1, currency: 'EUR' }), PermissionError)).message).toMatch(
      /prices/,
    );
  });
});
