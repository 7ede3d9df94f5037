import { expect, test } from './fixtures.js';
import { CARDS, typeCard, waitForLogged } from './support/checkout.js';

/**
 * The card frame's confirm flow is a chunk of its own (src/frame/card/confirm-chunk.ts), loaded once the
 * fields are ready, so the page a checkout waits for is smaller. A chunk that cannot be loaded must not
 * strand the shopper: the confirm answers `error` (`network_error`) with the frame's network text, and
 * the next press of Pay loads it again and pays, once.
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
