import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { type AccountKeys, type TestSandbox, newAccount, useSandbox } from '../support/sandbox.js';
import { saveCard } from '../support/saved-cards.js';
import { DAY, customerWithCard, eventTypesAbout, invoicesOf, listAll, read, recurringPrice, subscribe } from '../support/billing.js';

/**
 * Paying and voiding invoices (contract: invoice, `POST /v1/invoices/{id}/pay` and `/void`;
 * Subscriptions: `invoice.paid` emitted exactly once per invoice, retries included), over real HTTP,
 * with concurrent requests and clock advances where the rule is about them.
 */

/** A subscription whose first invoice declined (4000 0000 0000 0341), and a good saved card of its customer that is not yet used. */
async function failedInvoice(t: TestSandbox, keys: AccountKeys, fields: Record<string, unknown> = {}) {
  const price = await recurringPrice(t, keys);
  const { customer } = await customerWithCard(t, keys, '4000000000000341');
  const subscription = await subscribe(t, keys, { customer, price: price.id, ...fields });
  const [invoice] = await invoicesOf(t, keys, subscription.id);
  expect(invoice).toMatchObject({ status: 'open', attemptCount: 1 });
  const good = await saveCard(t, keys, '4242424242424242', customer);
  return { subscription, invoice, customer, good: good.token.id as string };
}

const paidEvents = async (t: TestSandbox, keys: AccountKeys, invoiceId: string) =>
  (await eventTypesAbout(t, keys, invoiceId)).filter((type) => type === 'invoice.paid');

/** The invoice's completed payments. */
const completedPaymentsOf = async (t: TestSandbox, keys: AccountKeys, customer: string) =>
  (await listAll(t, keys, '/v1/payments')).filter((payment) => payment.customer?.id === customer && payment.status === 'completed');

