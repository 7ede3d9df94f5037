import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { CARDS, loggedConfirms, recordRequests, sandboxGet, typeCard, typeCardAndPay, waitForConfirms, waitForLogged } from './support/checkout.js';

/**
 * Below the floor (docs/browsers.md, issue 10): Chromium with features taken away before any script
 * of the page runs, as an older engine lacks them (WPE WebKit 2.38 has no ElementInternals, no
 * constructed stylesheets and no custom states; Firefox before 98 no <dialog>). Where a feature is
 * optional the checkout still completes through `confirm()`; where the kit cannot run, the element
 * fires `svc-loaderror` `browser_unsupported` and draws nothing. Every page is the host's strict-CSP
 * page (pages/checkout.html, pages/return.html).
 */

/**
 * Removes features (`HTMLElement.prototype.attachInternals`, `MessageChannel`, …, each a path from
 * the global object) from every document of the page before its scripts run. A feature that cannot be
 * removed fails the test through the uncaught error, rather than letting it prove nothing.
 */
async function withoutFeatures(page: Page, paths: readonly string[]): Promise<void> {
  await page.addInitScript((features: readonly string[]) => {
    for (const path of features) {
      const names = path.split('.');
      const name = names.pop()!;
      const owner = names.reduce<any>((object, key) => object?.[key], globalThis);
      if (owner === undefined || !Reflect.deleteProperty(owner, name) || name in owner) throw new Error(`could not remove ${path}`);
    }
  }, paths);
}

/** Answers the sandbox bank's challenge (in the 3DS container, in the element's dialog) like a shopper with a mouse. */
async function answerChallenge(page: Page, code: string): Promise<void> {
  const acs = page.frameLocator('svc-payment-element dialog iframe').frameLocator('iframe');
  await acs.getByLabel('Verification code').fill(code);
  await acs.getByRole('button', { name: 'Submit' }).click();
}

/** What the card element's form association answers with, read in the page. */
function formView(page: Page) {
  return page.locator('#card').evaluate((element: any) => ({
    form: element.form?.id ?? null,
    willValidate: element.willValidate,
    checkValidity: element.checkValidity(),
    valid: element.validity.valid,
    validationMessage: element.validationMessage,
  }));
}

const NOT_ASSOCIATED = { form: null, willValidate: false, checkValidity: true, valid: true, validationMessage: '' };

test.describe('optional features: the checkout completes without them', () => {
  const ENGINES = [
    { lacks: 'attachInternals (Safari before 16.4)', remove: ['HTMLElement.prototype.attachInternals'], form: NOT_ASSOCIATED },
    { lacks: 'form association (Firefox 93 to 97)', remove: ['ElementInternals.prototype.setValidity'], form: NOT_ASSOCIATED },
    {
      lacks: 'custom states (Safari before 17.4)',
      remove: ['ElementInternals.prototype.states'],
      form: { form: 'checkout', willValidate: true, checkValidity: false, valid: false, validationMessage: 'Enter your card details.' },
    },
  ];
  for (const engine of ENGINES) {
    test(`without ${engine.lacks}: the element becomes ready, and 4242 4242 4242 4242 pays by Enter in a field, through confirm()`, async ({
      page,
      servers,
      startCheckout,
      cspViolations,
      consoleErrors,
    }) => {
      await withoutFeatures(page, engine.remove);
      const { paymentId, frame } = await startCheckout();
      expect(await formView(page)).toEqual(engine.form);
      // Without form association the element is outside the form's validation, and Enter still submits the form around it.
      await typeCard(page, frame, { number: CARDS.visa });
      await page.keyboard.press('Enter');
      const [confirm] = await waitForConfirms(page);
      expect(confirm).toMatchObject({ state: 'resolved', outcome: { outcome: 'completed', payment: { id: paymentId, status: 'completed' } } });
      expect((await sandboxGet(servers, `/v1/payments/${paymentId}`)).status).toBe('completed');
      expect(consoleErrors).toEqual([]);
      expect(cspViolations).toEqual([]);
    });
  }

  test('without attachInternals: a redirect checkout returns to a status page that shows the payment completed', async ({
    page,
    servers,
    startCheckout,
    cspViolations,
  }) => {
    await withoutFeatures(page, ['HTMLElement.prototype.attachInternals']);
    const { paymentId, frame } = await startCheckout({ payment: { returnUrl: new URL('/return.html', servers.hostUrl).href } });
    await typeCardAndPay(page, frame, { number: CARDS.threeDSRedirect });
    await page.waitForURL((url) => url.pathname === '/3ds/v1/redirect');
    await page.getByLabel('Verification code').fill('123456');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL((url) => url.pathname === '/return.html');
    await expect(page.getByRole('status')).toContainText('Payment completed.');
    expect(await page.evaluate(() => location.search)).toBe(`?payment_id=${paymentId}`);
    expect(cspViolations).toEqual([]);
  });
});

