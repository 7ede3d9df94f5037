import { expect } from 'vitest';
import { type AccountKeys, type ApiResult, type TestSandbox, answerBankPage, decodeBase64urlJson, openAcs } from './sandbox.js';

/**
 * Customers and saved cards on a real sandbox over real HTTP (contract: Customers, saved cards,
 * subscriptions and invoices): the steps many tests share, each expecting the answer it needs.
 */

export const FUTURE_YEAR = new Date().getUTCFullYear() + 3;

/** The keys of an account; the file's own sandbox account when a test needs no other. */
export type Keys = Pick<AccountKeys, 'secretKey' | 'publishableKey'>;

/** `POST /v1/customers` with the secret key; expects 201. */
export async function createCustomer(t: TestSandbox, keys: Keys, fields: Record<string, unknown> = {}) {
  const created = await t.api('POST', '/v1/customers', { key: keys.secretKey, body: { email: 'ada@example.com', name: 'Ada', ...fields } });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body;
}

/** A single-use token of `number` made with the publishable key, as the card frame makes it; expects 201. */
export async function singleUseToken(t: TestSandbox, keys: Keys, number: string, card: Record<string, unknown> = {}) {
  const cvc = number.startsWith('3') ? '1234' : '123';
  const token = await t.api('POST', '/v1/tokens', {
    key: keys.publishableKey,
    body: { card: { number, expMonth: 12, expYear: FUTURE_YEAR, cvc, ...card } },
  });
  expect(token.status, JSON.stringify(token.body)).toBe(201);
  return token.body;
}

/** `POST /v1/client_sessions {mode: "setup", customer, returnUrl}` with the secret key; expects 201. */
export async function setupSession(t: TestSandbox, keys: Keys, customer: string, fields: Record<string, unknown> = {}) {
  const session = await t.api('POST', '/v1/client_sessions', {
    key: keys.secretKey,
    body: { mode: 'setup', customer, returnUrl: 'https://shop.example/saved', ...fields },
  });
  expect(session.status, JSON.stringify(session.body)).toBe(201);
  return session.body;
}

/** A setup confirm as the card frame sends it: the publishable key, the client secret and the token. */
export function confirmSetup(
  t: TestSandbox,
  keys: Keys,
  session: { id: string; clientSecret: string },
  token: string,
  extra: Record<string, unknown> = {},
) {
  return t.api('POST', `/v1/client_sessions/${session.id}/confirm`, {
    key: keys.publishableKey,
    body: { clientSecret: session.clientSecret, token, ...extra },
  });
}

/**
 * Passes the challenge a confirm answered with (`three_d_secure_challenge`), as the cardholder does on
 * the bank's page with code 123456; a fingerprint step is reported first with `authenticate`.
 */
export async function passChallenge(t: TestSandbox, answer: ApiResult, authenticatePath: string, clientSecret: string, key: string): Promise<void> {
  let nextAction = answer.body.nextAction as { type: string; acsUrl: string; creq: string };
  if (nextAction.type === 'three_d_secure_fingerprint') {
    const authenticated = await t.api('POST', authenticatePath, { key, body: { clientSecret, threeDSCompInd: 'Y' } });
    nextAction = authenticated.body.nextAction;
  }
  expect(nextAction.type).toBe('three_d_secure_challenge');
  expect(decodeBase64urlJson(nextAction.creq).messageType).toBe('CReq');
  const page = await openAcs(t, nextAction);
  expect(page.status).toBe(200);
  const done = await answerBankPage(t, page, { action: 'submit', code: '123456' });
  expect(done.status).toBe(200);
}

/**
 * Saves `number` for a customer (a new one unless given) through a setup session, passing the 3D
 * Secure challenge where the card asks for one. Returns the customer id and the saved card.
 */
export async function saveCard(t: TestSandbox, keys: Keys, number = '4242424242424242', customerId?: string) {
  const customer = customerId ?? (await createCustomer(t, keys)).id;
  const session = await setupSession(t, keys, customer);
  const token = await singleUseToken(t, keys, number);
  const confirmed = await confirmSetup(t, keys, session, token.id);
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
  if (confirmed.body.status === 'requires_action') {
    await passChallenge(t, confirmed, `/v1/client_sessions/${session.id}/authenticate`, session.clientSecret, keys.publishableKey);
    const read = await t.api('GET', `/v1/client_sessions/${session.id}`, { key: keys.secretKey });
    expect(read.body.status).toBe('succeeded');
    return { customer, token: read.body.token, session: read.body };
  }
  expect(confirmed.body.status).toBe('succeeded');
  return { customer, token: confirmed.body.token, session: confirmed.body };
}

/** An off-session charge of a saved card: `POST /v1/payments {customer, token, offSession: true, confirm: true}`. */
export function chargeOffSession(t: TestSandbox, keys: Keys, customer: string, token: string, fields: Record<string, unknown> = {}) {
  return t.api('POST', '/v1/payments', {
    key: keys.secretKey,
    body: { amount: 1500, currency: 'EUR', customer, token, offSession: true, confirm: true, ...fields },
  });
}
