import type { Page } from '@playwright/test';
import ar from '../../src/frame/card/messages/locales/ar.js';
import de from '../../src/frame/card/messages/locales/de.js';
import fr from '../../src/frame/card/messages/locales/fr.js';
import he from '../../src/frame/card/messages/locales/he.js';
import { expect, test } from './fixtures.js';
import { analyzeEveryFrame, violationsOf } from './support/axe.js';
import { CARDS, INPUT, cardFrame, cardFrameOf, openCheckout, recordRequests, typeInto } from './support/checkout.js';

/**
 * Languages (issue 12, item 5) in the browser: the card frame loads the one catalogue its locale needs
 * (a chunk of its own, no other language), shows its texts from the start, changes language after
 * typing without losing what was typed, and mirrors for Arabic and Hebrew with the card number and
 * expiry still left to right, axe clean. (The return page's catalogues are translated but not loaded yet.)
 */

/** The catalogues the page fetched from the card frame's assets/locales/, by name (`de`, `pt-br`). */
function cataloguesFetched(requests: { url: string }[]): string[] {
  return requests
    .map((request) => /\/elements\/v1\/assets\/locales\/([a-z0-9-]+)\.js$/.exec(request.url)?.[1])
    .filter((name): name is string => name !== undefined);
}

const frameLang = async (page: Page) =>
  (await cardFrameOf(page)).evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir }));

test('locale="de": the frame fetches the German catalogue alone and shows it from the start; switched to French after typing, it keeps the typed card', async ({
  page,
  hostPage,
  createPayment,
  cspViolations,
  consoleErrors,
}) => {
  const requests = recordRequests(page);
  const { clientSecret } = await createPayment();
  await openCheckout(page, hostPage('checkout.html', { clientSecret, query: { locale: 'de' } }));
  const frame = cardFrame(page);
  await expect(frame.getByLabel(de['label.number'])).toBeVisible();
  await expect(frame.locator(INPUT.expiry)).toHaveAttribute('placeholder', de['placeholder.expiry']);
  expect(await frameLang(page)).toEqual({ lang: 'de', dir: 'ltr' });
  expect(cataloguesFetched(requests)).toEqual(['de']);

  await typeInto(page, frame, 'number', CARDS.visa);
  await page.locator('svc-payment-element').evaluate((card: HTMLElementTagNameMap['svc-payment-element']) => (card.locale = 'fr-FR'));
  await expect(frame.getByLabel(fr['label.number'])).toBeVisible();
  expect(await frameLang(page)).toEqual({ lang: 'fr-FR', dir: 'ltr' });
  await expect(frame.locator(INPUT.number)).toHaveValue('4242 4242 4242 4242');
  expect(cataloguesFetched(requests)).toEqual(['de', 'fr']);
  expect(cspViolations).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

for (const [locale, catalogue] of [
  ['ar', ar],
  ['he', he],
] as const) {
  test(`locale="${locale}": the frame is right to left, the card number and expiry still left to right; axe finds nothing`, async ({
    page,
    hostPage,
    createPayment,
  }) => {
    const { clientSecret } = await createPayment();
    await openCheckout(page, hostPage('checkout.html', { clientSecret, query: { locale } }));
    const frame = cardFrame(page);
    await expect(frame.getByLabel(catalogue['label.number'])).toBeVisible();
    expect(await frameLang(page)).toEqual({ lang: locale, dir: 'rtl' });
    for (const field of ['number', 'expiry'] as const) {
      expect(await frame.locator(INPUT[field]).evaluate((input) => getComputedStyle(input).direction)).toBe('ltr');
    }
    await typeInto(page, frame, 'number', '4242');
    await frame.locator(INPUT.expiry).click();
    expect(violationsOf(await analyzeEveryFrame(page))).toEqual([]);
  });
}
