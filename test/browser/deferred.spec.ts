import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import {
  CARDS,
  ERROR,
  cardFrame,
  loggedConfirms,
  loggedEvents,
  recordRequests,
  sandboxGet,
  typeCard,
  waitForConfirms,
  waitForLogged,
} from './support/checkout.js';

/**
 * Sessions in any order (issue 11, item 3): the element placed with `amount` and `currency` and no
 * client secret loads at once (deferred mode); `submit()` shows the card's errors and says whether it
 * is complete, before the merchant's server creates anything; `confirm({ clientSecret })` then
 * confirms the payment created on submit, and only a payment of exactly the amount and currency the
 * element shows (pages/deferred.html; its server is `createPaymentOnServer`, which the test provides).
 */

declare global {
  interface Window {
    createPaymentOnServer(): Promise<string>;
  }
}

const submitted = (page: Page) => page.evaluate(() => window.svcTest.submitted ?? []);

test.describe('deferred mode: the card first, the payment on submit', () => {
  test('loads without a client secret; submit() with an empty card shows its errors and nothing is created; a complete card is paid with the session created on submit', async ({
    page,
    hostPage,
    createPayment,
    servers,
    cspViolations,
    consoleErrors,
  }) => {
    const created: string[] = [];
    await page.exposeFunction('createPaymentOnServer', async () => {
      const payment = await createPayment({ amount: 2500, currency: 'EUR' });
      created.push(payment.paymentId);
      return payment.clientSecret;
    });
    await page.goto(hostPage('deferred.html'));
    await waitForLogged(page, 'svc-ready');
    expect(await page.locator('svc-payment-element').evaluate((card: HTMLElementTagNameMap['svc-payment-element']) => card.status)).toBe('ready');
    const frame = cardFrame(page);

    await page.locator('#pay').click();
    await expect.poll(() => submitted(page)).toHaveLength(1);
    expect((await submitted(page))[0]).toMatchObject({ complete: false, empty: true, error: { code: expect.any(String) } });
    await expect(frame.locator(ERROR.number)).toBeVisible();
    expect(created).toEqual([]);
    expect(await loggedConfirms(page)).toEqual([]);

    await typeCard(page, frame, { number: CARDS.visa });
    await page.locator('#pay').click();
    const [confirm] = await waitForConfirms(page);
    expect(created).toHaveLength(1);
    expect(confirm).toMatchObject({ state: 'resolved', outcome: { outcome: 'completed', payment: { id: created[0], status: 'completed' } } });
    expect((await submitted(page))[1]).toMatchObject({ complete: true, error: null });
    expect((await sandboxGet(servers, `/v1/payments/${created[0]}`)).status).toBe('completed');
    expect(await loggedEvents(page, 'svc-loaderror')).toEqual([]);
    expect(cspViolations).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test('a payment of another total is refused before anything is charged (amount_mismatch); the page shows the new total, and the same card pays it without retyping', async ({
    page,
    hostPage,
    createPayment,
    servers,
    consoleErrors,
  }) => {
    // The cart changed on the server: it creates 30.00 while the page still shows 25.00.
    const payment = await createPayment({ amount: 3000, currency: 'EUR' });
    await page.exposeFunction('createPaymentOnServer', () => Promise.resolve(payment.clientSecret));
    const requests = recordRequests(page);
    await page.goto(hostPage('deferred.html'));
    await waitForLogged(page, 'svc-ready');
    await typeCard(page, cardFrame(page), { number: CARDS.visa });
    await page.locator('#pay').click();
    const [refused] = await waitForConfirms(page);
    expect(refused).toMatchObject({ state: 'resolved', outcome: { outcome: 'invalid', error: { code: 'amount_mismatch' } } });
    expect(requests.filter((request) => request.url.endsWith('/v1/tokens') || request.url.endsWith('/confirm'))).toEqual([]);
    expect((await sandboxGet(servers, `/v1/payments/${payment.paymentId}`)).status).toBe('requires_payment_method');
    expect(consoleErrors.join('\n')).toContain('the payment is 3000 EUR, the element shows 2500 EUR');

    // The page shows the new total: the element keeps the card typed in.
    await page.locator('svc-payment-element').evaluate((card: HTMLElementTagNameMap['svc-payment-element']) => (card.amount = 3000));
    await page.locator('#pay').click();
    const [, paid] = await waitForConfirms(page, 2);
    expect(paid).toMatchObject({ state: 'resolved', outcome: { outcome: 'completed', payment: { id: payment.paymentId } } });
    expect((await sandboxGet(servers, `/v1/payments/${payment.paymentId}`)).status).toBe('completed');
  });

  test('confirm() needs a client secret; a key in its place, or one other than the element’s own, is refused before a byte is sent', async ({
    page,
    hostPage,
    createPayment,
    servers,
  }) => {
    await page.goto(hostPage('deferred.html'));
    await waitForLogged(page, 'svc-ready');
    const { clientSecret } = await createPayment();
    const requests = recordRequests(page);
    const codes = await page.locator('svc-payment-element').evaluate(
      async (card: HTMLElementTagNameMap['svc-payment-element'], [publishableKey, secret]) => {
        const codeOf = (promise: Promise<unknown>) =>
          promise.then(
            () => 'resolved',
            (error: unknown) => (error as { code: string }).code,
          );
        const missing = await codeOf(card.confirm());
        const key = await codeOf(card.confirm({ clientSecret: publishableKey }));
        card.clientSecret = secret;
        await card.updateComplete;
        const other = await codeOf(card.confirm({ clientSecret: `${secret.split('_secret_')[0]}_secret_other` }));
        return { missing, key, other };
      },
      [servers.publishableKey, clientSecret] as const,
    );
    expect(codes).toEqual({ missing: 'client_secret_missing', key: 'client_secret_invalid', other: 'client_secret_invalid' });
    expect(requests.filter((request) => request.url.endsWith('/v1/tokens') || request.url.endsWith('/confirm'))).toEqual([]);
  });

  test('an amount without a currency, or not whole minor units, fails to load with amount_invalid and loads once the total is right; digits given as a string (a framework setting the property) count', async ({
    page,
    hostPage,
    servers,
  }) => {
    await page.goto(hostPage('deferred.html'));
    await waitForLogged(page, 'svc-ready');
    const outcomes = await page.evaluate(
      async ([publishableKey, serviceUrl]) => {
        const next = (card: HTMLElement, type: string) =>
          new Promise<string>((resolve) =>
            card.addEventListener(type, (event) => resolve(type === 'svc-loaderror' ? (event as CustomEvent<{ code: string }>).detail.code : type), {
              once: true,
            }),
          );
        const place = (configure: (card: HTMLElementTagNameMap['svc-payment-element']) => void) => {
          const card = document.createElement('svc-payment-element');
          card.publishableKey = publishableKey;
          card.serviceUrl = serviceUrl;
          configure(card);
          const first = Promise.race([next(card, 'svc-loaderror'), next(card, 'svc-ready')]);
          document.body.append(card);
          return { card, first };
        };
        const noCurrency = place((card) => (card.amount = 2500));
        const fraction = place((card) => ((card.amount = 25.5), (card.currency = 'EUR')));
        const digits = place((card) => ((card.amount = '2500' as unknown as number), (card.currency = 'EUR')));
        const results = [await noCurrency.first, await fraction.first, await digits.first];
        // The total put right: the failed element loads.
        const recovered = next(noCurrency.card, 'svc-ready');
        noCurrency.card.currency = 'EUR';
        results.push(await recovered);
        return results;
      },
      [servers.publishableKey, servers.sandboxUrl] as const,
    );
    expect(outcomes).toEqual(['amount_invalid', 'amount_invalid', 'svc-ready', 'svc-ready']);
  });

  test('a ready element given a total that cannot be shown keeps the typed card; confirm() refuses it (amount_invalid), and pays once the total is right', async ({
    page,
    hostPage,
    createPayment,
  }) => {
    const payment = await createPayment({ amount: 2500, currency: 'EUR' });
    await page.exposeFunction('createPaymentOnServer', () => Promise.resolve(payment.clientSecret));
    await page.goto(hostPage('deferred.html'));
    await waitForLogged(page, 'svc-ready');
    await typeCard(page, cardFrame(page), { number: CARDS.visa });
    const card = page.locator('svc-payment-element');
    await card.evaluate((element: HTMLElementTagNameMap['svc-payment-element']) => (element.currency = 'euro'));
    await page.locator('#pay').click();
    const [refused] = await waitForConfirms(page);
    expect(refused).toMatchObject({ state: 'rejected', code: 'amount_invalid' });
    expect(await card.evaluate((element: HTMLElementTagNameMap['svc-payment-element']) => [element.status, element.card.complete])).toEqual([
      'ready',
      true,
    ]);
    await card.evaluate((element: HTMLElementTagNameMap['svc-payment-element']) => (element.currency = 'EUR'));
    await page.locator('#pay').click();
    const [, paid] = await waitForConfirms(page, 2);
    expect(paid).toMatchObject({ state: 'resolved', outcome: { outcome: 'completed', payment: { id: payment.paymentId } } });
  });
});
