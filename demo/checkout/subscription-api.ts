/**
 * The demo shop's subscription endpoints as its pages call them (trial.html, subscription.html,
 * authenticate.html), and how the pages write amounts and dates. Everything here is the shop's own API
 * (demo/merchant/subscriptions.ts): the pages never talk to the payments service about subscriptions,
 * only the card element does, about the card.
 */

/** What `GET /api/subscription` answers (`SubscriptionView` in demo/merchant/subscriptions.ts). */
export interface SubscriptionView {
  plan: { name: string; unitAmount: number; currency: string; interval: string; trialDays: number };
  subscription: { id: string; status: string; trialEndsAt: string | null; currentPeriodEnd: string } | null;
  card: { brand: string; last4: string } | null;
  latestInvoice: {
    id: string;
    status: string;
    amountDue: number;
    amountPaid: number;
    currency: string;
    attemptCount: number;
    authenticateUrl: string | null;
  } | null;
  webhooks: { id: string; type: string; createdAt: string }[];
}

/** What `POST /api/demo/charge-off-session` answers (`OffSessionChargeView` in demo/merchant/subscriptions.ts). */
export interface OffSessionChargeView {
  outcome: 'completed' | 'authentication_required' | 'declined';
  description: string;
  amount: number;
  currency: string;
  card: { brand: string; last4: string } | null;
  payment: { id: string; status: string } | null;
  declineCode: string | null;
  declineMessage: string | null;
  authenticateUrl: string | null;
}

/** An answer of the shop's server that is not 2xx: its code, for the page to branch on, and its message, to show. */
export class ShopError extends Error {
  override readonly name = 'ShopError';
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** A call to the shop's server (same origin, its cookie says who the shopper is); a POST sends `body` as JSON. */
export async function callShop<T>(method: 'GET' | 'POST', path: string, body: object = {}): Promise<T> {
  const response = await fetch(
    path,
    method === 'POST' ? { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) } : {},
  );
  const answer = (await response.json()) as T & { error?: { code: string; message: string } };
  if (!response.ok) throw new ShopError(answer.error?.code ?? 'error', answer.error?.message ?? `the shop's server answered ${response.status}`);
  return answer;
}

export const readSubscription = () => callShop<SubscriptionView>('GET', '/api/subscription');

/** EUR 9.00 as "€9.00". */
export function money(amount: number, currency: string): string {
  return new Intl.NumberFormat('en', { style: 'currency', currency }).format(amount / 100);
}

/** An RFC 3339 instant as "10 December 2026". */
export function day(instant: string): string {
  return new Intl.DateTimeFormat('en-GB', { dateStyle: 'long' }).format(new Date(instant));
}

/** "Visa •••• 4242". */
export function cardName(card: { brand: string; last4: string }): string {
  const brand = card.brand === 'amex' ? 'American Express' : card.brand.charAt(0).toUpperCase() + card.brand.slice(1);
  return `${brand} •••• ${card.last4}`;
}
