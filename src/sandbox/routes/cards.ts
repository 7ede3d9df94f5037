import { createHmac } from 'node:crypto';
import { TokenCreateParams } from '../../api/params.js';
import { detectBrand, sanitizeNumber, validateCvc, validateExpiryParts, validateNumber } from '../../card/index.js';
import { ALL_KEYS, type RouteSpec } from '../http/pipeline.js';
import { SandboxError, parseParams } from '../model/errors.js';
import { newId } from '../model/ids.js';
import { renderToken } from '../model/render.js';
import { type Account, nextSeq } from '../model/state.js';
import { binInfoFor, savedCardRuleFor, scenarioFor } from '../model/test-cards.js';

/**
 * Tokenization and the card brand look-up (contract: Paths the interface leaves open). The card
 * number is checked with the same pure card logic the card element uses, then dropped: a token
 * keeps the brand, the last four digits and the test card's scenario, never the number.
 */

export const cardRoutes: RouteSpec[] = [
  {
    method: 'POST',
    path: '/v1/tokens',
    keys: ALL_KEYS,
    permission: 'tokens',
    endpointClass: 'general',
    handle(ctx) {
      const { card } = parseParams(TokenCreateParams, ctx.body);
      const digits = sanitizeNumber(card.number);
      if (!validateNumber(card.number).isValid) {
        throw new SandboxError('incorrect_number', 'The card number is incorrect.', { param: 'card[number]' });
      }
      const expiry = validateExpiryParts(card.expMonth, card.expYear, new Date(ctx.service.clock.now()));
      if (expiry.reason === 'month_invalid') {
        throw new SandboxError('invalid_expiry_month', 'The expiry month must be between 1 and 12.', { param: 'card[expMonth]' });
      }
      if (!expiry.isValid) {
        const why =
          expiry.reason === 'expired' ? 'is in the past' : expiry.reason === 'too_far' ? 'is more than 20 years ahead' : 'is not a valid year';
        throw new SandboxError('invalid_expiry_year', `The expiry date ${why}.`, { param: 'card[expYear]' });
      }
      const brands: readonly [string, ...string[]] = binInfoFor(digits)?.brands ?? [detectBrand(digits) ?? 'unknown'];
      const detected = detectBrand(digits);
      if (!validateCvc(card.cvc, detected).isValid) {
        throw new SandboxError('invalid_cvc', 'The card’s security code has the wrong length for this card.', { param: 'card[cvc]' });
      }
      if (card.brand !== undefined && !brands.includes(card.brand)) {
        throw new SandboxError('parameter_invalid', `Invalid card[brand]: this card's brands are ${brands.join(', ')}.`, { param: 'card[brand]' });
      }
      const token = ctx.account.tokens.insert({
        id: newId('tok_'),
        seq: nextSeq(),
        createdAtMs: ctx.service.clock.now(),
        card: {
          brand: card.brand ?? brands[0],
          last4: digits.slice(-4),
          expMonth: card.expMonth,
          expYear: card.expYear < 100 ? 2000 + card.expYear : card.expYear,
        },
        scenario: scenarioFor(digits),
        savedRule: savedCardRuleFor(digits),
        fingerprint: cardFingerprint(ctx.account, digits),
        used: false,
        usage: 'single_use',
        customer: null,
        networkToken: null,
      });
      return { status: 201, body: renderToken(token, ctx.render) };
    },
  },
  {
    method: 'GET',
    path: '/v1/card_bins/:bin',
    keys: ALL_KEYS,
    permission: 'tokens',
    endpointClass: 'general',
    handle(ctx) {
      const bin = ctx.params.bin ?? '';
      if (!/^\d{6,8}$/.test(bin)) {
        throw new SandboxError('parameter_invalid', 'Invalid bin: send the first 6 to 8 digits of the card number.', { param: 'bin' });
      }
      const info = binInfoFor(bin);
      const detected = detectBrand(bin);
      return {
        body: {
          object: 'card_bin',
          bin,
          brands: info ? [...info.brands] : detected ? [detected] : [],
          country: info?.country ?? null,
          funding: info?.funding ?? 'unknown',
        },
      };
    },
  },
];

/**
 * A card's fingerprint (contract: Tokens): the same number gives the same value within an account and
 * another one in any other account, and the number cannot be read back from it (an HMAC with the
 * account's own key). Kept on every token, rendered only once the card is saved.
 */
function cardFingerprint(account: Account, digits: string): string {
  return createHmac('sha256', account.fingerprintKey).update(digits).digest('base64url').replace(/[-_]/g, '').slice(0, 16);
}
