import { describe, expect, it } from 'vitest';
import { chargeOffSession as chargeDirectly } from '../../src/sandbox/flows/off-session.js';
import { expectError } from '../support/errors.js';
import { newAccount, paymentEventTypes, useSandbox } from '../support/sandbox.js';
import { chargeOffSession, createCustomer, passChallenge, saveCard, singleUseToken } from '../support/saved-cards.js';

/**
 * Paying with saved cards over real HTTP (contract: client sessions; Off-session charges; Details fixed
 * for the section above; Test cards added): saving at a payment confirm, paying on-session with a saved
 * card, and merchant-initiated charges.
 */

describe('saving a card at a payment confirm', () => {
  const t = useSandbox();

  async function paymentSession(savedCards: Record<string, unknown>) {
    const customer = await createCustomer(t, t);
    const payment = await t.api('POST', '/v1/payments', { body: { amount: 2000, currency: 'EUR', customer: customer.id } });
    const session = await t.api('POST', '/v1/client_sessions', { body: { payment: payment.body.id, savedCards } });
    expect(session.status).toBe(201);
    return { customer: customer.id as string, payment: payment.body, clientSecret: session.body.clientSecret as string };
  }

  function confirm(paymentId: string, body: Record<string, unknown>) {
    return t.api('POST', `/v1/payments/${paymentId}/confirm`, { key: t.publishableKey, body });
  }

  it('saveCard: true where savedCards.save is optional: the payment completes and the token becomes the customer’s saved card', async () => {
    const { customer, payment, clientSecret } = await paymentSession({ save: 'optional' });
    const token = await singleUseToken(t, t, '4242424242424242');
    const confirmed = await confirm(payment.id, { clientSecret, token: token.id, saveCard: true });
    expect(confirmed.body.status).toBe('completed');
    const saved = await t.api('GET', `/v1/customers/${customer}/tokens`);
    expect(saved.body.data).toMatchObject([{ id: token.id, usage: 'reusable', customer }]);
  });

  it('without saveCard, an optional session saves nothing', async () => {
    const { customer, payment, clientSecret } = await paymentSession({ save: 'optional' });
    const token = await singleUseToken(t, t, '4242424242424242');
    await confirm(payment.id, { clientSecret, token: token.id });
    expect((await t.api('GET', `/v1/customers/${customer}/tokens`)).body.data).toEqual([]);
  });

  it('savedCards.save always saves regardless of saveCard', async () => {
    const { customer, payment, clientSecret } = await paymentSession({ save: 'always' });
    const token = await singleUseToken(t, t, '4242424242424242');
    await confirm(payment.id, { clientSecret, token: token.id });
    expect((await t.api('GET', `/v1/customers/${customer}/tokens`)).body.data.map((one: { id: string }) => one.id)).toEqual([token.id]);
  });

  it('saveCard where savedCards.save is off → 403 saved_cards_not_allowed, and the payment is not confirmed', async () => {
    const { payment, clientSecret } = await paymentSession({ list: true });
    const token = await singleUseToken(t, t, '4242424242424242');
    expectError(await confirm(payment.id, { clientSecret, token: token.id, saveCard: true }), 403, 'permission_error', 'saved_cards_not_allowed');
    expect((await t.api('GET', `/v1/payments/${payment.id}`)).body.status).toBe('requires_payment_method');
  });

  it('a card is saved only once the payment goes through: after a 3DS challenge (3155) passed, not after a decline', async () => {
    const { customer, payment, clientSecret } = await paymentSession({ save: 'optional' });
    const declined = await singleUseToken(t, t, '4000000000000002');
    expectError(await confirm(payment.id, { clientSecret, token: declined.id, saveCard: true }), 402, 'card_error', 'card_declined');
    const challenged = await singleUseToken(t, t, '4000002500003155');
    const pending = await confirm(payment.id, { clientSecret, token: challenged.id, saveCard: true });
    expect(pending.body.status).toBe('requires_action');
    expect((await t.api('GET', `/v1/customers/${customer}/tokens`)).body.data).toEqual([]);
    await passChallenge(t, pending, `/v1/payments/${payment.id}/authenticate`, clientSecret, t.publishableKey);
    expect((await t.api('GET', `/v1/payments/${payment.id}`)).body.status).toBe('completed');
    expect((await t.api('GET', `/v1/customers/${customer}/tokens`)).body.data.map((one: { id: string }) => one.id)).toEqual([challenged.id]);
  });

  it('paying with a saved card of the session’s customer: {token: "tok_…"}, with its cvc re-collected; the saved card stays reusable', async () => {
    const { customer, payment, clientSecret } = await paymentSession({ list: true });
    const { token } = await saveCard(t, t, '4242424242424242', customer);
    const confirmed = await confirm(payment.id, { clientSecret, token: token.id, cvc: '123' });
    expect(confirmed.body).toMatchObject({ status: 'completed', paymentMethod: { card: { last4: '4242' } } });
    const second = await paymentSession({});
    const { token: again } = await saveCard(t, t, '4242424242424242', second.customer);
    expect((await confirm(second.payment.id, { clientSecret: second.clientSecret, token: again.id })).body.status).toBe('completed');
    expect((await chargeOffSession(t, t, second.customer, again.id)).status).toBe(201);
  });

  it('a saved card’s cvc of the wrong length → 402 invalid_cvc; cvc with a single-use token → 400 parameter_invalid; saveCard with a saved card → 400 token_not_reusable', async () => {
    const { customer, payment, clientSecret } = await paymentSession({ save: 'optional' });
    const { token } = await saveCard(t, t, '4242424242424242', customer);
    expectError(await confirm(payment.id, { clientSecret, token: token.id, cvc: '1234' }), 402, 'card_error', 'invalid_cvc');
    const single = await singleUseToken(t, t, '4242424242424242');
    expectError(await confirm(payment.id, { clientSecret, token: single.id, cvc: '123' }), 400, 'invalid_request_error', 'parameter_invalid');
    expectError(await confirm(payment.id, { clientSecret, token: token.id, saveCard: true }), 400, 'invalid_request_error', 'token_not_reusable');
  });

  it('a saved card is never usable with another customer: another customer’s card, or a session without one → 400 token_customer_mismatch', async () => {
    const { payment, clientSecret } = await paymentSession({ list: true });
    const { token: foreign } = await saveCard(t, t);
    expectError(await confirm(payment.id, { clientSecret, token: foreign.id }), 400, 'invalid_request_error', 'token_customer_mismatch');
    const anonymous = await t.api('POST', '/v1/payments', { body: { amount: 500, currency: 'EUR' } });
    const session = await t.api('POST', '/v1/client_sessions', { body: { payment: anonymous.body.id } });
    const result = await confirm(anonymous.body.id, { clientSecret: session.body.clientSecret, token: foreign.id });
    expectError(result, 400, 'invalid_request_error', 'token_customer_mismatch');
  });

  it('4000 0027 6000 3184 asks for authentication on every on-session charge, saved or not', async () => {
    const { customer, payment, clientSecret } = await paymentSession({});
    const { token } = await saveCard(t, t, '4000002760003184', customer);
    const confirmed = await confirm(payment.id, { clientSecret, token: token.id });
    expect(confirmed.body).toMatchObject({ status: 'requires_action', nextAction: { type: 'three_d_secure_challenge' } });
  });

  it('4000 0025 0000 3155 asks for a challenge unsaved, but an on-session charge with the saved card completes without one', async () => {
    const { customer, payment, clientSecret } = await paymentSession({});
    const { token } = await saveCard(t, t, '4000002500003155', customer);
    expect((await confirm(payment.id, { clientSecret, token: token.id })).body.status).toBe('completed');
  });
});

