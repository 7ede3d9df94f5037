import { describe, expect, it } from 'vitest';
import { newAccount, useSandbox } from '../support/sandbox.js';
import { createCustomer } from '../support/saved-cards.js';
import { DAY, customerWithCard, eventTypesAbout, invoicesOf, listAll, read, recurringPrice, sandboxNow, subscribe } from '../support/billing.js';

/**
 * Metered billing over real HTTP (contract: usage record; Details fixed for the section above:
 * metered prices are billed in arrears, a metered subscription without a trial starts active with no
 * charge, usage reported during a trial is not billed; `timestamp` RFC 3339, default now; `action`
 * default increment).
 */

const iso = (ms: number) => new Date(ms).toISOString();

describe('usage records and metered billing', () => {
  const t = useSandbox();

  async function meteredSubscription(keys: { secretKey: string; publishableKey: string }, fields: Record<string, unknown> = {}, unitAmount = 25) {
    const price = await recurringPrice(t, keys, { interval: 'day', intervalCount: 10, usage: 'metered' }, unitAmount);
    const { customer } = await customerWithCard(t, keys);
    return subscribe(t, keys, { customer, price: price.id, ...fields });
  }

  const report = (keys: { secretKey: string }, body: Record<string, unknown>) => t.api('POST', '/v1/usage_records', { key: keys.secretKey, body });

  it('POST /v1/usage_records: an mbu_ id, the quantity, timestamp defaulting to now on the sandbox clock, action defaulting to increment', async () => {
    const keys = await newAccount(t);
    const subscription = await meteredSubscription(keys);
    const before = await sandboxNow(t);
    const created = await report(keys, { subscription: subscription.id, quantity: 7 });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ object: 'usage_record', subscription: subscription.id, quantity: 7, livemode: false });
    expect(created.body.id).toMatch(/^mbu_/);
    expect(Date.parse(created.body.timestamp)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(created.body.timestamp)).toBeLessThanOrEqual(await sandboxNow(t));
    const stamped = await report(keys, { subscription: subscription.id, quantity: 1, timestamp: subscription.currentPeriodStart, action: 'set' });
    expect(stamped.body.timestamp).toBe(subscription.currentPeriodStart);
  });

  it('a metered subscription without a trial starts active with no charge; at the period’s end its usage × unitAmount is invoiced in arrears and paid', async () => {
    const keys = await newAccount(t);
    const subscription = await meteredSubscription(keys);
    expect(subscription).toMatchObject({ status: 'active', latestInvoice: null });
    expect(await invoicesOf(t, keys, subscription.id)).toEqual([]);
    for (const quantity of [3, 4, 5]) expect((await report(keys, { subscription: subscription.id, quantity })).status).toBe(201);
    await t.advanceClock(10 * DAY);
    const [invoice] = await invoicesOf(t, keys, subscription.id);
    expect(invoice).toMatchObject({
      status: 'paid',
      amountDue: 12 * 25,
      amountPaid: 12 * 25,
      periodStart: subscription.currentPeriodStart,
      periodEnd: subscription.currentPeriodEnd,
      attemptCount: 1,
    });
    expect(await read(t, keys, `/v1/subscriptions/${subscription.id}`)).toMatchObject({
      status: 'active',
      latestInvoice: invoice.id,
      currentPeriodStart: subscription.currentPeriodEnd,
    });
  });

  it('action set replaces the running total of the period; increments after it add to it; records count in the order of their timestamps', async () => {
    const keys = await newAccount(t);
    const subscription = await meteredSubscription(keys);
    const start = Date.parse(subscription.currentPeriodStart);
    // Reported out of order: the timestamps decide; two records of one timestamp count in the order reported.
    await report(keys, { subscription: subscription.id, quantity: 100, timestamp: iso(start + 3000) });
    await report(keys, { subscription: subscription.id, quantity: 2, timestamp: iso(start + 1000) });
    await report(keys, { subscription: subscription.id, quantity: 10, timestamp: iso(start + 2000), action: 'set' });
    await report(keys, { subscription: subscription.id, quantity: 5, timestamp: iso(start + 3000) });
    await t.advanceClock(10 * DAY);
    const [invoice] = await invoicesOf(t, keys, subscription.id);
    expect(invoice.amountDue).toBe((10 + 100 + 5) * 25);
  });

  it('a period’s usage stays in its period: what is reported in the next period is billed at the next period’s end', async () => {
    const keys = await newAccount(t);
    const subscription = await meteredSubscription(keys);
    await report(keys, { subscription: subscription.id, quantity: 4 });
    await t.advanceClock(10 * DAY);
    await report(keys, { subscription: subscription.id, quantity: 6 });
    await t.advanceClock(10 * DAY);
    const invoices = await invoicesOf(t, keys, subscription.id);
    expect(invoices.map((invoice) => invoice.amountDue)).toEqual([4 * 25, 6 * 25]);
    expect(invoices[1].periodStart).toBe(invoices[0].periodEnd);
  });

  it('usage reported during a trial is not billed: the trial’s end starts the first period (active) without an invoice; that period’s usage is billed at its end', async () => {
    const keys = await newAccount(t);
    const subscription = await meteredSubscription(keys, { trialDays: 5 });
    expect(subscription.status).toBe('trialing');
    await report(keys, { subscription: subscription.id, quantity: 50 });
    await t.advanceClock(5 * DAY);
    expect(await read(t, keys, `/v1/subscriptions/${subscription.id}`)).toMatchObject({
      status: 'active',
      currentPeriodStart: subscription.trialEndsAt,
    });
    expect(await invoicesOf(t, keys, subscription.id)).toEqual([]);
    await report(keys, { subscription: subscription.id, quantity: 3 });
    await t.advanceClock(10 * DAY);
    const [invoice] = await invoicesOf(t, keys, subscription.id);
    expect(invoice).toMatchObject({ amountDue: 3 * 25, periodStart: subscription.trialEndsAt, status: 'paid' });
  });

  it('a period without usage: an invoice of 0, paid without a payment (payment null, invoice.paid)', async () => {
    const keys = await newAccount(t);
    const subscription = await meteredSubscription(keys);
    await t.advanceClock(10 * DAY);
    const [invoice] = await invoicesOf(t, keys, subscription.id);
    expect(invoice).toMatchObject({ amountDue: 0, amountPaid: 0, status: 'paid', payment: null, attemptCount: 0 });
    expect(await eventTypesAbout(t, keys, invoice.id)).toEqual(['invoice.created', 'invoice.finalized', 'invoice.paid']);
  });

  it('cancelAtPeriodEnd on a metered subscription: canceled at the period’s end, and the usage of the period that ended is still billed', async () => {
    const keys = await newAccount(t);
    const subscription = await meteredSubscription(keys);
    await report(keys, { subscription: subscription.id, quantity: 8 });
    await t.api('POST', `/v1/subscriptions/${subscription.id}`, { key: keys.secretKey, body: { cancelAtPeriodEnd: true } });
    await t.advanceClock(10 * DAY);
    expect((await read(t, keys, `/v1/subscriptions/${subscription.id}`)).status).toBe('canceled');
    const invoices = await invoicesOf(t, keys, subscription.id);
    expect(invoices.map((invoice) => [invoice.amountDue, invoice.status])).toEqual([[8 * 25, 'paid']]);
  });

  it('refusals: a timestamp before the current period (billed already) or in the future → 400 param timestamp; a licensed subscription → 400 param subscription; a canceled one → 400 subscription_state_invalid; unknown → 404', async () => {
    const keys = await newAccount(t);
    const subscription = await meteredSubscription(keys);
    const now = await sandboxNow(t);
    for (const timestamp of [iso(Date.parse(subscription.currentPeriodStart) - 1000), iso(now + 3600_000), 'yesterday']) {
      const refused = await report(keys, { subscription: subscription.id, quantity: 1, timestamp });
      expect(refused.status, JSON.stringify(refused.body)).toBe(400);
      expect(refused.body.error).toMatchObject({ code: 'parameter_invalid', param: 'timestamp' });
    }
    for (const [body, param] of [
      [{ subscription: subscription.id, quantity: -1 }, 'quantity'],
      [{ subscription: subscription.id, quantity: 1.5 }, 'quantity'],
      [{ subscription: subscription.id, quantity: 1, action: 'add' }, 'action'],
      [{ quantity: 1 }, 'subscription'],
    ] as const) {
      const refused = await report(keys, body);
      expect(refused.status).toBe(400);
      expect(refused.body.error.param).toBe(param);
    }
    const licensedPrice = await recurringPrice(t, keys);
    const customer = await createCustomer(t, keys);
    const licensed = await subscribe(t, keys, { customer: customer.id, price: licensedPrice.id, trialDays: 3 });
    const refused = await report(keys, { subscription: licensed.id, quantity: 1 });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({ code: 'parameter_invalid', param: 'subscription' });
    await t.api('POST', `/v1/subscriptions/${subscription.id}/cancel`, { key: keys.secretKey });
    expect((await report(keys, { subscription: subscription.id, quantity: 1 })).body.error.code).toBe('subscription_state_invalid');
    const missing = await report(keys, { subscription: 'sub_missing', quantity: 1 });
    expect(missing.status).toBe(404);
    expect(missing.body.error).toMatchObject({ code: 'resource_missing', param: 'subscription' });
  });

  it('GET /v1/usage_records?subscription=: newest first, cursor paginated; without subscription → 400 parameter_missing; an unknown one → 404', async () => {
    const keys = await newAccount(t);
    const subscription = await meteredSubscription(keys);
    const other = await meteredSubscription(keys);
    const ids: string[] = [];
    for (let quantity = 1; quantity <= 5; quantity++) ids.push((await report(keys, { subscription: subscription.id, quantity })).body.id);
    await report(keys, { subscription: other.id, quantity: 9 });
    expect((await listAll(t, keys, `/v1/usage_records?subscription=${subscription.id}`)).map((record) => record.id)).toEqual(ids.reverse());
    const page = await t.api('GET', `/v1/usage_records?subscription=${subscription.id}&limit=2`, { key: keys.secretKey });
    expect(page.body.page).toMatchObject({ has_more: true, total_estimate: 5 });
    const next = await t.api('GET', `/v1/usage_records?subscription=${subscription.id}&limit=2&starting_after=${page.body.page.next_cursor}`, {
      key: keys.secretKey,
    });
    expect(next.body.data.map((record: { id: string }) => record.id)).toEqual(ids.slice(2, 4));
    const switched = await t.api('GET', `/v1/usage_records?subscription=${other.id}&limit=2&starting_after=${page.body.page.next_cursor}`, {
      key: keys.secretKey,
    });
    expect(switched.body.error.code).toBe('filter_changed');
    const missing = await t.api('GET', '/v1/usage_records', { key: keys.secretKey });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toMatchObject({ code: 'parameter_missing', param: 'subscription' });
    expect((await t.api('GET', '/v1/usage_records?subscription=sub_missing', { key: keys.secretKey })).status).toBe(404);
  });

  it('restricted keys: usage_records read lists, write reports; without the scope → 403 permission_denied', async () => {
    const keys = await newAccount(t);
    const subscription = await meteredSubscription(keys);
    const restricted = async (permissions: Record<string, string>) =>
      (await t.api('POST', '/v1/api_keys', { key: keys.secretKey, body: { name: 'usage', permissions } })).body.secret as string;
    const none = await restricted({ subscriptions: 'write' });
    const reader = await restricted({ usage_records: 'read' });
    const writer = await restricted({ usage_records: 'write' });
    const list = `/v1/usage_records?subscription=${subscription.id}`;
    const body = { subscription: subscription.id, quantity: 1 };
    expect((await t.api('GET', list, { key: none })).status).toBe(403);
    expect((await t.api('POST', '/v1/usage_records', { key: none, body })).status).toBe(403);
    expect((await t.api('GET', list, { key: reader })).status).toBe(200);
    expect((await t.api('POST', '/v1/usage_records', { key: reader, body })).status).toBe(403);
    expect((await t.api('POST', '/v1/usage_records', { key: writer, body })).status).toBe(201);
  });
});
