import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import {
  CARDS,
  INPUT,
  cardFrame,
  cardFrameOf,
  loggedEvents,
  paymentEvents,
  recordRequests,
  sandboxGet,
  typeCard,
  typeCardAndPay,
  waitForConfirms,
  waitForLogged,
} from './support/checkout.js';

/**
 * How <svc-payment-element> behaves around the card frame (docs/element.md): the height it reserves
 * before `svc-ready` and follows after, an element created in a hidden container, a confirm lost to
 * the network, and a live key against the sandbox. 3-D Secure has its own spec (three-d-secure.spec.ts).
 * The page is pages/element-behaviour.html (?hidden=1, ?publishable_key=…).
 */

const PAGE = 'element-behaviour.html';
const LIVE_KEY = 'pk_live_svcdev_0123456789abcdefABCDEF';
/** Layout rounds: the frame reports Math.ceil of its document height. */
const PX = 1.5;

/** The element's own box height, the iframe's, the skeleton's (null when absent) and the status. */
function boxes(page: Page): Promise<{ element: number; iframe: number | null; skeleton: number | null; status: string }> {
  return page.locator('#card').evaluate((element: any) => {
    const root = element.shadowRoot as ShadowRoot | null;
    const iframe = root?.querySelector('iframe') ?? null;
    const skeleton = root?.querySelector('[part="skeleton"]') ?? null;
    return {
      element: element.getBoundingClientRect().height,
      iframe: iframe ? iframe.getBoundingClientRect().height : null,
      skeleton: skeleton ? skeleton.getBoundingClientRect().height : null,
      status: element.status,
    };
  });
}

/** The card frame's document height, measured inside the frame as the frame measures it. */
async function frameContentHeight(page: Page): Promise<number> {
  const frame = await cardFrameOf(page, '#card');
  return frame.evaluate(() => Math.ceil(document.documentElement.getBoundingClientRect().height));
}

/** Holds the card frame's script back until `release()`; the frame cannot become ready meanwhile. */
async function holdFrameScript(page: Page): Promise<{ release: () => void; requested: Promise<void> }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let requestedResolve!: () => void;
  const requested = new Promise<void>((resolve) => (requestedResolve = resolve));
  await page.route('**/elements/v1/assets/*.js', async (route) => {
    requestedResolve();
    await released;
    await route.continue();
  });
  return { release, requested };
}

