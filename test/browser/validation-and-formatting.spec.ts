import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import {
  AMEX_FORMATTED,
  CARDS,
  ERROR,
  INPUT,
  VISA_FORMATTED,
  cardFrameOf,
  caretOf,
  focusedField,
  formattedExpiry,
  futureExpiry,
  loggedConfirms,
  loggedEvents,
  paymentEvents,
  retype,
  sandboxGet,
  typeCard,
  typeInto,
  waitForLogged,
} from './support/checkout.js';

/**
 * Issue 4, "Tests": validation messages (incomplete, invalid Luhn, expired, short CVC, Amex 4-digit
 * CVC), when errors show (touched and changed, or submitted) and how they are tied to their field;
 * formatting as a person types, pastes, deletes and edits in the middle, with the caret where they
 * expect it; focus moving on when a field is complete; an autofill-style bulk set.
 */

const MESSAGES = {
  incompleteNumber: 'Your card number is incomplete.',
  invalidNumber: 'Your card number is invalid.',
  incompleteExpiry: 'Your card’s expiry date is incomplete.',
  expiredExpiry: 'Your card’s expiry date is in the past.',
  incompleteCvc: 'Your card’s security code is incomplete.',
} as const;

/** Moves the caret of the focused field to `index` with the arrow keys, as a person would. */
async function caretTo(page: Page, index: number): Promise<void> {
  await page.keyboard.press('Home');
  for (let step = 0; step < index; step += 1) await page.keyboard.press('ArrowRight');
}

test.describe('validation messages', () => {
  const NUMBER_ERRORS = [
    {
      name: 'an incomplete card number shows "Your card number is incomplete." once the shopper leaves the field',
      typed: '42424242',
      message: MESSAGES.incompleteNumber,
    },
    { name: 'a number that fails the Luhn check shows "Your card number is invalid."', typed: '4242424242424241', message: MESSAGES.invalidNumber },
  ];

  for (const { name, typed, message } of NUMBER_ERRORS) {
    test(name, async ({ page, startCheckout, cspViolations }) => {
      const { frame } = await startCheckout();
      await typeInto(page, frame, 'number', typed);
      await page.keyboard.press('Tab');
      await expect(frame.locator(ERROR.number)).toBeVisible();
      await expect(frame.locator(ERROR.number)).toHaveText(message);
      expect(cspViolations).toEqual([]);
    });
  }

  test('an expiry date in the past shows "Your card’s expiry date is in the past."', async ({ page, startCheckout, cspViolations }) => {
    const { frame } = await startCheckout();
    await typeInto(page, frame, 'number', CARDS.visa);
    await typeInto(page, frame, 'expiry', '1220');
    await expect(frame.locator(INPUT.expiry)).toHaveValue('12 / 20');
    await page.keyboard.press('Tab');
    await expect(frame.locator(ERROR.expiry)).toBeVisible();
    await expect(frame.locator(ERROR.expiry)).toHaveText(MESSAGES.expiredExpiry);
    expect(cspViolations).toEqual([]);
  });

  test('a two-digit CVC shows "Your card’s security code is incomplete."', async ({ page, startCheckout, cspViolations }) => {
    const { frame } = await startCheckout();
    await typeCard(page, frame, { number: CARDS.visa, cvc: '12' });
    await page.keyboard.press('Tab');
    await expect(frame.locator(ERROR.cvc)).toBeVisible();
    await expect(frame.locator(ERROR.cvc)).toHaveText(MESSAGES.incompleteCvc);
    expect(cspViolations).toEqual([]);
  });

  test('an Amex card (3782 822463 10005) with a 4-digit CVC completes the payment', async ({ page, servers, startCheckout, cspViolations }) => {
    const { paymentId, frame } = await startCheckout();
    await typeCard(page, frame, { number: CARDS.amex, cvc: '1234' });
    await expect(frame.locator(INPUT.cvc)).toHaveValue('1234');
    await expect(frame.locator(ERROR.cvc)).toBeHidden();
    await page.locator('#pay').click();
    const payment = await waitForLogged(page, 'svc-payment');
    expect(payment.detail.outcome).toBe('completed');
    const stored = await sandboxGet(servers, `/v1/payments/${paymentId}`);
    expect(stored).toMatchObject({ status: 'completed', paymentMethod: { card: { brand: 'amex', last4: '0005' } } });
    expect(await paymentEvents(servers, paymentId, 'payment.completed')).toHaveLength(1);
    expect(cspViolations).toEqual([]);
  });

  test('an Amex card with a 3-digit CVC is an error and the card is not complete', async ({ page, startCheckout, cspViolations }) => {
    const { frame } = await startCheckout();
    await typeCard(page, frame, { number: CARDS.amex, cvc: '123' });
    await page.keyboard.press('Tab');
    await expect(frame.locator(ERROR.cvc)).toBeVisible();
    await expect(frame.locator(ERROR.cvc)).toHaveText(MESSAGES.incompleteCvc);
    const last = (await loggedEvents(page, 'svc-change')).at(-1);
    expect(last?.detail).toMatchObject({ complete: false, brand: 'amex', error: { field: 'cvc' } });
    expect(cspViolations).toEqual([]);
  });

  test('a Visa CVC stops at 3 digits while an Amex CVC takes 4', async ({ page, startCheckout, cspViolations }) => {
    const { frame } = await startCheckout();
    await typeCard(page, frame, { number: CARDS.visa, cvc: '1234' });
    await expect(frame.locator(INPUT.cvc)).toHaveValue('123');
    await retype(page, frame, 'number', CARDS.amex);
    await retype(page, frame, 'cvc', '1234');
    await expect(frame.locator(INPUT.cvc)).toHaveValue('1234');
    expect(cspViolations).toEqual([]);
  });
});

