import { describe, expect, it } from 'vitest';
import type { Payment, SavedCardSummary } from '../../src/api/resources.js';
import { en as savedCardTexts } from '../../src/frame/card/messages/saved-cards/en.js';
import {
  NEW_CARD,
  cardOfPayment,
  choiceAfterRemoval,
  describeCard,
  expiryText,
  firstChoice,
  isWaitingForCustomer,
  savedChoiceState,
  visibleCvcError,
} from '../../src/frame/card/saved-cards/choice.js';
import { NO_INTERACTION, checkCvc, type FieldInteraction } from '../../src/frame/card/validation.js';

/**
 * The saved-cards view's rules (src/frame/card/saved-cards/choice.ts), pure, as tables: which payment
 * waits for its customer, which card is chosen at first and after a removal, how a card is shown and
 * spoken, and the `change` state while a saved card is chosen.
 */

const card = (id: string, brand: string, last4: string, expMonth = 12, expYear = 2029): SavedCardSummary => ({
  id,
  object: 'token',
  card: { brand, last4, expMonth, expYear },
});
const CARDS = [card('tok_a', 'visa', '4242'), card('tok_b', 'mastercard', '4444', 3, 2030), card('tok_c', 'visa', '3184')];

describe('isWaitingForCustomer: an off-session payment the bank held back for its customer', () => {
  const authenticationRequired = { code: 'authentication_required', message: 'The card’s issuer requires authentication.' };
  const challenge = { type: 'three_d_secure_challenge' as const, acsUrl: 'https://acs.example', creq: 'e30', challengeWindowSize: '05' as const };
  it.each<[string, Pick<Payment, 'status' | 'lastError' | 'nextAction'>, boolean]>([
    [
      'requires_action, authentication_required, no next action',
      { status: 'requires_action', lastError: authenticationRequired, nextAction: null },
      true,
    ],
    [
      'requires_action with a challenge under way (an on-session step-up)',
      { status: 'requires_action', lastError: null, nextAction: challenge },
      false,
    ],
    [
      'requires_action, authentication_required, but a challenge already asked',
      { status: 'requires_action', lastError: authenticationRequired, nextAction: challenge },
      false,
    ],
    [
      'requires_payment_method after a decline',
      { status: 'requires_payment_method', lastError: { code: 'card_declined', message: 'x' }, nextAction: null },
      false,
    ],
    [
      'requires_payment_method after authentication_required',
      { status: 'requires_payment_method', lastError: authenticationRequired, nextAction: null },
      false,
    ],
    ['completed', { status: 'completed', lastError: null, nextAction: null }, false],
  ])('%s → %s', (_case, payment, waiting) => {
    expect(isWaitingForCustomer(payment)).toBe(waiting);
  });
});

describe('cardOfPayment: the saved card a payment was charged to, by brand, last four and expiry', () => {
  it.each([
    ['the same card', { brand: 'visa', last4: '3184', expMonth: 12, expYear: 2029 }, 'tok_c'],
    ['the first of two that match', { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2029 }, 'tok_a'],
    ['another expiry (a reissued card)', { brand: 'visa', last4: '3184', expMonth: 1, expYear: 2031 }, null],
    ['another brand', { brand: 'mastercard', last4: '4242', expMonth: 12, expYear: 2029 }, null],
    ['no card on the payment', null, null],
  ])('%s → %s', (_case, charged, expected) => {
    expect(cardOfPayment(CARDS, charged)).toBe(expected);
  });
});

describe('firstChoice', () => {
  it.each([
    ['the held-back payment’s card wins', CARDS, 'tok_c', 'tok_c'],
    ['else the newest saved card (the list is newest first)', CARDS, null, 'tok_a'],
    ['else a new card', [], null, NEW_CARD],
  ])('%s', (_case, cards, charged, expected) => {
    expect(firstChoice(cards, charged)).toBe(expected);
  });
});

describe('choiceAfterRemoval', () => {
  it.each([
    ['another card removed: the choice stays', CARDS, 'tok_b', 'tok_a', 'tok_a'],
    ['the new card chosen: it stays', CARDS, 'tok_a', NEW_CARD, NEW_CARD],
    ['the chosen card removed: the next takes its place', CARDS, 'tok_a', 'tok_a', 'tok_b'],
    ['the last one chosen and removed: the one before', CARDS, 'tok_c', 'tok_c', 'tok_b'],
    ['the only card removed: a new card', [card('tok_a', 'visa', '4242')], 'tok_a', 'tok_a', NEW_CARD],
  ])('%s', (_case, cards, removed, chosen, expected) => {
    expect(choiceAfterRemoval(cards, removed, chosen)).toBe(expected);
  });
});

