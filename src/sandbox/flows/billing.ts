import type { Metadata, Recurring } from '../../api/resources.js';
import { collectInvoice, emitSubscription, endSubscription, openInvoice } from './invoices.js';
import { DAY_MS, periodStart } from '../model/periods.js';
import type { SandboxService } from '../model/service.js';
import { type Account, type CustomerRecord, type PriceRecord, type SubscriptionRecord, nextSeq } from '../model/state.js';
import { newId } from '../model/ids.js';

/**
 * Subscriptions on the sandbox clock (contract: Customers, saved cards, subscriptions and invoices).
 * Each subscription keeps one job on the clock (model/clock.ts) at the end of its current period,
 * so `POST /_sandbox/clock/advance` bills it; a job that finds the subscription moved on does nothing.
 *
 *   created ─ with a trial ─▶ trialing ── trial ends ──▶ active, first invoice
 *           ─ without, licensed ─▶ incomplete, first invoice now ── paid ──▶ active
 *           ─ without, metered ──▶ active, nothing charged (usage is billed in arrears)
 *   each period end: cancelAtPeriodEnd ─▶ canceled (no invoice for a period that will not run; a
 *                    metered one still bills the usage of the period that ended);
 *                    else the next period starts: licensed bills it in advance (unitAmount × quantity),
 *                    metered bills the period that ended (its usage × unitAmount)
 *   three days before a trial ends: subscription.trial_will_end (at once for a shorter trial)
 *
 * Each invoice is charged to the subscription's `defaultToken`, else the customer's. A saved card
 * removed is cleared from both (flows/customer-removals.ts); with no card left, the attempt fails like
 * a decline: invoice.payment_failed, past_due, retried (flows/invoices.ts). Deleting the customer
 * cancels its subscriptions at once.
 *
 * Invoices are paid, retried and followed by the subscription's status in flows/invoices.ts.
 */

/** `subscription.trial_will_end` comes this many days before the trial ends. */
export const TRIAL_WILL_END_DAYS = 3;

export interface NewSubscription {
  customer: CustomerRecord;
  /** A recurring price. */
  price: PriceRecord & { recurring: Recurring };
  quantity: number;
  defaultToken: string | null;
  /** `trialDays` from now, or the end `trialEndsAt` names; null without a trial. */
  trial: { days: number } | { endsAtMs: number } | null;
  metadata: Metadata;
}

/** Creates a subscription (`subscription.created`), and for a licensed one without a trial, its first invoice, paid at once if the card allows. */
export function startSubscription(service: SandboxService, account: Account, input: NewSubscription): SubscriptionRecord {
  const now = service.clock.now();
  const { recurring } = input.price;
  const { trial } = input;
  const trialEndsAtMs = trial === null ? null : 'days' in trial ? now + trial.days * DAY_MS : trial.endsAtMs;
  const metered = recurring.usage === 'metered';
  const anchor = trialEndsAtMs ?? now;
  const subscription = account.subscriptions.insert({
    id: newId('sub_'),
    seq: nextSeq(),
    createdAtMs: now,
    customer: input.customer.id,
    price: input.price.id,
    quantity: input.quantity,
    status: trialEndsAtMs !== null ? 'trialing' : metered ? 'active' : 'incomplete',
    trialEndsAtMs,
    currentPeriodStartMs: now,
    currentPeriodEndMs: trialEndsAtMs ?? periodStart(anchor, recurring, 1),
    cancelAtPeriodEnd: false,
    defaultToken: input.defaultToken,
    latestInvoice: null,
    metadata: input.metadata,
    billingAnchorMs: anchor,
    periodIndex: trialEndsAtMs === null ? 0 : -1,
    trialWillEndSent: false,
  });
  emitSubscription(service, account, 'subscription.created', subscription);
  schedulePeriodEnd(service, account, subscription);
  if (trialEndsAtMs !== null) scheduleTrialWillEnd(service, account, subscription, trialEndsAtMs);
  if (trialEndsAtMs === null && !metered) {
    const invoice = openInvoice(service, account, subscription, {
      amountDue: input.price.unitAmount * subscription.quantity,
      currency: input.price.currency,
      periodStartMs: subscription.currentPeriodStartMs,
      periodEndMs: subscription.currentPeriodEndMs,
    });
    collectInvoice(service, account, invoice, { trigger: 'first' });
  }
  return subscription;
}

