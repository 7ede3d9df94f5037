import { describe, expect, it } from 'vitest';
import { expectError } from '../support/errors.js';
import { newAccount, useSandbox } from '../support/sandbox.js';

/** Products and prices over real HTTP (contract: Customers, saved cards, subscriptions and invoices). */

describe('products', () => {
  const t = useSandbox();

  it('POST /v1/products {name, metadata?} → 201 {id: prod_…, object, name, active: true, metadata, livemode, createdAt}; product.created', async () => {
    const keys = await newAccount(t);
    const created = await t.api('POST', '/v1/products', { key: keys.secretKey, body: { name: 'Pro plan', metadata: { tier: 'pro' } } });
    expect(created.status).toBe(201);
    expect(created.body).toStrictEqual({
      id: expect.stringMatching(/^prod_[A-Za-z0-9]{24}$/),
      object: 'product',
      name: 'Pro plan',
      active: true,
      metadata: { tier: 'pro' },
      livemode: false,
      createdAt: expect.stringMatching(/^\d{4}-/),
    });
    const events = await t.api('GET', '/v1/events?type=product.created', { key: keys.secretKey });
    expect(events.body.data[0].data).toStrictEqual(created.body);
  });

  it('name is required → 400 parameter_missing; an empty one → 400 parameter_invalid', async () => {
    expectError(await t.api('POST', '/v1/products', { body: {} }), 400, 'invalid_request_error', 'parameter_missing');
    expectError(await t.api('POST', '/v1/products', { body: { name: '' } }), 400, 'invalid_request_error', 'parameter_invalid');
  });

  it('GET /v1/products lists newest first (filter active, metadata[key]); GET /v1/products/{id} reads one; unknown → 404', async () => {
    const keys = await newAccount(t);
    const first = await t.api('POST', '/v1/products', { key: keys.secretKey, body: { name: 'A', metadata: { kind: 'a' } } });
    const second = await t.api('POST', '/v1/products', { key: keys.secretKey, body: { name: 'B' } });
    const list = await t.api('GET', '/v1/products?active=true', { key: keys.secretKey });
    expect(list.body.data.map((product: { id: string }) => product.id)).toEqual([second.body.id, first.body.id]);
    expect((await t.api('GET', '/v1/products?metadata[kind]=a', { key: keys.secretKey })).body.data).toHaveLength(1);
    expect((await t.api('GET', `/v1/products/${first.body.id}`, { key: keys.secretKey })).body).toStrictEqual(first.body);
    expectError(await t.api('GET', '/v1/products?active=yes', { key: keys.secretKey }), 400, 'invalid_request_error', 'parameter_invalid');
    expectError(await t.api('GET', '/v1/products/prod_nosuchproduct', { key: keys.secretKey }), 404, 'invalid_request_error', 'resource_missing');
  });

  it('restricted keys: products read reads, write creates; prices alone → 403 permission_denied', async () => {
    const read = await t.api('POST', '/v1/api_keys', { body: { name: 'catalog read', permissions: { products: 'read' } } });
    const prices = await t.api('POST', '/v1/api_keys', { body: { name: 'prices', permissions: { prices: 'write' } } });
    expect((await t.api('GET', '/v1/products', { key: read.body.secret })).status).toBe(200);
    expectError(await t.api('POST', '/v1/products', { key: read.body.secret, body: { name: 'x' } }), 403, 'permission_error', 'permission_denied');
    expectError(await t.api('GET', '/v1/products', { key: prices.body.secret }), 403, 'permission_error', 'permission_denied');
  });
});

