import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { Event, Invoice, ListEnvelope, Subscription, UsageRecord } from '../../src/api/resources.js';
import { newAccount, useSandbox } from '../support/sandbox.js';
import { createCustomer, saveCard, singleUseToken } from '../support/saved-cards.js';
import { DAY, customerWithCard, eventTypesAbout, invoicesOf, listAll, read, recurringPrice, sandboxNow, subscribe } from '../support/billing.js';

/**
 * Subscriptions over real HTTP (contract: Customers, saved cards, subscriptions and invoices;
 * Subscriptions): creation with or without a trial, the trial alternatives and their errors, what a
 * subscription needs to start, update, cancel, the list, keys and idempotency.
 */

const expectRefusal = (answer: { status: number; body: any }, status: number, code: string, param?: string) => {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  expect(answer.body.error).toMatchObject({ code, ...(param === undefined ? {} : { param }) });
};

describe('subscriptions: creation and trials', () => {
  const t = useSandbox();

  it('trialDays: the subscription starts trialing, needs no card, trialEndsAt is trialDays after now and the first period is the trial; nothing is invoiced yet', async () => {
    const keys = await newAccount(t);
    const price = await recurringPrice(t, keys);
    const customer = await createCustomer(t, keys);
    const before = await sandboxNow(t);
    const subscription = await subscribe(t, keys, { customer: customer.id, price: price.id, trialDays: 14, metadata: { plan: 'pro' } });
    expect(subscription).toMatchObject({
      object: 'subscription',
      customer: customer.id,
      price: price.id,
      quantity: 1,
      status: 'trialing',
      cancelAtPeriodEnd: false,
      defaultToken: null,
      latestInvoice: null,
      metadata: { plan: 'pro' },
      livemode: false,
    });
    expect(subscription.id).toMatch(/^sub_/);
    const trialEnd = Date.parse(subscription.trialEndsAt);
    expect(trialEnd - Date.parse(subscription.createdAt)).toBe(14 * DAY * 1000);
    expect(Date.parse(subscription.createdAt)).toBeGreaterThanOrEqual(before);
    expect(subscription.currentPeriodStart).toBe(subscription.createdAt);
    expect(subscription.currentPeriodEnd).toBe(subscription.trialEndsAt);
    expect(await invoicesOf(t, keys, subscription.id)).toEqual([]);
    expect(await eventTypesAbout(t, keys, subscription.id)).toEqual(['subscription.created']);
    expect(await read(t, keys, `/v1/subscriptions/${subscription.id}`)).toEqual(subscription);
  });

  it('trialEndsAt (RFC 3339, in the future, at most 730 days ahead) is the alternative: trialing until exactly then', async () => {
    const keys = await newAccount(t);
    const price = await recurringPrice(t, keys);
    const customer = await createCustomer(t, keys);
    const trialEndsAt = new Date((await sandboxNow(t)) + 730 * DAY * 1000 - 60_000).toISOString();
    const subscription = await subscribe(t, keys, { customer: customer.id, price: price.id, trialEndsAt });
    expect(subscription).toMatchObject({ status: 'trialing', trialEndsAt, currentPeriodEnd: trialEndsAt });
    // Another offset is the same instant, rendered in UTC.
    const inTenDays = new Date((await sandboxNow(t)) + 10 * DAY * 1000);
    inTenDays.setUTCMilliseconds(0);
    const local = `${new Date(inTenDays.getTime() + 2 * 3600_000).toISOString().slice(0, 19)}+02:00`;
    const withOffset = await subscribe(t, keys, { customer: customer.id, price: price.id, trialEndsAt: local });
    expect(withOffset.trialEndsAt).toBe(inTenDays.toISOString());
  });

  it('trialDays and trialEndsAt are alternatives: both → 400 parameter_invalid, param trialEndsAt, and nothing is created', async () => {
    const keys = await newAccount(t);
    const price = await recurringPrice(t, keys);
    const customer = await createCustomer(t, keys);
    const trialEndsAt = new Date((await sandboxNow(t)) + 10 * DAY * 1000).toISOString();
    const both = await t.api('POST', '/v1/subscriptions', {
      key: keys.secretKey,
      body: { customer: customer.id, price: price.id, trialDays: 10, trialEndsAt },
    });
    expectRefusal(both, 400, 'parameter_invalid', 'trialEndsAt');
    expect(both.body.error.message).toMatch(/trialDays/);
    expect(await listAll(t, keys, '/v1/subscriptions')).toEqual([]);
  });

  it('a trialEndsAt in the past, now, more than 730 days ahead or not RFC 3339 → 400 parameter_invalid, param trialEndsAt', async () => {
    const keys = await newAccount(t);
    const price = await recurringPrice(t, keys);
    const customer = await createCustomer(t, keys);
    const now = await sandboxNow(t);
    for (const [trialEndsAt, message] of [
      [new Date(now - 60_000).toISOString(), /in the future/],
      [new Date(now - 1000).toISOString(), /in the future/],
      [new Date(now + 731 * DAY * 1000).toISOString(), /730 days/],
      ['next tuesday', /RFC 3339/],
      ['2030-01-01', /RFC 3339/],
    ] as const) {
      const refused = await t.api('POST', '/v1/subscriptions', {
        key: keys.secretKey,
        body: { customer: customer.id, price: price.id, trialEndsAt },
      });
      expectRefusal(refused, 400, 'parameter_invalid', 'trialEndsAt');
      expect(refused.body.error.message).toMatch(message);
    }
    expect(await listAll(t, keys, '/v1/subscriptions')).toEqual([]);
  });

  it('trialDays is an integer from 1 to 730: 0, 731, 1.5 and "7" → 400 parameter_invalid, param trialDays', async () => {
    const keys = await newAccount(t);
    const price = await recurringPrice(t, keys);
    const customer = await createCustomer(t, keys);
    for (const trialDays of [0, 731, 1.5, '7']) {
      const refused = await t.api('POST', '/v1/subscriptions', { key: keys.secretKey, body: { customer: customer.id, price: price.id, trialDays } });
      expectRefusal(refused, 400, 'parameter_invalid', 'trialDays');
    }
    const longest = await subscribe(t, keys, { customer: customer.id, price: price.id, trialDays: 730 });
    expect(Date.parse(longest.trialEndsAt) - Date.parse(longest.createdAt)).toBe(730 * DAY * 1000);
  });

  it('without a trial a subscription needs a card: no defaultToken and none on the customer → 400 parameter_missing, param defaultToken', async () => {
    const keys = await newAccount(t);
    const price = await recurringPrice(t, keys);
    const { customer } = await saveCard(t, keys);
    const refused = await t.api('POST', '/v1/subscriptions', { key: keys.secretKey, body: { customer, price: price.id } });
    expectRefusal(refused, 400, 'parameter_missing', 'defaultToken');
    expect(refused.body.error.message).toMatch(/defaultToken/);
    expect(await listAll(t, keys, '/v1/subscriptions')).toEqual([]);
  });

  it('without a trial: incomplete until its first invoice is paid, which is charged at once off-session with the customer’s default card → active', async () => {
    const keys = await newAccount(t);
    const price = await recurringPrice(t, keys, { interval: 'month' }, 1500);
    const { customer } = await customerWithCard(t, keys);
    const subscription = await subscribe(t, keys, { customer, price: price.id, quantity: 3 });
    expect(subscription).toMatchObject({ status: 'active', quantity: 3, trialEndsAt: null, defaultToken: null });
    const [invoice] = await invoicesOf(t, keys, subscription.id);
    expect(subscription.latestInvoice).toBe(invoice.id);
    expect(invoice).toMatchObject({
      object: 'invoice',
      customer,
      subscription: subscription.id,
      status: 'paid',
      amountDue: 4500,
      amountPaid: 4500,
      currency: 'EUR',
      periodStart: subscription.currentPeriodStart,
      periodEnd: subscription.currentPeriodEnd,
      attemptCount: 1,
      nextAttemptAt: null,
    });
    const payment = await read(t, keys, `/v1/payments/${invoice.payment}`);
    expect(payment).toMatchObject({ status: 'completed', amount: 4500, currency: 'EUR', customer: { id: customer } });
    const events = await eventTypesAbout(t, keys, subscription.id);
    expect(events).toEqual(['subscription.created', 'subscription.updated']);
    const created = (await listAll(t, keys, '/v1/events?type=subscription.created')).find((event) => event.data.id === subscription.id);
    expect(created.data.status).toBe('incomplete');
    expect(await eventTypesAbout(t, keys, invoice.id)).toEqual(['invoice.created', 'invoice.finalized', 'invoice.paid']);
  });

  it('defaultToken pays instead of the customer’s default card; it must be a saved card of that customer (single use → 400 token_not_reusable, another customer’s → 400 token_customer_mismatch, unknown → 404)', async () => {
    const keys = await newAccount(t);
    const price = await recurringPrice(t, keys);
    const { customer, token } = await saveCard(t, keys);
    const subscription = await subscribe(t, keys, { customer, price: price.id, defaultToken: token.id });
    expect(subscription).toMatchObject({ status: 'active', defaultToken: token.id });
    const [invoice] = await invoicesOf(t, keys, subscription.id);
    expect((await read(t, keys, `/v1/payments/${invoice.payment}`)).paymentMethod.card.last4).toBe('4242');

    const single = await singleUseToken(t, keys, '4242424242424242');
    const other = await saveCard(t, keys);
    for (const [defaultToken, status, code] of [
      [single.id, 400, 'token_not_reusable'],
      [other.token.id, 400, 'token_customer_mismatch'],
      ['tok_missing', 404, 'resource_missing'],
    ] as const) {
      const refused = await t.api('POST', '/v1/subscriptions', { key: keys.secretKey, body: { customer, price: price.id, defaultToken } });
      expectRefusal(refused, status, code, 'defaultToken');
    }
  });

  it('the customer and the price must exist (404, param customer / price); a one-time or inactive price → 400 parameter_invalid, param price', async () => {
    const keys = await newAccount(t);
    const price = await recurringPrice(t, keys);
    const customer = await createCustomer(t, keys);
    const body = { customer: customer.id, price: price.id, trialDays: 3 };
    expectRefusal(
      await t.api('POST', '/v1/subscriptions', { key: keys.secretKey, body: { ...body, customer: 'cus_missing' } }),
      404,
      'resource_missing',
      'customer',
    );
    expectRefusal(
      await t.api('POST', '/v1/subscriptions', { key: keys.secretKey, body: { ...body, price: 'price_missing' } }),
      404,
      'resource_missing',
      'price',
    );
    const oneTime = await t.api('POST', '/v1/prices', { key: keys.secretKey, body: { product: price.product, unitAmount: 500, currency: 'EUR' } });
    const refused = await t.api('POST', '/v1/subscriptions', { key: keys.secretKey, body: { ...body, price: oneTime.body.id } });
    expectRefusal(refused, 400, 'parameter_invalid', 'price');
    expect(refused.body.error.message).toMatch(/one-time/);
    await t.api('POST', `/v1/prices/${price.id}`, { key: keys.secretKey, body: { active: false } });
    expectRefusal(await t.api('POST', '/v1/subscriptions', { key: keys.secretKey, body }), 400, 'parameter_invalid', 'price');
  });

  it('quantity defaults to 1 and is a whole number from 1; a metered price takes no other quantity (400 parameter_invalid, param quantity)', async () => {
    const keys = await newAccount(t);
    const licensed = await recurringPrice(t, keys);
    const metered = await recurringPrice(t, keys, { interval: 'month', usage: 'metered' }, 2);
    const customer = await createCustomer(t, keys);
    expect((await subscribe(t, keys, { customer: customer.id, price: licensed.id, trialDays: 3 })).quantity).toBe(1);
    for (const quantity of [0, -1, 1.5, '2']) {
      const refused = await t.api('POST', '/v1/subscriptions', {
        key: keys.secretKey,
        body: { customer: customer.id, price: licensed.id, trialDays: 3, quantity },
      });
      expectRefusal(refused, 400, 'parameter_invalid', 'quantity');
    }
    const refused = await t.api('POST', '/v1/subscriptions', {
      key: keys.secretKey,
      body: { customer: customer.id, price: metered.id, trialDays: 3, quantity: 2 },
    });
    expectRefusal(refused, 400, 'parameter_invalid', 'quantity');
  });

  it('a first invoice that declines leaves the subscription incomplete (not past_due) with the invoice open and retried; paying it with another card makes it active', async () => {
    const keys = await newAccount(t);
    const price = await recurringPrice(t, keys);
    const { customer } = await customerWithCard(t, keys, '4000000000000341');
    const subscription = await subscribe(t, keys, { customer, price: price.id });
    expect(subscription.status).toBe('incomplete');
    const [invoice] = await invoicesOf(t, keys, subscription.id);
    expect(invoice).toMatchObject({ status: 'open', attemptCount: 1, amountPaid: 0 });
    // A day after the attempt (the clock reads real time between two requests: within a second of it).
    expect(Date.parse(invoice.nextAttemptAt) - Date.parse(invoice.createdAt) - DAY * 1000).toBeGreaterThanOrEqual(0);
    expect(Date.parse(invoice.nextAttemptAt) - Date.parse(invoice.createdAt) - DAY * 1000).toBeLessThan(1000);
    const good = await saveCard(t, keys, '5555555555554444', customer);
    const paid = await t.api('POST', `/v1/invoices/${invoice.id}/pay`, { key: keys.secretKey, body: { token: good.token.id } });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body).toMatchObject({ status: 'paid', attemptCount: 2, nextAttemptAt: null, amountPaid: invoice.amountDue });
    expect((await read(t, keys, `/v1/subscriptions/${subscription.id}`)).status).toBe('active');
    expect(await eventTypesAbout(t, keys, subscription.id)).toEqual(['subscription.created', 'subscription.updated']);
  });

  it('Idempotency-Key: the same create twice answers the same subscription (Idempotent-Replayed), one subscription and one first invoice', async () => {
    const keys = await newAccount(t);
    const price = await recurringPrice(t, keys);
    const { customer } = await customerWithCard(t, keys);
    const idempotencyKey = randomUUID();
    const body = { customer, price: price.id };
    const first = await t.api('POST', '/v1/subscriptions', { key: keys.secretKey, body, idempotencyKey });
    const again = await t.api('POST', '/v1/subscriptions', { key: keys.secretKey, body, idempotencyKey });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await listAll(t, keys, '/v1/subscriptions')).toHaveLength(1);
    expect(await listAll(t, keys, '/v1/invoices')).toHaveLength(1);
    const reuse = await t.api('POST', '/v1/subscriptions', { key: keys.secretKey, body: { ...body, quantity: 2 }, idempotencyKey });
    expectRefusal(reuse, 409, 'idempotency_key_reuse');
  });
});

