import {
  CardError,
  ClientSessionError,
  type FetchHandler,
  InvalidRequestError,
  type Payment,
  type Price,
  type Product,
  type SetupSession,
  type Subscription,
  type SvcClient,
  createClientSessionHandler,
} from '../../src/server/index.js'; // in your project: 'svc-elements/server'
import type { BillingWebhookLog } from './webhooks.js';
import type { Shopper, Shoppers } from './shoppers.js';
import type { AuthenticateSessionAnswer, OffSessionChargeView, SubscriptionView } from './views.js';

/**
 * The demo shop's subscription, "svc Pro" at EUR 9.00 a month with a 14-day free trial
 * (docs/subscriptions.md walks through the same code):
 *
 *   POST /api/trial-session     the trial page's setup session (createClientSessionHandler with resolveSetup)
 *   POST /api/subscription      starts the trial once the service says the card is saved
 *   GET  /api/subscription      the plan, the shopper's subscription, its latest invoice, the webhooks heard
 *   POST /api/demo/end-trial    demo only: moves the sandbox clock past the trial's end, so billing runs now
 *   POST /api/demo/charge-off-session  demo only (a shop's back office does it): charges the card on file,
 *                               off-session; authentication_required answers the link the shop emails
 *   POST /api/authenticate-session  the page that link opens: a client session bound to that payment
 */

export const TRIAL_DAYS = 14;

export interface Plan {
  product: Product;
  price: Price;
}

/**
 * The product and its monthly price. A real shop makes them once (a setup script, or the service's
 * dashboard) and keeps the price id in its configuration; the demo's sandbox starts empty, so it makes
 * them as it starts.
 */
export async function createPlan(svc: SvcClient): Promise<Plan> {
  const product = await svc.products.create({ name: 'svc Pro' });
  const price = await svc.prices.create({
    product: product.id,
    unitAmount: 900, // EUR 9.00, in minor units
    currency: 'EUR',
    recurring: { interval: 'month' },
  });
  return { product, price };
}

/**
 * Starts the trial on the card a setup session saved. `session` is what the server read from the
 * service with its secret key (or received in a signed webhook): never the browser's word that the
 * card was saved. The idempotency key makes it once per saved card, so a double click, or the page's
 * call and the webhook arriving together, answer the same subscription.
 */
export async function startTrial(svc: SvcClient, session: SetupSession, price: string): Promise<Subscription> {
  if (session.status !== 'succeeded' || !session.token || !session.customer) {
    throw new ClientSessionError(409, 'card_not_saved', 'The card is not saved yet: finish the card form first.');
  }
  return svc.subscriptions.create(
    {
      customer: session.customer,
      price,
      trialDays: TRIAL_DAYS, // no charge today; the first invoice is paid with this card when the trial ends
      defaultToken: session.token.id,
      metadata: { setupSession: session.id },
    },
    { idempotencyKey: `trial-${session.id}` },
  );
}

/** What the shop charges to the card on file with nobody at the browser (an extra seat, ordered by phone). */
export const EXTRA_SEAT = { description: 'svc Pro: 1 extra seat', amount: 400, currency: 'EUR' } as const;

export type { AuthenticateSessionAnswer, OffSessionChargeView, SubscriptionView } from './views.js';

/** How an off-session charge ended: paid, waiting for the customer to authenticate, or declined. */
export type OffSessionCharge =
  | { outcome: 'completed'; payment: Payment }
  | { outcome: 'authentication_required'; payment: Payment }
  | { outcome: 'declined'; code: string; message: string; payment: Payment | undefined };

/**
 * Charges a saved card of the customer while the customer is away (contract: off-session charges). The
 * bank may want the cardholder even so (`authentication_required`, 402): the payment then waits in
 * `requires_action` and only the customer, back on-session, can finish it. Any other refusal is a
 * decline that no authentication fixes (`4000 0000 0000 0341`: `card_declined`): ask for another card.
 */