describe('invoices: pay and void', () => {
  const t = useSandbox();

  it('POST /v1/invoices/{id}/pay attempts now, off-session: with token, a saved card of the invoice’s customer; the attempt counts (attemptCount), invoice.paid, the subscription active', async () => {
    const keys = await newAccount(t);
    const { subscription, invoice, good } = await failedInvoice(t, keys);
    const paid = await t.api('POST', `/v1/invoices/${invoice.id}/pay`, { key: keys.secretKey, body: { token: good } });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body).toMatchObject({ id: invoice.id, status: 'paid', amountPaid: invoice.amountDue, attemptCount: 2, nextAttemptAt: null });
    expect(paid.body.payment).not.toBe(invoice.payment);
    expect((await read(t, keys, `/v1/payments/${paid.body.payment}`)).status).toBe('completed');
    expect((await read(t, keys, `/v1/subscriptions/${subscription.id}`)).status).toBe('active');
    expect(await eventTypesAbout(t, keys, invoice.id)).toEqual(['invoice.created', 'invoice.finalized', 'invoice.payment_failed', 'invoice.paid']);
  });

  it('pay without token: the subscription’s defaultToken, else the customer’s; a decline answers 402 with error.payment and error.invoice as it now stands, and counts as an attempt', async () => {
    const keys = await newAccount(t);
    const { invoice } = await failedInvoice(t, keys);
    const declined = await t.api('POST', `/v1/invoices/${invoice.id}/pay`, { key: keys.secretKey });
    expect(declined.status).toBe(402);
    expect(declined.body.error).toMatchObject({
      type: 'card_error',
      code: 'card_declined',
      decline_code: 'generic_decline',
      payment: { status: 'requires_payment_method' },
      invoice: { id: invoice.id, status: 'open', attemptCount: 2 },
    });
    // A manual attempt moves no retry date: the first failed attempt fixed them.
    expect(declined.body.error.invoice.nextAttemptAt).toBe(invoice.nextAttemptAt);
  });

  it('pay refusals: token not a saved card of the customer (400/404, param token), no card at all (400 parameter_missing, param token), a paid or void invoice (400 invoice_state_invalid); none counts as an attempt', async () => {
    const keys = await newAccount(t);
    const { invoice } = await failedInvoice(t, keys);
    const stranger = await saveCard(t, keys);
    const refuse = async (body: Record<string, unknown>, status: number, code: string) => {
      const answer = await t.api('POST', `/v1/invoices/${invoice.id}/pay`, { key: keys.secretKey, body });
      expect(answer.status, JSON.stringify(answer.body)).toBe(status);
      expect(answer.body.error.code).toBe(code);
      return answer;
    };
    expect((await refuse({ token: stranger.token.id }, 400, 'token_customer_mismatch')).body.error.param).toBe('token');
    await refuse({ token: 'tok_missing' }, 404, 'resource_missing');
    await refuse({ amount: 5 }, 400, 'parameter_unknown');
    expect((await read(t, keys, `/v1/invoices/${invoice.id}`)).attemptCount).toBe(1);

    const seeded = await t.api('POST', '/_sandbox/invoices', {
      key: keys.secretKey,
      body: { amountDue: 500, currency: 'EUR', customer: stranger.customer },
    });
    const noCard = await t.api('POST', `/v1/invoices/${seeded.body.id}/pay`, { key: keys.secretKey });
    expect(noCard.status).toBe(400);
    expect(noCard.body.error).toMatchObject({ code: 'parameter_missing', param: 'token' });
    expect((await read(t, keys, `/v1/invoices/${seeded.body.id}`)).attemptCount).toBe(0);
    const withCard = await t.api('POST', `/v1/invoices/${seeded.body.id}/pay`, { key: keys.secretKey, body: { token: stranger.token.id } });
    expect(withCard.body).toMatchObject({ status: 'paid', attemptCount: 1, subscription: null });

    const again = await t.api('POST', `/v1/invoices/${seeded.body.id}/pay`, { key: keys.secretKey });
    expect(again.status).toBe(400);
    expect(again.body.error.code).toBe('invoice_state_invalid');
    const voided = await t.api('POST', '/_sandbox/invoices', { key: keys.secretKey, body: { amountDue: 500, currency: 'EUR', status: 'void' } });
    expect((await t.api('POST', `/v1/invoices/${voided.body.id}/pay`, { key: keys.secretKey })).body.error.code).toBe('invoice_state_invalid');
    expect((await t.api('POST', '/v1/invoices/inv_missing/pay', { key: keys.secretKey })).status).toBe(404);
  });

  it('void: an open invoice is void, no more retries (invoice.updated), its past_due subscription active again; a paid invoice → 400 invoice_state_invalid', async () => {
    const keys = await newAccount(t);
    const price = await recurringPrice(t, keys);
    const { customer } = await customerWithCard(t, keys, '4000000000000341');
    const subscription = await subscribe(t, keys, { customer, price: price.id, trialDays: 4 });
    await t.advanceClock(4 * DAY);
    const [invoice] = await invoicesOf(t, keys, subscription.id);
    expect((await read(t, keys, `/v1/subscriptions/${subscription.id}`)).status).toBe('past_due');
    const voided = await t.api('POST', `/v1/invoices/${invoice.id}/void`, { key: keys.secretKey });
    expect(voided.status).toBe(200);
    expect(voided.body).toMatchObject({ status: 'void', nextAttemptAt: null, amountPaid: 0 });
    expect((await read(t, keys, `/v1/subscriptions/${subscription.id}`)).status).toBe('active');
    await t.advanceClock(6 * DAY);
    expect((await read(t, keys, `/v1/invoices/${invoice.id}`)).attemptCount).toBe(1);
    expect(await eventTypesAbout(t, keys, invoice.id)).toEqual(['invoice.created', 'invoice.finalized', 'invoice.payment_failed', 'invoice.updated']);
    expect((await t.api('POST', `/v1/invoices/${invoice.id}/void`, { key: keys.secretKey })).body.error.code).toBe('invoice_state_invalid');
    const paid = await t.api('POST', '/_sandbox/invoices', { key: keys.secretKey, body: { amountDue: 500, currency: 'EUR', status: 'paid' } });
    expect((await t.api('POST', `/v1/invoices/${paid.body.id}/void`, { key: keys.secretKey })).body.error.code).toBe('invoice_state_invalid');
  });

  it('void the first invoice of an incomplete subscription: it can never start, so it is canceled', async () => {
    const keys = await newAccount(t);
    const { subscription, invoice } = await failedInvoice(t, keys);
    expect(subscription.status).toBe('incomplete');
    await t.api('POST', `/v1/invoices/${invoice.id}/void`, { key: keys.secretKey });
    expect((await read(t, keys, `/v1/subscriptions/${subscription.id}`)).status).toBe('canceled');
  });

  it('4000 0000 0000 7700 (processing): the invoice stays open with no retry while the payment is processing, a pay or void meanwhile → 400 invoice_state_invalid; paid once it completes (5 s, sandbox clock)', async () => {
    const keys = await newAccount(t);
    const price = await recurringPrice(t, keys);
    const { customer } = await customerWithCard(t, keys, '4000000000007700');
    const subscription = await subscribe(t, keys, { customer, price: price.id });
    expect(subscription.status).toBe('incomplete');
    const [invoice] = await invoicesOf(t, keys, subscription.id);
    expect(invoice).toMatchObject({ status: 'open', attemptCount: 1, nextAttemptAt: null });
    expect((await read(t, keys, `/v1/payments/${invoice.payment}`)).status).toBe('processing');
    expect((await t.api('POST', `/v1/invoices/${invoice.id}/pay`, { key: keys.secretKey })).body.error.code).toBe('invoice_state_invalid');
    expect((await t.api('POST', `/v1/invoices/${invoice.id}/void`, { key: keys.secretKey })).body.error.code).toBe('invoice_state_invalid');
    await t.advanceClock(6);
    expect(await read(t, keys, `/v1/invoices/${invoice.id}`)).toMatchObject({ status: 'paid', amountPaid: invoice.amountDue, attemptCount: 1 });
    expect((await read(t, keys, `/v1/subscriptions/${subscription.id}`)).status).toBe('active');
    expect(await eventTypesAbout(t, keys, invoice.id)).toEqual(['invoice.created', 'invoice.finalized', 'invoice.updated', 'invoice.paid']);
  });
});

