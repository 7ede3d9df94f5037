import { describe, expect, it } from 'vitest';
import { type TestSandbox, createPaymentWithSession, payWith, tokenize, useSandbox } from '../support/sandbox.js';

/**
 * Payments against a real sandbox over real HTTP (contract: Payment states, Paths the interface
 * leaves open, Next actions and 3D Secure, Sandbox test cards). One test per rule, named after it.
 */

const PUBLIC_FIELDS = [
  'amount',
  'amountRefunded',
  'createdAt',
  'currency',
  'id',
  'lastError',
  'livemode',
  'nextAction',
  'object',
  'paymentMethod',
  'returnUrl',
  'status',
].sort();
const ALL_FIELDS = [...PUBLIC_FIELDS, 'customer', 'description', 'metadata'].sort();

const RETURN_URL = 'https://shop.example/return';

function decodeBase64urlJson(value: string): Record<string, unknown> {
  expect(value).toMatch(/^[A-Za-z0-9_-]+$/);
  return JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as Record<string, unknown>;
}

/** Tokenizes `number` and confirms the payment with the publishable key, as the card frame does. */
async function confirmWith(t: TestSandbox, paymentId: string, clientSecret: string, number: string, extra: Record<string, unknown> = {}) {
  const token = await tokenize(t, number);
  expect(token.status).toBe(201);
  return t.api('POST', `/v1/payments/${paymentId}/confirm`, {
    key: t.publishableKey,
    body: { clientSecret, token: token.body.id, ...extra },
  });
}

async function authenticate(t: TestSandbox, paymentId: string, clientSecret: string) {
  return t.api('POST', `/v1/payments/${paymentId}/authenticate`, {
    key: t.publishableKey,
    body: { clientSecret, threeDSCompInd: 'Y' },
  });
}

/** The sandbox's stand-in for the cardholder on the ACS challenge or redirect page. */
async function answerChallenge(t: TestSandbox, paymentId: string, answer: { action: 'submit'; code: string } | { action: 'cancel' }) {
  return t.api('POST', `/_sandbox/payments/${paymentId}/three_d_secure`, { body: answer });
}

/** The events of one type whose data is this payment, oldest first. */
async function paymentEvents(t: TestSandbox, type: string, paymentId: string) {
  const list = await t.api('GET', `/v1/events?type=${type}&limit=100`);
  expect(list.status).toBe(200);
  return (list.body.data as any[]).filter((event) => event.data.id === paymentId).reverse();
}

async function retrieve(t: TestSandbox, paymentId: string) {
  const result = await t.api('GET', `/v1/payments/${paymentId}`);
  expect(result.status).toBe(200);
  return result.body;
}

describe('payments: create', () => {
  const t = useSandbox();

  it('POST /v1/payments: 201, a pay_ id, the fields sent, currency uppercased, status requires_payment_method', async () => {
    const created = await t.api('POST', '/v1/payments', {
      body: {
        amount: 1099,
        currency: 'eur',
        returnUrl: RETURN_URL,
        description: 'Order 42',
        metadata: { order: '42' },
      },
    });
    expect(created.status).toBe(201);
    expect(created.body.id).toMatch(/^pay_[A-Za-z0-9]{24}$/);
    expect(created.body).toMatchObject({
      object: 'payment',
      amount: 1099,
      currency: 'EUR',
      status: 'requires_payment_method',
      returnUrl: RETURN_URL,
      description: 'Order 42',
      metadata: { order: '42' },
      customer: null,
      livemode: false,
      paymentMethod: null,
      nextAction: null,
      lastError: null,
      amountRefunded: 0,
    });
    expect(Object.keys(created.body).sort()).toEqual(ALL_FIELDS);
    expect(new Date(created.body.createdAt).toISOString()).toBe(created.body.createdAt);
  });

  it('an unknown field → 400 parameter_unknown naming it', async () => {
    const result = await t.api('POST', '/v1/payments', { body: { amount: 1000, currency: 'EUR', colour: 'blue' } });
    expect(result.status).toBe(400);
    expect(result.body.error).toMatchObject({ type: 'invalid_request_error', code: 'parameter_unknown', param: 'colour' });
  });

  it('a missing amount → 400 parameter_missing on amount', async () => {
    const result = await t.api('POST', '/v1/payments', { body: { currency: 'EUR' } });
    expect(result.status).toBe(400);
    expect(result.body.error).toMatchObject({ type: 'invalid_request_error', code: 'parameter_missing', param: 'amount' });
  });

  it.each(['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', '/relative/return', 'http://shop.example/return'])(
    'an unsafe returnUrl (%s) → 400 parameter_invalid on returnUrl',
    async (returnUrl) => {
      const result = await t.api('POST', '/v1/payments', { body: { amount: 1000, currency: 'EUR', returnUrl } });
      expect(result.status).toBe(400);
      expect(result.body.error).toMatchObject({ type: 'invalid_request_error', code: 'parameter_invalid', param: 'returnUrl' });
    },
  );
});

