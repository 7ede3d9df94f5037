import { type MerchantAnswer, merchantAnswer, merchantCall } from '../../support/merchant-customers.js';
import type { Servers } from '../fixtures.js';

/**
 * Customers, saved cards and the sessions that use them (issue 14; contract: Customers, saved cards,
 * subscriptions and invoices), made over HTTP as a merchant's server makes them: the secret key for
 * customers, payments, sessions and off-session charges; the publishable key where a browser would act
 * (a card saved without a challenge is tokenized and confirmed as the card frame does it). The saved-cards
 * specs drive everything else through the element. The steps shared with the cross-engine suite live in
 * test/support/merchant-customers.ts (no Playwright there); the answers whatever their status, here.
 */

export {
  type SavedCardsOptions,
  createCustomer,
  customerPayment,
  saveCardOverHttp,
  savedCardsOf,
  setupSession,
} from '../../support/merchant-customers.js';

export type Answer<T = any> = MerchantAnswer<T>;

/** One call of the API with the secret key (or the key given); the answer whatever its status. */
export function api<T = any>(
  servers: Servers,
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  options: { body?: unknown; key?: string } = {},
): Promise<Answer<T>> {
  return merchantAnswer<T>(servers, method, path, options);
}

/** As `api`, expecting a 2xx answer; the body. */
export function apiOk<T = any>(
  servers: Servers,
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  options: { body?: unknown; key?: string } = {},
): Promise<T> {
  return merchantCall<T>(servers, method, path, options);
}

/** An off-session charge of a saved card (contract: Off-session charges): the answer, a 402 included. */
export function chargeOffSession(servers: Servers, customer: string, token: string, amount = 1500): Promise<Answer> {
  return api(servers, 'POST', '/v1/payments', { body: { amount, currency: 'EUR', customer, token, offSession: true, confirm: true } });
}
