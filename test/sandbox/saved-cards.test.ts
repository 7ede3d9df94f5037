import { describe, expect, it } from 'vitest';
import { expectError } from '../support/errors.js';
import { type TestSandbox, newAccount, requestWith, useSandbox } from '../support/sandbox.js';
import { FUTURE_YEAR, type Keys, chargeOffSession, createCustomer, saveCard, singleUseToken } from '../support/saved-cards.js';

/**
 * Saved cards over real HTTP (contract: Tokens; Customers, saved cards, subscriptions and invoices):
 * how a token becomes one, what it carries, the customer's list, removal, and account updating.
 */

async function eventsOf(t: TestSandbox, keys: Keys, type: string) {
  const list = await t.api('GET', `/v1/events?type=${type}&limit=100`, { key: keys.secretKey });
  return list.body.data as { type: string; data: Record<string, any> }[];
}

describe('saved cards', () => {
  const t = useSandbox();

  it('POST /v1/tokens makes a single-use token: usage single_use, customer null, networkToken null, no fingerprint', async () => {
    const token = await singleUseToken(t, t, '4242424242424242');
    expect(token).toMatchObject({ usage: 'single_use', customer: null, networkToken: null, used: false });
    expect(token.card).not.toHaveProperty('fingerprint');
  });

  it('single-use tokenization emits no token.created; a token becomes a saved card only through a confirm that saves it, which emits token.created', async () => {
    const keys = await newAccount(t);
    await singleUseToken(t, keys, '4242424242424242');
    expect(await eventsOf(t, keys, 'token.created')).toEqual([]);
    const { token } = await saveCard(t, keys);
    const created = await eventsOf(t, keys, 'token.created');
    expect(created.map((event) => event.data.id)).toEqual([token.id]);
    expect(created[0]?.data).toMatchObject({ usage: 'reusable' });
  });

  it('a saved card: the same id, usage reusable, its customer, card.fingerprint and networkToken {status: active, last4, expMonth, expYear}', async () => {
    const single = await singleUseToken(t, t, '4242424242424242');
    const customer = await createCustomer(t, t);
    const session = await t.api('POST', '/v1/client_sessions', { body: { mode: 'setup', customer: customer.id } });
    const confirmed = await t.api('POST', `/v1/client_sessions/${session.body.id}/confirm`, {
      key: t.publishableKey,
      body: { clientSecret: session.body.clientSecret, token: single.id },
    });
    expect(confirmed.body.token).toStrictEqual({
      ...single,
      card: { ...single.card, fingerprint: expect.stringMatching(/^[A-Za-z0-9]{16}$/) },
      used: true,
      usage: 'reusable',
      customer: customer.id,
      networkToken: { status: 'active', last4: expect.stringMatching(/^\d{4}$/), expMonth: 12, expYear: FUTURE_YEAR },
    });
  });

  it('fingerprints: the same card gives the same fingerprint within an account, another card another one, and the same card differs across accounts', async () => {
    const other = await newAccount(t);
    const a = (await saveCard(t, t, '4242424242424242')).token.card.fingerprint;
    const b = (await saveCard(t, t, '4242424242424242')).token.card.fingerprint;
    const mastercard = (await saveCard(t, t, '5555555555554444')).token.card.fingerprint;
    const elsewhere = (await saveCard(t, other, '4242424242424242')).token.card.fingerprint;
    expect(b).toBe(a);
    expect(mastercard).not.toBe(a);
    expect(elsewhere).not.toBe(a);
  });

  it('GET /v1/customers/{id}/tokens lists the customer’s saved cards newest first, paginated; not single-use tokens, not other customers’', async () => {
    const { customer, token: first } = await saveCard(t, t);
    const { token: second } = await saveCard(t, t, '5555555555554444', customer);
    await saveCard(t, t);
    await singleUseToken(t, t, '4242424242424242');
    const page1 = await t.api('GET', `/v1/customers/${customer}/tokens?limit=1`);
    expect(page1.status).toBe(200);
    expect(page1.body.data).toStrictEqual([second]);
    expect(page1.body.page.has_more).toBe(true);
    const page2 = await t.api('GET', `/v1/customers/${customer}/tokens?limit=1&starting_after=${page1.body.page.next_cursor}`);
    expect(page2.body.data.map((token: { id: string }) => token.id)).toEqual([first.id]);
    expect(page2.body.page.has_more).toBe(false);
  });

  it('DELETE /v1/customers/{id}/tokens/{tok} → {id, object: "token", deleted: true}; it leaves the list, stops being the default, and cannot be charged', async () => {
    const { customer, token } = await saveCard(t, t);
    await t.api('POST', `/v1/customers/${customer}`, { body: { defaultToken: token.id } });
    const deleted = await t.api('DELETE', `/v1/customers/${customer}/tokens/${token.id}`);
    expect(deleted.body).toStrictEqual({ id: token.id, object: 'token', deleted: true });
    expect((await t.api('GET', `/v1/customers/${customer}/tokens`)).body.data).toEqual([]);
    expect((await t.api('GET', `/v1/customers/${customer}`)).body.defaultToken).toBeNull();
    expectError(await chargeOffSession(t, t, customer, token.id), 404, 'invalid_request_error', 'resource_missing');
  });

  it('a saved card is never usable with another customer: deleting it under another customer → 400 token_customer_mismatch', async () => {
    const { token } = await saveCard(t, t);
    const other = await createCustomer(t, t);
    expectError(await t.api('DELETE', `/v1/customers/${other.id}/tokens/${token.id}`), 400, 'invalid_request_error', 'token_customer_mismatch');
  });

  it('restricted keys: the customer’s saved cards need tokens (read to list, write to delete); customers alone → 403 permission_denied', async () => {
    const { customer, token } = await saveCard(t, t);
    const tokensRead = await t.api('POST', '/v1/api_keys', { body: { name: 'tokens read', permissions: { tokens: 'read' } } });
    const customersOnly = await t.api('POST', '/v1/api_keys', { body: { name: 'customers', permissions: { customers: 'write' } } });
    expect((await t.api('GET', `/v1/customers/${customer}/tokens`, { key: tokensRead.body.secret })).status).toBe(200);
    expectError(
      await t.api('DELETE', `/v1/customers/${customer}/tokens/${token.id}`, { key: tokensRead.body.secret }),
      403,
      'permission_error',
      'permission_denied',
    );
    expectError(
      await t.api('GET', `/v1/customers/${customer}/tokens`, { key: customersOnly.body.secret }),
      403,
      'permission_error',
      'permission_denied',
    );
  });
});