test.describe('when errors show', () => {
  test('focusing and leaving empty fields shows no error (touched but not changed)', async ({ page, startCheckout, cspViolations }) => {
    const { frame } = await startCheckout();
    await expect(frame.locator('#cvc-hint-button')).toBeAttached();
    await frame.locator(INPUT.number).click();
    // Number → expiry → CVC → the CVC hint → Pay.
    for (let tab = 0; tab < 4; tab++) await page.keyboard.press('Tab');
    await expect(page.locator('#pay')).toBeFocused();
    for (const field of ['number', 'expiry', 'cvc'] as const) {
      await expect(frame.locator(ERROR[field]), field).toBeHidden();
      await expect(frame.locator(INPUT[field]), field).not.toHaveAttribute('aria-invalid', 'true');
    }
    expect((await loggedEvents(page, 'svc-change')).every((event) => event.detail.error === null)).toBe(true);
    expect(cspViolations).toEqual([]);
  });

  test('no error shows while the shopper is still typing a number that can become valid; it shows when they leave', async ({
    page,
    startCheckout,
    cspViolations,
  }) => {
    const { frame } = await startCheckout();
    await typeInto(page, frame, 'number', '4242 4242 42');
    await expect(frame.locator(INPUT.number)).toHaveValue('4242 4242 42');
    await expect(frame.locator(ERROR.number)).toBeHidden();
    await expect(frame.locator(INPUT.number)).not.toHaveAttribute('aria-invalid', 'true');
    await page.keyboard.press('Tab');
    await expect(frame.locator(ERROR.number)).toHaveText(MESSAGES.incompleteNumber);
    expect(cspViolations).toEqual([]);
  });

  test('pressing Pay with an empty card shows every field’s error and confirms nothing', async ({ page, servers, startCheckout, cspViolations }) => {
    const { frame } = await startCheckout();
    const confirmsSent: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(`${servers.sandboxUrl}/v1/tokens`) || request.url().endsWith('/confirm')) confirmsSent.push(request.url());
    });
    await page.locator('#pay').click();
    await expect(frame.locator(ERROR.number)).toHaveText(MESSAGES.incompleteNumber);
    await expect(frame.locator(ERROR.expiry)).toHaveText(MESSAGES.incompleteExpiry);
    await expect(frame.locator(ERROR.cvc)).toHaveText(MESSAGES.incompleteCvc);
    for (const field of ['number', 'expiry', 'cvc'] as const) await expect(frame.locator(INPUT[field])).toHaveAttribute('aria-invalid', 'true');
    expect(await page.evaluate(() => window.svcTest.submits)).toBe(0);
    expect(await loggedConfirms(page)).toEqual([]);
    expect(confirmsSent).toEqual([]);
    expect(cspViolations).toEqual([]);
  });

  test('aria-invalid is set only while an error is shown, and removed once the field is fixed', async ({ page, startCheckout, cspViolations }) => {
    const { frame } = await startCheckout();
    const number = frame.locator(INPUT.number);
    await expect(number).not.toHaveAttribute('aria-invalid', /.*/);
    await typeInto(page, frame, 'number', '4242');
    await expect(number).not.toHaveAttribute('aria-invalid', 'true');
    await page.keyboard.press('Tab');
    await expect(frame.locator(ERROR.number)).toBeVisible();
    await expect(number).toHaveAttribute('aria-invalid', 'true');
    await retype(page, frame, 'number', CARDS.visa);
    await expect(frame.locator(ERROR.number)).toBeHidden();
    await expect(number).not.toHaveAttribute('aria-invalid', 'true');
    expect(cspViolations).toEqual([]);
  });

  test('aria-describedby ties each shown error to its field', async ({ page, startCheckout, cspViolations }) => {
    const { frame } = await startCheckout();
    await page.locator('#pay').click();
    const pairs = [
      ['number', MESSAGES.incompleteNumber],
      ['expiry', MESSAGES.incompleteExpiry],
      ['cvc', MESSAGES.incompleteCvc],
    ] as const;
    for (const [field, message] of pairs) {
      const input = frame.locator(INPUT[field]);
      await expect(input).toHaveAccessibleDescription(new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
      const ids = ((await input.getAttribute('aria-describedby')) ?? '').split(/\s+/);
      expect(ids, field).toContain(ERROR[field].slice(1));
    }
    // Each field keeps its visible label.
    await expect(frame.getByLabel('Card number')).toHaveCount(1);
    await expect(frame.getByLabel('Expiry date')).toHaveCount(1);
    await expect(frame.getByLabel('Security code', { exact: true })).toHaveCount(1);
    expect(cspViolations).toEqual([]);
  });

  test('a newly shown error is announced through the frame’s live region', async ({ page, startCheckout, cspViolations }) => {
    const { frame } = await startCheckout();
    await typeInto(page, frame, 'number', '4242424242424241');
    await page.keyboard.press('Tab');
    await expect(
      frame.locator('[aria-live="polite"], [aria-live="assertive"], [role="alert"], [role="status"]').filter({ hasText: MESSAGES.invalidNumber }),
    ).toHaveCount(1);
    expect(cspViolations).toEqual([]);
  });

  test('svc-change fires once per change of its details: a whole card typed gives each state once, in order', async ({
    page,
    startCheckout,
    cspViolations,
  }) => {
    const { frame } = await startCheckout();
    await typeCard(page, frame, { number: CARDS.visa });
    await expect.poll(async () => (await loggedEvents(page, 'svc-change')).at(-1)?.detail.complete).toBe(true);
    const details = (await loggedEvents(page, 'svc-change')).map((event) => JSON.stringify(event.detail));
    // 23 keystrokes; the details change four times: not empty, the brand known, the number's blur, complete.
    expect(details.filter((detail, index) => detail === details[index - 1])).toEqual([]);
    expect(details.length).toBeLessThan(10);
    expect(JSON.parse(details[0]!)).toMatchObject({ empty: false, complete: false });
    expect(JSON.parse(details.at(-1)!)).toEqual({ complete: true, empty: false, brand: 'visa', error: null });
    expect(cspViolations).toEqual([]);
  });

  test('svc-change tells the merchant complete, empty, brand and the shown error, never any digits', async ({
    page,
    startCheckout,
    cspViolations,
  }) => {
    const { frame } = await startCheckout();
    await typeInto(page, frame, 'number', '4242');
    await page.keyboard.press('Tab');
    await expect.poll(async () => (await loggedEvents(page, 'svc-change')).at(-1)?.detail.error?.code).toBe('incomplete_number');
    let last = (await loggedEvents(page, 'svc-change')).at(-1);
    expect(last?.detail).toMatchObject({
      complete: false,
      empty: false,
      brand: 'visa',
      error: { field: 'number', code: 'incomplete_number', message: MESSAGES.incompleteNumber },
    });
    await retype(page, frame, 'number', CARDS.visa);
    await typeInto(page, frame, 'expiry', futureExpiry());
    await typeInto(page, frame, 'cvc', '123');
    await expect.poll(async () => (await loggedEvents(page, 'svc-change')).at(-1)?.detail.complete).toBe(true);
    last = (await loggedEvents(page, 'svc-change')).at(-1);
    expect(last?.detail).toEqual({ complete: true, empty: false, brand: 'visa', error: null });
    expect(JSON.stringify(await loggedEvents(page, 'svc-change'))).not.toMatch(/4242\s?42|\b123\b/);
    expect(cspViolations).toEqual([]);
  });
});