export async function chargeCardOnFile(svc: SvcClient, customer: string, token: string): Promise<OffSessionCharge> {
  try {
    const payment = await svc.payments.create({
      amount: EXTRA_SEAT.amount,
      currency: EXTRA_SEAT.currency,
      description: EXTRA_SEAT.description,
      customer,
      token, // a saved card of this customer
      offSession: true,
      confirm: true,
    });
    return { outcome: 'completed', payment };
  } catch (error) {
    if (!(error instanceof CardError)) throw error;
    if (error.code === 'authentication_required' && error.payment) return { outcome: 'authentication_required', payment: error.payment };
    return { outcome: 'declined', code: error.code ?? 'card_declined', message: error.message, payment: error.payment };
  }
}

/**
 * The page the shop's email links to (`authenticate.html?payment=pay_…`): a client session bound to that
 * payment, for `<svc-payment-element>`, which confirms it with the card it was charged to (the session
 * lists the customer's cards) through the bank's step-up. The link names the payment, but the payment must
 * be the signed-in customer's and still unpaid: a link is no proof of anything.
 */
export async function sessionToFinishPayment(
  svc: SvcClient,
  paymentId: string,
  customer: string,
): Promise<{ clientSecret: string; payment: Payment }> {
  const payment = await svc.payments.retrieve(paymentId).catch((error: unknown) => {
    if (error instanceof InvalidRequestError && error.status === 404) return undefined;
    throw error;
  });
  if (payment?.customer?.id !== customer) {
    throw new ClientSessionError(404, 'payment_not_found', 'This link is for another account: sign in as the customer it was sent to.');
  }
  // requires_action: as the charge left it; requires_payment_method: a challenge failed or was closed, try again.
  if (payment.status !== 'requires_action' && payment.status !== 'requires_payment_method') {
    const done = payment.status === 'completed' || payment.status === 'processing';
    throw new ClientSessionError(
      409,
      'nothing_to_authenticate',
      done ? 'This payment is confirmed already: nothing to do.' : 'This payment no longer waits for you.',
    );
  }
  const session = await svc.clientSessions.create({
    payment: payment.id,
    customer,
    savedCards: { list: true }, // the element offers the card the charge used, chosen: nothing to type
  });
  return { clientSecret: session.clientSecret, payment };
}

export interface SubscriptionRoutesOptions {
  svc: SvcClient;
  publishableKey: string;
  plan: Plan;
  shoppers: Shoppers;
  webhookLog: BillingWebhookLog;
  /** The sandbox's address, for its clock (demo only). */
  sandboxUrl: string;
}

export interface SubscriptionRoutes {
  /** `POST /api/trial-session` */
  trialSession: FetchHandler;
  /** `GET /api/subscription` (read) and `POST /api/subscription` (start the trial) */
  subscription: FetchHandler;
  /** `POST /api/demo/end-trial` */
  endTrial: FetchHandler;
  /** `POST /api/demo/charge-off-session` */
  chargeOffSession: FetchHandler;
  /** `POST /api/authenticate-session` */
  authenticateSession: FetchHandler;
}

/** The page the shop's email links to, for a payment that waits for its customer. */
const authenticateUrl = (paymentId: string, request: Request) => new URL(`/authenticate.html?payment=${paymentId}`, request.url).href;

