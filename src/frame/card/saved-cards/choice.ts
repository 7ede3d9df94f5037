import type { CardDetails, Payment, SavedCardSummary } from '../../../api/resources.js';
import type { CardState, FieldError } from '../../../protocol/messages.js';
import { brandName, fill } from '../messages/index.js';
import type { SavedCardMessages } from '../messages/saved-cards.js';
import { isErrorVisible, type FieldCheck, type FieldInteraction } from '../validation.js';

/**
 * The saved-cards view's rules, pure (no DOM, tested as tables): which card is chosen at first and
 * after a removal, how a saved card is shown and spoken, which payment waits for its customer, and the
 * state the `change` message carries while a saved card is chosen. ./saved-card-list.ts draws them.
 */

/** A new card typed in, rather than one of the saved ones. */
export const NEW_CARD = 'new';

/**
 * An off-session charge the bank held back for its customer (contract: Off-session charges): a
 * payment in `requires_action` with `lastError.code` `authentication_required` and no next action yet.
 * Confirmed again on-session (with the card it was charged to, or another), it asks for the step-up.
 */
export function isWaitingForCustomer(payment: Pick<Payment, 'status' | 'lastError' | 'nextAction'>): boolean {
  return payment.status === 'requires_action' && payment.lastError?.code === 'authentication_required' && payment.nextAction === null;
}

/** The saved card a payment was charged to, told by brand, last four and expiry (a browser sees no token of a payment); null when none matches. */
export function cardOfPayment(cards: readonly SavedCardSummary[], charged: CardDetails | null | undefined): string | null {
  if (!charged) return null;
  const same = (card: CardDetails) =>
    card.brand === charged.brand && card.last4 === charged.last4 && card.expMonth === charged.expMonth && card.expYear === charged.expYear;
  return cards.find((card) => same(card.card))?.id ?? null;
}

/** The choice the view starts with: the card a held-back payment was charged to, else the newest saved card, else a new card. */
export function firstChoice(cards: readonly SavedCardSummary[], charged: string | null): string {
  return charged ?? cards[0]?.id ?? NEW_CARD;
}

/**
 * The choice once `removed` is gone: the same when another card was removed; else the card that took
 * its place in the list (the next one, or the one before when it was the last), else a new card.
 */
export function choiceAfterRemoval(cards: readonly SavedCardSummary[], removed: string, chosen: string): string {
  if (removed !== chosen) return chosen;
  const index = cards.findIndex((card) => card.id === removed);
  const rest = cards.filter((card) => card.id !== removed);
  return rest[Math.min(Math.max(index, 0), rest.length - 1)]?.id ?? NEW_CARD;
}

/** `MM/YY`, as cards print it. */
export function expiryText(card: Pick<CardDetails, 'expMonth' | 'expYear'>): string {
  return `${String(card.expMonth).padStart(2, '0')}/${String(card.expYear % 100).padStart(2, '0')}`;
}

/** What the shopper sees of a saved card (`Visa •••• 4242`) and hears (`Visa ending in 4242`), and its expiry line. */
export function describeCard(card: CardDetails, messages: SavedCardMessages): { shown: string; spoken: string; expires: string } {
  const brand = brandName(card.brand);
  return {
    shown: `${brand} •••• ${card.last4}`,
    spoken: fill(messages['savedCards.card'], { brand, last4: card.last4 }),
    expires: fill(messages['savedCards.expires'], { expiry: expiryText(card) }),
  };
}

/** While a saved card is chosen: its security code (when asked for), what the shopper did with it, and a refusal still shown. */
export interface SavedChoiceSnapshot {
  readonly brand: string;
  /** The check of the security code typed, or null when it is not asked for. */
  readonly cvc: FieldCheck | null;
  readonly interaction: FieldInteraction;
  readonly submitted: boolean;
  readonly refusal: FieldError | null;
  readonly describe: (code: string) => string;
}

/** The code of the security code's error the shopper sees now, or null. */
export function visibleCvcError(snapshot: Pick<SavedChoiceSnapshot, 'cvc' | 'interaction' | 'submitted'>): string | null {
  const { cvc } = snapshot;
  return cvc !== null && isErrorVisible(cvc, snapshot.interaction, snapshot.submitted) ? cvc.code : null;
}

/**
 * The `change` message's state while a saved card is chosen: complete unless its security code is
 * asked for and not valid; never empty (a card is chosen); its brand; the security code's error shown,
 * else a refusal still shown. Nothing says which card, or that it is a saved one.
 */
export function savedChoiceState(snapshot: SavedChoiceSnapshot): CardState {
  const shown = visibleCvcError(snapshot);
  return {
    complete: (snapshot.cvc?.code ?? null) === null,
    empty: false,
    brand: snapshot.brand,
    error: shown === null ? snapshot.refusal : { field: 'cvc', code: shown, message: snapshot.describe(shown) },
  };
}
