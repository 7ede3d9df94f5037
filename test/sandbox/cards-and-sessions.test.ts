import { describe, expect, it } from 'vitest';
import { type TestSandbox, useSandbox } from '../support/sandbox.js';

/**
 * Tokenization, the card brand look-up and client sessions against a real sandbox over real HTTP
 * (contract: Paths the interface leaves open, Sandbox test cards). One test per rule, named after it.
 */

const NEXT_YEAR = new Date().getUTCFullYear() + 1;
const DAY_MS = 24 * 60 * 60 * 1000;

function tokenizeCard(t: TestSandbox, card: Record<string, unknown>) {
  return t.api('POST', '/v1/tokens', {
    key: t.publishableKey,
    body: { card: { expMonth: 12, expYear: NEXT_YEAR, cvc: '123', ...card } },
  });
}

function expectCardError(result: { status: number; body: any }, code: string, param: string) {
  expect(result.status).toBe(402);
  expect(result.body.error).toMatchObject({ type: 'card_error', code, param, status: 402 });
}

describe('tokens', () => {
  const t = useSandbox();

  it('POST /v1/tokens: 201, a tok_ id and card {brand, last4, expMonth, expYear}; the number appears nowhere in the answer', async () => {
    const token = await tokenizeCard(t, { number: '4242 4242 4242 4242', expMonth: 7, name: 'Ada Lovelace' });
    expect(token.status).toBe(201);
    expect(token.body.id).toMatch(/^tok_[A-Za-z0-9]{24}$/);
    expect(token.body).toMatchObject({ object: 'token', type: 'card', used: false, livemode: false });
    expect(token.body.card).toStrictEqual({ brand: 'visa', last4: '4242', expMonth: 7, expYear: NEXT_YEAR });
    const text = JSON.stringify(token.body);
    expect(text).not.toContain('4242424242424242');
    expect(text).not.toContain('4242 4242');
    expect(text).not.toContain('424242');
    expect(text).not.toContain('"123"');
    expect(text).not.toContain('Ada Lovelace');
  });

  it('a two-digit expYear is read as 20xx', async () => {
    const token = await tokenizeCard(t, { number: '5555555555554444', expYear: NEXT_YEAR % 100 });
    expect(token.status).toBe(201);
    expect(token.body.card).toMatchObject({ brand: 'mastercard', last4: '4444', expYear: NEXT_YEAR });
  });

  it('a number failing Luhn → 402 incorrect_number', async () => {
    expectCardError(await tokenizeCard(t, { number: '4242424242424241' }), 'incorrect_number', 'card[number]');
  });

  it('an expiry in the past → 402 invalid_expiry_year', async () => {
    expectCardError(await tokenizeCard(t, { number: '4242424242424242', expMonth: 12, expYear: 2020 }), 'invalid_expiry_year', 'card[expYear]');
  });

  it('expMonth 13 → 402 invalid_expiry_month', async () => {
    expectCardError(await tokenizeCard(t, { number: '4242424242424242', expMonth: 13 }), 'invalid_expiry_month', 'card[expMonth]');
  });

  it('a 3-digit CVC on American Express → 402 invalid_cvc; a 4-digit one tokenizes', async () => {
    expectCardError(await tokenizeCard(t, { number: '378282246310005', cvc: '123' }), 'invalid_cvc', 'card[cvc]');
    const ok = await tokenizeCard(t, { number: '378282246310005', cvc: '1234' });
    expect(ok.status).toBe(201);
    expect(ok.body.card).toMatchObject({ brand: 'amex', last4: '0005' });
  });

  it('a 4-digit CVC on Visa → 402 invalid_cvc', async () => {
    expectCardError(await tokenizeCard(t, { number: '4242424242424242', cvc: '1234' }), 'invalid_cvc', 'card[cvc]');
  });

  it('a co-badged card tokenized with brand cartes_bancaires keeps that brand; without one it is the first brand (visa)', async () => {
    const picked = await tokenizeCard(t, { number: '4013000000000007', brand: 'cartes_bancaires' });
    expect(picked.status).toBe(201);
    expect(picked.body.card).toMatchObject({ brand: 'cartes_bancaires', last4: '0007' });
    const unpicked = await tokenizeCard(t, { number: '4013000000000007' });
    expect(unpicked.status).toBe(201);
    expect(unpicked.body.card.brand).toBe('visa');
  });

  it('a brand that is not one of the card’s brands (amex on 4013 0000 0000 0007) → 400 parameter_invalid', async () => {
    const result = await tokenizeCard(t, { number: '4013000000000007', brand: 'amex' });
    expect(result.status).toBe(400);
    expect(result.body.error).toMatchObject({ type: 'invalid_request_error', code: 'parameter_invalid', param: 'card[brand]' });
  });
});

