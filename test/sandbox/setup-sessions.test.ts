import { describe, expect, it } from 'vitest';
import { expectError } from '../support/errors.js';
import { answerBankPage, getPage, newAccount, openAcs, parseForm, postForm, useSandbox } from '../support/sandbox.js';
import { confirmSetup, createCustomer, passChallenge, saveCard, setupSession, singleUseToken } from '../support/saved-cards.js';

/**
 * Client sessions bound to a customer, and setup sessions, over real HTTP (contract: client sessions;
 * Customers, saved cards, subscriptions and invoices; Next actions and 3D Secure).
 */

describe('client sessions: mode, customer, savedCards', () => {
  const t = useSandbox();

  it('a session is mode payment by default, with customer null and savedCards {list: false, save: "off", remove: false}', async () => {
    const session = await t.api('POST', '/v1/client_sessions', { key: t.publishableKey });
    expect(session.body).toMatchObject({ mode: 'payment', payment: null, customer: null, savedCards: { list: false, save: 'off', remove: false } });
    expect(session.body).not.toHaveProperty('status');
  });

  it('customer and savedCards on create (secret key); savedCards fields left out take their defaults', async () => {
    const customer = await createCustomer(t, t);
    const session = await t.api('POST', '/v1/client_sessions', { body: { customer: customer.id, savedCards: { list: true } } });
    expect(session.status).toBe(201);
    expect(session.body).toMatchObject({ mode: 'payment', customer: customer.id, savedCards: { list: true, save: 'off', remove: false } });
  });

  it('a session bound to a payment of an existing customer is bound to that customer; another customer → 400 parameter_invalid', async () => {
    const customer = await createCustomer(t, t);
    const other = await createCustomer(t, t);
    const payment = await t.api('POST', '/v1/payments', { body: { amount: 1000, currency: 'EUR', customer: customer.id } });
    const session = await t.api('POST', '/v1/client_sessions', { body: { payment: payment.body.id } });
    expect(session.body.customer).toBe(customer.id);
    const mismatch = await t.api('POST', '/v1/client_sessions', { body: { payment: payment.body.id, customer: other.id } });
    expectError(mismatch, 400, 'invalid_request_error', 'parameter_invalid');
    expect(mismatch.body.error.param).toBe('customer');
  });

  it('the publishable key may not bind a customer, ask for saved cards or make a setup session → 401 api_key_wrong_type', async () => {
    const customer = await createCustomer(t, t);
    for (const body of [{ customer: customer.id }, { mode: 'setup', customer: customer.id }]) {
      expectError(await t.api('POST', '/v1/client_sessions', { key: t.publishableKey, body }), 401, 'authentication_error', 'api_key_wrong_type');
    }
  });

  it('savedCards without a customer → 400 parameter_invalid; an unknown customer → 404; save not off, optional or always → 400', async () => {
    expectError(
      await t.api('POST', '/v1/client_sessions', { body: { savedCards: { list: true } } }),
      400,
      'invalid_request_error',
      'parameter_invalid',
    );
    expectError(
      await t.api('POST', '/v1/client_sessions', { body: { customer: 'cus_nosuchcustomer' } }),
      404,
      'invalid_request_error',
      'resource_missing',
    );
    const customer = await createCustomer(t, t);
    const badSave = await t.api('POST', '/v1/client_sessions', { body: { customer: customer.id, savedCards: { save: 'sometimes' } } });
    expectError(badSave, 400, 'invalid_request_error', 'parameter_invalid');
    expect(badSave.body.error.param).toBe('savedCards[save]');
  });

  it('setup: POST /v1/client_sessions {mode: "setup", customer, returnUrl} → payment null, status requires_payment_method, token null', async () => {
    const customer = await createCustomer(t, t);
    const session = await setupSession(t, t, customer.id);
    expect(session).toMatchObject({
      object: 'client_session',
      mode: 'setup',
      payment: null,
      customer: customer.id,
      status: 'requires_payment_method',
      token: null,
      nextAction: null,
      lastError: null,
    });
  });

  it('setup needs customer and takes no payment: 400 parameter_invalid naming each', async () => {
    const missing = await t.api('POST', '/v1/client_sessions', { body: { mode: 'setup' } });
    expectError(missing, 400, 'invalid_request_error', 'parameter_invalid');
    expect(missing.body.error.param).toBe('customer');
    const customer = await createCustomer(t, t);
    const payment = await t.api('POST', '/v1/payments', { body: { amount: 1000, currency: 'EUR' } });
    const withPayment = await t.api('POST', '/v1/client_sessions', { body: { mode: 'setup', customer: customer.id, payment: payment.body.id } });
    expectError(withPayment, 400, 'invalid_request_error', 'parameter_invalid');
    expect(withPayment.body.error.param).toBe('payment');
  });
});

