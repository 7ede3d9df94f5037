import type { Servers } from '../fixtures.js';
import { futureExpiry } from './checkout.js';

/**
 * Customers, saved cards and the sessions that use them (issue 14; contract: Customers, saved cards,
 * subscriptions and invoices), made over HTTP as a merchant's server makes them: the secret key for
 * customers, payments, sessions and off-session charges; the publishable key where a browser would act
 * (a card saved without a challenge is tokenized and confirmed as the card frame does it). The saved-cards
 * specs drive everything else through the element.
 */

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

export async function createCustomer(servers: Servers): Promise<string> {
  return (await apiOk<{ id: string }>(servers, 'POST', '/v1/customers', { body: { email: 'ada@example.com', name: 'Ada Lovelace' } })).id;
}

export interface SavedCardsOptions {
  list?: boolean;
  save?: 'off' | 'optional' | 'always';
  remove?: boolean;
}

/** A setup session of the customer, as the merchant's server creates it; its client secret. */
export async function setupSession(servers: Servers, customer: string, savedCards?: SavedCardsOptions): Promise<string> {
  const session = await apiOk(servers, 'POST', '/v1/client_sessions', {
    body: { mode: 'setup', customer, returnUrl: `${servers.hostUrl}/return.html`, ...(savedCards ? { savedCards } : {}) },
  });
  return String(session.clientSecret);
}

/**
 * Saves `number` for the customer without a browser (a card that asks for no 3D Secure when saved):
 * tokenized with the publishable key, confirmed in a setup session. The saved card.
 */
export async function saveCardOverHttp(servers: Servers, customer: string, number: string): Promise<{ id: string; card: { last4: string } }> {
  const clientSecret = await setupSession(servers, customer);
  const expiry = futureExpiry();
  const token = await apiOk(servers, 'POST', '/v1/tokens', {
    key: servers.publishableKey,
    body: {
      card: { number, expMonth: Number(expiry.slice(0, 2)), expYear: 2000 + Number(expiry.slice(2)), cvc: number.startsWith('3') ? '1234' : '123' },
    },
  });
  const sessionId = clientSecret.split('_secret_')[0]!;
  const session = await apiOk(servers, 'POST', `/v1/client_sessions/${sessionId}/confirm`, {
    key: servers.publishableKey,
    body: { clientSecret, token: token.id },
  });
  if (session.status !== 'succeeded') throw new Error(`saving ${number} needs a browser: the setup session is ${session.status}`);
  return session.token;
}

/**
 * A payment of the customer (created with their id, so a session bound to it is bound to them too) and
 * a client session bound to it that lets the browser use their saved cards as `savedCards` says.
 */
export async function customerPayment(
  servers: Servers,
  customer: string,
  savedCards: SavedCardsOptions,
  amount = 2500,
): Promise<{ paymentId: string; clientSecret: string }> {
  const payment = await apiOk(servers, 'POST', '/v1/payments', {
    body: { amount, currency: 'EUR', customer, returnUrl: `${servers.hostUrl}/return.html` },
  });
  const session = await apiOk(servers, 'POST', '/v1/client_sessions', { body: { payment: payment.id, savedCards } });
  return { paymentId: String(payment.id), clientSecret: String(session.clientSecret) };
}

/** The customer's saved cards as the merchant's server reads them (`GET /v1/customers/{id}/tokens`). */
export async function savedCardsOf(
  servers: Servers,
  customer: string,
): Promise<{ id: string; card: { last4: string; brand: string }; networkToken: { last4: string } | null }[]> {
  return (await apiOk(servers, 'GET', `/v1/customers/${customer}/tokens?limit=100`)).data;
}

/** An off-session charge of a saved card (contract: Off-session charges): the answer, a 402 included. */
export function chargeOffSession(servers: Servers, customer: string, token: string, amount = 1500): Promise<Answer> {
  return api(servers, 'POST', '/v1/payments', { body: { amount, currency: 'EUR', customer, token, offSession: true, confirm: true } });
}
