import { describe, expect, it } from 'vitest';
import {
  cvcFormatter,
  expiryParts,
  formatCardNumber,
  formatExpiry,
  formatWithCaret,
  normalizeExpiry,
  removedSeparatorIndex,
} from '../../src/frame/card/format.js';

/**
 * Formatting with the caret where the shopper expects it (issue 4, item 2). Each row is one edit as
 * the browser reports it: the value before, the value after the keystroke (or paste) with `|` at the
 * caret, and what the field must show afterwards, `|` again at the caret.
 */

/** 'ab|cd' → { text: 'abcd', caret: 2 } */
function split(marked: string): { text: string; caret: number } {
  const caret = marked.indexOf('|');
  if (caret === -1) throw new Error(`no caret in ${marked}`);
  return { text: marked.slice(0, caret) + marked.slice(caret + 1), caret };
}

function edit(previous: string, inputMarked: string, options: Parameters<typeof formatWithCaret>[3] = {}): string {
  const { text, caret } = split(inputMarked);
  const result = formatWithCaret(previous, text, caret, options);
  return `${result.value.slice(0, result.caret)}|${result.value.slice(result.caret)}`;
}

describe('formatWithCaret: card number', () => {
  it.each([
    // typing at the end
    ['', '4|', '4|'],
    ['424', '4242|', '4242|'],
    ['4242', '42424|', '4242 4|'],
    ['4242 4242 4242 424', '4242 4242 4242 4242|', '4242 4242 4242 4242|'],
    // Amex groups 4-6-5
    ['3782 82246', '3782 822463|', '3782 822463|'],
    ['3782 822463', '3782 8224631|', '3782 822463 1|'],
    // typing in the middle: the caret stays after the typed digit, across regrouping
    ['4242 4242', '421|42 4242', '421|4 2424 2'],
    ['4242 4242', '4242| 4242', '4242| 4242'],
    ['4242 4242', '4242 9|4242', '4242 9|424 2'],
    ['4242 4242', '4249|2 4242', '4249 |2424 2'],
    ['4244 2424 2424 242', '4242|4 2424 2424 242', '4242 |4242 4242 4242'],
    // a letter or symbol is dropped where it was typed, the caret does not move
    ['4242', '4242a|', '4242|'],
    ['4242 4242', '42x|42 4242', '42|42 4242'],
    // Backspace on a digit
    ['4242 4242', '4242 |242', '4242 |242'],
    ['4242 4242', '424| 4242', '424|4 242'],
    ['4242 4', '4242 |', '4242|'],
    ['4', '|', '|'],
    // Backspace just after a gap deletes the digit before the gap
    ['4242 4242', '4242|4242', '424|4 242'],
    // a selection replaced by a digit
    ['4242 4242 4242 4242', '4|4242 4242 4242', '4|424 2424 2424 2'],
    // paste: everything lands formatted, caret at the end of what was pasted
    ['', '4242 4242 4242 4242|', '4242 4242 4242 4242|'],
    ['', '4242-4242-4242-4242|', '4242 4242 4242 4242|'],
    ['', ' 4242424242424242 |', '4242 4242 4242 4242|'],
    ['', '378282246310005|', '3782 822463 10005|'],
    ['42', '42 4242 4242|', '4242 4242 42|'],
    // longer than the brand allows: cut to its longest length on paste
    ['', '5555 5555 5555 4444 99|', '5555 5555 5555 4444|'],
    // a full number refuses one more digit, typed anywhere, and the caret stays put
    ['5555 5555 5555 4444', '5555 5555 5555 44449|', '5555 5555 5555 4444|'],
    ['5555 5555 5555 4444', '55551| 5555 5555 4444', '5555| 5555 5555 4444'],
    ['3782 822463 10005', '3782 8224633| 10005', '3782 822463| 10005'],
  ])('%j, input %j → %j', (previous, input, expected) => {
    expect(edit(previous, input)).toBe(expected);
  });

  it('Delete (forward) just before a gap deletes the digit after the gap', () => {
    expect(edit('4242 4242', '4242|4242', { inputType: 'deleteContentForward' })).toBe('4242| 242');
    expect(edit('4242 4242', '4242|4242', { inputType: 'deleteContentBackward' })).toBe('424|4 242');
  });

  it('a 19-digit Visa keeps its 4-4-4-4-3 groups', () => {
    expect(edit('', '4242424242424242424|')).toBe('4242 4242 4242 4242 424|');
  });
});

