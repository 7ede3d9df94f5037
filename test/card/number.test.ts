import { describe, expect, it } from 'vitest';
import { formatNumber, luhnCheck, sanitizeNumber, validateNumber, type NumberValidation } from '../../src/card/index.js';

describe.each([
  ['79927398713', true, 'the textbook example'],
  ['79927398710', false, 'textbook example, wrong check digit'],
  ['4242424242424242', true, 'Visa test number'],
  ['4242424242424241', false, 'last digit off by one'],
  ['378282246310005', true, 'odd length'],
  ['059', true, 'leading zero is a digit like any other'],
  ['18', true, 'doubling 1 gives 2'],
  ['0', true, 'sum 0'],
  ['', false, 'no digits'],
  ['4242 4242 4242 4242', false, 'spaces are not digits: sanitize first'],
  ['42424242424242a2', false, 'a letter'],
  ['-4242424242424242', false, 'a sign'],
])('luhnCheck(%j)', (digits, expected, why) => {
  it(`is ${expected} (${why})`, () => {
    expect(luhnCheck(digits)).toBe(expected);
  });
});

describe.each([
  ['4242 4242 4242 4242', '4242424242424242'],
  ['4242-4242-4242-4242', '4242424242424242'],
  [' Card: 4242.4242\t42', '4242424242'],
  ['', ''],
  ['no digits', ''],
])('sanitizeNumber(%j)', (text, expected) => {
  it(`is ${expected || 'empty'}`, () => {
    expect(sanitizeNumber(text)).toBe(expected);
  });
});

type Row = readonly [input: string, expected: NumberValidation, why: string];

const valid = (brand: NumberValidation['brand']): NumberValidation => ({ isValid: true, isPotentiallyValid: true, brand });
const partial = (brand: NumberValidation['brand']): NumberValidation => ({ isValid: false, isPotentiallyValid: true, brand });
const invalid = (brand: NumberValidation['brand']): NumberValidation => ({ isValid: false, isPotentiallyValid: false, brand });

const VALIDATION_ROWS: readonly Row[] = [
  // Empty and partial input.
  ['', partial(null), 'nothing typed yet'],
  ['   ', partial(null), 'only spaces'],
  ['4', partial(null), 'brand not decided yet'],
  ['42', partial('visa'), 'Visa, more digits to come'],
  ['4242 4242', partial('visa'), 'half a Visa'],
  ['22', partial(null), 'Mastercard or Mir, more digits to come'],
  ['65', partial(null), 'Discover, Elo, RuPay or Verve'],

  // Separators.
  ['4242 4242 4242 4242', valid('visa'), 'spaces'],
  ['4242-4242-4242-4242', valid('visa'), 'dashes'],
  [' 4242 4242 4242 4242 ', valid('visa'), 'surrounding spaces'],
  ['4242\u00a04242\u00a04242\u00a04242', valid('visa'), 'non-breaking spaces from a paste'],

  // Other characters: never a card number, however many digits follow.
  ['4242x', invalid(null), 'a letter'],
  ['4242.4242.4242.4242', invalid(null), 'dots'],
  ['４２４２４２４２４２４２４２４２', invalid(null), 'full-width digits'],
  ['+4242424242424242', invalid(null), 'a sign'],

  // Lengths of known brands.
  ['4111111111119', valid('visa'), '13-digit Visa'],
  ['4111111111111111110', valid('visa'), '19-digit Visa'],
  ['41111111111111113', partial('visa'), '17 digits: not a Visa length, but 19 is still reachable'],
  ['4242424242424241', partial('visa'), 'Luhn fails at 16, but Visa may have 19 digits'],
  ['42424242424242424242', invalid('visa'), '20 digits'],
  ['5555555555554443', invalid('mastercard'), 'Luhn fails at Mastercard’s only length'],
  ['55555555555544441', invalid('mastercard'), 'longer than any Mastercard'],
  ['378282246310006', invalid('amex'), 'Luhn fails at Amex’s only length'],
  ['37828224631000', partial('amex'), 'one Amex digit short'],
  ['3782822463100055', invalid('amex'), 'one digit past Amex'],
  ['30000000000004', valid('diners'), '14-digit Diners'],
  ['3000000000000004', valid('diners'), '16-digit Diners'],
  ['3000000000000000007', valid('diners'), '19-digit Diners'],
  ['300000000000007', partial('diners'), '15 digits: not a Diners length'],
  ['620000000000000', valid('unionpay'), '15-digit UnionPay'],
  ['62000000000000059', valid('unionpay'), '17-digit UnionPay'],
  ['6212345678900000003', valid('unionpay'), '19-digit UnionPay'],
  ['5018000000000009', valid('maestro'), '16-digit Maestro'],

  // Unknown brand: 12–19 digits, Luhn, first digit not 0.
  ['1234567812345670', valid(null), '16 digits, Luhn passes'],
  ['987654321098', valid(null), '12 digits, the shortest accepted'],
  ['98765432109', partial(null), '11 digits'],
  ['1234567812345671', partial(null), '16 digits, Luhn fails, 19 still reachable'],
  ['12345678123456784', valid(null), '17 digits, Luhn passes'],
  ['1234567812345678905', valid(null), '19 digits, Luhn passes'],
  ['1234567812345678903', invalid(null), '19 digits, Luhn fails'],
  ['12345678123456789052', invalid(null), '20 digits'],
  ['7777777777777771', valid(null), 'major industry identifier 7'],
  ['0', invalid(null), 'a PAN never starts with 0'],
  ['0000000000000000', invalid(null), 'all zeros pass Luhn but start with 0'],
];

