/**
 * The demo shop's subscription endpoints as its pages call them (trial.html, subscription.html,
 * authenticate.html), and how the pages write amounts and dates. Everything here is the shop's own API
 * (demo/merchant/subscriptions.ts): the pages never talk to the payments service about subscriptions,
 * only the card element does, about the card.
 */
import type { OffSessionChargeView, SubscriptionView } from '../merchant/views.js';

export type { OffSessionChargeView, SubscriptionView };

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
