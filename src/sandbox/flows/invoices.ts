import type { EventType } from '../../api/events.js';
import type { Metadata } from '../../api/resources.js';
import { type OffSessionResult, chargeOffSession } from './off-session.js';
import { transition } from './payment-flow.js';
import { savedCardOf } from './saved-cards.js';
import { SandboxError } from '../model/errors.js';
import { newId } from '../model/ids.js';
import { DAY_MS } from '../model/periods.js';
import { type RenderOptions, renderInvoice, renderSubscription } from '../model/render.js';
import type { SandboxService } from '../model/service.js';
import { type Account, type InvoiceRecord, type PaymentRecord, type SubscriptionRecord, nextSeq } from '../model/state.js';

/**
 * Invoices and how they are paid (contract: Customers, saved cards, subscriptions and invoices).
 *
 *   draft ──finalize──▶ open ──attempt: paid──▶ paid          (invoice.paid, exactly once)
 *                        │  ──attempt: declined or authentication_required──▶ open (invoice.payment_failed)
 *                        │       retried 1, 3 and 5 days after the first failed attempt, then
 *                        │       ──▶ uncollectible (invoice.updated), its subscription canceled
 *                        └──void──▶ void                   (invoice.updated)
 *   uncollectible ──paid later (on-session, or POST /pay)──▶ paid;  ──void──▶ void
 *
 * Every attempt is one off-session charge of a saved card (`chargeOffSession`): the card given to
 * `POST /v1/invoices/{id}/pay`, else the subscription's `defaultToken`, else the customer's. A payment
 * that is `processing`, or that waits for its customer (`authentication_required`), may complete
 * later: the service's payment observer pays the invoice then (and fails the attempt of a `processing`
 * one that is reversed instead). A subscription follows its invoices:
 * `past_due` while one of them is open after a failed attempt, `active` once none is.
 */

/** Days after the first failed attempt on which an invoice is attempted again (contract: retries). */
export const RETRY_DAYS = [1, 3, 5] as const;

/** Statuses from which an invoice may still be paid. */
const PAYABLE = ['draft', 'open', 'uncollectible'] as const satisfies readonly InvoiceRecord['status'][];

export function emitInvoice(service: SandboxService, account: Account, type: EventType, invoice: InvoiceRecord): void {
  service.emit(account, type, renderInvoice(invoice, { version: account.defaultVersion, livemode: account.livemode }));
}

export function emitSubscription(service: SandboxService, account: Account, type: EventType, subscription: SubscriptionRecord): void {
  service.emit(account, type, renderSubscription(subscription, { version: account.defaultVersion, livemode: account.livemode }));
}

/** A new invoice record, not announced; the fields only the service keeps start empty. */
export function insertInvoice(
  service: SandboxService,
  account: Account,
  fields: Pick<InvoiceRecord, 'customer' | 'subscription' | 'status' | 'amountDue' | 'amountPaid' | 'currency' | 'periodStartMs' | 'periodEndMs'> & {
    metadata?: Metadata;
  },
): InvoiceRecord {
  return account.invoices.insert({
    id: newId('inv_'),
    seq: nextSeq(),
    createdAtMs: service.clock.now(),
    ...fields,
    payment: null,
    attemptCount: 0,
    nextAttemptAtMs: null,
    metadata: fields.metadata ?? {},
    payments: [],
    firstFailedAtMs: null,
    retriesDone: 0,
    processingAttempt: null,
  });
}

/** A subscription's invoice for one period: created as a `draft`, then finalized (`open`) at once. */
export function openInvoice(
  service: SandboxService,
  account: Account,
  subscription: SubscriptionRecord,
  fields: { amountDue: number; currency: string; periodStartMs: number; periodEndMs: number },
): InvoiceRecord {
  const invoice = insertInvoice(service, account, {
    customer: subscription.customer,
    subscription: subscription.id,
    status: 'draft',
    amountPaid: 0,
    ...fields,
  });
  subscription.latestInvoice = invoice.id;
  emitInvoice(service, account, 'invoice.created', invoice);
  finalizeInvoice(service, account, invoice);
  return invoice;
}

export function finalizeInvoice(service: SandboxService, account: Account, invoice: InvoiceRecord): void {
  invoice.status = 'open';
  emitInvoice(service, account, 'invoice.finalized', invoice);
}

export type CollectionOutcome = 'paid' | 'processing' | 'failed';

/** What made an attempt: the invoice's first, an automatic retry, or `POST /v1/invoices/{id}/pay`. */
export type AttemptTrigger = NonNullable<InvoiceRecord['processingAttempt']>['trigger'];

/**
 * One attempt to pay an invoice now, off-session. `token` is a saved card of the invoice's customer
 * that the caller checked; without it, the subscription's or the customer's default card. Declines
 * are outcomes, not errors: the invoice records the attempt and the retries; `error` is the charge's
 * 402 (null when there was no card to charge, or it was gone).
 */
