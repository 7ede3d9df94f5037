import { describe, expect, it } from 'vitest';
import { verifyWebhook } from '../../src/server/webhooks/signature.js';
import { addMonths } from '../../src/sandbox/model/periods.js';
import { newAccount, useSandbox } from '../support/sandbox.js';
import { passChallenge, saveCard } from '../support/saved-cards.js';
import { waitFor } from '../support/wait.js';
import { startWebhookReceiver } from '../support/webhook-receiver.js';
import {
  DAY,
  customerWithCard,
  eventTypesAbout,
  eventsAbout,
  invoicesOf,
  listAll,
  read,
  recurringPrice,
  sandboxNow,
  subscribe,
} from '../support/billing.js';

/**
 * The billing engine on the sandbox clock, over real HTTP (contract: Subscriptions; Details fixed for
 * the section above): at each period start (the trial's end first) an invoice is finalized and paid
 * off-session with the default saved card; declines and authentication_required are retried 1, 3 and
 * 5 days after the first failed attempt, then the invoice is uncollectible and the subscription
 * canceled. `POST /_sandbox/clock/advance` drives it all.
 */

const iso = (ms: number) => new Date(ms).toISOString();
const at = (timestamp: string, days: number) => iso(Date.parse(timestamp) + days * DAY * 1000);

