import { describe, expect, expectTypeOf, it } from 'vitest';
import type { SetupSession } from '../../src/api/resources.js';
import type { PaymentSession } from '../../src/server/resources.js';
import { CardError, InvalidRequestError } from '../../src/server/errors.js';
import { clientFor } from '../support/client.js';
import { confirmSetup, createCustomer, passChallenge, saveCard, singleUseToken } from '../support/saved-cards.js';
import { newAccount, useSandbox } from '../support/sandbox.js';
import { rejectionOf } from '../support/errors.js';

/**
 * Client sessions bound to a customer, payments for a customer and off-session charges through the
 * server module (issue 14, item 2; contract: Customers, saved cards, subscriptions and invoices, "Off-
 * session charges" and "Details fixed") against a real sandbox over real HTTP. What the browser does
 * (tokenize, confirm, the bank's page) is done over HTTP with the publishable key, as the card frame does.
 */

const t = useSandbox();

const CHARGE = { amount: 1500, currency: 'EUR', offSession: true, confirm: true } as const;

describe('clientSessions.create and retrieve', () => {
  it("mode 'setup' binds a session to the customer: the browser saves a card with it, retrieve shows the saved token", async () => {
    const keys = await newAccount(t);
    const svc = clientFor(t, keys.secretKey);
    const customer = await svc.customers.create({ email: 'trial@example.com' });
    const session = await svc.clientSessions.create({ mode: 'setup', customer: customer.id, returnUrl: 'https://app.example/trial' });
    expectTypeOf(session).toExtend<SetupSession>();
    expect(session).toMatchObject({
      id: expect.stringMatching(/^cs_/),
      object: 'client_session',
      clientSecret: expect.stringMatching(/^cs_.+_secret_/),
      mode: 'setup',
      payment: null,
      customer: customer.id,
      savedCards: { list: false, save: 'off', remove: false },
      status: 'requires_payment_method',
      token: null,
    });

    const token = await singleUseToken(t, keys, '4242424242424242');
    const confirmed = await confirmSetup(t, keys, session, token.id);
    expect(confirmed.body.status).toBe('succeeded');

    const read = await svc.clientSessions.retrieve(session.id);
    if (read.mode !== 'setup') throw new Error(`expected a setup session, got ${read.mode}`);
    // Narrowed on mode: a SetupSession, whose status and token are typed.
    expect(read.status).toBe('succeeded');
    expect(read.token).toMatchObject({ id: token.id, usage: 'reusable', customer: customer.id, card: { last4: '4242' } });
    expect((await svc.customers.tokens.list(customer.id)).data.map((card) => card.id)).toEqual([token.id]);
  });

  it('a payment session with customer and savedCards lets the browser list that customer’s saved cards', async () => {
    const keys = await newAccount(t);
    const svc = clientFor(t, keys.secretKey);
    const saved = await saveCard(t, keys);
    const payment = await svc.payments.create({ amount: 2599, currency: 'EUR', customer: saved.customer });
    // Expanded, less `email`, which payments no longer carry from 2026-04-01 on (interface: Versioning, rule 7).
    expect(payment.customer).toMatchObject({ id: saved.customer, object: 'customer', name: 'Ada', defaultToken: null });
    expect(payment.customer).not.toHaveProperty('email');
    const session = await svc.clientSessions.create({
      payment: payment.id,
      customer: saved.customer,
      savedCards: { list: true, save: 'optional' },
    });
    expectTypeOf(session).toExtend<PaymentSession>();
    expect(session).toMatchObject({
      mode: 'payment',
      payment: payment.id,
      customer: saved.customer,
      savedCards: { list: true, save: 'optional', remove: false },
    });
    const listed = await t.api('GET', `/v1/client_sessions/${session.id}/tokens?client_secret=${encodeURIComponent(session.clientSecret)}`, {
      key: keys.publishableKey,
    });
    expect(listed.status).toBe(200);
    expect(listed.body.data).toEqual([
      { id: saved.token.id, object: 'token', card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: expect.any(Number) } },
    ]);
  });

  it('a setup session without a customer, or savedCards without one, is an InvalidRequestError naming the field', async () => {
    const svc = clientFor(t, t.secretKey);
    expect(await rejectionOf(svc.clientSessions.create({ mode: 'setup' }), InvalidRequestError)).toMatchObject({ status: 400, param: 'customer' });
    expect(await rejectionOf(svc.clientSessions.create({ savedCards: { list: true } }), InvalidRequestError)).toMatchObject({
      status: 400,
      param: 'savedCards',
    });
  });
});