describe('setup confirm: POST /v1/client_sessions/{id}/confirm', () => {
  const t = useSandbox();

  it('a card without 3D Secure: succeeded at once, the token expanded as the saved card; client_session.setup_succeeded', async () => {
    const keys = await newAccount(t);
    const customer = await createCustomer(t, keys);
    const session = await setupSession(t, keys, customer.id);
    const token = await singleUseToken(t, keys, '4242424242424242');
    const confirmed = await confirmSetup(t, keys, session, token.id);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ id: session.id, status: 'succeeded', nextAction: null, lastError: null });
    expect(confirmed.body.token).toMatchObject({ id: token.id, usage: 'reusable', customer: customer.id });
    const events = await t.api('GET', '/v1/events?type=client_session.setup_succeeded', { key: keys.secretKey });
    expect(events.body.data.map((event: { data: unknown }) => event.data)).toStrictEqual([confirmed.body]);
  });

  it('4000 0025 0000 3155 asks for a 3DS challenge when saved: requires_action with the same nextAction types; code 123456 on the bank page saves it', async () => {
    const customer = await createCustomer(t, t);
    const session = await setupSession(t, t, customer.id);
    const token = await singleUseToken(t, t, '4000002500003155');
    const confirmed = await confirmSetup(t, t, session, token.id, { challengeWindowSize: '02' });
    expect(confirmed.body).toMatchObject({
      status: 'requires_action',
      token: null,
      nextAction: { type: 'three_d_secure_challenge', challengeWindowSize: '02' },
    });
    const page = await openAcs(t, confirmed.body.nextAction);
    expect(page.text).toContain('None: the card is saved for later payments');
    expect(page.text).toContain('ending in 3155');
    await answerBankPage(t, page, { action: 'submit', code: '123456' });
    const read = await t.api('GET', `/v1/client_sessions/${session.id}?client_secret=${session.clientSecret}`, { key: t.publishableKey });
    expect(read.body).toMatchObject({ status: 'succeeded', nextAction: null, token: { id: token.id, usage: 'reusable' } });
  });

  it('a fingerprint card (3220): POST /v1/client_sessions/{id}/authenticate reports the 3DS Method, then the challenge', async () => {
    const { token, session } = await saveCard(t, t, '4000000000003220');
    expect(session.status).toBe('succeeded');
    expect(token.usage).toBe('reusable');
  });

  it('a frictionless card (3188): authenticate saves it without a challenge', async () => {
    const customer = await createCustomer(t, t);
    const session = await setupSession(t, t, customer.id);
    const token = await singleUseToken(t, t, '4000000000003188');
    const confirmed = await confirmSetup(t, t, session, token.id);
    expect(confirmed.body.nextAction.type).toBe('three_d_secure_fingerprint');
    const authenticated = await t.api('POST', `/v1/client_sessions/${session.id}/authenticate`, {
      key: t.publishableKey,
      body: { clientSecret: session.clientSecret, threeDSCompInd: 'Y' },
    });
    expect(authenticated.body).toMatchObject({ status: 'succeeded', token: { id: token.id } });
  });

  it('a failed challenge (3212) → requires_payment_method, lastError authentication_failed, nothing saved; a new confirm with another card saves', async () => {
    const customer = await createCustomer(t, t);
    const session = await setupSession(t, t, customer.id);
    const failing = await singleUseToken(t, t, '4000000000003212');
    const confirmed = await confirmSetup(t, t, session, failing.id);
    await answerBankPage(t, await openAcs(t, confirmed.body.nextAction), { action: 'submit', code: '123456' });
    const read = await t.api('GET', `/v1/client_sessions/${session.id}`);
    expect(read.body).toMatchObject({ status: 'requires_payment_method', token: null, lastError: { code: 'authentication_failed' } });
    expect((await t.api('GET', `/v1/customers/${customer.id}/tokens`)).body.data).toEqual([]);
    const good = await singleUseToken(t, t, '4242424242424242');
    expect((await confirmSetup(t, t, session, good.id)).body.status).toBe('succeeded');
  });

  it('a full-page redirect card (3063): the bank page, then 303 to the session’s returnUrl with client_secret and redirect_status=completed', async () => {
    const customer = await createCustomer(t, t);
    const session = await setupSession(t, t, customer.id);
    const token = await singleUseToken(t, t, '4000000000003063');
    const confirmed = await confirmSetup(t, t, session, token.id);
    const url = new URL(confirmed.body.nextAction.url);
    expect(url.searchParams.get('session')).toBe(session.id);
    const page = await getPage(t, `${url.pathname}${url.search}`);
    expect(page.status).toBe(200);
    const form = parseForm(page.text);
    const done = await postForm(t, form.action, { ...form.fields, action: 'submit', code: '123456' });
    expect(done.status).toBe(303);
    const back = new URL(done.headers.get('location')!);
    expect(`${back.origin}${back.pathname}`).toBe('https://shop.example/saved');
    expect(Object.fromEntries(back.searchParams)).toStrictEqual({ client_secret: session.clientSecret, redirect_status: 'completed' });
  });

  it('a redirect card without returnUrl → 400 return_url_required, and the token stays unused', async () => {
    const customer = await createCustomer(t, t);
    const session = await setupSession(t, t, customer.id, { returnUrl: undefined });
    const token = await singleUseToken(t, t, '4000000000003063');
    expectError(await confirmSetup(t, t, session, token.id), 400, 'invalid_request_error', 'return_url_required');
    expect((await confirmSetup(t, t, session, token.id, { returnUrl: 'https://shop.example/back' })).body.status).toBe('requires_action');
  });

  it('a declined card (0002) → 402 card_declined with error.client_session, status requires_payment_method and lastError', async () => {
    const customer = await createCustomer(t, t);
    const session = await setupSession(t, t, customer.id);
    const token = await singleUseToken(t, t, '4000000000000002');
    const confirmed = await confirmSetup(t, t, session, token.id);
    expectError(confirmed, 402, 'card_error', 'card_declined');
    expect(confirmed.body.error.decline_code).toBe('generic_decline');
    expect(confirmed.body.error.client_session).toMatchObject({
      id: session.id,
      status: 'requires_payment_method',
      lastError: { code: 'card_declined' },
    });
  });

  it('4000 0000 0000 0341 saves fine', async () => {
    const { token, session } = await saveCard(t, t, '4000000000000341');
    expect(session.status).toBe('succeeded');
    expect(token.usage).toBe('reusable');
  });

  it('a succeeded setup session cannot be confirmed again → 400 client_session_state_invalid', async () => {
    const { session } = await saveCard(t, t);
    const token = await singleUseToken(t, t, '5555555555554444');
    expectError(await confirmSetup(t, t, session, token.id), 400, 'invalid_request_error', 'client_session_state_invalid');
  });

  it('a payment session cannot be confirmed as a setup → 400 client_session_state_invalid', async () => {
    const session = await t.api('POST', '/v1/client_sessions', { key: t.publishableKey });
    const token = await singleUseToken(t, t, '4242424242424242');
    expectError(await confirmSetup(t, t, session.body, token.id), 400, 'invalid_request_error', 'client_session_state_invalid');
  });

  it('the token must be an unused single-use one: used → 400 token_already_used, a saved card → 400 token_not_reusable, unknown → 404', async () => {
    const { token: saved, customer } = await saveCard(t, t);
    const session = await setupSession(t, t, customer);
    expectError(await confirmSetup(t, t, session, saved.id), 400, 'invalid_request_error', 'token_not_reusable');
    expectError(await confirmSetup(t, t, session, 'tok_nosuchtoken'), 404, 'invalid_request_error', 'resource_missing');
    const declined = await singleUseToken(t, t, '4000000000000002');
    await confirmSetup(t, t, session, declined.id);
    expectError(await confirmSetup(t, t, session, declined.id), 400, 'invalid_request_error', 'token_already_used');
  });

  it('the publishable key needs the session’s own clientSecret → 400 client_secret_invalid', async () => {
    const customer = await createCustomer(t, t);
    const session = await setupSession(t, t, customer.id);
    const token = await singleUseToken(t, t, '4242424242424242');
    const result = await t.api('POST', `/v1/client_sessions/${session.id}/confirm`, { key: t.publishableKey, body: { token: token.id } });
    expectError(result, 400, 'invalid_request_error', 'client_secret_invalid');
    expect(result.body.error.param).toBe('clientSecret');
    const wrong = await confirmSetup(t, t, { id: session.id, clientSecret: `${session.id}_secret_wrong` }, token.id);
    expectError(wrong, 400, 'invalid_request_error', 'client_secret_invalid');
  });

  it('confirming again while a challenge waits abandons it: its bank page then answers “no longer pending”', async () => {
    const customer = await createCustomer(t, t);
    const session = await setupSession(t, t, customer.id);
    const first = await confirmSetup(t, t, session, (await singleUseToken(t, t, '4000002500003155')).id);
    const second = await confirmSetup(t, t, session, (await singleUseToken(t, t, '4000002500003155')).id);
    expect(second.body.status).toBe('requires_action');
    const stale = await openAcs(t, first.body.nextAction);
    expect(stale.status).toBe(400);
    expect(stale.text).toContain('This authentication is no longer pending');
    await passChallenge(t, second, `/v1/client_sessions/${session.id}/authenticate`, session.clientSecret, t.publishableKey);
    expect((await t.api('GET', `/v1/client_sessions/${session.id}`)).body.status).toBe('succeeded');
  });
});