test.describe('height', () => {
  test('before svc-ready the element reserves the height the form will have (the skeleton is drawn as the form)', async ({
    page,
    hostPage,
    createPayment,
    cspViolations,
  }) => {
    const { clientSecret } = await createPayment();
    const held = await holdFrameScript(page);
    await page.goto(hostPage(PAGE, { clientSecret }), { waitUntil: 'domcontentloaded' });
    await held.requested; // the frame page is loading, its script is held
    await expect(page.locator('#card [part="skeleton"]')).toBeAttached();

    const loading = await boxes(page);
    expect(loading.status).toBe('loading');
    expect(await loggedEvents(page, 'svc-ready')).toEqual([]);
    expect(loading.element).toBeGreaterThan(0);
    expect(loading.skeleton).not.toBeNull();
    expect(Math.abs(loading.element - loading.skeleton!), `element ${loading.element}px vs skeleton ${loading.skeleton}px`).toBeLessThanOrEqual(PX);

    held.release();
    const ready = await waitForLogged(page, 'svc-ready', { element: 'card' });
    await expect(page.locator('#card [part="skeleton"]')).toHaveCount(0);
    // test/browser/states.spec.ts holds the stricter rule: no layout shift at all.
    expect(Math.abs(loading.skeleton! - ready.detail.height), `skeleton ${loading.skeleton}px, form ${ready.detail.height}px`).toBeLessThanOrEqual(
      PX,
    );
    expect(cspViolations).toEqual([]);
  });

  test('--svc-skeleton-height set by the merchant is the height reserved while loading', async ({ page, hostPage, createPayment, cspViolations }) => {
    const { clientSecret } = await createPayment();
    const held = await holdFrameScript(page);
    await page.goto(hostPage(PAGE, { clientSecret }), { waitUntil: 'domcontentloaded' });
    await held.requested;
    // Through the CSSOM: the page's CSP has no 'unsafe-inline' for styles.
    await page.locator('#card').evaluate((element: HTMLElement) => element.style.setProperty('--svc-skeleton-height', '213px'));
    await expect.poll(async () => (await boxes(page)).element).toBeCloseTo(213, 0);
    const loading = await boxes(page);
    expect(loading.status).toBe('loading');
    expect(loading.skeleton).toBeCloseTo(213, 0);
    held.release();
    await waitForLogged(page, 'svc-ready', { element: 'card' });
    expect(cspViolations).toEqual([]);
  });

  test('after svc-ready the element follows the frame height, and grows with it when an error needs a second line', async ({
    page,
    startCheckout,
    cspViolations,
  }) => {
    const { frame: fields } = await startCheckout({ page: PAGE });
    const ready = await waitForLogged(page, 'svc-ready', { element: 'card' });

    const content = await frameContentHeight(page);
    expect(content).toBeGreaterThan(0);
    expect(Math.abs(ready.detail.height - content), `svc-ready height ${ready.detail.height} vs frame content ${content}`).toBeLessThanOrEqual(PX);
    await expect
      .poll(
        async () => {
          const now = await boxes(page);
          return Math.abs((now.iframe ?? -1) - content) <= PX && Math.abs(now.element - content) <= PX;
        },
        { message: 'iframe and element height ≈ frame content height' },
      )
      .toBe(true);
    const before = await boxes(page);
    expect(before.skeleton).toBeNull();

    // An empty form submitted: the form's validation makes the frame show every error. Each field keeps
    // one line for its error (test/browser/states.spec.ts), but the expiry and CVC messages are wider
    // than their half of this 512-px form: they wrap to a second line, and the frame grows by it.
    await page.locator('#pay').click();
    await expect(fields.locator('#card-number-error')).not.toBeEmpty();
    await expect.poll(async () => frameContentHeight(page), { message: 'the frame grows with its error messages' }).toBeGreaterThan(content);
    await expect
      .poll(
        async () => {
          const grown = await frameContentHeight(page);
          const now = await boxes(page);
          return {
            iframeFollows: Math.abs((now.iframe ?? -1) - grown) <= PX,
            elementFollows: Math.abs(now.element - grown) <= PX,
            grew: now.element > before.element,
          };
        },
        { message: 'iframe and element follow the grown frame' },
      )
      .toEqual({ iframeFollows: true, elementFollows: true, grew: true });
    // Nothing is cut off inside the frame: its document fits its viewport.
    const frame = await cardFrameOf(page, '#card');
    expect(await frame.evaluate(() => document.documentElement.scrollHeight <= window.innerHeight + 1)).toBe(true);
    expect(cspViolations).toEqual([]);
  });
});

test('an element created in a display:none container has the frame content height once shown, not 0', async ({
  page,
  hostPage,
  createPayment,
  cspViolations,
}) => {
  const { clientSecret } = await createPayment();
  await page.goto(hostPage(PAGE, { clientSecret, query: { hidden: '1' } }));
  await expect(page.locator('#container')).toBeHidden();
  // The frame is created and its form built while hidden.
  await expect(page.locator('#card iframe')).toBeAttached();
  await expect(cardFrame(page, '#card').locator(INPUT.number)).toBeAttached();

  await page.locator('#show').click();
  await expect(page.locator('#card')).toBeVisible();
  await waitForLogged(page, 'svc-ready', { element: 'card' });

  await expect
    .poll(
      async () => {
        const content = await frameContentHeight(page);
        const now = await boxes(page);
        return {
          contentPositive: content > 40,
          iframe: Math.abs((now.iframe ?? -1) - content) <= PX,
          element: Math.abs(now.element - content) <= PX,
          status: now.status,
        };
      },
      { message: 'shown element sized to the frame content' },
    )
    .toEqual({ contentPositive: true, iframe: true, element: true, status: 'ready' });
  // Usable: the fields are visible and take typing.
  const frame = cardFrame(page, '#card');
  await expect(frame.locator(INPUT.number)).toBeVisible();
  await typeCard(page, frame, { number: '4242424242424242' });
  await expect(frame.locator(INPUT.number)).toHaveValue('4242 4242 4242 4242');
  expect(cspViolations).toEqual([]);
});