describe('payments: retrieve and update', () => {
  const t = useSandbox();

  it('GET /v1/payments/{id} with the secret key: every field, description, metadata and customer included', async () => {
    const created = await t.api('POST', '/v1/payments', {
      body: { amount: 2500, currency: 'EUR', description: 'Gift', metadata: { order: '7' }, customer: { name: 'Ada', email: 'ada@example.com' } },
    });
    const read = await t.api('GET', `/v1/payments/${created.body.id}`);
    expect(read.status).toBe(200);
    expect(Object.keys(read.body).sort()).toEqual(ALL_FIELDS);
    expect(read.body).toEqual(created.body);
    expect(read.body).toMatchObject({ description: 'Gift', metadata: { order: '7' }, customer: { object: 'customer', name: 'Ada' } });
    expect(read.body.customer.id).toMatch(/^cus_/);
  });

  it('publishable key with ?client_secret= of a bound session: public fields only (no metadata, description, customer)', async () => {
    const { payment, clientSecret } = await createPaymentWithSession(t, {
      amount: 2500,
      currency: 'EUR',
      description: 'Private note',
      metadata: { internal: 'yes' },
      customer: { name: 'Ada' },
    });
    const read = await t.api('GET', `/v1/payments/${payment.id}?client_secret=${encodeURIComponent(clientSecret)}`, { key: t.publishableKey });
    expect(read.status).toBe(200);
    expect(Object.keys(read.body).sort()).toEqual(PUBLIC_FIELDS);
    expect(read.body).toMatchObject({ id: payment.id, amount: 2500, currency: 'EUR', status: 'requires_payment_method' });
    expect(JSON.stringify(read.body)).not.toContain('Private note');
    expect(JSON.stringify(read.body)).not.toContain('internal');
  });

  it('publishable key with another payment’s client secret → 400 client_secret_invalid', async () => {
    const first = await createPaymentWithSession(t);
    const second = await createPaymentWithSession(t);
    const read = await t.api('GET', `/v1/payments/${first.payment.id}?client_secret=${encodeURIComponent(second.clientSecret)}`, {
      key: t.publishableKey,
    });
    expect(read.status).toBe(400);
    expect(read.body.error).toMatchObject({ type: 'invalid_request_error', code: 'client_secret_invalid', param: 'client_secret' });
  });

  it('publishable key with a made-up or missing client secret → 400 client_secret_invalid', async () => {
    const { payment, clientSecret } = await createPaymentWithSession(t);
    const forged = `${clientSecret.split('_secret_')[0]}_secret_forged`;
    for (const query of [`?client_secret=${forged}`, '']) {
      const read = await t.api('GET', `/v1/payments/${payment.id}${query}`, { key: t.publishableKey });
      expect(read.status).toBe(400);
      expect(read.body.error).toMatchObject({ type: 'invalid_request_error', code: 'client_secret_invalid' });
    }
  });

  it('issue 13, item 4: another payment’s client secret can neither confirm nor authenticate a payment; nothing changes, the token stays usable', async () => {
    const victim = await createPaymentWithSession(t);
    const attacker = await createPaymentWithSession(t);
    const token = await tokenize(t, '4000000000003220');
    const confirm = await t.api('POST', `/v1/payments/${victim.payment.id}/confirm`, {
      key: t.publishableKey,
      body: { clientSecret: attacker.clientSecret, token: token.body.id },
    });
    expect(confirm.status).toBe(400);
    expect(confirm.body.error).toMatchObject({ type: 'invalid_request_error', code: 'client_secret_invalid', param: 'clientSecret' });
    expect(JSON.stringify(confirm.body)).not.toContain(victim.clientSecret);
    const auth = await authenticate(t, victim.payment.id, attacker.clientSecret);
    expect(auth.status).toBe(400);
    expect(auth.body.error).toMatchObject({ code: 'client_secret_invalid' });
    // The victim's session id with the attacker's secret part, and the reverse: the whole secret must match.
    const [victimId, victimPart] = victim.clientSecret.split('_secret_') as [string, string];
    const [attackerId, attackerPart] = attacker.clientSecret.split('_secret_') as [string, string];
    for (const spliced of [`${victimId}_secret_${attackerPart}`, `${attackerId}_secret_${victimPart}`]) {
      const refused = await t.api('POST', `/v1/payments/${victim.payment.id}/confirm`, {
        key: t.publishableKey,
        body: { clientSecret: spliced, token: token.body.id },
      });
      expect(refused.body.error).toMatchObject({ code: 'client_secret_invalid' });
    }
    expect((await retrieve(t, victim.payment.id)).status).toBe('requires_payment_method');
    // The refusals did not spend the token: its owner confirms with it.
    const genuine = await t.api('POST', `/v1/payments/${victim.payment.id}/confirm`, {
      key: t.publishableKey,
      body: { clientSecret: victim.clientSecret, token: token.body.id },
    });
    expect(genuine.status).toBe(200);
    expect(genuine.body.status).toBe('requires_action');
  });

  it('POST /v1/payments/{id} updates description and merges metadata; emits payment.updated', async () => {
    const created = await t.api('POST', '/v1/payments', {
      body: { amount: 1000, currency: 'EUR', description: 'old', metadata: { a: '1', b: '2' } },
    });
    const updated = await t.api('POST', `/v1/payments/${created.body.id}`, { body: { description: 'new', metadata: { b: '', c: '3' } } });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ description: 'new', metadata: { a: '1', c: '3' }, status: 'requires_payment_method' });
    expect(updated.body.metadata).not.toHaveProperty('b');
    expect((await retrieve(t, created.body.id)).description).toBe('new');
    const events = await paymentEvents(t, 'payment.updated', created.body.id);
    expect(events).toHaveLength(1);
    expect(events[0].data.description).toBe('new');
  });

  it('a client session older than 24 hours → 400 client_secret_expired', async () => {
    const { payment, clientSecret } = await createPaymentWithSession(t);
    const fresh = await t.api('GET', `/v1/payments/${payment.id}?client_secret=${encodeURIComponent(clientSecret)}`, { key: t.publishableKey });
    expect(fresh.status).toBe(200);
    await t.advanceClock(24 * 3600);
    const read = await t.api('GET', `/v1/payments/${payment.id}?client_secret=${encodeURIComponent(clientSecret)}`, { key: t.publishableKey });
    expect(read.status).toBe(400);
    expect(read.body.error).toMatchObject({ type: 'invalid_request_error', code: 'client_secret_expired', param: 'client_secret' });
    const token = await tokenize(t, '4242424242424242');
    const confirm = await t.api('POST', `/v1/payments/${payment.id}/confirm`, {
      key: t.publishableKey,
      body: { clientSecret, token: token.body.id },
    });
    expect(confirm.status).toBe(400);
    expect(confirm.body.error).toMatchObject({ code: 'client_secret_expired', param: 'clientSecret' });
    expect((await retrieve(t, payment.id)).status).toBe('requires_payment_method');
  });
});

