import { beforeAll, describe, expect, it } from 'vitest';
import type { Price } from '../../src/api/resources.js';
import type { SvcClient } from '../../src/server/client.js';
import { CardError, InvalidRequestError, PermissionError } from '../../src/server/errors.js';
import { DAY, customerWithCard, sandboxNow } from '../support/billing.js';
import { clientFor } from '../support/client.js';
import { saveCard } from '../support/saved-cards.js';
import { type AccountKeys, newAccount, useSandbox } from '../support/sandbox.js';
import { UUID_V4, rejectionOf } from '../support/errors.js';

/**
 * Subscriptions, invoices and usage records through the server module (issue 14, item 2; contract:
 * Customers, saved cards, subscriptions and invoices) against a real sandbox over real HTTP, billing on
 * the sandbox clock (`POST /_sandbox/clock/advance`). Cards are saved as the browser saves them.
 */

const t = useSandbox();

/** The runtime's fetch, recording each attempt's status and headers; `firstAttemptHeaders` go on attempt 1 only. */
function recordingFetch(firstAttemptHeaders: Record<string, string> = {}) {
  const attempts: { url: URL; headers: Headers; status?: number }[] = [];
  const wrapped: typeof fetch = async (input, init) => {
    const headers = new Headers(init?.headers);
    if (attempts.length === 0) for (const [name, value] of Object.entries(firstAttemptHeaders)) headers.set(name, value);
    const attempt: (typeof attempts)[number] = { url: new URL(input instanceof Request ? input.url : input.toString()), headers };
    attempts.push(attempt);
    const response = await fetch(input, { ...init, headers });
    attempt.status = response.status;
    return response;
  };
  return { fetch: wrapped, attempts };
}

/** A fresh account, its client, and a monthly price of 1500 EUR (or `recurring` as given). */
async function billingAccount(recurring: { interval: 'day' | 'week' | 'month' | 'year'; usage?: 'licensed' | 'metered' } = { interval: 'month' }) {
  const keys = await newAccount(t);
  const svc = clientFor(t, keys.secretKey);
  const product = await svc.products.create({ name: 'Plan' });
  const price = await svc.prices.create({ product: product.id, unitAmount: 1500, currency: 'EUR', recurring });
  return { keys, svc, price };
}