describe.each(VALIDATION_ROWS)('validateNumber(%j)', (input, expected, why) => {
  it(`isValid is ${expected.isValid} (${why})`, () => {
    expect(validateNumber(input).isValid).toBe(expected.isValid);
  });

  it(`isPotentiallyValid is ${expected.isPotentiallyValid}`, () => {
    expect(validateNumber(input).isPotentiallyValid).toBe(expected.isPotentiallyValid);
  });

  it(`brand is ${String(expected.brand)}`, () => {
    expect(validateNumber(input).brand).toBe(expected.brand);
  });
});

describe.each([
  // Partial input: no trailing space, so deleting backwards never lands on a separator.
  ['', '', 'empty'],
  ['4', '4', 'one digit'],
  ['4242', '4242', 'one full group'],
  ['42424', '4242 4', 'second group begins'],
  ['40117', '4011 7', 'brand not decided yet: default grouping'],

  // Grouping by brand.
  ['4242424242424242', '4242 4242 4242 4242', 'Visa 4-4-4-4'],
  ['4242 4242 4242 4242', '4242 4242 4242 4242', 'already formatted'],
  ['4242-4242-4242-4242', '4242 4242 4242 4242', 'dashes'],
  ['Card: 4242 4242 4242 4242.', '4242 4242 4242 4242', 'pasted with text around'],
  ['4111111111111111110', '4111 1111 1111 1111 110', '19-digit Visa 4-4-4-4-3'],
  ['6205500000000000004', '6205 5000 0000 0000 004', '19-digit UnionPay 4-4-4-4-3'],
  ['378282246310005', '3782 822463 10005', 'Amex 4-6-5'],
  ['37828', '3782 8', 'Amex, second group begins'],
  ['3782822463', '3782 822463', 'Amex, two full groups'],
  ['37828224631', '3782 822463 1', 'Amex, third group begins'],
  ['30569309025904', '3056 930902 5904', '14-digit Diners 4-6-4'],
  ['3056930009020004', '3056 9300 0902 0004', '16-digit Diners 4-4-4-4'],
  ['3000000000000000007', '3000 0000 0000 0000 007', '19-digit Diners 4-4-4-4-3'],
  ['1234567812345670', '1234 5678 1234 5670', 'unknown brand, default grouping'],

  // Truncation to the brand's longest length.
  ['42424242424242421234', '4242 4242 4242 4242 123', 'Visa past 19 digits'],
  ['3782822463100051234', '3782 822463 10005', 'Amex past 15 digits'],
  ['5555555555554444999', '5555 5555 5555 4444', 'Mastercard past 16 digits'],
  ['60628267862766341', '6062 8267 8627 6634', 'Hipercard past 16 digits'],
  ['123456781234567890123', '1234 5678 1234 5678 901', 'unknown brand past 19 digits'],
])('formatNumber(%j)', (input, expected, why) => {
  it(`is ${JSON.stringify(expected)} (${why})`, () => {
    expect(formatNumber(input)).toBe(expected);
  });
});
