import { describe, expect, it } from 'vitest';
import { type TestSandbox, createPaymentWithSession, payWith, useSandbox } from '../support/sandbox.js';

/**
 * Refunds against a real sandbox over real HTTP (interface: Refund, Restricted keys rule 3;
 * contract: Payment states, Paths the interface leaves open). One test per rule, named after it.
 */

async function completedPayment(t: TestSandbox, amount = 5000) {
  const { payment, confirm } = await payWith(t, '4242424242424242', { amount, currency: 'EUR' });
  expect(confirm.body.status).toBe('completed');
  return payment;
}

function refund(t: TestSandbox, body: Record<string, unknown>, key?: string) {
  return t.api('POST', '/v1/refunds', { body, ...(key === undefined ? {} : { key }) });
}

async function amountRefunded(t: TestSandbox, paymentId: string): Promise<number> {
  const payment = await t.api('GET', `/v1/payments/${paymentId}`);
  return payment.body.amountRefunded;
}

describe('refunds', () => {
  const t = useSandbox();

  it('a refund without amount refunds the whole payment: 201, re_ id, paymentId set, amountRefunded = amount', async () => {
    const payment = await completedPayment(t, 5000);
    const created = await refund(t, { payment: payment.id, reason: 'requested_by_customer', metadata: { ticket: 'T-1' } });
    expect(created.status).toBe(201);
    expect(created.body.id).toMatch(/^re_[A-Za-z0-9]{24}$/);
    expect(created.body).toMatchObject({
      object: 'refund',
      amount: 5000,
      currency: 'EUR',
      paymentId: payment.id,
      reason: 'requested_by_customer',
      status: 'succeeded',
      metadata: { ticket: 'T-1' },
      livemode: false,
    });
    expect(await amountRefunded(t, payment.id)).toBe(5000);
  });

  it('partial refunds: each carries paymentId and amountRefunded on the payment adds them up', async () => {
    const payment = await completedPayment(t, 5000);
    const first = await refund(t, { payment: payment.id, amount: 1000 });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ amount: 1000, paymentId: payment.id });
    expect(await amountRefunded(t, payment.id)).toBe(1000);
    const second = await refund(t, { payment: payment.id, amount: 1500 });
    expect(second.body).toMatchObject({ amount: 1500, paymentId: payment.id });
    expect(await amountRefunded(t, payment.id)).toBe(2500);
    // Without amount, what is left.
    const rest = await refund(t, { payment: payment.id });
    expect(rest.body).toMatchObject({ amount: 2500, paymentId: payment.id });
    expect(await amountRefunded(t, payment.id)).toBe(5000);
    const status = await t.api('GET', `/v1/payments/${payment.id}`);
    expect(status.body.status).toBe('completed');
  });

  it('never more than paid: a refund exceeding what is left → 400 amount_too_large, nothing refunded', async () => {
    const payment = await completedPayment(t, 5000);
    await refund(t, { payment: payment.id, amount: 4000 });
    const tooMuch = await refund(t, { payment: payment.id, amount: 1001 });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.error).toMatchObject({ type: 'invalid_request_error', code: 'amount_too_large', param: 'amount' });
    expect(await amountRefunded(t, payment.id)).toBe(4000);
    const exact = await refund(t, { payment: payment.id, amount: 1000 });
    expect(exact.status).toBe(201);
  });

  it('never more than paid: a first refund above the payment’s amount → 400 amount_too_large', async () => {
    const payment = await completedPayment(t, 5000);
    const tooMuch = await refund(t, { payment: payment.id, amount: 5001 });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.error.code).toBe('amount_too_large');
    expect(await amountRefunded(t, payment.id)).toBe(0);
  });

  it('never more than paid: any refund of a fully refunded payment → 400 amount_too_large', async () => {
    const payment = await completedPayment(t, 5000);
    await refund(t, { payment: payment.id });
    for (const body of [{ payment: payment.id }, { payment: payment.id, amount: 1 }]) {
      const again = await refund(t, body);
      expect(again.status).toBe(400);
      expect(again.body.error.code).toBe('amount_too_large');
    }
    expect(await amountRefunded(t, payment.id)).toBe(5000);
  });

  it('only completed payments: requires_payment_method, processing or canceled → 400 payment_state_invalid', async () => {
    const open = await createPaymentWithSession(t);
    const processing = await payWith(t, '4000000000007700');
    expect(processing.confirm.body.status).toBe('processing');
    const canceled = await createPaymentWithSession(t);
    await t.api('POST', `/v1/payments/${canceled.payment.id}/reverse`, { body: {} });
    for (const id of [open.payment.id, processing.payment.id, canceled.payment.id]) {
      const refused = await refund(t, { payment: id, amount: 100 });
      expect(refused.status).toBe(400);
      expect(refused.body.error).toMatchObject({ type: 'invalid_request_error', code: 'payment_state_invalid', param: 'payment' });
      expect(await amountRefunded(t, id)).toBe(0);
    }
  });

  it('a refund of an unknown payment → 404 resource_missing', async () => {
    const missing = await refund(t, { payment: 'pay_doesnotexist000000000000' });
    expect(missing.status).toBe(404);
    expect(missing.body.error).toMatchObject({ code: 'resource_missing', param: 'payment' });
  });

  it('GET /v1/refunds/{id} returns the refund; an unknown id → 404', async () => {
    const payment = await completedPayment(t);
    const created = await refund(t, { payment: payment.id, amount: 700 });
    const read = await t.api('GET', `/v1/refunds/${created.body.id}`);
    expect(read.status).toBe(200);
    expect(read.body).toEqual(created.body);
    const missing = await t.api('GET', '/v1/refunds/re_doesnotexist000000000000');
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe('resource_missing');
  });

  it('GET /v1/refunds lists refunds newest first; ?payment= keeps that payment’s only', async () => {
    const a = await completedPayment(t);
    const b = await completedPayment(t);
    const a1 = await refund(t, { payment: a.id, amount: 100 });
    const b1 = await refund(t, { payment: b.id, amount: 200 });
    const a2 = await refund(t, { payment: a.id, amount: 300 });

    const all = await t.api('GET', '/v1/refunds?limit=100');
    expect(all.status).toBe(200);
    const ids = (all.body.data as any[]).map((item) => item.id);
    expect(ids.slice(0, 3)).toEqual([a2.body.id, b1.body.id, a1.body.id]);
    expect((all.body.data as any[]).every((item) => typeof item.paymentId === 'string' && item.paymentId.startsWith('pay_'))).toBe(true);

    const ofA = await t.api('GET', `/v1/refunds?payment=${a.id}`);
    expect(ofA.status).toBe(200);
    expect((ofA.body.data as any[]).map((item) => item.id)).toEqual([a2.body.id, a1.body.id]);
    expect(ofA.body.page.has_more).toBe(false);
  });

  it('a refund emits refund.created with the refund as data', async () => {
    const payment = await completedPayment(t);
    const created = await refund(t, { payment: payment.id, amount: 900, metadata: { why: 'damaged' } });
    const events = await t.api('GET', '/v1/events?type=refund.created&limit=100');
    const mine = (events.body.data as any[]).filter((event) => event.data.id === created.body.id);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ object: 'event', type: 'refund.created' });
    expect(mine[0].data).toEqual(created.body);
  });

  it('a restricted key with refunds: read → 403 permission_denied on create, but may read refunds', async () => {
    const key = await t.api('POST', '/v1/api_keys', { body: { name: 'support desk', permissions: { refunds: 'read', payments: 'read' } } });
    expect(key.status).toBe(201);
    const payment = await completedPayment(t);
    const refused = await refund(t, { payment: payment.id, amount: 100 }, key.body.secret);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({ type: 'permission_error', code: 'permission_denied' });
    expect(await amountRefunded(t, payment.id)).toBe(0);
    const list = await t.api('GET', `/v1/refunds?payment=${payment.id}`, { key: key.body.secret });
    expect(list.status).toBe(200);
    expect(list.body.data).toEqual([]);
  });

  it('a restricted key with refunds: write may refund', async () => {
    const key = await t.api('POST', '/v1/api_keys', { body: { name: 'refunds bot', permissions: { refunds: 'write' } } });
    const payment = await completedPayment(t);
    const created = await refund(t, { payment: payment.id, amount: 100 }, key.body.secret);
    expect(created.status).toBe(201);
    expect(created.body.paymentId).toBe(payment.id);
  });
});
