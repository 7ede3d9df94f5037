import { describe, expect, it } from 'vitest';
import type { ClientSession } from '../../src/api/resources.js';
import { needsSavedCardsView } from '../../src/frame/card/frame-app.js';

/**
 * Which sessions make the card frame load its saved-cards chunk before it is ready
 * (src/frame/card/frame-app.ts, `needsSavedCardsView`): those bound to a customer that list their
 * cards, offer to save the card typed in, or save it (a setup session). A payment of a customer with
 * the default `savedCards` shows the card form alone (test/browser/frame-chunks.spec.ts counts the
 * requests in a browser).
 */

type Offer = Pick<ClientSession, 'mode' | 'customer' | 'savedCards'>;
const DEFAULT = { list: false, save: 'off', remove: false } as const;
const session = (mode: Offer['mode'], customer: string | null, savedCards: Partial<Offer['savedCards']> = {}): Offer => ({
  mode,
  customer,
  savedCards: { ...DEFAULT, ...savedCards },
});

describe('needsSavedCardsView', () => {
  it.each([
    ['a payment of no customer', session('payment', null), false],
    ['a payment of a customer, default savedCards', session('payment', 'cus_1'), false],
    ['a payment of a customer that may only remove (nothing listed to remove)', session('payment', 'cus_1', { remove: true }), false],
    ['a payment of a customer that lists their cards', session('payment', 'cus_1', { list: true }), true],
    ['a payment of a customer with the save box (optional)', session('payment', 'cus_1', { save: 'optional' }), true],
    ['a payment of a customer that saves every card (always: the notice)', session('payment', 'cus_1', { save: 'always' }), true],
    ['a setup session, default savedCards (it saves: the notice)', session('setup', 'cus_1'), true],
    // Without a customer there is no card to list, and none to save a card for.
    ['a payment of no customer that claims to list', session('payment', null, { list: true, save: 'optional' }), false],
  ])('%s → %s', (_name, offer, expected) => {
    expect(needsSavedCardsView(offer)).toBe(expected);
  });
});
