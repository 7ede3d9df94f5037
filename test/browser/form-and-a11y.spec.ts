import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { analyzeEveryFrame, inFrame, violationsOf } from './support/axe.js';
import {
  CARDS,
  ERROR,
  INPUT,
  loggedEvents,
  paymentEvents,
  recordRequests,
  sandboxGet,
  typeCard,
  typeCardAndPay,
  typeInto,
  waitForConfirms,
  waitForLogged,
} from './support/checkout.js';

/**
 * Issue 4: form association (a merchant's `<form>` sees the element's validity, `reportValidity()`
 * shows the frame's errors, reset clears it, disabled drops it), confirm safety (a `client-secret`
 * replaced mid-flight is refused; a double click confirms once), and axe on the host page and in the
 * card frame.
 */

type CardElement = HTMLElement & {
  status: string;
  card: { complete: boolean; empty: boolean };
  validity: ValidityState;
  validationMessage: string;
  willValidate: boolean;
  form: HTMLFormElement | null;
  checkValidity(): boolean;
  reportValidity(): boolean;
  confirm(options?: { returnUrl?: string }): Promise<unknown>;
};

function validityOf(page: Page) {
  return page.locator('#card').evaluate((element: CardElement) => ({
    formValid: element.form!.checkValidity(),
    elementValid: element.checkValidity(),
    valueMissing: element.validity.valueMissing,
    message: element.validationMessage,
    matchesInvalid: element.matches(':invalid'),
  }));
}

test.describe('form association', () => {
  test('the merchant’s form sees a required, empty element as invalid (valueMissing), and valid once the card is complete', async ({
    page,
    startCheckout,
    cspViolations,
  }) => {
    const { frame } = await startCheckout();
    expect(await page.locator('#card').evaluate((element: CardElement) => element.form?.id)).toBe('checkout');
    const empty = await validityOf(page);
    expect(empty).toMatchObject({ formValid: false, elementValid: false, valueMissing: true, matchesInvalid: true });
    expect(empty.message).not.toBe('');

    await typeCard(page, frame, { number: CARDS.visa });
    await expect.poll(async () => (await validityOf(page)).formValid).toBe(true);
    expect(await validityOf(page)).toMatchObject({ elementValid: true, valueMissing: false, message: '', matchesInvalid: false });
    expect(cspViolations).toEqual([]);
  });

  test('form.reportValidity() returns false and makes the frame show every field’s error', async ({ page, startCheckout, cspViolations }) => {
    const { frame } = await startCheckout();
    for (const field of ['number', 'expiry', 'cvc'] as const) await expect(frame.locator(ERROR[field])).toBeHidden();
    expect(await page.locator('#checkout').evaluate((form: HTMLFormElement) => form.reportValidity())).toBe(false);
    for (const field of ['number', 'expiry', 'cvc'] as const) {
      await expect(frame.locator(ERROR[field]), field).toBeVisible();
      await expect(frame.locator(INPUT[field]), field).toHaveAttribute('aria-invalid', 'true');
    }
    expect(cspViolations).toEqual([]);
  });

  test('a shown frame error becomes the element’s validationMessage for the merchant’s form', async ({ page, startCheckout, cspViolations }) => {
    const { frame } = await startCheckout();
    await typeInto(page, frame, 'number', '4242424242424241');
    await page.keyboard.press('Tab');
    await expect.poll(async () => (await validityOf(page)).message).toBe('Your card number is invalid.');
    expect(await validityOf(page)).toMatchObject({ formValid: false, valueMissing: false });
    expect(cspViolations).toEqual([]);
  });

  test('resetting the merchant’s form empties the card fields', async ({ page, startCheckout, cspViolations }) => {
    const { frame } = await startCheckout();
    await typeCard(page, frame, { number: CARDS.visa });
    await expect.poll(async () => (await loggedEvents(page, 'svc-change')).at(-1)?.detail.complete).toBe(true);
    await page.locator('#checkout').evaluate((form: HTMLFormElement) => form.reset());
    for (const field of ['number', 'expiry', 'cvc'] as const) await expect(frame.locator(INPUT[field]), field).toHaveValue('');
    await expect
      .poll(async () => (await loggedEvents(page, 'svc-change')).at(-1)?.detail)
      .toMatchObject({ empty: true, complete: false, error: null });
    expect(cspViolations).toEqual([]);
  });

  test('a disabled element is inert, leaves form validation and refuses confirm() with code disabled', async ({
    page,
    startCheckout,
    cspViolations,
  }) => {
    await startCheckout();
    await page.locator('#card').evaluate((element) => element.setAttribute('disabled', ''));
    await expect(page.locator('#card iframe')).toHaveAttribute('inert', '');
    const state = await page.locator('#card').evaluate(async (element: CardElement) => {
      let refusal: string | null = null;
      try {
        await element.confirm();
      } catch (error) {
        refusal = (error as { code?: string }).code ?? null;
      }
      return { willValidate: element.willValidate, formValid: element.form!.checkValidity(), refusal };
    });
    expect(state).toEqual({ willValidate: false, formValid: true, refusal: 'disabled' });
    expect(cspViolations).toEqual([]);
  });
});

