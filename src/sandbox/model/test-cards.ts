/**
 * The sandbox test cards (contract: Sandbox test cards). Any other card that passes validation
 * completes. The card number itself is never stored: a token keeps only the scenario it plays.
 */

export type CardScenario =
  | { kind: 'approve' }
  | { kind: 'decline'; code: 'card_declined' | 'expired_card' | 'incorrect_cvc'; declineCode?: string; message: string }
  | {
      kind: 'three_d_secure';
      fingerprint: boolean;
      challenge: 'none' | 'code' | 'always_fail';
      /** The 3DS Method answers only after a delay of real time (sandbox extension, docs/sandbox.md). */
      slowMethod?: true;
      /** The ACS challenge page answers only after a delay of real time, as real banks' pages take seconds (sandbox extension). */
      slowChallenge?: true;
    }
  | { kind: 'redirect' }
  | { kind: 'processing'; settleAfterSeconds: number }
  /** An off-session charge the issuer wants authenticated: it waits for the customer (`requires_action`). */
  | { kind: 'authentication_required' };

/**
 * How a test card behaves once it is saved (contract: Test cards added). `none`: its scenario plays on
 * every on-session charge, and off-session charges complete without a step-up (the one at saving stands
 * for them) unless the card declines.
 */
export type SavedCardRule =
  /** 4000 0025 0000 3155: a challenge when it is saved (or paid with unsaved); charges with the saved card complete. */
  | 'authenticate_when_saved'
  /** 4000 0027 6000 3184: a challenge on every on-session charge; off-session charges answer authentication_required. */
  | 'authenticate_every_charge'
  /** 4000 0000 0000 0341: a setup saves it; every charge declines with card_declined. */
  | 'decline_after_saving'
  | 'none';

/** What a card is used for at a confirm: saved by a setup session, or charged (on-session with a single-use or saved card, or off-session). */
export type CardUse = 'setup' | 'payment' | 'saved_payment' | 'off_session';

/** The one-time code that passes a sandbox challenge. */
export const CHALLENGE_PASS_CODE = '123456';

/** Seconds after which a `processing` test payment completes (sandbox clock). */
export const PROCESSING_SETTLES_AFTER_SECONDS = 5;

export const TEST_CARD_SCENARIOS: Readonly<Record<string, CardScenario>> = {
  '4000000000000002': {
    kind: 'decline',
    code: 'card_declined',
    declineCode: 'generic_decline',
    message: 'The card was declined.',
  },
  '4000000000009953': {
    kind: 'decline',
    code: 'card_declined',
    declineCode: 'insufficient_funds',
    message: 'The card was declined: insufficient funds.',
  },
  '4000000000000069': { kind: 'decline', code: 'expired_card', message: 'The card has expired.' },
  '4000000000000127': { kind: 'decline', code: 'incorrect_cvc', message: 'The card’s security code is incorrect.' },
  '4000000000003188': { kind: 'three_d_secure', fingerprint: true, challenge: 'none' },
  // Sandbox extension beyond the contract's table: lets the kit's 10-second 3DS Method rule fire.
  '4000000000003246': { kind: 'three_d_secure', fingerprint: true, challenge: 'none', slowMethod: true },
  '4000000000003220': { kind: 'three_d_secure', fingerprint: true, challenge: 'code' },
  // Sandbox extension beyond the contract's table: the bank's challenge page takes seconds to answer, so
  // what the kit shows meanwhile ("Contacting your bank…") can be seen and tested.
  '4000000000003253': { kind: 'three_d_secure', fingerprint: false, challenge: 'code', slowChallenge: true },
  '4000000000003212': { kind: 'three_d_secure', fingerprint: false, challenge: 'always_fail' },
  '4000000000003063': { kind: 'redirect' },
  '4000000000007700': { kind: 'processing', settleAfterSeconds: PROCESSING_SETTLES_AFTER_SECONDS },
  // Saved cards (contract: Test cards added); how each behaves once saved is SAVED_CARD_RULES'.
  '4000002500003155': { kind: 'three_d_secure', fingerprint: false, challenge: 'code' },
  '4000002760003184': { kind: 'three_d_secure', fingerprint: false, challenge: 'code' },
  '4000000000000341': { kind: 'decline', code: 'card_declined', declineCode: 'generic_decline', message: 'The card was declined.' },
};

export const SAVED_CARD_RULES: Readonly<Record<string, SavedCardRule>> = {
  '4000002500003155': 'authenticate_when_saved',
  '4000002760003184': 'authenticate_every_charge',
  '4000000000000341': 'decline_after_saving',
};

export function scenarioFor(digits: string): CardScenario {
  return TEST_CARD_SCENARIOS[digits] ?? { kind: 'approve' };
}

export function savedCardRuleFor(digits: string): SavedCardRule {
  return SAVED_CARD_RULES[digits] ?? 'none';
}

/**
 * The outcome a card plays for one use. A setup moves no money: a card that would be `processing`
 * saves at once. Off-session, no cardholder is there to authenticate: a step-up the card asks for at
 * every charge answers `authentication_required`; otherwise the authentication at saving covers it.
 */
export function scenarioForUse(card: { scenario: CardScenario; savedRule: SavedCardRule }, use: CardUse): CardScenario {
  const { scenario, savedRule } = card;
  switch (savedRule) {
    case 'authenticate_when_saved':
      return use === 'setup' || use === 'payment' ? scenario : { kind: 'approve' };
    case 'authenticate_every_charge':
      return use === 'off_session' ? { kind: 'authentication_required' } : scenario;
    case 'decline_after_saving':
      return use === 'setup' ? { kind: 'approve' } : scenario;
    case 'none':
      break;
  }
  if (use === 'setup' && scenario.kind === 'processing') return { kind: 'approve' };
  if (use === 'off_session' && (scenario.kind === 'three_d_secure' || scenario.kind === 'redirect')) return { kind: 'approve' };
  return scenario;
}

/**
 * Card ranges known to the BIN look-up (contract: card brand look-up). Co-badged cards carry two
 * brands and the cardholder picks; the first is the default.
 */
export interface BinInfo {
  brands: readonly [string, ...string[]];
  country: string | null;
  funding: 'credit' | 'debit' | 'prepaid' | 'unknown';
}

const BIN_TABLE: readonly { prefix: string; info: BinInfo }[] = [
  { prefix: '40130000', info: { brands: ['visa', 'cartes_bancaires'], country: 'FR', funding: 'debit' } },
  { prefix: '424242', info: { brands: ['visa'], country: 'US', funding: 'credit' } },
  { prefix: '400000', info: { brands: ['visa'], country: 'US', funding: 'credit' } },
  { prefix: '555555', info: { brands: ['mastercard'], country: 'US', funding: 'credit' } },
  { prefix: '378282', info: { brands: ['amex'], country: 'US', funding: 'credit' } },
];

/**
 * The table's row for the longest matching prefix, if any. A look-up may send as few as 6 digits
 * (contract: card brand look-up, "first 6 to 8 digits"), shorter than an 8-digit co-badged range:
 * a row the digits are the start of matches too, so `401300` already offers both brands of
 * 4013 0000 0000 0007 instead of Visa alone until the eighth digit is typed.
 */
export function binInfoFor(digits: string): BinInfo | null {
  let best: { prefix: string; info: BinInfo } | null = null;
  for (const row of BIN_TABLE) {
    const matches = digits.startsWith(row.prefix) || row.prefix.startsWith(digits);
    if (matches && (!best || row.prefix.length > best.prefix.length)) best = row;
  }
  return best?.info ?? null;
}
