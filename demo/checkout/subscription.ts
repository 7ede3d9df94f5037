/**
 * The demo's subscription page (subscription.html): the shopper's svc Pro as the shop's server reads it
 * from the service (status, trial end, card, latest invoice), the webhooks that server received, and a
 * sandbox-only button that moves the sandbox clock past the trial's end, so the first invoice is made
 * and paid off-session now instead of in 14 days.
 */
import { byId } from './shop.js';
import { type SubscriptionView, callShop, cardName, day, money, readSubscription } from './subscription-api.js';

const loading = byId('loading', HTMLParagraphElement);
const none = byId('none', HTMLParagraphElement);
const details = byId('details', HTMLElement);
const invoiceSection = byId('invoice', HTMLElement);
const endTrialForm = byId('end-trial-form', HTMLFormElement);
const endTrialButton = byId('end-trial', HTMLButtonElement);
const outcome = byId('outcome', HTMLParagraphElement);
const webhookList = byId('webhooks', HTMLOListElement);

const STATUS_TEXT: Readonly<Record<string, string>> = {
  trialing: 'free trial, nothing charged yet',
  active: 'paid up',
  past_due: 'the last payment failed; it is retried',
  incomplete: 'waiting for the first payment',
  canceled: 'ended',
};

function text(id: string, value: string): void {
  byId(id, HTMLElement).textContent = value;
}

function show(view: SubscriptionView): void {
  loading.hidden = true;
  const { subscription, card, latestInvoice: invoice } = view;
  none.hidden = subscription !== null;
  details.hidden = subscription === null;
  endTrialForm.hidden = subscription?.status !== 'trialing';
  if (subscription) {
    const status = byId('status', HTMLElement);
    const code = document.createElement('code');
    code.textContent = subscription.status;
    status.replaceChildren(code, `: ${STATUS_TEXT[subscription.status] ?? subscription.status}`);
    const trial = subscription.status === 'trialing' && subscription.trialEndsAt !== null;
    text('period-label', trial ? 'Trial ends' : 'Next invoice');
    text(
      'period',
      trial
        ? `${day(subscription.trialEndsAt ?? '')}, then ${money(view.plan.unitAmount, view.plan.currency)} a ${view.plan.interval}`
        : day(subscription.currentPeriodEnd),
    );
    text('card', card ? cardName(card) : 'none saved');
  }
  invoiceSection.hidden = invoice === null;
  if (invoice) {
    text('invoice-amount', money(invoice.amountDue, invoice.currency));
    text('invoice-status', invoice.status === 'paid' ? `paid (${money(invoice.amountPaid, invoice.currency)})` : invoice.status);
    text('invoice-attempts', String(invoice.attemptCount));
  }
  webhookList.replaceChildren(
    ...view.webhooks.map((event) => {
      const item = document.createElement('li');
      const type = document.createElement('code');
      type.textContent = event.type;
      item.append(type, ` ${day(event.createdAt)}`);
      return item;
    }),
  );
}

/** Reads the view again a few times: webhooks arrive a moment after the request that caused them. */
async function followWebhooks(until: (view: SubscriptionView) => boolean): Promise<void> {
  for (let attempt = 0; attempt < 10; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const view = await readSubscription();
    show(view);
    if (until(view)) return;
  }
}

async function endTrial(): Promise<void> {
  endTrialButton.disabled = true;
  outcome.dataset.kind = 'info';
  outcome.textContent = 'Moving the sandbox clock past the end of the trial…';
  try {
    const view = await callShop<SubscriptionView>('POST', '/api/demo/end-trial');
    show(view);
    const invoice = view.latestInvoice;
    const paid = invoice?.status === 'paid';
    outcome.dataset.kind = paid ? 'completed' : 'declined';
    outcome.textContent = paid
      ? `The trial ended. Invoice paid: ${money(invoice.amountPaid, invoice.currency)}, off-session with ${view.card ? cardName(view.card) : 'the saved card'}. svc Pro is ${view.subscription?.status ?? 'active'}.`
      : `The trial ended, but the invoice is ${invoice?.status ?? 'missing'}: the subscription is ${view.subscription?.status ?? 'unknown'}; the payment is retried on days 1, 3 and 5.`;
    await followWebhooks((next) => next.webhooks.some((event) => event.type === (paid ? 'invoice.paid' : 'invoice.payment_failed')));
  } catch (error) {
    outcome.dataset.kind = 'error';
    outcome.textContent = error instanceof Error ? error.message : String(error);
    endTrialButton.disabled = false;
  }
}

endTrialForm.addEventListener('submit', (event) => {
  event.preventDefault();
  void endTrial();
});

readSubscription()
  .then(show)
  .catch((error: unknown) => {
    loading.hidden = true;
    outcome.dataset.kind = 'error';
    outcome.textContent = `Your subscription could not be read: ${error instanceof Error ? error.message : String(error)}`;
  });