test('a confirm lost to the network: retried, then outcome error with a clear message, the payment not confirmed; the retry after the network is back completes', async ({
  page,
  servers,
  startCheckout,
  cspViolations,
}) => {
  const requests = recordRequests(page);
  const aborted: string[] = [];
  const abort = async (route: import('@playwright/test').Route) => {
    aborted.push(route.request().headers()['idempotency-key'] ?? '');
    await route.abort('internetdisconnected');
  };
  await page.route('**/v1/payments/*/confirm', abort);
  const { paymentId, frame } = await startCheckout({ page: PAGE });
  await typeCardAndPay(page, frame, { number: '4242424242424242' });

  const failed = await waitForLogged(page, 'svc-payment', { timeout: 25_000 });
  expect(failed.detail.outcome).toBe('error');
  expect(failed.detail.error.message).toMatch(/could not reach|connection/i);
  const [confirm] = await waitForConfirms(page);
  expect(confirm).toMatchObject({ state: 'resolved', outcome: { outcome: 'error' } });
  // The client retried the same attempt (one Idempotency-Key) before giving up.
  expect(aborted.length, `confirm attempts: ${aborted.length}`).toBeGreaterThanOrEqual(2);
  expect(new Set(aborted).size).toBe(1);
  // Shown to the shopper in the frame.
  await expect(frame.getByRole('alert')).toHaveText(/could not reach|connection/i);
  await expect(frame.getByRole('alert')).toBeVisible();
  // The sandbox never saw the confirm.
  const stored = await sandboxGet(servers, `/v1/payments/${paymentId}`);
  expect(stored.status).not.toBe('completed');
  expect(await paymentEvents(servers, paymentId, 'payment.completed')).toHaveLength(0);

  await page.unroute('**/v1/payments/*/confirm', abort);
  // The shopper presses Pay again: a lost connection is no fault of the card, so the element must
  // stay valid and the form must submit and confirm again (a decline, by contrast, needs a new card).
  const validity = await page
    .locator('#card')
    .evaluate((element: any) => ({ valid: element.checkValidity(), message: element.validationMessage, card: element.card }));
  expect(validity, JSON.stringify(validity)).toMatchObject({ valid: true });
  await page.locator('#pay').click();
  await expect
    .poll(async () => page.evaluate(() => window.svcTest.submits), { message: 'the second press of Pay reaches the form submit handler' })
    .toBe(2);
  await expect
    .poll(async () => (await loggedEvents(page, 'svc-payment')).length, { timeout: 15_000, message: 'the retry must reach svc-payment' })
    .toBe(2);
  const retry = (await loggedEvents(page, 'svc-payment'))[1]!;
  expect(retry.detail.outcome).toBe('completed');
  expect((await sandboxGet(servers, `/v1/payments/${paymentId}`)).status).toBe('completed');
  expect(await paymentEvents(servers, paymentId, 'payment.completed')).toHaveLength(1);
  await expect(frame.getByRole('alert')).not.toHaveText(/could not reach/i);
  const confirmsSent = requests.filter((request) => request.method === 'POST' && request.url.endsWith(`/v1/payments/${paymentId}/confirm`));
  expect(confirmsSent.length).toBeGreaterThanOrEqual(aborted.length + 1);
  expect(cspViolations).toEqual([]);
});