describe('billing: periods and trials', () => {
  const t = useSandbox();

  it('at the trial’s end the first period starts: active, an invoice of unitAmount × quantity for that period, finalized and paid off-session with the default card, invoice.paid', async () => {
    const keys = await newAccount(t);
    const price = await recurringPrice(t, keys, { interval: 'month' }, 1200);
    const { customer, token } = await customerWithCard(t, keys);
    const subscription = await subscribe(t, keys, { customer, price: price.id, quantity: 2, trialDays: 10 });
    await t.advanceClock(10 * DAY);
    const renewed = await read(t, keys, `/v1/subscriptions/${subscription.id}`);
    const trialEnd = subscription.trialEndsAt;
    expect(renewed).toMatchObject({
      status: 'active',
      trialEndsAt: trialEnd,
      currentPeriodStart: trialEnd,
      currentPeriodEnd: iso(addMonths(Date.parse(trialEnd), 1)),
    });
    const [invoice] = await invoicesOf(t, keys, subscription.id);
    expect(renewed.latestInvoice).toBe(invoice.id);
    expect(invoice).toMatchObject({
      status: 'paid',
      customer,
      amountDue: 2400,
      amountPaid: 2400,
      periodStart: trialEnd,
      periodEnd: renewed.currentPeriodEnd,
      attemptCount: 1,
      nextAttemptAt: null,
      // Made when the trial ended, not when the clock was moved past it.
      createdAt: trialEnd,
    });
    const payment = await read(t, keys, `/v1/payments/${invoice.payment}`);
    expect(payment).toMatchObject({ status: 'completed', amount: 2400, createdAt: trialEnd, customer: { id: customer, defaultToken: token } });
    const invoiceEvents = await eventsAbout(t, keys, invoice.id);
    expect(invoiceEvents.map((event) => event.type)).toEqual(['invoice.created', 'invoice.finalized', 'invoice.paid']);
    expect(invoiceEvents.map((event) => event.createdAt)).toEqual([trialEnd, trialEnd, trialEnd]);
    expect(invoiceEvents[2].data).toMatchObject({ id: invoice.id, status: 'paid', amountPaid: 2400 });
    expect(await eventTypesAbout(t, keys, subscription.id)).toEqual(['subscription.created', 'subscription.trial_will_end', 'subscription.updated']);
  });

  it('each period start bills the next period in advance; periods follow recurring.interval × intervalCount, and one advance over several periods dates each invoice at its own period start', async () => {
    const keys = await newAccount(t);
    const price = await recurringPrice(t, keys, { interval: 'week', intervalCount: 2 }, 700);
    const { customer } = await customerWithCard(t, keys);
    const subscription = await subscribe(t, keys, { customer, price: price.id });
    const start = subscription.currentPeriodStart;
    expect(subscription.currentPeriodEnd).toBe(at(start, 14));
    await t.advanceClock(29 * DAY);
    const invoices = await invoicesOf(t, keys, subscription.id);
    expect(
      invoices.map((invoice) => [invoice.status, invoice.amountDue, invoice.periodStart, invoice.periodEnd, invoice.createdAt.slice(0, 19)]),
    ).toEqual([
      ['paid', 700, start, at(start, 14), start.slice(0, 19)],
      ['paid', 700, at(start, 14), at(start, 28), at(start, 14).slice(0, 19)],
      ['paid', 700, at(start, 28), at(start, 42), at(start, 28).slice(0, 19)],
    ]);
    expect(await read(t, keys, `/v1/subscriptions/${subscription.id}`)).toMatchObject({
      status: 'active',
      currentPeriodStart: at(start, 28),
      currentPeriodEnd: at(start, 42),
      latestInvoice: invoices[2].id,
    });
    const updates = (await eventsAbout(t, keys, subscription.id)).filter((event) => event.type === 'subscription.updated');
    expect(updates.map((event) => [event.data.currentPeriodStart, event.createdAt])).toEqual([
      [start, expect.any(String)],
      [at(start, 14), at(start, 14)],
      [at(start, 28), at(start, 28)],
    ]);
  });

  it('subscription.trial_will_end three days before the trial ends, dated then, once', async () => {
    const keys = await newAccount(t);
    const price = await recurringPrice(t, keys);
    const { customer } = await customerWithCard(t, keys);
    const subscription = await subscribe(t, keys, { customer, price: price.id, trialDays: 10 });
    await t.advanceClock(7 * DAY - 60);
    expect(await eventTypesAbout(t, keys, subscription.id)).toEqual(['subscription.created']);
    await t.advanceClock(120);
    const events = await eventsAbout(t, keys, subscription.id);
    expect(events.map((event) => event.type)).toEqual(['subscription.created', 'subscription.trial_will_end']);
    expect(events[1].createdAt).toBe(at(subscription.trialEndsAt, -3));
    expect(events[1].data).toMatchObject({ id: subscription.id, status: 'trialing', trialEndsAt: subscription.trialEndsAt });
    await t.advanceClock(10 * DAY);
    const types = await eventTypesAbout(t, keys, subscription.id);
    expect(types.filter((type) => type === 'subscription.trial_will_end')).toHaveLength(1);
  });

  it('a trial of three days or less: subscription.trial_will_end at once, after subscription.created', async () => {
    const keys = await newAccount(t);
    const price = await recurringPrice(t, keys);
    const { customer } = await customerWithCard(t, keys);
    const subscription = await subscribe(t, keys, { customer, price: price.id, trialDays: 2 });
    expect(await eventTypesAbout(t, keys, subscription.id)).toEqual(['subscription.created', 'subscription.trial_will_end']);
    await t.advanceClock(2 * DAY);
    expect((await eventTypesAbout(t, keys, subscription.id)).filter((type) => type === 'subscription.trial_will_end')).toHaveLength(1);
  });

  it('cancelAtPeriodEnd: active until the period ends, then canceled without a new invoice (subscription.canceled)', async () => {
    const keys = await newAccount(t);
    const price = await recurringPrice(t, keys, { interval: 'day', intervalCount: 3 });
    const { customer } = await customerWithCard(t, keys);
    const subscription = await subscribe(t, keys, { customer, price: price.id });
    await t.api('POST', `/v1/subscriptions/${subscription.id}`, { key: keys.secretKey, body: { cancelAtPeriodEnd: true } });
    await t.advanceClock(2 * DAY);
    expect((await read(t, keys, `/v1/subscriptions/${subscription.id}`)).status).toBe('active');
    await t.advanceClock(2 * DAY);
    const ended = await read(t, keys, `/v1/subscriptions/${subscription.id}`);
    expect(ended).toMatchObject({ status: 'canceled', cancelAtPeriodEnd: true, currentPeriodEnd: subscription.currentPeriodEnd });
    expect(await invoicesOf(t, keys, subscription.id)).toHaveLength(1);
    const events = await eventsAbout(t, keys, subscription.id);
    expect(events.map((event) => event.type)).toEqual([
      'subscription.created',
      'subscription.updated',
      'subscription.updated',
      'subscription.canceled',
    ]);
    expect(events[3].createdAt).toBe(subscription.currentPeriodEnd);
    await t.advanceClock(10 * DAY);
    expect(await invoicesOf(t, keys, subscription.id)).toHaveLength(1);
  });

  it('cancelAtPeriodEnd during a trial: canceled when the trial ends, never invoiced', async () => {
    const keys = await newAccount(t);
    const price = await recurringPrice(t, keys);
    const { customer } = await customerWithCard(t, keys);
    const subscription = await subscribe(t, keys, { customer, price: price.id, trialDays: 5 });
    await t.api('POST', `/v1/subscriptions/${subscription.id}`, { key: keys.secretKey, body: { cancelAtPeriodEnd: true } });
    await t.advanceClock(5 * DAY);
    expect((await read(t, keys, `/v1/subscriptions/${subscription.id}`)).status).toBe('canceled');
    expect(await invoicesOf(t, keys, subscription.id)).toEqual([]);
  });

  it('4000 0025 0000 3155 asks for a challenge when saved and completes later off-session charges without one: the first invoice and the renewals are paid', async () => {
    const keys = await newAccount(t);
    const price = await recurringPrice(t, keys, { interval: 'week' });
    const { customer } = await customerWithCard(t, keys, '4000002500003155');
    const subscription = await subscribe(t, keys, { customer, price: price.id });
    expect(subscription.status).toBe('active');
    await t.advanceClock(15 * DAY);
    const invoices = await invoicesOf(t, keys, subscription.id);
    expect(invoices.map((invoice) => [invoice.status, invoice.attemptCount])).toEqual([
      ['paid', 1],
      ['paid', 1],
      ['paid', 1],
    ]);
    for (const invoice of invoices) expect((await read(t, keys, `/v1/payments/${invoice.payment}`)).nextAction).toBeNull();
  });
});

