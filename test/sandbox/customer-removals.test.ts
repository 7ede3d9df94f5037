import { describe, expect, it } from 'vitest';
import { newAccount, useSandbox } from '../support/sandbox.js';
import { saveCard } from '../support/saved-cards.js';
import { DAY, customerWithCard, eventTypesAbout, eventsAbout, invoicesOf, listAll, read, recurringPrice, subscribe } from '../support/billing.js';

/**
 * Removing a saved card and deleting a customer, and what pointed at them (contract: customer, saved
 * card; Subscriptions), over real HTTP. Nothing is left naming a removed card: the customer's and the
 * subscriptions' `defaultToken` are cleared, and billing falls back to the customer's card or fails like
 * a decline. Deleting a customer cancels its subscriptions and voids its open invoices at once (the
 * sandbox's decision where the contract is silent: docs/sandbox.md).
 */

const iso = (ms: number) => new Date(ms).toISOString();

describe('removing a saved card', () => {
  const t = useSandbox();

  it('a removed card is cleared from every subscription whose defaultToken it was (subscription.updated) and from the customer (customer.updated); other subscriptions are untouched', async () => {
    const keys = await newAccount(t);
    const price = await recurringPrice(t, keys);
    const { customer, token: customerCard } = await customerWithCard(t, keys, '5555555555554444');
    const own = await saveCard(t, keys, '4242424242424242', customer);
    const first = await subscribe(t, keys, { customer, price: price.id, defaultToken: own.token.id });
    const trialing = await subscribe(t, keys, { customer, price: price.id, defaultToken: own.token.id, trialDays: 10 });
    const other = await subscribe(t, keys, { customer, price: price.id, defaultToken: customerCard, trialDays: 10 });

    const removed = await t.api('DELETE', `/v1/customers/${customer}/tokens/${own.token.id}`, { key: keys.secretKey });
    expect(removed.status).toBe(200);
    for (const subscription of [first, trialing]) {
      expect(await read(t, keys, `/v1/subscriptions/${subscription.id}`)).toMatchObject({ defaultToken: null, status: subscription.status });
      const events = await eventsAbout(t, keys, subscription.id);
      expect(events.at(-1)).toMatchObject({ type: 'subscription.updated', data: { id: subscription.id, defaultToken: null } });
    }
    expect((await read(t, keys, `/v1/subscriptions/${other.id}`)).defaultToken).toBe(customerCard);
    expect(await eventTypesAbout(t, keys, other.id)).not.toContain('subscription.updated');
    // The customer's default was another card: it stays, and the customer is not announced as updated.
    const updatesBefore = (await eventTypesAbout(t, keys, customer)).filter((type) => type === 'customer.updated').length;
    expect((await read(t, keys, `/v1/customers/${customer}`)).defaultToken).toBe(customerCard);

    // One customer.updated (setting the default card) and no other since.
    expect(updatesBefore).toBe(1);
    await t.api('DELETE', `/v1/customers/${customer}/tokens/${customerCard}`, { key: keys.secretKey });
    expect((await read(t, keys, `/v1/customers/${customer}`)).defaultToken).toBeNull();
    expect((await read(t, keys, `/v1/subscriptions/${other.id}`)).defaultToken).toBeNull();
    const customerEvents = await eventsAbout(t, keys, customer);
    expect(customerEvents.at(-1)).toMatchObject({ type: 'customer.updated', data: { defaultToken: null } });
  });

  it('a card removed from the browser (a session with savedCards.remove) is cleared from the subscriptions too', async () => {
    const keys = await newAccount(t);
    const price = await recurringPrice(t, keys);
    const { customer, token } = await customerWithCard(t, keys);
    const subscription = await subscribe(t, keys, { customer, price: price.id, defaultToken: token });
    const session = await t.api('POST', '/v1/client_sessions', { key: keys.secretKey, body: { customer, savedCards: { list: true, remove: true } } });
    const removed = await t.api('DELETE', `/v1/client_sessions/${session.body.id}/tokens/${token}?client_secret=${session.body.clientSecret}`, {
      key: keys.publishableKey,
    });
    expect(removed.status).toBe(200);
    expect((await read(t, keys, `/v1/subscriptions/${subscription.id}`)).defaultToken).toBeNull();
    expect((await read(t, keys, `/v1/customers/${customer}`)).defaultToken).toBeNull();
  });

  it('the next billing after a removal falls back to the customer’s defaultToken', async () => {
    const keys = await newAccount(t);
    const price = await recurringPrice(t, keys, { interval: 'week' });
    const { customer } = await customerWithCard(t, keys, '5555555555554444');
    const own = await saveCard(t, keys, '4242424242424242', customer);
    const subscription = await subscribe(t, keys, { customer, price: price.id, defaultToken: own.token.id });
    await t.api('DELETE', `/v1/customers/${customer}/tokens/${own.token.id}`, { key: keys.secretKey });
    await t.advanceClock(7 * DAY);
    const [, renewal] = await invoicesOf(t, keys, subscription.id);
    expect(renewal).toMatchObject({ status: 'paid', attemptCount: 1 });
    expect((await read(t, keys, `/v1/payments/${renewal.payment}`)).paymentMethod.card.last4).toBe('4444');
    expect((await read(t, keys, `/v1/subscriptions/${subscription.id}`)).status).toBe('active');
  });

  it('with no card left after a removal, the renewal fails like a decline: invoice.payment_failed without a payment, past_due, retried a day later; a new default card pays the retry → active', async () => {
    const keys = await newAccount(t);
    const price = await recurringPrice(t, keys, { interval: 'week' });
    const { customer, token } = await customerWithCard(t, keys);
    const subscription = await subscribe(t, keys, { customer, price: price.id });
    const [first] = await invoicesOf(t, keys, subscription.id);
    expect(first.status).toBe('paid');
    await t.api('DELETE', `/v1/customers/${customer}/tokens/${token}`, { key: keys.secretKey });

    await t.advanceClock(7 * DAY);
    const renewedAt = Date.parse(subscription.currentPeriodEnd);
    const [, renewal] = await invoicesOf(t, keys, subscription.id);
    expect(renewal).toMatchObject({ status: 'open', attemptCount: 1, payment: null, nextAttemptAt: iso(renewedAt + DAY * 1000) });
    expect(await eventTypesAbout(t, keys, renewal.id)).toEqual(['invoice.created', 'invoice.finalized', 'invoice.payment_failed']);
    expect((await read(t, keys, `/v1/subscriptions/${subscription.id}`)).status).toBe('past_due');

    const good = await saveCard(t, keys, '4242424242424242', customer);
    await t.api('POST', `/v1/customers/${customer}`, { key: keys.secretKey, body: { defaultToken: good.token.id } });
    await t.advanceClock(DAY);
    expect(await read(t, keys, `/v1/invoices/${renewal.id}`)).toMatchObject({ status: 'paid', attemptCount: 2, nextAttemptAt: null });
    expect((await read(t, keys, `/v1/subscriptions/${subscription.id}`)).status).toBe('active');
  });

  it('with no card at all, every retry fails the same way: attempts 1, 3 and 5 days after the first, then uncollectible and the subscription canceled', async () => {
    const keys = await newAccount(t);
    const price = await recurringPrice(t, keys);
    const { customer, token } = await customerWithCard(t, keys);
    const subscription = await subscribe(t, keys, { customer, price: price.id, trialDays: 4 });
    await t.api('DELETE', `/v1/customers/${customer}/tokens/${token}`, { key: keys.secretKey });
    await t.advanceClock(4 * DAY);
    const trialEnd = Date.parse(subscription.trialEndsAt);
    const [invoice] = await invoicesOf(t, keys, subscription.id);
    expect(invoice).toMatchObject({ status: 'open', attemptCount: 1, payment: null, nextAttemptAt: iso(trialEnd + DAY * 1000) });
    expect((await read(t, keys, `/v1/subscriptions/${subscription.id}`)).status).toBe('past_due');
    await t.advanceClock(5 * DAY);
    expect(await read(t, keys, `/v1/invoices/${invoice.id}`)).toMatchObject({
      status: 'uncollectible',
      attemptCount: 4,
      nextAttemptAt: null,
      payment: null,
    });
    expect((await read(t, keys, `/v1/subscriptions/${subscription.id}`)).status).toBe('canceled');
    const failed = (await eventsAbout(t, keys, invoice.id)).filter((event) => event.type === 'invoice.payment_failed');
    expect(failed.map((event) => Date.parse(event.createdAt) - trialEnd)).toEqual([0, 1, 3, 5].map((days) => days * DAY * 1000));
  });
});