describe('card brand look-up', () => {
  const t = useSandbox();

  it('GET /v1/card_bins/40130000 → brands visa and cartes_bancaires (co-badged)', async () => {
    const result = await t.api('GET', '/v1/card_bins/40130000', { key: t.publishableKey });
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ object: 'card_bin', bin: '40130000', brands: ['visa', 'cartes_bancaires'], country: 'FR' });
  });

  it('GET /v1/card_bins/401300 (the first 6 digits of the co-badged card) → already both brands', async () => {
    const result = await t.api('GET', '/v1/card_bins/401300', { key: t.publishableKey });
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ bin: '401300', brands: ['visa', 'cartes_bancaires'] });
  });

  it('GET /v1/card_bins/424242 → visa', async () => {
    const result = await t.api('GET', '/v1/card_bins/424242', { key: t.publishableKey });
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ object: 'card_bin', bin: '424242', brands: ['visa'] });
  });

  it.each(['42424', '424242424', '4242ab'])('GET /v1/card_bins/%s (not 6 to 8 digits) → 400 parameter_invalid', async (bin) => {
    const result = await t.api('GET', `/v1/card_bins/${bin}`, { key: t.publishableKey });
    expect(result.status).toBe(400);
    expect(result.body.error).toMatchObject({ type: 'invalid_request_error', code: 'parameter_invalid', param: 'bin' });
  });
});

describe('client sessions', () => {
  const t = useSandbox();

  it('a publishable key creates an unbound session: cs_ id, clientSecret, payment null, expiresAt 24 hours later', async () => {
    const clock = await t.api('GET', '/_sandbox/clock', { key: null });
    const before = Date.parse(clock.body.now);
    const session = await t.api('POST', '/v1/client_sessions', { key: t.publishableKey });
    expect(session.status).toBe(201);
    expect(session.body.id).toMatch(/^cs_[A-Za-z0-9]{24}$/);
    expect(session.body).toMatchObject({ object: 'client_session', payment: null, livemode: false });
    expect(session.body.clientSecret).toMatch(new RegExp(`^${session.body.id}_secret_[A-Za-z0-9_-]{20,}$`));
    const lifetime = Date.parse(session.body.expiresAt) - before;
    expect(lifetime).toBeGreaterThanOrEqual(DAY_MS);
    expect(lifetime).toBeLessThan(DAY_MS + 5_000);
  });

  it('a secret key binds a session to a payment; its client secret then reads that payment with the publishable key', async () => {
    const payment = await t.api('POST', '/v1/payments', { body: { amount: 1000, currency: 'EUR' } });
    const session = await t.api('POST', '/v1/client_sessions', { body: { payment: payment.body.id } });
    expect(session.status).toBe(201);
    expect(session.body).toMatchObject({ object: 'client_session', payment: payment.body.id });
    const read = await t.api('GET', `/v1/payments/${payment.body.id}?client_secret=${encodeURIComponent(session.body.clientSecret)}`, {
      key: t.publishableKey,
    });
    expect(read.status).toBe(200);
    expect(read.body.id).toBe(payment.body.id);
  });

  it('an unbound session’s client secret does not open a payment → 400 client_secret_invalid', async () => {
    const payment = await t.api('POST', '/v1/payments', { body: { amount: 1000, currency: 'EUR' } });
    const session = await t.api('POST', '/v1/client_sessions', { key: t.publishableKey });
    const read = await t.api('GET', `/v1/payments/${payment.body.id}?client_secret=${encodeURIComponent(session.body.clientSecret)}`, {
      key: t.publishableKey,
    });
    expect(read.status).toBe(400);
    expect(read.body.error.code).toBe('client_secret_invalid');
  });

  it('binding a session to a payment with the publishable key → 401 api_key_wrong_type', async () => {
    const payment = await t.api('POST', '/v1/payments', { body: { amount: 1000, currency: 'EUR' } });
    const session = await t.api('POST', '/v1/client_sessions', { key: t.publishableKey, body: { payment: payment.body.id } });
    expect(session.status).toBe(401);
    expect(session.body.error).toMatchObject({ type: 'authentication_error', code: 'api_key_wrong_type' });
  });

  it('binding a session to an unknown payment → 404 resource_missing', async () => {
    const session = await t.api('POST', '/v1/client_sessions', { body: { payment: 'pay_doesnotexist000000000000' } });
    expect(session.status).toBe(404);
    expect(session.body.error).toMatchObject({ type: 'invalid_request_error', code: 'resource_missing', param: 'payment' });
  });
});
