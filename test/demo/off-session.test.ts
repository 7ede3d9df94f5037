import { AxeBuilder } from '@axe-core/playwright';
import { type Page, expect as expectPage } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type RunningDemoInBrowser,
  cardFrame,
  expectStrictPolicyKept,
  nav,
  newShopper,
  passChallenge,
  service as serviceOf,
  startDemoInBrowser,
  startTrial,
} from './shopper.js';

/**
 * `npm run demo`'s "come back and authenticate" (contract: Customers, saved cards, subscriptions and
 * invoices, off-session charges), in Chromium: the shop charges a saved card with nobody at the
 * browser; `4000 0027 6000 3184` answers 402 `authentication_required` and the payment waits in
 * `requires_action`; the subscription page shows the email the shop sends, whose link opens
 * authenticate.html, where `<svc-payment-element>` with a session bound to that payment finishes the
 * step-up (a challenge) and the payment completes, as the sandbox says over HTTP. A renewal that needs
 * the customer goes the same way and pays the invoice; `4000 0000 0000 0341` is declined, with nothing to
 * authenticate. Every page under the demo's own strict CSP, with no violation in any frame.
 */

let demo: RunningDemoInBrowser;

beforeAll(async () => {
  demo = await startDemoInBrowser();
}, 60_000);

afterAll(() => demo.stop());

const service = (path: string) => serviceOf(demo, path);

/** Saves `number` on the trial page (answering the challenge when `challenge`), then opens the subscription page. */
async function saveCardThroughTrial(page: Page, number: string, challenge: boolean): Promise<void> {
  await startTrial(demo, page, number);
  if (challenge) await passChallenge(page);
  await expectPage(page.locator('#outcome')).toHaveText(/^Trial active until .*, no charge today\.$/, { timeout: 20_000 });
  await nav(page, 'Your subscription').click();
  await expectPage(page.locator('#card')).toHaveText(`Visa •••• ${number.slice(-4)}`);
}

/** "Charge the saved card now (off-session)" on the subscription page; the charge's payment id, read from what the page says. */
async function chargeCardOnFile(page: Page, expected: RegExp): Promise<string> {
  await page.getByRole('button', { name: 'Charge the saved card now (off-session)' }).click();
  const outcome = page.locator('#charge-outcome');
  await expectPage(outcome).toHaveText(expected, { timeout: 20_000 });
  return /\((pay_\w+)\)/.exec((await outcome.textContent()) ?? '')![1]!;
}

/** The emailed link, followed: the authenticate page with the saved card chosen; "Confirm payment", the challenge, confirmed. */
async function authenticateThroughEmail(page: Page, subject: string, amount: string, last4: string): Promise<string> {
  const email = page.getByRole('region', { name: "The shop's email to you" });
  await expectPage(email).toBeVisible();
  await expectPage(page.locator('#email-subject')).toHaveText(subject);
  const link = email.getByRole('link', { name: 'Confirm the payment' });
  const paymentId = new URL((await link.getAttribute('href'))!).searchParams.get('payment')!;
  await link.click();

  await page.waitForURL((url) => url.pathname === '/authenticate.html');
  await expectPage(page.getByRole('heading', { level: 1 })).toHaveText('Confirm your payment');
  await expectPage(page.locator('#amount')).toHaveText(amount);
  const frame = cardFrame(page);
  await expectPage(frame.getByRole('status')).toHaveText('Your bank asks you to confirm this payment. Check the card below and continue.', {
    timeout: 20_000,
  });
  await expectPage(frame.getByRole('radio', { name: new RegExp(`ending in ${last4}`) })).toBeChecked();
  await expectPage(frame.getByLabel('Card number')).toBeHidden();
  await expectPage(page.locator('#confirm')).toBeEnabled();
  await page.locator('#confirm').click();
  await passChallenge(page);
  await expectPage(page.locator('#outcome')).toHaveText(`Payment confirmed: ${amount}.`, { timeout: 20_000 });
  await expectPage(page.getByRole('heading', { name: 'Payment confirmed' })).toBeFocused();
  await expectPage(page.locator('#confirmed-text')).toContainText(`(${paymentId})`);
  return paymentId;
}

