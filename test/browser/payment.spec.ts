import { expect, test } from './fixtures.js';
import {
  CARDS,
  VISA_FORMATTED,
  INPUT,
  futureExpiry,
  loggedEvents,
  paymentEvents,
  recordRequests,
  retype,
  sandboxGet,
  typeCard,
  typeCardAndPay,
  typeInto,
  waitForConfirms,
  waitForLogged,
} from './support/checkout.js';

/**
 * Issue 4, "Tests": a successful payment with 4242 4242 4242 4242 and each decline card, in Chromium
 * against the real sandbox, on a strict-CSP merchant page (pages/checkout.html) whose pay button
 * submits a form that calls `element.confirm()`.
 */

test('a shopper who types 4242 4242 4242 4242 and presses Pay completes the payment, and the sandbox confirms it', async ({
  page,
  servers,
  startCheckout,
  cspViolations,
}) => {
  const { paymentId, frame } = await startCheckout();

  await typeCard(page, frame, { number: CARDS.visa });
  await expect(frame.locator(INPUT.number)).toHaveValue(VISA_FORMATTED);
  await page.locator('#pay').click();

  const payment = await waitForLogged(page, 'svc-payment');
  expect(payment.detail.outcome).toBe('completed');
  expect(payment.detail.payment).toMatchObject({ id: paymentId, status: 'completed' });
  expect(payment.detail.error).toBeUndefined();
  const [confirm] = await waitForConfirms(page);
  expect(confirm).toMatchObject({ state: 'resolved', outcome: { outcome: 'completed' } });

  const stored = await sandboxGet(servers, `/v1/payments/${paymentId}`);
  expect(stored.status).toBe('completed');
  expect(stored.paymentMethod?.card).toMatchObject({ brand: 'visa', last4: '4242' });
  expect(await paymentEvents(servers, paymentId, 'payment.completed')).toHaveLength(1);
  expect(cspViolations).toEqual([]);
});

test('a successful checkout logs no console error in the page or the frame', async ({ page, startCheckout, consoleErrors, cspViolations }) => {
  const { frame } = await startCheckout();
  await typeCardAndPay(page, frame, { number: CARDS.visa });
  expect((await waitForLogged(page, 'svc-payment')).detail.outcome).toBe('completed');
  expect(consoleErrors).toEqual([]);
  expect(cspViolations).toEqual([]);
});

test('the frame tokenizes with the publishable key and confirms once, with an Idempotency-Key, all from the service origin', async ({
  page,
  servers,
  startCheckout,
  cspViolations,
}) => {
  const requests = recordRequests(page);
  const { paymentId, frame } = await startCheckout();
  await typeCardAndPay(page, frame, { number: CARDS.visa });
  expect((await waitForLogged(page, 'svc-payment')).detail.outcome).toBe('completed');

  const api = requests.filter((request) => request.url.startsWith(`${servers.sandboxUrl}/v1/`));
  const tokens = api.filter((request) => request.method === 'POST' && new URL(request.url).pathname === '/v1/tokens');
  const confirms = api.filter((request) => request.method === 'POST' && new URL(request.url).pathname === `/v1/payments/${paymentId}/confirm`);
  expect(tokens).toHaveLength(1);
  expect(confirms).toHaveLength(1);
  for (const request of [...tokens, ...confirms]) {
    expect(request.fromMainFrame, `${request.url} must come from the card frame`).toBe(false);
    expect(request.frameUrl.startsWith(`${servers.sandboxUrl}/elements/v1/`)).toBe(true);
    expect(request.headers.authorization).toBe(`Bearer ${servers.publishableKey}`);
  }
  expect(confirms[0]!.headers['idempotency-key']).toMatch(/\S{8,}/);
  expect(cspViolations).toEqual([]);
});

const DECLINES = [
  {
    card: CARDS.genericDecline,
    name: '4000 0000 0000 0002',
    code: 'card_declined',
    declineCode: 'generic_decline',
    text: /declined.*another card|contact your bank/i,
  },
  {
    card: CARDS.insufficientFunds,
    name: '4000 0000 0000 9953',
    code: 'card_declined',
    declineCode: 'insufficient_funds',
    text: /insufficient funds/i,
  },
  { card: CARDS.expiredCard, name: '4000 0000 0000 0069', code: 'expired_card', declineCode: undefined, text: /expired/i },
  { card: CARDS.incorrectCvc, name: '4000 0000 0000 0127', code: 'incorrect_cvc', declineCode: undefined, text: /security code is incorrect/i },
] as const;