test.describe('confirm safety', () => {
  test('replacing client-secret while a confirm is in flight makes confirm() reject with client_secret_changed, and no svc-payment is sent', async ({
    page,
    startCheckout,
    createPayment,
    cspViolations,
  }) => {
    const first = await startCheckout();
    const second = await createPayment();
    await typeCard(page, first.frame, { number: CARDS.visa });
    await expect.poll(async () => (await loggedEvents(page, 'svc-change')).at(-1)?.detail.complete).toBe(true);

    const result = await page.locator('#card').evaluate(async (element: CardElement, replacement) => {
      const pending = element.confirm();
      element.setAttribute('client-secret', replacement); // right after confirm(), before it resolves
      try {
        return { resolved: JSON.parse(JSON.stringify(await pending)) };
      } catch (error) {
        const { name, code, cause } = error as { name: string; code: string; cause?: unknown };
        return { rejected: { name, code, cause: JSON.parse(JSON.stringify(cause ?? null)) } };
      }
    }, second.clientSecret);

    expect(result.resolved, 'confirm() must not resolve with the old session’s result').toBeUndefined();
    expect(result.rejected).toMatchObject({ name: 'PaymentElementError', code: 'client_secret_changed' });
    // The refused result is handed over in `cause`, for the merchant to check on the server: it is the first payment's.
    if (result.rejected?.cause?.payment) expect(result.rejected.cause.payment.id).toBe(first.paymentId);
    expect(await loggedEvents(page, 'svc-payment')).toEqual([]);
    expect(cspViolations).toEqual([]);
  });

  test('after a client-secret is replaced, the next confirm pays the new payment', async ({
    page,
    servers,
    startCheckout,
    createPayment,
    cspViolations,
  }) => {
    const first = await startCheckout();
    const second = await createPayment();
    await page.locator('#card').evaluate((element, replacement) => element.setAttribute('client-secret', replacement), second.clientSecret);
    await typeCardAndPay(page, first.frame, { number: CARDS.visa });
    expect((await waitForLogged(page, 'svc-payment')).detail).toMatchObject({ outcome: 'completed', payment: { id: second.paymentId } });
    expect((await sandboxGet(servers, `/v1/payments/${first.paymentId}`)).status).toBe('requires_payment_method');
    expect((await sandboxGet(servers, `/v1/payments/${second.paymentId}`)).status).toBe('completed');
    expect(cspViolations).toEqual([]);
  });

  test('a double click on Pay confirms once: one token, one confirm request, one svc-payment, payment.completed once', async ({
    page,
    servers,
    startCheckout,
    cspViolations,
  }) => {
    const requests = recordRequests(page);
    const { paymentId, frame } = await startCheckout();
    await typeCard(page, frame, { number: CARDS.visa });
    // Both clicks in one task, as a double click at its fastest: the second must find the first in flight.
    // (Playwright's dblclick leaves the timing to a busy machine: its second click may come after the
    // first confirm settled, which starts a second, refused, attempt and reports the payment again.)
    await page.locator('#pay').evaluate((pay: HTMLButtonElement) => {
      pay.click();
      pay.click();
    });

    const confirms = await waitForConfirms(page, 2);
    expect(await page.evaluate(() => window.svcTest.submits), 'the double click must reach confirm() twice').toBe(2);
    for (const confirm of confirms)
      expect(confirm).toMatchObject({ state: 'resolved', outcome: { outcome: 'completed', payment: { id: paymentId } } });
    expect(await loggedEvents(page, 'svc-payment')).toHaveLength(1);

    const posts = (path: string) => requests.filter((request) => request.method === 'POST' && request.url === `${servers.sandboxUrl}${path}`);
    expect(posts('/v1/tokens')).toHaveLength(1);
    expect(posts(`/v1/payments/${paymentId}/confirm`)).toHaveLength(1);
    expect(await paymentEvents(servers, paymentId, 'payment.completed')).toHaveLength(1);
    expect(cspViolations).toEqual([]);
  });

  test('two confirm() calls in a row share one attempt: the second returns the same promise', async ({ page, startCheckout, cspViolations }) => {
    const { frame } = await startCheckout();
    await typeCard(page, frame, { number: CARDS.visa });
    const same = await page.locator('#card').evaluate(async (element: CardElement) => {
      const one = element.confirm();
      const two = element.confirm();
      await Promise.allSettled([one, two]);
      return one === two;
    });
    expect(same).toBe(true);
    expect(await loggedEvents(page, 'svc-payment')).toHaveLength(1);
    expect(cspViolations).toEqual([]);
  });
});