describe('npm run demo: a charge made off-session that the customer comes back to authenticate, in Chromium', () => {
  it('4000 0027 6000 3184: the off-session charge answers authentication_required; the emailed link’s page finishes the challenge and the payment completes', async () => {
    const shopper = await newShopper(demo);
    const { context, page } = shopper;
    await saveCardThroughTrial(page, '4000002760003184', true);
    await expectPage(page.locator('#email')).toBeHidden();

    const waitingId = await chargeCardOnFile(
      page,
      /^Not charged yet: your bank wants you to confirm €4\.00 with Visa •••• 3184 \(authentication_required\)\. The payment waits \(pay_\w+\); the shop emailed you a link\.$/,
    );
    const waiting = await service(`/v1/payments/${waitingId}`);
    expect(waiting).toMatchObject({ status: 'requires_action', amount: 400, currency: 'EUR', lastError: { code: 'authentication_required' } });
    const customer = waiting.customer.id as string;
    // The page with the email in it: axe finds nothing.
    await expectPage(page.locator('#email')).toBeVisible();
    expect((await new AxeBuilder({ page }).analyze()).violations.map((violation) => violation.id)).toEqual([]);

    const paymentId = await authenticateThroughEmail(page, 'Please confirm your payment of €4.00', '€4.00', '3184');
    expect(paymentId).toBe(waitingId);
    const payment = await service(`/v1/payments/${paymentId}`);
    expect(payment).toMatchObject({
      status: 'completed',
      amount: 400,
      description: 'svc Pro: 1 extra seat',
      customer: { id: customer },
      paymentMethod: { card: { brand: 'visa', last4: '3184' } },
    });
    // Finished with the saved card: no other card was added, and no second payment was made.
    const cards = await service(`/v1/customers/${customer}/tokens`);
    expect(cards.data.map((card: { card: { last4: string } }) => card.card.last4)).toEqual(['3184']);
    const payments = await service('/v1/payments?limit=100');
    expect(
      payments.data.filter((each: { customer: { id: string } | null }) => each.customer?.id === customer).map((each: { id: string }) => each.id),
    ).toEqual([paymentId]);

    // The link again, now that it is paid: nothing left to do, no element.
    await page.goto(new URL(`authenticate.html?payment=${paymentId}`, demo.address).href);
    await expectPage(page.locator('#outcome')).toHaveText('This payment is confirmed already: nothing to do.');
    await expectPage(page.locator('svc-payment-element')).toHaveCount(0);

    expectStrictPolicyKept(demo, shopper, ['/trial.html', '/subscription.html', '/authenticate.html']);
    await context.close();
  }, 120_000);

  it('4000 0027 6000 3184 at the renewal: the trial’s invoice fails off-session, past_due; the same email and page pay it, the subscription is active', async () => {
    const shopper = await newShopper(demo);
    const { context, page } = shopper;
    await saveCardThroughTrial(page, '4000002760003184', true);
    await page.getByRole('button', { name: 'End the trial now (sandbox clock)' }).click();
    await expectPage(page.locator('#outcome')).toHaveText(
      "The trial ended, but your bank wants you to confirm the invoice's payment of €9.00 (authentication_required): the subscription is past_due until you do; the shop emailed you a link.",
      { timeout: 20_000 },
    );
    const view = (await (await page.request.get(new URL('api/subscription', demo.address).href)).json()) as {
      subscription: { id: string };
      latestInvoice: { id: string };
    };
    const invoiceBefore = await service(`/v1/invoices/${view.latestInvoice.id}`);
    expect(invoiceBefore).toMatchObject({ status: 'open', amountDue: 900, attemptCount: 1 });

    const paymentId = await authenticateThroughEmail(page, 'Please confirm your svc Pro payment of €9.00', '€9.00', '3184');
    expect(paymentId).toBe(invoiceBefore.payment);
    expect(await service(`/v1/payments/${paymentId}`)).toMatchObject({ status: 'completed', amount: 900 });
    expect(await service(`/v1/invoices/${view.latestInvoice.id}`)).toMatchObject({ status: 'paid', amountPaid: 900 });
    expect(await service(`/v1/subscriptions/${view.subscription.id}`)).toMatchObject({ status: 'active' });

    await nav(page, 'Your subscription').click();
    await expectPage(page.locator('#status')).toHaveText('active: paid up');
    await expectPage(page.locator('#invoice-status')).toHaveText('paid (€9.00)');
    await expectPage(page.locator('#email')).toBeHidden();
    expectStrictPolicyKept(demo, shopper, ['/trial.html', '/subscription.html', '/authenticate.html']);
    await context.close();
  }, 120_000);

  it('4000 0000 0000 0341: the off-session charge is declined, said with its code; no email, nothing to authenticate; axe finds nothing', async () => {
    const shopper = await newShopper(demo);
    const { context, page } = shopper;
    await saveCardThroughTrial(page, '4000000000000341', false);
    const paymentId = await chargeCardOnFile(
      page,
      /^Declined off-session: €4\.00 with Visa •••• 0341\. card_declined: .+ Nothing to confirm: the card needs replacing \(pay_\w+\)\.$/,
    );
    await expectPage(page.locator('#charge-outcome')).toHaveAttribute('data-kind', 'declined');
    await expectPage(page.locator('#email')).toBeHidden();
    expect(await service(`/v1/payments/${paymentId}`)).toMatchObject({ status: 'requires_payment_method', lastError: { code: 'card_declined' } });
    expect((await new AxeBuilder({ page }).analyze()).violations.map((violation) => violation.id)).toEqual([]);

    // The authenticate page for a declined payment still lets the customer try (it is unpaid), with the card typed or chosen.
    await page.goto(new URL(`authenticate.html?payment=${paymentId}`, demo.address).href);
    await expectPage(page.locator('#confirm')).toBeEnabled({ timeout: 20_000 });
    expect((await new AxeBuilder({ page }).analyze()).violations.map((violation) => violation.id)).toEqual([]);
    expectStrictPolicyKept(demo, shopper, ['/trial.html', '/subscription.html', '/authenticate.html']);
    await context.close();
  }, 120_000);

  it('the emailed link in another browser (another shopper): refused, no element', async () => {
    const owner = await newShopper(demo);
    await saveCardThroughTrial(owner.page, '4000002760003184', true);
    const paymentId = await chargeCardOnFile(owner.page, /^Not charged yet:/);
    await owner.context.close();

    const stranger = await newShopper(demo);
    await stranger.page.goto(new URL(`authenticate.html?payment=${paymentId}`, demo.address).href);
    await expectPage(stranger.page.locator('#outcome')).toHaveText('This link is for another account: sign in as the customer it was sent to.');
    await expectPage(stranger.page.locator('svc-payment-element')).toHaveCount(0);
    expect(await service(`/v1/payments/${paymentId}`)).toMatchObject({ status: 'requires_action' });
    expectStrictPolicyKept(demo, stranger, ['/authenticate.html']);
    await stranger.context.close();
  }, 120_000);
});
