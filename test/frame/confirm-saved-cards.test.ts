import { describe, expect, it } from 'vitest';
import { createRequester, retrieveSession, type Requester } from '../../src/client/index.js';
import { ConfirmFlow, type CollectedCard, type ConfirmEnvironment } from '../../src/frame/card/confirm.js';
import { en } from '../../src/frame/card/messages/locales/en.js';
import { ConfirmResult } from '../../src/protocol/messages.js';
import { PROTOCOL, PROTOCOL_VERSION } from '../../src/protocol/rules.js';
import { type TestSandbox, answerBankPage, openAcs, useSandbox } from '../support/sandbox.js';
import { chargeOffSession, createCustomer, saveCard, setupSession } from '../support/saved-cards.js';
import { BROWSER, card, recordingFetch } from '../client/support.js';

/**
 * The card frame's confirm for issue 14 (src/frame/card/confirm.ts) against a real sandbox: a setup
 * session saves the card typed in (its 3D Secure steps too) and answers `savedCard`; a payment session
 * pays with a saved card (and its CVC) or saves the card typed in (`saveCard`); an off-session payment
 * waiting for its customer is finished on-session. The form is a stand-in; the rest is real.
 */

interface Setup {
  /** What the form hands the confirm. */
  collect: () => CollectedCard;
  /** What the 3DS Method reports. */
  compInd?: 'Y' | 'N' | 'U';
  /** The code typed on the bank's challenge page, or how the dialog ended without one. */
  challenge?: { code: string } | 'canceled';
}

/** A confirm environment for the session of `clientSecret`, with a recording client and the shopper's answers. */
function environment(t: TestSandbox, clientSecret: string, setup: Setup) {
  const { fetch, sent } = recordingFetch();
  const requester: Requester = createRequester({ serviceUrl: t.url, publishableKey: t.publishableKey, fetch, retryDelayMs: () => 5 });
  const steps: string[] = [];
  const env: ConfirmEnvironment = {
    requester,
    clientSecret,
    sessionFor: (secret) => retrieveSession(requester, secret),
    collectCard: setup.collect,
    browser: () => BROWSER,
    challengeWindowSize: () => '05',
    threeDSMethod: (_action, paymentId) => {
      steps.push(`method ${paymentId ?? 'of the setup session'}`);
      return Promise.resolve(setup.compInd ?? 'Y');
    },
    challenge: async (action) => {
      steps.push('challenge');
      const shopper = setup.challenge ?? { code: '123456' };
      if (shopper === 'canceled') return 'canceled';
      // The cardholder answers on the bank's page, as the 3DS container shows it.
      const page = await openAcs(t, action);
      expect(page.status).toBe(200);
      expect((await answerBankPage(t, page, { action: 'submit', code: shopper.code })).status).toBe(200);
      return 'complete';
    },
    messages: () => en,
  };
  return { env, sent, steps };
}

const typed =
  (number: string): (() => CollectedCard) =>
  () => ({ card: card(number) });
const asMessage = (outcome: object) =>
  ConfirmResult.parse({ protocol: PROTOCOL, version: PROTOCOL_VERSION, type: 'confirm-result', requestId: 'r1', ...outcome });
const sessionIdOf = (clientSecret: string) => clientSecret.split('_secret_')[0]!;
/** A saved card as the saved-cards view hands it to a confirm: its id and what the shopper was shown, with its CVC when asked again. */
const chosen =
  (token: { id: string; card: { brand: string; last4: string } }, cvc?: string): (() => CollectedCard) =>
  () => ({ savedCard: { id: token.id, brand: token.card.brand, last4: token.card.last4, ...(cvc === undefined ? {} : { cvc }) } });