test.describe('axe', () => {
  // axe runs in every frame of the page, cross-origin card frames included: slower than the rest.
  test.describe.configure({ timeout: 90_000 });

  test('axe reports no violations on the host page, card frame included', async ({ page, startCheckout, cspViolations }) => {
    await startCheckout();
    const results = await analyzeEveryFrame(page);
    expect(violationsOf(results)).toEqual([]);
    // The cross-origin card frame was analysed too, not skipped.
    expect(results.passes.some((rule) => rule.nodes.some((node) => inFrame(node.target)))).toBe(true);
    expect(cspViolations).toEqual([]);
  });

  test('axe reports no violations in the card frame while it shows every field’s error', async ({ page, startCheckout, cspViolations }) => {
    const { frame } = await startCheckout();
    await page.locator('#pay').click();
    await expect(frame.locator(ERROR.cvc)).toBeVisible();
    const results = await analyzeEveryFrame(page);
    expect(violationsOf(results)).toEqual([]);
    const checkedInFrame = results.passes.flatMap((rule) =>
      rule.nodes.filter((node) => inFrame(node.target)).map((node) => JSON.stringify(node.target)),
    );
    expect(checkedInFrame.some((target) => target.includes('#card-number-error'))).toBe(true);
    expect(cspViolations).toEqual([]);
  });

  test('axe reports no violations in the card frame after a decline (refusal shown)', async ({ page, startCheckout, cspViolations }) => {
    const { frame } = await startCheckout();
    await typeCardAndPay(page, frame, { number: CARDS.insufficientFunds });
    expect((await waitForLogged(page, 'svc-payment')).detail.outcome).toBe('declined');
    await expect(frame.getByRole('alert')).not.toHaveText('');
    expect(violationsOf(await analyzeEveryFrame(page))).toEqual([]);
    expect(cspViolations).toEqual([]);
  });

  test('axe reports no violations on a page with two elements, both card frames included', async ({
    page,
    startTwoElementCheckout,
    cspViolations,
  }) => {
    await startTwoElementCheckout();
    expect(violationsOf(await analyzeEveryFrame(page))).toEqual([]);
    expect(cspViolations).toEqual([]);
  });

  test('axe reports no violations on the page with the element two shadow roots deep', async ({ page, startCheckout, cspViolations }) => {
    await startCheckout({ page: 'nested-shadow.html' });
    expect(violationsOf(await analyzeEveryFrame(page))).toEqual([]);
    expect(cspViolations).toEqual([]);
  });
});
