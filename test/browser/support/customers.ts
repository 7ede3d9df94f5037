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

export interface Answer<T = any> {
  status: number;
  body: T;
}

/** One call of the API with the secret key (or the key given); the answer whatever its status. */
export async function api<T = any>(
  servers: Servers,
  method: string,
  path: string,
  options: { body?: unknown; key?: string } = {},
): Promise<Answer<T>> {
  const response = await fetch(new URL(path, servers.sandboxUrl), {
    method,
    headers: {
      authorization: `Bearer ${options.key ?? servers.secretKey}`,
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

/** As `api`, expecting a 2xx answer; the body. */
export async function apiOk<T = any>(servers: Servers, method: string, path: string, options: { body?: unknown; key?: string } = {}): Promise<T> {
  const answer = await api<T>(servers, method, path, options);
  if (answer.status >= 300) throw new Error(`${method} ${path} → ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

/** An off-session charge of a saved card (contract: Off-session charges): the answer, a 402 included. */
export function chargeOffSession(servers: Servers, customer: string, token: string, amount = 1500): Promise<Answer> {
  return api(servers, 'POST', '/v1/payments', { body: { amount, currency: 'EUR', customer, token, offSession: true, confirm: true } });
}