describe('a setup session saves the card typed in, pays nothing', () => {
  const t = useSandbox();

  it('4242: completed with the saved card (id, brand, last four, nothing more): the token typed is the customer’s saved card', async () => {
    const customer = (await createCustomer(t, t)).id;
    const session = await setupSession(t, t, customer);
    const { env, sent, steps } = environment(t, session.clientSecret, { collect: typed('4242424242424242') });
    const outcome = await new ConfirmFlow().confirm({ clientSecret: session.clientSecret }, env);
    expect(outcome).toEqual({
      outcome: 'completed',
      savedCard: { id: expect.stringMatching(/^tok_/), brand: 'visa', last4: '4242' },
      cardUsed: { source: 'new', saved: true },
    });
    asMessage(outcome);
    expect(steps).toEqual([]);
    expect(sent.map((request) => `${request.method} ${request.url.pathname}`)).toEqual([
      `GET /v1/client_sessions/${session.id}`,
      'POST /v1/tokens',
      `POST /v1/client_sessions/${session.id}/confirm`,
    ]);
    expect(JSON.parse(sent[2]!.body!)).toEqual({
      clientSecret: session.clientSecret,
      token: outcome.savedCard!.id,
      browser: BROWSER,
      challengeWindowSize: '05',
    });
    const tokens = await t.api('GET', `/v1/customers/${customer}/tokens`);
    expect(tokens.body.data.map((token: { id: string }) => token.id)).toEqual([outcome.savedCard!.id]);
  });

  it('4000 0025 0000 3155: the challenge the card asks for when saved, then completed', async () => {
    const customer = (await createCustomer(t, t)).id;
    const session = await setupSession(t, t, customer);
    const { env, steps } = environment(t, session.clientSecret, { collect: typed('4000002500003155') });
    const outcome = await new ConfirmFlow().confirm({ clientSecret: session.clientSecret }, env);
    expect(outcome).toMatchObject({ outcome: 'completed', savedCard: { last4: '3155' } });
    expect(steps).toEqual(['challenge']);
  });

  it('4000 0000 0000 3220: the 3DS Method of the setup session (no payment id), then the challenge, then completed', async () => {
    const customer = (await createCustomer(t, t)).id;
    const session = await setupSession(t, t, customer);
    const { env, sent, steps } = environment(t, session.clientSecret, { collect: typed('4000000000003220') });
    const outcome = await new ConfirmFlow().confirm({ clientSecret: session.clientSecret }, env);
    expect(outcome).toMatchObject({ outcome: 'completed', savedCard: { last4: '3220' } });
    expect(steps).toEqual(['method of the setup session', 'challenge']);
    expect(sent.map((request) => `${request.method} ${request.url.pathname}`)).toContain(`POST /v1/client_sessions/${session.id}/authenticate`);
  });

  it.each([
    ['4000000000000002', 'card_declined', 'generic_decline', en['decline.generic_decline']],
    ['4000000000003212', 'authentication_failed', undefined, en['decline.authentication_failed']],
  ])('%s: declined %s, nothing saved, no payment in the outcome', async (number, code, declineCode, message) => {
    const customer = (await createCustomer(t, t)).id;
    const session = await setupSession(t, t, customer);
    const { env } = environment(t, session.clientSecret, { collect: typed(number) });
    const outcome = await new ConfirmFlow().confirm({ clientSecret: session.clientSecret }, env);
    expect(outcome).toEqual({
      outcome: 'declined',
      error: { code, message, ...(declineCode ? { declineCode } : {}) },
      cardUsed: { source: 'new', saved: false },
    });
    asMessage(outcome);
    expect((await t.api('GET', `/v1/customers/${customer}/tokens`)).body.data).toEqual([]);
  });

  it('the shopper closes the challenge: canceled; a second confirm saves the card', async () => {
    const customer = (await createCustomer(t, t)).id;
    const session = await setupSession(t, t, customer);
    const shopper: Setup = { collect: typed('4000002500003155'), challenge: 'canceled' };
    const { env } = environment(t, session.clientSecret, shopper);
    const flow = new ConfirmFlow();
    expect(await flow.confirm({ clientSecret: session.clientSecret }, env)).toMatchObject({
      outcome: 'canceled',
      error: { code: 'authentication_canceled' },
      cardUsed: { source: 'new', saved: false },
    });
    shopper.challenge = { code: '123456' };
    expect(await flow.confirm({ clientSecret: session.clientSecret }, env)).toMatchObject({ outcome: 'completed', savedCard: { last4: '3155' } });
  });

  it('an element showing a total confirms no setup session: invalid amount_mismatch, nothing tokenized', async () => {
    const customer = (await createCustomer(t, t)).id;
    const session = await setupSession(t, t, customer);
    const { env, sent } = environment(t, session.clientSecret, { collect: typed('4242424242424242') });
    const outcome = await new ConfirmFlow().confirm({ clientSecret: session.clientSecret, amount: 2500, currency: 'EUR' }, env);
    expect(outcome).toMatchObject({
      outcome: 'invalid',
      error: { code: 'amount_mismatch', message: expect.stringContaining('saves a card and charges nothing') },
    });
    expect(sent.map((request) => request.url.pathname)).toEqual([`/v1/client_sessions/${session.id}`]);
    // Nothing was sent of the card: no `cardUsed`.
    expect(outcome.cardUsed).toBeUndefined();
  });

  it('an answer lost after the card was saved, and the shopper tries again: completed with the card saved the first time', async () => {
    const customer = (await createCustomer(t, t)).id;
    const session = await setupSession(t, t, customer);
    let loseAnswers = true;
    const losing: typeof fetch = async (input, init) => {
      const response = await fetch(input, init);
      if (loseAnswers && String(input instanceof Request ? input.url : input).endsWith('/confirm')) throw new TypeError('network connection lost');
      return response;
    };
    const requester = createRequester({ serviceUrl: t.url, publishableKey: t.publishableKey, fetch: losing, retryDelayMs: () => 5 });
    const { env } = environment(t, session.clientSecret, { collect: typed('4242424242424242') });
    const flow = new ConfirmFlow();
    const lost = await flow.confirm(
      { clientSecret: session.clientSecret },
      { ...env, requester, sessionFor: (secret) => retrieveSession(requester, secret) },
    );
    expect(lost).toMatchObject({ outcome: 'error', error: { code: 'network_error' }, cardUsed: { source: 'new', saved: false } });
    loseAnswers = false;
    const again = await flow.confirm(
      { clientSecret: session.clientSecret },
      { ...env, requester, sessionFor: (secret) => retrieveSession(requester, secret) },
    );
    const [saved] = (await t.api('GET', `/v1/customers/${customer}/tokens`)).body.data;
    expect(again).toEqual({
      outcome: 'completed',
      savedCard: { id: saved.id, brand: 'visa', last4: '4242' },
      cardUsed: { source: 'new', saved: true },
    });
  });
});