describe('invoices: invoice.paid exactly once', () => {
  const t = useSandbox();

  it('the same idempotent pay twice: one attempt, one payment, one invoice.paid; the second answer is the replay', async () => {
    const keys = await newAccount(t);
    const { invoice, customer, good } = await failedInvoice(t, keys);
    const idempotencyKey = randomUUID();
    const first = await t.api('POST', `/v1/invoices/${invoice.id}/pay`, { key: keys.secretKey, body: { token: good }, idempotencyKey });
    const second = await t.api('POST', `/v1/invoices/${invoice.id}/pay`, { key: keys.secretKey, body: { token: good }, idempotencyKey });
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(second.body).toEqual(first.body);
    expect(await paidEvents(t, keys, invoice.id)).toHaveLength(1);
    expect(await completedPaymentsOf(t, keys, customer)).toHaveLength(1);
    expect((await read(t, keys, `/v1/invoices/${invoice.id}`)).attemptCount).toBe(2);
  });

  it('a pay and the retry it races (a clock advance while the pay is under way): one of them pays, once; the other finds it paid (400 invoice_state_invalid, or nothing to retry)', async () => {
    const keys = await newAccount(t);
    const { invoice, customer, good } = await failedInvoice(t, keys);
    // The retry pays with the new default card; the pay, held 1 s after its key is claimed, comes second.
    await t.api('POST', `/v1/customers/${customer}`, { key: keys.secretKey, body: { defaultToken: good } });
    const [pay] = await Promise.all([
      t.api('POST', `/v1/invoices/${invoice.id}/pay`, {
        key: keys.secretKey,
        idempotencyKey: randomUUID(),
        headers: { 'x-sandbox-latency-ms': '1000' },
      }),
      new Promise((resolve) => setTimeout(resolve, 50)).then(() => t.advanceClock(DAY)),
    ]);
    // On a machine slow enough to let the pay go first, the retry finds the invoice paid instead.
    if (pay.status !== 200) {
      expect(pay.status, JSON.stringify(pay.body)).toBe(400);
      expect(pay.body.error.code).toBe('invoice_state_invalid');
    }
    expect(await read(t, keys, `/v1/invoices/${invoice.id}`)).toMatchObject({ status: 'paid', attemptCount: 2, nextAttemptAt: null });
    expect(await paidEvents(t, keys, invoice.id)).toHaveLength(1);
    expect(await completedPaymentsOf(t, keys, customer)).toHaveLength(1);
    await t.advanceClock(5 * DAY);
    expect(await paidEvents(t, keys, invoice.id)).toHaveLength(1);
  });

  it('ten pays at once with different keys, and two clock advances at once over the retry: one completed payment, one invoice.paid; the other pays → 400 invoice_state_invalid', async () => {
    const keys = await newAccount(t);
    const { invoice, customer, good } = await failedInvoice(t, keys);
    await t.api('POST', `/v1/customers/${customer}`, { key: keys.secretKey, body: { defaultToken: good } });
    const answers = await Promise.all([
      ...Array.from({ length: 10 }, () =>
        t.api('POST', `/v1/invoices/${invoice.id}/pay`, {
          key: keys.secretKey,
          idempotencyKey: randomUUID(),
          headers: { 'x-sandbox-latency-ms': '100', connection: 'close' },
        }),
      ),
      t.advanceClock(DAY).then(() => null),
      t.advanceClock(DAY).then(() => null),
    ]);
    const pays = answers.filter((answer) => answer !== null);
    expect(pays.filter((answer) => answer.status === 200).length).toBeLessThanOrEqual(1);
    expect(pays.filter((answer) => answer.status !== 200).every((answer) => answer.body.error.code === 'invoice_state_invalid')).toBe(true);
    expect((await read(t, keys, `/v1/invoices/${invoice.id}`)).status).toBe('paid');
    expect(await paidEvents(t, keys, invoice.id)).toHaveLength(1);
    expect(await completedPaymentsOf(t, keys, customer)).toHaveLength(1);
  });

  it('a payment completing after its invoice was paid another way (a second on-session completion) emits no second invoice.paid: the other waiting attempt is canceled', async () => {
    const keys = await newAccount(t);
    const price = await recurringPrice(t, keys);
    const { customer } = await customerWithCard(t, keys, '4000002760003184');
    const subscription = await subscribe(t, keys, { customer, price: price.id, trialDays: 4 });
    await t.advanceClock(4 * DAY);
    const [invoice] = await invoicesOf(t, keys, subscription.id);
    const waiting = invoice.payment as string;
    const good = await saveCard(t, keys, '4242424242424242', customer);
    const paid = await t.api('POST', `/v1/invoices/${invoice.id}/pay`, { key: keys.secretKey, body: { token: good.token.id } });
    expect(paid.body.status).toBe('paid');
    expect((await read(t, keys, `/v1/payments/${waiting}`)).status).toBe('canceled');
    expect(await paidEvents(t, keys, invoice.id)).toHaveLength(1);
  });
});