describe('saved cards in the browser: GET and DELETE /v1/client_sessions/{id}/tokens', () => {
  const t = useSandbox();

  async function sessionFor(customer: string, savedCards: Record<string, unknown>) {
    const session = await t.api('POST', '/v1/client_sessions', { body: { customer, savedCards } });
    expect(session.status).toBe(201);
    return session.body as { id: string; clientSecret: string };
  }

  it('with savedCards.list: a list envelope whose items are exactly {id, object: "token", card: {brand, last4, expMonth, expYear}}, newest first', async () => {
    const { customer, token: first } = await saveCard(t, t);
    const { token: second } = await saveCard(t, t, '5555555555554444', customer);
    const session = await sessionFor(customer, { list: true });
    const list = await t.api('GET', `/v1/client_sessions/${session.id}/tokens?client_secret=${session.clientSecret}`, { key: t.publishableKey });
    expect(list.status).toBe(200);
    expect(list.body).toStrictEqual({
      object: 'list',
      data: [second, first].map((token) => ({
        id: token.id,
        object: 'token',
        card: { brand: token.card.brand, last4: token.card.last4, expMonth: token.card.expMonth, expYear: token.card.expYear },
      })),
      page: { has_more: false, next_cursor: null, total_estimate: 2 },
    });
  });

  it('the list pages with limit and the cursor, the client secret kept in the query', async () => {
    const { customer } = await saveCard(t, t);
    await saveCard(t, t, '5555555555554444', customer);
    const session = await sessionFor(customer, { list: true });
    const base = `/v1/client_sessions/${session.id}/tokens?client_secret=${session.clientSecret}&limit=1`;
    const page1 = await t.api('GET', base, { key: t.publishableKey });
    const page2 = await t.api('GET', `${base}&starting_after=${page1.body.page.next_cursor}`, { key: t.publishableKey });
    expect(page1.body.page.has_more).toBe(true);
    expect(page2.body.data).toHaveLength(1);
    expect(page2.body.data[0].id).not.toBe(page1.body.data[0].id);
  });

  it('without savedCards.list → 403 saved_cards_not_allowed, in any mode', async () => {
    const { customer } = await saveCard(t, t);
    const payment = await sessionFor(customer, { save: 'optional' });
    const setup = await setupSession(t, t, customer);
    for (const session of [payment, setup]) {
      const list = await t.api('GET', `/v1/client_sessions/${session.id}/tokens?client_secret=${session.clientSecret}`, { key: t.publishableKey });
      expectError(list, 403, 'permission_error', 'saved_cards_not_allowed');
    }
  });

  it('a setup session with savedCards.list lists too', async () => {
    const { customer } = await saveCard(t, t);
    const setup = await setupSession(t, t, customer, { savedCards: { list: true } });
    const list = await t.api('GET', `/v1/client_sessions/${setup.id}/tokens?client_secret=${setup.clientSecret}`, { key: t.publishableKey });
    expect(list.body.data).toHaveLength(1);
  });

  it('the publishable key needs ?client_secret= of that session → 400 client_secret_invalid', async () => {
    const { customer } = await saveCard(t, t);
    const session = await sessionFor(customer, { list: true });
    expectError(
      await t.api('GET', `/v1/client_sessions/${session.id}/tokens`, { key: t.publishableKey }),
      400,
      'invalid_request_error',
      'client_secret_invalid',
    );
  });

  it('DELETE /v1/client_sessions/{id}/tokens/{tok}?client_secret= with savedCards.remove → {id, object: "token", deleted: true}; the card is gone', async () => {
    const { customer, token } = await saveCard(t, t);
    const session = await sessionFor(customer, { list: true, remove: true });
    const removed = await t.api('DELETE', `/v1/client_sessions/${session.id}/tokens/${token.id}?client_secret=${session.clientSecret}`, {
      key: t.publishableKey,
    });
    expect(removed.status).toBe(200);
    expect(removed.body).toStrictEqual({ id: token.id, object: 'token', deleted: true });
    expect((await t.api('GET', `/v1/customers/${customer}/tokens`)).body.data).toEqual([]);
  });

  it('removal without savedCards.remove → 403 saved_cards_not_allowed; another customer’s card → 404; nothing removed', async () => {
    const { customer, token } = await saveCard(t, t);
    const { token: foreign } = await saveCard(t, t);
    const listOnly = await sessionFor(customer, { list: true });
    const refused = await t.api('DELETE', `/v1/client_sessions/${listOnly.id}/tokens/${token.id}?client_secret=${listOnly.clientSecret}`, {
      key: t.publishableKey,
    });
    expectError(refused, 403, 'permission_error', 'saved_cards_not_allowed');
    const remover = await sessionFor(customer, { remove: true });
    const other = await t.api('DELETE', `/v1/client_sessions/${remover.id}/tokens/${foreign.id}?client_secret=${remover.clientSecret}`, {
      key: t.publishableKey,
    });
    expectError(other, 404, 'invalid_request_error', 'resource_missing');
    expect((await t.api('GET', `/v1/customers/${customer}/tokens`)).body.data).toHaveLength(1);
  });
});
