import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { analyzeEveryFrame, violationsOf } from './support/axe.js';
import { futureExpiry } from './support/checkout.js';
import { apiOk, createCustomer, setupSession } from './support/customers.js';

/**
 * The return page in the shopper's language (issue 12, item 5): `<svc-payment-status>` shows English at
 * once and fetches its locale's catalogue from the service (the real sandbox, `/elements/v1/payment-
 * status/locales/<tag>.json`), under the host's strict CSP (pages/return.html, whose `connect-src` lists
 * the sandbox). An unknown locale stays English; a catalogue that cannot be had (the request fails) or
 * that fails the element's check (a broken or hostile answer) leaves English on screen and a console
 * warning, never an empty line, and a catalogue's text never becomes markup.
 */

const CATALOGUES = '**/elements/v1/payment-status/locales/*.json';

/** The return address of a new, unpaid payment: the page then says it was not completed, with its amount. */
async function openReturnPage(
  page: Page,
  createPayment: (fields?: { amount?: number; currency?: string }) => Promise<{ paymentId: string; clientSecret: string }>,
  locale: string,
  payment: { amount?: number; currency?: string } = {},
): Promise<void> {
  const { paymentId, clientSecret } = await createPayment({ amount: 1234, ...payment });
  await page.goto(`/return.html?${new URLSearchParams({ locale, payment_id: paymentId, client_secret: clientSecret })}`);
}

/** What the element shows: its words, and the `lang` and `dir` of its live region. */
const shown = (page: Page) =>
  page.locator('svc-payment-status').evaluate((element) => {
    const base = element.shadowRoot!.querySelector<HTMLElement>('[part="base"]')!;
    return { text: base.innerText.replace(/\s+/g, ' ').trim(), lang: base.lang, dir: base.dir, direction: getComputedStyle(base).direction };
  });

/** Intl's own writing of an amount of minor units, in the page: the element must write it the same. */
const intlAmount = (page: Page, locale: string, value: number, currency: string) =>
  page.evaluate(
    // Spaces as `shown` writes them (Intl puts no-break spaces between the number and the currency).
    ([tag, amount, code]) => new Intl.NumberFormat(tag, { style: 'currency', currency: code }).format(amount).replace(/\s+/g, ' '),
    [locale, value, currency] as const,
  );

function warnings(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') seen.push(message.text());
  });
  return seen;
}

test('locale="de": German, fetched from the service, with the amount as German writes it (JPY has no decimals)', async ({
  page,
  createPayment,
  servers,
  cspViolations,
  consoleErrors,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/payment-status/locales/')) requested.push(request.url());
  });
  await openReturnPage(page, createPayment, 'de', { amount: 1234, currency: 'JPY' });
  await expect(page.getByRole('status')).toContainText('Die Zahlung wurde nicht abgeschlossen. Sie können es erneut versuchen.');
  const yen = await intlAmount(page, 'de', 1234, 'JPY');
  expect(yen).toContain('1.234');
  expect(await shown(page)).toEqual({
    text: `Die Zahlung wurde nicht abgeschlossen. Sie können es erneut versuchen. Betrag: ${yen}`,
    lang: 'de',
    dir: 'ltr',
    direction: 'ltr',
  });
  expect(requested).toEqual([`${servers.sandboxUrl}/elements/v1/payment-status/locales/de.json`]);
  expect(consoleErrors).toEqual([]);
  expect(cspViolations).toEqual([]);
});

test('locale="pt-BR" finds pt-br, and KWD keeps its three decimals', async ({ page, createPayment, cspViolations }) => {
  await openReturnPage(page, createPayment, 'pt-BR', { amount: 12345, currency: 'KWD' });
  await expect(page.getByRole('status')).toContainText('Valor:');
  const dinars = await intlAmount(page, 'pt-BR', 12.345, 'KWD');
  expect(dinars).toContain('12,345');
  expect(await shown(page)).toMatchObject({ text: expect.stringContaining(`Valor: ${dinars}`), lang: 'pt-BR', dir: 'ltr' });
  expect(cspViolations).toEqual([]);
});

