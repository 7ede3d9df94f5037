import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  createCustomerForUser,
  createMeteredPrice,
  reportCalls,
  sessionToAuthenticate,
  startTrialUntil,
  useNewCard,
} from '../../demo/server-examples/subscriptions.js';
import { DAY, sandboxNow } from '../support/billing.js';
import { clientFor } from '../support/client.js';
import { confirmSetup, passChallenge, saveCard, setupSession, singleUseToken } from '../support/saved-cards.js';
import { newAccount, useSandbox } from '../support/sandbox.js';

/**
 * docs/subscriptions.md: every code block is real code, quoted verbatim from a file that runs (the demo
 * shop, whose flow test/demo/ drives, or demo/server-examples/subscriptions.ts, run here against a real
 * sandbox over real HTTP, billing on the sandbox clock). What the browser does is done over HTTP with the
 * publishable key, as the card frame does it.
 */

const t = useSandbox();
const ROOT = new URL('../../', import.meta.url);

/** Where the docs' code blocks come from. */
const SOURCES = [
  'demo/merchant/server.ts',
  'demo/merchant/subscriptions.ts',
  'demo/merchant/webhooks.ts',
  'demo/merchant/shoppers.ts',
  'demo/checkout/trial.ts',
  'demo/checkout/checkout.ts',
  'demo/server-examples/subscriptions.ts',
];

/** Whether `block` is in `source` as it is, or indented as a whole (a block quoted from inside a function). */
function quotes(source: string, block: string): boolean {
  for (let indent = 0; indent <= 12; indent += 2) {
    const shifted = block
      .split('\n')
      .map((line) => (line === '' ? line : ' '.repeat(indent) + line))
      .join('\n');
    if (source.includes(shifted)) return true;
  }
  return false;
}

describe('docs/subscriptions.md', () => {
  const doc = readFileSync(new URL('docs/subscriptions.md', ROOT), 'utf8');
  const blocks = [...doc.matchAll(/^```ts\n([\s\S]*?)^```$/gm)].map((match) => match[1]!.replace(/\n$/, ''));
  const sources = SOURCES.map((path) => readFileSync(new URL(path, ROOT), 'utf8'));

  it('has TypeScript samples', () => {
    expect(blocks.length).toBeGreaterThan(8);
  });

  it.each(blocks.map((block, index) => [index + 1, block.split('\n')[0]!, block] as const))(
    'code block %i (%s) is quoted verbatim from the demo or demo/server-examples/subscriptions.ts',
    (_index, _firstLine, block) => {
      expect(sources.some((source) => quotes(source, block))).toBe(true);
    },
  );
});

