import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_YEARS_AHEAD, validateExpiry, validateExpiryParts, type ExpiryReason, type ExpiryValidation } from '../../src/card/index.js';

/** The last minute of a year: the boundary most likely to be wrong. */
const YEAR_END = new Date('2026-12-31T23:59:00Z');
const MID_JUNE = new Date('2026-06-15T12:00:00Z');

type Row = readonly [text: string, expected: ExpiryValidation, why: string];

const valid = (month: number, year: number): ExpiryValidation => ({ isValid: true, isPotentiallyValid: true, month, year });
const partial = (month: number | null, year: number | null = null): ExpiryValidation => ({
  isValid: false,
  isPotentiallyValid: true,
  month,
  year,
});
const invalid = (month: number | null = null, year: number | null = null): ExpiryValidation => ({
  isValid: false,
  isPotentiallyValid: false,
  month,
  year,
});

function describeExpiryRows(title: string, now: Date, rows: readonly Row[]): void {
  describe(`${title} (now ${now.toISOString()})`, () => {
    describe.each(rows)('validateExpiry(%j)', (text, expected, why) => {
      it(`isValid is ${expected.isValid} (${why})`, () => {
        expect(validateExpiry(text, now).isValid).toBe(expected.isValid);
      });

      it(`isPotentiallyValid is ${expected.isPotentiallyValid}`, () => {
        expect(validateExpiry(text, now).isPotentiallyValid).toBe(expected.isPotentiallyValid);
      });

      it(`month is ${String(expected.month)}`, () => {
        expect(validateExpiry(text, now).month).toBe(expected.month);
      });

      it(`year is ${String(expected.year)}`, () => {
        expect(validateExpiry(text, now).year).toBe(expected.year);
      });
    });
  });
}

describeExpiryRows('year end', YEAR_END, [
  ['12/26', valid(12, 2026), 'the current month is valid through its last day'],
  ['11/26', invalid(11, 2026), 'last month is expired'],
  ['01/27', valid(1, 2027), 'next month, next year'],
  ['12/25', invalid(12, 2025), 'last year'],
]);

describeExpiryRows('accepted forms', YEAR_END, [
  ['12/27', valid(12, 2027), 'MM/YY'],
  ['1227', valid(12, 2027), 'MMYY'],
  ['1/27', valid(1, 2027), 'M/YY'],
  ['12/2027', valid(12, 2027), 'MM/YYYY'],
  ['1/2027', valid(1, 2027), 'M/YYYY'],
  ['122027', valid(12, 2027), 'MMYYYY'],
  ['12 / 27', valid(12, 2027), 'MM / YY, as many fields display it'],
  ['12-27', valid(12, 2027), 'MM-YY'],
  ['12 - 2027', valid(12, 2027), 'MM - YYYY'],
  ['12 27', valid(12, 2027), 'MM YY'],
  ['  12/27  ', valid(12, 2027), 'pasted with surrounding spaces'],
  ['\t12 /27\n', valid(12, 2027), 'pasted with tabs and a newline'],
  ['0327', valid(3, 2027), 'MMYY with a leading zero'],
  ['327', valid(3, 2027), 'MYY: a month starting 2–9 has one digit'],
  ['32027', valid(3, 2027), 'MYYYY'],
]);

describeExpiryRows('partial input', YEAR_END, [
  ['', partial(null), 'nothing typed yet'],
  ['   ', partial(null), 'only spaces'],
  ['0', partial(null), 'could be 01–09'],
  ['1', partial(null), 'could be 1, 10, 11 or 12'],
  ['2', partial(2), 'no month 2x, so this is February'],
  ['12', partial(12), 'month typed, year to come'],
  ['02', partial(2), 'month with a leading zero'],
  ['12/', partial(12), 'separator typed'],
  ['12 / ', partial(12), 'separator typed, as displayed'],
  ['1/', partial(1), 'one-digit month and separator'],
  ['12/2', partial(12), 'could become 12/26 or 12/2030'],
  ['1/2', partial(1), 'could become 1/27'],
  ['12/4', partial(12), 'could become 12/40–12/46'],
  ['122', partial(12), 'MMY'],
  ['12/202', partial(12), 'four-digit year under way'],
  ['12/203', partial(12), 'could become 12/2030–12/2039'],
  ['11/202', partial(11), 'four-digit year under way, 2027–2029 still reachable'],
  ['12/20', partial(12, 2020), 'expired as 2020, but may become 12/2030'],
]);

