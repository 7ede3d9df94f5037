/**
 * The English texts of the saved-cards view (../../saved-cards/): a customer's saved cards, saving the
 * card typed in, a setup session, the step-up of a payment the bank held back. A catalogue of its own,
 * loaded by the saved-cards chunk, so checkouts without a customer download none of it (../saved-cards.ts).
 * Other catalogues hold the same keys (a test holds them to these). `{name}` marks a value filled in at
 * run time: `{card}` is a saved card as spoken (`savedCards.card`), `{brand}` a brand's name.
 */
export const en = {
  /** The group of the customer's saved cards, with the choice of a new card last. */
  'savedCards.legend': 'Pay with',
  /** A saved card as a screen reader says it; on screen its brand's logo and •••• with the last four digits show. */
  'savedCards.card': '{brand} ending in {last4}',
  /** A saved card's expiry, `{expiry}` as MM/YY. */
  'savedCards.expires': 'Expires {expiry}',
  'savedCards.newCard': 'New card',
  /** The security code of the saved card chosen, when the merchant asks for it again. */
  'savedCards.cvc': 'Security code for {card}',
  'savedCards.remove': 'Remove',
  'savedCards.removeLabel': 'Remove {card}',
  'savedCards.removeQuestion': 'Remove {card} from your saved cards?',
  'savedCards.removeConfirm': 'Remove card',
  'savedCards.removeCancel': 'Keep card',
  'savedCards.removed': '{card} was removed from your saved cards.',
  'savedCards.removeFailed': '{card} could not be removed. Try again in a moment.',

  /** Saving the card typed in: a checkbox where the shopper chooses, a notice where the merchant always saves. */
  'save.label': 'Save this card for future payments',
  'save.consent': 'Your card is stored securely by our payment provider for your next payments. You can remove it at any time.',
  'save.notice': 'This card will be saved to your account for future payments.',

  /** A setup session: a card saved without a payment. */
  'setup.busy': 'Saving your card…',
  'setup.challengeTitle': 'Verify your card',
  'setup.done': 'Your card has been saved.',

  /** A payment the bank held back until the customer confirms it (an off-session charge that needs authentication). */
  'stepUp.notice': 'Your bank asks you to confirm this payment. Check the card below and continue.',
  'stepUp.done': 'Your payment is confirmed.',
} as const;

export type SavedCardMessageKey = keyof typeof en;
export type SavedCardMessages = Readonly<Record<SavedCardMessageKey, string>>;

export default en;
