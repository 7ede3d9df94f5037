/**
 * Customers, saved cards and the client sessions that use them (issue 14; contract: Customers, saved
 * cards, subscriptions and invoices), made over HTTP as a merchant's server makes them, for any test
 * runner (no Playwright, no Vitest: the cross-engine suite, test/engines/, uses it under Vitest). The
 * secret key for customers, payments and sessions; the publishable key where a browser would act (a card
 * saved without a challenge is tokenized and confirmed as the card frame does it). The Chromium specs
 * take them through test/browser/support/customers.ts.
 */

import { futureExpiryYear } from './cards.js';

/** Where the sandbox is, where the merchant's pages are, and the account's keys. */
export interface MerchantServers {
  /** `http://localhost:<port>`: the API. */
  sandboxUrl: string;
  /** `http://127.0.0.1:<port>`: the merchant's pages (sessions return to its return.html). */
  hostUrl: string;
  secretKey: string;
  publishableKey: string;
}

export interface SavedCardsOptions {
  list?: boolean;
  save?: 'off' | 'optional' | 'always';
  remove?: boolean;
}

export interface SavedCard {
  id: string;
  card: { brand: string; last4: string };
  networkToken: { last4: string } | null;
}

/** An answer of the API: its status and its JSON body. */
export interface MerchantAnswer<T> {
  status: number;
  body: T;
}

/** One call of the API with the secret key (or the key given); the answer whatever its status. */
export async function merchantAnswer<T = Record<string, unknown>>(
  servers: MerchantServers,
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  options: { body?: unknown; key?: string } = {},
): Promise<MerchantAnswer<T>> {
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

/** As `merchantAnswer`, expecting a 2xx answer: its body. */
export async function merchantCall<T = Record<string, unknown>>(
  servers: MerchantServers,
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  options: { body?: unknown; key?: string } = {},
): Promise<T> {
  const answer = await merchantAnswer<T>(servers, method, path, options);
  if (answer.status < 200 || answer.status >= 300) throw new Error(`${method} ${path} → ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

/** `POST /v1/customers`; the customer's id. */
export async function createCustomer(servers: MerchantServers): Promise<string> {
  return (await merchantCall<{ id: string }>(servers, 'POST', '/v1/customers', { body: { email: 'ada@example.com', name: 'Ada Lovelace' } })).id;
}

/** A setup session of the customer (`mode: "setup"`), returning to the host's return.html; its client secret. */
export async function setupSession(servers: MerchantServers, customer: string, savedCards?: SavedCardsOptions): Promise<string> {
  const session = await merchantCall<{ clientSecret: string }>(servers, 'POST', '/v1/client_sessions', {
    body: { mode: 'setup', customer, returnUrl: `${servers.hostUrl}/return.html`, ...(savedCards ? { savedCards } : {}) },
  });
  return session.clientSecret;
}

/**
 * Saves `number` for the customer without a browser (a card that asks for no 3-D Secure when saved):
 * tokenized with the publishable key, confirmed in a setup session. The saved card.
 */
export async function saveCardOverHttp(servers: MerchantServers, customer: string, number: string): Promise<SavedCard> {
  const clientSecret = await setupSession(servers, customer);
  const token = await merchantCall<{ id: string }>(servers, 'POST', '/v1/tokens', {
    key: servers.publishableKey,
    body: { card: { number, expMonth: 12, expYear: futureExpiryYear(), cvc: number.startsWith('3') ? '1234' : '123' } },
  });
  const sessionId = clientSecret.split('_secret_')[0]!;
  const session = await merchantCall<{ status: string; token: SavedCard }>(servers, 'POST', `/v1/client_sessions/${sessionId}/confirm`, {
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
  servers: MerchantServers,
  customer: string,
  savedCards: SavedCardsOptions,
  amount = 2500,
): Promise<{ paymentId: string; clientSecret: string }> {
  const payment = await merchantCall<{ id: string }>(servers, 'POST', '/v1/payments', {
    body: { amount, currency: 'EUR', customer, returnUrl: `${servers.hostUrl}/return.html` },
  });
  const session = await merchantCall<{ clientSecret: string }>(servers, 'POST', '/v1/client_sessions', { body: { payment: payment.id, savedCards } });
  return { paymentId: payment.id, clientSecret: session.clientSecret };
}

/** The customer's saved cards as the merchant's server reads them (`GET /v1/customers/{id}/tokens`), newest first. */
export async function savedCardsOf(servers: MerchantServers, customer: string): Promise<SavedCard[]> {
  return (await merchantCall<{ data: SavedCard[] }>(servers, 'GET', `/v1/customers/${customer}/tokens?limit=100`)).data;
}