describeExpiryRows('rejected input', YEAR_END, [
  ['13', invalid(), 'no month 13'],
  ['00', invalid(), 'no month 00'],
  ['0/', invalid(), 'no month 0'],
  ['13/27', invalid(), 'no month 13, whatever the year'],
  ['12/19', invalid(12, 2019), 'expired, and no year starts with 19 any more'],
  ['12/6', invalid(12), 'neither 206x nor 6xxx is within 20 years'],
  ['127', invalid(12), 'MMY: 12/7x is too far; 1/27 needs a separator'],
  ['ab/cd', invalid(), 'letters'],
  ['12/26/30', invalid(), 'two separators'],
  ['12//26', invalid(), 'doubled separator'],
  ['12.26', invalid(), 'dot is not a separator'],
  ['/26', invalid(), 'no month'],
  ['123/26', invalid(), 'three-digit month'],
  ['12/20266', invalid(), 'five-digit year'],
  ['1220266', invalid(), 'seven digits'],
  ['1226x', invalid(), 'trailing letter'],
  ['１２/２６', invalid(), 'full-width digits'],
]);

describeExpiryRows('month boundaries', MID_JUNE, [
  ['05/26', invalid(5, 2026), 'last month'],
  ['06/26', valid(6, 2026), 'this month'],
  ['07/26', valid(7, 2026), 'next month'],
]);

describeExpiryRows('first instant of a month', new Date('2026-07-01T00:00:00.000Z'), [
  ['06/26', invalid(6, 2026), 'June ended a moment ago'],
  ['07/26', valid(7, 2026), 'July has begun'],
]);

describeExpiryRows('last instant of a month', new Date('2026-06-30T23:59:59.999Z'), [['06/26', valid(6, 2026), 'June has a millisecond left']]);

describeExpiryRows('UTC, not local time: already July in UTC', new Date('2026-06-30T23:30:00-02:00'), [
  ['06/26', invalid(6, 2026), 'June locally, July in UTC'],
]);

describeExpiryRows('UTC, not local time: still June in UTC', new Date('2026-07-01T00:30:00+02:00'), [
  ['06/26', valid(6, 2026), 'July locally, June in UTC'],
]);

describeExpiryRows(`${MAX_YEARS_AHEAD}-year limit`, MID_JUNE, [
  ['12/2046', valid(12, 2046), 'the last accepted year, any month'],
  ['01/46', valid(1, 2046), 'two-digit form'],
  ['01/2047', invalid(1, 2047), 'one calendar year too far'],
  ['12/47', invalid(12, 2047), 'two-digit form, too far'],
  ['12/99', invalid(12, 2099), 'far future'],
]);

describe.each<readonly [month: number, year: number, reason: ExpiryReason, why: string]>([
  [12, 2026, 'ok', 'the current month'],
  [11, 2026, 'expired', 'last month'],
  [1, 2027, 'ok', 'next month, next year'],
  [12, 26, 'ok', 'two-digit year'],
  [11, 26, 'expired', 'two-digit year, last month'],
  [12, 2025, 'expired', 'last year'],
  [12, 2046, 'ok', 'twenty years ahead'],
  [1, 2047, 'too_far', 'twenty-one calendar years ahead'],
  [0, 2027, 'month_invalid', 'month 0'],
  [13, 2027, 'month_invalid', 'month 13'],
  [1.5, 2027, 'month_invalid', 'fractional month'],
  [Number.NaN, 2027, 'month_invalid', 'NaN month'],
  [13, Number.NaN, 'month_invalid', 'month is checked first'],
  [12, 100, 'year_invalid', 'three-digit year'],
  [12, 999, 'year_invalid', 'three-digit year'],
  [12, 10_000, 'year_invalid', 'five-digit year'],
  [12, -1, 'year_invalid', 'negative year'],
  [12, 2026.5, 'year_invalid', 'fractional year'],
  [12, Number.NaN, 'year_invalid', 'NaN year'],
])('validateExpiryParts(%d, %d) at year end', (month, year, reason, why) => {
  it(`reason is ${reason} (${why})`, () => {
    expect(validateExpiryParts(month, year, YEAR_END).reason).toBe(reason);
  });

  it(`isValid is ${reason === 'ok'}`, () => {
    expect(validateExpiryParts(month, year, YEAR_END).isValid).toBe(reason === 'ok');
  });
});

describe('the text and numeric forms agree', () => {
  const cases: readonly (readonly [number, number])[] = [
    [11, 2026],
    [12, 2026],
    [1, 2027],
    [12, 2046],
    [1, 2047],
  ];

  it.each(cases)('%d/%d', (month, year) => {
    const text = `${String(month).padStart(2, '0')}/${year}`;
    expect(validateExpiry(text, YEAR_END).isValid).toBe(validateExpiryParts(month, year, YEAR_END).isValid);
  });
});

describe('without an explicit now', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('validateExpiry reads the system clock', () => {
    vi.useFakeTimers({ now: YEAR_END });
    expect(validateExpiry('11/26').isValid).toBe(false);
  });

  it('validateExpiryParts reads the system clock', () => {
    vi.useFakeTimers({ now: YEAR_END });
    expect(validateExpiryParts(12, 2026).isValid).toBe(true);
  });
});