describe('billing: failed payments and retries', () => {
  const t = useSandbox();

  it('4000 0000 0000 0341 (saves fine, every later charge declines): invoice.payment_failed, past_due, retried 1, 3 and 5 days after the first failed attempt, then uncollectible and canceled', async () => {
    const keys = await newAccount(t);
    const price = await recurringPrice(t, keys);
    const { customer } = await customerWithCard(t, keys, '4000000000000341');
    const subscription = await subscribe(t, keys, { customer, price: price.id, trialDays: 4 });
    const firstFailure = subscription.trialEndsAt;
    await t.advanceClock(4 * DAY);
    const [invoice] = await invoicesOf(t, keys, subscription.id);
    expect(invoice).toMatchObject({ status: 'open', attemptCount: 1, amountPaid: 0, nextAttemptAt: at(firstFailure, 1) });
    expect((await read(t, keys, `/v1/subscriptions/${subscription.id}`)).status).toBe('past_due');
    expect(await read(t, keys, `/v1/payments/${invoice.payment}`)).toMatchObject({
      status: 'requires_payment_method',
      lastError: { code: 'card_declined', declineCode: 'generic_decline' },
    });

    const schedule: [number, number, string | null, string][] = [
      [1, 2, at(firstFailure, 3), 'open'],
      [2, 3, at(firstFailure, 5), 'open'],
      [2, 4, null, 'uncollectible'],
    ];
    for (const [days, attemptCount, nextAttemptAt, status] of schedule) {
      await t.advanceClock(days * DAY);
      expect(await read(t, keys, `/v1/invoices/${invoice.id}`)).toMatchObject({ attemptCount, nextAttemptAt, status });
    }
    const ended = await read(t, keys, `/v1/subscriptions/${subscription.id}`);
    expect(ended.status).toBe('canceled');

    const events = await eventsAbout(t, keys, invoice.id);
    expect(events.map((event) => event.type)).toEqual([
      'invoice.created',
      'invoice.finalized',
      'invoice.payment_failed',
      'invoice.payment_failed',
      'invoice.payment_failed',
      'invoice.payment_failed',
      'invoice.updated',
    ]);
    // Each attempt happened on its day, as its event says.
    expect(events.filter((event) => event.type === 'invoice.payment_failed').map((event) => [event.createdAt, event.data.attemptCount])).toEqual([
      [firstFailure, 1],
      [at(firstFailure, 1), 2],
      [at(firstFailure, 3), 3],
      [at(firstFailure, 5), 4],
    ]);
    expect(await eventTypesAbout(t, keys, subscription.id)).toEqual([
      'subscription.created',
      'subscription.trial_will_end',
      // The trial ended (active), its first invoice failed (past_due).
      'subscription.updated',
      'subscription.updated',
      'subscription.canceled',
    ]);
    const payments = (await listAll(t, keys, '/v1/payments')).filter((payment) => payment.customer?.id === customer);
    expect(payments).toHaveLength(4);
    expect(payments.every((payment) => payment.status === 'requires_payment_method')).toBe(true);
    await t.advanceClock(40 * DAY);
    expect(await invoicesOf(t, keys, subscription.id)).toHaveLength(1);
    expect((await read(t, keys, `/v1/invoices/${invoice.id}`)).attemptCount).toBe(4);
  });

  it('4000 0027 6000 3184 (authentication on every charge): the renewal answers authentication_required → past_due; the customer finishing the step-up on-session pays the invoice: invoice.paid, active, no retry', async () => {
    const keys = await newAccount(t);
    const price = await recurringPrice(t, keys);
    const { customer, token } = await customerWithCard(t, keys, '4000002760003184');
    const subscription = await subscribe(t, keys, { customer, price: price.id, trialDays: 4 });
    await t.advanceClock(4 * DAY);
    const [invoice] = await invoicesOf(t, keys, subscription.id);
    expect(invoice).toMatchObject({ status: 'open', attemptCount: 1, nextAttemptAt: at(subscription.trialEndsAt, 1) });
    expect((await read(t, keys, `/v1/subscriptions/${subscription.id}`)).status).toBe('past_due');
    const waiting = await read(t, keys, `/v1/payments/${invoice.payment}`);
    expect(waiting).toMatchObject({ status: 'requires_action', nextAction: null, lastError: { code: 'authentication_required' } });

    const session = await t.api('POST', '/v1/client_sessions', { key: keys.secretKey, body: { payment: invoice.payment } });
    const confirmed = await t.api('POST', `/v1/payments/${invoice.payment}/confirm`, {
      key: keys.publishableKey,
      body: { clientSecret: session.body.clientSecret, token },
    });
    expect(confirmed.body).toMatchObject({ status: 'requires_action', nextAction: { type: 'three_d_secure_challenge' } });
    await passChallenge(t, confirmed, `/v1/payments/${invoice.payment}/authenticate`, session.body.clientSecret, keys.publishableKey);

    expect(await read(t, keys, `/v1/invoices/${invoice.id}`)).toMatchObject({ status: 'paid', amountPaid: invoice.amountDue, nextAttemptAt: null });
    expect((await read(t, keys, `/v1/subscriptions/${subscription.id}`)).status).toBe('active');
    await t.advanceClock(6 * DAY);
    expect((await read(t, keys, `/v1/invoices/${invoice.id}`)).attemptCount).toBe(1);
    const types = await eventTypesAbout(t, keys, invoice.id);
    expect(types).toEqual(['invoice.created', 'invoice.finalized', 'invoice.payment_failed', 'invoice.paid']);
  });

  it('a retry that needs the customer again leaves the earlier attempt waiting; whichever the customer completes pays the invoice, and the other is canceled (nothing is paid twice)', async () => {
    const keys = await newAccount(t);
    const price = await recurringPrice(t, keys);
    const { customer, token } = await customerWithCard(t, keys, '4000002760003184');
    const subscription = await subscribe(t, keys, { customer, price: price.id, trialDays: 4 });
    await t.advanceClock(5 * DAY);
    const [invoice] = await invoicesOf(t, keys, subscription.id);
    expect(invoice.attemptCount).toBe(2);
    const [first, second] = (await listAll(t, keys, '/v1/payments')).filter((payment) => payment.customer?.id === customer).reverse();
    expect(second.id).toBe(invoice.payment);
    expect([first.status, second.status]).toEqual(['requires_action', 'requires_action']);
    const session = await t.api('POST', '/v1/client_sessions', { key: keys.secretKey, body: { payment: first.id } });
    const confirmed = await t.api('POST', `/v1/payments/${first.id}/confirm`, {
      key: keys.publishableKey,
      body: { clientSecret: session.body.clientSecret, token },
    });
    await passChallenge(t, confirmed, `/v1/payments/${first.id}/authenticate`, session.body.clientSecret, keys.publishableKey);
    expect(await read(t, keys, `/v1/invoices/${invoice.id}`)).toMatchObject({ status: 'paid', payment: first.id });
    expect((await read(t, keys, `/v1/payments/${second.id}`)).status).toBe('canceled');
  });

  it('account updating: a saved card whose account the issuer closed (reissue closed: true) declines the renewal with card_closed → past_due; a new default card pays at the next retry → active', async () => {
    const keys = await newAccount(t);
    const price = await recurringPrice(t, keys, { interval: 'week' });
    const { customer, token } = await customerWithCard(t, keys);
    const subscription = await subscribe(t, keys, { customer, price: price.id });
    const reissued = await t.api('POST', `/_sandbox/tokens/${token}/reissue`, { key: keys.secretKey, body: { closed: true } });
    expect(reissued.body.networkToken.status).toBe('deleted');
    await t.advanceClock(7 * DAY);
    const [, renewal] = await invoicesOf(t, keys, subscription.id);
    expect(renewal).toMatchObject({ status: 'open', attemptCount: 1 });
    expect((await read(t, keys, `/v1/payments/${renewal.payment}`)).lastError).toMatchObject({ code: 'card_closed' });
    expect((await read(t, keys, `/v1/subscriptions/${subscription.id}`)).status).toBe('past_due');
    const replacement = await saveCard(t, keys, '5555555555554444', customer);
    await t.api('POST', `/v1/customers/${customer}`, { key: keys.secretKey, body: { defaultToken: replacement.token.id } });
    await t.advanceClock(DAY);
    expect(await read(t, keys, `/v1/invoices/${renewal.id}`)).toMatchObject({ status: 'paid', attemptCount: 2, nextAttemptAt: null });
    expect((await read(t, keys, `/v1/payments/${(await read(t, keys, `/v1/invoices/${renewal.id}`)).payment}`)).paymentMethod.card.last4).toBe(
      '4444',
    );
    expect((await read(t, keys, `/v1/subscriptions/${subscription.id}`)).status).toBe('active');
  });

  it('the subscription’s defaultToken pays before the customer’s: set on a past_due subscription, it pays the next retry', async () => {
    const keys = await newAccount(t);
    const price = await recurringPrice(t, keys);
    const { customer } = await customerWithCard(t, keys, '4000000000000341');
    const subscription = await subscribe(t, keys, { customer, price: price.id, trialDays: 4 });
    await t.advanceClock(4 * DAY);
    const good = await saveCard(t, keys, '4242424242424242', customer);
    await t.api('POST', `/v1/subscriptions/${subscription.id}`, { key: keys.secretKey, body: { defaultToken: good.token.id } });
    await t.advanceClock(DAY);
    const [invoice] = await invoicesOf(t, keys, subscription.id);
    expect(invoice).toMatchObject({ status: 'paid', attemptCount: 2 });
    expect((await read(t, keys, `/v1/subscriptions/${subscription.id}`)).status).toBe('active');
  });

  it('a processing attempt that never completes (its payment reversed) is a failed attempt: invoice.payment_failed, past_due, retried a day later; the retry pays → active', async () => {
    const keys = await newAccount(t);
    const price = await recurringPrice(t, keys);
    const { customer } = await customerWithCard(t, keys, '4000000000007700');
    const subscription = await subscribe(t, keys, { customer, price: price.id, trialDays: 4 });
    // To the trial's end, not past the 5 s the processing payment takes to complete.
    await t.advanceClock(4 * DAY);
    const [invoice] = await invoicesOf(t, keys, subscription.id);
    expect(invoice).toMatchObject({ status: 'open', attemptCount: 1, nextAttemptAt: null });
    expect((await read(t, keys, `/v1/payments/${invoice.payment}`)).status).toBe('processing');
    expect((await read(t, keys, `/v1/subscriptions/${subscription.id}`)).status).toBe('active');

    const reversed = await t.api('POST', `/v1/payments/${invoice.payment}/reverse`, { key: keys.secretKey });
    expect(reversed.body.status).toBe('canceled');
    const failed = await read(t, keys, `/v1/invoices/${invoice.id}`);
    expect(failed).toMatchObject({ status: 'open', attemptCount: 1 });
    expect(Date.parse(failed.nextAttemptAt) - (await sandboxNow(t))).toBeGreaterThan(DAY * 1000 - 60_000);
    expect(await eventTypesAbout(t, keys, invoice.id)).toEqual(['invoice.created', 'invoice.finalized', 'invoice.updated', 'invoice.payment_failed']);
    expect((await read(t, keys, `/v1/subscriptions/${subscription.id}`)).status).toBe('past_due');

    const good = await saveCard(t, keys, '4242424242424242', customer);
    await t.api('POST', `/v1/customers/${customer}`, { key: keys.secretKey, body: { defaultToken: good.token.id } });
    await t.advanceClock(DAY);
    expect(await read(t, keys, `/v1/invoices/${invoice.id}`)).toMatchObject({ status: 'paid', attemptCount: 2, nextAttemptAt: null });
    expect((await read(t, keys, `/v1/subscriptions/${subscription.id}`)).status).toBe('active');
  });

  it('a canceled subscription’s invoice is retried no more, whatever fails: a processing attempt reversed after the cancel → invoice.payment_failed, nextAttemptAt null', async () => {
    const keys = await newAccount(t);
    const price = await recurringPrice(t, keys);
    const { customer } = await customerWithCard(t, keys, '4000000000007700');
    const subscription = await subscribe(t, keys, { customer, price: price.id, trialDays: 4 });
    await t.advanceClock(4 * DAY);
    const [invoice] = await invoicesOf(t, keys, subscription.id);
    await t.api('POST', `/v1/subscriptions/${subscription.id}/cancel`, { key: keys.secretKey });
    await t.api('POST', `/v1/payments/${invoice.payment}/reverse`, { key: keys.secretKey });
    expect(await read(t, keys, `/v1/invoices/${invoice.id}`)).toMatchObject({ status: 'open', attemptCount: 1, nextAttemptAt: null });
    expect((await eventTypesAbout(t, keys, invoice.id)).at(-1)).toBe('invoice.payment_failed');
    await t.advanceClock(6 * DAY);
    expect((await read(t, keys, `/v1/invoices/${invoice.id}`)).attemptCount).toBe(1);
    expect((await read(t, keys, `/v1/subscriptions/${subscription.id}`)).status).toBe('canceled');
  });

  it('canceling a subscription stops its invoices’ retries (nextAttemptAt null, invoice.updated); the invoice stays open and payable', async () => {
    const keys = await newAccount(t);
    const price = await recurringPrice(t, keys);
    const { customer } = await customerWithCard(t, keys, '4000000000000341');
    const subscription = await subscribe(t, keys, { customer, price: price.id, trialDays: 4 });
    await t.advanceClock(4 * DAY);
    await t.api('POST', `/v1/subscriptions/${subscription.id}/cancel`, { key: keys.secretKey });
    const [invoice] = await invoicesOf(t, keys, subscription.id);
    expect(invoice).toMatchObject({ status: 'open', attemptCount: 1, nextAttemptAt: null });
    await t.advanceClock(6 * DAY);
    expect((await read(t, keys, `/v1/invoices/${invoice.id}`)).attemptCount).toBe(1);
    expect(await eventTypesAbout(t, keys, invoice.id)).toEqual(['invoice.created', 'invoice.finalized', 'invoice.payment_failed', 'invoice.updated']);
    const good = await saveCard(t, keys, '4242424242424242', customer);
    const paid = await t.api('POST', `/v1/invoices/${invoice.id}/pay`, { key: keys.secretKey, body: { token: good.token.id } });
    expect(paid.body).toMatchObject({ status: 'paid', attemptCount: 2 });
    expect((await read(t, keys, `/v1/subscriptions/${subscription.id}`)).status).toBe('canceled');
  });
});