/**
 * The total usage of a period `[startMs, endMs)`: its records in the order of their timestamps (ties
 * in the order they were reported), `increment` adding to the total and `set` replacing it.
 */
export function usageTotal(account: Account, subscriptionId: string, startMs: number, endMs: number): number {
  const records = account.usageRecords
    .newestFirst()
    .filter((record) => record.subscription === subscriptionId && record.timestampMs >= startMs && record.timestampMs < endMs)
    .sort((a, b) => a.timestampMs - b.timestampMs || a.seq - b.seq);
  let total = 0;
  for (const record of records) total = record.action === 'set' ? record.quantity : total + record.quantity;
  return total;
}

function schedulePeriodEnd(service: SandboxService, account: Account, subscription: SubscriptionRecord): void {
  const endMs = subscription.currentPeriodEndMs;
  service.clock.at(endMs, () => {
    // Stale once canceled or moved to another period (a duplicate job, a concurrent advance).
    if (subscription.status === 'canceled' || subscription.currentPeriodEndMs !== endMs) return;
    periodEnded(service, account, subscription);
  });
}

function scheduleTrialWillEnd(service: SandboxService, account: Account, subscription: SubscriptionRecord, trialEndsAtMs: number): void {
  const notify = () => {
    if (subscription.status !== 'trialing' || subscription.trialEndsAtMs !== trialEndsAtMs || subscription.trialWillEndSent) return;
    subscription.trialWillEndSent = true;
    emitSubscription(service, account, 'subscription.trial_will_end', subscription);
  };
  const dueMs = trialEndsAtMs - TRIAL_WILL_END_DAYS * DAY_MS;
  if (dueMs <= service.clock.now()) notify();
  else service.clock.at(dueMs, notify);
}

/** The current period is over: cancel at its end, or start the next one and bill what is due. */
function periodEnded(service: SandboxService, account: Account, subscription: SubscriptionRecord): void {
  const price = account.prices.get(subscription.price);
  // Not reached through the API (prices are never deleted nor made one-time; deleting a customer
  // cancels its subscriptions at once): a subscription with nothing left to bill ends with its period.
  if (!price?.recurring || !account.customers.get(subscription.customer)) {
    endSubscription(service, account, subscription);
    return;
  }
  const recurring = price.recurring;
  const ended = { startMs: subscription.currentPeriodStartMs, endMs: subscription.currentPeriodEndMs };
  const wasTrial = subscription.periodIndex < 0;
  const metered = recurring.usage === 'metered';
  // Metered prices bill in arrears the period that ended; never the trial's usage.
  const billEnded = metered && !wasTrial;
  const bill = (periodStartMs: number, periodEndMs: number, amountDue: number) =>
    openInvoice(service, account, subscription, { amountDue, currency: price.currency, periodStartMs, periodEndMs });
  const usageAmount = () => usageTotal(account, subscription.id, ended.startMs, ended.endMs) * price.unitAmount;

  if (subscription.cancelAtPeriodEnd) {
    const last = billEnded ? bill(ended.startMs, ended.endMs, usageAmount()) : null;
    endSubscription(service, account, subscription);
    if (last) collectInvoice(service, account, last, { trigger: 'first' });
    return;
  }

  subscription.periodIndex += 1;
  subscription.currentPeriodStartMs = ended.endMs;
  subscription.currentPeriodEndMs = periodStart(subscription.billingAnchorMs, recurring, subscription.periodIndex + 1);
  // The trial is over: active from now on; a first invoice that fails makes it past_due.
  if (wasTrial) subscription.status = 'active';
  let invoice = null;
  if (billEnded) invoice = bill(ended.startMs, ended.endMs, usageAmount());
  else if (!metered) invoice = bill(subscription.currentPeriodStartMs, subscription.currentPeriodEndMs, price.unitAmount * subscription.quantity);
  emitSubscription(service, account, 'subscription.updated', subscription);
  schedulePeriodEnd(service, account, subscription);
  if (invoice) collectInvoice(service, account, invoice, { trigger: 'first' });
}
