import type { ChildProcess } from 'node:child_process';
import { AxeBuilder } from '@axe-core/playwright';
import { type Browser, type BrowserContext, type Page, chromium, expect as expectPage } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_KEYS } from '../../src/sandbox/model/config.js';
import { startDemo } from '../support/demo.js';

/**
 * `npm run demo`'s subscription in Chromium, as a newcomer clicks through it (issue 14, item 4): the
 * trial page saves a card in a setup session and the shop's server starts a 14-day trial with nothing
 * charged; the subscription page ends the trial on the sandbox clock and shows the invoice paid
 * off-session and the subscription active; the checkout then offers the saved card and pays with it.
 * Once with 4242 4242 4242 4242, once with 4000 0025 0000 3155 through its 3-D Secure challenge. The
 * pages run under a strict CSP (added here: no inline script or style) with no violation.
 */

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const SECRET_KEY = DEV_KEYS.sandbox.secretKey; // the embedded sandbox's development key (docs/sandbox.md)

let demo: ChildProcess;
let address = '';
let sandboxUrl = '';
let browser: Browser;

beforeAll(async () => {
  ({ address, process: demo } = await startDemo());
  sandboxUrl = /data-service-url="([^"]+)"/.exec(await (await fetch(address)).text())![1]!;
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      // A page answered through route.fulfill (how the strict policy is added below) counts as a public
      // page for Chromium's Local Network Access checks, which then block its frames and sockets to loopback.
      '--disable-features=LocalNetworkAccessChecks',
    ],
  });
}, 60_000);

afterAll(async () => {
  await browser.close();
  if (demo.exitCode === null) demo.kill('SIGTERM');
});

/** The policy a shop would send: its own origin, the service's frames, no inline script or style. */
function strictPolicy(): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    `connect-src 'self' ${sandboxUrl} ws://localhost:*`, // ws: Vite's dev server reloading the page
    `frame-src ${sandboxUrl}`,
    "form-action 'self'",
    "base-uri 'none'",
  ].join('; ');
}