test('locale="ar": Arabic, right to left; axe finds nothing', async ({ page, createPayment, cspViolations, consoleErrors }) => {
  await openReturnPage(page, createPayment, 'ar', { amount: 1234, currency: 'EUR' });
  await expect.poll(async () => (await shown(page)).lang).toBe('ar');
  const view = await shown(page);
  expect(view).toMatchObject({ dir: 'rtl', direction: 'rtl' });
  expect(view.text).toMatch(/\p{Script=Arabic}/u);
  expect(view.text).not.toMatch(/payment|amount/i);
  expect(violationsOf(await analyzeEveryFrame(page))).toEqual([]);
  expect(consoleErrors).toEqual([]);
  expect(cspViolations).toEqual([]);
});

test('an unknown locale shows English and asks the service for nothing', async ({ page, createPayment, cspViolations, consoleErrors }) => {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/payment-status/locales/')) requested.push(request.url());
  });
  await openReturnPage(page, createPayment, 'xx-YY');
  await expect(page.getByRole('status')).toContainText('The payment was not completed. You can try again.');
  expect(await shown(page)).toMatchObject({ lang: 'en', dir: 'ltr' });
  expect(requested).toEqual([]);
  expect(consoleErrors).toEqual([]);
  expect(cspViolations).toEqual([]);
});

test('a catalogue that cannot be loaded leaves English, and says so in the console', async ({ page, createPayment, consoleErrors }) => {
  const seen = warnings(page);
  // The service's origin unreachable for the catalogue only: the payment is still read from the sandbox.
  await page.route(CATALOGUES, (route) => route.abort('connectionrefused'));
  await openReturnPage(page, createPayment, 'de');
  await expect.poll(() => seen.join('\n')).toContain('[svc-payment-status] the de texts are shown in English');
  await expect(page.getByRole('status')).toContainText('The payment was not completed. You can try again.');
  expect(await shown(page)).toMatchObject({ lang: 'en', dir: 'ltr' });
  // The failed request itself is the browser's own console error; the element adds none.
  expect(consoleErrors.filter((line) => !line.includes('net::ERR_CONNECTION_REFUSED'))).toEqual([]);
});

test('a service that does not serve the catalogue (404) leaves English', async ({ page, createPayment }) => {
  const seen = warnings(page);
  // A sandbox whose build has no such file answers exactly this (test/sandbox/status-catalogues.test.ts).
  await page.route(CATALOGUES, (route) =>
    route.fulfill({ status: 404, contentType: 'application/json', headers: { 'access-control-allow-origin': '*' }, body: '{"error":{}}' }),
  );
  await openReturnPage(page, createPayment, 'fr');
  await expect.poll(() => seen.join('\n')).toContain('answered 404');
  await expect(page.getByRole('status')).toContainText('The payment was not completed. You can try again.');
});

test('a broken or hostile catalogue is refused whole, and a text with markup stays text', async ({ page, createPayment }) => {
  const seen = warnings(page);
  // The sandbox's own answers, altered on the way: es loses a key, it a placeholder; de keeps every key, one text carrying markup.
  await page.route(CATALOGUES, async (route) => {
    const response = await route.fetch();
    const catalogue = (await response.json()) as Record<string, string>;
    const tag = /([\w-]+)\.json$/.exec(route.request().url())![1];
    if (tag === 'es') delete catalogue.notCompleted;
    if (tag === 'it') catalogue.amount = 'Importo';
    if (tag === 'de') catalogue.notCompleted = '<img src=x id=injected onerror="document.title=1">Nicht abgeschlossen.';
    await route.fulfill({ response, json: catalogue });
  });
  for (const [locale, reason] of [
    ['es', '"notCompleted" is missing'],
    ['it', '"amount" does not have the placeholders {amount}'],
  ] as const) {
    await openReturnPage(page, createPayment, locale);
    await expect.poll(() => seen.join('\n')).toContain(reason);
    await expect(page.getByRole('status')).toContainText('The payment was not completed. You can try again.');
  }
  await openReturnPage(page, createPayment, 'de');
  await expect(page.getByRole('status')).toContainText('<img src=x id=injected onerror="document.title=1">Nicht abgeschlossen.');
  expect(await page.locator('svc-payment-status').evaluate((element) => element.shadowRoot!.querySelectorAll('img').length)).toBe(0);
});

