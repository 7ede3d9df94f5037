import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningMerchantServer, startMerchantServer } from '../../demo/merchant/server.js';
import { Shoppers } from '../../demo/merchant/shoppers.js';
import { BillingWebhookLog, createBillingWebhookHandler } from '../../demo/merchant/webhooks.js';
import { webhooks } from '../../src/server/index.js';
import { DAY } from '../support/billing.js';
import { clientFor } from '../support/client.js';
import { confirmSetup, passChallenge, singleUseToken } from '../support/saved-cards.js';
import { useSandbox } from '../support/sandbox.js';
import { waitFor } from '../support/wait.js';

/**
 * The demo shop's server (demo/merchant/) on its own, against a real sandbox over real HTTP: what its
 * trial and subscription endpoints accept and refuse, and its webhook endpoint. The pages that call it
 * are driven in a browser by test/demo/subscriptions.test.ts. What the card frame does (tokenize,
 * confirm the setup) is done here with the publishable key, as the frame does it.
 */

const t = useSandbox();
let shop: RunningMerchantServer;

beforeAll(async () => {
  shop = await startMerchantServer({ sandboxUrl: t.url, secretKey: t.secretKey, publishableKey: t.publishableKey });
});
afterAll(() => shop.close());

/** One browser: its cookie, kept from answer to answer. */
function browser() {
  let cookie = '';
  async function call(method: 'GET' | 'POST', path: string, headers: Record<string, string> = {}, body: object = {}) {
    const response = await fetch(new URL(path, shop.url), {
      method,
      headers: { ...(cookie ? { cookie } : {}), ...(method === 'POST' ? { 'content-type': 'application/json' } : {}), ...headers },
      body: method === 'POST' ? JSON.stringify(body) : undefined,
    });
    const set = response.headers.get('set-cookie');
    if (set) cookie = set.split(';')[0]!;
    return { status: response.status, body: await response.json(), setCookie: set };
  }
  return { call, cookie: () => cookie };
}

/** Saves `number` with the setup session the trial page got, as the card frame does (a challenge passed with 123456). */
async function saveCardInFrame(clientSecret: string, number: string): Promise<void> {
  const keys = { secretKey: t.secretKey, publishableKey: t.publishableKey };
  const session = { id: clientSecret.slice(0, clientSecret.indexOf('_secret_')), clientSecret };
  const confirmed = await confirmSetup(t, keys, session, (await singleUseToken(t, keys, number)).id);
  if (confirmed.body.status === 'requires_action') {
    await passChallenge(t, confirmed, `/v1/client_sessions/${session.id}/authenticate`, clientSecret, t.publishableKey);
  } else {
    expect(confirmed.body.status).toBe('succeeded');
  }
}

describe('the demo shop server: shoppers', () => {
  it('a browser without the cookie gets one (HttpOnly, SameSite=Lax) and keeps one customer across its checkouts', async () => {
    const shopper = browser();
    const first = await shopper.call('POST', '/api/checkout-session');
    expect(first.status).toBe(200);
    expect(first.setCookie).toMatch(/^demo_shopper=[\w-]+; Path=\/; HttpOnly; SameSite=Lax$/);
    const second = await shopper.call('POST', '/api/checkout-session');
    expect(second.setCookie).toBeNull();
    const svc = clientFor(t);
    const [a, b] = await Promise.all([svc.payments.retrieve(first.body.paymentId), svc.payments.retrieve(second.body.paymentId)]);
    expect(a.customer?.id).toMatch(/^cus_/);
    expect(b.customer?.id).toBe(a.customer?.id);
    // The checkout's session lists, saves and removes that customer's cards.
    const session = await svc.clientSessions.retrieve(first.body.clientSecret.split('_secret_')[0]);
    expect(session).toMatchObject({ customer: a.customer?.id, savedCards: { list: true, save: 'optional', remove: true } });
    // Another browser is another customer.
    const other = await browser().call('POST', '/api/checkout-session');
    expect((await svc.payments.retrieve(other.body.paymentId)).customer?.id).not.toBe(a.customer?.id);
  });
});