describe('prices', () => {
  const t = useSandbox();

  async function product(key = t.secretKey) {
    return (await t.api('POST', '/v1/products', { key, body: { name: 'Plan' } })).body as { id: string };
  }

  it('POST /v1/prices: recurring rendered with its defaults (intervalCount 1, usage licensed); price.created', async () => {
    const keys = await newAccount(t);
    const plan = await product(keys.secretKey);
    const price = await t.api('POST', '/v1/prices', {
      key: keys.secretKey,
      body: { product: plan.id, unitAmount: 1500, currency: 'eur', recurring: { interval: 'month' } },
    });
    expect(price.status).toBe(201);
    expect(price.body).toStrictEqual({
      id: expect.stringMatching(/^price_[A-Za-z0-9]{24}$/),
      object: 'price',
      product: plan.id,
      unitAmount: 1500,
      currency: 'EUR',
      recurring: { interval: 'month', intervalCount: 1, usage: 'licensed' },
      active: true,
      metadata: {},
      livemode: false,
      createdAt: expect.stringMatching(/^\d{4}-/),
    });
    const events = await t.api('GET', '/v1/events?type=price.created', { key: keys.secretKey });
    expect(events.body.data[0].data).toStrictEqual(price.body);
  });

  it('a one-time price has recurring null; a metered one keeps usage metered; unitAmount 0 is a free plan', async () => {
    const plan = await product();
    const once = await t.api('POST', '/v1/prices', { body: { product: plan.id, unitAmount: 500, currency: 'EUR' } });
    expect(once.body.recurring).toBeNull();
    const metered = await t.api('POST', '/v1/prices', {
      body: { product: plan.id, unitAmount: 0, currency: 'EUR', recurring: { interval: 'week', intervalCount: 2, usage: 'metered' } },
    });
    expect(metered.body).toMatchObject({ unitAmount: 0, recurring: { interval: 'week', intervalCount: 2, usage: 'metered' } });
  });

  it('bad prices → 400: an unknown product (404 naming product), a decimal unitAmount from 2026-04-01, an interval longer than a year', async () => {
    const plan = await product();
    const unknown = await t.api('POST', '/v1/prices', { body: { product: 'prod_nosuchproduct', unitAmount: 1, currency: 'EUR' } });
    expectError(unknown, 404, 'invalid_request_error', 'resource_missing');
    expect(unknown.body.error.param).toBe('product');
    expectError(
      await t.api('POST', '/v1/prices', { body: { product: plan.id, unitAmount: 9.5, currency: 'EUR' } }),
      400,
      'invalid_request_error',
      'parameter_invalid',
    );
    const long = await t.api('POST', '/v1/prices', {
      body: { product: plan.id, unitAmount: 1, currency: 'EUR', recurring: { interval: 'month', intervalCount: 13 } },
    });
    expectError(long, 400, 'invalid_request_error', 'parameter_invalid');
    expect(long.body.error.param).toBe('recurring[intervalCount]');
  });

  it('POST /v1/prices/{id} updates metadata (merged) and active; price.updated; GET lists by product and active', async () => {
    const keys = await newAccount(t);
    const plan = await product(keys.secretKey);
    const other = await product(keys.secretKey);
    const price = await t.api('POST', '/v1/prices', {
      key: keys.secretKey,
      body: { product: plan.id, unitAmount: 100, currency: 'EUR', metadata: { a: '1' } },
    });
    await t.api('POST', '/v1/prices', { key: keys.secretKey, body: { product: other.id, unitAmount: 200, currency: 'EUR' } });
    const updated = await t.api('POST', `/v1/prices/${price.body.id}`, { key: keys.secretKey, body: { active: false, metadata: { b: '2' } } });
    expect(updated.body).toMatchObject({ active: false, metadata: { a: '1', b: '2' } });
    expect((await t.api('GET', `/v1/prices/${price.body.id}`, { key: keys.secretKey })).body).toStrictEqual(updated.body);
    const events = await t.api('GET', '/v1/events?type=price.updated', { key: keys.secretKey });
    expect(events.body.data[0].data).toStrictEqual(updated.body);
    const byProduct = await t.api('GET', `/v1/prices?product=${plan.id}`, { key: keys.secretKey });
    expect(byProduct.body.data.map((one: { id: string }) => one.id)).toEqual([price.body.id]);
    expect((await t.api('GET', '/v1/prices?active=true', { key: keys.secretKey })).body.data).toHaveLength(1);
    expectError(
      await t.api('POST', `/v1/prices/${price.body.id}`, { key: keys.secretKey, body: { unitAmount: 5 } }),
      400,
      'invalid_request_error',
      'parameter_unknown',
    );
  });

  it('restricted keys: prices write creates and updates; products alone → 403 permission_denied', async () => {
    const plan = await product();
    const write = await t.api('POST', '/v1/api_keys', { body: { name: 'prices', permissions: { prices: 'write' } } });
    const products = await t.api('POST', '/v1/api_keys', { body: { name: 'products', permissions: { products: 'write' } } });
    const created = await t.api('POST', '/v1/prices', { key: write.body.secret, body: { product: plan.id, unitAmount: 1, currency: 'EUR' } });
    expect(created.status).toBe(201);
    expectError(await t.api('GET', '/v1/prices', { key: products.body.secret }), 403, 'permission_error', 'permission_denied');
  });
});