export function collectInvoice(
  service: SandboxService,
  account: Account,
  invoice: InvoiceRecord,
  options: { trigger: AttemptTrigger; token?: string; render?: RenderOptions },
): { outcome: CollectionOutcome; error: SandboxError | null } {
  service.paymentObservers.add(settleInvoiceOfPayment);
  if (invoice.status === 'draft') finalizeInvoice(service, account, invoice);
  // Nothing to charge (a free plan, a metered period without usage): paid without a payment.
  if (invoice.amountDue === 0) {
    markPaid(service, account, invoice, null);
    return { outcome: 'paid', error: null };
  }
  const token = options.token ?? defaultCardOf(account, invoice);
  invoice.attemptCount += 1;
  let charge: OffSessionResult | null = null;
  if (token !== null && invoice.customer !== null) {
    try {
      charge = chargeOffSession(service, account, {
        customer: invoice.customer,
        token,
        amount: invoice.amountDue,
        currency: invoice.currency,
        description: invoice.subscription === null ? `Invoice ${invoice.id}` : `Invoice ${invoice.id} of subscription ${invoice.subscription}`,
        // One charge per attempt, even if the same attempt were run twice.
        idempotencyKey: `invoice ${invoice.id} attempt ${invoice.attemptCount}`,
        ...(options.render ? { render: options.render } : {}),
      });
    } catch (error) {
      // The card was removed, or the customer deleted, since it became the default: a failed attempt.
      if (!(error instanceof SandboxError)) throw error;
    }
  }
  if (charge) {
    invoice.payment = charge.payment.id;
    invoice.payments.push(charge.payment.id);
    account.invoicePayments.set(charge.payment.id, invoice.id);
  }
  if (charge?.outcome === 'completed') {
    markPaid(service, account, invoice, charge.payment);
    return { outcome: 'paid', error: null };
  }
  if (charge?.outcome === 'processing') {
    // Paid once the payment completes, failed if it never does (settleInvoiceOfPayment); no retry while it is under way.
    invoice.processingAttempt = { payment: charge.payment.id, trigger: options.trigger };
    emitInvoice(service, account, 'invoice.updated', invoice);
    return { outcome: 'processing', error: null };
  }
  attemptFailed(service, account, invoice, options.trigger);
  return { outcome: 'failed', error: charge?.error ?? null };
}

/**
 * `POST /v1/invoices/{id}/pay`: an attempt now, off-session, with `token` or the default card. A
 * declined attempt counts like any other and answers its 402 with `error.invoice` as it now stands.
 */
export function payInvoice(
  service: SandboxService,
  account: Account,
  invoice: InvoiceRecord,
  options: { token: string | undefined; render: RenderOptions },
): void {
  if (!(PAYABLE as readonly string[]).includes(invoice.status)) {
    throw new SandboxError(
      'invoice_state_invalid',
      `Invoice ${invoice.id} is ${invoice.status}: only a draft, open or uncollectible invoice is paid.`,
    );
  }
  if (paymentUnderWay(account, invoice)) {
    throw new SandboxError(
      'invoice_state_invalid',
      `A payment of invoice ${invoice.id} is processing: wait for its outcome (invoice.paid, or the invoice open again) before paying again.`,
    );
  }
  if (invoice.customer === null) {
    throw new SandboxError('invoice_state_invalid', `Invoice ${invoice.id} has no customer whose card could pay it (it was seeded without one).`);
  }
  if (options.token !== undefined) savedCardOf(account, invoice.customer, options.token, 'token');
  if (invoice.amountDue > 0 && options.token === undefined && defaultCardOf(account, invoice) === null) {
    throw new SandboxError(
      'parameter_missing',
      `Invoice ${invoice.id} has no card to charge: neither its subscription nor its customer has a defaultToken. Send token (a saved card of the customer).`,
      { param: 'token' },
    );
  }
  const { outcome, error } = collectInvoice(service, account, invoice, { ...options, trigger: 'manual' });
  if (outcome !== 'failed' || error === null) return;
  throw new SandboxError(error.code, error.message, {
    ...error.options,
    extra: { ...error.options.extra, invoice: renderInvoice(invoice, options.render) },
  });
}

/** `POST /v1/invoices/{id}/void`: nothing is owed any more; attempts still waiting for their customer are canceled. */
export function voidInvoice(service: SandboxService, account: Account, invoice: InvoiceRecord): void {
  if (!(PAYABLE as readonly string[]).includes(invoice.status)) {
    throw new SandboxError(
      'invoice_state_invalid',
      `Invoice ${invoice.id} is ${invoice.status}: only a draft, open or uncollectible invoice is voided.`,
    );
  }
  if (paymentUnderWay(account, invoice)) {
    throw new SandboxError('invoice_state_invalid', `A payment of invoice ${invoice.id} is processing: it cannot be voided until the payment ends.`);
  }
  markVoid(service, account, invoice);
  const subscription = subscriptionOf(account, invoice);
  if (!subscription) return;
  // An incomplete subscription whose first invoice can no longer be paid never starts.
  if (subscription.status === 'incomplete' && !hasPaidInvoice(account, subscription)) endSubscription(service, account, subscription);
  else settleSubscriptionStatus(service, account, subscription);
}