describe('the demo shop server: the trial', () => {
  it('GET /api/subscription before anything: the plan (svc Pro, EUR 9.00 a month, 14 days free) and no subscription', async () => {
    const { status, body } = await browser().call('GET', '/api/subscription');
    expect(status).toBe(200);
    expect(body).toEqual({
      plan: { name: 'svc Pro', unitAmount: 900, currency: 'EUR', interval: 'month', trialDays: 14 },
      subscription: null,
      card: null,
      latestInvoice: null,
      webhooks: [],
    });
  });

  it('starts no trial on the browser’s word: POST /api/subscription before the card is saved → 409 card_not_saved', async () => {
    const shopper = browser();
    expect((await shopper.call('POST', '/api/subscription')).body.error.code).toBe('card_not_saved');
    const session = await shopper.call('POST', '/api/trial-session');
    expect(session.body).toEqual({ mode: 'setup', clientSecret: expect.stringMatching(/^cs_/), publishableKey: t.publishableKey });
    const refused = await shopper.call('POST', '/api/subscription');
    expect(refused).toMatchObject({ status: 409, body: { error: { code: 'card_not_saved' } } });
    expect(
      (await clientFor(t).subscriptions.list()).data.filter((sub) => sub.metadata.setupSession === session.body.clientSecret.split('_secret_')[0]),
    ).toEqual([]);
  });

  it('4000 0025 0000 3155 through its challenge: a 14-day trial on the saved card, nothing charged; ending it pays EUR 9.00 off-session, invoice.paid heard once', async () => {
    const shopper = browser();
    const session = await shopper.call('POST', '/api/trial-session');
    await saveCardInFrame(session.body.clientSecret, '4000002500003155');

    const started = await shopper.call('POST', '/api/subscription');
    expect(started.status).toBe(200);
    const { subscription, card } = started.body;
    expect(subscription.status).toBe('trialing');
    expect(Date.parse(subscription.trialEndsAt) - Date.now()).toBeGreaterThan(14 * DAY * 1000 - 60_000);
    expect(card).toEqual({ brand: 'visa', last4: '3155' });
    expect(started.body.latestInvoice).toBeNull();
    // Twice (a double click, the webhook beside it): the same subscription.
    expect((await shopper.call('POST', '/api/subscription')).body.subscription.id).toBe(subscription.id);
    expect((await shopper.call('POST', '/api/trial-session')).body.error.code).toBe('already_subscribed');
    const svc = clientFor(t);
    const customer = (await svc.subscriptions.retrieve(subscription.id)).customer;
    expect((await svc.payments.list({ limit: 100 })).data.filter((payment) => payment.customer?.id === customer)).toEqual([]);

    const ended = await shopper.call('POST', '/api/demo/end-trial');
    expect(ended.status).toBe(200);
    expect(ended.body.subscription.status).toBe('active');
    expect(ended.body.latestInvoice).toMatchObject({ status: 'paid', amountDue: 900, amountPaid: 900, currency: 'EUR', attemptCount: 1 });
    const heard = await waitFor('invoice.paid at the shop', async () => {
      const view = (await shopper.call('GET', '/api/subscription')).body;
      return view.webhooks.some((event: { type: string }) => event.type === 'invoice.paid') ? view.webhooks : undefined;
    });
    const types = heard.map((event: { type: string }) => event.type);
    expect(types.filter((type: string) => type === 'invoice.paid')).toEqual(['invoice.paid']);
    expect(types).toEqual(expect.arrayContaining(['client_session.setup_succeeded', 'subscription.created', 'subscription.trial_will_end']));
    expect((await shopper.call('POST', '/api/demo/end-trial')).body.error.code).toBe('not_trialing');
  });
});