describe('billing: webhooks', () => {
  const t = useSandbox();

  it('webhooks of billing: one invoice.paid delivery per invoice across a failed attempt and the retry that pays; signed with real time (verifies with a 300 s tolerance) while createdAt follows the sandbox clock', async () => {
    const receiver = await startWebhookReceiver();
    try {
      const keys = await newAccount(t);
      const endpoint = await t.api('POST', '/v1/webhook_endpoints', {
        key: keys.secretKey,
        body: { url: receiver.url, enabledEvents: ['invoice.paid', 'invoice.payment_failed'] },
      });
      const price = await recurringPrice(t, keys);
      const { customer } = await customerWithCard(t, keys, '4000000000000341');
      const subscription = await subscribe(t, keys, { customer, price: price.id, trialDays: 4 });
      await t.advanceClock(4 * DAY);
      const good = await saveCard(t, keys, '4242424242424242', customer);
      await t.api('POST', `/v1/customers/${customer}`, { key: keys.secretKey, body: { defaultToken: good.token.id } });
      await t.advanceClock(DAY);
      await t.advanceClock(5 * DAY);
      const deliveries = await waitFor('both deliveries', () => (receiver.deliveries.length >= 2 ? receiver.deliveries : undefined));
      // Nothing more arrives: a second invoice.paid would have been sent with the first.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(receiver.deliveries.map((delivery) => delivery.event.type)).toEqual(['invoice.payment_failed', 'invoice.paid']);
      const paid = deliveries[1]!;
      expect(paid.event.data).toMatchObject({ subscription: subscription.id, status: 'paid', attemptCount: 2 });
      expect(paid.event.createdAt).toBe(at(subscription.trialEndsAt, 1));
      expect(verifyWebhook({ rawBody: paid.rawBody, headers: paid.headers, secret: endpoint.body.secret })).toBe(paid.rawBody);
      const signedAt = Number(/t=(\d+)/.exec(String(paid.headers['x-svc-signature']))![1]);
      expect(Math.abs(signedAt - Date.now() / 1000)).toBeLessThan(60);
      expect(Date.parse(paid.event.createdAt) / 1000 - signedAt).toBeGreaterThan(4 * DAY);
    } finally {
      await receiver.close();
    }
  });
});