test.describe('formatting and the caret', () => {
  const GROUPINGS = [
    { name: 'typing 4242424242424242 shows 4242 4242 4242 4242', typed: CARDS.visa, shown: VISA_FORMATTED },
    { name: 'typing an Amex number shows the 4-6-5 grouping 3782 822463 10005', typed: CARDS.amex, shown: AMEX_FORMATTED },
  ];

  for (const { name, typed, shown } of GROUPINGS) {
    test(name, async ({ page, startCheckout, cspViolations }) => {
      const { frame } = await startCheckout();
      await typeInto(page, frame, 'number', typed);
      await expect(frame.locator(INPUT.number)).toHaveValue(shown);
      expect(cspViolations).toEqual([]);
    });
  }

  test.describe('paste', () => {
    test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

    test('pasting "4242 4242 4242 4242" (with spaces) gives the formatted number with the caret at its end', async ({
      page,
      startCheckout,
      cspViolations,
    }) => {
      const { frame } = await startCheckout();
      const handle = await cardFrameOf(page);
      await handle.evaluate(() => {
        (window as unknown as { inputTypes: string[] }).inputTypes = [];
        document
          .getElementById('card-number')!
          .addEventListener('input', (event) => (window as unknown as { inputTypes: string[] }).inputTypes.push(event.inputType));
      });
      await page.evaluate(() => navigator.clipboard.writeText('4242 4242 4242 4242'));
      await frame.locator(INPUT.number).click();
      await page.keyboard.press('ControlOrMeta+V');
      await expect(frame.locator(INPUT.number)).toHaveValue(VISA_FORMATTED);
      // A real paste, not typing.
      expect(await handle.evaluate(() => (window as unknown as { inputTypes: string[] }).inputTypes)).toEqual(['insertFromPaste']);
      const last = (await loggedEvents(page, 'svc-change')).at(-1);
      expect(last?.detail).toMatchObject({ brand: 'visa', error: null });
      expect(cspViolations).toEqual([]);
    });

    test('pasting a number with dashes and stray spaces gives the formatted number', async ({ page, startCheckout, cspViolations }) => {
      const { frame } = await startCheckout();
      await page.evaluate(() => navigator.clipboard.writeText(' 3782-822463-10005 '));
      await frame.locator(INPUT.number).click();
      await page.keyboard.press('ControlOrMeta+V');
      await expect(frame.locator(INPUT.number)).toHaveValue(AMEX_FORMATTED);
      expect(cspViolations).toEqual([]);
    });
  });

  // Editing like a person: put the caret somewhere in the formatted number, press a key, check the
  // value and where the caret ended up ("|" marks the caret in the comments).
  const CARET_EDITS = [
    {
      name: 'Backspace in the middle of the number deletes that digit and keeps the caret in place',
      typed: CARDS.visa,
      caret: 7,
      key: 'Backspace', // 4242 42|42 4242 4242
      value: '4242 4424 2424 242',
      caretAfter: 6, // 4242 4|424 …
    },
    {
      name: 'typing a digit in the middle of the number inserts it and leaves the caret right after it',
      typed: '424242424242424',
      caret: 6,
      key: '9', // 4242 4|242 4242 424
      value: '4242 4924 2424 2424',
      caretAfter: 7, // 4242 49|24 …
    },
    {
      name: 'Backspace right after a group gap deletes the digit before the gap, and the caret stays there',
      typed: CARDS.visa,
      caret: 5,
      key: 'Backspace', // 4242 |4242 4242 4242
      value: '4244 2424 2424 242',
      caretAfter: 3, // 424|4 2424 …
    },
    {
      name: 'Delete in the middle of the number removes the digit after the caret, which does not move',
      typed: CARDS.visa,
      caret: 7,
      key: 'Delete', // 4242 42|42 4242 4242
      value: '4242 4224 2424 242',
      caretAfter: 7,
    },
  ];

  for (const edit of CARET_EDITS) {
    test(edit.name, async ({ page, startCheckout, cspViolations }) => {
      const { frame } = await startCheckout();
      const number = frame.locator(INPUT.number);
      await typeInto(page, frame, 'number', edit.typed);
      await number.click();
      await caretTo(page, edit.caret);
      await page.keyboard.press(edit.key);
      await expect(number).toHaveValue(edit.value);
      expect(await caretOf(number)).toEqual([edit.caretAfter, edit.caretAfter]);
      expect(cspViolations).toEqual([]);
    });
  }

  test('a digit typed in the middle of a full Mastercard number is refused and the caret does not move', async ({
    page,
    startCheckout,
    cspViolations,
  }) => {
    const { frame } = await startCheckout();
    const number = frame.locator(INPUT.number);
    await typeInto(page, frame, 'number', CARDS.mastercard);
    await expect(number).toHaveValue('5555 5555 5555 4444');
    await number.click();
    await caretTo(page, 7);
    await page.keyboard.type('9');
    await expect(number).toHaveValue('5555 5555 5555 4444');
    expect(await caretOf(number)).toEqual([7, 7]);
    expect(cspViolations).toEqual([]);
  });

  test('the expiry is formatted as MM / YY while typing, and a single month digit above 1 gets its leading zero', async ({
    page,
    startCheckout,
    cspViolations,
  }) => {
    const { frame } = await startCheckout();
    const expiry = frame.locator(INPUT.expiry);
    const digits = futureExpiry();
    await typeInto(page, frame, 'expiry', digits);
    await expect(expiry).toHaveValue(formattedExpiry(digits));
    await retype(page, frame, 'expiry', `4${digits.slice(2)}`);
    await expect(expiry).toHaveValue(`04 / ${digits.slice(2)}`);
    expect(cspViolations).toEqual([]);
  });

  test('Backspace at the end of the expiry removes the year digits and then the separator; typing the year again restores it', async ({
    page,
    startCheckout,
    cspViolations,
  }) => {
    const { frame } = await startCheckout();
    const expiry = frame.locator(INPUT.expiry);
    await typeInto(page, frame, 'expiry', '1230');
    await expect(expiry).toHaveValue('12 / 30');
    // A complete expiry moved focus to the CVC: come back to its end.
    await expiry.click();
    await page.keyboard.press('End');
    await page.keyboard.press('Backspace');
    await expect(expiry).toHaveValue('12 / 3');
    await page.keyboard.press('Backspace');
    await expect(expiry).toHaveValue('12');
    await page.keyboard.type('29');
    await expect(expiry).toHaveValue('12 / 29');
    expect(cspViolations).toEqual([]);
  });
});