describe('deleting a customer', () => {
  const t = useSandbox();

  it('deleting a customer cancels its live subscriptions at once (subscription.canceled, defaultToken null) and voids its open and draft invoices (invoice.updated); paid invoices stay paid; customer.deleted comes last', async () => {
    const keys = await newAccount(t);
    const price = await recurringPrice(t, keys);
    const { customer, token } = await customerWithCard(t, keys);
    const active = await subscribe(t, keys, { customer, price: price.id, defaultToken: token });
    const trialing = await subscribe(t, keys, { customer, price: price.id, trialDays: 10 });
    const [paid] = await invoicesOf(t, keys, active.id);
    expect(paid.status).toBe('paid');
    const seed = (status: string) =>
      t.api('POST', '/_sandbox/invoices', { key: keys.secretKey, body: { amountDue: 500, currency: 'EUR', customer, status } });
    const draft = (await seed('draft')).body;
    const open = (await seed('open')).body;
    const uncollectible = (await seed('uncollectible')).body;
    const stranger = await customerWithCard(t, keys);
    const strangers = await subscribe(t, keys, { customer: stranger.customer, price: price.id, trialDays: 10 });

    const deleted = await t.api('DELETE', `/v1/customers/${customer}`, { key: keys.secretKey });
    expect(deleted.body).toStrictEqual({ id: customer, object: 'customer', deleted: true });
    for (const subscription of [active, trialing]) {
      expect(await read(t, keys, `/v1/subscriptions/${subscription.id}`)).toMatchObject({ status: 'canceled', defaultToken: null });
      const events = await eventsAbout(t, keys, subscription.id);
      expect(events.at(-1)).toMatchObject({ type: 'subscription.canceled', data: { status: 'canceled', defaultToken: null } });
    }
    for (const invoice of [draft, open]) {
      expect((await read(t, keys, `/v1/invoices/${invoice.id}`)).status).toBe('void');
      expect((await eventsAbout(t, keys, invoice.id)).at(-1)).toMatchObject({ type: 'invoice.updated', data: { status: 'void' } });
    }
    expect((await read(t, keys, `/v1/invoices/${paid.id}`)).status).toBe('paid');
    expect((await read(t, keys, `/v1/invoices/${uncollectible.id}`)).status).toBe('uncollectible');
    expect((await read(t, keys, `/v1/subscriptions/${strangers.id}`)).status).toBe('trialing');

    const events = (await listAll(t, keys, '/v1/events')).reverse();
    const last = events.findLastIndex((event) => event.data.id === customer);
    expect(events[last].type).toBe('customer.deleted');
    const relatedIds = new Set([active.id, trialing.id, draft.id, open.id]);
    expect(events.findLastIndex((event) => relatedIds.has(event.data.id))).toBeLessThan(last);
  });

  it('a deleted customer’s canceled subscriptions are never billed or told trial_will_end afterwards', async () => {
    const keys = await newAccount(t);
    const price = await recurringPrice(t, keys);
    const { customer } = await customerWithCard(t, keys);
    const subscription = await subscribe(t, keys, { customer, price: price.id, trialDays: 10 });
    await t.api('DELETE', `/v1/customers/${customer}`, { key: keys.secretKey });
    await t.advanceClock(40 * DAY);
    expect(await invoicesOf(t, keys, subscription.id)).toEqual([]);
    expect(await eventTypesAbout(t, keys, subscription.id)).toEqual(['subscription.created', 'subscription.canceled']);
  });

  it('deleting a customer voids an invoice waiting for it to authenticate (4000 0027 6000 3184) and cancels the waiting payment (payment.canceled)', async () => {
    const keys = await newAccount(t);
    const price = await recurringPrice(t, keys);
    const { customer } = await customerWithCard(t, keys, '4000002760003184');
    const subscription = await subscribe(t, keys, { customer, price: price.id, trialDays: 4 });
    await t.advanceClock(4 * DAY);
    const [invoice] = await invoicesOf(t, keys, subscription.id);
    expect(invoice.status).toBe('open');
    expect((await read(t, keys, `/v1/payments/${invoice.payment}`)).status).toBe('requires_action');
    await t.api('DELETE', `/v1/customers/${customer}`, { key: keys.secretKey });
    expect(await read(t, keys, `/v1/invoices/${invoice.id}`)).toMatchObject({ status: 'void', nextAttemptAt: null });
    expect((await read(t, keys, `/v1/payments/${invoice.payment}`)).status).toBe('canceled');
    expect((await eventTypesAbout(t, keys, invoice.payment)).at(-1)).toBe('payment.canceled');
    expect((await read(t, keys, `/v1/subscriptions/${subscription.id}`)).status).toBe('canceled');
    await t.advanceClock(6 * DAY);
    expect((await read(t, keys, `/v1/invoices/${invoice.id}`)).attemptCount).toBe(1);
  });

  it('deleting a customer leaves an invoice whose payment is processing (4000 0000 0000 7700) open, paid when the payment completes; the subscription stays canceled', async () => {
    const keys = await newAccount(t);
    const price = await recurringPrice(t, keys);
    const { customer } = await customerWithCard(t, keys, '4000000000007700');
    const subscription = await subscribe(t, keys, { customer, price: price.id });
    const [invoice] = await invoicesOf(t, keys, subscription.id);
    expect((await read(t, keys, `/v1/payments/${invoice.payment}`)).status).toBe('processing');
    await t.api('DELETE', `/v1/customers/${customer}`, { key: keys.secretKey });
    expect((await read(t, keys, `/v1/invoices/${invoice.id}`)).status).toBe('open');
    expect((await read(t, keys, `/v1/subscriptions/${subscription.id}`)).status).toBe('canceled');
    await t.advanceClock(6);
    expect(await read(t, keys, `/v1/invoices/${invoice.id}`)).toMatchObject({ status: 'paid', amountPaid: invoice.amountDue });
    expect((await read(t, keys, `/v1/subscriptions/${subscription.id}`)).status).toBe('canceled');
  });

  it('a deleted customer’s invoice whose processing payment is then reversed is voided, never retried', async () => {
    const keys = await newAccount(t);
    const price = await recurringPrice(t, keys);
    const { customer } = await customerWithCard(t, keys, '4000000000007700');
    const subscription = await subscribe(t, keys, { customer, price: price.id });
    const [invoice] = await invoicesOf(t, keys, subscription.id);
    await t.api('DELETE', `/v1/customers/${customer}`, { key: keys.secretKey });
    await t.api('POST', `/v1/payments/${invoice.payment}/reverse`, { key: keys.secretKey });
    expect(await read(t, keys, `/v1/invoices/${invoice.id}`)).toMatchObject({ status: 'void', attemptCount: 1, nextAttemptAt: null });
    expect((await eventTypesAbout(t, keys, invoice.id)).at(-1)).toBe('invoice.updated');
    await t.advanceClock(6 * DAY);
    expect((await read(t, keys, `/v1/invoices/${invoice.id}`)).attemptCount).toBe(1);
  });
});
