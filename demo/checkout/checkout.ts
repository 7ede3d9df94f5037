/**
 * The demo checkout (`npm run demo`): asks the shop's server for a client session, mounts
 * `<svc-payment-element>` with it, and confirms on Pay. Card details stay inside the element's frame,
 * served by the sandbox from its own origin; this page only ever sees the outcome.
 */
import { PaymentElementError, type PaymentOutcome, type SvcLoadErrorEvent } from '../../src/elements/index.js'; // in your shop: 'svc-elements'

/** What `POST /api/checkout-session` answers (createClientSessionHandler on the shop's server). */
interface CheckoutSession {
  clientSecret: string;
  publishableKey: string;
  amount: number;
  currency: string;
  paymentId: string;
}

function byId<T extends HTMLElement>(id: string): T {
  const element = document.getElementById(id);
  if (!element) throw new Error(`#${id} is missing from index.html`);
  return element as T;
}

const form = byId<HTMLFormElement>('checkout');
const slot = byId<HTMLDivElement>('card-slot');
const pay = byId<HTMLButtonElement>('pay');
const total = byId<HTMLElement>('total');
const outcomeLine = byId<HTMLParagraphElement>('outcome');

function show(kind: 'completed' | 'declined' | 'error' | 'info', text: string): void {
  outcomeLine.dataset.kind = kind;
  outcomeLine.textContent = text;
}

async function createCheckoutSession(): Promise<CheckoutSession> {
  const response = await fetch('/api/checkout-session', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ cartId: 'demo-cart' }),
  });
  const body = (await response.json()) as CheckoutSession & { error?: { message: string } };
  if (!response.ok) throw new Error(body.error?.message ?? `the shop's server answered ${response.status}`);
  return body;
}

function describe(outcome: PaymentOutcome): { kind: 'completed' | 'declined' | 'error' | 'info'; text: string; done: boolean } {
  switch (outcome.outcome) {
    case 'completed':
      return { kind: 'completed', text: `Payment completed. Thank you! (${outcome.payment?.id ?? 'payment'})`, done: true };
    case 'processing':
      return { kind: 'info', text: 'Payment received; your bank is still processing it.', done: true };
    case 'redirect':
      return { kind: 'info', text: 'Taking you to your bank to confirm the payment…', done: true };
    case 'canceled':
      return { kind: 'declined', text: outcome.error?.message ?? 'Authentication was canceled. You can try again.', done: false };
    case 'declined':
      return { kind: 'declined', text: outcome.error?.message ?? 'The card was declined. Try another card.', done: false };
    case 'invalid':
      return { kind: 'declined', text: outcome.error?.message ?? 'Check the card details.', done: false };
    default:
      return { kind: 'error', text: outcome.error?.message ?? 'Something went wrong. Try again.', done: false };
  }
}

async function start(): Promise<void> {
  const serviceUrl = document.documentElement.dataset.serviceUrl ?? '';
  const session = await createCheckoutSession();
  total.textContent = new Intl.NumberFormat('en', { style: 'currency', currency: session.currency }).format(session.amount / 100);

  // Created once the secret is known, so the element loads once, fully configured.
  const element = document.createElement('svc-payment-element');
  element.id = 'card';
  element.setAttribute('publishable-key', session.publishableKey);
  element.setAttribute('client-secret', session.clientSecret);
  element.setAttribute('service-url', serviceUrl);
  element.addEventListener('svc-ready', () => {
    pay.disabled = false;
  });
  element.addEventListener('svc-loaderror', (event) => {
    show('error', `The card form could not load: ${(event as SvcLoadErrorEvent).detail.message}`);
  });
  slot.replaceChildren(element);

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    pay.disabled = true;
    show('info', 'Paying…');
    try {
      // 3-D Secure needs nothing here: a challenge opens in a dialog, a redirect comes back to return.html.
      const result = describe(await element.confirm({ returnUrl: new URL('return.html', location.href).href }));
      show(result.kind, result.text);
      pay.disabled = result.done;
    } catch (error) {
      show('error', error instanceof PaymentElementError ? error.message : String(error));
      pay.disabled = false;
    }
  });
}

start().catch((error: unknown) => {
  slot.replaceChildren();
  show('error', `The checkout could not start: ${error instanceof Error ? error.message : String(error)}`);
});