test.describe('focus moves on', () => {
  test('a complete number moves focus to the expiry, and a complete expiry moves it to the CVC', async ({ page, startCheckout, cspViolations }) => {
    const { frame } = await startCheckout();
    const handle = await cardFrameOf(page);
    await frame.locator(INPUT.number).click();
    await page.keyboard.type(CARDS.visa);
    await expect.poll(() => focusedField(handle)).toBe('card-expiry');
    await page.keyboard.type(futureExpiry());
    await expect.poll(() => focusedField(handle)).toBe('card-cvc');
    await page.keyboard.type('123');
    await expect(frame.locator(INPUT.cvc)).toHaveValue('123');
    expect((await loggedEvents(page, 'svc-change')).at(-1)?.detail.complete).toBe(true);
    expect(cspViolations).toEqual([]);
  });

  test('a complete 15-digit Amex number moves focus to the expiry', async ({ page, startCheckout, cspViolations }) => {
    const { frame } = await startCheckout();
    const handle = await cardFrameOf(page);
    await typeInto(page, frame, 'number', CARDS.amex);
    await expect.poll(() => focusedField(handle)).toBe('card-expiry');
    expect(cspViolations).toEqual([]);
  });

  test('a full-length number that fails the Luhn check keeps focus in the number field', async ({ page, startCheckout, cspViolations }) => {
    const { frame } = await startCheckout();
    const handle = await cardFrameOf(page);
    await typeInto(page, frame, 'number', '5555555555554445');
    await expect(frame.locator(INPUT.number)).toHaveValue('5555 5555 5555 4445');
    expect(await focusedField(handle)).toBe('card-number');
    expect(cspViolations).toEqual([]);
  });

  test('the field events tell the merchant which field has focus (focus and blur with event.field)', async ({
    page,
    startCheckout,
    cspViolations,
  }) => {
    const { frame } = await startCheckout();
    await typeInto(page, frame, 'number', CARDS.visa);
    await expect
      .poll(async () =>
        (await loggedEvents(page)).filter((event) => event.type === 'focus' || event.type === 'blur').map((event) => `${event.type}:${event.field}`),
      )
      .toEqual(['focus:number', 'blur:number', 'focus:expiry']);
    expect(cspViolations).toEqual([]);
  });
});