export function createSubscriptionRoutes(options: SubscriptionRoutesOptions): SubscriptionRoutes {
  const { svc, plan, shoppers, webhookLog } = options;

  // The trial page's endpoint: a setup session saves a card for the signed-in shopper's customer and
  // charges nothing. The customer comes from the shop's records (here the demo's cookie), never from the browser.
  const trialSession = createClientSessionHandler({
    client: svc,
    publishableKey: options.publishableKey,
    async resolveSetup(_input, request) {
      const shopper = shoppers.of(request);
      if (shopper.subscriptionId !== undefined) {
        throw new ClientSessionError(409, 'already_subscribed', 'You already have svc Pro: see your subscription.');
      }
      // A card that authenticates at the bank's own page comes back here.
      return { customer: await shopper.customer(), returnUrl: new URL('/trial.html', request.url).href };
    },
    // The server remembers which session it opened, to check it itself before starting the trial.
    onSessionCreated({ clientSession, request }) {
      shoppers.of(request).setupSessionId = clientSession.id;
    },
  });

  /** `POST /api/subscription`: the page says "saved"; the server reads the session and decides. */
  async function startSubscription(request: Request): Promise<SubscriptionView> {
    const shopper = shoppers.of(request);
    if (shopper.subscriptionId === undefined) {
      if (shopper.setupSessionId === undefined) throw new ClientSessionError(409, 'card_not_saved', 'Save a card first.');
      const session = await svc.clientSessions.retrieve(shopper.setupSessionId);
      if (session.mode !== 'setup' || session.customer !== (await shopper.customer())) {
        throw new ClientSessionError(409, 'card_not_saved', 'Save a card first.');
      }
      shopper.subscriptionId = (await startTrial(svc, session, plan.price.id)).id;
    }
    return view(shopper, request);
  }

  const subscription = jsonRoute({ GET: (request) => view(shoppers.of(request), request), POST: startSubscription });

  /** Demo only: the sandbox clock moves past the trial's end; billing runs during that request. */
  const endTrial = jsonRoute({
    POST: async (request) => {
      const shopper = shoppers.of(request);
      const current = shopper.subscriptionId === undefined ? undefined : await svc.subscriptions.retrieve(shopper.subscriptionId);
      if (current?.status !== 'trialing' || current.trialEndsAt === null) {
        throw new ClientSessionError(409, 'not_trialing', 'There is no trial to end: start one first.');
      }
      await advanceSandboxClockPast(options.sandboxUrl, current.trialEndsAt);
      return view(shopper, request);
    },
  });

  /**
   * Demo only: the shop's back office charges the card on file now, with nobody at the browser (in a
   * real shop, an order by phone or a bill for usage). When the bank wants the customer, the answer
   * carries the link the shop would email; the subscription page shows that email.
   */
  const chargeOffSession = jsonRoute({
    POST: async (request) => {
      const shopper = shoppers.of(request);
      const current = shopper.subscriptionId === undefined ? undefined : await svc.subscriptions.retrieve(shopper.subscriptionId);
      if (!current?.defaultToken) throw new ClientSessionError(409, 'no_card_on_file', 'There is no card on file: start a trial first.');
      const charge = await chargeCardOnFile(svc, current.customer, current.defaultToken);
      const card = charge.payment?.paymentMethod?.card;
      return {
        outcome: charge.outcome,
        ...EXTRA_SEAT,
        card: card ? { brand: card.brand, last4: card.last4 } : null,
        payment: charge.payment ? { id: charge.payment.id, status: charge.payment.status } : null,
        declineCode: charge.outcome === 'declined' ? charge.code : (charge.payment.lastError?.code ?? null),
        declineMessage: charge.outcome === 'declined' ? charge.message : (charge.payment.lastError?.message ?? null),
        authenticateUrl: charge.outcome === 'authentication_required' ? authenticateUrl(charge.payment.id, request) : null,
      } satisfies OffSessionChargeView;
    },
  });

  /** `POST /api/authenticate-session {payment}`: the emailed link's page asks for the element's session. */
  const authenticateSession = jsonRoute({
    POST: async (request) => {
      const shopper = shoppers.of(request);
      const { payment: paymentId } = ((await request.json().catch(() => null)) ?? {}) as { payment?: unknown };
      if (typeof paymentId !== 'string' || !/^pay_\w+$/.test(paymentId)) {
        throw new ClientSessionError(400, 'payment_invalid', 'This link names no payment: open it from the email again.');
      }
      const { clientSecret, payment } = await sessionToFinishPayment(svc, paymentId, await shopper.customer());
      return {
        clientSecret,
        publishableKey: options.publishableKey,
        payment: { id: payment.id, amount: payment.amount, currency: payment.currency, description: payment.description ?? null },
      } satisfies AuthenticateSessionAnswer;
    },
  });

  async function view(shopper: Shopper, request: Request): Promise<SubscriptionView> {
    const recurring = plan.price.recurring;
    const summary: SubscriptionView = {
      plan: {
        name: plan.product.name,
        unitAmount: plan.price.unitAmount,
        currency: plan.price.currency,
        interval: recurring?.interval ?? 'month',
        trialDays: TRIAL_DAYS,
      },
      subscription: null,
      card: null,
      latestInvoice: null,
      webhooks: [],
    };
    if (shopper.subscriptionId === undefined) return summary;
    const found = await svc.subscriptions.retrieve(shopper.subscriptionId);
    const [invoice, cards] = await Promise.all([
      found.latestInvoice === null ? null : svc.invoices.retrieve(found.latestInvoice),
      svc.customers.tokens.list(found.customer, { limit: 100 }),
    ]);
    const card = cards.data.find((token) => token.id === found.defaultToken)?.card;
    // An open invoice whose payment waits for the customer: the link the shop emailed with invoice.payment_failed.
    const waiting = invoice?.status === 'open' && invoice.payment !== null ? await svc.payments.retrieve(invoice.payment) : null;
    const needsCustomer = waiting?.status === 'requires_action' && waiting.lastError?.code === 'authentication_required';
    return {
      ...summary,
      subscription: { id: found.id, status: found.status, trialEndsAt: found.trialEndsAt, currentPeriodEnd: found.currentPeriodEnd },
      card: card ? { brand: card.brand, last4: card.last4 } : null,
      latestInvoice: invoice && {
        id: invoice.id,
        status: invoice.status,
        amountDue: invoice.amountDue,
        amountPaid: invoice.amountPaid,
        currency: invoice.currency,
        attemptCount: invoice.attemptCount,
        authenticateUrl: needsCustomer ? authenticateUrl(waiting.id, request) : null,
      },
      webhooks: webhookLog.of(found.customer),
    };
  }

  return { trialSession, subscription, endTrial, chargeOffSession, authenticateSession };
}

