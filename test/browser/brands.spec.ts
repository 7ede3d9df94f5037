import type { Frame, FrameLocator } from '@playwright/test';
import de from '../../src/frame/card/messages/locales/de.js';
import en from '../../src/frame/card/messages/locales/en.js';
import { expect, test } from './fixtures.js';
import { analyzeEveryFrame, violationsOf } from './support/axe.js';
import { CARDS, INPUT, cardFrameOf, futureExpiry, loggedConfirms, sandboxGet, typeInto, waitForLogged } from './support/checkout.js';

/**
 * Brand logos, the accepted-brands row, the CVC hint and the co-badge brand menu (issue 12, items 3
 * and 6), drawn by the card frame's lazy widgets chunk: a logo as soon as the brand is known, the
 * menu operable by keyboard alone with the picked network reaching the sandbox, the merchant's
 * preferred network preselected, and both popovers inside the frame on a 320-pixel phone.
 */

const CO_BADGED = '4013000000000007';
const menuButton = (frame: FrameLocator) => frame.locator('#brand-switch');
const menu = (frame: FrameLocator) => frame.locator('#brand-menu');
const hint = (frame: FrameLocator) => frame.locator('#cvc-hint');

/** The focused element of the card frame: its id, or its brand for an option of the menu. */
const focused = (frame: Frame) =>
  frame.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return element?.dataset.brand ?? element?.id ?? null;
  });

/** Whether `selector`'s box lies wholly inside the frame's viewport (the iframe as the host sized it). */
async function insideFrame(frame: Frame, selector: string) {
  return frame.evaluate((selector) => {
    const box = document.querySelector(selector)!.getBoundingClientRect();
    const { innerWidth, innerHeight } = window;
    return {
      box: [box.left, box.top, box.right, box.bottom].map(Math.round),
      inside: box.left >= 0 && box.top >= 0 && box.right <= innerWidth && box.bottom <= innerHeight,
    };
  }, selector);
}

test('the brand logo shows as soon as the brand is known: Visa, then American Express, the name kept for screen readers', async ({
  page,
  startCheckout,
  cspViolations,
}) => {
  const { frame } = await startCheckout();
  await expect(frame.locator('.brand-logo svg')).toHaveAttribute('data-logo', 'card');
  await typeInto(page, frame, 'number', '42');
  await expect(frame.locator('.brand-logo svg')).toHaveAttribute('data-logo', 'visa');
  await expect(frame.locator('#card-brand')).toHaveText('Visa');
  await expect(frame.locator(INPUT.number)).toHaveAttribute('aria-describedby', /card-brand/);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('37');
  await expect(frame.locator('.brand-logo svg')).toHaveAttribute('data-logo', 'amex');
  await expect(frame.locator('#card-brand')).toHaveText('American Express');
  expect(cspViolations).toEqual([]);
});

test('the accepted-brands row: one logo per brand the merchant lists, named in the shopper’s language', async ({ page, startCheckout }) => {
  const { frame } = await startCheckout({ query: { accepted: 'visa,mastercard,amex,cartes_bancaires', locale: 'de' } });
  const row = frame.locator('.accepted-brands');
  await expect(row).toBeVisible();
  await expect(row.locator('svg')).toHaveCount(4);
  expect(await row.locator('svg').evaluateAll((logos) => logos.map((logo) => logo.getAttribute('data-logo')))).toEqual([
    'visa',
    'mastercard',
    'amex',
    'cartes_bancaires',
  ]);
  await expect(row).toHaveAttribute('role', 'img');
  await expect(row).toHaveAttribute('aria-label', `${de['brand.accepted']}: Visa, Mastercard, American Express, Cartes Bancaires`);
  // The row sits in the label's line: the form is as tall as without it.
  const frameHeight = () => page.locator('svc-payment-element iframe').evaluate((iframe) => iframe.getBoundingClientRect().height);
  const height = await frameHeight();
  const plain = await startCheckout({ query: { locale: 'de' } });
  await expect(plain.frame.locator('.brand-logo svg')).toBeVisible();
  expect(await frameHeight()).toBe(height);
});

test('the CVC hint: a button beside the CVC opens a tooltip saying where the code is, by brand; Escape closes it and focus returns', async ({
  page,
  startCheckout,
  cspViolations,
}) => {
  const { frame } = await startCheckout();
  const button = frame.locator('#cvc-hint-button');
  await expect(button).toHaveAccessibleName(en['hint.cvc']);
  await button.click();
  await expect(hint(frame)).toBeVisible();
  await expect(hint(frame)).toHaveText(en['hint.cvc.back']);
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(frame.locator('#announcer')).toContainText(en['hint.cvc.back']);
  await page.keyboard.press('Escape');
  await expect(hint(frame)).toBeHidden();
  expect(await focused(await cardFrameOf(page))).toBe('cvc-hint-button');
  await expect(button).toHaveAttribute('aria-expanded', 'false');

  await typeInto(page, frame, 'number', CARDS.amex);
  await button.click();
  await expect(hint(frame)).toHaveText(en['hint.cvc.front']);
  // A press elsewhere closes it.
  await frame.locator(INPUT.expiry).click();
  await expect(hint(frame)).toBeHidden();
  expect(cspViolations).toEqual([]);
});

