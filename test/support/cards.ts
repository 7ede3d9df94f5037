/**
 * The sandbox's test cards (docs/sandbox.md; src/sandbox/model/test-cards.ts), digits only, and an
 * expiry always in the future: one table for every runner (no Playwright, no Vitest here), the Chromium
 * specs (test/browser/support/checkout.ts), the engine suite (test/engines/) and the merchant steps
 * (./merchant-customers.ts).
 */
export const CARDS = {
  visa: '4242424242424242',
  mastercard: '5555555555554444',
  amex: '378282246310005',
  genericDecline: '4000000000000002',
  insufficientFunds: '4000000000009953',
  expiredCard: '4000000000000069',
  incorrectCvc: '4000000000000127',
  threeDSFrictionless: '4000000000003188',
  threeDSChallenge: '4000000000003220',
  /** Sandbox extension: the challenge's bank page answers after seconds (src/sandbox/bank/three-d-secure.ts). */
  threeDSSlowChallenge: '4000000000003253',
  threeDSAlwaysFails: '4000000000003212',
  threeDSSlowMethod: '4000000000003246',
  threeDSRedirect: '4000000000003063',
  processing: '4000000000007700',
  /** BIN 40130000: Visa and Cartes Bancaires (src/sandbox/model/test-cards.ts). */
  coBadged: '4013000000000007',
  /** Asks for a 3-D Secure challenge when saved; later off-session charges complete without one. */
  challengeWhenSaved: '4000002500003155',
} as const;

/** The year the expiry of `futureExpiry` falls in: three years from now, always in the future, never too far. */
export const futureExpiryYear = (): number => new Date().getFullYear() + 3;

/** MMYY digits of December, `futureExpiryYear()`, as typed: `1229`. */
export function futureExpiry(): string {
  return `12${String(futureExpiryYear() % 100).padStart(2, '0')}`;
}