describe('payments.create off-session: customer, token, offSession: true, confirm: true', () => {
  it('charges a saved card without the customer: completed, the customer expanded on the payment', async () => {
    const keys = await newAccount(t);
    const svc = clientFor(t, keys.secretKey);
    const { customer, token } = await saveCard(t, keys);
    const payment = await svc.payments.create({ ...CHARGE, customer, token: token.id, metadata: { invoice: 'manual-1' } });
    expect(payment).toMatchObject({ status: 'completed', amount: 1500, customer: { id: customer }, paymentMethod: { card: { last4: '4242' } } });
    expect(payment.lastResponse.status).toBe(201);
  });

  it('402 authentication_required is a CardError whose payment (requires_action) brings the customer back on-session', async () => {
    const keys = await newAccount(t);
    const svc = clientFor(t, keys.secretKey);
    // 4000 0027 6000 3184 asks for authentication on every charge: saved after a challenge, then refused off-session.
    const { customer, token } = await saveCard(t, keys, '4000002760003184');
    const error = await rejectionOf(svc.payments.create({ ...CHARGE, customer, token: token.id }), CardError);
    expect(error).toMatchObject({ status: 402, type: 'card_error', code: 'authentication_required' });
    const payment = error.payment;
    expect(payment).toMatchObject({
      id: expect.stringMatching(/^pay_/),
      object: 'payment',
      status: 'requires_action',
      lastError: { code: 'authentication_required' },
      customer: { id: customer },
    });
    if (!payment) throw new Error('no payment on the CardError');
    expect((await svc.payments.retrieve(payment.id)).status).toBe('requires_action');

    // The merchant brings the customer back: a session bound to that payment (and so to its customer)…
    const session = await svc.clientSessions.create({ payment: payment.id });
    expect(session).toMatchObject({ payment: payment.id, customer });
    // …and the element confirms it with the saved card, through the 3D Secure step-up.
    const confirm = await t.api('POST', `/v1/payments/${payment.id}/confirm`, {
      key: keys.publishableKey,
      body: { clientSecret: session.clientSecret, token: token.id },
    });
    expect(confirm.body).toMatchObject({ status: 'requires_action', nextAction: { type: expect.stringMatching(/^three_d_secure_/) } });
    await passChallenge(t, confirm, `/v1/payments/${payment.id}/authenticate`, session.clientSecret, keys.publishableKey);
    expect((await svc.payments.retrieve(payment.id)).status).toBe('completed');
  });

  it('a saved card that declines later is a CardError card_declined whose payment is back at requires_payment_method', async () => {
    const keys = await newAccount(t);
    const svc = clientFor(t, keys.secretKey);
    // 4000 0000 0000 0341 saves fine, and every later charge declines.
    const { customer, token } = await saveCard(t, keys, '4000000000000341');
    const error = await rejectionOf(svc.payments.create({ ...CHARGE, customer, token: token.id }), CardError);
    expect(error).toMatchObject({ status: 402, code: 'card_declined' });
    expect(error.payment).toMatchObject({ status: 'requires_payment_method', lastError: { code: 'card_declined' } });
  });

  it('an off-session charge retried after a lost answer charges once', async () => {
    const keys = await newAccount(t);
    const { customer, token } = await saveCard(t, keys);
    const statuses: (number | undefined)[] = [];
    const dropFirst: typeof fetch = async (input, init) => {
      const headers = new Headers(init?.headers);
      if (statuses.length === 0) headers.set('x-sandbox-fault', 'drop_connection');
      statuses.push(undefined);
      const response = await fetch(input, { ...init, headers });
      statuses[statuses.length - 1] = response.status;
      return response;
    };
    const payment = await clientFor(t, keys.secretKey, { fetch: dropFirst, maxNetworkRetries: 2 }).payments.create({
      ...CHARGE,
      customer,
      token: token.id,
    });
    expect(statuses).toEqual([undefined, 201]);
    expect(payment.lastResponse).toMatchObject({ attempts: 2, replayed: true });
    const payments = await t.api('GET', '/v1/payments', { key: keys.secretKey });
    expect(payments.body.data.map((item: { id: string }) => item.id)).toEqual([payment.id]);
  });

  it('a single-use token, or another customer’s saved card, is refused before any payment exists', async () => {
    const keys = await newAccount(t);
    const svc = clientFor(t, keys.secretKey);
    const customer = await createCustomer(t, keys);
    const single = await singleUseToken(t, keys, '4242424242424242');
    expect(await rejectionOf(svc.payments.create({ ...CHARGE, customer: customer.id, token: single.id }), InvalidRequestError)).toMatchObject({
      code: 'token_not_reusable',
      param: 'token',
    });
    const other = await saveCard(t, keys);
    expect(await rejectionOf(svc.payments.create({ ...CHARGE, customer: customer.id, token: other.token.id }), InvalidRequestError)).toMatchObject({
      code: 'token_customer_mismatch',
    });
    const payments = await svc.payments.list();
    expect(payments.data).toEqual([]);
  });
});
