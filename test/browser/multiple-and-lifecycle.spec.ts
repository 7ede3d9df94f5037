import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import {
  CARDS,
  CARD_FRAME_PATH,
  INPUT,
  cardFrameOf,
  focusedField,
  futureExpiry,
  loggedEvents,
  sandboxGet,
  typeCard,
  typeCardAndPay,
  waitForLogged,
} from './support/checkout.js';

/**
 * Issue 4, "Tests": two elements on one page (each confirms its own payment, neither answers the
 * other's messages), the element inside nested shadow roots, and remove and re-add as frameworks do
 * (a fresh channel each time; quick mount/unmount cycles leave nothing behind).
 */

/** The nonce in the fragment of an element's iframe. */
function nonceOf(page: Page, selector: string): Promise<string | null> {
  return page
    .locator(`${selector} iframe`)
    .evaluate((iframe: HTMLIFrameElement) => new URLSearchParams(new URL(iframe.src).hash.slice(1)).get('nonce'));
}

/** The card frames attached to the page right now, wherever their iframes are. */
function liveCardFrames(page: Page, sandboxUrl: string) {
  return page.frames().filter((frame) => !frame.isDetached() && frame.url().startsWith(`${sandboxUrl}${CARD_FRAME_PATH}`));
}

test.describe('two elements on one page', () => {
  test('each element confirms its own payment, and confirming one leaves the other’s payment untouched', async ({
    page,
    servers,
    startTwoElementCheckout,
    cspViolations,
  }) => {
    const { a, b } = await startTwoElementCheckout({ a: { amount: 1100 }, b: { amount: 2200 } });
    await typeCard(page, a.frame, { number: CARDS.visa });
    await typeCard(page, b.frame, { number: CARDS.mastercard });

    await page.locator('#pay-a').click();
    const paidA = await waitForLogged(page, 'svc-payment', { element: 'card-a' });
    expect(paidA.detail).toMatchObject({ outcome: 'completed', payment: { id: a.paymentId } });
    expect(await loggedEvents(page, 'svc-payment', 'card-b')).toEqual([]);
    expect((await sandboxGet(servers, `/v1/payments/${b.paymentId}`)).status).toBe('requires_payment_method');

    await page.locator('#pay-b').click();
    const paidB = await waitForLogged(page, 'svc-payment', { element: 'card-b' });
    expect(paidB.detail).toMatchObject({ outcome: 'completed', payment: { id: b.paymentId } });
    expect(await loggedEvents(page, 'svc-payment')).toHaveLength(2);
    expect(await sandboxGet(servers, `/v1/payments/${a.paymentId}`)).toMatchObject({
      status: 'completed',
      paymentMethod: { card: { last4: '4242' } },
    });
    expect(await sandboxGet(servers, `/v1/payments/${b.paymentId}`)).toMatchObject({
      status: 'completed',
      paymentMethod: { card: { last4: '4444' } },
    });
    expect(cspViolations).toEqual([]);
  });

  test('typing in one element changes only that element’s state and events', async ({ page, startTwoElementCheckout, cspViolations }) => {
    const { a, b } = await startTwoElementCheckout();
    const changesOfB = (await loggedEvents(page, 'svc-change', 'card-b')).length;
    await typeCard(page, a.frame, { number: CARDS.visa });
    await expect.poll(async () => (await loggedEvents(page, 'svc-change', 'card-a')).at(-1)?.detail.complete).toBe(true);

    const newForB = (await loggedEvents(page, 'svc-change', 'card-b')).slice(changesOfB);
    expect(newForB.every((event) => event.detail.empty === true)).toBe(true);
    expect(await page.locator('#card-b').evaluate((element: any) => element.card)).toMatchObject({ empty: true, complete: false });
    await expect(b.frame.locator(INPUT.number)).toHaveValue('');
    expect((await loggedEvents(page, 'focus', 'card-b')).length).toBe(0);
    expect(cspViolations).toEqual([]);
  });

  test('each element has its own nonce and frame, and Enter in the second submits only the second form', async ({
    page,
    startTwoElementCheckout,
    cspViolations,
  }) => {
    const { b } = await startTwoElementCheckout();
    const nonceA = await nonceOf(page, '#card-a');
    const nonceB = await nonceOf(page, '#card-b');
    expect(nonceA).toMatch(/^[0-9a-f]{32}$/);
    expect(nonceB).toMatch(/^[0-9a-f]{32}$/);
    expect(nonceA).not.toBe(nonceB);
    expect(await cardFrameOf(page, '#card-a')).not.toBe(await cardFrameOf(page, '#card-b'));

    await typeCard(page, b.frame, { number: CARDS.visa });
    await page.keyboard.press('Enter');
    const paid = await waitForLogged(page, 'svc-payment', { element: 'card-b' });
    expect(paid.detail).toMatchObject({ outcome: 'completed', payment: { id: b.paymentId } });
    expect(await page.evaluate(() => window.svcTest.confirms.map((confirm) => confirm.element))).toEqual(['card-b']);
    expect(cspViolations).toEqual([]);
  });
});

