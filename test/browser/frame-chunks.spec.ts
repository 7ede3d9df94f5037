import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { CARDS, cardFrame, openCheckout, sandboxGet, typeCard, typeCardAndPay, waitForConfirms, waitForLogged } from './support/checkout.js';
import { createCustomer, customerPayment, saveCardOverHttp } from './support/customers.js';

/**
 * The card frame's confirm flow is a chunk of its own (src/frame/card/confirm-chunk.ts), loaded once the
 * fields are ready, so the page a checkout waits for is smaller. A chunk that cannot be loaded must not
 * strand the shopper: the confirm answers `error` (`network_error`) with the frame's network text, and
 * the next press of Pay loads it again and pays, once.
 *
 * The saved-cards view (src/frame/card/saved-cards/) is a chunk too, with its catalogue and stylesheet,
 * loaded before `ready` only for a session that offers saved cards (`needsSavedCardsView`): not for
 * every payment of a customer.
 */

const CONFIRM_CHUNK = '**/elements/v1/assets/confirm-chunk-*.js';

test('the confirm chunk loads after ready, not with the page', async ({ page, startCheckout }) => {
  const loaded: string[] = [];
  page.on('requestfinished', (request) => {
    if (/\/elements\/v1\/assets\/[^/]+\.js$/.test(request.url())) loaded.push(new URL(request.url()).pathname);
  });
  await startCheckout();
  await waitForLogged(page, 'svc-ready');
  await expect.poll(() => loaded.filter((path) => path.includes('/confirm-chunk-'))).toHaveLength(1);
  expect(loaded[0]).toMatch(/\/card-frame-[\w-]+\.js$/);
});

test('a confirm chunk that fails to load: error network_error, announced; the next Pay loads it and pays once', async ({ page, startCheckout }) => {
  let blocked = 0;
  await page.route(CONFIRM_CHUNK, (route) => {
    blocked += 1;
    return route.abort('connectionfailed');
  });
  const { frame, paymentId } = await startCheckout();
  await typeCard(page, frame, { number: CARDS.visa });
  await page.locator('#pay').click();

  const failed = await waitForLogged(page, 'svc-payment');
  expect(failed.detail.outcome).toBe('error');
  expect(failed.detail.error).toMatchObject({ code: 'network_error' });
  await expect(frame.getByText(/could not reach the payment service/i)).toBeVisible();
  expect(blocked).toBeGreaterThanOrEqual(1);

  await page.unroute(CONFIRM_CHUNK);
  await page.locator('#pay').click();
  const paid = await waitForLogged(page, 'svc-payment', { count: 2 });
  expect(paid.detail.outcome).toBe('completed');
  expect(paid.detail.payment).toMatchObject({ id: paymentId, status: 'completed' });
});

/** The paths of the frame's assets the page requests from now on (its subframes included). */
function recordAssets(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/elements/v1/assets/')) requested.push(pathname);
  });
  return requested;
}
/** The saved-cards chunk, its catalogue (`assets/saved-cards/<tag>.js`) and its stylesheet. */
const savedCardsAssets = (requested: readonly string[]) => requested.filter((path) => /\/assets\/saved-cards[-/]/.test(path));

test('a payment of a customer with the default savedCards loads no saved-cards chunk and pays with the card typed; one that lists the cards loads it once', async ({
  page,
  servers,
  hostPage,
  cspViolations,
}) => {
  const customer = await createCustomer(servers);
  await saveCardOverHttp(servers, customer, CARDS.visa);

  const plain = await customerPayment(servers, customer, {});
  const session = await sandboxGet(servers, `/v1/client_sessions/${plain.clientSecret.split('_secret_')[0]}`);
  expect(session).toMatchObject({ customer, savedCards: { list: false, save: 'off', remove: false } });
  let requested = recordAssets(page);
  await openCheckout(page, hostPage('checkout.html', { clientSecret: plain.clientSecret }));
  // Everything the frame loads by itself has come: the page's chunks, then the two loaded at ready.
  await expect.poll(() => requested.filter((path) => /\/(confirm-chunk|widgets)-[\w-]+\.js$/.test(path))).toHaveLength(2);
  expect(requested.some((path) => path.includes('/card-frame-'))).toBe(true);
  expect(savedCardsAssets(requested)).toEqual([]);
  const frame = cardFrame(page);
  await expect(frame.getByRole('radio')).toHaveCount(0);
  await expect(frame.getByRole('checkbox')).toHaveCount(0);
  await typeCardAndPay(page, frame, { number: CARDS.visa });
  const [paid] = await waitForConfirms(page);
  expect(paid!.outcome).toMatchObject({ outcome: 'completed', payment: { id: plain.paymentId }, cardUsed: { source: 'new', saved: false } });
  expect(savedCardsAssets(requested)).toEqual([]);

  const listing = await customerPayment(servers, customer, { list: true });
  requested = recordAssets(page);
  await openCheckout(page, hostPage('checkout.html', { clientSecret: listing.clientSecret }));
  // Before ready: the chunk, its English catalogue and its stylesheet, each once.
  const loaded = savedCardsAssets(requested);
  expect(loaded.filter((path) => /\/saved-cards-chunk-[\w-]+\.js$/.test(path))).toHaveLength(1);
  expect(loaded.filter((path) => path.endsWith('/saved-cards/en.js'))).toHaveLength(1);
  expect(loaded.filter((path) => /\/saved-cards-[\w-]+\.css$/.test(path))).toHaveLength(1);
  await expect(cardFrame(page).getByRole('radio', { name: /ending in 4242/ })).toBeChecked();
  expect(cspViolations).toEqual([]);
});