/**
 * Cancels a subscription now: `canceled` (final), `subscription.canceled`. Its open invoices are no
 * longer retried (they stay payable with `POST /v1/invoices/{id}/pay`, or may be voided).
 */
export function endSubscription(service: SandboxService, account: Account, subscription: SubscriptionRecord): void {
  subscription.status = 'canceled';
  for (const invoice of invoicesOf(account, subscription)) {
    if (invoice.status !== 'open' || invoice.nextAttemptAtMs === null) continue;
    invoice.nextAttemptAtMs = null;
    emitInvoice(service, account, 'invoice.updated', invoice);
  }
  emitSubscription(service, account, 'subscription.canceled', subscription);
}

/**
 * A customer is being deleted (our decision; the contract is silent): nothing is billed to it again.
 * Its `draft` and `open` invoices are voided (`invoice.updated`; attempts still waiting for the
 * customer are canceled), except one whose payment is `processing`: money is moving, so it stays open
 * and is paid when that payment completes. Its `paid`, `void` and `uncollectible` invoices stay as they
 * are. Then every subscription of the customer that is not canceled is canceled now
 * (`subscription.canceled`), its `defaultToken` cleared with the saved cards that go with the customer.
 */
export function endCustomerBilling(service: SandboxService, account: Account, customerId: string): void {
  for (const invoice of account.invoices.newestFirst().reverse()) {
    if (invoice.customer !== customerId || (invoice.status !== 'draft' && invoice.status !== 'open')) continue;
    if (!paymentUnderWay(account, invoice)) markVoid(service, account, invoice);
  }
  for (const subscription of account.subscriptions.newestFirst().reverse()) {
    if (subscription.customer !== customerId) continue;
    if (subscription.status !== 'canceled') {
      subscription.defaultToken = null;
      endSubscription(service, account, subscription);
    } else if (subscription.defaultToken !== null) {
      subscription.defaultToken = null;
      emitSubscription(service, account, 'subscription.updated', subscription);
    }
  }
}

/** Void (`invoice.updated`): no more retries, and attempts still waiting for their customer are canceled. */
function markVoid(service: SandboxService, account: Account, invoice: InvoiceRecord): void {
  invoice.status = 'void';
  invoice.nextAttemptAtMs = null;
  emitInvoice(service, account, 'invoice.updated', invoice);
  cancelWaitingAttempts(service, account, invoice, null);
}

/** Paid, once: `invoice.paid` is emitted by the one call that moves the invoice to `paid`, whatever paid it. */
function markPaid(service: SandboxService, account: Account, invoice: InvoiceRecord, payment: PaymentRecord | null): void {
  if (invoice.status === 'paid' || invoice.status === 'void') return;
  invoice.status = 'paid';
  invoice.amountPaid = invoice.amountDue;
  invoice.nextAttemptAtMs = null;
  if (payment) invoice.payment = payment.id;
  emitInvoice(service, account, 'invoice.paid', invoice);
  cancelWaitingAttempts(service, account, invoice, payment);
  const subscription = subscriptionOf(account, invoice);
  if (subscription) settleSubscriptionStatus(service, account, subscription);
}

/**
 * A failed attempt: `invoice.payment_failed`, and the next automatic retry. The first failed attempt
 * fixes the dates: retries 1, 3 and 5 days after it; a manual attempt in between moves none of them.
 * When the last retry fails: `uncollectible`, and the subscription is canceled. A canceled
 * subscription's invoices are retried no more (`endSubscription`), whatever failed.
 */
function attemptFailed(service: SandboxService, account: Account, invoice: InvoiceRecord, trigger: AttemptTrigger): void {
  const subscription = subscriptionOf(account, invoice);
  const retrying = subscription?.status !== 'canceled';
  let exhausted = false;
  if (invoice.firstFailedAtMs === null) {
    invoice.firstFailedAtMs = service.clock.now();
    if (retrying) scheduleRetry(service, account, invoice, invoice.firstFailedAtMs + RETRY_DAYS[0] * DAY_MS);
  } else if (trigger === 'retry' && retrying) {
    const days = RETRY_DAYS[invoice.retriesDone];
    if (days === undefined) exhausted = true;
    else scheduleRetry(service, account, invoice, invoice.firstFailedAtMs + days * DAY_MS);
  }
  emitInvoice(service, account, 'invoice.payment_failed', invoice);
  if (exhausted) {
    invoice.status = 'uncollectible';
    emitInvoice(service, account, 'invoice.updated', invoice);
    if (subscription && subscription.status !== 'canceled') endSubscription(service, account, subscription);
    return;
  }
  if (subscription) settleSubscriptionStatus(service, account, subscription);
}