describe('account updating: POST /_sandbox/tokens/{id}/reissue', () => {
  const t = useSandbox();

  it('without a body: the same last4, the expiry three years on, in place; token.updated carries the card', async () => {
    const keys = await newAccount(t);
    const { token } = await saveCard(t, keys);
    const reissued = await t.api('POST', `/_sandbox/tokens/${token.id}/reissue`, { key: keys.secretKey });
    expect(reissued.status).toBe(200);
    expect(reissued.body.card).toMatchObject({ last4: '4242', expMonth: 12, expYear: FUTURE_YEAR + 3, fingerprint: token.card.fingerprint });
    expect(reissued.body.networkToken).toMatchObject({ status: 'active', expYear: FUTURE_YEAR + 3, last4: token.networkToken.last4 });
    const listed = await t.api('GET', `/v1/customers/${token.customer}/tokens`, { key: keys.secretKey });
    expect(listed.body.data[0]).toStrictEqual(reissued.body);
    const updated = await eventsOf(t, keys, 'token.updated');
    expect(updated[0]?.data).toStrictEqual(reissued.body);
  });

  it('{last4, expMonth, expYear}: the card takes them', async () => {
    const { token } = await saveCard(t, t);
    const reissued = await t.api('POST', `/_sandbox/tokens/${token.id}/reissue`, { body: { last4: '1881', expMonth: 3, expYear: FUTURE_YEAR + 4 } });
    expect(reissued.body.card).toMatchObject({ last4: '1881', expMonth: 3, expYear: FUTURE_YEAR + 4 });
  });

  it('a reissued card keeps paying: the next off-session charge completes', async () => {
    const { customer, token } = await saveCard(t, t);
    await t.api('POST', `/_sandbox/tokens/${token.id}/reissue`, { body: { last4: '0000' } });
    const charge = await chargeOffSession(t, t, customer, token.id);
    expect(charge.status).toBe(201);
    expect(charge.body).toMatchObject({ status: 'completed', paymentMethod: { card: { last4: '0000' } } });
  });

  it('closed: true sets networkToken.status deleted, and later charges decline with 402 card_closed, the payment holding lastError card_closed', async () => {
    const { customer, token } = await saveCard(t, t);
    const closed = await t.api('POST', `/_sandbox/tokens/${token.id}/reissue`, { body: { closed: true } });
    expect(closed.body.networkToken.status).toBe('deleted');
    const charge = await chargeOffSession(t, t, customer, token.id);
    expectError(charge, 402, 'card_error', 'card_closed');
    expect(charge.body.error.payment).toMatchObject({ status: 'requires_payment_method', lastError: { code: 'card_closed' } });
  });

  it('a single-use token → 400 token_not_reusable; an unknown one → 404; another account’s → 404', async () => {
    const single = await singleUseToken(t, t, '4242424242424242');
    expectError(await t.api('POST', `/_sandbox/tokens/${single.id}/reissue`), 400, 'invalid_request_error', 'token_not_reusable');
    expectError(await t.api('POST', '/_sandbox/tokens/tok_nosuchtoken/reissue'), 404, 'invalid_request_error', 'resource_missing');
    const other = await newAccount(t);
    const { token } = await saveCard(t, other);
    expectError(await t.api('POST', `/_sandbox/tokens/${token.id}/reissue`), 404, 'invalid_request_error', 'resource_missing');
  });

  it('like the other controls: the account’s secret key, a loopback Host and a JSON content type', async () => {
    const { token } = await saveCard(t, t);
    expectError(
      await t.api('POST', `/_sandbox/tokens/${token.id}/reissue`, { key: t.publishableKey }),
      401,
      'authentication_error',
      'api_key_invalid',
    );
    const plain = await t.api('POST', `/_sandbox/tokens/${token.id}/reissue`, { headers: { 'content-type': 'text/plain' } });
    expectError(plain, 415, 'invalid_request_error', 'content_type_invalid');
    const rebound = await requestWith(t.url, `/_sandbox/tokens/${token.id}/reissue`, {
      method: 'POST',
      headers: { host: 'rebound.example', authorization: `Bearer ${t.secretKey}`, 'content-type': 'application/json' },
    });
    expect(rebound.status).toBe(403);
    expect(rebound.body.error.code).toBe('host_not_allowed');
  });

  it('bad fields → 400: last4 not 4 digits, expMonth 13, an unknown field', async () => {
    const { token } = await saveCard(t, t);
    expectError(
      await t.api('POST', `/_sandbox/tokens/${token.id}/reissue`, { body: { last4: '12' } }),
      400,
      'invalid_request_error',
      'parameter_invalid',
    );
    expectError(
      await t.api('POST', `/_sandbox/tokens/${token.id}/reissue`, { body: { expMonth: 13 } }),
      400,
      'invalid_request_error',
      'parameter_invalid',
    );
    expectError(
      await t.api('POST', `/_sandbox/tokens/${token.id}/reissue`, { body: { number: '1' } }),
      400,
      'invalid_request_error',
      'parameter_unknown',
    );
  });
});
