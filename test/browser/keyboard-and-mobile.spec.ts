import { devices } from '@playwright/test';
import { expect, test } from './fixtures.js';
import {
  CARDS,
  ERROR,
  INPUT,
  VISA_FORMATTED,
  cardFrameOf,
  focusedField,
  futureExpiry,
  loggedConfirms,
  sandboxGet,
  waitForLogged,
} from './support/checkout.js';

/**
 * Issue 4, "Tests": keyboard-only checkout (Tab into the frame, through its fields and out to the
 * merchant's button; Enter in a field submits the merchant's form, which confirms) and a mobile
 * viewport with touch.
 */

test.describe('keyboard only', () => {
  test('Tab from the top of the page lands in the card number field', async ({ page, startCheckout, cspViolations }) => {
    await startCheckout();
    const frame = await cardFrameOf(page);
    await page.keyboard.press('Tab');
    await expect.poll(() => focusedField(frame)).toBe('card-number');
    expect(cspViolations).toEqual([]);
  });

  test('Tab runs number → expiry → CVC → the CVC hint → the merchant’s Pay button, and Shift+Tab goes back through the hint into the CVC', async ({
    page,
    startCheckout,
    cspViolations,
  }) => {
    const { frame: frameLocator } = await startCheckout();
    // The hint button comes with the widgets chunk, loaded after ready (src/frame/card/widgets/).
    await expect(frameLocator.locator('#cvc-hint-button')).toBeAttached();
    const frame = await cardFrameOf(page);
    const focusedId = () => frame.evaluate(() => (document.hasFocus() ? (document.activeElement?.id ?? null) : null));
    await page.keyboard.press('Tab');
    await expect.poll(() => focusedField(frame)).toBe('card-number');
    await page.keyboard.press('Tab');
    await expect.poll(() => focusedField(frame)).toBe('card-expiry');
    await page.keyboard.press('Tab');
    await expect.poll(() => focusedField(frame)).toBe('card-cvc');
    await page.keyboard.press('Tab');
    await expect.poll(focusedId).toBe('cvc-hint-button');
    await page.keyboard.press('Tab');
    await expect(page.locator('#pay')).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect.poll(focusedId).toBe('cvc-hint-button');
    await page.keyboard.press('Shift+Tab');
    await expect.poll(() => focusedField(frame)).toBe('card-cvc');
    expect(cspViolations).toEqual([]);
  });

  test('keyboard-only checkout: Tab in, type the card, Enter submits the merchant’s form, which confirms and completes', async ({
    page,
    servers,
    startCheckout,
    cspViolations,
  }) => {
    const { paymentId } = await startCheckout();
    const frame = await cardFrameOf(page);
    await page.keyboard.press('Tab');
    await expect.poll(() => focusedField(frame)).toBe('card-number');
    await page.keyboard.type(CARDS.visa);
    await expect.poll(() => focusedField(frame)).toBe('card-expiry');
    await page.keyboard.type(futureExpiry());
    await expect.poll(() => focusedField(frame)).toBe('card-cvc');
    await page.keyboard.type('123');
    await page.keyboard.press('Enter');

    const payment = await waitForLogged(page, 'svc-payment');
    expect(payment.detail.outcome).toBe('completed');
    expect(await page.evaluate(() => window.svcTest.submits)).toBe(1);
    expect((await sandboxGet(servers, `/v1/payments/${paymentId}`)).status).toBe('completed');
    expect(cspViolations).toEqual([]);
  });

  test('Enter in an incomplete card submits the merchant’s form, whose validation shows the frame’s errors instead of confirming', async ({
    page,
    startCheckout,
    cspViolations,
  }) => {
    const { frame: fields } = await startCheckout();
    const frame = await cardFrameOf(page);
    await page.keyboard.press('Tab');
    await expect.poll(() => focusedField(frame)).toBe('card-number');
    await page.keyboard.type('4242');
    await page.keyboard.press('Enter');
    await expect(fields.locator(ERROR.number)).toHaveText('Your card number is incomplete.');
    await expect(fields.locator(ERROR.expiry)).toBeVisible();
    await expect(fields.locator(ERROR.cvc)).toBeVisible();
    expect(await page.evaluate(() => window.svcTest.submits)).toBe(0);
    expect(await loggedConfirms(page)).toEqual([]);
    expect(cspViolations).toEqual([]);
  });

  test('element.focus() puts the caret in the card number field', async ({ page, startCheckout, cspViolations }) => {
    const { frame: fields } = await startCheckout();
    const frame = await cardFrameOf(page);
    await page.locator('#card').evaluate((element: HTMLElement) => element.focus());
    await expect.poll(() => focusedField(frame)).toBe('card-number');
    await page.keyboard.type('4242');
    await expect(fields.locator(INPUT.number)).toHaveValue('4242');
    expect(cspViolations).toEqual([]);
  });
});