/**
 * Sandbox only, never the real service: `POST /_sandbox/clock/advance {seconds}` (docs/sandbox.md,
 * "Sandbox-only controls") moves the sandbox's clock to a minute past `instant`. Billing follows that
 * clock, so the trial's end, its invoice and the off-session charge happen during the request. The
 * clock is the whole sandbox's, not one account's: it takes no key, only a loopback address and JSON.
 */
export async function advanceSandboxClockPast(sandboxUrl: string, instant: string): Promise<void> {
  const clock = await fetch(`${sandboxUrl}/_sandbox/clock`);
  const { now } = (await clock.json()) as { now: string };
  const seconds = Math.max(0, Math.ceil((Date.parse(instant) - Date.parse(now)) / 1000) + 60);
  const advanced = await fetch(`${sandboxUrl}/_sandbox/clock/advance`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ seconds }),
  });
  if (!advanced.ok) throw new Error(`the sandbox refused to move its clock: ${advanced.status} ${await advanced.text()}`);
}

/**
 * A JSON endpoint of the demo, by method; a POST must be `application/json`, which a form of another
 * site cannot send (the cookie is SameSite=Lax too); a `ClientSessionError` is answered as it is, any
 * other failure 500 without its cause, which goes to the log.
 */
function jsonRoute(methods: Partial<Record<'GET' | 'POST', (request: Request) => Promise<unknown>>>): FetchHandler {
  return async (request) => {
    const headers = { 'cache-control': 'no-store' };
    const run = methods[request.method as 'GET' | 'POST'];
    if (!run) {
      const allow = Object.keys(methods).join(', ');
      return Response.json({ error: { code: 'method_not_allowed', message: `Use ${allow}.` } }, { status: 405, headers: { ...headers, allow } });
    }
    if (request.method === 'POST' && !/^application\/json\b/i.test(request.headers.get('content-type') ?? '')) {
      return Response.json({ error: { code: 'content_type_invalid', message: 'Send Content-Type: application/json.' } }, { status: 415, headers });
    }
    try {
      return Response.json(await run(request), { headers });
    } catch (error) {
      if (error instanceof ClientSessionError) {
        return Response.json({ error: { code: error.code, message: error.message } }, { status: error.status, headers });
      }
      console.error('demo shop:', error);
      return Response.json({ error: { code: 'internal_error', message: 'The shop could not do that. Try again.' } }, { status: 500, headers });
    }
  };
}
