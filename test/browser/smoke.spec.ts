import { expect, test } from './fixtures.js';

/**
 * The browser infrastructure end to end: the sandbox serves the card frame page from its origin under
 * its strict CSP, a merchant page on another origin (itself under a strict CSP) loads the kit and
 * frames that page, and nothing anywhere violates a policy. Needs `npm run build` (dist/frame and
 * dist/elements); `npm test` builds first.
 */

const CARD_FRAME_PATH = '/elements/v1/card-frame.html';
const CSP_CONSOLE = /Content.Security.Policy|Trusted.Type|Refused to/i;

test('the sandbox answers the card frame page with 200 and the strict CSP that lets the host frame it', async ({ servers, request }) => {
  const response = await request.get(`${servers.sandboxUrl}${CARD_FRAME_PATH}`);
  expect(response.status()).toBe(200);
  const headers = response.headers();
  expect(headers['content-type']).toBe('text/html; charset=utf-8');
  expect(headers['set-cookie']).toBeUndefined();
  const policy = headers['content-security-policy'] ?? '';
  for (const directive of ["default-src 'none'", "script-src 'self'", "require-trusted-types-for 'script'", "base-uri 'none'"]) {
    expect(policy).toContain(directive);
  }
  expect(policy).toMatch(/frame-ancestors [^;]*http:\/\/127\.0\.0\.1:\*/);
  expect(policy).not.toContain('unsafe-');
});

test('a host page on another origin frames the card frame page; no policy is violated in either', async ({
  page,
  servers,
  hostPage,
  cspViolations,
}) => {
  const frameUrl = `${servers.sandboxUrl}${CARD_FRAME_PATH}`;
  const loaded = page.waitForResponse((response) => response.url() === frameUrl);
  await page.goto(hostPage('frame-only.html'));
  expect((await loaded).status()).toBe(200);
  const frame = page.frames().find((candidate) => candidate.url() === frameUrl);
  expect(
    frame,
    `frames: ${page
      .frames()
      .map((f) => f.url())
      .join(', ')}`,
  ).toBeDefined();
  await frame!.waitForLoadState('load');
  expect(await frame!.evaluate(() => location.origin)).toBe(servers.sandboxUrl);
  await page.waitForTimeout(300);
  expect(cspViolations).toEqual([]);
});

test('an origin that is not allowed cannot frame the card frame page (frame-ancestors)', async ({ page, servers }) => {
  // A merchant page on an origin the sandbox was not told about, served by the browser itself.
  const frameUrl = `${servers.sandboxUrl}${CARD_FRAME_PATH}`;
  await page.route('http://merchant.test/**', (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: `<!doctype html><title>elsewhere</title><iframe src="${frameUrl}"></iframe>`,
    }),
  );
  await page.goto('http://merchant.test/checkout');
  // The sandbox answers (the first test); the browser refuses to render the page and shows its own
  // error page in the frame instead. The test before this one is the control: the same markup on an
  // allowed origin renders the page.
  const child = () =>
    page
      .frames()
      .find((frame) => frame !== page.mainFrame())
      ?.url() ?? '';
  await expect.poll(child).toMatch(/^chrome-error:/);
});

test('<svc-payment-element> on a strict-CSP host page loads its frame from the sandbox and reports ready, without a CSP violation', async ({
  page,
  servers,
  hostPage,
  createPayment,
  cspViolations,
  consoleErrors,
}) => {
  const { clientSecret } = await createPayment();
  const kit = page.waitForResponse((response) => response.url().endsWith('/svc-elements.js'));
  await page.goto(hostPage('smoke.html', { clientSecret }));
  expect((await kit).status()).toBe(200);
  expect(await page.evaluate(() => customElements.get('svc-payment-element') !== undefined)).toBe(true);

  await expect(page.locator('html[data-ready="true"]'), 'svc-ready').toBeAttached({ timeout: 15_000 });
  expect(await page.locator('html').getAttribute('data-loaderror')).toBeNull();
  const frame = page.frames().find((candidate) => candidate.url().startsWith(`${servers.sandboxUrl}${CARD_FRAME_PATH}`));
  expect(
    frame,
    `frames: ${page
      .frames()
      .map((f) => f.url())
      .join(', ')}`,
  ).toBeDefined();

  await page.waitForTimeout(300);
  expect(cspViolations).toEqual([]);
  expect(consoleErrors.filter((line) => CSP_CONSOLE.test(line))).toEqual([]);
});