describe('formatWithCaret: expiry (MM / YY)', () => {
  const format = formatExpiry;
  it.each([
    ['', '1|', '1|'],
    ['1', '12|', '12|'],
    ['12', '123|', '12 / 3|'],
    ['12 / 3', '12 / 34|', '12 / 34|'],
    // a first digit 2–9 can only be a month
    ['', '4|', '04|'],
    ['04', '042|', '04 / 2|'],
    // "1/" means January
    ['1', '1/|', '01|'],
    // a fifth digit is refused
    ['12 / 34', '12 / 345|', '12 / 34|'],
    // Backspace
    ['12 / 34', '12 / 3|', '12 / 3|'],
    ['12 / 3', '12 / |', '12|'],
    ['12', '1|', '1|'],
    // Backspace over the separator deletes the month's last digit
    ['12 / 3', '12 /|3', '1| / 3'],
    ['12 / 3', '12 | 3', '1| / 3'],
    // editing the month in place: delete its second digit, type another
    ['12 / 34', '1| / 34', '1| / 34'],
    ['1 / 34', '11| / 34', '11 / |34'],
    // pasted or autofilled forms
    ['', '12/30|', '12 / 30|'],
    ['', '12/2030|', '12 / 30|'],
    ['', '1230|', '12 / 30|'],
    ['', '122030|', '12 / 30|'],
    ['', '12 - 30|', '12 / 30|'],
    ['', '3/30|', '3 / 30|'],
  ])('%j, input %j → %j', (previous, input, expected) => {
    expect(edit(previous, input, { format })).toBe(expected);
  });

  it('normalizeExpiry pads a one-digit month on blur, and leaves the rest alone', () => {
    expect(normalizeExpiry('3 / 30')).toBe('03 / 30');
    expect(normalizeExpiry('3 / 3')).toBe('03 / 3');
    expect(normalizeExpiry('12 / 30')).toBe('12 / 30');
    expect(normalizeExpiry('1')).toBe('1');
  });

  it('expiryParts reads month and four-digit year from a complete view value only', () => {
    expect(expiryParts('12 / 30')).toEqual({ month: 12, year: 2030 });
    expect(expiryParts('3 / 29')).toEqual({ month: 3, year: 2029 });
    expect(expiryParts('12 / 3')).toBeNull();
    expect(expiryParts('12')).toBeNull();
  });
});

describe('formatWithCaret: security code', () => {
  it.each([
    [null, '', '1|', '1|'],
    [null, '123', '1234|', '1234|'],
    [null, '1234', '12345|', '1234|'],
    ['visa', '12', '123|', '123|'],
    ['visa', '123', '1234|', '123|'],
    ['amex', '123', '1234|', '1234|'],
    ['visa', '', '1a2|', '12|'],
  ] as const)('brand %s: %j, input %j → %j', (brand, previous, input, expected) => {
    expect(edit(previous, input, { format: cvcFormatter(brand) })).toBe(expected);
  });
});

describe('helpers', () => {
  it('removedSeparatorIndex finds a single deleted separator, and nothing else', () => {
    expect(removedSeparatorIndex('4242 4242', '42424242')).toBe(4);
    expect(removedSeparatorIndex('12 / 3', '12 /3')).toBe(4);
    expect(removedSeparatorIndex('4242 4242', '4242 424')).toBe(-1);
    expect(removedSeparatorIndex('4242', '424')).toBe(-1);
    expect(removedSeparatorIndex('4242 4242', '4242 4242')).toBe(-1);
  });

  it('formatCardNumber groups by brand', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
  });
});
