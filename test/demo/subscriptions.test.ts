import { AxeBuilder } from '@axe-core/playwright';
import { type Page, expect as expectPage } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type RunningDemoInBrowser,
  cardFrame,
  expectStrictPolicyKept,
  expectedPolicy,
  nav,
  newShopper,
  passChallenge,
  service as serviceOf,
  startDemoInBrowser,
  startTrial as startTrialOn,
} from './shopper.js';

/**
 * `npm run demo`'s subscription in Chromium, as a newcomer clicks through it (issue 14, item 4): the
 * trial page saves a card in a setup session and the shop's server starts a 14-day trial with nothing
 * charged; the subscription page ends the trial on the sandbox clock and shows the invoice paid
 * off-session and the subscription active; the checkout then offers the saved card and pays with it.
 * Once with 4242 4242 4242 4242, once with 4000 0025 0000 3155 through its 3-D Secure challenge. Every
 * page arrives with the demo's own strict Content-Security-Policy (no inline script or style, Trusted
 * Types required), read from its answer, and nothing in the page or its frames breaks it.
 */

let demo: RunningDemoInBrowser;
let address = '';

beforeAll(async () => {
  demo = await startDemoInBrowser();
  address = demo.address;
}, 60_000);

afterAll(() => demo.stop());

const service = (path: string) => serviceOf(demo, path);
const startTrial = (page: Page, number: string) => startTrialOn(demo, page, number);

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
    const shopper = await newShopper(demo);
    const { context, page } = shopper;
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

    expectStrictPolicyKept(demo, shopper, ['/trial.html', '/subscription.html', '/']);
    await context.close();
  }, 90_000);

  it('4000 0025 0000 3155: the 3-D Secure challenge when the card is saved; the trial’s invoice is then paid off-session without one', async () => {
    const shopper = await newShopper(demo);
    const { context, page } = shopper;
    await startTrial(page, '4000002500003155');
    await passChallenge(page);
    await expectTrialStarted(page, '3155');
    await endTrial(page, '3155');
    expectStrictPolicyKept(demo, shopper, ['/trial.html', '/subscription.html']);
    await context.close();
  }, 90_000);

  it('4000 0000 0000 3063: the bank’s own page, then back to the trial page, the secret out of the address, the trial active', async () => {
    const shopper = await newShopper(demo);
    const { context, page } = shopper;
    await startTrial(page, '4000000000003063');
    await page.waitForURL((url) => url.pathname === '/3ds/v1/redirect', { timeout: 20_000 });
    await page.getByLabel('Verification code').fill('123456');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL((url) => url.pathname === '/trial.html');
    await expectTrialStarted(page, '3063');
    expect(page.url()).toBe(new URL('trial.html', address).href);
    expectStrictPolicyKept(demo, shopper, ['/trial.html']);
    // Served twice: before the bank's page and after it.
    expect(shopper.pagesServed.filter((served) => served.path === '/trial.html')).toHaveLength(2);
    await context.close();
  }, 90_000);

  it('the trial and subscription pages: headings, labels and live regions; axe finds nothing, in the card frame either', async () => {
    const { context, page } = await newShopper(demo);
    const trialPage = await page.goto(new URL('trial.html', address).href);
    expect(trialPage?.headers()['content-security-policy']).toBe(expectedPolicy(demo.sandboxUrl));
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