function scheduleRetry(service: SandboxService, account: Account, invoice: InvoiceRecord, dueMs: number): void {
  invoice.nextAttemptAtMs = dueMs;
  service.clock.at(dueMs, () => {
    // Stale once the invoice was paid, voided or stopped, or a duplicate job already ran this retry.
    if (invoice.status !== 'open' || invoice.nextAttemptAtMs !== dueMs) return;
    invoice.retriesDone += 1;
    invoice.nextAttemptAtMs = null;
    collectInvoice(service, account, invoice, { trigger: 'retry' });
  });
}

/**
 * The service's payment observer: a payment attempted for an invoice that completes later (it was
 * `processing`, or its customer came back on-session to authenticate) pays the invoice. A `processing`
 * one that ends otherwise (reversed by the merchant) is the failed attempt it turned out to be:
 * `invoice.payment_failed` and the retries, as a decline of the same attempt would have had.
 */
function settleInvoiceOfPayment(service: SandboxService, account: Account, type: EventType, payment: PaymentRecord): void {
  const invoice = account.invoices.get(account.invoicePayments.get(payment.id) ?? '');
  if (!invoice) return;
  const attempt = invoice.processingAttempt?.payment === payment.id ? invoice.processingAttempt : null;
  if (type === 'payment.completed') {
    if (attempt) invoice.processingAttempt = null;
    if (invoice.status === 'open' || invoice.status === 'uncollectible') markPaid(service, account, invoice, payment);
    return;
  }
  if (!attempt || (type !== 'payment.canceled' && type !== 'payment.failed')) return;
  invoice.processingAttempt = null;
  if (invoice.status !== 'open') return;
  // Its customer was deleted while the payment was under way (endCustomerBilling left it open for it).
  if (invoice.customer !== null && !account.customers.get(invoice.customer)) markVoid(service, account, invoice);
  else attemptFailed(service, account, invoice, attempt.trigger);
}

/** Attempts still waiting for their customer (`requires_action`) are canceled once nothing is owed: none can pay twice. */
function cancelWaitingAttempts(service: SandboxService, account: Account, invoice: InvoiceRecord, paidBy: PaymentRecord | null): void {
  for (const id of invoice.payments) {
    const payment = account.payments.get(id);
    if (payment && payment !== paidBy && payment.status === 'requires_action') transition(service, account, payment, 'canceled');
  }
}

/** `past_due` while one of its invoices is open after a failed attempt, else `active`; `trialing` and `canceled` stay. */
function settleSubscriptionStatus(service: SandboxService, account: Account, subscription: SubscriptionRecord): void {
  if (subscription.status === 'canceled' || subscription.status === 'trialing') return;
  // Incomplete until its first invoice is paid (contract: Subscriptions).
  if (subscription.status === 'incomplete' && !hasPaidInvoice(account, subscription)) return;
  const failing = invoicesOf(account, subscription).some((invoice) => invoice.status === 'open' && invoice.firstFailedAtMs !== null);
  const status = failing ? 'past_due' : 'active';
  if (subscription.status === status) return;
  subscription.status = status;
  emitSubscription(service, account, 'subscription.updated', subscription);
}

/**
 * The card an attempt charges without `token`: the subscription's `defaultToken` while it is still a saved
 * card of the customer (a card removed since no longer pays: as if it were null), else the customer's.
 */
function defaultCardOf(account: Account, invoice: InvoiceRecord): string | null {
  const customer = invoice.customer === null ? undefined : account.customers.get(invoice.customer);
  const own = subscriptionOf(account, invoice)?.defaultToken;
  if (own && account.tokens.get(own)?.customer === invoice.customer) return own;
  return customer?.defaultToken ?? null;
}

function paymentUnderWay(account: Account, invoice: InvoiceRecord): boolean {
  return invoice.payments.some((id) => account.payments.get(id)?.status === 'processing');
}

function subscriptionOf(account: Account, invoice: InvoiceRecord): SubscriptionRecord | undefined {
  return invoice.subscription === null ? undefined : account.subscriptions.get(invoice.subscription);
}

function invoicesOf(account: Account, subscription: SubscriptionRecord): InvoiceRecord[] {
  return account.invoices.newestFirst().filter((invoice) => invoice.subscription === subscription.id);
}

function hasPaidInvoice(account: Account, subscription: SubscriptionRecord): boolean {
  return invoicesOf(account, subscription).some((invoice) => invoice.status === 'paid');
}
