import { describe, expect, it } from 'vitest';
import { CardBrand, getBrandInfo, validateCvc, type CvcValidation } from '../../src/card/index.js';

type Row = readonly [cvc: string, brand: CardBrand | null, expected: CvcValidation, why: string];

const valid: CvcValidation = { isValid: true, isPotentiallyValid: true };
const partial: CvcValidation = { isValid: false, isPotentiallyValid: true };
const invalid: CvcValidation = { isValid: false, isPotentiallyValid: false };

/** Three-digit codes for every brand but Amex: each brand is checked at 2, 3 and 4 digits. */
const THREE_DIGIT_BRANDS = Object.values(CardBrand).filter((brand) => brand !== 'amex');

const PER_BRAND_ROWS: readonly Row[] = THREE_DIGIT_BRANDS.flatMap((brand): Row[] => [
  ['12', brand, partial, 'one digit short'],
  ['123', brand, valid, `${getBrandInfo(brand).cvcName} has 3 digits`],
  ['1234', brand, invalid, 'one digit too many'],
]);

const ROWS: readonly Row[] = [
  ...PER_BRAND_ROWS,
  ['123', 'amex', partial, 'Amex CID has 4 digits'],
  ['1234', 'amex', valid, 'Amex CID has 4 digits'],
  ['12345', 'amex', invalid, 'one digit too many'],
  ['', 'amex', partial, 'nothing typed yet'],
  ['', 'visa', partial, 'nothing typed yet'],
  ['', null, partial, 'nothing typed yet'],
  ['1', null, partial, 'brand unknown, one digit'],
  ['12', null, partial, 'brand unknown, two digits'],
  ['123', null, valid, 'brand unknown: 3 digits accepted'],
  ['1234', null, valid, 'brand unknown: 4 digits accepted'],
  ['12345', null, invalid, 'brand unknown: 5 digits is too many for any brand'],
  ['000', 'visa', valid, 'zeros are digits'],
  ['12a', 'visa', invalid, 'a letter'],
  ['12 3', 'visa', invalid, 'a space: the code is not formatted, so it is a mistake'],
  [' 123', null, invalid, 'a leading space'],
  ['-123', null, invalid, 'a sign'],
  ['１２３', 'visa', invalid, 'full-width digits'],
];

describe.each(ROWS)('validateCvc(%j, %s)', (cvc, brand, expected, why) => {
  it(`isValid is ${expected.isValid} (${why})`, () => {
    expect(validateCvc(cvc, brand).isValid).toBe(expected.isValid);
  });

  it(`isPotentiallyValid is ${expected.isPotentiallyValid}`, () => {
    expect(validateCvc(cvc, brand).isPotentiallyValid).toBe(expected.isPotentiallyValid);
  });
});
