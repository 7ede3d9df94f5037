import type { Page } from '@playwright/test';
import { type Servers, expect, test } from './fixtures.js';
import { analyzeEveryFrame, violationsOf } from './support/axe.js';
import { futureExpiry, recordRequests, sandboxGet } from './support/checkout.js';
import { apiOk, createCustomer, setupSession } from './support/customers.js';

/**
 * `<svc-payment-status>` on a return page (issue 5, item 3), in Chromium against the real sandbox,
 * under the host's strict CSP (pages/return.html, which loads `/svc-payment-status.js`). Payments are
 * paid with the secret key as a test would, and the page is opened at the address the service sends
 * the shopper back to: `returnUrl?payment_id=…&client_secret=…&redirect_status=…`.
 */

interface Logged {
  type: 'svc-payment-status' | 'svc-loaderror';
  detail: any;
  frozen: boolean;
  bubbles: boolean;
  composed: boolean;
  target: string | null;
}

declare global {
  interface Window {
    svcReturn: { start: { href: string; historyLength: number }; events: Logged[] };
    /** What the fake React Native bridge received (JSON text, as react-native-webview passes it on). */
    __bridge?: string[];
  }
}

const CARDS = {
  visa: '4242424242424242',
  declined: '4000000000000002',
  processing: '4000000000007700',
  redirect: '4000000000003063',
} as const;

