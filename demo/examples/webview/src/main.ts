// The checkout page a mobile app opens in its webview (docs/webview.md). It is an ordinary checkout
// page: the element itself posts its events (svc-ready, svc-payment, …) to the bridge the app
// injected, so the app can close its sheet or show its receipt. What differs in an app is below.
import 'svc-elements'; // defines <svc-payment-element>
import type { PaymentOutcome } from 'svc-elements';
import { hasNativeBridge } from 'svc-elements/webview';
import './checkout.css';

/** The app's own URL scheme: after the bank's page (3-D Secure) the webview comes back to it and the app takes over. */
const APP_SCHEME = 'shopapp';
/** Whether an app injected a bridge (it does so before the page's scripts run). */
const inApp = hasNativeBridge(window);

const form = document.getElementById('checkout') as HTMLFormElement;
const slot = document.getElementById('card-slot') as HTMLDivElement;
const pay = document.getElementById('pay') as HTMLButtonElement;
const outcomeLine = document.getElementById('outcome') as HTMLParagraphElement;

// In the app, the app's own navigation bar replaces the site's header.
document.getElementById('site-header')?.toggleAttribute('hidden', inApp);

function show(outcome: PaymentOutcome): void {
  outcomeLine.dataset.outcome = outcome.outcome;
  if (outcome.outcome === 'completed') outcomeLine.textContent = `Payment completed. Order reference: ${outcome.payment?.id ?? ''}`;
  // `invalid`: the card frame already shows which field is wrong.
  else if (outcome.outcome !== 'invalid') outcomeLine.textContent = outcome.error?.message ?? `Payment ${outcome.outcome}.`;
}

async function start(): Promise<void> {
  // The shop's server creates the payment and its client session (../server.ts).
  const response = await fetch('/api/checkout-session', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
  if (!response.ok) throw new Error(`the shop's server answered ${response.status}`);
  const session = (await response.json()) as { clientSecret: string; publishableKey: string };

  const card = document.createElement('svc-payment-element');
  card.publishableKey = session.publishableKey;
  card.clientSecret = session.clientSecret;
  // The local sandbox in development (`VITE_SVC_SERVICE_URL=http://localhost:4242`); unset in production.
  card.serviceUrl = import.meta.env.VITE_SVC_SERVICE_URL ?? null;
  // The bank's redirect may lead back to https: pages, and to the schemes listed here.
  card.allowedReturnSchemes = [APP_SCHEME];
  card.addEventListener('svc-ready', () => (pay.disabled = false));
  card.addEventListener('svc-loaderror', (event) => (outcomeLine.textContent = `The card form could not load: ${event.detail.message}`));
  card.addEventListener('svc-payment', (event) => show(event.detail));
  slot.replaceChildren(card);

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    pay.disabled = true;
    // In the app the bank sends the shopper back to the app's own address; in a browser, back here.
    const returnUrl = inApp ? `${APP_SCHEME}://checkout/return` : location.href;
    card.confirm({ returnUrl }).then(
      (outcome) => (pay.disabled = outcome.outcome === 'completed'),
      (error: unknown) => {
        outcomeLine.textContent = String(error);
        pay.disabled = false;
      },
    );
  });
}

start().catch((error: unknown) => (outcomeLine.textContent = `The checkout could not start: ${String(error)}`));