test.describe('without constructable stylesheets (Safari before 16.4)', () => {
  const NONCE = 'bm9uY2UtZm9yLXRoZS10ZXN0';
  const STYLESHEETS = ['Document.prototype.adoptedStyleSheets', 'ShadowRoot.prototype.adoptedStyleSheets'];

  /** The card element's styles at work or not: the host a block, the frame as wide as the form, without the browser's default border. */
  function frameLook(page: Page) {
    return page.locator('#card').evaluate((element: HTMLElement) => {
      const iframe = element.shadowRoot!.querySelector('iframe')!;
      return {
        styleElements: element.shadowRoot!.querySelectorAll('style').length,
        adopted: element.shadowRoot!.adoptedStyleSheets,
        display: getComputedStyle(element).display,
        border: getComputedStyle(iframe).borderTopWidth,
        fullWidth: Math.round(iframe.getBoundingClientRect().width) === Math.round(element.closest('form')!.getBoundingClientRect().width),
      };
    });
  }

  test('with window.litNonce and that nonce in style-src, the element and its 3-D Secure dialog are styled, with no violation, and a challenge completes', async ({
    page,
    startCheckout,
    cspViolations,
    consoleErrors,
  }) => {
    await withoutFeatures(page, STYLESHEETS);
    // As the merchant's own nonce'd script would, before the kit loads.
    await page.addInitScript((nonce) => Object.assign(window, { litNonce: nonce }), NONCE);
    const { paymentId, frame } = await startCheckout({ query: { 'style-nonce': NONCE } });
    // Lit drew a <style> element (no adopted sheets: else this test proves nothing), and it applies.
    expect(await frameLook(page)).toEqual({ styleElements: 1, adopted: undefined, display: 'block', border: '0px', fullWidth: true });

    await typeCardAndPay(page, frame, { number: CARDS.threeDSChallenge });
    const dialog = page.getByRole('dialog', { name: 'Confirm your payment' });
    await expect(dialog).toBeVisible();
    // Sized by the dialog's own rules (window 03 is 500 × 600), from its <style>.
    const frameBox = (await dialog.locator('[part="challenge-frame"]').boundingBox())!;
    expect([Math.round(frameBox.width), Math.round(frameBox.height)]).toEqual([500, 600]);
    await answerChallenge(page, '123456');
    const [confirm] = await waitForConfirms(page);
    expect(confirm).toMatchObject({ state: 'resolved', outcome: { outcome: 'completed', payment: { id: paymentId, status: 'completed' } } });
    await expect(dialog).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
    expect(cspViolations).toEqual([]);
  });

  test('with no nonce for them, the page refuses the styles (reported), and a checkout with a 3-D Secure challenge still completes, unstyled', async ({
    page,
    servers,
    startCheckout,
    cspViolations,
  }) => {
    await withoutFeatures(page, STYLESHEETS);
    const { paymentId, frame } = await startCheckout();
    expect(await frameLook(page)).toEqual({ styleElements: 1, adopted: undefined, display: 'inline', border: '2px', fullWidth: false });
    await typeCardAndPay(page, frame, { number: CARDS.threeDSChallenge });
    await expect(page.getByRole('dialog', { name: 'Confirm your payment' })).toBeVisible();
    await answerChallenge(page, '123456');
    const [confirm] = await waitForConfirms(page);
    expect(confirm).toMatchObject({ state: 'resolved', outcome: { outcome: 'completed', payment: { id: paymentId, status: 'completed' } } });
    expect(cspViolations.length).toBeGreaterThan(0);
    expect(
      cspViolations.filter((violation) => violation.effectiveDirective !== 'style-src-elem' || violation.frameUrl.startsWith(servers.sandboxUrl)),
    ).toEqual([]);
  });
});

