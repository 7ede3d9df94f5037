import {
  ClientSessionError,
  type FetchHandler,
  type Price,
  type Product,
  type SetupSession,
  type Subscription,
  type SvcClient,
  createClientSessionHandler,
} from '../../src/server/index.js'; // in your project: 'svc-elements/server'
import type { BillingWebhookLog } from './webhooks.js';
import type { Shopper, Shoppers } from './shoppers.js';

/**
 * The demo shop's subscription, "svc Pro" at EUR 9.00 a month with a 14-day free trial
 * (docs/subscriptions.md walks through the same code):
 *
 *   POST /api/trial-session     the trial page's setup session (createClientSessionHandler with resolveSetup)
 *   POST /api/subscription      starts the trial once the service says the card is saved
 *   GET  /api/subscription      the plan, the shopper's subscription, its latest invoice, the webhooks heard
 *   POST /api/demo/end-trial    demo only: moves the sandbox clock past the trial's end, so billing runs now
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

/** What `GET /api/subscription` answers: only what the pages show, never a secret. */
export interface SubscriptionView {
  plan: { name: string; unitAmount: number; currency: string; interval: string; trialDays: number };
  subscription: { id: string; status: string; trialEndsAt: string | null; currentPeriodEnd: string } | null;
  card: { brand: string; last4: string } | null;
  latestInvoice: { id: string; status: string; amountDue: number; amountPaid: number; currency: string; attemptCount: number } | null;
  /** The webhooks the shop's server received for this customer, oldest first. */
  webhooks: { id: string; type: string; createdAt: string }[];
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
}

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
    return view(shopper);
  }

  const subscription = jsonRoute({ GET: (request) => view(shoppers.of(request)), POST: startSubscription });

  /** Demo only: the sandbox clock moves past the trial's end; billing runs during that request. */
  const endTrial = jsonRoute({
    POST: async (request) => {
      const shopper = shoppers.of(request);
      const current = shopper.subscriptionId === undefined ? undefined : await svc.subscriptions.retrieve(shopper.subscriptionId);
      if (current?.status !== 'trialing' || current.trialEndsAt === null) {
        throw new ClientSessionError(409, 'not_trialing', 'There is no trial to end: start one first.');
      }
      await advanceSandboxClockPast(options.sandboxUrl, current.trialEndsAt);
      return view(shopper);
    },
  });

  async function view(shopper: Shopper): Promise<SubscriptionView> {
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
      },
      webhooks: webhookLog.of(found.customer),
    };
  }

  return { trialSession, subscription, endTrial };
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
