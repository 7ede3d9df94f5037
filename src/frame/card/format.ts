import { MAX_CARD_NUMBER_LENGTH, detectBrand, formatNumber, getBrandInfo, type CardBrand } from '../../card/index.js';

/**
 * Field formatting with the caret where the shopper expects it (issue 4, item 2), after Lion's
 * FormatMixin: view value in → parser (digits) → formatter (the brand's gaps, `MM / YY`) → view
 * value out. Pure functions, no DOM: the card form calls `formatWithCaret` from its `input` handler
 * and puts the caret back with `setSelectionRange`.
 *
 * The caret is carried by counting digits: it stands after the same number of digits before and
 * after formatting, so separators appearing or vanishing around it never move it across a digit.
 * Three refinements:
 * - nothing but separators after the caret (typing at the end, a paste, autofill): caret at the end;
 * - a caret that would stand just before a gap moves after it when the shopper typed (the next
 *   digit belongs after the gap) or when it stood after the gap already (the digit after it was
 *   deleted); after any other deletion it stays before the gap;
 * - deleting a separator alone (Backspace right after a gap) deletes the digit before the gap, as
 *   the shopper meant: the separator would otherwise come straight back and the key do nothing.
 * An insertion into a field already at its longest is refused (value and caret unchanged), so a
 * digit typed in the middle of a full number never pushes the last digit out of sight.
 */

export interface Formatted {
  readonly value: string;
  readonly caret: number;
}

/** Turns any text into the field's view value. */
export type ViewFormatter = (input: string) => string;

export interface FormatOptions {
  /** Defaults to the card number's formatter. */
  readonly format?: ViewFormatter;
  /** `InputEvent#inputType`: tells Delete (`deleteContentForward`) from Backspace over a separator. */
  readonly inputType?: string;
}

const isDigit = (character: string | undefined): boolean => /\d/.test(character ?? '');

const countDigits = (text: string): number => text.replace(/\D/g, '').length;

/** The index of the one non-digit `input` lacks compared with `previous`, or -1 when that is not the edit. */
export function removedSeparatorIndex(previous: string, input: string): number {
  if (input.length !== previous.length - 1) return -1;
  let index = 0;
  while (index < input.length && input[index] === previous[index]) index += 1;
  return !isDigit(previous[index]) && input.slice(index) === previous.slice(index + 1) ? index : -1;
}

export function formatWithCaret(previousValue: string, input: string, caret: number, options: FormatOptions = {}): Formatted {
  let text = input;
  let at = Math.min(Math.max(caret, 0), input.length);

  const separator = removedSeparatorIndex(previousValue, input);
  if (separator !== -1) {
    // The digit the shopper meant goes instead: after the gap for Delete, before it for Backspace.
    let digit = separator;
    if (options.inputType === 'deleteContentForward') {
      while (digit < text.length && !isDigit(text[digit])) digit += 1;
      at = separator;
    } else {
      do digit -= 1;
      while (digit >= 0 && !isDigit(text[digit]));
      if (digit >= 0) at = digit;
    }
    if (digit >= 0 && digit < text.length) text = text.slice(0, digit) + text.slice(digit + 1);
  }

  const value = (options.format ?? formatCardNumber)(text);
  const inserted = text.length - previousValue.length;
  if (inserted > 0 && countDigits(value) < countDigits(text) && countDigits(previousValue) >= countDigits(value)) {
    return { value: previousValue, caret: Math.min(Math.max(at - inserted, 0), previousValue.length) };
  }

  if (countDigits(text.slice(at)) === 0) return { value, caret: value.length };
  // Just after the same number of digits as before formatting.
  const digitsBefore = countDigits(text.slice(0, at));
  let position = digitsBefore && value.length;
  for (let index = 0, seen = 0; index < value.length && digitsBefore; index += 1) {
    if (isDigit(value[index]) && ++seen === digitsBefore) {
      position = index + 1;
      break;
    }
  }
  // After a gap: when the shopper typed the digit before it (the next one goes after the gap), or
  // when the caret already stood after a gap (the digit after it was deleted).
  if (inserted > 0 || (at > 0 && !isDigit(text[at - 1]))) {
    while (position < value.length && !isDigit(value[position])) position += 1;
  }
  return { value, caret: position };
}