test('a co-badged card (4013 0000 0000 0007), by keyboard alone: the brand menu opens, Cartes Bancaires is picked, and the payment carries it', async ({
  page,
  servers,
  startCheckout,
  cspViolations,
}) => {
  const { frame, paymentId } = await startCheckout();
  const frameHandle = await cardFrameOf(page);
  await typeInto(page, frame, 'number', CO_BADGED);
  await expect(menuButton(frame)).toBeVisible();
  await expect(menuButton(frame)).toHaveAttribute('aria-haspopup', 'listbox');
  await expect(menuButton(frame)).toHaveAccessibleName(`${en['brand.legend']}: Visa`);
  await expect(frame.locator('#card-brand')).toHaveText('Visa');

  // A complete number moves focus on to the expiry; the brand menu's button sits between the two, so
  // Shift+Tab reaches it. Enter opens it on the chosen network.
  expect(await focused(frameHandle)).toBe('card-expiry');
  await page.keyboard.press('Shift+Tab');
  expect(await focused(frameHandle)).toBe('brand-switch');
  await page.keyboard.press('Enter');
  await expect(menu(frame)).toBeVisible();
  await expect(menu(frame)).toHaveAttribute('role', 'listbox');
  const options = menu(frame).getByRole('option');
  await expect(options).toHaveCount(2);
  await expect(options.nth(0)).toHaveAccessibleName('Visa');
  await expect(options.nth(1)).toHaveAccessibleName('Cartes Bancaires');
  await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'false');
  expect(await focused(frameHandle)).toBe('visa');
  expect(violationsOf(await analyzeEveryFrame(page))).toEqual([]);

  await page.keyboard.press('ArrowDown');
  expect(await focused(frameHandle)).toBe('cartes_bancaires');
  await page.keyboard.press('Enter');
  await expect(menu(frame)).toBeHidden();
  expect(await focused(frameHandle)).toBe('brand-switch');
  await expect(menuButton(frame)).toHaveAccessibleName(`${en['brand.legend']}: Cartes Bancaires`);
  await expect(frame.locator('#card-brand')).toHaveText('Cartes Bancaires');
  await expect(frame.locator('#brand-switch svg')).toHaveAttribute('data-logo', 'cartes_bancaires');
  // Enter in the menu picked, and did not submit the merchant's form.
  expect(await loggedConfirms(page)).toEqual([]);

  await typeInto(page, frame, 'expiry', futureExpiry());
  await typeInto(page, frame, 'cvc', '123');
  await page.locator('#pay').click();
  const payment = await waitForLogged(page, 'svc-payment');
  expect(payment.detail.outcome).toBe('completed');
  const stored = await sandboxGet(servers, `/v1/payments/${paymentId}`);
  expect(stored.paymentMethod?.card).toMatchObject({ brand: 'cartes_bancaires', last4: '0007' });
  expect(cspViolations).toEqual([]);
});

test('preferredNetwork: the merchant’s preferred network is preselected, and the shopper can still pick the other', async ({
  page,
  startCheckout,
}) => {
  const { frame } = await startCheckout({ query: { preferred: 'cartes_bancaires' } });
  await typeInto(page, frame, 'number', CO_BADGED);
  await expect(menuButton(frame)).toHaveAccessibleName(`${en['brand.legend']}: Cartes Bancaires`);
  await menuButton(frame).click();
  await menu(frame).getByRole('option', { name: 'Visa' }).click();
  await expect(menuButton(frame)).toHaveAccessibleName(`${en['brand.legend']}: Visa`);
  // A plain Visa has one network: no menu, its logo.
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(CARDS.visa);
  await expect(menuButton(frame)).toBeHidden();
  await expect(frame.locator('.brand-logo svg')).toHaveAttribute('data-logo', 'visa');
});

for (const locale of ['en', 'ar']) {
  test(`at a 320-pixel-wide viewport (${locale}), the brand menu and the CVC hint stay inside the frame; axe finds nothing`, async ({
    page,
    startCheckout,
  }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    const { frame } = await startCheckout({ query: { locale } });
    const frameHandle = await cardFrameOf(page);
    await typeInto(page, frame, 'number', CO_BADGED);
    await menuButton(frame).click();
    await expect(menu(frame)).toBeVisible();
    await expect.poll(() => insideFrame(frameHandle, '#brand-menu')).toMatchObject({ inside: true });
    expect(violationsOf(await analyzeEveryFrame(page))).toEqual([]);
    await page.keyboard.press('Escape');

    await frame.locator('#cvc-hint-button').click();
    await expect(hint(frame)).toBeVisible();
    await expect.poll(() => insideFrame(frameHandle, '#cvc-hint')).toMatchObject({ inside: true });
    expect(violationsOf(await analyzeEveryFrame(page))).toEqual([]);
  });
}