for (const decline of DECLINES) {
  test(`${decline.name} (${decline.declineCode ?? decline.code}) is declined with a shopper-friendly message, shown and announced, and a typed error in svc-payment`, async ({
    page,
    startCheckout,
    cspViolations,
  }) => {
    const { paymentId, frame } = await startCheckout();
    await typeCardAndPay(page, frame, { number: decline.card });

    const result = await waitForLogged(page, 'svc-payment');
    expect(result.detail.outcome).toBe('declined');
    expect(result.detail.error.code).toBe(decline.code);
    if (decline.declineCode !== undefined) expect(result.detail.error.declineCode).toBe(decline.declineCode);
    expect(result.detail.error.message).toMatch(decline.text);
    if (result.detail.payment !== undefined) expect(result.detail.payment.id).toBe(paymentId);

    // Shown in the frame, in an alert (an assertive live region: announced when its text changes).
    const alert = frame.getByRole('alert');
    await expect(alert).toHaveText(decline.text);
    await expect(alert).toBeVisible();
    // Written for the shopper: not the service's developer message, no raw code.
    await expect(alert).not.toHaveText(new RegExp(`${decline.code}|${decline.declineCode ?? decline.code}`));
    expect(cspViolations).toEqual([]);
  });

  test(`after ${decline.name} is declined, the shopper switches to 4242 4242 4242 4242 and the retry completes`, async ({
    page,
    servers,
    startCheckout,
    cspViolations,
  }) => {
    const { paymentId, frame } = await startCheckout();
    await typeCardAndPay(page, frame, { number: decline.card });
    expect((await waitForLogged(page, 'svc-payment')).detail.outcome).toBe('declined');

    await retype(page, frame, 'number', CARDS.visa);
    await expect(frame.locator(INPUT.number)).toHaveValue(VISA_FORMATTED);
    await page.locator('#pay').click();

    const lastChange = async () => JSON.stringify((await loggedEvents(page, 'svc-change')).at(-1)?.detail);
    await expect
      .poll(async () => (await loggedEvents(page, 'svc-payment')).length, {
        message: `the retry must reach svc-payment (form submits: ${await page.evaluate(() => window.svcTest.submits)}; last svc-change: ${await lastChange()})`,
      })
      .toBe(2);
    const retry = (await loggedEvents(page, 'svc-payment'))[1]!;
    expect(retry.detail.outcome).toBe('completed');
    expect(retry.detail.payment).toMatchObject({ id: paymentId, status: 'completed' });
    expect((await sandboxGet(servers, `/v1/payments/${paymentId}`)).status).toBe('completed');
    expect(cspViolations).toEqual([]);
  });
  test(`after ${decline.name} is declined, typing a new card number removes the old card's refusal (alert, aria-invalid, svc-change error)`, async ({
    page,
    startCheckout,
    cspViolations,
  }) => {
    const { frame } = await startCheckout();
    await typeCardAndPay(page, frame, { number: decline.card });
    expect((await waitForLogged(page, 'svc-payment')).detail.outcome).toBe('declined');
    await expect(frame.getByRole('alert')).toHaveText(decline.text);

    await retype(page, frame, 'number', CARDS.visa);
    await expect(frame.getByRole('alert')).toHaveText('');
    for (const field of ['number', 'expiry', 'cvc'] as const) {
      await expect(frame.locator(INPUT[field]), field).not.toHaveAttribute('aria-invalid', 'true');
    }
    const last = (await loggedEvents(page, 'svc-change')).at(-1);
    expect(last?.detail).toMatchObject({ complete: true, error: null });
    expect(await page.locator('#card').evaluate((element: any) => element.checkValidity())).toBe(true);
    expect(cspViolations).toEqual([]);
  });
}

test('a second refusal of the same card changes the alert text again, so it is announced again', async ({ page, startCheckout, cspViolations }) => {
  const { frame } = await startCheckout();
  const alertText = () => frame.getByRole('alert').evaluate((element) => element.textContent);
  await typeCardAndPay(page, frame, { number: CARDS.genericDecline });
  await waitForLogged(page, 'svc-payment');
  const first = await alertText();
  expect(first).toMatch(/declined/i);
  // The merchant's own retry button calls confirm() again with the same card.
  await page.locator('#card').evaluate((element: any) => element.confirm().catch(() => {}));
  await waitForLogged(page, 'svc-payment', { count: 2 });
  // A live region speaks when its content changes: the same refusal twice must still change it.
  const second = await alertText();
  expect(second).toMatch(/declined/i);
  expect(second).not.toBe(first);
  expect(cspViolations).toEqual([]);
});

test('the expiry and CVC typed for a person are sent as typed (MM / YY becomes month and four-digit year)', async ({
  page,
  servers,
  startCheckout,
  cspViolations,
}) => {
  const { paymentId, frame } = await startCheckout();
  const expiry = futureExpiry();
  await typeInto(page, frame, 'number', CARDS.mastercard);
  await typeInto(page, frame, 'expiry', expiry);
  await typeInto(page, frame, 'cvc', '321');
  await page.locator('#pay').click();
  expect((await waitForLogged(page, 'svc-payment')).detail.outcome).toBe('completed');
  const stored = await sandboxGet(servers, `/v1/payments/${paymentId}`);
  expect(stored.paymentMethod.card).toMatchObject({ brand: 'mastercard', last4: '4444', expMonth: 12, expYear: 2000 + Number(expiry.slice(2)) });
  expect(cspViolations).toEqual([]);
});

test('4000 0000 0000 0127 (incorrect_cvc): the decline marks the CVC field itself (aria-invalid, focus), not the number (issue 12, item 4)', async ({
  page,
  startCheckout,
  cspViolations,
}) => {
  const { frame } = await startCheckout();
  await typeCardAndPay(page, frame, { number: CARDS.incorrectCvc });
  expect((await waitForLogged(page, 'svc-payment')).detail.error).toMatchObject({ code: 'incorrect_cvc', field: 'cvc' });
  await expect(frame.locator(INPUT.cvc)).toHaveAttribute('aria-invalid', 'true');
  await expect(frame.locator(INPUT.cvc)).toBeFocused();
  await expect(frame.locator(INPUT.number)).not.toHaveAttribute('aria-invalid', 'true');
  expect(cspViolations).toEqual([]);
});
