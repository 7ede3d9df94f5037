import type { FrameLocator, Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { analyzeEveryFrame, violationsOf } from './support/axe.js';
import {
  answerChallenge,
  cardFrameOf,
  cardFrame,
  dialogOf,
  futureExpiry,
  loggedEvents,
  openCheckout,
  type RecordedRequest,
  recordRequests,
  sandboxGet,
  typeCard,
  typeCardAndPay,
  waitForConfirms,
  waitForLogged,
} from './support/checkout.js';
import { chargeOffSession, createCustomer, customerPayment, saveCardOverHttp, savedCardsOf, setupSession } from './support/customers.js';
import type { HostPage, Servers } from './fixtures.js';

/**
 * Issue 14, item 3: saved cards and setup sessions in the element, end to end on the sandbox
 * (contract: Customers, saved cards, subscriptions and invoices). Everything the shopper sees of their
 * cards is inside the card frame (src/frame/card/saved-cards/); the merchant page gets `confirm()`'s
 * outcome, with `savedCard` (id, brand, last four) when a card was saved, and `cardUsed`: the saved card
 * that paid (id, brand, last four), or a new card and whether it was saved. The merchant's server is the
 * test, over HTTP with the secret key (./support/customers.ts).
 */

const CARD = {
  /** Asks for a challenge when saved; later off-session charges complete without one. */
  challengeWhenSaved: '4000002500003155',
  /** Asks for authentication on every charge: off-session charges answer authentication_required. */
  authenticateEveryCharge: '4000002760003184',
  visa: '4242424242424242',
  mastercard: '5555555555554444',
} as const;

/** A saved card's radio button in the frame, by its last four digits. */
const savedCardRadio = (frame: FrameLocator, last4: string) => frame.getByRole('radio', { name: new RegExp(`ending in ${last4}`) });

/** Saves `number` for `customer` through the element on the setup page, answering the challenge it asks for. */
async function saveThroughElement(page: Page, servers: Servers, hostPage: HostPage, customer: string, number: string): Promise<void> {
  const clientSecret = await setupSession(servers, customer);
  await openCheckout(page, hostPage('setup.html', { clientSecret }));
  await typeCardAndPay(page, cardFrame(page), { number });
  await answerChallenge(page);
  const [confirm] = await waitForConfirms(page);
  expect(confirm?.outcome).toMatchObject({ outcome: 'completed', savedCard: { last4: number.slice(-4) } });
}

/**
 * The body of the payment's confirm, which a saved card paid: no card was typed, so nothing was
 * tokenized (no `POST /v1/tokens`).
 */
function savedCardConfirmBody(requests: readonly RecordedRequest[], paymentId: string): Record<string, unknown> {
  expect(requests.some((request) => request.url.endsWith('/v1/tokens'))).toBe(false);
  const confirmRequest = requests.find((request) => request.url.endsWith(`/v1/payments/${paymentId}/confirm`));
  return JSON.parse(confirmRequest!.postData) as Record<string, unknown>;
}

test('a setup session saves 4000 0025 0000 3155 through a 3D Secure challenge, charges nothing and answers the saved card; an off-session charge then completes without one', async ({
  page,
  servers,
  hostPage,
  cspViolations,
  consoleErrors,
}) => {
  const customer = await createCustomer(servers);
  const clientSecret = await setupSession(servers, customer);
  const requests = recordRequests(page);
  await openCheckout(page, hostPage('setup.html', { clientSecret }));
  const frame = cardFrame(page);
  // Saving is the point of the session: the shopper is told, no box to tick.
  await expect(frame.locator('#save-card-notice')).toHaveText('This card will be saved to your account for future payments.');
  await expect(frame.getByRole('checkbox')).toHaveCount(0);
  await expect(frame.getByRole('radio')).toHaveCount(0);

  await typeCardAndPay(page, frame, { number: CARD.challengeWhenSaved });
  // The dialog names what the shopper does: verify their card, not confirm a payment.
  await expect(dialogOf(page)).toHaveAccessibleName('Verify your card');
  await answerChallenge(page);
  const [confirm] = await waitForConfirms(page);
  expect(confirm!.outcome).toEqual({
    outcome: 'completed',
    savedCard: { id: expect.stringMatching(/^tok_/), brand: 'visa', last4: '3155' },
    cardUsed: { source: 'new', saved: true },
  });
  expect((await waitForLogged(page, 'svc-payment')).detail).toEqual(confirm!.outcome);
  await expect(frame.getByRole('status')).toHaveText('Your card has been saved.');

  // The setup confirm, never a payment's; the card number went to the tokenization only.
  const posts = requests.filter((request) => request.method === 'POST').map((request) => new URL(request.url).pathname);
  expect(posts.filter((path) => path.startsWith('/v1/'))).toEqual(['/v1/tokens', `/v1/client_sessions/${clientSecret.split('_secret_')[0]}/confirm`]);
  const session = await sandboxGet(servers, `/v1/client_sessions/${clientSecret.split('_secret_')[0]}`);
  expect(session).toMatchObject({ mode: 'setup', status: 'succeeded', payment: null, token: { id: confirm!.outcome.savedCard.id } });
  const [saved] = await savedCardsOf(servers, customer);
  expect(saved).toMatchObject({ id: confirm!.outcome.savedCard.id, usage: 'reusable', card: { last4: '3155' }, networkToken: { status: 'active' } });

  // Later, with nobody there: the saved card pays without a challenge.
  const charge = await chargeOffSession(servers, customer, saved!.id);
  expect(charge.status).toBe(201);
  expect(charge.body).toMatchObject({ status: 'completed', nextAction: null, lastError: null, paymentMethod: { card: { last4: '3155' } } });
  expect(cspViolations).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('4000 0027 6000 3184: an off-session charge answers authentication_required; the returning customer finishes it in the element, with the card it was charged to, through a challenge', async ({
  page,
  servers,
  hostPage,
  cspViolations,
}) => {
  const customer = await createCustomer(servers);
  await saveThroughElement(page, servers, hostPage, customer, CARD.authenticateEveryCharge);
  const [saved] = await savedCardsOf(servers, customer);

  const charge = await chargeOffSession(servers, customer, saved!.id);
  expect(charge.status).toBe(402);
  expect(charge.body.error).toMatchObject({ type: 'card_error', code: 'authentication_required' });
  const paymentId = charge.body.error.payment.id as string;
  expect(charge.body.error.payment).toMatchObject({ status: 'requires_action', lastError: { code: 'authentication_required' } });

  // The merchant brings the customer back: a client session bound to that payment (and so to the customer), listing their cards.
  const session = await (
    await fetch(new URL('/v1/client_sessions', servers.sandboxUrl), {
      method: 'POST',
      headers: { authorization: `Bearer ${servers.secretKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ payment: paymentId, savedCards: { list: true } }),
    })
  ).json();
  const requests = recordRequests(page);
  await openCheckout(page, hostPage('returning.html', { clientSecret: session.clientSecret }));
  const frame = cardFrame(page);
  await expect(frame.getByRole('status')).toHaveText('Your bank asks you to confirm this payment. Check the card below and continue.');
  await expect(savedCardRadio(frame, '3184')).toBeChecked();
  await expect(frame.locator('#card-form')).toBeHidden();

  await page.locator('#pay').click();
  await answerChallenge(page);
  const [confirm] = await waitForConfirms(page);
  expect(confirm!.outcome).toMatchObject({ outcome: 'completed', payment: { id: paymentId, status: 'completed' } });
  expect(confirm!.outcome.savedCard).toBeUndefined();
  // The host learns which saved card paid: the one the charge used.
  expect(confirm!.outcome.cardUsed).toEqual({ source: 'saved', id: saved!.id, brand: 'visa', last4: '3184' });
  await expect(frame.getByRole('status')).toHaveText('Your payment is confirmed.');
  expect((await sandboxGet(servers, `/v1/payments/${paymentId}`)).status).toBe('completed');
  // The saved card paid: no card typed, no tokenization.
  expect(savedCardConfirmBody(requests, paymentId)).toMatchObject({ token: saved!.id });
  expect(cspViolations).toEqual([]);
});

test('a returning customer pays with a saved card whose security code the merchant asks again (options.savedCardCvc: auto)', async ({
  page,
  servers,
  hostPage,
  cspViolations,
}) => {
  const customer = await createCustomer(servers);
  const visa = await saveCardOverHttp(servers, customer, CARD.visa);
  await saveCardOverHttp(servers, customer, CARD.mastercard);
  const { paymentId, clientSecret } = await customerPayment(servers, customer, { list: true });
  const requests = recordRequests(page);
  await openCheckout(page, hostPage('checkout.html', { clientSecret, query: { 'saved-card-cvc': 'auto' } }));
  const frame = cardFrame(page);

  // Newest first, the newest chosen, a new card last.
  const group = frame.getByRole('group', { name: 'Pay with' });
  await expect(group.getByRole('radio')).toHaveCount(3);
  await expect(savedCardRadio(frame, '4444')).toBeChecked();
  await expect(group.getByRole('radio').last()).toHaveAccessibleName('New card');
  await expect(frame.locator('label[for^="saved-card-tok_"]').first()).toContainText('•••• 4444');
  await expect(frame.locator('label[for^="saved-card-tok_"]').first()).toContainText(
    `Expires ${futureExpiry().slice(0, 2)}/${futureExpiry().slice(2)}`,
  );

  await frame.getByText('•••• 4242').click();
  await expect(savedCardRadio(frame, '4242')).toBeChecked();
  const cvc = frame.getByRole('textbox', { name: 'Security code for Visa ending in 4242' });
  await expect(cvc).toBeVisible();
  await expect(frame.locator('#card-form')).toBeHidden();
  // The chosen card's state: its brand, incomplete until its code is typed (never which card).
  expect((await waitForLogged(page, 'svc-change', { count: 2 })).detail).toEqual({ brand: 'visa', complete: false, empty: false, error: null });

  // No code yet: the merchant's form holds the submit (the element is incomplete), the frame says why.
  await page.locator('#pay').click();
  await expect(frame.locator('#saved-card-cvc-error')).toHaveText('Your card’s security code is incomplete.');
  await expect(cvc).toHaveAttribute('aria-invalid', 'true');
  expect(await page.evaluate(() => window.svcTest.confirms.length)).toBe(0);

  await cvc.click();
  await page.keyboard.type('123');
  await expect(cvc).not.toHaveAttribute('aria-invalid', 'true');
  await expect
    .poll(async () => (await loggedEvents(page, 'svc-change')).at(-1)?.detail)
    .toEqual({ brand: 'visa', complete: true, empty: false, error: null });
  await page.locator('#pay').click();
  const [confirm] = await waitForConfirms(page);
  expect(confirm!.outcome).toMatchObject({ outcome: 'completed', payment: { id: paymentId, status: 'completed' } });
  // Which saved card paid, as the shopper saw it; its security code stays in the frame.
  expect(confirm!.outcome.cardUsed).toEqual({ source: 'saved', id: visa.id, brand: 'visa', last4: '4242' });
  expect((await waitForLogged(page, 'svc-payment')).detail.cardUsed).toEqual(confirm!.outcome.cardUsed);
  expect(JSON.stringify(await loggedEvents(page, 'svc-payment'))).not.toContain('"cvc"');
  const payment = await sandboxGet(servers, `/v1/payments/${paymentId}`);
  expect(payment).toMatchObject({ status: 'completed', paymentMethod: { card: { brand: 'visa', last4: '4242' } } });
  const confirmBody = savedCardConfirmBody(requests, paymentId);
  expect(confirmBody).toMatchObject({ token: visa.id, cvc: '123' });
  expect(confirmBody.saveCard).toBeUndefined();
  expect(cspViolations).toEqual([]);
});

test('the save checkbox (savedCards.save: optional) with its consent text: ticked, the card typed is saved for the customer; left unticked, it is not', async ({
  page,
  servers,
  hostPage,
  cspViolations,
}) => {
  const customer = await createCustomer(servers);

  const ticked = await customerPayment(servers, customer, { save: 'optional' });
  await openCheckout(page, hostPage('checkout.html', { clientSecret: ticked.clientSecret }));
  let frame = cardFrame(page);
  const box = frame.getByRole('checkbox', { name: 'Save this card for future payments' });
  await expect(box).not.toBeChecked();
  await expect(box).toHaveAccessibleDescription(/stored securely by our payment provider .* You can remove it at any time\./);
  await typeCard(page, frame, { number: CARD.mastercard });
  await box.check();
  await page.locator('#pay').click();
  const [saving] = await waitForConfirms(page);
  expect(saving!.outcome).toMatchObject({
    outcome: 'completed',
    payment: { id: ticked.paymentId },
    savedCard: { brand: 'mastercard', last4: '4444' },
    cardUsed: { source: 'new', saved: true },
  });
  const saved = await savedCardsOf(servers, customer);
  expect(saved.map((card) => card.id)).toEqual([saving!.outcome.savedCard.id]);

  const unticked = await customerPayment(servers, customer, { save: 'optional' });
  await openCheckout(page, hostPage('checkout.html', { clientSecret: unticked.clientSecret }));
  frame = cardFrame(page);
  await typeCardAndPay(page, frame, { number: CARD.visa });
  const [plain] = await waitForConfirms(page);
  expect(plain!.outcome).toMatchObject({ outcome: 'completed', payment: { id: unticked.paymentId }, cardUsed: { source: 'new', saved: false } });
  expect(plain!.outcome.savedCard).toBeUndefined();
  expect((await savedCardsOf(servers, customer)).map((card) => card.id)).toEqual([saving!.outcome.savedCard.id]);
  expect(cspViolations).toEqual([]);
});

test('savedCards.save: always — a notice instead of a box, and the card typed is saved', async ({ page, servers, hostPage }) => {
  const customer = await createCustomer(servers);
  const { clientSecret } = await customerPayment(servers, customer, { save: 'always' });
  await openCheckout(page, hostPage('checkout.html', { clientSecret }));
  const frame = cardFrame(page);
  await expect(frame.getByRole('checkbox')).toHaveCount(0);
  await expect(frame.locator('#save-card-notice')).toHaveText('This card will be saved to your account for future payments.');
  await typeCardAndPay(page, frame, { number: CARD.visa });
  const [confirm] = await waitForConfirms(page);
  expect(confirm!.outcome).toMatchObject({
    outcome: 'completed',
    savedCard: { brand: 'visa', last4: '4242' },
    cardUsed: { source: 'new', saved: true },
  });
  expect((await savedCardsOf(servers, customer)).map((card) => card.id)).toEqual([confirm!.outcome.savedCard.id]);
});

test('removing a saved card (savedCards.remove): asked first, in place; Escape keeps it; confirmed, the card goes, the choice moves on and the shopper hears it', async ({
  page,
  servers,
  hostPage,
  cspViolations,
}) => {
  const customer = await createCustomer(servers);
  await saveCardOverHttp(servers, customer, CARD.visa);
  const mastercard = await saveCardOverHttp(servers, customer, CARD.mastercard);
  const { clientSecret } = await customerPayment(servers, customer, { list: true, remove: true });
  await openCheckout(page, hostPage('checkout.html', { clientSecret }));
  const frame = cardFrame(page);
  await expect(savedCardRadio(frame, '4444')).toBeChecked();

  const remove = frame.getByRole('button', { name: 'Remove Mastercard ending in 4444' });
  await remove.click();
  const confirmRemoval = frame.getByRole('button', { name: 'Remove card' });
  await expect(confirmRemoval).toBeFocused();
  await expect(confirmRemoval).toHaveAccessibleDescription('Remove Mastercard ending in 4444 from your saved cards?');
  await expect(frame.getByRole('group', { name: 'Remove Mastercard ending in 4444 from your saved cards?' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(confirmRemoval).toBeHidden();
  await expect(remove).toBeFocused();
  expect((await savedCardsOf(servers, customer)).length).toBe(2);

  await remove.click();
  await confirmRemoval.click();
  await expect(savedCardRadio(frame, '4444')).toHaveCount(0);
  await expect(frame.locator('#announcer')).toHaveText(/^Mastercard ending in 4444 was removed from your saved cards\./);
  await expect(savedCardRadio(frame, '4242')).toBeChecked();
  await expect(savedCardRadio(frame, '4242')).toBeFocused();
  expect((await savedCardsOf(servers, customer)).map((card) => card.id)).not.toContain(mastercard.id);
  expect((await savedCardsOf(servers, customer)).length).toBe(1);

  // The card left pays.
  await page.locator('#pay').click();
  const [confirm] = await waitForConfirms(page);
  expect(confirm!.outcome).toMatchObject({ outcome: 'completed', cardUsed: { source: 'saved', brand: 'visa', last4: '4242' } });
  expect(cspViolations).toEqual([]);
});

test('without savedCards.remove, no card can be removed', async ({ page, servers, hostPage }) => {
  const customer = await createCustomer(servers);
  await saveCardOverHttp(servers, customer, CARD.visa);
  const { clientSecret } = await customerPayment(servers, customer, { list: true });
  await openCheckout(page, hostPage('checkout.html', { clientSecret }));
  const frame = cardFrame(page);
  await expect(savedCardRadio(frame, '4242')).toBeChecked();
  await expect(frame.getByRole('button', { name: /Remove/ })).toHaveCount(0);
});

test('by keyboard alone: Tab reaches the chosen card, the arrows move the choice to a new card, which is typed, saved with Space on the box, and paid with Enter', async ({
  page,
  servers,
  hostPage,
  cspViolations,
}) => {
  const customer = await createCustomer(servers);
  await saveCardOverHttp(servers, customer, CARD.visa);
  const { clientSecret } = await customerPayment(servers, customer, { list: true, save: 'optional' });
  await openCheckout(page, hostPage('checkout.html', { clientSecret }));
  const frame = cardFrame(page);
  const inFrame = await cardFrameOf(page);
  const focused = () => inFrame.evaluate(() => (document.hasFocus() ? (document.activeElement?.id ?? null) : null));

  await page.locator('h1').click();
  await page.keyboard.press('Tab');
  await expect.poll(focused).toMatch(/^saved-card-tok_/);
  expect((await waitForLogged(page, 'focus')).field).toBe('number');
  await page.keyboard.press('ArrowDown');
  await expect.poll(focused).toBe('saved-card-new');
  await expect(frame.getByRole('radio', { name: 'New card' })).toBeChecked();
  await expect(frame.locator('#card-form')).toBeVisible();

  await page.keyboard.press('Tab');
  await expect.poll(focused).toBe('card-number');
  await page.keyboard.type(CARD.mastercard);
  await expect.poll(focused).toBe('card-expiry');
  await page.keyboard.type(futureExpiry());
  await expect.poll(focused).toBe('card-cvc');
  await page.keyboard.type('123');
  // Past the CVC hint's button, to the box.
  for (let press = 0; press < 3 && (await focused()) !== 'save-card'; press += 1) await page.keyboard.press('Tab');
  await expect.poll(focused).toBe('save-card');
  await page.keyboard.press('Space');
  await expect(frame.getByRole('checkbox')).toBeChecked();
  await page.keyboard.press('Enter');
  const [confirm] = await waitForConfirms(page);
  expect(confirm!.outcome).toMatchObject({
    outcome: 'completed',
    savedCard: { brand: 'mastercard', last4: '4444' },
    cardUsed: { source: 'new', saved: true },
  });
  expect((await savedCardsOf(servers, customer)).length).toBe(2);
  // Back to a saved card with the other arrow: the choice follows, the card form goes.
  await frame.getByRole('radio', { name: 'New card' }).focus();
  await page.keyboard.press('ArrowUp');
  await expect(savedCardRadio(frame, '4242')).toBeChecked();
  await expect(frame.locator('#card-form')).toBeHidden();
  expect(cspViolations).toEqual([]);
});

test.describe('axe', () => {
  test.setTimeout(60_000);

  for (const locale of ['en', 'ar']) {
    test(`no violations with saved cards listed, the removal question open and the security code's error shown (${locale})`, async ({
      page,
      servers,
      hostPage,
      cspViolations,
    }) => {
      const customer = await createCustomer(servers);
      await saveCardOverHttp(servers, customer, CARD.visa);
      await saveCardOverHttp(servers, customer, CARD.mastercard);
      const { clientSecret } = await customerPayment(servers, customer, { list: true, remove: true, save: 'optional' });
      await openCheckout(page, hostPage('checkout.html', { clientSecret, query: { 'saved-card-cvc': 'auto', locale } }));
      const frame = cardFrame(page);
      if (locale === 'ar') await expect(frame.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(frame.getByRole('radio')).toHaveCount(3);
      expect(violationsOf(await analyzeEveryFrame(page))).toEqual([]);

      await frame.locator('.saved-card-remove').first().click();
      // The form's validation holds the submit: the frame shows the security code's error.
      await page.locator('#pay').click();
      await expect(frame.locator('#saved-card-cvc')).toHaveAttribute('aria-invalid', 'true');
      expect(violationsOf(await analyzeEveryFrame(page))).toEqual([]);

      await frame.getByRole('radio').last().check();
      await expect(frame.getByRole('checkbox')).toBeVisible();
      expect(violationsOf(await analyzeEveryFrame(page))).toEqual([]);
      expect(await loggedEvents(page, 'svc-loaderror')).toEqual([]);
      expect(cspViolations).toEqual([]);
    });
  }
});