describe('demo/server-examples/subscriptions.ts, run against the sandbox', () => {
  it('createCustomerForUser: one customer per user, even when the sign-up is retried', async () => {
    const keys = await newAccount(t);
    const svc = clientFor(t, keys.secretKey);
    const user = { id: 'u_42', email: 'ada@example.com', name: 'Ada' };
    const first = await createCustomerForUser(svc, user);
    const again = await createCustomerForUser(svc, { ...user });
    expect(again).toBe(first);
    expect(await svc.customers.retrieve(first)).toMatchObject({ email: 'ada@example.com', metadata: { userId: 'u_42' } });
  });

  it('startTrialUntil: a trial until a date; a past date or one over 730 days ahead is refused with the reason', async () => {
    const keys = await newAccount(t);
    const svc = clientFor(t, keys.secretKey);
    const { customer, token } = await saveCard(t, keys);
    const product = await svc.products.create({ name: 'Pro' });
    const price = await svc.prices.create({ product: product.id, unitAmount: 900, currency: 'EUR', recurring: { interval: 'month' } });
    const now = await sandboxNow(t);
    const endsAt = new Date(now + 30 * DAY * 1000);
    const trial = await startTrialUntil(svc, { customer, price: price.id, defaultToken: token.id, endsAt });
    expect(trial).toMatchObject({ status: 'trialing', trialEndsAt: endsAt.toISOString(), defaultToken: token.id, latestInvoice: null });

    const past = await startTrialUntil(svc, { customer, price: price.id, defaultToken: token.id, endsAt: new Date(now - 1000) });
    expect(past).toEqual({ refused: expect.stringContaining('must be in the future') });
    const far = await startTrialUntil(svc, { customer, price: price.id, defaultToken: token.id, endsAt: new Date(now + 731 * DAY * 1000) });
    expect(far).toEqual({ refused: expect.stringContaining('730 days') });
  });

  it('createMeteredPrice and reportCalls: usage billed in arrears at the end of the month, a retried report counted once', async () => {
    const keys = await newAccount(t);
    const svc = clientFor(t, keys.secretKey);
    const { customer, token } = await saveCard(t, keys);
    const product = await svc.products.create({ name: 'API' });
    const price = await createMeteredPrice(svc, product.id);
    const subscription = await svc.subscriptions.create({ customer, price: price.id, defaultToken: token.id });
    // Metered, no trial: active at once, nothing charged yet.
    expect(subscription).toMatchObject({ status: 'active', latestInvoice: null });

    await reportCalls(svc, subscription.id, { id: 'batch-1', calls: 120 });
    await reportCalls(svc, subscription.id, { id: 'batch-1', calls: 120 }); // the same batch again: a replay
    await reportCalls(svc, subscription.id, { id: 'batch-2', calls: 30 });
    const records = await svc.usageRecords.list({ subscription: subscription.id });
    expect(records.data.map((record) => record.quantity)).toEqual([30, 120]);

    await t.advanceClock(Math.ceil((Date.parse(subscription.currentPeriodEnd) - (await sandboxNow(t))) / 1000) + 60);
    const invoices = await svc.invoices.list({ subscription: subscription.id });
    expect(invoices.data).toHaveLength(1);
    expect(invoices.data[0]).toMatchObject({ status: 'paid', amountDue: 150 * 2, amountPaid: 300, periodStart: subscription.currentPeriodStart });
  });

  it('sessionToAuthenticate: a renewal that needs the customer gets a session bound to its payment; the step-up pays the invoice', async () => {
    const keys = await newAccount(t);
    const svc = clientFor(t, keys.secretKey);
    // 4000 0027 6000 3184 asks for authentication on every charge: off-session, authentication_required.
    const { customer, token } = await saveCard(t, keys, '4000002760003184');
    const product = await svc.products.create({ name: 'Pro' });
    const price = await svc.prices.create({ product: product.id, unitAmount: 900, currency: 'EUR', recurring: { interval: 'month' } });
    const subscription = await svc.subscriptions.create({ customer, price: price.id, trialDays: 1, defaultToken: token.id });
    await t.advanceClock(DAY + 60);

    const trialEnded = await svc.subscriptions.retrieve(subscription.id);
    expect(trialEnded.status).toBe('past_due');
    const invoiceId = trialEnded.latestInvoice!;
    expect(await svc.invoices.retrieve(invoiceId)).toMatchObject({ status: 'open', attemptCount: 1 });
    const failed = await svc.events.list({ type: 'invoice.payment_failed' });
    expect(failed.data.map((event) => event.data.id)).toEqual([invoiceId]);

    const session = await sessionToAuthenticate(svc, invoiceId);
    if (!session) throw new Error('expected a session');
    // The element lists the customer's saved cards, so it can pay with the one the renewal was charged to.
    const sessionId = session.clientSecret.slice(0, session.clientSecret.indexOf('_secret_'));
    const listed = await t.api('GET', `/v1/client_sessions/${sessionId}/tokens?client_secret=${session.clientSecret}`, { key: keys.publishableKey });
    expect(listed.body.data.map((card: { id: string }) => card.id)).toEqual([token.id]);
    // What the element does with it: confirm the payment with the saved card, then the bank's challenge.
    const paymentId = (await svc.invoices.retrieve(invoiceId)).payment!;
    const confirm = await t.api('POST', `/v1/payments/${paymentId}/confirm`, {
      key: keys.publishableKey,
      body: { clientSecret: session.clientSecret, token: token.id },
    });
    expect(confirm.body.status).toBe('requires_action');
    await passChallenge(t, confirm, `/v1/payments/${paymentId}/authenticate`, session.clientSecret, keys.publishableKey);
    expect(await svc.invoices.retrieve(invoiceId)).toMatchObject({ status: 'paid', amountPaid: 900 });
    expect((await svc.subscriptions.retrieve(subscription.id)).status).toBe('active');
    expect((await svc.events.list({ type: 'invoice.paid' })).data).toHaveLength(1);
    // Paid: nothing left to authenticate.
    expect(await sessionToAuthenticate(svc, invoiceId)).toBeNull();
  });

  it('useNewCard: a card that declines every renewal is replaced on a setup page; the open invoice is paid with the new one', async () => {
    const keys = await newAccount(t);
    const svc = clientFor(t, keys.secretKey);
    // 4000 0000 0000 0341 saves fine and declines every later charge.
    const { customer, token } = await saveCard(t, keys, '4000000000000341');
    const product = await svc.products.create({ name: 'Pro' });
    const price = await svc.prices.create({ product: product.id, unitAmount: 900, currency: 'EUR', recurring: { interval: 'month' } });
    const subscription = await svc.subscriptions.create({ customer, price: price.id, trialDays: 1, defaultToken: token.id });
    await t.advanceClock(DAY + 60);
    expect((await svc.subscriptions.retrieve(subscription.id)).status).toBe('past_due');

    // The customer saves another card on a setup page (as the trial page does), through its challenge.
    const session = await setupSession(t, keys, customer);
    const confirmed = await confirmSetup(t, keys, session, (await singleUseToken(t, keys, '4000002500003155')).id);
    await passChallenge(t, confirmed, `/v1/client_sessions/${session.id}/authenticate`, session.clientSecret, keys.publishableKey);

    expect(await useNewCard(svc, session.id, subscription.id)).toBe('paid');
    const renewed = await svc.subscriptions.retrieve(subscription.id);
    expect(renewed).toMatchObject({ status: 'active', defaultToken: expect.stringMatching(/^tok_/) });
    expect(renewed.defaultToken).not.toBe(token.id);
    expect(await svc.invoices.retrieve(renewed.latestInvoice!)).toMatchObject({ status: 'paid', attemptCount: 2 });
    expect(await useNewCard(svc, session.id, subscription.id)).toBe('nothing due');
  });
});