describe('a payment session of a customer', () => {
  const t = useSandbox();

  /** A payment of the customer and a session bound to it, with `savedCards`. */
  async function customerSession(customer: string, savedCards: Record<string, unknown>) {
    const payment = await t.api('POST', '/v1/payments', { body: { amount: 2500, currency: 'EUR', customer } });
    expect(payment.status).toBe(201);
    const session = await t.api('POST', '/v1/client_sessions', { body: { payment: payment.body.id, savedCards } });
    expect(session.status, JSON.stringify(session.body)).toBe(201);
    return { paymentId: payment.body.id as string, clientSecret: session.body.clientSecret as string };
  }

  it('pays with a saved card and its security code asked again: the token and the CVC, no tokenization', async () => {
    const { customer, token } = await saveCard(t, t, '4242424242424242');
    const { paymentId, clientSecret } = await customerSession(customer, { list: true });
    const { env, sent } = environment(t, clientSecret, { collect: chosen(token, '123') });
    const outcome = await new ConfirmFlow().confirm({ clientSecret }, env);
    expect(outcome).toMatchObject({ outcome: 'completed', payment: { id: paymentId, status: 'completed' } });
    expect(outcome.savedCard).toBeUndefined();
    // Which saved card paid, as the shopper was shown it: never its CVC.
    expect(outcome.cardUsed).toEqual({ source: 'saved', id: token.id, brand: 'visa', last4: '4242' });
    expect(asMessage(outcome).cardUsed).toEqual(outcome.cardUsed);
    expect(sent.map((request) => `${request.method} ${request.url.pathname}`)).toEqual([
      `GET /v1/client_sessions/${sessionIdOf(clientSecret)}`,
      `POST /v1/payments/${paymentId}/confirm`,
    ]);
    expect(JSON.parse(sent[1]!.body!)).toEqual({ clientSecret, token: token.id, cvc: '123', browser: BROWSER, challengeWindowSize: '05' });
  });

  it('a saved card’s CVC of the wrong length: declined invalid_cvc, pointing at the CVC', async () => {
    const { customer, token } = await saveCard(t, t, '4242424242424242');
    const { clientSecret } = await customerSession(customer, { list: true });
    const { env } = environment(t, clientSecret, { collect: chosen(token, '1234') });
    const outcome = await new ConfirmFlow().confirm({ clientSecret }, env);
    expect(outcome).toMatchObject({ outcome: 'declined', error: { code: 'invalid_cvc', field: 'cvc', message: en['decline.invalid_cvc'] } });
    expect(outcome.cardUsed).toEqual({ source: 'saved', id: token.id, brand: 'visa', last4: '4242' });
  });

  it('4000 0000 0000 0341, saved fine: its charge declines card_declined', async () => {
    const { customer, token } = await saveCard(t, t, '4000000000000341');
    const { clientSecret } = await customerSession(customer, { list: true });
    const { env } = environment(t, clientSecret, { collect: chosen(token) });
    expect(await new ConfirmFlow().confirm({ clientSecret }, env)).toMatchObject({
      outcome: 'declined',
      error: { code: 'card_declined', declineCode: 'generic_decline' },
      cardUsed: { source: 'saved', id: token.id, last4: '0341' },
    });
  });

  it('the card typed in with saveCard: paid, and saved for the customer (savedCard)', async () => {
    const customer = (await createCustomer(t, t)).id;
    const { paymentId, clientSecret } = await customerSession(customer, { save: 'optional' });
    const { env, sent } = environment(t, clientSecret, { collect: () => ({ card: card('5555555555554444'), saveCard: true }) });
    const outcome = await new ConfirmFlow().confirm({ clientSecret }, env);
    expect(outcome).toMatchObject({
      outcome: 'completed',
      payment: { id: paymentId },
      savedCard: { brand: 'mastercard', last4: '4444' },
      cardUsed: { source: 'new', saved: true },
    });
    expect(JSON.parse(sent.at(-1)!.body!)).toMatchObject({ saveCard: true });
    const tokens = await t.api('GET', `/v1/customers/${customer}/tokens`);
    expect(tokens.body.data.map((token: { id: string }) => token.id)).toEqual([outcome.savedCard!.id]);
  });

  it('the card typed in without saveCard: paid, not saved, no savedCard', async () => {
    const customer = (await createCustomer(t, t)).id;
    const { clientSecret } = await customerSession(customer, { save: 'optional' });
    const { env, sent } = environment(t, clientSecret, { collect: typed('4242424242424242') });
    const outcome = await new ConfirmFlow().confirm({ clientSecret }, env);
    expect(outcome).toMatchObject({ outcome: 'completed', cardUsed: { source: 'new', saved: false } });
    expect(outcome.savedCard).toBeUndefined();
    expect(JSON.parse(sent.at(-1)!.body!).saveCard).toBeUndefined();
    expect((await t.api('GET', `/v1/customers/${customer}/tokens`)).body.data).toEqual([]);
  });

  it('a declined card typed in with saveCard: declined, nothing saved, no savedCard', async () => {
    const customer = (await createCustomer(t, t)).id;
    const { clientSecret } = await customerSession(customer, { save: 'optional' });
    const { env } = environment(t, clientSecret, { collect: () => ({ card: card('4000000000000002'), saveCard: true }) });
    const outcome = await new ConfirmFlow().confirm({ clientSecret }, env);
    expect(outcome).toMatchObject({ outcome: 'declined', cardUsed: { source: 'new', saved: false } });
    expect(outcome.savedCard).toBeUndefined();
    expect((await t.api('GET', `/v1/customers/${customer}/tokens`)).body.data).toEqual([]);
  });

  it('4000 0027 6000 3184: the off-session charge waiting for its customer is finished on-session with its saved card, through a challenge', async () => {
    const { customer, token } = await saveCard(t, t, '4000002760003184');
    const charge = await chargeOffSession(t, t, customer, token.id);
    expect(charge.status).toBe(402);
    expect(charge.body.error.code).toBe('authentication_required');
    const paymentId = charge.body.error.payment.id as string;
    const session = await t.api('POST', '/v1/client_sessions', { body: { payment: paymentId, savedCards: { list: true } } });
    const clientSecret = session.body.clientSecret as string;
    const { env, steps } = environment(t, clientSecret, { collect: chosen(token) });
    const outcome = await new ConfirmFlow().confirm({ clientSecret, amount: 1500, currency: 'EUR' }, env);
    expect(outcome).toMatchObject({
      outcome: 'completed',
      payment: { id: paymentId, status: 'completed' },
      cardUsed: { source: 'saved', id: token.id, brand: 'visa', last4: '3184' },
    });
    expect(steps).toEqual(['challenge']);
  });
});