describe('the demo shop server: a charge off-session, and the customer back to authenticate it', () => {
  /** A shopper whose trial saved `number` (its challenge passed). */
  async function subscribedWith(number: string) {
    const shopper = browser();
    await saveCardInFrame((await shopper.call('POST', '/api/trial-session')).body.clientSecret, number);
    expect((await shopper.call('POST', '/api/subscription')).status).toBe(200);
    return shopper;
  }

  it('4000 0027 6000 3184: authentication_required, the payment waiting, the link to email; that link’s session is bound to the payment and lists the card', async () => {
    const shopper = await subscribedWith('4000002760003184');
    const charge = await shopper.call('POST', '/api/demo/charge-off-session');
    expect(charge.status).toBe(200);
    expect(charge.body).toEqual({
      outcome: 'authentication_required',
      description: 'svc Pro: 1 extra seat',
      amount: 400,
      currency: 'EUR',
      card: { brand: 'visa', last4: '3184' },
      payment: { id: expect.stringMatching(/^pay_/), status: 'requires_action' },
      declineCode: 'authentication_required',
      declineMessage: expect.any(String),
      authenticateUrl: `${shop.url}/authenticate.html?payment=${charge.body.payment.id}`,
    });
    const svc = clientFor(t);
    const payment = await svc.payments.retrieve(charge.body.payment.id);
    expect(payment).toMatchObject({ status: 'requires_action', lastError: { code: 'authentication_required' }, amount: 400 });

    const session = await shopper.call('POST', '/api/authenticate-session', {}, { payment: payment.id });
    expect(session.status).toBe(200);
    expect(session.body).toEqual({
      clientSecret: expect.stringMatching(/^cs_\w+_secret_/),
      publishableKey: t.publishableKey,
      payment: { id: payment.id, amount: 400, currency: 'EUR', description: 'svc Pro: 1 extra seat' },
    });
    const bound = await svc.clientSessions.retrieve(session.body.clientSecret.split('_secret_')[0]);
    expect(bound).toMatchObject({ mode: 'payment', payment: payment.id, customer: payment.customer?.id, savedCards: { list: true } });

    // The link proves nothing: another browser, no payment, a payment that is not one.
    expect(await browser().call('POST', '/api/authenticate-session', {}, { payment: payment.id })).toMatchObject({
      status: 404,
      body: { error: { code: 'payment_not_found' } },
    });
    expect(await shopper.call('POST', '/api/authenticate-session')).toMatchObject({ status: 400, body: { error: { code: 'payment_invalid' } } });
    expect(await shopper.call('POST', '/api/authenticate-session', {}, { payment: 'pay_doesnotexist' })).toMatchObject({
      status: 404,
      body: { error: { code: 'payment_not_found' } },
    });
  });

  it('4000 0000 0000 0341: declined off-session with card_declined, no link; a paid charge (4242) has none either and cannot be authenticated again', async () => {
    const declined = await (await subscribedWith('4000000000000341')).call('POST', '/api/demo/charge-off-session');
    expect(declined.body).toMatchObject({
      outcome: 'declined',
      card: { brand: 'visa', last4: '0341' },
      payment: { status: 'requires_payment_method' },
      declineCode: 'card_declined',
      authenticateUrl: null,
    });

    const shopper = await subscribedWith('4242424242424242');
    const paid = await shopper.call('POST', '/api/demo/charge-off-session');
    expect(paid.body).toMatchObject({ outcome: 'completed', payment: { status: 'completed' }, declineCode: null, authenticateUrl: null });
    expect(await shopper.call('POST', '/api/authenticate-session', {}, { payment: paid.body.payment.id })).toMatchObject({
      status: 409,
      body: { error: { code: 'nothing_to_authenticate', message: 'This payment is confirmed already: nothing to do.' } },
    });
    // No subscription, no card on file: nothing to charge.
    expect(await browser().call('POST', '/api/demo/charge-off-session')).toMatchObject({ status: 409, body: { error: { code: 'no_card_on_file' } } });
  });
});

describe('the demo shop server: its webhook endpoint', () => {
  it('every delivery of the sandbox was answered 200', async () => {
    const deliveries = await t.api('GET', '/_sandbox/webhook_deliveries');
    expect(deliveries.body.data.length).toBeGreaterThan(0);
    expect(deliveries.body.data.every((attempt: { status: number }) => attempt.status === 200)).toBe(true);
  });

  it('answers a forged delivery 400 and a repeated one 200, handling it once', async () => {
    const svc = clientFor(t);
    const secret = `whsec_${Buffer.alloc(32, 7).toString('base64')}`;
    const log = new BillingWebhookLog();
    const receive = createBillingWebhookHandler({ svc, secret, price: 'price_unused', shoppers: new Shoppers(svc), log });
    const [event] = (await svc.events.list({ type: 'subscription.created', limit: 1 })).data;
    if (!event) throw new Error('no event yet');
    const customer = (event.data as { customer: string }).customer;
    const deliver = (signingSecret: string) => {
      const { body, headers } = webhooks.signTestPayload({ payload: event, secret: signingSecret });
      return receive(new Request('http://shop.test/webhooks/svc', { method: 'POST', body, headers }));
    };

    expect((await deliver(`whsec_${Buffer.alloc(32, 1).toString('base64')}`)).status).toBe(400);
    expect(log.of(customer)).toEqual([]);
    expect((await deliver(secret)).status).toBe(200);
    expect((await deliver(secret)).status).toBe(200);
    expect(log.of(customer)).toEqual([{ id: event.id, type: 'subscription.created', createdAt: event.createdAt }]);
  });
});
