// The parts of docs/subscriptions.md that the demo shop (demo/merchant/) does not run: a customer made at
// sign-up, a trial until a date, metered usage, bringing a customer back to authenticate a renewal, and
// replacing a card that no longer pays. test/server/subscriptions-example.test.ts runs each against the
// sandbox, as written here; the docs quote them verbatim.
import { CardError, InvalidRequestError, type Price, type Subscription, type SvcClient, type UsageRecord } from '../../src/server/index.js'; // in your project: 'svc-elements/server'

/** A user of your app, as your database stores it. */
export interface User {
  id: string;
  email: string;
  name: string;
  /** The service's customer for this user, once made. */
  svcCustomerId?: string;
}

/** At sign-up: one customer per user, its id stored with the user; every later call names it. */
export async function createCustomerForUser(svc: SvcClient, user: User): Promise<string> {
  const customer = await svc.customers.create(
    { email: user.email, name: user.name, metadata: { userId: user.id } },
    { idempotencyKey: `customer-for-${user.id}` }, // a retried sign-up makes one customer
  );
  user.svcCustomerId = customer.id;
  return customer.id;
}

/** A trial until a date of your choosing, such as the end of a promotion; `{ refused }` with the reason when the date is refused. */
export async function startTrialUntil(
  svc: SvcClient,
  fields: { customer: string; price: string; defaultToken: string; endsAt: Date },
): Promise<Subscription | { refused: string }> {
  try {
    return await svc.subscriptions.create({
      customer: fields.customer,
      price: fields.price,
      defaultToken: fields.defaultToken,
      trialEndsAt: fields.endsAt, // in the future, at most 730 days ahead; never with trialDays
    });
  } catch (error) {
    if (error instanceof InvalidRequestError && error.param === 'trialEndsAt') return { refused: error.message };
    throw error;
  }
}

/** A price per API call, billed at the end of each month for the calls reported during it. */
export async function createMeteredPrice(svc: SvcClient, product: string): Promise<Price> {
  return svc.prices.create({
    product,
    unitAmount: 2, // EUR 0.02 a call
    currency: 'EUR',
    recurring: { interval: 'month', usage: 'metered' },
  });
}

/**
 * Reports usage as it happens. The idempotency key is your own record of the usage (a batch of calls
 * your app counted), so a report retried after a crash or a timeout counts once.
 */
export async function reportCalls(svc: SvcClient, subscription: string, batch: { id: string; calls: number }): Promise<UsageRecord> {
  return svc.usageRecords.create({ subscription, quantity: batch.calls }, { idempotencyKey: `usage-${batch.id}` });
}

/**
 * `invoice.payment_failed` with an attempt that needs the customer (`authentication_required`): a
 * client session bound to that payment, for a page your email links to. There, the payment element
 * with this `clientSecret` shows the card the renewal was charged to, chosen, and confirms the payment
 * with it through the bank's step-up; the invoice is paid then (`invoice.paid`). `null` when the
 * customer cannot fix it by authenticating.
 */
export async function sessionToAuthenticate(svc: SvcClient, invoiceId: string): Promise<{ clientSecret: string } | null> {
  const invoice = await svc.invoices.retrieve(invoiceId);
  if (invoice.status !== 'open' || invoice.payment === null || invoice.customer === null) return null;
  const payment = await svc.payments.retrieve(invoice.payment);
  if (payment.status !== 'requires_action' || payment.lastError?.code !== 'authentication_required') return null;
  const session = await svc.clientSessions.create({
    payment: payment.id,
    customer: invoice.customer,
    savedCards: { list: true }, // so the element can pay with the saved card instead of asking for one
  });
  return { clientSecret: session.clientSecret };
}

/**
 * A card that keeps being declined (or `card_closed`): the customer saves another one on a setup page
 * (the trial page's handler, `resolveSetup`), then the server makes it the subscription's card and pays
 * the open invoice with it now instead of waiting for the next retry.
 */
export async function useNewCard(svc: SvcClient, setupSessionId: string, subscriptionId: string): Promise<'paid' | 'declined' | 'nothing due'> {
  const session = await svc.clientSessions.retrieve(setupSessionId);
  if (session.mode !== 'setup' || session.status !== 'succeeded' || !session.token) throw new Error('the card is not saved yet');
  const subscription = await svc.subscriptions.update(subscriptionId, { defaultToken: session.token.id });
  const open = await svc.invoices.list({ subscription: subscription.id, status: 'open' });
  const invoice = open.data[0];
  if (!invoice) return 'nothing due';
  try {
    await svc.invoices.pay(invoice.id, { token: session.token.id });
    return 'paid';
  } catch (error) {
    if (error instanceof CardError) return 'declined'; // error.invoice says when the next retry is
    throw error;
  }
}