/** Pays a payment with the secret key: tokenize, then confirm without a client secret. */
async function payServerSide(servers: Servers, paymentId: string, number: string): Promise<{ status: number; body: any }> {
  const call = async (path: string, body: unknown) => {
    const response = await fetch(new URL(path, servers.sandboxUrl), {
      method: 'POST',
      headers: { authorization: `Bearer ${servers.secretKey}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: await response.json() };
  };
  const token = await call('/v1/tokens', { card: { number, expMonth: 12, expYear: new Date().getUTCFullYear() + 3, cvc: '123' } });
  expect(token.status, JSON.stringify(token.body)).toBe(201);
  return call(`/v1/payments/${paymentId}/confirm`, { token: token.body.id });
}

/** Moves the sandbox's clock (contract: Sandbox-only controls). */
async function advanceSandboxClock(servers: Servers, seconds: number): Promise<void> {
  const response = await fetch(new URL('/_sandbox/clock/advance', servers.sandboxUrl), {
    method: 'POST',
    headers: { authorization: `Bearer ${servers.secretKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({ seconds }),
  });
  expect(response.status).toBe(200);
}

/** The address the service sends the shopper back to, with the test's own parameters before it. */
function returnAddress(servers: Servers, query: Record<string, string>, fragment = ''): string {
  const url = new URL('/return.html', servers.hostUrl);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return url.href + fragment;
}

const logged = (page: Page) => page.evaluate(() => window.svcReturn.events);
const statusEvents = async (page: Page) => (await logged(page)).filter((event) => event.type === 'svc-payment-status');
const shown = (events: Logged[]) => events.map((event) => `${event.detail.status}/${event.detail.following}`);
const statusRegion = (page: Page) => page.getByRole('status');

test.describe('a completed payment', () => {
  test('shows "Payment completed" and the amount, takes the secret out of the address bar without a new history entry, and reports it once', async ({
    page,
    servers,
    createPayment,
    cspViolations,
    consoleErrors,
  }) => {
    const { paymentId, clientSecret } = await createPayment({ amount: 1234 });
    expect((await payServerSide(servers, paymentId, CARDS.visa)).body.status).toBe('completed');

    await page.goto(
      returnAddress(servers, { order: '42', payment_id: paymentId, client_secret: clientSecret, redirect_status: 'completed' }, '#receipt'),
    );
    await expect(statusRegion(page)).toContainText('Payment completed.');
    await expect(statusRegion(page)).toContainText('Amount: €12.34');

    const start = await page.evaluate(() => window.svcReturn.start);
    expect(start.href, 'the page opened with the secret (else this test proves nothing)').toContain(clientSecret);
    // Everything but the secret and redirect_status stays, in order, fragment included.
    expect(await page.evaluate(() => location.href)).toBe(`${servers.hostUrl}/return.html?order=42&payment_id=${paymentId}#receipt`);
    expect(await page.evaluate(() => history.length)).toBe(start.historyLength);

    await expect.poll(() => statusEvents(page).then(shown)).toEqual(['completed/false']);
    const [event] = await statusEvents(page);
    expect(event).toMatchObject({ frozen: true, bubbles: true, composed: true, target: 'status' });
    expect(event!.detail).toMatchObject({
      status: 'completed',
      redirectStatus: 'completed',
      following: false,
      payment: { id: paymentId, amount: 1234, status: 'completed' },
    });
    expect(await page.evaluate(() => (document.getElementById('status') as any).result?.status)).toBe('completed');
    // Kept for a reload of this tab only, under the payment id (docs/payment-status.md).
    expect(await page.evaluate((id) => sessionStorage.getItem(`svc-payment-status:${id}`), paymentId)).toBe(clientSecret);
    expect(consoleErrors).toEqual([]);
    expect(cspViolations).toEqual([]);
  });

  test('a reload reads the payment again without the secret in the address, and adds no history entry', async ({
    page,
    servers,
    createPayment,
    cspViolations,
  }) => {
    const { paymentId, clientSecret } = await createPayment();
    await payServerSide(servers, paymentId, CARDS.visa);
    await page.goto(returnAddress(servers, { payment_id: paymentId, client_secret: clientSecret, redirect_status: 'completed' }));
    await expect(statusRegion(page)).toContainText('Payment completed.');
    const length = await page.evaluate(() => history.length);

    const requests = recordRequests(page);
    await page.reload();
    const start = await page.evaluate(() => window.svcReturn.start);
    expect(start.href).toBe(`${servers.hostUrl}/return.html?payment_id=${paymentId}`);
    await expect(statusRegion(page)).toContainText('Payment completed.');
    expect(await page.evaluate(() => history.length)).toBe(length);
    // The payment was read again, with the kept secret.
    expect(requests.some((request) => request.url === `${servers.sandboxUrl}/v1/payments/${paymentId}?client_secret=${clientSecret}`)).toBe(true);
    expect(cspViolations).toEqual([]);
  });

  test('works two shadow roots deep: shown, and its event reaches the document', async ({ page, servers, createPayment, cspViolations }) => {
    const { paymentId, clientSecret } = await createPayment();
    await payServerSide(servers, paymentId, CARDS.visa);
    await page.goto(returnAddress(servers, { shadow: '1', payment_id: paymentId, client_secret: clientSecret }));
    await expect(page.locator('#outer-host svc-payment-status')).toHaveCount(1);
    await expect(statusRegion(page)).toContainText('Payment completed.');
    await expect.poll(() => statusEvents(page).then(shown)).toEqual(['completed/false']);
    expect(await page.evaluate(() => location.search)).toBe(`?shadow=1&payment_id=${paymentId}`);
    expect(cspViolations).toEqual([]);
  });
});

test.describe('a processing payment', () => {
  // One at a time: the first moves the sandbox's clock, which would settle the second's payment early.
  test.describe.configure({ mode: 'serial' });

  test('4000 0000 0000 7700: shown as processing, then completed while the element watches', async ({
    page,
    servers,
    createPayment,
    cspViolations,
  }) => {
    const { paymentId, clientSecret } = await createPayment();
    expect((await payServerSide(servers, paymentId, CARDS.processing)).body.status).toBe('processing');

    await page.goto(returnAddress(servers, { payment_id: paymentId, client_secret: clientSecret, redirect_status: 'processing' }));
    await expect(statusRegion(page)).toContainText('Your bank is still processing the payment…');
    expect((await sandboxGet(servers, `/v1/payments/${paymentId}`)).status).toBe('processing');

    await advanceSandboxClock(servers, 6);
    await expect(statusRegion(page)).toContainText('Payment completed.');
    expect(shown(await statusEvents(page))).toEqual(['processing/true', 'completed/false']);
    expect(cspViolations).toEqual([]);
  });

  test('still processing when the follow-up time ends: says a confirmation will follow', async ({ page, servers, createPayment, cspViolations }) => {
    const { paymentId, clientSecret } = await createPayment();
    await payServerSide(servers, paymentId, CARDS.processing);

    await page.goto(returnAddress(servers, { timeout: '1', payment_id: paymentId, client_secret: clientSecret, redirect_status: 'processing' }));
    await expect(statusRegion(page)).toContainText('You will receive a confirmation when it is done');
    await expect(statusRegion(page)).not.toContainText('Payment completed');
    expect(shown(await statusEvents(page))).toEqual(['processing/true', 'processing/false']);
    expect(cspViolations).toEqual([]);
  });
});

test.describe('a payment that is not paid', () => {
  test('4000 0000 0000 0002: says the payment failed, why, and that the shopper can try again', async ({
    page,
    servers,
    createPayment,
    cspViolations,
  }) => {
    const { paymentId, clientSecret } = await createPayment();
    expect((await payServerSide(servers, paymentId, CARDS.declined)).status).toBe(402);

    await page.goto(returnAddress(servers, { payment_id: paymentId, client_secret: clientSecret, redirect_status: 'failed' }));
    await expect(statusRegion(page)).toContainText('The payment failed: your card was declined. You can try again.');
    await expect.poll(() => statusEvents(page).then(shown)).toEqual(['requires_payment_method/false']);
    const [event] = await statusEvents(page);
    expect(event!.detail.payment.lastError).toMatchObject({ code: 'card_declined', declineCode: 'generic_decline' });
    expect(cspViolations).toEqual([]);
  });

  test('redirect_status=completed in the query on a payment never paid: the payment’s own status is shown', async ({
    page,
    servers,
    createPayment,
    cspViolations,
  }) => {
    const { paymentId, clientSecret } = await createPayment();
    await page.goto(returnAddress(servers, { payment_id: paymentId, client_secret: clientSecret, redirect_status: 'completed' }));
    await expect(statusRegion(page)).toContainText('The payment was not completed. You can try again.');
    await expect(statusRegion(page)).not.toContainText('Payment completed');
    await expect
      .poll(() => statusEvents(page).then((events) => events.map((event) => [event.detail.status, event.detail.redirectStatus])))
      .toEqual([['requires_payment_method', 'completed']]);
    expect(cspViolations).toEqual([]);
  });

  test('redirect_status=completed on a payment whose bank redirect was never finished: "authentication not finished"', async ({
    page,
    servers,
    createPayment,
    cspViolations,
  }) => {
    const { paymentId, clientSecret } = await createPayment();
    const confirm = await payServerSide(servers, paymentId, CARDS.redirect);
    expect(confirm.body).toMatchObject({ status: 'requires_action', nextAction: { type: 'redirect' } });

    await page.goto(returnAddress(servers, { payment_id: paymentId, client_secret: clientSecret, redirect_status: 'completed' }));
    await expect(statusRegion(page)).toContainText('The authentication with your bank was not finished, so nothing was paid.');
    await expect(statusRegion(page)).not.toContainText('Payment completed');
    await expect.poll(() => statusEvents(page).then(shown)).toEqual(['requires_action/false']);
    expect(cspViolations).toEqual([]);
  });
});

test.describe('a payment that cannot be read', () => {
  test('another session’s client secret: the read error, svc-loaderror with the service’s code, a developer message, and the secret still leaves the address bar', async ({
    page,
    servers,
    createPayment,
    cspViolations,
    consoleErrors,
  }) => {
    const { paymentId } = await createPayment();
    const other = await createPayment();
    await page.goto(returnAddress(servers, { payment_id: paymentId, client_secret: other.clientSecret, redirect_status: 'completed' }));
    await expect(statusRegion(page)).toHaveText('We could not read this payment.');
    await expect.poll(() => logged(page).then((events) => events.map((event) => event.type))).toEqual(['svc-loaderror']);
    const [error] = await logged(page);
    expect(error).toMatchObject({
      bubbles: true,
      composed: true,
      frozen: true,
      detail: { code: expect.stringMatching(/^client_secret_/), message: expect.stringContaining(paymentId) },
    });
    expect(consoleErrors.some((line) => line.includes(`[svc-payment-status] ${error!.detail.code}:`))).toBe(true);
    expect(await page.evaluate(() => location.href)).toBe(`${servers.hostUrl}/return.html?payment_id=${paymentId}`);
    expect(cspViolations).toEqual([]);
  });

  test('no client_secret in the address and none kept in this tab: the read error, and no request to the service', async ({
    page,
    servers,
    createPayment,
    cspViolations,
  }) => {
    const { paymentId } = await createPayment();
    const requests = recordRequests(page);
    await page.goto(returnAddress(servers, { payment_id: paymentId }));
    await expect(statusRegion(page)).toHaveText('We could not read this payment.');
    await expect
      .poll(() => logged(page).then((events) => events.map((event) => `${event.type}:${event.detail.code}`)))
      .toEqual(['svc-loaderror:client_secret_missing']);
    expect(requests.filter((request) => request.url.startsWith(servers.sandboxUrl))).toEqual([]);
    expect(cspViolations).toEqual([]);
  });

  test('a payment_id that is no payment id: refused before any request', async ({ page, servers, cspViolations }) => {
    const requests = recordRequests(page);
    await page.goto(returnAddress(servers, { payment_id: 'pay_../../v1/refunds', client_secret: 'cs_abc_secret_def' }));
    await expect(statusRegion(page)).toHaveText('We could not read this payment.');
    await expect
      .poll(() => logged(page).then((events) => events.map((event) => `${event.type}:${event.detail.code}`)))
      .toEqual(['svc-loaderror:payment_id_invalid']);
    expect(requests.filter((request) => request.url.startsWith(servers.sandboxUrl))).toEqual([]);
    expect(await page.evaluate(() => location.search)).toBe('?payment_id=pay_..%2F..%2Fv1%2Frefunds');
    expect(cspViolations).toEqual([]);
  });
});

test.describe('inside a mobile app (docs/webview.md)', () => {
  /** A react-native-webview bridge, there before any script of the page as the app injects it. */
  const injectReactNativeBridge = (page: Page) =>
    page.addInitScript(() => {
      Object.assign(window, { ReactNativeWebView: { postMessage: (message: string) => (window.__bridge ??= []).push(message) } });
    });
  const bridged = async (page: Page) => (await page.evaluate(() => window.__bridge ?? [])).map((text) => JSON.parse(text));

  test('a completed payment: the React Native bridge receives svc-payment-status with status completed, as JSON text', async ({
    page,
    servers,
    createPayment,
    cspViolations,
    consoleErrors,
  }) => {
    await injectReactNativeBridge(page);
    const { paymentId, clientSecret } = await createPayment({ amount: 1234 });
    expect((await payServerSide(servers, paymentId, CARDS.visa)).body.status).toBe('completed');

    await page.goto(returnAddress(servers, { payment_id: paymentId, client_secret: clientSecret, redirect_status: 'completed' }));
    await expect(statusRegion(page)).toContainText('Payment completed.');
    await expect.poll(() => bridged(page).then((messages) => messages.map((message) => message.type))).toEqual(['svc-payment-status']);
    const [message] = await bridged(page);
    expect(message).toMatchObject({
      source: 'svc-elements',
      version: 1,
      type: 'svc-payment-status',
      detail: { status: 'completed', following: false, redirectStatus: 'completed', payment: { id: paymentId, status: 'completed', amount: 1234 } },
    });
    // The page's own listeners still hear the event; the secret reaches neither them nor the app.
    expect(shown(await statusEvents(page))).toEqual(['completed/false']);
    expect((await page.evaluate(() => window.__bridge ?? [])).join('')).not.toContain(clientSecret);
    expect(consoleErrors).toEqual([]);
    expect(cspViolations).toEqual([]);
  });

  test('a payment that cannot be read: the bridge receives the svc-loaderror fired before the bridge chunk loaded', async ({
    page,
    servers,
    createPayment,
    cspViolations,
  }) => {
    await injectReactNativeBridge(page);
    const { paymentId } = await createPayment();
    await page.goto(returnAddress(servers, { payment_id: paymentId }));
    await expect(statusRegion(page)).toHaveText('We could not read this payment.');
    await expect
      .poll(() => bridged(page).then((messages) => messages.map((message) => `${message.type}:${message.detail.code}`)))
      .toEqual(['svc-loaderror:client_secret_missing']);
    expect(cspViolations).toEqual([]);
  });

  test('without a bridge, the bridge chunk is never loaded', async ({ page, servers, createPayment, cspViolations }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    const { paymentId, clientSecret } = await createPayment();
    await payServerSide(servers, paymentId, CARDS.visa);
    await page.goto(returnAddress(servers, { payment_id: paymentId, client_secret: clientSecret }));
    await expect(statusRegion(page)).toContainText('Payment completed.');
    expect(scripts.filter((path) => path.includes('/chunks/'))).toEqual([]);
    expect(scripts).toContain('/svc-payment-status.js');
    expect(cspViolations).toEqual([]);
  });
});

/**
 * A setup session (a card saved without paying) confirmed with 4000 0000 0000 3063: the bank's own
 * page, then back to the session's returnUrl (this return page) with client_secret and
 * redirect_status, and no payment_id.
 */
async function setupThroughBankPage(page: Page, servers: Servers, code: string | null): Promise<string> {
  const customer = await createCustomer(servers);
  const clientSecret = await setupSession(servers, customer, { save: 'always' });
  const expiry = futureExpiry();
  const token = await apiOk(servers, 'POST', '/v1/tokens', {
    key: servers.publishableKey,
    body: { card: { number: CARDS.redirect, expMonth: Number(expiry.slice(0, 2)), expYear: 2000 + Number(expiry.slice(2)), cvc: '123' } },
  });
  const session = await apiOk(servers, 'POST', `/v1/client_sessions/${clientSecret.split('_secret_')[0]}/confirm`, {
    key: servers.publishableKey,
    body: { clientSecret, token: token.id },
  });
  expect(session).toMatchObject({ status: 'requires_action', nextAction: { type: 'redirect' } });
  await page.goto(String(session.nextAction.url));
  if (code === null) await page.getByRole('button', { name: 'Cancel' }).click();
  else {
    await page.getByLabel('Verification code').fill(code);
    await page.getByRole('button', { name: 'Submit' }).click();
  }
  await page.waitForURL(/\/return\.html/);
  return clientSecret;
}

test.describe('a setup session’s return (no payment_id)', () => {
  test('4000 0000 0000 3063 authenticated at the bank: "card saved" with brand and last four, one event with kind setup, secret out of the address bar', async ({
    page,
    servers,
    cspViolations,
    consoleErrors,
  }) => {
    const clientSecret = await setupThroughBankPage(page, servers, '123456');
    await expect(statusRegion(page)).toContainText('Your Visa card ending in 3063 was saved.');
    const start = await page.evaluate(() => window.svcReturn.start);
    expect(start.href, 'came back with the secret and no payment_id').toContain(clientSecret);
    expect(start.href).not.toContain('payment_id');
    expect(await page.evaluate(() => location.href)).not.toContain('client_secret');

    await expect.poll(() => statusEvents(page).then(shown)).toEqual(['succeeded/false']);
    const [event] = await statusEvents(page);
    expect(event).toMatchObject({ frozen: true, bubbles: true, composed: true, target: 'status' });
    expect(event!.detail).toMatchObject({
      kind: 'setup',
      status: 'succeeded',
      following: false,
      setupSession: { mode: 'setup', status: 'succeeded', token: { card: { brand: 'visa', last4: '3063' } } },
    });
    expect(await page.evaluate(() => (document.getElementById('status') as any).result?.kind)).toBe('setup');
    expect(await page.locator('#status').evaluate((element) => element.matches(':state(succeeded)'))).toBe(true);
    const results = await analyzeEveryFrame(page);
    expect(violationsOf(results)).toEqual([]);
    // The sandbox bank's page has no favicon; the return page logs nothing.
    expect(consoleErrors.filter((line) => !line.includes('/favicon.ico'))).toEqual([]);
    expect(cspViolations).toEqual([]);
  });

  test('authentication failed at the bank: "not saved" and why, the event says requires_payment_method; axe clean', async ({
    page,
    servers,
    cspViolations,
  }) => {
    await setupThroughBankPage(page, servers, null);
    await expect(statusRegion(page)).toContainText('Your card was not saved');
    await expect(statusRegion(page)).toContainText('You can try again.');
    await expect.poll(() => statusEvents(page).then(shown)).toEqual(['requires_payment_method/false']);
    const [event] = await statusEvents(page);
    expect(event!.detail).toMatchObject({ kind: 'setup', setupSession: { token: null, lastError: { code: 'authentication_failed' } } });
    expect(violationsOf(await analyzeEveryFrame(page))).toEqual([]);
    expect(cspViolations).toEqual([]);
  });

  test('a reload shows the same outcome, "card saved", read again with the secret this tab kept; no history entry, no error', async ({
    page,
    servers,
    cspViolations,
    consoleErrors,
  }) => {
    const clientSecret = await setupThroughBankPage(page, servers, '123456');
    await expect(statusRegion(page)).toContainText('Your Visa card ending in 3063 was saved.');
    const cleaned = await page.evaluate(() => location.href);
    expect(cleaned).toBe(`${servers.hostUrl}/return.html`);
    // Kept for a reload of this tab only, under the address as it stands once cleaned (docs/payment-status.md).
    expect(await page.evaluate((key) => sessionStorage.getItem(key), `svc-payment-status:setup:${cleaned}`)).toBe(clientSecret);
    const length = await page.evaluate(() => history.length);

    const requests = recordRequests(page);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.reload();
    expect((await page.evaluate(() => window.svcReturn.start)).href).toBe(cleaned);
    await expect(statusRegion(page)).toContainText('Your Visa card ending in 3063 was saved.');
    await expect.poll(() => statusEvents(page).then(shown)).toEqual(['succeeded/false']);
    const events = await logged(page);
    expect(events.map((event) => event.type)).toEqual(['svc-payment-status']);
    // redirect_status left the address with the secret: a reload has none, as a payment's reload.
    expect(events[0]!.detail).toMatchObject({
      kind: 'setup',
      status: 'succeeded',
      redirectStatus: null,
      setupSession: { token: { card: { last4: '3063' } } },
    });
    expect(await page.locator('#status').evaluate((element) => element.matches(':state(succeeded)'))).toBe(true);
    expect(await page.evaluate(() => history.length)).toBe(length);
    // The session was read again with the kept secret, its validator and words from the setup chunk.
    const sessionRead = `${servers.sandboxUrl}/v1/client_sessions/${clientSecret.split('_secret_')[0]}?client_secret=${clientSecret}`;
    expect(requests.some((request) => request.url === sessionRead)).toBe(true);
    expect(scripts.filter((path) => path.includes('/chunks/'))).toEqual([expect.stringMatching(/\/chunks\/setup-return-[\w-]+\.js$/)]);
    expect(consoleErrors.filter((line) => !line.includes('/favicon.ico'))).toEqual([]);
    expect(cspViolations).toEqual([]);
  });

  test('through the script-tag file with SRI, in German: the setup chunk is preloaded with its sha384 and words the saved card, again after a reload', async ({
    page,
    servers,
    cspViolations,
    consoleErrors,
  }) => {
    // Saved at once (4242 asks for no authentication), then opened as the bank would send the shopper back.
    const customer = await createCustomer(servers);
    const clientSecret = await setupSession(servers, customer);
    const expiry = futureExpiry();
    const token = await apiOk(servers, 'POST', '/v1/tokens', {
      key: servers.publishableKey,
      body: { card: { number: CARDS.visa, expMonth: Number(expiry.slice(0, 2)), expYear: 2000 + Number(expiry.slice(2)), cvc: '123' } },
    });
    const session = await apiOk(servers, 'POST', `/v1/client_sessions/${clientSecret.split('_secret_')[0]}/confirm`, {
      key: servers.publishableKey,
      body: { clientSecret, token: token.id },
    });
    expect(session.status).toBe('succeeded');
    await page.goto(`/return-script-tag.html?${new URLSearchParams({ client_secret: clientSecret, redirect_status: 'completed' })}`);
    const saved = 'Ihre Visa-Karte mit der Endung 4242 wurde gespeichert.';
    await expect(statusRegion(page)).toHaveText(saved);
    const preload = page.locator('link[rel="modulepreload"][href*="/chunks/setup-return-"]');
    expect(await preload.evaluate((link: HTMLLinkElement) => link.href)).toMatch(
      new RegExp(`^${servers.sandboxUrl}/elements/kit/chunks/setup-return-[\\w-]+\\.js$`),
    );
    expect(await preload.evaluate((link: HTMLLinkElement) => link.integrity)).toMatch(/^sha384-[A-Za-z0-9+/]{64}$/);
    expect(await page.evaluate(() => location.search)).toBe('');

    await page.reload();
    await expect(statusRegion(page)).toHaveText(saved);
    expect(consoleErrors).toEqual([]);
    expect(cspViolations).toEqual([]);
  });

  test('a setup return that cannot be read says so about the card, not a payment: svc-loaderror with the service’s code; axe clean', async ({
    page,
    servers,
    createPayment,
    cspViolations,
  }) => {
    // A payment's client secret comes back without a payment_id: read as a setup session, which it is not.
    const { clientSecret } = await createPayment();
    await page.goto(returnAddress(servers, { client_secret: clientSecret, redirect_status: 'completed' }));
    await expect(statusRegion(page)).toHaveText('We could not check whether your card was saved.');
    await expect
      .poll(() => logged(page).then((events) => events.map((event) => `${event.type} ${event.detail.code}`)))
      .toEqual(['svc-loaderror response_invalid']);
    expect(await page.locator('#status').evaluate((element) => element.matches(':state(error)'))).toBe(true);
    expect(violationsOf(await analyzeEveryFrame(page))).toEqual([]);
    expect(cspViolations).toEqual([]);
  });
});

test.describe('axe', () => {
  test('no violations when completed, failed, or unreadable', async ({ page, servers, createPayment, cspViolations }) => {
    const paid = await createPayment();
    await payServerSide(servers, paid.paymentId, CARDS.visa);
    const declined = await createPayment();
    await payServerSide(servers, declined.paymentId, CARDS.declined);
    const pages = [
      [returnAddress(servers, { payment_id: paid.paymentId, client_secret: paid.clientSecret }), 'Payment completed.'],
      [returnAddress(servers, { payment_id: declined.paymentId, client_secret: declined.clientSecret }), 'The payment failed'],
      [returnAddress(servers, { payment_id: declined.paymentId, client_secret: paid.clientSecret }), 'We could not read this payment.'],
    ] as const;
    for (const [address, text] of pages) {
      await page.goto(address);
      await expect(statusRegion(page)).toContainText(text);
      const results = await analyzeEveryFrame(page);
      expect(violationsOf(results), text).toEqual([]);
      // The element's shadow content was analysed, not skipped: axe names it by a path through the host.
      const inShadow = results.passes.flatMap((rule) => rule.nodes.map((node) => node.target[0])).filter((target) => Array.isArray(target));
      expect(
        inShadow.some((target) => (target as unknown as string[])[0] === '#status'),
        text,
      ).toBe(true);
    }
    expect(cspViolations).toEqual([]);
  });
});