test('from the script-tag file: the catalogue loader is a checked chunk of the service, and the page shows German', async ({
  page,
  createPayment,
  servers,
  cspViolations,
  consoleErrors,
}) => {
  const { paymentId, clientSecret } = await createPayment({ amount: 1234 });
  await page.goto(`/return-script-tag.html?${new URLSearchParams({ payment_id: paymentId, client_secret: clientSecret })}`);
  await expect(page.getByRole('status')).toContainText('Die Zahlung wurde nicht abgeschlossen.');
  // Preloaded with its own sha384 before it ran (vite.elements.config.ts, the script-tag loader).
  const preload = await page.locator('link[rel="modulepreload"][href*="/chunks/catalogues-"]').evaluate((link: HTMLLinkElement) => ({
    href: link.href,
    integrity: link.integrity,
  }));
  expect(preload.href.startsWith(`${servers.sandboxUrl}/elements/kit/chunks/catalogues-`)).toBe(true);
  expect(preload.integrity).toMatch(/^sha384-[A-Za-z0-9+/]{64}$/);
  expect(consoleErrors).toEqual([]);
  expect(cspViolations).toEqual([]);
});

test('a setup return that cannot be read says so about the card in the locale’s words (de), not about a payment', async ({
  page,
  createPayment,
  cspViolations,
}) => {
  // A payment's client secret without a payment_id: read as a setup session, which it is not.
  const { clientSecret } = await createPayment();
  await page.goto(`/return.html?${new URLSearchParams({ locale: 'de', client_secret: clientSecret })}`);
  const text = 'Es konnte nicht geprüft werden, ob Ihre Karte gespeichert wurde.';
  await expect(page.getByRole('status')).toHaveText(text);
  expect(await shown(page)).toEqual({ text, lang: 'de', dir: 'ltr', direction: 'ltr' });
  expect(cspViolations).toEqual([]);
});

test.describe('a setup session’s return (no payment_id), right to left', () => {
  for (const [locale, text] of [
    ['he', 'כרטיס ה-Visa המסתיים ב-4242 נשמר.'],
    ['ar', 'تم حفظ بطاقة Visa المنتهية بالأرقام 4242.'],
  ] as const) {
    test(`locale="${locale}": the saved card in its words, right to left, no amount line; axe clean`, async ({ page, servers, cspViolations }) => {
      const customer = await createCustomer(servers);
      const clientSecret = await setupSession(servers, customer);
      const expiry = futureExpiry();
      const token = await apiOk(servers, 'POST', '/v1/tokens', {
        key: servers.publishableKey,
        body: { card: { number: '4242424242424242', expMonth: Number(expiry.slice(0, 2)), expYear: 2000 + Number(expiry.slice(2)), cvc: '123' } },
      });
      const session = await apiOk(servers, 'POST', `/v1/client_sessions/${clientSecret.split('_secret_')[0]}/confirm`, {
        key: servers.publishableKey,
        body: { clientSecret, token: token.id },
      });
      expect(session.status).toBe('succeeded');
      await page.goto(`/return.html?${new URLSearchParams({ locale, client_secret: clientSecret, redirect_status: 'completed' })}`);
      await expect(page.getByRole('status')).toContainText(text);
      expect(await shown(page)).toEqual({ text, lang: locale, dir: 'rtl', direction: 'rtl' });
      expect(violationsOf(await analyzeEveryFrame(page))).toEqual([]);
      expect(cspViolations).toEqual([]);
    });
  }
});