describe('subscriptions', () => {
  let keys: AccountKeys;
  let svc: SvcClient;
  let price: Price;
  beforeAll(async () => {
    ({ keys, svc, price } = await billingAccount());
  });

  it('with trialDays: trialing, no card yet, nothing invoiced; retrieve, update and cancel', async () => {
    const customer = await svc.customers.create({ email: 'trial@example.com' });
    const subscription = await svc.subscriptions.create({ customer: customer.id, price: price.id, trialDays: 14, metadata: { plan: 'pro' } });
    expect(subscription).toMatchObject({
      id: expect.stringMatching(/^sub_/),
      object: 'subscription',
      customer: customer.id,
      price: price.id,
      quantity: 1,
      status: 'trialing',
      trialEndsAt: expect.any(String),
      cancelAtPeriodEnd: false,
      defaultToken: null,
      latestInvoice: null,
      metadata: { plan: 'pro' },
    });
    expect(Date.parse(subscription.trialEndsAt!) - Date.parse(subscription.createdAt)).toBe(14 * DAY * 1000);
    expect(subscription.lastResponse).toMatchObject({ status: 201, idempotencyKey: expect.stringMatching(UUID_V4) });
    expect((await svc.subscriptions.retrieve(subscription.id)).status).toBe('trialing');

    const updated = await svc.subscriptions.update(subscription.id, { cancelAtPeriodEnd: true, metadata: { plan: '', seats: '5' } });
    expect(updated).toMatchObject({ cancelAtPeriodEnd: true, metadata: { seats: '5' } });

    const canceled = await svc.subscriptions.cancel(subscription.id);
    expect(canceled.status).toBe('canceled');
    const again = await rejectionOf(svc.subscriptions.cancel(subscription.id), InvalidRequestError);
    expect(again).toMatchObject({ code: 'subscription_state_invalid' });
  });

  it('trialEndsAt takes a Date; with trialDays too it is an InvalidRequestError naming trialEndsAt, and so is a past one', async () => {
    const customer = await svc.customers.create();
    const ends = new Date((await sandboxNow(t)) + 30 * DAY * 1000);
    const subscription = await svc.subscriptions.create({ customer: customer.id, price: price.id, trialEndsAt: ends });
    expect(Date.parse(subscription.trialEndsAt!)).toBe(ends.getTime());

    const both = await rejectionOf(
      svc.subscriptions.create({ customer: customer.id, price: price.id, trialDays: 7, trialEndsAt: ends }),
      InvalidRequestError,
    );
    expect(both).toMatchObject({ status: 400, param: 'trialEndsAt' });
    const past = await rejectionOf(
      svc.subscriptions.create({ customer: customer.id, price: price.id, trialEndsAt: new Date((await sandboxNow(t)) - DAY * 1000) }),
      InvalidRequestError,
    );
    expect(past).toMatchObject({ status: 400, code: 'parameter_invalid', param: 'trialEndsAt' });
  });

  it("without a trial: the customer's default card pays the first invoice at once, and the subscription is active", async () => {
    const { customer, token } = await customerWithCard(t, keys);
    const subscription = await svc.subscriptions.create({ customer, price: price.id, quantity: 2 });
    expect(subscription).toMatchObject({ status: 'active', quantity: 2, latestInvoice: expect.stringMatching(/^inv_/) });
    const invoice = await svc.invoices.retrieve(subscription.latestInvoice!);
    expect(invoice).toMatchObject({
      object: 'invoice',
      customer,
      subscription: subscription.id,
      status: 'paid',
      amountDue: 3000,
      amountPaid: 3000,
      currency: 'EUR',
      payment: expect.stringMatching(/^pay_/),
      attemptCount: 1,
      nextAttemptAt: null,
    });
    const payment = await svc.payments.retrieve(invoice.payment!);
    expect(payment).toMatchObject({ status: 'completed', amount: 3000, customer: { id: customer } });
    expect((await svc.customers.retrieve(customer)).defaultToken).toBe(token);
  });

  it('without a trial or any card: an InvalidRequestError naming defaultToken', async () => {
    const customer = await svc.customers.create();
    const error = await rejectionOf(svc.subscriptions.create({ customer: customer.id, price: price.id }), InvalidRequestError);
    expect(error).toMatchObject({ status: 400, param: 'defaultToken' });
  });

  it('list filters by customer and status and follows has_more across pages', async () => {
    const fresh = await billingAccount();
    const alice = await fresh.svc.customers.create({ name: 'Alice' });
    const bob = await fresh.svc.customers.create({ name: 'Bob' });
    const created: string[] = [];
    for (let index = 0; index < 7; index++) {
      const subscription = await fresh.svc.subscriptions.create({
        customer: index % 2 === 0 ? alice.id : bob.id,
        price: fresh.price.id,
        trialDays: 10,
      });
      created.push(subscription.id);
    }
    await fresh.svc.subscriptions.cancel(created[0]!);
    const { fetch, attempts } = recordingFetch();
    const listed: string[] = [];
    const list = clientFor(t, fresh.keys.secretKey, { fetch }).subscriptions.list({ customer: alice.id, status: 'trialing', limit: 1 });
    for await (const subscription of list) {
      expect(subscription).toMatchObject({ customer: alice.id, status: 'trialing' });
      listed.push(subscription.id);
    }
    expect(listed).toEqual([created[6], created[4], created[2]]);
    expect(attempts).toHaveLength(3);
    for (const attempt of attempts) expect(attempt.url.searchParams.get('customer')).toBe(alice.id);
    expect((await fresh.svc.subscriptions.list({ status: 'canceled' })).data.map((subscription) => subscription.id)).toEqual([created[0]]);
    expect(await fresh.svc.subscriptions.list().collect({ limit: 100 })).toHaveLength(7);
  });
});

