import { expect, it } from 'vitest';
import { cardDataIn } from '../browser/support/card-leaks.js';
import { createCustomer, customerPayment, saveCardOverHttp, savedCardsOf, setupSession } from '../support/merchant-customers.js';
import { CARD, CARDS, type CheckoutSteps, futureExpiry } from './support/checkout.js';
import { waitUntil } from './support/session.js';

/**
 * Issue 14's saved cards in one engine (contract: Customers, saved cards, subscriptions and invoices),
 * the Chromium suite's test/browser/saved-cards.spec.ts and isolation.spec.ts cut to what each engine
 * must prove: a returning customer picks a saved card in the card frame and types its security code
 * again; a setup session saves a card through a 3-D Secure challenge; a skimming script in the page sees
 * nothing of the saved card. The merchant's server is the test, over HTTP (../support/merchant-customers.ts).
 * Registered by ./scenarios.ts inside each engine's suite, whose `afterEach` asserts that no frame's
 * collector reported anything.
 */

/** What the card frame shows of the saved-cards list: each radio button's id, whether it is chosen, its label's text. */
function listedCards(steps: CheckoutSteps) {
  return steps.session().run(CARD, () =>
    [...document.querySelectorAll<HTMLInputElement>('#saved-card-form input[type="radio"]')].map((radio) => ({
      id: radio.id,
      checked: radio.checked,
      label: radio.labels?.[0]?.textContent.replace(/\s+/g, ' ').trim() ?? '',
    })),
  );
}

/** Until the radio button of `id` (a saved card's token id) is the chosen one, the card form hidden and the security code's field shown. */
function waitForChosen(steps: CheckoutSteps, id: string) {
  return waitUntil(`${id} chosen`, () =>
    steps
      .session()
      .run(
        CARD,
        (radioId: string) =>
          (document.getElementById(radioId) as HTMLInputElement | null)?.checked === true &&
          document.getElementById('card-form')?.hidden === true &&
          document.getElementById('field-saved-card-cvc')?.hidden === false,
        `saved-card-${id}`,
      ),
  );
}

const payment = (steps: CheckoutSteps, id: string) =>
  steps.servers().call<{ status: string; paymentMethod: { card: { brand: string; last4: string } } | null }>('GET', `/v1/payments/${id}`);

