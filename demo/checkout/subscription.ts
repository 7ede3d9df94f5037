/**
 * The demo's subscription page (subscription.html): the shopper's svc Pro as the shop's server reads it
 * from the service (status, trial end, card, latest invoice), the webhooks that server received, a
 * sandbox-only button that moves the sandbox clock past the trial's end, so the first invoice is made
 * and paid off-session now instead of in 14 days, and the shop's side of an off-session charge: "Charge
 * the saved card now" stands in for the shop's back office. When the bank wants the customer
 * (`authentication_required`), the page shows the email the shop sends, whose link opens
 * authenticate.html; a renewal that needs the customer shows the same email.
 */
import { byId } from './shop.js';
import { type OffSessionChargeView, type SubscriptionView, callShop, cardName, day, money, readSubscription } from './subscription-api.js';

const loading = byId('loading', HTMLParagraphElement);
const none = byId('none', HTMLParagraphElement);
const details = byId('details', HTMLElement);
const invoiceSection = byId('invoice', HTMLElement);
const endTrialForm = byId('end-trial-form', HTMLFormElement);
const endTrialButton = byId('end-trial', HTMLButtonElement);
const outcome = byId('outcome', HTMLParagraphElement);
const webhookList = byId('webhooks', HTMLOListElement);
const chargeForm = byId('charge-form', HTMLFormElement);
const chargeButton = byId('charge', HTMLButtonElement);
const chargeOutcome = byId('charge-outcome', HTMLParagraphElement);
const email = byId('email', HTMLElement);

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
  chargeForm.hidden = subscription === null || card === null || subscription.status === 'canceled';
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
    if (invoice.authenticateUrl !== null) {
      showEmail(
        `Please confirm your ${view.plan.name} payment of ${money(invoice.amountDue, invoice.currency)}`,
        `Your bank asks you to confirm this month's payment for ${view.plan.name}. Until you do, your subscription is past due; we try again in a few days.`,
        invoice.authenticateUrl,
      );
    }
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

/** The email the shop sends when a payment waits for the customer: the link opens authenticate.html. */
function showEmail(subject: string, body: string, link: string): void {
  text('email-subject', subject);
  text('email-body', body);
  byId('email-link', HTMLAnchorElement).href = link;
  email.hidden = false;
}

/** What the shop's back office reads of an off-session charge, said plainly, with the decline's code. */
function describeCharge(charge: OffSessionChargeView): string {
  const amount = money(charge.amount, charge.currency);
  const card = charge.card ? cardName(charge.card) : 'the saved card';
  const payment = charge.payment ? ` (${charge.payment.id})` : '';
  switch (charge.outcome) {
    case 'completed':
      return `Charged off-session: ${amount} with ${card}, nobody at the browser${payment}.`;
    case 'authentication_required':
      return `Not charged yet: your bank wants you to confirm ${amount} with ${card} (authentication_required). The payment waits${payment}; the shop emailed you a link.`;
    default:
      return `Declined off-session: ${amount} with ${card}. ${charge.declineCode ?? 'declined'}: ${charge.declineMessage ?? 'The bank refused it.'} Nothing to confirm: the card needs replacing${payment}.`;
  }
}

async function chargeCardOnFile(): Promise<void> {
  chargeButton.disabled = true;
  chargeOutcome.dataset.kind = 'info';
  chargeOutcome.textContent = 'The shop charges your card on file…';
  try {
    const charge = await callShop<OffSessionChargeView>('POST', '/api/demo/charge-off-session');
    chargeOutcome.dataset.kind = charge.outcome === 'completed' ? 'completed' : 'declined';
    chargeOutcome.textContent = describeCharge(charge);
    if (charge.outcome === 'authentication_required' && charge.authenticateUrl !== null) {
      showEmail(
        `Please confirm your payment of ${money(charge.amount, charge.currency)}`,
        `We tried to charge ${money(charge.amount, charge.currency)} for "${charge.description}" to your card, and your bank asks you to confirm it. It takes a minute.`,
        charge.authenticateUrl,
      );
    }
  } catch (error) {
    chargeOutcome.dataset.kind = 'error';
    chargeOutcome.textContent = error instanceof Error ? error.message : String(error);
  }
  chargeButton.disabled = false;
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
      : invoice?.authenticateUrl
        ? `The trial ended, but your bank wants you to confirm the invoice's payment of ${money(invoice.amountDue, invoice.currency)} (authentication_required): the subscription is ${view.subscription?.status ?? 'unknown'} until you do; the shop emailed you a link.`
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

chargeForm.addEventListener('submit', (event) => {
  event.preventDefault();
  void chargeCardOnFile();
});

readSubscription()
  .then(show)
  .catch((error: unknown) => {
    loading.hidden = true;
    outcome.dataset.kind = 'error';
    outcome.textContent = `Your subscription could not be read: ${error instanceof Error ? error.message : String(error)}`;
  });