test.describe('inside nested shadow roots', () => {
  test('the element two shadow roots deep loads, takes a typed card and completes the payment', async ({
    page,
    servers,
    startCheckout,
    cspViolations,
  }) => {
    const { paymentId, frame } = await startCheckout({ page: 'nested-shadow.html' });
    // Really two levels deep: document → #shop's shadow root → #checkout-panel's shadow root → the element.
    expect(
      await page.evaluate(() => {
        const panel = document.getElementById('shop')!.shadowRoot!.getElementById('checkout-panel')!;
        return panel.shadowRoot!.getElementById('card')?.tagName.toLowerCase() ?? null;
      }),
    ).toBe('svc-payment-element');
    expect(await page.evaluate(() => document.querySelector('svc-payment-element'))).toBeNull();

    await typeCardAndPay(page, frame, { number: CARDS.visa });
    const paid = await waitForLogged(page, 'svc-payment');
    expect(paid.detail).toMatchObject({ outcome: 'completed', payment: { id: paymentId } });
    expect((await sandboxGet(servers, `/v1/payments/${paymentId}`)).status).toBe('completed');
    expect(cspViolations).toEqual([]);
  });

  test('two shadow roots deep, the element belongs to its form and Enter in the frame submits it', async ({ page, startCheckout, cspViolations }) => {
    await startCheckout({ page: 'nested-shadow.html' });
    expect(await page.locator('#card').evaluate((element: any) => element.form?.id ?? null)).toBe('checkout');
    const frame = await cardFrameOf(page, '#card');
    await page.locator('#card').evaluate((element: HTMLElement) => element.focus());
    await expect.poll(() => focusedField(frame)).toBe('card-number');
    await page.keyboard.type(CARDS.visa);
    await page.keyboard.type(futureExpiry());
    await page.keyboard.type('123');
    await page.keyboard.press('Enter');
    expect((await waitForLogged(page, 'svc-payment')).detail.outcome).toBe('completed');
    expect(cspViolations).toEqual([]);
  });
});

test.describe('remove and re-add', () => {
  test('removed and re-added (as frameworks do), the element reconnects with a fresh nonce and still pays', async ({
    page,
    servers,
    startCheckout,
    cspViolations,
  }) => {
    const { paymentId, frame } = await startCheckout();
    const firstNonce = await nonceOf(page, '#card');

    await page.evaluate(async () => {
      const card = document.getElementById('card')!;
      const form = card.parentElement!;
      card.remove();
      await new Promise((resolve) => requestAnimationFrame(resolve));
      form.prepend(card);
    });
    await waitForLogged(page, 'svc-ready', { count: 2 });
    const secondNonce = await nonceOf(page, '#card');
    expect(secondNonce).toMatch(/^[0-9a-f]{32}$/);
    expect(secondNonce).not.toBe(firstNonce);
    expect(await page.locator('#card').evaluate((element) => element.shadowRoot!.querySelectorAll('iframe').length)).toBe(1);
    expect(liveCardFrames(page, servers.sandboxUrl)).toHaveLength(1);

    await typeCardAndPay(page, frame, { number: CARDS.visa });
    expect((await waitForLogged(page, 'svc-payment')).detail).toMatchObject({ outcome: 'completed', payment: { id: paymentId } });
    expect((await sandboxGet(servers, `/v1/payments/${paymentId}`)).status).toBe('completed');
    expect(cspViolations).toEqual([]);
  });

  test('removed and re-added in the same task (a framework’s synchronous move), the element reconnects and pays', async ({
    page,
    servers,
    startCheckout,
    cspViolations,
  }) => {
    const { paymentId, frame } = await startCheckout();
    await page.evaluate(() => {
      const card = document.getElementById('card')!;
      const wrapper = document.createElement('div');
      card.parentElement!.prepend(wrapper);
      wrapper.append(card); // disconnected and connected again in one go
    });
    await expect.poll(() => page.locator('#card').evaluate((element: any) => element.status)).toBe('ready');
    await typeCardAndPay(page, frame, { number: CARDS.visa });
    expect((await waitForLogged(page, 'svc-payment')).detail).toMatchObject({ outcome: 'completed', payment: { id: paymentId } });
    expect(liveCardFrames(page, servers.sandboxUrl)).toHaveLength(1);
    expect(cspViolations).toEqual([]);
  });

  test('20 quick mount/unmount cycles leave one iframe, no error, and an element that still pays', async ({
    page,
    servers,
    startCheckout,
    consoleErrors,
    cspViolations,
  }) => {
    const { paymentId, frame } = await startCheckout();
    await page.evaluate(async () => {
      const card = document.getElementById('card')!;
      const form = card.parentElement!;
      const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
      for (let cycle = 0; cycle < 20; cycle += 1) {
        card.remove();
        await tick();
        form.prepend(card);
        await tick();
      }
    });
    await expect.poll(() => page.locator('#card').evaluate((element: any) => element.status)).toBe('ready');

    expect(await page.locator('#card').evaluate((element) => element.shadowRoot!.querySelectorAll('iframe').length)).toBe(1);
    // (An iframe in a shadow tree is not in window.frames: count what the browser really holds.)
    expect(liveCardFrames(page, servers.sandboxUrl)).toHaveLength(1);
    expect(await loggedEvents(page, 'svc-loaderror')).toEqual([]);

    await typeCardAndPay(page, frame, { number: CARDS.visa });
    expect((await waitForLogged(page, 'svc-payment')).detail).toMatchObject({ outcome: 'completed', payment: { id: paymentId } });
    expect(await loggedEvents(page, 'svc-payment')).toHaveLength(1);
    expect(consoleErrors).toEqual([]);
    expect(cspViolations).toEqual([]);
  });

  test('removing the element while a confirm is in flight rejects confirm() with frame_disconnected', async ({
    page,
    startCheckout,
    cspViolations,
  }) => {
    const { frame } = await startCheckout();
    await typeCard(page, frame, { number: CARDS.visa });
    const result = await page.evaluate(async () => {
      const card = document.getElementById('card') as any;
      const pending = card.confirm();
      card.remove();
      try {
        return { resolved: await pending };
      } catch (error: any) {
        return { rejected: { name: error.name, code: error.code } };
      }
    });
    expect(result).toEqual({ rejected: { name: 'PaymentElementError', code: 'frame_disconnected' } });
    expect(cspViolations).toEqual([]);
  });
});