/** One shopper: a browser of its own (its own cookie, so its own customer), the demo's pages under the strict policy. */
async function newShopper(): Promise<{ context: BrowserContext; page: Page; violations: () => Promise<string[]> }> {
  // Tall enough that Pay needs no scroll: a click Playwright sends right after scrolling, while focus is in
  // the card frame (a saved card's security code just typed), is sometimes lost on the way to the page.
  const context = await browser.newContext({ viewport: { width: 1280, height: 1100 } });
  await context.route(`${address}**`, async (route) => {
    if (route.request().resourceType() !== 'document') return route.continue();
    const response = await route.fetch();
    return route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': strictPolicy() } });
  });
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.effectiveDirective} ${event.blockedURI}`));
  });
  const page = await context.newPage();
  return { context, page, violations: () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations) };
}

/** A link of the pages' nav. */
const nav = (page: Page, name: string) => page.getByRole('navigation', { name: 'Demo pages' }).getByRole('link', { name, exact: true });
const cardFrame = (page: Page) => page.frameLocator('svc-payment-element iframe[part="frame"]');

/** The service's own record, read with the secret key, as the shop's server would. */
async function service(path: string): Promise<any> {
  const response = await fetch(`${sandboxUrl}${path}`, { headers: { authorization: `Bearer ${SECRET_KEY}` } });
  expect(response.status, path).toBe(200);
  return response.json();
}

/** The trial page, a card typed in and "Start trial" pressed. */
async function startTrial(page: Page, number: string): Promise<void> {
  await page.goto(new URL('trial.html', address).href);
  await expectPage(page.getByRole('heading', { level: 1 })).toHaveText('Start a 14-day free trial');
  await expectPage(page.locator('#plan-price')).toHaveText('14 days free, then €9.00 a month.');
  await expectPage(page.locator('#start')).toBeEnabled({ timeout: 20_000 });
  await cardFrame(page).getByLabel('Card number').fill(number);
  await cardFrame(page).getByLabel('Expiry date').fill('12 / 34');
  await cardFrame(page).getByLabel('Security code', { exact: true }).fill('123');
  await page.locator('#start').click();
}

/** The trial is on: the page says until when, with the card; the service says trialing, no invoice, no payment. */
async function expectTrialStarted(page: Page, last4: string): Promise<string> {
  await expectPage(page.locator('#outcome')).toHaveText(/^Trial active until \d{1,2} \w+ \d{4}, no charge today\.$/, { timeout: 20_000 });
  await expectPage(page.locator('#trial-card')).toHaveText(`Visa •••• ${last4}`);
  await expectPage(page.getByRole('heading', { name: 'Your trial is active' })).toBeFocused();
  const view = (await (await page.request.get(new URL('api/subscription', address).href)).json()) as { subscription: { id: string } };
  const subscription = await service(`/v1/subscriptions/${view.subscription.id}`);
  expect(subscription).toMatchObject({ status: 'trialing', latestInvoice: null, defaultToken: expect.stringMatching(/^tok_/) });
  const payments = await service('/v1/payments?limit=100');
  expect(payments.data.filter((payment: { customer: { id: string } | null }) => payment.customer?.id === subscription.customer)).toEqual([]);
  return subscription.id as string;
}

/** The subscription page: trialing, then "End the trial now": the invoice paid, active, invoice.paid heard once. */
async function endTrial(page: Page, last4: string): Promise<void> {
  await nav(page, 'Your subscription').click();
  await expectPage(page.locator('#status')).toHaveText('trialing: free trial, nothing charged yet');
  await expectPage(page.locator('#card')).toHaveText(`Visa •••• ${last4}`);
  await expectPage(page.locator('#invoice')).toBeHidden();
  await page.getByRole('button', { name: 'End the trial now (sandbox clock)' }).click();
  await expectPage(page.locator('#outcome')).toHaveText(
    `The trial ended. Invoice paid: €9.00, off-session with Visa •••• ${last4}. svc Pro is active.`,
    { timeout: 20_000 },
  );
  await expectPage(page.locator('#status')).toHaveText('active: paid up');
  await expectPage(page.locator('#invoice-amount')).toHaveText('€9.00');
  await expectPage(page.locator('#invoice-status')).toHaveText('paid (€9.00)');
  await expectPage(page.locator('#end-trial-form')).toBeHidden();
  await expectPage(page.locator('#webhooks code', { hasText: /^invoice\.paid$/ })).toHaveCount(1, { timeout: 10_000 });
}

describe('npm run demo: a subscription with a free trial, in Chromium', () => {
  it('4242 4242 4242 4242: trial started, nothing charged; the trial ends and EUR 9.00 is paid off-session; the checkout offers the saved card and pays with it', async () => {
    const { context, page, violations } = await newShopper();
    await startTrial(page, '4242424242424242');
    const subscriptionId = await expectTrialStarted(page, '4242');
    await endTrial(page, '4242');
    const subscription = await service(`/v1/subscriptions/${subscriptionId}`);
    expect(subscription.status).toBe('active');
    expect(await service(`/v1/invoices/${subscription.latestInvoice}`)).toMatchObject({ status: 'paid', amountPaid: 900, attemptCount: 1 });

    // The returning customer: the checkout shows the card saved on the trial page, asks its security code again, pays with it.
    await nav(page, 'Checkout').click();
    const frame = cardFrame(page);
    await expectPage(frame.getByRole('radio', { name: 'Visa ending in 4242, Expires 12/34' })).toBeChecked({ timeout: 20_000 });
    await expectPage(page.locator('#pay')).toBeEnabled();
    await expectPage(frame.getByLabel('Card number')).toBeHidden();
    await frame.getByLabel('Security code for Visa ending in 4242').fill('123');
    await page.locator('#pay').click();
    await expectPage(page.locator('#outcome')).toContainText('Payment completed', { timeout: 20_000 });
    const paymentId = /\((pay_\w+)\)/.exec((await page.locator('#outcome').textContent()) ?? '')![1]!;
    const payment = await service(`/v1/payments/${paymentId}`);
    expect(payment).toMatchObject({
      status: 'completed',
      amount: 2500,
      customer: { id: subscription.customer },
      paymentMethod: { card: { brand: 'visa', last4: '4242' } },
    });
    // Paid with the card saved on the trial page: still the customer's only card.
    const cards = await service(`/v1/customers/${subscription.customer}/tokens`);
    expect(cards.data.map((card: { id: string }) => card.id)).toEqual([subscription.defaultToken]);

    expect(await violations()).toEqual([]);
    await context.close();
  }, 90_000);

  it('4000 0025 0000 3155: the 3-D Secure challenge when the card is saved; the trial’s invoice is then paid off-session without one', async () => {
    const { context, page, violations } = await newShopper();
    await startTrial(page, '4000002500003155');
    await expectPage(page.getByRole('dialog')).toBeVisible({ timeout: 20_000 });
    const acs = page.frameLocator('svc-payment-element dialog iframe').frameLocator('iframe');
    await acs.getByLabel('Verification code').fill('123456');
    await acs.getByRole('button', { name: 'Submit' }).click();
    await expectTrialStarted(page, '3155');
    await endTrial(page, '3155');
    expect(await violations()).toEqual([]);
    await context.close();
  }, 90_000);

  it('4000 0000 0000 3063: the bank’s own page, then back to the trial page, the secret out of the address, the trial active', async () => {
    const { context, page, violations } = await newShopper();
    await startTrial(page, '4000000000003063');
    await page.waitForURL((url) => url.pathname === '/3ds/v1/redirect', { timeout: 20_000 });
    await page.getByLabel('Verification code').fill('123456');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL((url) => url.pathname === '/trial.html');
    await expectTrialStarted(page, '3063');
    expect(page.url()).toBe(new URL('trial.html', address).href);
    expect(await violations()).toEqual([]);
    await context.close();
  }, 90_000);

  it('the trial and subscription pages: headings, labels and live regions; axe finds nothing, in the card frame either', async () => {
    const { context, page } = await newShopper();
    await page.goto(new URL('trial.html', address).href);
    await expectPage(page.locator('#start')).toBeEnabled({ timeout: 20_000 });
    await expectPage(nav(page, 'Start a free trial')).toHaveAttribute('aria-current', 'page');
    await expectPage(page.locator('#outcome')).toHaveAttribute('role', 'status');
    expect((await new AxeBuilder({ page }).analyze()).violations.map((violation) => violation.id)).toEqual([]);

    await page.goto(new URL('subscription.html', address).href);
    await expectPage(page.locator('#none')).toBeVisible();
    await expectPage(page.locator('#outcome')).toHaveAttribute('aria-live', 'polite');
    expect((await new AxeBuilder({ page }).analyze()).violations.map((violation) => violation.id)).toEqual([]);
    await context.close();
  }, 60_000);
});