test('an autofill-style bulk set of all three fields (no focus, one input event each) formats them and the card pays', async ({
  page,
  startCheckout,
  cspViolations,
}) => {
  const { frame } = await startCheckout();
  const handle = await cardFrameOf(page);
  const year = new Date().getFullYear() + 3;
  // What Chromium's autofill does: every field of the form set at once, none focused.
  await handle.evaluate(
    ([number, expiry]) => {
      const set = (id: string, value: string) => {
        const input = document.getElementById(id) as HTMLInputElement;
        input.value = value;
        input.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertReplacementText' }));
        input.dispatchEvent(new Event('change', { bubbles: true }));
      };
      set('card-number', number);
      set('card-expiry', expiry);
      set('card-cvc', '123');
    },
    [CARDS.visa, `12/${year}`] as const,
  );
  await expect(frame.locator(INPUT.number)).toHaveValue(VISA_FORMATTED);
  await expect(frame.locator(INPUT.expiry)).toHaveValue(`12 / ${String(year % 100).padStart(2, '0')}`);
  await expect(frame.locator(INPUT.cvc)).toHaveValue('123');
  await expect
    .poll(async () => (await loggedEvents(page, 'svc-change')).at(-1)?.detail)
    .toEqual({ complete: true, empty: false, brand: 'visa', error: null });
  await page.locator('#pay').click();
  expect((await waitForLogged(page, 'svc-payment')).detail.outcome).toBe('completed');
  expect(cspViolations).toEqual([]);
});

test('an autofilled number that is invalid shows its error at once (prefilled counts as touched)', async ({ page, startCheckout, cspViolations }) => {
  const { frame } = await startCheckout();
  const handle = await cardFrameOf(page);
  await handle.evaluate(() => {
    const input = document.getElementById('card-number') as HTMLInputElement;
    input.value = '4242424242424241';
    input.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertReplacementText' }));
  });
  await expect(frame.locator(ERROR.number)).toHaveText(MESSAGES.invalidNumber);
  await expect(frame.locator(INPUT.number)).toHaveAttribute('aria-invalid', 'true');
  expect(cspViolations).toEqual([]);
});
