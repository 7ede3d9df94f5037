/**
 * The demo checkout as a mobile app shows it in a webview (docs/webview.md). The checkout is the one of
 * checkout.ts; what differs is on the app's side: the element posts its lifecycle and outcome events
 * to a bridge the app injected, and `returnUrl` is an address the app catches.
 */
import { PaymentElementError, type PaymentOutcome } from '../../src/elements/index.js'; // in your shop: 'svc-elements'
import { detectCurrentWebView } from '../../src/elements/native-bridge/detect.js';

/** The app's URL scheme, for a bank's redirect back into the app. */
const APP_SCHEME = 'demoshop';

function byId<T extends HTMLElement>(id: string): T {
  const element = document.getElementById(id);
  if (!element) throw new Error(`#${id} is missing from webview.html`);
  return element as T;
}

const form = byId<HTMLFormElement>('checkout');
const slot = byId<HTMLDivElement>('card-slot');
const pay = byId<HTMLButtonElement>('pay');
const total = byId<HTMLElement>('total');
const outcomeLine = byId<HTMLParagraphElement>('outcome');
const nativeLog = byId<HTMLOListElement>('native-log');
const bridgeStatus = byId<HTMLParagraphElement>('bridge-status');

// ---------------------------------------------------------------------------------------------
// SIMULATING THE APP. In a React Native app, react-native-webview injects window.ReactNativeWebView
// and the app's `onMessage` receives what the page posts. Opened in a browser there is no app, so
// this page installs a stand-in that prints every message, as the app's side would receive it (JSON
// text). It does so only when no real bridge exists: inside a real app, the app's bridge is left alone.
// Installed before the element is created, because the element looks for a bridge when it connects.
// ---------------------------------------------------------------------------------------------
type AppWindow = Window & {
  ReactNativeWebView?: { postMessage(json: string): void };
  SvcBridge?: { postMessage(json: string): void };
  webkit?: { messageHandlers?: { svc?: unknown } };
};
const appWindow = window as AppWindow;
const inRealApp = appWindow.ReactNativeWebView !== undefined || appWindow.SvcBridge !== undefined || appWindow.webkit?.messageHandlers?.svc !== undefined;
const where = detectCurrentWebView();

if (inRealApp) {
  bridgeStatus.textContent = `A real app bridge is present (${where.kind}): the messages go to the app, not to this panel.`;
} else {
  appWindow.ReactNativeWebView = {
    postMessage(json: string) {
      const message = JSON.parse(json) as { type: string; detail: unknown };
      const entry = document.createElement('li');
      const type = document.createElement('span');
      type.className = 'type';
      type.textContent = message.type;
      entry.append(type, ` ${JSON.stringify(message.detail, null, 2)}`);
      nativeLog.append(entry);
    },
  };
  bridgeStatus.textContent = `No app here (this page detects: ${where.kind}${where.app ? `, ${where.app}` : ''}), so it simulates one with a window.ReactNativeWebView that prints what it receives:`;
}
// ---------------------------------------------------------------------------------------------

function show(kind: 'completed' | 'declined' | 'error' | 'info', text: string): void {
  outcomeLine.dataset.kind = kind;
  outcomeLine.textContent = text;
}

function describe(outcome: PaymentOutcome): { kind: 'completed' | 'declined' | 'error' | 'info'; text: string; done: boolean } {
  if (outcome.outcome === 'completed') return { kind: 'completed', text: `Payment completed (${outcome.payment?.id ?? 'payment'}).`, done: true };
  if (outcome.outcome === 'processing') return { kind: 'info', text: 'Payment received; the bank is still processing it.', done: true };
  if (outcome.outcome === 'redirect') return { kind: 'info', text: 'Going to the bank to confirm the payment…', done: true };
  return { kind: 'declined', text: outcome.error?.message ?? `The payment did not go through (${outcome.outcome}). Try again.`, done: false };
}

async function start(): Promise<void> {
  const response = await fetch('/api/checkout-session', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ cartId: 'demo-cart' }),
  });
  const session = (await response.json()) as { clientSecret: string; publishableKey: string; amount: number; currency: string; error?: { message: string } };
  if (!response.ok) throw new Error(session.error?.message ?? `the shop's server answered ${response.status}`);
  total.textContent = new Intl.NumberFormat('en', { style: 'currency', currency: session.currency }).format(session.amount / 100);

  const element = document.createElement('svc-payment-element');
  element.setAttribute('publishable-key', session.publishableKey);
  element.setAttribute('client-secret', session.clientSecret);
  element.setAttribute('service-url', document.documentElement.dataset.serviceUrl ?? '');
  // The bank's redirect may only lead back to https: or to schemes listed here.
  element.setAttribute('allowed-return-schemes', APP_SCHEME);
  element.addEventListener('svc-ready', () => {
    pay.disabled = false;
  });
  element.addEventListener('svc-loaderror', (event) => show('error', `The card form could not load: ${event.detail.message}`));
  slot.replaceChildren(element);

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    pay.disabled = true;
    show('info', 'Paying…');
    try {
      // In the app, the bank sends the shopper back to the app's own address, which the app intercepts.
      // In this browser preview nothing would catch demoshop://, so the bank sends it to the status page.
      const returnUrl = inRealApp ? `${APP_SCHEME}://checkout/return` : new URL('return.html', location.href).href;
      const result = describe(await element.confirm({ returnUrl }));
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
