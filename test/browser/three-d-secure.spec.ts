import { devices } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { analyzeEveryFrame, violationsOf } from './support/axe.js';
import {
  CARDS,
  acsOf,
  answerChallenge,
  cardFrame,
  dialogOf,
  loggedEvents,
  paymentEvents,
  recordRequests,
  retype,
  sandboxGet,
  typeCard,
  typeCardAndPay,
  waitForConfirms,
  waitForLogged,
} from './support/checkout.js';

/**
 * 3D Secure in the browser (issue 5), against the real sandbox: the 3DS Method in the card frame,
 * the challenge in the element's dialog (the service's container page framing the sandbox's ACS),
 * the full-page redirect and the return, under the host page's strict CSP (`frame-src` and
 * `connect-src` list only the sandbox) and, where asked, Trusted Types.
 */

test.describe('3D Secure in the page', () => {
  test('4000 0000 0000 3188: the 3DS Method runs in the service’s method page inside the card frame, then frictionless: completed, no dialog', async ({
    page,
    startCheckout,
    servers,
    cspViolations,
  }) => {
    const requests = recordRequests(page);
    // Which documents hold the iframe that posts the 3DS Method form: its parent, and that one's parent.
    const methodParents: string[][] = [];
    page.on('request', (request) => {
      const parent = request.frame().parentFrame();
      if (request.url().endsWith('/3ds/v1/method')) methodParents.push([parent?.url() ?? 'none', parent?.parentFrame()?.url() ?? 'none']);
    });
    const { paymentId, clientSecret, frame } = await startCheckout();
    await typeCardAndPay(page, frame, { number: CARDS.threeDSFrictionless });
    const [confirm] = await waitForConfirms(page);
    expect(confirm).toMatchObject({ state: 'resolved', outcome: { outcome: 'completed', payment: { id: paymentId, status: 'completed' } } });
    expect(await loggedEvents(page, 'svc-challenge')).toEqual([]);
    // The method form went to the ACS from the service's method page, hidden in the card frame (issue 13:
    // the card page itself frames and posts to nothing but its own origin), and the notice came back in time: Y.
    const method = requests.find((request) => request.url.endsWith('/3ds/v1/method'));
    expect(method?.method).toBe('POST');
    expect(methodParents).toEqual([
      [expect.stringMatching(/\/elements\/v1\/3ds-method\.html$/), expect.stringContaining('/elements/v1/card-frame.html')],
    ]);
    expect(decodeURIComponent(method!.postData)).toMatch(/^threeDSMethodData=[\w-]+=*$/);
    const authenticate = requests.find((request) => request.url.endsWith(`/v1/payments/${paymentId}/authenticate`));
    expect(JSON.parse(authenticate!.postData)).toEqual({ clientSecret, threeDSCompInd: 'Y' });
    expect(requests.some((request) => request.fromMainFrame && request.url.includes('/3ds/'))).toBe(false);
    expect((await sandboxGet(servers, `/v1/payments/${paymentId}`)).status).toBe('completed');
    expect(cspViolations).toEqual([]);
  });

  test('4000 0000 0000 3220: the challenge opens in a labelled modal dialog; 123456 completes it; focus returns to Pay', async ({
    page,
    startCheckout,
    servers,
    cspViolations,
    consoleErrors,
  }) => {
    const requests = recordRequests(page);
    const { paymentId, frame } = await startCheckout();
    await typeCardAndPay(page, frame, { number: CARDS.threeDSChallenge });
    const dialog = dialogOf(page);
    await expect(dialog).toBeVisible();
    // Playwright's 1280 × 720 viewport fits 500 × 600 with the dialog's bar: size 03, and the dialog is sized to it.
    expect(JSON.parse(requests.find((request) => request.url.endsWith('/confirm'))!.postData).challengeWindowSize).toBe('03');
    const frameBox = (await dialog.locator('[part="challenge-frame"]').boundingBox())!;
    expect([Math.round(frameBox.width), Math.round(frameBox.height)]).toEqual([500, 600]);
    await expect(page.getByRole('dialog', { name: 'Confirm your payment' })).toBeVisible();
    expect(await dialog.evaluate((element: HTMLDialogElement) => element.matches(':modal'))).toBe(true);
    // The page behind it is inert: the Pay button cannot even take focus.
    expect(await page.locator('#pay').evaluate((button: HTMLButtonElement) => (button.focus(), document.activeElement === button))).toBe(false);
    await expect(acsOf(page).getByRole('heading')).toBeVisible();
    await expect(acsOf(page).getByText('€25.00').or(acsOf(page).getByText('25.00'))).toBeVisible();
    await answerChallenge(page, '123456');
    const [confirm] = await waitForConfirms(page);
    expect(confirm).toMatchObject({ state: 'resolved', outcome: { outcome: 'completed', payment: { id: paymentId, status: 'completed' } } });
    await expect(dialog).toHaveCount(0);
    await expect(page.locator('#pay')).toBeFocused();
    expect((await loggedEvents(page, 'svc-challenge')).map((event) => event.detail)).toEqual([
      { state: 'open' },
      { state: 'closed', result: 'complete' },
    ]);
    // The contract's events: the step-up began once, the payment completed once.
    expect(await paymentEvents(servers, paymentId, 'payment.requires_action')).toHaveLength(1);
    expect(await paymentEvents(servers, paymentId, 'payment.completed')).toHaveLength(1);
    expect(cspViolations).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test('a wrong code fails the challenge (declined, announced, element usable); another card then completes', async ({
    page,
    startCheckout,
    servers,
    cspViolations,
  }) => {
    const { paymentId, frame } = await startCheckout();
    await typeCardAndPay(page, frame, { number: CARDS.threeDSChallenge });
    await answerChallenge(page, '000000');
    const [first] = await waitForConfirms(page);
    expect(first).toMatchObject({ state: 'resolved', outcome: { outcome: 'declined', error: { code: 'authentication_failed' } } });
    await expect(dialogOf(page)).toHaveCount(0);
    await expect(frame.getByRole('alert')).toContainText('We could not verify your card');
    expect((await sandboxGet(servers, `/v1/payments/${paymentId}`)).lastError).toMatchObject({ code: 'authentication_failed' });

    await retype(page, frame, 'number', CARDS.visa);
    await page.locator('#pay').click();
    const [, second] = await waitForConfirms(page, 2);
    expect(second).toMatchObject({ state: 'resolved', outcome: { outcome: 'completed' } });
    expect((await sandboxGet(servers, `/v1/payments/${paymentId}`)).status).toBe('completed');
    expect(cspViolations).toEqual([]);
  });

  test('4000 0000 0000 3212: the ACS always fails, even 123456', async ({ page, startCheckout }) => {
    const { frame } = await startCheckout();
    await typeCardAndPay(page, frame, { number: CARDS.threeDSAlwaysFails });
    await answerChallenge(page, '123456');
    const [confirm] = await waitForConfirms(page);
    expect(confirm).toMatchObject({ outcome: { outcome: 'declined', error: { code: 'authentication_failed' } } });
  });

  test('the ACS’s Cancel button abandons: the same card can be tried again and completes', async ({ page, startCheckout, servers }) => {
    const { paymentId, frame } = await startCheckout();
    await typeCardAndPay(page, frame, { number: CARDS.threeDSChallenge });
    await expect(dialogOf(page)).toBeVisible();
    await acsOf(page).getByRole('button', { name: 'Cancel' }).click();
    const [first] = await waitForConfirms(page);
    expect(first).toMatchObject({ outcome: { outcome: 'declined', error: { code: 'authentication_failed' } } });
    expect((await sandboxGet(servers, `/v1/payments/${paymentId}`)).status).toBe('requires_payment_method');
    await page.locator('#pay').click();
    await answerChallenge(page, '123456');
    const [, second] = await waitForConfirms(page, 2);
    expect(second).toMatchObject({ outcome: { outcome: 'completed' } });
  });

  test('Escape closes the dialog: canceled, with a clear message; focus returns; Pay again completes', async ({
    page,
    startCheckout,
    servers,
    cspViolations,
  }) => {
    const { paymentId, frame } = await startCheckout();
    await typeCardAndPay(page, frame, { number: CARDS.threeDSChallenge });
    await expect(dialogOf(page)).toBeVisible();
    await expect(dialogOf(page).locator('[part="challenge-close"]')).toBeFocused();
    await page.keyboard.press('Escape');
    const [first] = await waitForConfirms(page);
    expect(first).toMatchObject({ state: 'resolved', outcome: { outcome: 'canceled', error: { code: 'authentication_canceled' } } });
    await expect(dialogOf(page)).toHaveCount(0);
    await expect(page.locator('#pay')).toBeFocused();
    await expect(frame.getByRole('alert')).toContainText('Authentication was canceled');
    expect((await loggedEvents(page, 'svc-challenge')).map((event) => event.detail)).toEqual([
      { state: 'open' },
      { state: 'closed', result: 'canceled' },
    ]);
    expect((await sandboxGet(servers, `/v1/payments/${paymentId}`)).status).toBe('requires_action');
    // The same card again: a new confirm replaces the abandoned authentication.
    await page.locator('#pay').click();
    await answerChallenge(page, '123456');
    const [, second] = await waitForConfirms(page, 2);
    expect(second).toMatchObject({ outcome: { outcome: 'completed' } });
    expect(cspViolations).toEqual([]);
  });

  test('the dialog’s code cannot load (network): error authentication_unavailable, the element stays usable, and Pay again completes', async ({
    page,
    startCheckout,
    servers,
  }) => {
    await page.route(/\/chunks\/challenge-dialog-[\w-]+\.js$/, (route) => route.abort('connectionfailed'));
    const { paymentId, frame } = await startCheckout();
    await typeCardAndPay(page, frame, { number: CARDS.threeDSChallenge });
    const [first] = await waitForConfirms(page);
    expect(first).toMatchObject({ state: 'resolved', outcome: { outcome: 'error', error: { code: 'authentication_unavailable' } } });
    await expect(frame.getByRole('alert')).toContainText('could not be shown');
    expect((await sandboxGet(servers, `/v1/payments/${paymentId}`)).status).toBe('requires_action');
    await page.unroute(/\/chunks\/challenge-dialog-[\w-]+\.js$/);
    await page.locator('#pay').click();
    await answerChallenge(page, '123456');
    const [, second] = await waitForConfirms(page, 2);
    expect(second).toMatchObject({ outcome: { outcome: 'completed' } });
  });

  test('the close button cancels too, by keyboard only', async ({ page, startCheckout }) => {
    const { frame } = await startCheckout();
    await typeCardAndPay(page, frame, { number: CARDS.threeDSChallenge });
    await expect(dialogOf(page).locator('[part="challenge-close"]')).toBeFocused();
    await page.keyboard.press('Enter');
    const [confirm] = await waitForConfirms(page);
    expect(confirm).toMatchObject({ outcome: { outcome: 'canceled' } });
  });

  test('keyboard only: Tab from the close button reaches the ACS field; type 123456, Enter completes', async ({ page, startCheckout }) => {
    const { frame } = await startCheckout();
    await typeCardAndPay(page, frame, { number: CARDS.threeDSChallenge });
    await expect(dialogOf(page).locator('[part="challenge-close"]')).toBeFocused();
    const field = acsOf(page).getByLabel('Verification code');
    await expect(field).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(field).toBeFocused();
    await page.keyboard.type('123456');
    await page.keyboard.press('Enter');
    const [confirm] = await waitForConfirms(page);
    expect(confirm).toMatchObject({ outcome: { outcome: 'completed' } });
  });

  test('the 3DS Method that never answers in time: after 10 s the kit goes on with threeDSCompInd N, and the payment completes', async ({
    page,
    startCheckout,
  }) => {
    test.setTimeout(60_000);
    const requests = recordRequests(page);
    const { paymentId, frame } = await startCheckout();
    await typeCardAndPay(page, frame, { number: CARDS.threeDSSlowMethod });
    const started = Date.now();
    await expect
      .poll(() => requests.some((request) => request.url.endsWith(`/v1/payments/${paymentId}/authenticate`)), { timeout: 20_000 })
      .toBe(true);
    // The sandbox holds its answer for 15 s; the kit must not wait for it (nor give up much before 10 s).
    expect(Date.now() - started).toBeGreaterThan(8_000);
    const authenticate = requests.find((request) => request.url.endsWith(`/v1/payments/${paymentId}/authenticate`));
    expect(JSON.parse(authenticate!.postData)).toMatchObject({ threeDSCompInd: 'N' });
    const [confirm] = await waitForConfirms(page);
    expect(confirm).toMatchObject({ outcome: { outcome: 'completed' } });
  });

  test('axe: the dialog and the ACS page in it have no violations', async ({ page, startCheckout }) => {
    test.setTimeout(90_000);
    const { frame } = await startCheckout();
    await typeCardAndPay(page, frame, { number: CARDS.threeDSChallenge });
    await expect(acsOf(page).getByLabel('Verification code')).toBeVisible();
    // The card frame is left out: axe-core/playwright then files the ACS document under the card frame
    // as well (two iframes in one shadow root) and reports its <main> as its own duplicate. The card
    // frame has its own axe tests (form-and-a11y.spec.ts).
    const results = await analyzeEveryFrame(page, (builder) => builder.exclude([['#card', 'iframe[part="frame"]']]));
    expect(violationsOf(results)).toEqual([]);
    // The dialog and the ACS page inside it were analysed, not skipped.
    const analysed = results.passes.flatMap((rule) => rule.nodes.map((node) => node.html));
    expect(analysed.some((html) => html.startsWith('<main class="bank-page"'))).toBe(true);
    expect(analysed.some((html) => html.includes('part="challenge-close"'))).toBe(true);
  });
});

test.describe('a strict merchant page', () => {
  test('CSP (frame-src and connect-src: the sandbox only) plus Trusted Types with no policy allowed: a challenge completes with zero violations and no popup', async ({
    page,
    hostPage,
    createPayment,
    cspViolations,
    consoleErrors,
  }) => {
    const { clientSecret } = await createPayment();
    const response = await page.goto(hostPage('checkout.html', { clientSecret, query: { 'trusted-types': '' } }));
    const policy = response!.headers()['content-security-policy']!;
    expect(policy).toContain("require-trusted-types-for 'script'; trusted-types 'none'");
    expect(policy).toMatch(/frame-src http:\/\/localhost:\d+(;|$)/);
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);
    let popups = 0;
    page.on('popup', () => void (popups += 1));
    await waitForLogged(page, 'svc-ready');
    await typeCardAndPay(page, cardFrame(page), { number: CARDS.threeDSChallenge });
    await answerChallenge(page, '123456');
    const [confirm] = await waitForConfirms(page);
    expect(confirm).toMatchObject({ outcome: { outcome: 'completed' } });
    expect(cspViolations).toEqual([]);
    expect(consoleErrors).toEqual([]);
    expect(popups).toBe(0);
    // No frame needed a cookie: none was set anywhere (webviews and Safari block third-party ones).
    expect(await page.context().cookies()).toEqual([]);
  });
});

test.describe('the full-page redirect', () => {
  test('4000 0000 0000 3063: the page leaves for the bank, comes back to returnUrl, the status page says completed, the secret is gone from the address bar', async ({
    page,
    startCheckout,
    servers,
    cspViolations,
  }) => {
    const { paymentId, clientSecret, frame } = await startCheckout({
      payment: { returnUrl: new URL('/return.html?order=42', servers.hostUrl).href },
    });
    await typeCardAndPay(page, frame, { number: CARDS.threeDSRedirect });
    await page.waitForURL((url) => url.pathname === '/3ds/v1/redirect');
    expect(new URL(page.url()).origin).toBe(servers.sandboxUrl);
    await page.getByLabel('Verification code').fill('123456');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL((url) => url.pathname === '/return.html');
    await expect(page.getByText('Payment completed')).toBeVisible();
    const address = new URL(page.url());
    expect(address.searchParams.get('client_secret')).toBeNull();
    expect(address.searchParams.get('payment_id')).toBe(paymentId);
    expect(address.searchParams.get('order')).toBe('42');
    expect(page.url()).not.toContain(clientSecret);
    expect((await sandboxGet(servers, `/v1/payments/${paymentId}`)).status).toBe('completed');
    expect(cspViolations).toEqual([]);
  });

  test('redirect: "manual" leaves the page where it is and hands over the address', async ({ page, startCheckout }) => {
    const { frame } = await startCheckout();
    await typeCard(page, frame, { number: CARDS.threeDSRedirect });
    const outcome = await page.evaluate(() => document.querySelector('svc-payment-element')!.confirm({ redirect: 'manual' }));
    expect(outcome).toMatchObject({ outcome: 'redirect', redirectUrl: expect.stringMatching(/\/3ds\/v1\/redirect\?/) });
    expect(new URL(page.url()).pathname).toBe('/checkout.html');
  });
});

test.describe('returnUrl safety', () => {
  for (const hostile of [
    'javascript:alert(document.domain)',
    'data:text/html,<script>alert(1)</script>',
    '//evil.example/return',
    '/return.html',
    'http://evil.example/return',
    'myapp://done',
  ]) {
    test(`confirm({ returnUrl: ${JSON.stringify(hostile)} }) is refused before anything is sent`, async ({ page, startCheckout, servers }) => {
      const { paymentId, frame } = await startCheckout();
      await typeCard(page, frame, { number: CARDS.visa });
      const requests = recordRequests(page);
      const result = await page.evaluate(
        (returnUrl) =>
          document
            .querySelector('svc-payment-element')!
            .confirm({ returnUrl })
            .then(
              () => ({ code: 'resolved' }),
              (error: unknown) => {
                const { code, message } = error as { code: string; message: string };
                return { code, message };
              },
            ),
        hostile,
      );
      expect(result.code).toBe('return_url_invalid');
      expect(requests.filter((request) => request.url.includes('/v1/'))).toEqual([]);
      expect((await sandboxGet(servers, `/v1/payments/${paymentId}`)).status).toBe('requires_payment_method');
    });
  }

  test('an app scheme listed in allowed-return-schemes is accepted', async ({ page, startCheckout }) => {
    const { frame } = await startCheckout();
    await page.locator('svc-payment-element').evaluate((element) => element.setAttribute('allowed-return-schemes', 'myapp'));
    await typeCard(page, frame, { number: CARDS.visa });
    const outcome = await page.evaluate(() => document.querySelector('svc-payment-element')!.confirm({ returnUrl: 'myapp://checkout/done' }));
    expect(outcome).toMatchObject({ outcome: 'completed' });
  });
});

for (const [name, descriptor] of [
  ['iPhone 13', devices['iPhone 13']],
  ['Pixel 7', devices['Pixel 7']],
] as const) {
  test.describe(`on a phone (${name})`, () => {
    const { defaultBrowserType: _ignored, ...phone } = descriptor;
    test.use(phone);

    test('the challenge is full screen and fully operable by touch', async ({ page, startCheckout, cspViolations }) => {
      const requests = recordRequests(page);
      const { frame } = await startCheckout();
      await frame.locator('#card-number').tap();
      await page.keyboard.type(CARDS.threeDSChallenge);
      await frame.locator('#card-expiry').tap();
      await page.keyboard.type('1230');
      await frame.locator('#card-cvc').tap();
      await page.keyboard.type('123');
      await page.locator('#pay').tap();
      const dialog = dialogOf(page);
      await expect(dialog).toBeVisible();
      const confirmRequest = requests.find((request) => request.url.endsWith('/confirm'));
      expect(JSON.parse(confirmRequest!.postData).challengeWindowSize).toBe('05');
      const viewport = page.viewportSize()!;
      const box = (await dialog.boundingBox())!;
      expect(box).toMatchObject({ x: 0, y: 0 });
      expect(Math.round(box.width)).toBe(viewport.width);
      expect(Math.round(box.height)).toBe(viewport.height);
      const field = acsOf(page).getByLabel('Verification code');
      await field.tap();
      await page.keyboard.type('123456');
      await acsOf(page).getByRole('button', { name: 'Submit' }).tap();
      const [confirm] = await waitForConfirms(page);
      expect(confirm).toMatchObject({ outcome: { outcome: 'completed' } });
      expect(cspViolations).toEqual([]);
    });
  });
}