/** The card number's view value: the brand's gaps (4-4-4-4, Amex 4-6-5), at most the brand's longest length. */
export const formatCardNumber: ViewFormatter = formatNumber;

/** The separator between month and year in the expiry's view value. */
export const EXPIRY_SEPARATOR = ' / ';

/**
 * The expiry's view value, `MM / YY`, from typing, pasting or autofill: `1226`, `12/26`, `12/2026`,
 * `122026`, `1 / 26`. Typed help: a first digit 2–9 can only be a month, so `4` becomes `04`; `1/`
 * becomes `01`. A month of one digit followed by a year (`1 / 26`, left by editing the month) is kept
 * as it is, so deleting and retyping a digit of the month works; `normalizeExpiry` pads it on blur.
 */
export function formatExpiry(input: string): string {
  const trimmed = input.trim();
  const separatorMatch = /[/\-.\s]+/.exec(trimmed);
  const beforeSeparator = separatorMatch ? trimmed.slice(0, separatorMatch.index) : '';
  let month: string;
  let year: string;
  if (separatorMatch && /\d/.test(beforeSeparator)) {
    const monthPart = beforeSeparator.replace(/\D/g, '');
    // Three month digits come from typing in front of a full month: the extra one moves on to the year.
    const yearPart = monthPart.slice(2) + trimmed.slice(separatorMatch.index + separatorMatch[0].length).replace(/\D/g, '');
    month = monthPart.slice(0, 2);
    if (month.length === 1 && yearPart === '' && month !== '0') month = `0${month}`;
    year = yearPart.length === 4 && yearPart.startsWith('20') ? yearPart.slice(2) : yearPart.slice(0, 2);
  } else {
    let digits = trimmed.replace(/\D/g, '');
    if (/^[2-9]$/.test(digits)) digits = `0${digits}`;
    if (/^(0[1-9]|1[0-2])20\d\d$/.test(digits)) digits = digits.slice(0, 2) + digits.slice(4);
    month = digits.slice(0, 2);
    year = digits.slice(2, 4);
  }
  return year === '' ? month : `${month}${EXPIRY_SEPARATOR}${year}`;
}

/** On blur: a one-digit month gets its leading zero (`1 / 26` → `01 / 26`). */
export function normalizeExpiry(value: string): string {
  return value.replace(/^(\d) \/ (\d\d?)$/, '0$1 / $2');
}

/** Month and two-digit-year digits of an expiry view value, for the token request. */
export function expiryParts(value: string): { month: number; year: number } | null {
  const match = /^(\d\d?) \/ (\d\d)$/.exec(value);
  return match && { month: Number(match[1]), year: 2000 + Number(match[2]) };
}

/** The security code's longest length for a brand: 4 while the brand is unknown (Amex has 4). */
export function cvcMaxLength(brand: CardBrand | null): number {
  return brand === null ? 4 : getBrandInfo(brand).cvcLength;
}

/** The security code's view value: digits only, at most the brand's length. */
export function cvcFormatter(brand: CardBrand | null): ViewFormatter {
  const maxLength = cvcMaxLength(brand);
  return (input) => input.replace(/\D/g, '').slice(0, maxLength);
}

/** The card number's model value: its digits (`4242 4242 …` → `4242424…`). */
export function numberDigits(value: string): string {
  return value.replace(/\D/g, '').slice(0, MAX_CARD_NUMBER_LENGTH);
}

/** The brand of a view value, for the CVC length and the brand label. */
export function brandOfNumber(value: string): CardBrand | null {
  return detectBrand(numberDigits(value));
}