describe('off-session charges: POST /v1/payments {customer, token, offSession: true, confirm: true}', () => {
  const t = useSandbox();

  it('a saved card completes: 201, the payment completed for the customer (expanded)', async () => {
    const { customer, token } = await saveCard(t, t);
    const charge = await chargeOffSession(t, t, customer, token.id, { metadata: { invoice: 'inv_1' } });
    expect(charge.status).toBe(201);
    expect(charge.body).toMatchObject({
      status: 'completed',
      customer: { id: customer, object: 'customer' },
      metadata: { invoice: 'inv_1' },
      paymentMethod: { card: { last4: '4242' } },
    });
    expect(await paymentEventTypes(t, charge.body.id)).toEqual(['payment.created', 'payment.completed']);
  });

  it('4000 0025 0000 3155 completes off-session without a step-up', async () => {
    const { customer, token } = await saveCard(t, t, '4000002500003155');
    expect((await chargeOffSession(t, t, customer, token.id)).body.status).toBe('completed');
  });

  it('4000 0027 6000 3184 → 402 card_error authentication_required, error.payment requires_action with lastError authentication_required', async () => {
    const { customer, token } = await saveCard(t, t, '4000002760003184');
    const charge = await chargeOffSession(t, t, customer, token.id);
    expectError(charge, 402, 'card_error', 'authentication_required');
    expect(charge.body.error.payment).toMatchObject({
      status: 'requires_action',
      nextAction: null,
      lastError: { code: 'authentication_required' },
      customer: { id: customer },
    });
    expect(await paymentEventTypes(t, charge.body.error.payment.id)).toEqual(['payment.created', 'payment.requires_action']);
  });

  it('authentication_required: the customer comes back on-session with a client session bound to that payment and finishes the step-up', async () => {
    const { customer, token } = await saveCard(t, t, '4000002760003184');
    const charge = await chargeOffSession(t, t, customer, token.id);
    const paymentId = charge.body.error.payment.id as string;
    const session = await t.api('POST', '/v1/client_sessions', { body: { payment: paymentId } });
    expect(session.body.customer).toBe(customer);
    const confirmed = await t.api('POST', `/v1/payments/${paymentId}/confirm`, {
      key: t.publishableKey,
      body: { clientSecret: session.body.clientSecret, token: token.id },
    });
    expect(confirmed.body).toMatchObject({ status: 'requires_action', nextAction: { type: 'three_d_secure_challenge' } });
    await passChallenge(t, confirmed, `/v1/payments/${paymentId}/authenticate`, session.body.clientSecret, t.publishableKey);
    expect((await t.api('GET', `/v1/payments/${paymentId}`)).body).toMatchObject({ status: 'completed', lastError: null });
  });

  it('4000 0000 0000 0341 declines every charge: 402 card_declined like on-session, the payment back at requires_payment_method', async () => {
    const { customer, token } = await saveCard(t, t, '4000000000000341');
    const charge = await chargeOffSession(t, t, customer, token.id);
    expectError(charge, 402, 'card_error', 'card_declined');
    expect(charge.body.error).toMatchObject({
      decline_code: 'generic_decline',
      payment: { status: 'requires_payment_method', lastError: { code: 'card_declined' } },
    });
  });

  it('a single-use token → 400 token_not_reusable; another customer’s card → 400 token_customer_mismatch; neither makes a payment', async () => {
    const keys = await newAccount(t);
    const { customer, token } = await saveCard(t, keys);
    const other = await createCustomer(t, keys);
    const single = await singleUseToken(t, keys, '4242424242424242');
    expectError(await chargeOffSession(t, keys, customer, single.id), 400, 'invalid_request_error', 'token_not_reusable');
    expectError(await chargeOffSession(t, keys, other.id, token.id), 400, 'invalid_request_error', 'token_customer_mismatch');
    expect((await t.api('GET', '/v1/payments', { key: keys.secretKey })).body.data).toEqual([]);
  });

  it('offSession needs confirm: true and a customer id; confirm needs token → 400 parameter_invalid', async () => {
    const { customer, token } = await saveCard(t, t);
    const noConfirm = await t.api('POST', '/v1/payments', { body: { amount: 100, currency: 'EUR', customer, token: token.id, offSession: true } });
    expectError(noConfirm, 400, 'invalid_request_error', 'parameter_invalid');
    const inline = await t.api('POST', '/v1/payments', {
      body: { amount: 100, currency: 'EUR', customer: { name: 'x' }, token: token.id, offSession: true, confirm: true },
    });
    expectError(inline, 400, 'invalid_request_error', 'parameter_invalid');
    expect(inline.body.error.param).toBe('offSession');
    const noToken = await t.api('POST', '/v1/payments', { body: { amount: 100, currency: 'EUR', confirm: true } });
    expectError(noToken, 400, 'invalid_request_error', 'parameter_invalid');
    expect(noToken.body.error.param).toBe('token');
  });

  it('confirm: true with a single-use token and the secret key confirms on create (on-session, server side)', async () => {
    const token = await singleUseToken(t, t, '4242424242424242');
    const created = await t.api('POST', '/v1/payments', { body: { amount: 100, currency: 'EUR', token: token.id, confirm: true } });
    expect(created.status).toBe(201);
    expect(created.body.status).toBe('completed');
  });

  it('Idempotency-Key: a retried off-session charge replays its answer, and charges once', async () => {
    const keys = await newAccount(t);
    const { customer, token } = await saveCard(t, keys);
    const body = { amount: 700, currency: 'EUR', customer, token: token.id, offSession: true, confirm: true };
    const first = await t.api('POST', '/v1/payments', { key: keys.secretKey, body, idempotencyKey: 'renewal-1' });
    const again = await t.api('POST', '/v1/payments', { key: keys.secretKey, body, idempotencyKey: 'renewal-1' });
    expect(again.body.id).toBe(first.body.id);
    expect((await t.api('GET', '/v1/payments', { key: keys.secretKey })).body.data).toHaveLength(1);
  });

  it('chargeOffSession (flows/off-session.ts), as the billing engine calls it: the outcome and the payment; one idempotency key charges once', async () => {
    const keys = await newAccount(t);
    const { customer, token } = await saveCard(t, keys, '4000002760003184');
    const { token: good } = await saveCard(t, keys, '4242424242424242', customer);
    const account = t.sandbox.service.account(keys.accountId)!;
    const completed = chargeDirectly(t.sandbox.service, account, {
      customer,
      token: good.id,
      amount: 900,
      currency: 'EUR',
      idempotencyKey: 'inv_1/1',
    });
    expect(completed).toMatchObject({ outcome: 'completed', error: null, payment: { status: 'completed', amount: 900 } });
    const replay = chargeDirectly(t.sandbox.service, account, { customer, token: good.id, amount: 900, currency: 'EUR', idempotencyKey: 'inv_1/1' });
    expect(replay.payment.id).toBe(completed.payment.id);
    const needsCustomer = chargeDirectly(t.sandbox.service, account, { customer, token: token.id, amount: 900, currency: 'EUR' });
    expect(needsCustomer.outcome).toBe('authentication_required');
    expect(needsCustomer.error?.code).toBe('authentication_required');
    expect(needsCustomer.payment.status).toBe('requires_action');
    expect(() => chargeDirectly(t.sandbox.service, account, { customer: 'cus_nosuchcustomer', token: good.id, amount: 1, currency: 'EUR' })).toThrow(
      /No such customer/,
    );
    expect((await t.api('GET', '/v1/payments', { key: keys.secretKey })).body.data).toHaveLength(2);
  });
});