describe('subscriptions: update, cancel, list, keys', () => {
  const t = useSandbox();

  it('update: metadata merged by key (subscription.updated, status unchanged), defaultToken a saved card of its customer, cancelAtPeriodEnd', async () => {
    const keys = await newAccount(t);
    const price = await recurringPrice(t, keys);
    const { customer, token } = await saveCard(t, keys);
    const subscription = await subscribe(t, keys, { customer, price: price.id, trialDays: 30, metadata: { a: '1', b: '2' } });
    const updated = await t.api('POST', `/v1/subscriptions/${subscription.id}`, {
      key: keys.secretKey,
      body: { metadata: { b: '', c: '3' }, defaultToken: token.id, cancelAtPeriodEnd: true },
    });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body).toMatchObject({ metadata: { a: '1', c: '3' }, defaultToken: token.id, cancelAtPeriodEnd: true, status: 'trialing' });
    const cleared = await t.api('POST', `/v1/subscriptions/${subscription.id}`, {
      key: keys.secretKey,
      body: { defaultToken: null, cancelAtPeriodEnd: false },
    });
    expect(cleared.body).toMatchObject({ defaultToken: null, cancelAtPeriodEnd: false });
    expect(await eventTypesAbout(t, keys, subscription.id)).toEqual(['subscription.created', 'subscription.updated', 'subscription.updated']);
    const other = await saveCard(t, keys);
    expectRefusal(
      await t.api('POST', `/v1/subscriptions/${subscription.id}`, {
        key: keys.secretKey,
        body: { defaultToken: other.token.id, metadata: { d: '4' } },
      }),
      400,
      'token_customer_mismatch',
      'defaultToken',
    );
    expect((await read(t, keys, `/v1/subscriptions/${subscription.id}`)).metadata).toEqual({ a: '1', c: '3' });
    expectRefusal(
      await t.api('POST', `/v1/subscriptions/${subscription.id}`, { key: keys.secretKey, body: { quantity: 2 } }),
      400,
      'parameter_unknown',
      'quantity',
    );
  });

  it('cancel: canceled at once, subscription.canceled; a second cancel → 400 subscription_state_invalid; a canceled subscription takes metadata only, and is never billed again', async () => {
    const keys = await newAccount(t);
    const price = await recurringPrice(t, keys, { interval: 'day' });
    const { customer, token } = await customerWithCard(t, keys);
    const subscription = await subscribe(t, keys, { customer, price: price.id });
    const canceled = await t.api('POST', `/v1/subscriptions/${subscription.id}/cancel`, { key: keys.secretKey });
    expect(canceled.status).toBe(200);
    expect(canceled.body).toMatchObject({ id: subscription.id, status: 'canceled' });
    expectRefusal(await t.api('POST', `/v1/subscriptions/${subscription.id}/cancel`, { key: keys.secretKey }), 400, 'subscription_state_invalid');
    expectRefusal(
      await t.api('POST', `/v1/subscriptions/${subscription.id}`, { key: keys.secretKey, body: { cancelAtPeriodEnd: true } }),
      400,
      'subscription_state_invalid',
    );
    expectRefusal(
      await t.api('POST', `/v1/subscriptions/${subscription.id}`, { key: keys.secretKey, body: { defaultToken: token } }),
      400,
      'subscription_state_invalid',
    );
    const noted = await t.api('POST', `/v1/subscriptions/${subscription.id}`, { key: keys.secretKey, body: { metadata: { reason: 'moved' } } });
    expect(noted.body).toMatchObject({ status: 'canceled', metadata: { reason: 'moved' } });
    await t.advanceClock(3 * DAY);
    expect(await invoicesOf(t, keys, subscription.id)).toHaveLength(1);
    expect(await eventTypesAbout(t, keys, subscription.id)).toEqual([
      'subscription.created',
      'subscription.updated',
      'subscription.canceled',
      'subscription.updated',
    ]);
    expectRefusal(await t.api('POST', '/v1/subscriptions/sub_missing/cancel', { key: keys.secretKey }), 404, 'resource_missing', 'id');
  });

  it('GET /v1/subscriptions: newest first, filters customer and status, cursor pagination; an unknown status → 400 parameter_invalid', async () => {
    const keys = await newAccount(t);
    const price = await recurringPrice(t, keys);
    const first = await createCustomer(t, keys);
    const second = await createCustomer(t, keys);
    const created = [];
    for (const customer of [first, second, first, second, first]) {
      created.push(await subscribe(t, keys, { customer: customer.id, price: price.id, trialDays: 5 }));
    }
    await t.api('POST', `/v1/subscriptions/${created[2].id}/cancel`, { key: keys.secretKey });
    const ids = (list: any[]) => list.map((subscription) => subscription.id);
    expect(ids(await listAll(t, keys, '/v1/subscriptions'))).toEqual(ids(created).reverse());
    expect(ids(await listAll(t, keys, `/v1/subscriptions?customer=${first.id}`))).toEqual([created[4].id, created[2].id, created[0].id]);
    expect(ids(await listAll(t, keys, '/v1/subscriptions?status=canceled'))).toEqual([created[2].id]);
    expect(ids(await listAll(t, keys, `/v1/subscriptions?customer=${first.id}&status=trialing`))).toEqual([created[4].id, created[0].id]);

    const page1 = await t.api('GET', `/v1/subscriptions?limit=2&customer=${first.id}`, { key: keys.secretKey });
    expect(page1.body.page).toMatchObject({ has_more: true, total_estimate: 3 });
    const page2 = await t.api('GET', `/v1/subscriptions?limit=2&customer=${first.id}&starting_after=${page1.body.page.next_cursor}`, {
      key: keys.secretKey,
    });
    expect(ids(page2.body.data)).toEqual([created[0].id]);
    expect(page2.body.page.has_more).toBe(false);
    const changed = await t.api('GET', `/v1/subscriptions?limit=2&customer=${second.id}&starting_after=${page1.body.page.next_cursor}`, {
      key: keys.secretKey,
    });
    expectRefusal(changed, 400, 'filter_changed');
    expectRefusal(await t.api('GET', '/v1/subscriptions?status=paused', { key: keys.secretKey }), 400, 'parameter_invalid', 'status');
    expectRefusal(await t.api('GET', '/v1/subscriptions?price=x', { key: keys.secretKey }), 400, 'parameter_unknown');
  });

  it('restricted keys: subscriptions read lists and retrieves but cannot create (403); without the subscriptions scope every subscription route → 403 permission_denied; a publishable key → 401', async () => {
    const keys = await newAccount(t);
    const price = await recurringPrice(t, keys);
    const customer = await createCustomer(t, keys);
    const subscription = await subscribe(t, keys, { customer: customer.id, price: price.id, trialDays: 3 });
    const restricted = async (permissions: Record<string, string>) =>
      (await t.api('POST', '/v1/api_keys', { key: keys.secretKey, body: { name: 'billing', permissions } })).body.secret as string;
    const none = await restricted({ customers: 'write', prices: 'write', invoices: 'write' });
    const reader = await restricted({ subscriptions: 'read' });
    const writer = await restricted({ subscriptions: 'write' });
    const body = { customer: customer.id, price: price.id, trialDays: 3 };
    for (const [method, path, call] of [
      ['GET', '/v1/subscriptions', {}],
      ['GET', `/v1/subscriptions/${subscription.id}`, {}],
      ['POST', '/v1/subscriptions', { body }],
      ['POST', `/v1/subscriptions/${subscription.id}`, { body: { metadata: { a: 'b' } } }],
      ['POST', `/v1/subscriptions/${subscription.id}/cancel`, {}],
    ] as const) {
      expectRefusal(await t.api(method, path, { ...call, key: none }), 403, 'permission_denied');
      expectRefusal(await t.api(method, path, { ...call, key: keys.publishableKey }), 401, 'api_key_wrong_type');
    }
    expect((await t.api('GET', '/v1/subscriptions', { key: reader })).status).toBe(200);
    expect((await t.api('GET', `/v1/subscriptions/${subscription.id}`, { key: reader })).status).toBe(200);
    expectRefusal(await t.api('POST', '/v1/subscriptions', { key: reader, body }), 403, 'permission_denied');
    expect((await t.api('POST', '/v1/subscriptions', { key: writer, body })).status).toBe(201);
    expect((await t.api('POST', `/v1/subscriptions/${subscription.id}/cancel`, { key: writer })).status).toBe(200);
  });

  it('the answers are the wire shapes of src/api (Subscription, Invoice, UsageRecord, their list envelopes, the events), as the server module parses them', async () => {
    const keys = await newAccount(t);
    const price = await recurringPrice(t, keys);
    const metered = await recurringPrice(t, keys, { interval: 'month', usage: 'metered' }, 5);
    const { customer } = await customerWithCard(t, keys);
    const subscription = await subscribe(t, keys, { customer, price: price.id });
    const usage = await subscribe(t, keys, { customer, price: metered.id });
    const record = await t.api('POST', '/v1/usage_records', { key: keys.secretKey, body: { subscription: usage.id, quantity: 2 } });
    const strictly = (schema: { parse: (value: unknown) => unknown }, value: unknown) => expect(schema.parse(value)).toEqual(value);
    strictly(Subscription, subscription);
    strictly(UsageRecord, record.body);
    strictly(Invoice, (await invoicesOf(t, keys, subscription.id))[0]);
    strictly(ListEnvelope(Subscription), (await t.api('GET', '/v1/subscriptions', { key: keys.secretKey })).body);
    strictly(ListEnvelope(Invoice), (await t.api('GET', '/v1/invoices', { key: keys.secretKey })).body);
    strictly(ListEnvelope(UsageRecord), (await t.api('GET', `/v1/usage_records?subscription=${usage.id}`, { key: keys.secretKey })).body);
    for (const event of await listAll(t, keys, '/v1/events')) {
      strictly(Event, event);
      if (event.type.startsWith('subscription.')) strictly(Subscription, event.data);
      if (event.type.startsWith('invoice.')) strictly(Invoice, event.data);
    }
  });

  it('subscriptions are scoped to their account: another account’s subscription → 404', async () => {
    const keys = await newAccount(t);
    const other = await newAccount(t);
    const price = await recurringPrice(t, keys);
    const customer = await createCustomer(t, keys);
    const subscription = await subscribe(t, keys, { customer: customer.id, price: price.id, trialDays: 3 });
    expectRefusal(await t.api('GET', `/v1/subscriptions/${subscription.id}`, { key: other.secretKey }), 404, 'resource_missing', 'id');
    expectRefusal(
      await t.api('POST', '/v1/subscriptions', { key: other.secretKey, body: { customer: customer.id, price: price.id, trialDays: 3 } }),
      404,
      'resource_missing',
      'customer',
    );
  });
});