// The device's browser type cannot be set inside a describe group; this file runs in Chromium anyway.
const { defaultBrowserType: _chromium, ...pixel7 } = devices['Pixel 7'];

test.describe('mobile (Pixel 7, touch)', () => {
  test.use(pixel7);

  test('tapping the fields, typing and tapping Pay completes the payment', async ({ page, servers, startCheckout, cspViolations }) => {
    const { paymentId, frame } = await startCheckout();
    expect(await page.evaluate(() => matchMedia('(pointer: coarse)').matches && navigator.maxTouchPoints > 0)).toBe(true);
    await frame.locator(INPUT.number).tap();
    await page.keyboard.type(CARDS.visa);
    await expect(frame.locator(INPUT.number)).toHaveValue(VISA_FORMATTED);
    await frame.locator(INPUT.expiry).tap();
    await page.keyboard.type(futureExpiry());
    await frame.locator(INPUT.cvc).tap();
    await page.keyboard.type('123');
    await page.locator('#pay').tap();

    const payment = await waitForLogged(page, 'svc-payment');
    expect(payment.detail.outcome).toBe('completed');
    expect((await sandboxGet(servers, `/v1/payments/${paymentId}`)).status).toBe('completed');
    expect(cspViolations).toEqual([]);
  });

  test('the card frame fits the phone’s width: no horizontal scrolling in the page or the frame', async ({ page, startCheckout, cspViolations }) => {
    await startCheckout();
    const viewport = page.viewportSize()!;
    const box = (await page.locator('#card iframe').boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    const frame = await cardFrameOf(page);
    expect(await frame.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(cspViolations).toEqual([]);
  });

  test('the iframe is as tall as the frame’s content, also once errors add lines (nothing scrolls or is cut off inside)', async ({
    page,
    startCheckout,
    cspViolations,
  }) => {
    const { frame: fields } = await startCheckout();
    const frame = await cardFrameOf(page);
    const fits = () => frame.evaluate(() => document.documentElement.scrollHeight <= window.innerHeight + 1);
    expect(await fits()).toBe(true);
    const heightBefore = (await page.locator('#card iframe').boundingBox())!.height;
    await page.locator('#pay').tap();
    await expect(fields.locator(ERROR.cvc)).toBeVisible();
    await expect.poll(async () => (await page.locator('#card iframe').boundingBox())!.height).toBeGreaterThan(heightBefore);
    await expect.poll(fits).toBe(true);
    expect(cspViolations).toEqual([]);
  });

  test('the card fields ask for the numeric keypad and carry the autofill hints', async ({ startCheckout, cspViolations }) => {
    const { frame } = await startCheckout();
    const expected = { number: 'cc-number', expiry: 'cc-exp', cvc: 'cc-csc' } as const;
    for (const [field, autocomplete] of Object.entries(expected) as [keyof typeof expected, string][]) {
      await expect(frame.locator(INPUT[field]), field).toHaveAttribute('inputmode', 'numeric');
      await expect(frame.locator(INPUT[field]), field).toHaveAttribute('autocomplete', autocomplete);
    }
    expect(cspViolations).toEqual([]);
  });
});
