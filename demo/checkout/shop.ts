/**
 * The demo shop's checkout, shared by its pages (index.html: the shop in a browser; webview.html: the
 * same shop inside an app): ask the shop's server for a client session, mount
 * `<svc-payment-element>` with it, confirm on Pay, show the outcome. Card details stay inside the
 * element's frame, served by the sandbox from its own origin; these pages only ever see outcomes.
 */
import { PaymentElementError, type PaymentOutcome, type SvcPaymentElement } from '../../src/elements/index.js'; // in your shop: 'svc-elements'

/** What `POST /api/checkout-session` answers (createClientSessionHandler on the shop's server). */
interface CheckoutSession {
  clientSecret: string;
  publishableKey: string;
  amount: number;
  currency: string;
  paymentId: string;
}

type Tone = 'completed' | 'declined' | 'error' | 'info';

export interface CheckoutOptions {
  /** Where the bank sends the shopper back after a redirect (3-D Secure). */
  returnUrl(): string;
  /** Sets what this page adds to the element before it loads. */
  configure?(element: SvcPaymentElement): void;
}

export function byId<T extends HTMLElement>(id: string, type: new () => T): T {
  const element = document.getElementById(id);
  if (!element) throw new Error(`#${id} is missing from the page`);
  if (!(element instanceof type)) throw new Error(`#${id} on the page is not a ${type.name}`);
  return element;
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

/** What the shopper reads for an outcome, and whether the checkout is over. */
function describe(outcome: PaymentOutcome): { tone: Tone; text: string; done: boolean } {
  switch (outcome.outcome) {
    case 'completed':
      return { tone: 'completed', text: `Payment completed. Thank you! (${outcome.payment?.id ?? 'payment'})`, done: true };
    case 'processing':
      return { tone: 'info', text: 'Payment received; your bank is still processing it.', done: true };
    case 'redirect':
      return { tone: 'info', text: 'Taking you to your bank to confirm the payment…', done: true };
    case 'canceled':
      return { tone: 'declined', text: outcome.error?.message ?? 'Authentication was canceled. You can try again.', done: false };
    case 'declined':
      return { tone: 'declined', text: outcome.error?.message ?? 'The card was declined. Try another card.', done: false };
    case 'invalid':
      return { tone: 'declined', text: outcome.error?.message ?? 'Check the card details.', done: false };
    default:
      return { tone: 'error', text: outcome.error?.message ?? 'Something went wrong. Try again.', done: false };
  }
}

/** Runs the checkout of the page's #checkout form, #card-slot, #pay, #total and #outcome. */
export function startCheckout(options: CheckoutOptions): void {
  const form = byId('checkout', HTMLFormElement);
  const slot = byId('card-slot', HTMLDivElement);
  const pay = byId('pay', HTMLButtonElement);
  const total = byId('total', HTMLElement);
  const outcomeLine = byId('outcome', HTMLParagraphElement);
  const show = (tone: Tone, text: string) => {
    outcomeLine.dataset.kind = tone;
    outcomeLine.textContent = text;
  };

  async function start(): Promise<void> {
    const session = await createCheckoutSession();
    total.textContent = new Intl.NumberFormat('en', { style: 'currency', currency: session.currency }).format(session.amount / 100);

    // Created once the secret is known, so the element loads once, fully configured.
    const element = document.createElement('svc-payment-element');
    element.id = 'card';
    element.setAttribute('publishable-key', session.publishableKey);
    element.setAttribute('client-secret', session.clientSecret);
    element.setAttribute('service-url', document.documentElement.dataset.serviceUrl ?? '');
    options.configure?.(element);
    element.addEventListener('svc-ready', () => {
      pay.disabled = false;
    });
    element.addEventListener('svc-loaderror', (event) => show('error', `The card form could not load: ${event.detail.message}`));
    slot.replaceChildren(element);

    async function submit(): Promise<void> {
      pay.disabled = true;
      show('info', 'Paying…');
      try {
        // 3-D Secure needs nothing here: a challenge opens in a dialog, a redirect comes back to returnUrl.
        const result = describe(await element.confirm({ returnUrl: options.returnUrl() }));
        show(result.tone, result.text);
        pay.disabled = result.done;
      } catch (error) {
        show('error', error instanceof PaymentElementError ? error.message : String(error));
        pay.disabled = false;
      }
    }
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      void submit();
    });
  }

  start().catch((error: unknown) => {
    slot.replaceChildren();
    show('error', `The checkout could not start: ${error instanceof Error ? error.message : String(error)}`);
  });
}
