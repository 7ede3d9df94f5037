import { describe, expect, it } from 'vitest';
import {
  type TestSandbox,
  answerBankPage,
  createPaymentWithSession,
  decodeBase64urlJson,
  expectPageRefusal,
  getPage,
  openAcs,
  paymentEventTypes,
  startChallenge,
  threeDSTransaction,
  tokenize,
  useSandbox,
} from '../support/sandbox.js';

/**
 * A new confirm while the payment is `requires_action` (the shopper closed the challenge, or the kit
 * timed out): the pending authentication is abandoned first, then the new confirm runs (contract:
 * Payment states; docs/sandbox.md). The abandoned transaction's pages then change nothing.
 */

async function confirm(t: TestSandbox, paymentId: string, clientSecret: string, number: string) {
  const token = await tokenize(t, number);
  expect(token.status).toBe(201);
  return t.api('POST', `/v1/payments/${paymentId}/confirm`, { key: t.publishableKey, body: { clientSecret, token: token.body.id } });
}

async function events(t: TestSandbox, paymentId: string): Promise<any[]> {
  const list = await t.api('GET', '/v1/events?limit=100');
  return (list.body.data as any[]).filter((event) => event.data.id === paymentId).reverse();
}

describe('3D Secure: confirming again from requires_action', () => {
  const t = useSandbox();

  it('during a challenge, a confirm with 4242 abandons it (payment.attempt_failed, authentication_failed) and completes', async () => {
    const { payment, clientSecret, transactionId } = await startChallenge(t);
    const again = await confirm(t, payment.id, clientSecret, '4242424242424242');
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ status: 'completed', lastError: null, nextAction: null, paymentMethod: { card: { last4: '4242' } } });
    const all = await events(t, payment.id);
    expect(all.map((event) => event.type)).toEqual(['payment.created', 'payment.requires_action', 'payment.attempt_failed', 'payment.completed']);
    expect(all[2].data).toMatchObject({ status: 'requires_payment_method', lastError: { code: 'authentication_failed' } });
    expect(all[2].data.lastError.message).toMatch(/abandoned/);
    expect(threeDSTransaction(t, transactionId).outcome).toBe('abandoned');
  });

  it('the abandoned challenge answered afterwards → 400 "This authentication is no longer pending"; nothing changes', async () => {
    const { payment, clientSecret, nextAction } = await startChallenge(t);
    const page = await openAcs(t, nextAction);
    await confirm(t, payment.id, clientSecret, '4242424242424242');
    const before = await paymentEventTypes(t, payment.id);
    expectPageRefusal(
      await answerBankPage(t, page, { action: 'submit', code: '123456' }),
      /This authentication is no longer pending/,
      /nothing was changed/,
    );
    expectPageRefusal(await openAcs(t, nextAction), /This authentication is no longer pending/, /confirmed again or canceled/);
    expect((await t.api('GET', `/v1/payments/${payment.id}`)).body).toMatchObject({ status: 'completed', lastError: null });
    expect(await paymentEventTypes(t, payment.id)).toEqual(before);
  });

  it('confirming again with a 3DS card starts a new transaction: the old creq is refused, the new one passes', async () => {
    const first = await startChallenge(t, '4000000000003212');
    const second = await confirm(t, first.payment.id, first.clientSecret, '4000000000003212');
    expect(second.body).toMatchObject({ status: 'requires_action', lastError: null, nextAction: { type: 'three_d_secure_challenge' } });
    const creq = decodeBase64urlJson(second.body.nextAction.creq);
    expect(creq.threeDSServerTransID).not.toBe(first.transactionId);
    expect(creq.acsTransID).not.toBe(first.acsTransID);
    expectPageRefusal(await openAcs(t, first.nextAction), /This authentication is no longer pending/, /nothing was changed/);
    const page = await openAcs(t, second.body.nextAction);
    expect(page.status).toBe(200);
    expect((await answerBankPage(t, page, { action: 'cancel' })).status).toBe(200);
    expect((await t.api('GET', `/v1/payments/${first.payment.id}`)).body.status).toBe('requires_payment_method');
  });

  it('during the 3DS Method, a declined card: both attempts fail in order, the decline’s lastError wins; authenticate is then refused', async () => {
    const { payment, clientSecret } = await createPaymentWithSession(t);
    expect((await confirm(t, payment.id, clientSecret, '4000000000003188')).body.nextAction.type).toBe('three_d_secure_fingerprint');
    const declined = await confirm(t, payment.id, clientSecret, '4000000000000002');
    expect(declined.status).toBe(402);
    expect(declined.body.error.payment).toMatchObject({ status: 'requires_payment_method', lastError: { code: 'card_declined' } });
    expect(await paymentEventTypes(t, payment.id)).toEqual([
      'payment.created',
      'payment.requires_action',
      'payment.attempt_failed',
      'payment.attempt_failed',
    ]);
    const late = await t.api('POST', `/v1/payments/${payment.id}/authenticate`, {
      key: t.publishableKey,
      body: { clientSecret, threeDSCompInd: 'Y' },
    });
    expect(late.status).toBe(400);
    expect(late.body.error.code).toBe('payment_state_invalid');
  });

  it('during a redirect, a new confirm makes the old redirect page answer "no longer pending"', async () => {
    const { payment, clientSecret } = await createPaymentWithSession(t);
    const redirect = await confirm(t, payment.id, clientSecret, '4000000000003063');
    const url = new URL(redirect.body.nextAction.url);
    await confirm(t, payment.id, clientSecret, '4242424242424242');
    expectPageRefusal(await getPage(t, `${url.pathname}${url.search}`), /This authentication is no longer pending/, /now completed/);
  });

  it('a confirm that is refused (a used token) leaves the pending authentication alone: it can still pass', async () => {
    const { payment, clientSecret, nextAction } = await startChallenge(t);
    const used = await tokenize(t, '4242424242424242');
    const other = await createPaymentWithSession(t);
    await t.api('POST', `/v1/payments/${other.payment.id}/confirm`, {
      key: t.publishableKey,
      body: { clientSecret: other.clientSecret, token: used.body.id },
    });
    const refused = await t.api('POST', `/v1/payments/${payment.id}/confirm`, { key: t.publishableKey, body: { clientSecret, token: used.body.id } });
    expect(refused.status).toBe(400);
    expect(refused.body.error.code).toBe('token_already_used');
    expect((await t.api('GET', `/v1/payments/${payment.id}`)).body).toMatchObject({
      status: 'requires_action',
      nextAction: { creq: nextAction.creq },
    });
    expect(await paymentEventTypes(t, payment.id)).toEqual(['payment.created', 'payment.requires_action']);
    expect((await answerBankPage(t, await openAcs(t, nextAction), { action: 'submit', code: '123456' })).status).toBe(200);
    expect((await t.api('GET', `/v1/payments/${payment.id}`)).body.status).toBe('completed');
  });
});