export function savedCardScenarios(steps: CheckoutSteps): void {
  it('a returning customer: the saved cards listed in the card frame, the older one picked, its security code typed again (savedCardCvc: auto), paid with it', async () => {
    const servers = steps.servers();
    const session = steps.session();
    const customer = await createCustomer(servers);
    const visa = await saveCardOverHttp(servers, customer, CARDS.visa);
    const mastercard = await saveCardOverHttp(servers, customer, CARDS.mastercard);
    const { paymentId, clientSecret } = await customerPayment(servers, customer, { list: true, save: 'optional', remove: true });
    await steps.open('checkout.html', clientSecret, { 'saved-card-cvc': 'auto' });

    // Newest first and chosen, a new card last; each labelled with its brand, last four and expiry.
    const listed = await listedCards(steps);
    expect(listed.map(({ id, checked }) => ({ id, checked }))).toEqual([
      { id: `saved-card-${mastercard.id}`, checked: true },
      { id: `saved-card-${visa.id}`, checked: false },
      { id: 'saved-card-new', checked: false },
    ]);
    // What the shopper sees (`Visa •••• 4242`, the dots hidden from a screen reader) and hears (`Visa ending in 4242`), and the expiry.
    const expires = `Expires 12/${futureExpiry().slice(2)}`;
    for (const piece of ['Mastercard •••• 4444', 'Mastercard ending in 4444', expires]) expect(listed[0]?.label).toContain(piece);
    for (const piece of ['Visa •••• 4242', 'Visa ending in 4242', expires]) expect(listed[1]?.label).toContain(piece);
    expect(listed[2]?.label).toBe('New card');

    // A real click on the older card's label picks it; its security code is asked for, in the frame.
    await session.click(CARD, `label[for="saved-card-${visa.id}"]`);
    await waitForChosen(steps, visa.id);
    await session.type(CARD, '#saved-card-cvc', '123');
    await steps.waitForComplete();
    expect((await steps.events('svc-change')).at(-1)?.detail).toMatchObject({ brand: 'visa', complete: true });
    await session.click([], '#pay');
    const confirm = await steps.waitForConfirm();
    expect(confirm).toMatchObject({ state: 'resolved', outcome: { outcome: 'completed', payment: { id: paymentId, status: 'completed' } } });
    expect(confirm.outcome.savedCard).toBeUndefined();

    // The sandbox, as the merchant's server reads it: paid with the saved Visa, and no card saved besides the two.
    expect(await payment(steps, paymentId)).toMatchObject({ status: 'completed', paymentMethod: { card: { brand: 'visa', last4: '4242' } } });
    expect((await savedCardsOf(servers, customer)).map((card) => card.id)).toEqual([mastercard.id, visa.id]);
  });

  it('a setup session saves 4000 0025 0000 3155 through a 3-D Secure challenge; confirm() answers the saved card, which the customer now has', async () => {
    const servers = steps.servers();
    const session = steps.session();
    const customer = await createCustomer(servers);
    await steps.open('setup.html', await setupSession(servers, customer));
    const notice = await session.run(CARD, () => document.getElementById('save-card-notice')?.textContent);
    expect(notice).toBe('This card will be saved to your account for future payments.');

    await steps.typeCard(CARDS.challengeWhenSaved);
    await session.click([], '#pay');
    await steps.waitForEvent('svc-challenge');
    await steps.passChallenge();
    const confirm = await steps.waitForConfirm();
    expect(confirm).toEqual({
      state: 'resolved',
      element: 'card',
      outcome: {
        outcome: 'completed',
        savedCard: { id: expect.stringMatching(/^tok_/), brand: 'visa', last4: '3155' },
        cardUsed: { source: 'new', saved: true },
      },
    });
    const status = await waitUntil('the frame says the card is saved', () =>
      session
        .run(CARD, () => document.getElementById('saved-cards-status')?.textContent)
        .then((text) => (text === 'Your card has been saved.' ? text : undefined)),
    );
    expect(status).toBe('Your card has been saved.');

    const saved = await savedCardsOf(servers, customer);
    expect(saved).toEqual([
      expect.objectContaining({ id: confirm.outcome.savedCard.id, card: expect.objectContaining({ brand: 'visa', last4: '3155' }) }),
    ]);
  });

  it('a skimming script loaded before the kit, in a checkout listing a saved card: it sees neither the saved card’s number nor the security code typed again, nor which card is saved until the outcome names the card that paid; the payment completes', async () => {
    const servers = steps.servers();
    const session = steps.session();
    // An American Express: its security code, four digits, is one the page could not mistake.
    const cvc = '5827';
    const customer = await createCustomer(servers);
    const saved = await saveCardOverHttp(servers, customer, CARDS.amex);
    const [stored] = await savedCardsOf(servers, customer);
    const { paymentId, clientSecret } = await customerPayment(servers, customer, { list: true, save: 'optional', remove: true });
    await steps.open('hostile-checkout.html', clientSecret, { 'saved-card-cvc': 'auto' });

    const sweep = () => session.run([], () => (window as unknown as { __hostile: { sweep(): void } }).__hostile.sweep());
    await waitForChosen(steps, saved.id);
    await sweep();
    await session.type(CARD, '#saved-card-cvc', cvc);
    await steps.waitForComplete();
    await sweep();
    const beforeConfirm = await session.run([], () => (window as unknown as { __hostile: { log: string[] } }).__hostile.log.length);
    await session.click([], '#pay');
    expect(await steps.waitForConfirm()).toMatchObject({
      state: 'resolved',
      outcome: { outcome: 'completed', payment: { id: paymentId }, cardUsed: { source: 'saved', id: saved.id, brand: 'amex', last4: '0005' } },
    });
    expect(await payment(steps, paymentId)).toMatchObject({ status: 'completed', paymentMethod: { card: { last4: '0005' } } });

    const { log, stats } = await session.run([], () => {
      const hostile = (window as unknown as { __hostile: { log: string[]; stats: Record<string, unknown>; sweep(): void } }).__hostile;
      hostile.sweep();
      return { log: hostile.log, stats: hostile.stats };
    });
    expect(cardDataIn(log, CARDS.amex, cvc)).toEqual([]);
    // Nothing of the list either: no network token, no fingerprint, not the saved card's id before the confirm, nor its
    // network token's digits. The confirm's outcome then names the card that paid, as it names it to the merchant
    // (`cardUsed`: id, brand, last four; docs/element.md, "Which card paid"), and nowhere else.
    expect(log.filter((entry) => /networkToken|fingerprint/i.test(entry))).toEqual([]);
    expect(log.slice(0, beforeConfirm).filter((entry) => entry.includes(saved.id))).toEqual([]);
    expect(log.filter((entry) => entry.includes(saved.id) && !entry.includes('cardUsed'))).toEqual([]);
    expect(log.filter((entry) => new RegExp(`(?:last4\\W+|•+\\s*)${stored!.networkToken!.last4}`).test(entry))).toEqual([]);
    // The control: it did watch the page, from before the kit, into the element's shadow root, and heard the element's events.
    expect(stats).toMatchObject({ installedBeforeKit: true });
    expect(stats.shadowRoots).toBeGreaterThan(0);
    expect(log.some((entry) => entry.includes('"type":"hello"'))).toBe(true);
    expect(log.some((entry) => entry.startsWith('event:svc-change'))).toBe(true);
  });
}
