/**
 * The demo shop's return page (`npm run demo`): where the bank sends the shopper back after 3D Secure
 * by full-page redirect (the checkout confirms with `returnUrl` = this page). `<svc-payment-status>`
 * removes the client secret from the address bar, reads the payment with the publishable key and
 * says how it stands, following a payment the bank is still processing. It is for the shopper's eyes:
 * the shop fulfils orders from the `payment.completed` webhook or its own retrieval with the secret key.
 */
import { PAYMENT_RETURN_STATUS, type PaymentReturnStatus } from '../../src/elements/payment-status/index.js'; // in your shop: 'svc-elements/status'

function byId<T extends HTMLElement>(id: string, type: new () => T): T {
  const element = document.getElementById(id);
  if (!element) throw new Error(`#${id} is missing from return.html`);
  if (!(element instanceof type)) throw new Error(`#${id} in return.html is not a ${type.name}`);
  return element;
}

const slot = byId('status-slot', HTMLDivElement);
const again = byId('again', HTMLAnchorElement);

/** Statuses in which nothing was paid and the same order can be paid again. */
const RETRYABLE: readonly PaymentReturnStatus[] = [PAYMENT_RETURN_STATUS.REQUIRES_PAYMENT_METHOD, PAYMENT_RETURN_STATUS.REQUIRES_ACTION];

/** `GET /api/config` on the shop's server. A real shop writes the key into the page's HTML instead. */
async function publishableKey(): Promise<string> {
  const response = await fetch('/api/config');
  const body = (await response.json()) as { publishableKey?: string; error?: { message: string } };
  if (!response.ok || !body.publishableKey) throw new Error(body.error?.message ?? `the shop's server answered ${response.status}`);
  return body.publishableKey;
}

async function start(): Promise<void> {
  const element = document.createElement('svc-payment-status');
  element.setAttribute('publishable-key', await publishableKey());
  element.setAttribute('service-url', document.documentElement.dataset.serviceUrl ?? '');
  element.addEventListener('svc-payment-status', (event) => {
    // A setup session's return (a card saved without paying) has no payment to pay again.
    again.hidden = event.detail.kind === 'setup' || !RETRYABLE.includes(event.detail.status);
  });
  element.addEventListener('svc-loaderror', () => {
    again.hidden = false;
  });
  // Connecting it reads the address and takes the secret out of it, before any request.
  slot.replaceChildren(element);
}

start().catch((error: unknown) => {
  const line = document.createElement('p');
  line.className = 'error';
  line.textContent = `The page could not start: ${error instanceof Error ? error.message : String(error)}`;
  slot.replaceChildren(line);
});