describe('invoices', () => {
  it('a card that needs authentication: pay is a CardError with the payment and the invoice; the customer comes back; void', async () => {
    const { keys, svc, price } = await billingAccount();
    // 4000 0027 6000 3184: every off-session charge answers authentication_required.
    const { customer } = await customerWithCard(t, keys, '4000002760003184');
    const subscription = await svc.subscriptions.create({ customer, price: price.id });
    expect(subscription.status).toBe('incomplete');
    const open = await svc.invoices.list({ subscription: subscription.id, status: 'open' });
    expect(open.data).toHaveLength(1);
    const invoice = open.data[0]!;
    expect(invoice).toMatchObject({ status: 'open', amountDue: 1500, amountPaid: 0, attemptCount: 1 });

    const error = await rejectionOf(svc.invoices.pay(invoice.id), CardError);
    expect(error).toMatchObject({ status: 402, code: 'authentication_required' });
    expect(error.payment).toMatchObject({ status: 'requires_action', lastError: { code: 'authentication_required' }, amount: 1500 });
    expect(error.invoice).toMatchObject({ id: invoice.id, status: 'open', attemptCount: 2 });

    // Metadata only changes; the invoice stays open.
    const tagged = await svc.invoices.update(invoice.id, { metadata: { dunning: 'email-sent' } });
    expect(tagged).toMatchObject({ status: 'open', metadata: { dunning: 'email-sent' } });

    const voided = await svc.invoices.void(invoice.id);
    expect(voided.status).toBe('void');
    const refused = await rejectionOf(svc.invoices.pay(invoice.id), InvalidRequestError);
    expect(refused).toMatchObject({ status: 400, code: 'invoice_state_invalid' });
    // The first invoice of an incomplete subscription can no longer be paid: it never starts.
    expect((await svc.subscriptions.retrieve(subscription.id)).status).toBe('canceled');
  });

  it('a declined invoice is paid with another saved card of the customer (token)', async () => {
    const { keys, svc, price } = await billingAccount();
    // 4000 0000 0000 0341 saves fine and declines every later charge.
    const { customer } = await customerWithCard(t, keys, '4000000000000341');
    const subscription = await svc.subscriptions.create({ customer, price: price.id });
    const invoice = await svc.invoices.retrieve(subscription.latestInvoice!);
    expect(invoice.status).toBe('open');
    const declined = await rejectionOf(svc.invoices.pay(invoice.id), CardError);
    expect(declined.code).toBe('card_declined');

    const good = await saveCard(t, keys, '4242424242424242', customer);
    const paid = await svc.invoices.pay(invoice.id, { token: good.token.id });
    expect(paid).toMatchObject({ status: 'paid', amountPaid: 1500 });
    expect((await svc.subscriptions.retrieve(subscription.id)).status).toBe('active');
  });

  it('list filters (status, customer, created_after) stay on every page', async () => {
    const { keys, svc, price } = await billingAccount({ interval: 'day' });
    const { customer } = await customerWithCard(t, keys);
    const startedAt = new Date(await sandboxNow(t));
    const subscription = await svc.subscriptions.create({ customer, price: price.id });
    // Three more daily periods: four paid invoices in all.
    await t.advanceClock(3 * DAY + 60);
    const { fetch, attempts } = recordingFetch();
    const paid = await clientFor(t, keys.secretKey, { fetch })
      .invoices.list({ status: 'paid', customer, created_after: startedAt, limit: 3 })
      .collect({ limit: 50 });
    expect(paid).toHaveLength(4);
    expect(paid.every((invoice) => invoice.subscription === subscription.id && invoice.status === 'paid')).toBe(true);
    expect(attempts).toHaveLength(2);
    for (const attempt of attempts) {
      expect(attempt.url.searchParams.get('status')).toBe('paid');
      expect(attempt.url.searchParams.get('created_after')).toBe(startedAt.toISOString());
    }
  });
});

