/**
 * The demo's "Start a 14-day free trial" page (trial.html): the card element in a setup session saves
 * the shopper's card and charges nothing; then the page asks the shop's server to start the trial,
 * and the server does so only after reading the setup session from the service itself (a page can
 * say anything). The theme and language switcher is the checkout's (./look.ts).
 */
import { PaymentElementError, type PaymentOutcome, type SvcPaymentElement } from '../../src/elements/index.js'; // in your shop: 'svc-elements'
import { startLookSwitcher } from './look.js';
import { byId } from './shop.js';
import { ShopError, type SubscriptionView, callShop, cardName, day, money, readSubscription } from './subscription-api.js';

/** What `POST /api/trial-session` answers (createClientSessionHandler with resolveSetup). */
interface SetupSessionAnswer {
  mode: 'setup';
  clientSecret: string;
  publishableKey: string;
}

const form = byId('trial', HTMLFormElement);
const slot = byId('card-slot', HTMLDivElement);
const startButton = byId('start', HTMLButtonElement);
const outcome = byId('outcome', HTMLParagraphElement);
const started = byId('started', HTMLElement);
const look = byId('look', HTMLElement);

function say(kind: 'completed' | 'declined' | 'error' | 'info', text: string): void {
  outcome.dataset.kind = kind;
  outcome.textContent = text;
}

/** The trial is on: say so, with the date it ends and the card that pays after it. */
function showStarted(view: SubscriptionView): void {
  const { subscription, card, plan } = view;
  form.hidden = true;
  look.hidden = true;
  started.hidden = false;
  const trialEndsAt = subscription?.status === 'trialing' ? subscription.trialEndsAt : null;
  const sentence =
    trialEndsAt === null
      ? `You have ${plan.name} (${subscription?.status ?? 'no subscription'}).`
      : `Trial active until ${day(trialEndsAt)}, no charge today.`;
  byId('started-heading', HTMLHeadingElement).textContent = trialEndsAt === null ? `Your ${plan.name}` : 'Your trial is active';
  const price = `${money(plan.unitAmount, plan.currency)} a ${plan.interval}`;
  byId('trial-until', HTMLParagraphElement).textContent = trialEndsAt === null ? `${sentence} ${price}.` : `${sentence} Then ${price}.`;
  byId('trial-card', HTMLElement).textContent = card ? cardName(card) : 'none';
  say('completed', sentence);
  byId('started-heading', HTMLHeadingElement).focus();
}

/** Asks the shop's server to start the trial; it checks the setup session with the service first. */
async function startSubscription(): Promise<void> {
  say('info', 'Starting your trial…');
  showStarted(await callShop<SubscriptionView>('POST', '/api/subscription'));
}

/** What the shopper reads for an outcome that saved nothing. */
function notSaved(result: PaymentOutcome): string {
  if (result.outcome === 'canceled') return result.error?.message ?? 'Authentication was canceled. You can try again.';
  return result.error?.message ?? 'The card could not be saved. Try another card.';
}

function mountCardElement(session: SetupSessionAnswer): SvcPaymentElement {
  const element = document.createElement('svc-payment-element');
  element.id = 'card';
  element.setAttribute('publishable-key', session.publishableKey);
  element.setAttribute('client-secret', session.clientSecret);
  element.setAttribute('service-url', document.documentElement.dataset.serviceUrl ?? '');
  startLookSwitcher(element);
  element.addEventListener('svc-ready', () => {
    startButton.disabled = false;
  });
  element.addEventListener('svc-loaderror', (event) => say('error', `The card form could not load: ${event.detail.message}`));
  slot.replaceChildren(element);
  return element;
}

async function start(): Promise<void> {
  // Back from the bank's page (a card that authenticates by redirect): the address says how it went,
  // but only the server's reading of the session counts. The secret leaves the address bar first.
  const returned = new URLSearchParams(location.search).get('redirect_status');
  if (returned !== null) history.replaceState(null, '', location.pathname);

  const view = await readSubscription();
  byId('plan-price', HTMLParagraphElement).textContent =
    `${view.plan.trialDays} days free, then ${money(view.plan.unitAmount, view.plan.currency)} a ${view.plan.interval}.`;
  if (view.subscription) {
    slot.replaceChildren();
    showStarted(view);
    return;
  }

  if (returned === 'completed') {
    await startSubscription();
    return;
  }
  if (returned !== null) say('declined', 'Your bank did not confirm the card. Try again, or use another card.');

  const element = mountCardElement(await callShop<SetupSessionAnswer>('POST', '/api/trial-session'));
  async function submit(): Promise<void> {
    startButton.disabled = true;
    say('info', 'Saving your card…');
    try {
      // A card that asks for 3-D Secure shows its challenge in a dialog; a redirect comes back to this page.
      const result = await element.confirm({ returnUrl: new URL('trial.html', location.href).href });
      if (result.outcome === 'completed') {
        await startSubscription();
        return;
      }
      if (result.outcome === 'redirect') {
        say('info', 'Taking you to your bank to confirm the card…');
        return;
      }
      say('declined', notSaved(result));
    } catch (error) {
      say('error', error instanceof PaymentElementError || error instanceof ShopError ? error.message : String(error));
    }
    startButton.disabled = false;
  }
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void submit();
  });
}

start().catch((error: unknown) => {
  slot.replaceChildren();
  if (error instanceof ShopError && error.code === 'already_subscribed') {
    say('info', error.message);
    return;
  }
  say('error', `The trial page could not start: ${error instanceof Error ? error.message : String(error)}`);
});