test('a pk_live_ key against the sandbox: svc-loaderror api_key_environment_mismatch, a console error, no usable card field', async ({
  page,
  hostPage,
  createPayment,
  consoleErrors,
  cspViolations,
}) => {
  const { clientSecret } = await createPayment();
  await page.goto(hostPage(PAGE, { clientSecret, query: { publishable_key: LIVE_KEY } }));
  const failure = await waitForLogged(page, 'svc-loaderror', { element: 'card' });
  expect(failure.detail.code).toBe('api_key_environment_mismatch');
  expect(failure.detail.message).toMatch(/live key/i);
  expect(await loggedEvents(page, 'svc-ready')).toEqual([]);
  expect(
    consoleErrors.some((line) => /api_key_environment_mismatch|live key/i.test(line)),
    consoleErrors.join('\n'),
  ).toBe(true);

  expect(await page.locator('#card').evaluate((element: any) => element.status)).toBe('error');
  await expect(page.locator('#card iframe')).toHaveCount(0);
  await expect(page.locator('#card [part="skeleton"]')).toHaveCount(0);
  expect(page.frames().some((frame) => frame.url().includes('/elements/v1/card-frame.html'))).toBe(false);
  // confirm() refuses: nothing to pay with.
  const rejected = await page.locator('#card').evaluate((element: any) =>
    element.confirm().then(
      () => null,
      (error: any) => error.code,
    ),
  );
  expect(rejected).toBe('not_ready');
  expect(cspViolations).toEqual([]);
});

test('placed before its client session exists: the skeleton, no error, no frame; the secret set later loads it, and the card pays', async ({
  page,
  hostPage,
  createPayment,
  cspViolations,
  consoleErrors,
}) => {
  // checkout.html with no ?client_secret= renders client-secret="": the element is there before the session.
  await page.goto(hostPage('checkout.html'));
  await page.waitForLoadState('networkidle');
  const card = page.locator('svc-payment-element');
  expect(await card.evaluate((element: HTMLElement & { status: string }) => element.status)).toBe('idle');
  await expect(card.locator('[part="skeleton"]')).toBeVisible();
  await expect(card.locator('iframe')).toHaveCount(0);
  expect(await loggedEvents(page, 'svc-loaderror')).toEqual([]);

  const { paymentId, clientSecret } = await createPayment();
  await card.evaluate((element: HTMLElement & { clientSecret: string }, secret) => (element.clientSecret = secret), clientSecret);
  await waitForLogged(page, 'svc-ready');
  await typeCardAndPay(page, cardFrame(page), { number: CARDS.visa });
  expect((await waitForLogged(page, 'svc-payment')).detail).toMatchObject({ outcome: 'completed', payment: { id: paymentId } });
  expect(await loggedEvents(page, 'svc-loaderror')).toEqual([]);
  expect(cspViolations).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('appearance and options given as attributes (a framework that rendered the tag before the element was defined) are named in a console warning, not lost quietly', async ({
  page,
  hostPage,
  createPayment,
}) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  const { clientSecret } = await createPayment();
  await page.goto(hostPage(PAGE, { clientSecret }));
  await waitForLogged(page, 'svc-ready');
  expect(warnings.filter((text) => text.includes('svc-payment-element'))).toEqual([]);
  // What Vue does with an object for a tag it does not know yet: the attribute "[object Object]".
  await page.evaluate(() => {
    const card = document.createElement('svc-payment-element');
    card.setAttribute('options', '[object Object]');
    card.setAttribute('appearance', '[object Object]');
    document.body.append(card);
  });
  await expect
    .poll(() => warnings.filter((text) => text.includes('attribute is ignored')))
    .toEqual([
      expect.stringContaining('the appearance attribute is ignored: set the appearance property'),
      expect.stringContaining('the options attribute is ignored: set the options property'),
    ]);
});