describe('payments: sandbox test cards', () => {
  const t = useSandbox();

  it.each([
    ['4242 4242 4242 4242', '4242424242424242', 'visa', '4242'],
    ['5555 5555 5555 4444', '5555555555554444', 'mastercard', '4444'],
    ['3782 822463 10005 (4-digit CVC)', '378282246310005', 'amex', '0005'],
  ])('test card %s: completes', async (_name, number, brand, last4) => {
    const { payment, confirm } = await payWith(t, number);
    expect(confirm.status).toBe(200);
    expect(confirm.body).toMatchObject({
      id: payment.id,
      status: 'completed',
      nextAction: null,
      lastError: null,
      paymentMethod: { type: 'card', card: { brand, last4, expMonth: 12 } },
    });
    expect((await retrieve(t, payment.id)).status).toBe('completed');
    expect(await paymentEvents(t, 'payment.completed', payment.id)).toHaveLength(1);
  });

  it.each([
    ['4000 0000 0000 0002', 'card_declined / generic_decline', '4000000000000002', 'card_declined', 'generic_decline'],
    ['4000 0000 0000 9953', 'card_declined / insufficient_funds', '4000000000009953', 'card_declined', 'insufficient_funds'],
    ['4000 0000 0000 0069', 'expired_card', '4000000000000069', 'expired_card', undefined],
    ['4000 0000 0000 0127', 'incorrect_cvc', '4000000000000127', 'incorrect_cvc', undefined],
  ])(
    'test card %s: declined, 402 card_error %s, back to requires_payment_method with lastError; a retry with 4242 completes',
    async (_name, _outcome, number, code, declineCode) => {
      const { payment, clientSecret } = await createPaymentWithSession(t);
      const declined = await confirmWith(t, payment.id, clientSecret, number);
      expect(declined.status).toBe(402);
      expect(declined.body.error).toMatchObject({ type: 'card_error', code, status: 402 });
      expect(declined.body.error.decline_code).toBe(declineCode);
      const lastError = { code, ...(declineCode ? { declineCode } : {}), message: expect.any(String) };
      expect(declined.body.error.payment).toMatchObject({ id: payment.id, status: 'requires_payment_method', nextAction: null });
      expect(declined.body.error.payment.lastError).toStrictEqual(lastError);

      const stored = await retrieve(t, payment.id);
      expect(stored.status).toBe('requires_payment_method');
      expect(stored.lastError).toStrictEqual(lastError);
      expect(await paymentEvents(t, 'payment.attempt_failed', payment.id)).toHaveLength(1);

      const retry = await confirmWith(t, payment.id, clientSecret, '4242424242424242');
      expect(retry.status).toBe(200);
      expect(retry.body).toMatchObject({ status: 'completed', lastError: null, paymentMethod: { card: { brand: 'visa', last4: '4242' } } });
    },
  );

  it('a declined confirm with the publishable key carries the payment with public fields only', async () => {
    const { payment, clientSecret } = await createPaymentWithSession(t, {
      amount: 2000,
      currency: 'EUR',
      description: 'Private note',
      metadata: { internal: 'yes' },
    });
    const declined = await confirmWith(t, payment.id, clientSecret, '4000000000000002');
    expect(declined.status).toBe(402);
    expect(Object.keys(declined.body.error.payment).sort()).toEqual(PUBLIC_FIELDS);
  });

  it('a declined confirm’s error.payment is rendered for the request’s API version, like the confirm’s own answer', async () => {
    const created = await t.api('POST', '/v1/payments', {
      body: { amount: 2000, currency: 'EUR', customer: { name: 'Ada', email: 'ada@example.com' } },
    });
    const token = await tokenize(t, '4000000000000002');
    // A server confirming with the secret key, pinned to the version before 2026-04-01.
    const declined = await t.api('POST', `/v1/payments/${created.body.id}/confirm`, {
      version: '2025-09-01',
      body: { token: token.body.id },
    });
    expect(declined.status).toBe(402);
    expect(declined.body.error.payment.customer).toMatchObject({ name: 'Ada', email: 'ada@example.com' });
  });

  it('test card 4000 0000 0000 3188: requires_action with three_d_secure_fingerprint, then authenticate → completed (frictionless)', async () => {
    const { payment, clientSecret } = await createPaymentWithSession(t);
    const confirm = await confirmWith(t, payment.id, clientSecret, '4000000000003188');
    expect(confirm.status).toBe(200);
    expect(confirm.body.status).toBe('requires_action');
    const nextAction = confirm.body.nextAction;
    expect(Object.keys(nextAction).sort()).toEqual(['methodUrl', 'threeDSMethodData', 'type']);
    expect(nextAction.type).toBe('three_d_secure_fingerprint');
    expect(new URL(nextAction.methodUrl).origin).toBe(t.url);
    const methodData = decodeBase64urlJson(nextAction.threeDSMethodData);
    expect(methodData.threeDSServerTransID).toMatch(/^[0-9a-f-]{36}$/);
    expect(new URL(methodData.threeDSMethodNotificationURL as string).origin).toBe(t.url);
    expect(await paymentEvents(t, 'payment.requires_action', payment.id)).toHaveLength(1);

    const authenticated = await authenticate(t, payment.id, clientSecret);
    expect(authenticated.status).toBe(200);
    expect(authenticated.body).toMatchObject({ status: 'completed', nextAction: null, lastError: null });
    expect(await paymentEvents(t, 'payment.processing', payment.id)).toHaveLength(1);
    expect(await paymentEvents(t, 'payment.completed', payment.id)).toHaveLength(1);
  });

  it('test card 4000 0000 0000 3220: fingerprint, authenticate → three_d_secure_challenge, code 123456 → completed', async () => {
    const { payment, clientSecret } = await createPaymentWithSession(t);
    const confirm = await confirmWith(t, payment.id, clientSecret, '4000000000003220', { challengeWindowSize: '02' });
    expect(confirm.body).toMatchObject({ status: 'requires_action', nextAction: { type: 'three_d_secure_fingerprint' } });
    const fingerprintData = decodeBase64urlJson(confirm.body.nextAction.threeDSMethodData);

    const challenge = await authenticate(t, payment.id, clientSecret);
    expect(challenge.status).toBe(200);
    expect(challenge.body.status).toBe('requires_action');
    const nextAction = challenge.body.nextAction;
    expect(Object.keys(nextAction).sort()).toEqual(['acsUrl', 'challengeWindowSize', 'creq', 'type']);
    expect(nextAction).toMatchObject({ type: 'three_d_secure_challenge', challengeWindowSize: '02' });
    expect(new URL(nextAction.acsUrl).origin).toBe(t.url);
    expect(decodeBase64urlJson(nextAction.creq)).toMatchObject({
      threeDSServerTransID: fingerprintData.threeDSServerTransID,
      messageType: 'CReq',
      challengeWindowSize: '02',
    });

    const passed = await answerChallenge(t, payment.id, { action: 'submit', code: '123456' });
    expect(passed.status).toBe(200);
    expect(passed.body).toMatchObject({ status: 'completed', nextAction: null, lastError: null });
    expect((await retrieve(t, payment.id)).status).toBe('completed');
  });

  it('test card 4000 0000 0000 3220: a wrong challenge code → requires_payment_method with lastError authentication_failed', async () => {
    const { payment, clientSecret } = await createPaymentWithSession(t);
    await confirmWith(t, payment.id, clientSecret, '4000000000003220');
    await authenticate(t, payment.id, clientSecret);
    const failed = await answerChallenge(t, payment.id, { action: 'submit', code: '000000' });
    expect(failed.status).toBe(200);
    expect(failed.body).toMatchObject({ status: 'requires_payment_method', nextAction: null, lastError: { code: 'authentication_failed' } });
    expect(await paymentEvents(t, 'payment.attempt_failed', payment.id)).toHaveLength(1);
    const retry = await confirmWith(t, payment.id, clientSecret, '4242424242424242');
    expect(retry.body).toMatchObject({ status: 'completed', lastError: null });
  });

  it('test card 4000 0000 0000 3220: Cancel on the challenge → requires_payment_method with lastError authentication_failed', async () => {
    const { payment, clientSecret } = await createPaymentWithSession(t);
    await confirmWith(t, payment.id, clientSecret, '4000000000003220');
    await authenticate(t, payment.id, clientSecret);
    const canceled = await answerChallenge(t, payment.id, { action: 'cancel' });
    expect(canceled.status).toBe(200);
    expect(canceled.body).toMatchObject({ status: 'requires_payment_method', nextAction: null, lastError: { code: 'authentication_failed' } });
    expect((await retrieve(t, payment.id)).lastError.code).toBe('authentication_failed');
  });

  it('test card 4000 0000 0000 3212: challenge directly, which the ACS fails even with 123456', async () => {
    const { payment, clientSecret } = await createPaymentWithSession(t);
    const confirm = await confirmWith(t, payment.id, clientSecret, '4000000000003212');
    expect(confirm.body).toMatchObject({ status: 'requires_action', nextAction: { type: 'three_d_secure_challenge', challengeWindowSize: '05' } });
    const notFingerprint = await authenticate(t, payment.id, clientSecret);
    expect(notFingerprint.status).toBe(400);
    expect(notFingerprint.body.error.code).toBe('payment_state_invalid');
    const failed = await answerChallenge(t, payment.id, { action: 'submit', code: '123456' });
    expect(failed.body).toMatchObject({ status: 'requires_payment_method', lastError: { code: 'authentication_failed' } });
  });

  it('test card 4000 0000 0000 3063: requires_action with a redirect nextAction; passing it completes', async () => {
    const { payment, clientSecret } = await createPaymentWithSession(t);
    const confirm = await confirmWith(t, payment.id, clientSecret, '4000000000003063');
    expect(confirm.status).toBe(200);
    expect(confirm.body.status).toBe('requires_action');
    expect(Object.keys(confirm.body.nextAction).sort()).toEqual(['type', 'url']);
    expect(confirm.body.nextAction.type).toBe('redirect');
    expect(new URL(confirm.body.nextAction.url).origin).toBe(t.url);
    const passed = await answerChallenge(t, payment.id, { action: 'submit', code: '123456' });
    expect(passed.body).toMatchObject({ status: 'completed', nextAction: null, returnUrl: RETURN_URL });
  });

  it('test card 4000 0000 0000 3063 without any returnUrl → 400 return_url_required, payment and token untouched', async () => {
    const { payment, clientSecret } = await createPaymentWithSession(t, { amount: 2000, currency: 'EUR' });
    const token = await tokenize(t, '4000000000003063');
    const refused = await t.api('POST', `/v1/payments/${payment.id}/confirm`, {
      key: t.publishableKey,
      body: { clientSecret, token: token.body.id },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({ type: 'invalid_request_error', code: 'return_url_required', param: 'returnUrl' });
    expect(await retrieve(t, payment.id)).toMatchObject({ status: 'requires_payment_method', paymentMethod: null, returnUrl: null });
    // The same token works once the confirm brings the return address.
    const confirm = await t.api('POST', `/v1/payments/${payment.id}/confirm`, {
      key: t.publishableKey,
      body: { clientSecret, token: token.body.id, returnUrl: RETURN_URL },
    });
    expect(confirm.status).toBe(200);
    expect(confirm.body).toMatchObject({ status: 'requires_action', returnUrl: RETURN_URL, nextAction: { type: 'redirect' } });
  });

  it('test card 4000 0000 0000 7700: processing, completed 5 seconds later (sandbox clock) with a payment.completed event', async () => {
    const { payment, confirm } = await payWith(t, '4000000000007700');
    expect(confirm.status).toBe(200);
    expect(confirm.body).toMatchObject({ status: 'processing', nextAction: null });
    expect(await paymentEvents(t, 'payment.processing', payment.id)).toHaveLength(1);
    expect(await paymentEvents(t, 'payment.completed', payment.id)).toHaveLength(0);
    await t.advanceClock(5);
    expect((await retrieve(t, payment.id)).status).toBe('completed');
    const completed = await paymentEvents(t, 'payment.completed', payment.id);
    expect(completed).toHaveLength(1);
    expect(completed[0].data.status).toBe('completed');
  });
});

describe('payments: state rules', () => {
  const t = useSandbox();

  it('confirming a completed payment again → 400 payment_state_invalid', async () => {
    const { payment, clientSecret, confirm } = await payWith(t, '4242424242424242');
    expect(confirm.body.status).toBe('completed');
    const again = await confirmWith(t, payment.id, clientSecret, '4242424242424242');
    expect(again.status).toBe(400);
    expect(again.body.error).toMatchObject({ type: 'invalid_request_error', code: 'payment_state_invalid' });
    expect(await paymentEvents(t, 'payment.completed', payment.id)).toHaveLength(1);
  });

  it('a token is single use: using it again → 400 token_already_used', async () => {
    const first = await createPaymentWithSession(t);
    const second = await createPaymentWithSession(t);
    const token = await tokenize(t, '4242424242424242');
    const used = await t.api('POST', `/v1/payments/${first.payment.id}/confirm`, {
      key: t.publishableKey,
      body: { clientSecret: first.clientSecret, token: token.body.id },
    });
    expect(used.body.status).toBe('completed');
    const reused = await t.api('POST', `/v1/payments/${second.payment.id}/confirm`, {
      key: t.publishableKey,
      body: { clientSecret: second.clientSecret, token: token.body.id },
    });
    expect(reused.status).toBe(400);
    expect(reused.body.error).toMatchObject({ type: 'invalid_request_error', code: 'token_already_used', param: 'token' });
    expect((await retrieve(t, second.payment.id)).status).toBe('requires_payment_method');
  });

  it('issue 13, item 4: a token spent on a declined confirm is spent: confirming another payment with it → 400 token_already_used', async () => {
    const first = await createPaymentWithSession(t);
    const second = await createPaymentWithSession(t);
    const token = await tokenize(t, '4000000000000002');
    const declined = await t.api('POST', `/v1/payments/${first.payment.id}/confirm`, {
      key: t.publishableKey,
      body: { clientSecret: first.clientSecret, token: token.body.id },
    });
    expect(declined.status).toBe(402);
    for (const [payment, clientSecret] of [
      [first.payment.id, first.clientSecret],
      [second.payment.id, second.clientSecret],
    ] as const) {
      const reused = await t.api('POST', `/v1/payments/${payment}/confirm`, { key: t.publishableKey, body: { clientSecret, token: token.body.id } });
      expect(reused.status).toBe(400);
      expect(reused.body.error).toMatchObject({ code: 'token_already_used', param: 'token' });
    }
    expect((await retrieve(t, second.payment.id)).status).toBe('requires_payment_method');
  });

  it('adjust before completed changes the amount; after completed → 400 payment_state_invalid', async () => {
    const { payment, clientSecret } = await createPaymentWithSession(t);
    const adjusted = await t.api('POST', `/v1/payments/${payment.id}/adjust`, { body: { amount: 1500 } });
    expect(adjusted.status).toBe(200);
    expect(adjusted.body).toMatchObject({ amount: 1500, status: 'requires_payment_method' });
    expect((await retrieve(t, payment.id)).amount).toBe(1500);

    await confirmWith(t, payment.id, clientSecret, '4242424242424242');
    const refused = await t.api('POST', `/v1/payments/${payment.id}/adjust`, { body: { amount: 1200 } });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({ type: 'invalid_request_error', code: 'payment_state_invalid' });
    expect((await retrieve(t, payment.id)).amount).toBe(1500);
  });

  it('reverse before completed → canceled; on a completed payment → 400 payment_state_invalid; on a canceled one → 400', async () => {
    const pending = await createPaymentWithSession(t);
    const reversed = await t.api('POST', `/v1/payments/${pending.payment.id}/reverse`, { body: {} });
    expect(reversed.status).toBe(200);
    expect(reversed.body.status).toBe('canceled');

    const again = await t.api('POST', `/v1/payments/${pending.payment.id}/reverse`, { body: {} });
    expect(again.status).toBe(400);
    expect(again.body.error).toMatchObject({ type: 'invalid_request_error', code: 'payment_state_invalid' });

    const { payment } = await payWith(t, '4242424242424242');
    const refused = await t.api('POST', `/v1/payments/${payment.id}/reverse`, { body: {} });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({ type: 'invalid_request_error', code: 'payment_state_invalid' });
    expect((await retrieve(t, payment.id)).status).toBe('completed');
  });

  it('reverse during 3D Secure or processing → canceled, and a processing payment never completes afterwards', async () => {
    const inAction = await payWith(t, '4000000000003220');
    expect(inAction.confirm.body.status).toBe('requires_action');
    const reversedAction = await t.api('POST', `/v1/payments/${inAction.payment.id}/reverse`, { body: {} });
    expect(reversedAction.body).toMatchObject({ status: 'canceled', nextAction: null });

    const processing = await payWith(t, '4000000000007700');
    expect(processing.confirm.body.status).toBe('processing');
    const reversed = await t.api('POST', `/v1/payments/${processing.payment.id}/reverse`, { body: {} });
    expect(reversed.body.status).toBe('canceled');
    await t.advanceClock(10);
    expect((await retrieve(t, processing.payment.id)).status).toBe('canceled');
    expect(await paymentEvents(t, 'payment.completed', processing.payment.id)).toHaveLength(0);
  });

  it.each([
    ['payment.created', 'requires_payment_method'],
    ['payment.attempt_failed', 'requires_payment_method'],
    ['payment.requires_action', 'requires_action'],
    ['payment.processing', 'processing'],
    ['payment.completed', 'completed'],
  ])('each state change emits its event: %s (data.status %s)', async (type, status) => {
    // One shopper's path through every state: declined, 3DS fingerprint, frictionless completion.
    const { payment, clientSecret } = await createPaymentWithSession(t);
    await confirmWith(t, payment.id, clientSecret, '4000000000000002');
    await confirmWith(t, payment.id, clientSecret, '4000000000003188');
    await authenticate(t, payment.id, clientSecret);
    const events = await paymentEvents(t, type, payment.id);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ object: 'event', type, data: { id: payment.id, object: 'payment', status } });
    expect(events[0].id).toMatch(/^evt_/);
  });

  it('each state change emits its event: payment.canceled on reverse', async () => {
    const { payment } = await createPaymentWithSession(t);
    await t.api('POST', `/v1/payments/${payment.id}/reverse`, { body: {} });
    const events = await paymentEvents(t, 'payment.canceled', payment.id);
    expect(events).toHaveLength(1);
    expect(events[0].data.status).toBe('canceled');
  });

  it('events follow the payment’s path in order: created, attempt_failed, requires_action, processing, completed', async () => {
    const { payment, clientSecret } = await createPaymentWithSession(t);
    await confirmWith(t, payment.id, clientSecret, '4000000000000002');
    await confirmWith(t, payment.id, clientSecret, '4000000000003188');
    await authenticate(t, payment.id, clientSecret);
    const all = await t.api('GET', '/v1/events?limit=100');
    const types = (all.body.data as any[])
      .filter((event) => event.data.id === payment.id)
      .map((event) => event.type)
      .reverse();
    expect(types).toEqual(['payment.created', 'payment.attempt_failed', 'payment.requires_action', 'payment.processing', 'payment.completed']);
  });
});