describe('expiryText: MM/YY as cards print it', () => {
  it.each([
    [1, 2029, '01/29'],
    [12, 2030, '12/30'],
    [6, 2100, '06/00'],
    [9, 2005, '09/05'],
  ])('%i/%i → %s', (expMonth, expYear, expected) => {
    expect(expiryText({ expMonth, expYear })).toBe(expected);
  });
});

describe('describeCard: what the shopper sees, hears and reads of a saved card', () => {
  it.each([
    ['visa', '4242', 'Visa •••• 4242', 'Visa ending in 4242'],
    ['amex', '0005', 'American Express •••• 0005', 'American Express ending in 0005'],
    ['cartes_bancaires', '0007', 'Cartes Bancaires •••• 0007', 'Cartes Bancaires ending in 0007'],
    ['some_new_brand', '1234', 'Some New Brand •••• 1234', 'Some New Brand ending in 1234'],
  ])('%s %s', (brand, last4, shown, spoken) => {
    const described = describeCard({ brand, last4, expMonth: 3, expYear: 2030 }, savedCardTexts);
    expect(described.shown).toBe(shown);
    expect(described.spoken).toBe(spoken);
    expect(described.expires).toBe('Expires 03/30');
  });
});

describe('savedChoiceState: the change message while a saved card is chosen', () => {
  const describe_ = (code: string) => `text of ${code}`;
  const typed: FieldInteraction = { editing: false, touched: true, dirty: true };
  const typing: FieldInteraction = { editing: true, touched: false, dirty: true };
  const refusal = { code: 'card_declined', message: 'Your card was declined.' };

  it.each([
    ['no code asked: complete', null, NO_INTERACTION, false, null, { complete: true, error: null }],
    ['no code asked, a refusal shown', null, NO_INTERACTION, false, refusal, { complete: true, error: refusal }],
    ['code asked, nothing typed yet: incomplete, no error', checkCvc('', 'visa'), NO_INTERACTION, false, null, { complete: false, error: null }],
    [
      'code asked, the form submitted: the error shows',
      checkCvc('', 'visa'),
      NO_INTERACTION,
      true,
      null,
      { complete: false, error: { field: 'cvc', code: 'incomplete_cvc', message: 'text of incomplete_cvc' } },
    ],
    ['two digits while typing: no error yet', checkCvc('12', 'visa'), typing, false, null, { complete: false, error: null }],
    [
      'two digits, left: the error shows',
      checkCvc('12', 'visa'),
      typed,
      false,
      null,
      { complete: false, error: { field: 'cvc', code: 'incomplete_cvc', message: 'text of incomplete_cvc' } },
    ],
    ['three digits for a Visa: complete', checkCvc('123', 'visa'), typed, false, null, { complete: true, error: null }],
    ['three digits for an American Express: incomplete', checkCvc('123', 'amex'), typing, false, null, { complete: false, error: null }],
    [
      'the code’s error wins over a refusal',
      checkCvc('1', 'visa'),
      typed,
      false,
      refusal,
      { complete: false, error: { field: 'cvc', code: 'incomplete_cvc', message: 'text of incomplete_cvc' } },
    ],
  ])('%s', (_case, cvc, interaction, submitted, refused, expected) => {
    const state = savedChoiceState({ brand: 'visa', cvc, interaction, submitted, refusal: refused, describe: describe_ });
    expect(state).toEqual({ brand: 'visa', empty: false, ...expected });
    expect(visibleCvcError({ cvc, interaction, submitted })).toBe(expected.error && 'field' in expected.error ? expected.error.code : null);
  });

  it('never says which card, nor that it is a saved one: the keys of any card state', () => {
    const state = savedChoiceState({ brand: 'visa', cvc: null, interaction: NO_INTERACTION, submitted: false, refusal: null, describe: describe_ });
    expect(Object.keys(state).sort()).toEqual(['brand', 'complete', 'empty', 'error']);
  });
});