describe('usage records', () => {
  it('report usage (increment, set, a Date timestamp), list it per subscription, and the period bills it in arrears', async () => {
    const { keys, svc, price } = await billingAccount({ interval: 'month', usage: 'metered' });
    const { customer } = await customerWithCard(t, keys);
    const subscription = await svc.subscriptions.create({ customer, price: price.id });
    expect(subscription).toMatchObject({ status: 'active', latestInvoice: null });

    const now = await sandboxNow(t);
    const periodStart = new Date(Date.parse(subscription.currentPeriodStart) + 1);
    const first = await svc.usageRecords.create({ subscription: subscription.id, quantity: 5, timestamp: periodStart });
    expect(first).toEqual({
      id: expect.stringMatching(/^mbu_/),
      object: 'usage_record',
      subscription: subscription.id,
      quantity: 5,
      timestamp: periodStart.toISOString(),
      livemode: false,
    });
    await svc.usageRecords.create({ subscription: subscription.id, quantity: 3 });
    await svc.usageRecords.create({ subscription: subscription.id, quantity: 10, action: 'set', timestamp: new Date(now + 1000) });
    await svc.usageRecords.create({ subscription: subscription.id, quantity: 2, timestamp: new Date(now + 2000) });

    const { fetch, attempts } = recordingFetch();
    const records = await clientFor(t, keys.secretKey, { fetch })
      .usageRecords.list({ subscription: subscription.id, limit: 3 })
      .collect({ limit: 10 });
    expect(records.map((record) => record.quantity)).toEqual([2, 10, 3, 5]);
    expect(attempts).toHaveLength(2);

    await t.advanceClock(Math.ceil((Date.parse(subscription.currentPeriodEnd) - now) / 1000) + 60);
    const invoices = await svc.invoices.list({ subscription: subscription.id });
    // 10 (set), then 2 more: 12 units of 15.00.
    expect(invoices.data[0]).toMatchObject({ status: 'paid', amountDue: 12 * 1500, amountPaid: 12 * 1500 });
  });

  it('usage for a licensed price, or outside the current period, is an InvalidRequestError naming the field', async () => {
    const { keys, svc, price } = await billingAccount();
    const { customer } = await customerWithCard(t, keys);
    const licensed = await svc.subscriptions.create({ customer, price: price.id });
    expect(await rejectionOf(svc.usageRecords.create({ subscription: licensed.id, quantity: 1 }), InvalidRequestError)).toMatchObject({
      param: 'subscription',
    });
    const metered = await billingAccount({ interval: 'month', usage: 'metered' });
    const owner = await customerWithCard(t, metered.keys);
    const subscription = await metered.svc.subscriptions.create({ customer: owner.customer, price: metered.price.id });
    const before = new Date(Date.parse(subscription.currentPeriodStart) - DAY * 1000);
    expect(
      await rejectionOf(metered.svc.usageRecords.create({ subscription: subscription.id, quantity: 1, timestamp: before }), InvalidRequestError),
    ).toMatchObject({
      param: 'timestamp',
    });
  });

  it('a usage record retried after a lost answer is counted once', async () => {
    const { keys, price } = await billingAccount({ interval: 'month', usage: 'metered' });
    const { customer } = await customerWithCard(t, keys);
    const svc = clientFor(t, keys.secretKey);
    const subscription = await svc.subscriptions.create({ customer, price: price.id });
    const { fetch, attempts } = recordingFetch({ 'x-sandbox-fault': 'drop_connection' });
    const record = await clientFor(t, keys.secretKey, { fetch, maxNetworkRetries: 2 }).usageRecords.create({
      subscription: subscription.id,
      quantity: 7,
    });
    expect(attempts.map((attempt) => attempt.status)).toEqual([undefined, 201]);
    expect(attempts[1]!.headers.get('idempotency-key')).toBe(attempts[0]!.headers.get('idempotency-key'));
    expect(record.lastResponse).toMatchObject({ attempts: 2, replayed: true });
    expect((await svc.usageRecords.list({ subscription: subscription.id })).data.map((item) => item.id)).toEqual([record.id]);
  });
});

describe('restricted keys and retries', () => {
  it('a key without subscriptions is a PermissionError; subscriptions without invoices cannot read invoices', async () => {
    const { svc, price } = await billingAccount();
    const customer = await svc.customers.create();
    /** A client with a restricted key of `permissions`. */
    const key = (permissions: Record<string, 'read' | 'write'>) =>
      svc.apiKeys.create({ name: Object.keys(permissions).join('+'), permissions }).then((created) => clientFor(t, created.secret));

    const customersOnly = await key({ customers: 'write' });
    const denied = await rejectionOf(customersOnly.subscriptions.create({ customer: customer.id, price: price.id, trialDays: 3 }), PermissionError);
    expect(denied).toMatchObject({ status: 403, code: 'permission_denied' });
    expect(denied.message).toMatch(/subscriptions/);

    const billing = await key({ subscriptions: 'write' });
    const subscription = await billing.subscriptions.create({ customer: customer.id, price: price.id, trialDays: 3 });
    expect(subscription.status).toBe('trialing');
    expect((await rejectionOf(billing.invoices.list(), PermissionError)).message).toMatch(/invoices/);
    expect((await rejectionOf(billing.usageRecords.list({ subscription: subscription.id }), PermissionError)).message).toMatch(/usage_records/);
  });

  it('a subscription created through a 500 and its retry exists once', async () => {
    const { keys, price } = await billingAccount();
    const { customer } = await customerWithCard(t, keys);
    const { fetch, attempts } = recordingFetch({ 'x-sandbox-fault': 'server_error' });
    const subscription = await clientFor(t, keys.secretKey, { fetch, maxNetworkRetries: 2 }).subscriptions.create({ customer, price: price.id });
    expect(attempts.map((attempt) => attempt.status)).toEqual([500, 201]);
    expect(subscription.lastResponse.attempts).toBe(2);
    const svc = clientFor(t, keys.secretKey);
    expect((await svc.subscriptions.list()).data.map((item) => item.id)).toEqual([subscription.id]);
    expect((await svc.invoices.list()).data).toHaveLength(1);
  });
});