describe('payments: list filters', () => {
  const t = useSandbox();

  it('GET /v1/payments?status= keeps only payments in that status', async () => {
    const canceled = await createPaymentWithSession(t);
    await t.api('POST', `/v1/payments/${canceled.payment.id}/reverse`, { body: {} });
    const completed = await payWith(t, '4242424242424242');
    const open = await createPaymentWithSession(t);

    const list = await t.api('GET', '/v1/payments?status=canceled');
    expect(list.status).toBe(200);
    const ids = (list.body.data as any[]).map((payment) => payment.id);
    expect(ids).toContain(canceled.payment.id);
    expect(ids).not.toContain(completed.payment.id);
    expect(ids).not.toContain(open.payment.id);
    expect((list.body.data as any[]).every((payment) => payment.status === 'canceled')).toBe(true);

    const completedList = await t.api('GET', '/v1/payments?status=completed');
    expect((completedList.body.data as any[]).map((payment) => payment.id)).toEqual([completed.payment.id]);

    const unknown = await t.api('GET', '/v1/payments?status=pending');
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toMatchObject({ code: 'parameter_invalid', param: 'status' });
  });

  it('GET /v1/payments?currency= matches case-insensitively and keeps only that currency', async () => {
    const sek = await t.api('POST', '/v1/payments', { body: { amount: 5000, currency: 'SEK' } });
    await t.api('POST', '/v1/payments', { body: { amount: 5000, currency: 'NOK' } });
    const list = await t.api('GET', '/v1/payments?currency=sek');
    expect(list.status).toBe(200);
    expect((list.body.data as any[]).map((payment) => payment.id)).toEqual([sek.body.id]);
  });

  it('GET /v1/payments?created_after= keeps only payments created strictly later, newest first', async () => {
    const before = await t.api('POST', '/v1/payments', { body: { amount: 100, currency: 'EUR' } });
    await t.advanceClock(1);
    const later1 = await t.api('POST', '/v1/payments', { body: { amount: 200, currency: 'EUR' } });
    const later2 = await t.api('POST', '/v1/payments', { body: { amount: 300, currency: 'EUR' } });
    const list = await t.api('GET', `/v1/payments?created_after=${encodeURIComponent(before.body.createdAt)}`);
    expect(list.status).toBe(200);
    expect((list.body.data as any[]).map((payment) => payment.id)).toEqual([later2.body.id, later1.body.id]);

    const invalid = await t.api('GET', '/v1/payments?created_after=yesterday');
    expect(invalid.status).toBe(400);
    expect(invalid.body.error).toMatchObject({ code: 'parameter_invalid', param: 'created_after' });
  });
});
