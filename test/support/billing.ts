import { expect } from 'vitest';
import type { ApiResult, TestSandbox } from './sandbox.js';
import { type Keys, saveCard } from './saved-cards.js';

/**
 * Subscriptions, invoices and usage on a real sandbox over real HTTP (contract: Customers, saved
 * cards, subscriptions and invoices): the steps the billing tests share, each expecting its answer.
 */

export const DAY = 24 * 60 * 60;

/** A product and a recurring price of it (`POST /v1/products`, `POST /v1/prices`); 1500 EUR a month unless told. */
export async function recurringPrice(t: TestSandbox, keys: Keys, recurring: Record<string, unknown> = { interval: 'month' }, unitAmount = 1500) {
  const product = await t.api('POST', '/v1/products', { key: keys.secretKey, body: { name: 'Plan' } });
  expect(product.status, JSON.stringify(product.body)).toBe(201);
  const price = await t.api('POST', '/v1/prices', {
    key: keys.secretKey,
    body: { product: product.body.id, unitAmount, currency: 'EUR', recurring },
  });
  expect(price.status, JSON.stringify(price.body)).toBe(201);
  return price.body;
}

/** A customer with `number` saved (through a setup session) and made its `defaultToken`. */
export async function customerWithCard(t: TestSandbox, keys: Keys, number = '4242424242424242') {
  const saved = await saveCard(t, keys, number);
  const updated = await t.api('POST', `/v1/customers/${saved.customer}`, { key: keys.secretKey, body: { defaultToken: saved.token.id } });
  expect(updated.status, JSON.stringify(updated.body)).toBe(200);
  return { customer: saved.customer as string, token: saved.token.id as string };
}

/** `POST /v1/subscriptions`; expects 201. */
export async function subscribe(t: TestSandbox, keys: Keys, body: Record<string, unknown>) {
  const created = await t.api('POST', '/v1/subscriptions', { key: keys.secretKey, body });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body;
}

/** Reads one object (`GET <path>`); expects 200. */
export async function read(t: TestSandbox, keys: Keys, path: string) {
  const found = await t.api('GET', path, { key: keys.secretKey });
  expect(found.status, JSON.stringify(found.body)).toBe(200);
  return found.body;
}

/** Every item of a list, following `page.next_cursor` (newest first). */
export async function listAll(t: TestSandbox, keys: Keys, path: string): Promise<any[]> {
  const items: any[] = [];
  let cursor: string | null = null;
  for (;;) {
    const separator = path.includes('?') ? '&' : '?';
    const page: ApiResult = await t.api('GET', `${path}${separator}limit=100${cursor ? `&starting_after=${cursor}` : ''}`, { key: keys.secretKey });
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    items.push(...page.body.data);
    if (!page.body.page.has_more) return items;
    cursor = page.body.page.next_cursor;
  }
}

/** The account's events about `objectId`, oldest first, as `type` or `[type, data]` pairs. */
export async function eventsAbout(t: TestSandbox, keys: Keys, objectId: string): Promise<any[]> {
  const events = await listAll(t, keys, '/v1/events');
  return events.filter((event) => event.data.id === objectId).reverse();
}

/** Types of the account's events about `objectId`, oldest first. */
export async function eventTypesAbout(t: TestSandbox, keys: Keys, objectId: string): Promise<string[]> {
  return (await eventsAbout(t, keys, objectId)).map((event) => event.type as string);
}

/** The sandbox time, in ms. */
export async function sandboxNow(t: TestSandbox): Promise<number> {
  const clock = await t.api('GET', '/_sandbox/clock', { key: null });
  return Date.parse(clock.body.now);
}

/** The invoices of a subscription, oldest first. */
export async function invoicesOf(t: TestSandbox, keys: Keys, subscriptionId: string): Promise<any[]> {
  return (await listAll(t, keys, `/v1/invoices?subscription=${subscriptionId}`)).reverse();
}