test.describe('without <dialog> (Firefox before 98)', () => {
  test('the 3-D Secure challenge shows in the page as a labelled dialog with focus on its close button; 123456 completes it; focus returns to Pay', async ({
    page,
    startCheckout,
    cspViolations,
    consoleErrors,
  }) => {
    await withoutFeatures(page, ['HTMLDialogElement.prototype.showModal']);
    const { paymentId, frame } = await startCheckout();
    await typeCardAndPay(page, frame, { number: CARDS.threeDSChallenge });
    const dialog = page.getByRole('dialog', { name: 'Confirm your payment' });
    await expect(dialog).toBeVisible();
    await expect(page.locator('svc-payment-element [part="challenge-close"]')).toBeFocused();
    const frameBox = (await dialog.locator('[part="challenge-frame"]').boundingBox())!;
    expect([Math.round(frameBox.width), Math.round(frameBox.height)]).toEqual([500, 600]);
    await answerChallenge(page, '123456');
    const [confirm] = await waitForConfirms(page);
    expect(confirm).toMatchObject({ state: 'resolved', outcome: { outcome: 'completed', payment: { id: paymentId, status: 'completed' } } });
    await expect(dialog).toHaveCount(0);
    await expect(page.locator('#pay')).toBeFocused();
    expect(consoleErrors).toEqual([]);
    expect(cspViolations).toEqual([]);
  });

  test('Escape on the dialog cancels the challenge', async ({ page, startCheckout }) => {
    await withoutFeatures(page, ['HTMLDialogElement.prototype.showModal']);
    const { frame } = await startCheckout();
    await typeCardAndPay(page, frame, { number: CARDS.threeDSChallenge });
    await expect(page.locator('svc-payment-element [part="challenge-close"]')).toBeFocused();
    await page.keyboard.press('Escape');
    const [confirm] = await waitForConfirms(page);
    expect(confirm).toMatchObject({ state: 'resolved', outcome: { outcome: 'canceled' } });
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('where the kit cannot run: svc-loaderror browser_unsupported, and nothing drawn', () => {
  const ENGINES = [
    { lacks: 'shadow DOM', remove: ['Element.prototype.attachShadow'], upgraded: true },
    { lacks: 'MessageChannel', remove: ['MessageChannel'], upgraded: true },
    { lacks: 'Object.hasOwn', remove: ['Object.hasOwn'], upgraded: true },
    // No element class can exist: the tags already in the page are told.
    { lacks: 'custom elements', remove: ['customElements'], upgraded: false },
  ];
  for (const engine of ENGINES) {
    test(`without ${engine.lacks}: the card element says so, shows no field and loads nothing from the service`, async ({
      page,
      servers,
      hostPage,
      createPayment,
      cspViolations,
      consoleErrors,
    }) => {
      await withoutFeatures(page, engine.remove);
      const requests = recordRequests(page);
      const { clientSecret } = await createPayment();
      await page.goto(hostPage('checkout.html', { clientSecret }));
      const error = await waitForLogged(page, 'svc-loaderror');
      expect(error.element).toBe('card');
      expect(error.detail).toEqual({
        code: 'browser_unsupported',
        message: `this browser has no ${engine.lacks}, which svc-elements needs: nothing was loaded. Offer the shopper another way to pay (docs/browsers.md).`,
      });
      expect(consoleErrors).toEqual([expect.stringContaining(`[svc-payment-element] browser_unsupported: this browser has no ${engine.lacks}`)]);
      const drawn = await page
        .locator('#card')
        .evaluate((element: any) => ({ shadowRoot: element.shadowRoot !== null, status: element.status ?? null }));
      expect(drawn).toEqual({ shadowRoot: false, status: engine.upgraded ? 'error' : null });
      await expect(page.locator('iframe')).toHaveCount(0);
      // Pay: confirm() refuses (not_ready) where the element exists, and no card was ever asked for.
      await page.locator('#pay').click();
      const [confirm] = await waitForConfirms(page);
      expect(confirm!.state).toBe('rejected');
      if (engine.upgraded) expect(confirm!.code).toBe('not_ready');
      expect(requests.filter((request) => request.url.startsWith(servers.sandboxUrl))).toEqual([]);
      expect(await loggedConfirms(page)).toHaveLength(1);
      expect(cspViolations).toEqual([]);
    });
  }

  test('without shadow DOM: the return page says so in svc-loaderror, and the client secret still leaves the address bar', async ({
    page,
    servers,
    createPayment,
    cspViolations,
  }) => {
    await withoutFeatures(page, ['Element.prototype.attachShadow']);
    const { paymentId, clientSecret } = await createPayment();
    const requests = recordRequests(page);
    const address = new URL('/return.html', servers.hostUrl);
    address.search = new URLSearchParams({ payment_id: paymentId, client_secret: clientSecret, redirect_status: 'completed' }).toString();
    await page.goto(address.href);
    // pages/return.js records the element's events.
    const events = () =>
      page.evaluate(() =>
        (window as unknown as { svcReturn: { events: { type: string; detail: { code: string } }[] } }).svcReturn.events.map(
          (event) => `${event.type}:${event.detail.code}`,
        ),
      );
    await expect.poll(events).toEqual(['svc-loaderror:browser_unsupported']);
    expect(await page.evaluate(() => location.search)).toBe(`?payment_id=${paymentId}`);
    expect(await page.locator('#status').evaluate((element) => element.shadowRoot)).toBeNull();
    expect(requests.filter((request) => request.url.startsWith(servers.sandboxUrl))).toEqual([]);
    expect(cspViolations).toEqual([]);
  });
});
