import {
  type Event,
  type FetchHandler,
  type Invoice,
  type SetupSession,
  SignatureVerificationError,
  type SvcClient,
  type Token,
  webhooks,
} from '../../src/server/index.js'; // in your project: 'svc-elements/server'
import type { Shoppers } from './shoppers.js';
import { startTrial } from './subscriptions.js';

/**
 * The demo shop's webhook endpoint for its subscriptions, `POST /webhooks/svc` on the shop's server
 * (the sandbox delivers there; the demo registers it as it starts). Billing happens while nobody is
 * looking, at the end of a trial or a period: webhooks are how the shop hears of it. A real shop
 * acts on each event (grant access, email the customer); the demo writes them down, and the
 * subscription page shows them.
 */

/** The events this endpoint asks for. */
export const BILLING_EVENTS = [
  'client_session.setup_succeeded',
  'subscription.created',
  'subscription.updated',
  'subscription.trial_will_end',
  'subscription.canceled',
  'invoice.paid',
  'invoice.payment_failed',
  'token.updated',
] as const;

/** What the shop's server heard, by customer, for the subscription page. */
export class BillingWebhookLog {
  readonly #byCustomer = new Map<string, { id: string; type: string; createdAt: string }[]>();

  record(customer: string, event: Event): void {
    const list = this.#byCustomer.get(customer) ?? [];
    list.push({ id: event.id, type: event.type, createdAt: event.createdAt });
    this.#byCustomer.set(customer, list);
  }

  of(customer: string): { id: string; type: string; createdAt: string }[] {
    return [...(this.#byCustomer.get(customer) ?? [])];
  }
}

export interface BillingWebhookOptions {
  svc: SvcClient;
  /** The endpoint's `whsec_…` secret, from `svc.webhookEndpoints.create`. */
  secret: string;
  /** The plan's price, for a trial started from the webhook. */
  price: string;
  shoppers: Shoppers;
  log: BillingWebhookLog;
}

export function createBillingWebhookHandler({ svc, secret, price, shoppers, log }: BillingWebhookOptions): FetchHandler {
  /** Events already handled: deliveries repeat (a real shop keeps these ids in its database). */
  const handled = new Set<string>();

  async function handle(event: Event): Promise<void> {
    switch (event.type) {
      case 'client_session.setup_succeeded': {
        // The shopper may have closed the tab right after saving the card: start the trial from here
        // too. The trial page's own call, if it comes, gets the same subscription (startTrial's idempotency key).
        const session = event.data as SetupSession;
        const shopper = session.customer === null ? undefined : shoppers.byCustomer(session.customer);
        if (shopper?.setupSessionId === session.id) shopper.subscriptionId ??= (await startTrial(svc, session, price)).id;
        break;
      }
      case 'invoice.paid': {
        // Exactly once per invoice, retries included: extend the customer's access to `periodEnd`.
        const invoice = event.data as Invoice;
        console.error(`demo shop: ${invoice.customer ?? '?'} paid ${invoice.id}; svc Pro until ${invoice.periodEnd}`);
        break;
      }
      case 'invoice.payment_failed': {
        // A retry follows (days 1, 3 and 5); ask the customer for another card meanwhile (a setup session),
        // or to come back and authenticate when the attempt's payment needs it (docs/subscriptions.md).
        const invoice = event.data as Invoice;
        console.error(`demo shop: ${invoice.id} not paid (attempt ${invoice.attemptCount}), next attempt ${invoice.nextAttemptAt ?? 'none'}`);
        break;
      }
      case 'subscription.trial_will_end':
        // Three days before the trial's end: remind the customer what will be charged, and when.
        break;
      case 'token.updated': {
        // Account updating: the issuer reissued the card (new last4 or expiry, nothing to do) or closed
        // the account (network token deleted: later charges decline with card_closed; ask for a new card).
        const token = event.data as Token;
        if (token.networkToken?.status === 'deleted') console.error(`demo shop: ${token.customer ?? '?'} must add a new card`);
        break;
      }
      default:
        // subscription.created, .updated, .canceled: keep the shop's copy of the status in step.
        break;
    }
    const customer = customerOf(event);
    if (customer !== undefined) log.record(customer, event);
  }

  return async function receiveWebhook(request) {
    if (request.method !== 'POST') return new Response(null, { status: 405, headers: { allow: 'POST' } });
    const rawBody = await request.text(); // the raw bytes: parsed and re-serialized JSON does not verify
    let event: Event;
    try {
      event = webhooks.verify(rawBody, request.headers, secret);
    } catch (error) {
      if (!(error instanceof SignatureVerificationError)) throw error;
      console.warn(`demo shop: webhook refused: ${error.message}`);
      return Response.json({ error: 'invalid signature' }, { status: 400 }); // never act on an unverified body
    }
    if (handled.has(event.id)) return Response.json({ received: true }); // a repeated delivery: already done
    try {
      await handle(event);
    } catch (error) {
      // Not recorded as handled: the answer is 500 and the service delivers the event again later.
      console.error(`demo shop: webhook ${event.type} ${event.id} failed:`, error);
      return Response.json({ error: 'not handled' }, { status: 500 });
    }
    handled.add(event.id);
    return Response.json({ received: true });
  };
}

/** The customer an event is about: billing objects and saved cards name it, a customer is it. */
function customerOf(event: Event): string | undefined {
  const data: { object?: string; id?: string; customer?: unknown } = event.data;
  if (data.object === 'customer') return data.id;
  return typeof data.customer === 'string' ? data.customer : undefined;
}
