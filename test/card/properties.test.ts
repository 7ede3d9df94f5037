import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatNumber, sanitizeNumber, validateCvc, validateExpiry, validateNumber } from '../../src/card/index.js';

/** Strings that look like card input: digits, separators, and the odd stray character. */
const cardLikeText = fc
  .array(fc.constantFrom('0', '1', '2', '3', '4', '5', '6', '7', '8', '9', ' ', '-', '/', 'x', '\u00a0'), {
    maxLength: 30,
  })
  .map((characters) => characters.join(''));

const anyText = fc.oneof(fc.string(), fc.string({ unit: 'grapheme' }), cardLikeText);

describe('formatNumber', () => {
  it('only truncates the digits, never changes or reorders them', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const formattedDigits = sanitizeNumber(formatNumber(text));
        expect(sanitizeNumber(text).startsWith(formattedDigits)).toBe(true);
      }),
    );
  });

  it('keeps at most 19 digits and never adds anything but single spaces', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        expect(formatNumber(text)).toMatch(/^(\d{1,19}( \d+)*)?$/);
        expect(sanitizeNumber(formatNumber(text)).length).toBeLessThanOrEqual(19);
      }),
    );
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        expect(formatNumber(formatNumber(text))).toBe(formatNumber(text));
      }),
    );
  });
});

describe('validateNumber', () => {
  it('never throws, and a valid number is always potentially valid', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const result = validateNumber(text);
        expect(!result.isValid || result.isPotentiallyValid).toBe(true);
      }),
    );
  });

  it('gives the same answer for the formatted number as for the digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{0,19}$/), (digits) => {
        expect(validateNumber(formatNumber(digits))).toEqual(validateNumber(digits));
      }),
    );
  });
});

describe('validateExpiry and validateCvc', () => {
  it('never throw on arbitrary strings', () => {
    const now = new Date('2026-12-31T23:59:00Z');
    fc.assert(
      fc.property(anyText, (text) => {
        expect(typeof validateExpiry(text, now).isValid).toBe('boolean');
        expect(typeof validateCvc(text, null).isValid).toBe('boolean');
      }),
    );
  });
});
