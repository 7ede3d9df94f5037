/**
 * The page the shop's email links to (authenticate.html?payment=pay_…): a payment the shop made
 * off-session waits for the customer, because the bank asked for authentication
 * (`authentication_required`). The page asks the shop's server for a client session bound to that
 * payment (the server checks that the payment is the signed-in customer's) and mounts
 * `<svc-payment-element>` with it: the element shows the card the payment was charged to, chosen, and
 * `confirm()` runs the bank's step-up on it (a 3-D Secure challenge in the element's dialog). The page
 * says how it ended; the shop's server learns it from the service (`payment.completed`), not from here.
 */
import { PaymentElementError, type PaymentOutcome, type SvcPaymentElement } from '../../src/elements/index.js'; // in your shop: 'svc-elements'
import { byId } from './shop.js';
import type { AuthenticateSessionAnswer } from '../merchant/views.js';
import { ShopError, callShop, money } from './subscription-api.js';

const form = byId('authenticate', HTMLFormElement);
const slot = byId('card-slot', HTMLDivElement);
const confirmButton = byId('confirm', HTMLButtonElement);
const outcome = byId('outcome', HTMLParagraphElement);
const description = byId('description', HTMLParagraphElement);

function say(kind: 'completed' | 'declined' | 'error' | 'info', text: string): void {
  outcome.dataset.kind = kind;
  outcome.textContent = text;
}

/** What the customer reads when the payment is not confirmed: the element's words, or ours. */
function notConfirmed(result: PaymentOutcome): string {
  if (result.outcome === 'canceled')
    return result.error?.message ?? 'You closed the bank’s window: nothing was taken. Confirm again when you are ready.';
  return result.error?.message ?? 'Your bank did not confirm the payment. Try again.';
}

function showConfirmed(answer: AuthenticateSessionAnswer): void {
  const amount = money(answer.payment.amount, answer.payment.currency);
  form.hidden = true;
  byId('confirmed', HTMLElement).hidden = false;
  byId('confirmed-text', HTMLParagraphElement).textContent =
    `${amount} paid for ${answer.payment.description ?? 'your order'}. Thank you! (${answer.payment.id})`;
  say('completed', `Payment confirmed: ${amount}.`);
  byId('confirmed-heading', HTMLHeadingElement).focus();
}

function mountCardElement(answer: AuthenticateSessionAnswer): SvcPaymentElement {
  const element = document.createElement('svc-payment-element');
  element.id = 'card';
  element.setAttribute('publishable-key', answer.publishableKey);
  element.setAttribute('client-secret', answer.clientSecret);
  element.setAttribute('service-url', document.documentElement.dataset.serviceUrl ?? '');
  element.addEventListener('svc-ready', () => {
    confirmButton.disabled = false;
  });
  element.addEventListener('svc-loaderror', (event) => say('error', `The card form could not load: ${event.detail.message}`));
  slot.replaceChildren(element);
  return element;
}

async function start(): Promise<void> {
  const paymentId = new URLSearchParams(location.search).get('payment');
  if (paymentId === null) throw new ShopError('payment_invalid', 'This link names no payment: open it from the email again.');
  const answer = await callShop<AuthenticateSessionAnswer>('POST', '/api/authenticate-session', { payment: paymentId });
  description.classList.remove('loading');
  description.textContent = answer.payment.description ?? 'Your order';
  byId('amount', HTMLElement).textContent = money(answer.payment.amount, answer.payment.currency);

  const element = mountCardElement(answer);
  async function submit(): Promise<void> {
    confirmButton.disabled = true;
    say('info', 'Confirming with your bank…');
    try {
      // The bank's challenge opens in the element's dialog; a bank that wants its own page comes back to the status page.
      const result = await element.confirm({ returnUrl: new URL('return.html', location.href).href });
      if (result.outcome === 'completed') {
        showConfirmed(answer);
        return;
      }
      if (result.outcome === 'redirect' || result.outcome === 'processing') {
        say('info', result.outcome === 'redirect' ? 'Taking you to your bank…' : 'Your bank is still processing the payment.');
        return;
      }
      say('declined', notConfirmed(result));
    } catch (error) {
      say('error', error instanceof PaymentElementError ? error.message : String(error));
    }
    confirmButton.disabled = false;
  }
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void submit();
  });
}

start().catch((error: unknown) => {
  slot.replaceChildren();
  form.hidden = true;
  description.classList.remove('loading');
  description.textContent = 'No payment to confirm.';
  say(error instanceof ShopError ? 'declined' : 'error', error instanceof Error ? error.message : String(error));
});
