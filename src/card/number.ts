/**
 * The digit fields of a card: the card number (PAN) and the security code (CVC).
 *
 * Validation answers in three states, after braintree's card-validator: `isValid` (accept it now),
 * `isPotentiallyValid` (not yet, but more typing could make it valid, so don't show an error
 * while the person is still typing), and neither (show the error). Nothing here throws on input.
 */
import {
  MAX_CARD_NUMBER_LENGTH,
  detectBrand,
  detectBrandCandidates,
  digitsOfTypedNumber,
  gapsForLength,
  getBrandInfo,
  maxLengthOf,
  type BrandInfo,
  type CardBrand,
} from './brands.js';

export interface NumberValidation {
  readonly isValid: boolean;
  readonly isPotentiallyValid: boolean;
  readonly brand: CardBrand | null;
}

export interface CvcValidation {
  readonly isValid: boolean;
  readonly isPotentiallyValid: boolean;
}

/**
 * Shortest PAN we accept when the brand is unknown. ISO/IEC 7812 allows 8, but no card network
 * issues fewer than 12 (Maestro's minimum), and 8–11 digit strings are far likelier to be typos.
 */
export const MIN_UNKNOWN_BRAND_LENGTH = 12;

/** Security code lengths accepted before the brand is known (3 for most brands, 4 for Amex). */
const UNKNOWN_BRAND_CVC_LENGTHS: readonly number[] = [3, 4];

/** Every digit of `text`, in order; everything else dropped. For display and model values. */
export function sanitizeNumber(text: string): string {
  return text.replace(/\D/g, '');
}

/**
 * The Luhn (mod 10) check digit test, ISO/IEC 7812-1 Annex B. Only a string of digits can pass;
 * the empty string fails.
 */
export function luhnCheck(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  // From the check digit leftwards, every second digit doubled, its digits summed (2 × 7 = 14 → 5).
  for (let index = 0; index < digits.length; index += 1) {
    const value = Number(digits[digits.length - 1 - index]) * (1 + (index % 2));
    sum += value > 9 ? value - 9 : value;
  }
  return sum % 10 === 0;
}

const INVALID: NumberValidation = { isValid: false, isPotentiallyValid: false, brand: null };

/**
 * Validates a typed card number. Spaces and dashes are ignored; any other character makes the
 * number invalid and not potentially valid (the field would never become a card number by more
 * typing). The empty string is potentially valid.
 *
 * Known brand: valid when the length is one of the brand's lengths and the Luhn check passes;
 * potentially valid while shorter than the brand's longest length (a 16-digit Visa that fails
 * Luhn may still become a valid 19-digit Visa).
 *
 * Brand not decided yet (`'4'` could be Visa or Elo): never valid, potentially valid while some
 * candidate brand still has room for more digits.
 *
 * Unknown brand (no brand's prefix matches): accepted when 12–19 digits pass Luhn and the first
 * digit is not 0. Our table can never list every issuer (new BIN ranges, domestic schemes), and
 * the service rejects a number its acquirer cannot route, so refusing here would only turn away
 * real cards. A leading 0 is refused because ISO/IEC 7812 reserves major industry identifier 0
 * for ISO/TC 68 assignments, never for a payment card, so all-zero test strings do not slip
 * through on Luhn alone.
 */
export function validateNumber(number: string): NumberValidation {
  const digits = digitsOfTypedNumber(number);
  if (digits === null) return INVALID;
  const { length } = digits;
  if (length === 0) return { isValid: false, isPotentiallyValid: true, brand: null };

  const brand = detectBrand(digits);
  if (brand !== null) {
    const info = getBrandInfo(brand);
    const isValid = info.lengths.includes(length) && luhnCheck(digits);
    return { isValid, isPotentiallyValid: isValid || length < maxLengthOf(info), brand };
  }

  const candidates = detectBrandCandidates(digits);
  if (candidates.length > 0) {
    return { isValid: false, isPotentiallyValid: candidates.some((candidate) => length < maxLengthOf(getBrandInfo(candidate))), brand: null };
  }

  if (digits.startsWith('0')) return INVALID;
  const isValid = length >= MIN_UNKNOWN_BRAND_LENGTH && length <= MAX_CARD_NUMBER_LENGTH && luhnCheck(digits);
  return { isValid, isPotentiallyValid: isValid || length < MAX_CARD_NUMBER_LENGTH, brand: null };
}

/** Grouping used until a brand is known: 4-4-4-4-3, which fits every 16- and 19-digit brand. */
const DEFAULT_GAPS: readonly number[] = [4, 8, 12, 16];

/**
 * The view value of a card number: its digits, truncated to the brand's longest length (19 when
 * the brand is not known) and grouped by the brand's gaps: `'378282246310005'` becomes
 * `'3782 822463 10005'`. Every non-digit is dropped, so this also cleans pasted text.
 */
export function formatNumber(number: string): string {
  const allDigits = sanitizeNumber(number);
  const brand = detectBrand(allDigits);
  const info: BrandInfo | null = brand && getBrandInfo(brand);
  const digits = allDigits.slice(0, info ? maxLengthOf(info) : MAX_CARD_NUMBER_LENGTH);
  let formatted = '';
  let start = 0;
  for (const gap of info ? gapsForLength(info, digits.length) : DEFAULT_GAPS) {
    // A space only between two groups: never trailing, so deleting past it behaves.
    if (digits.length <= gap) break;
    formatted += `${digits.slice(start, gap)} `;
    start = gap;
  }
  return formatted + digits.slice(start);
}

/**
 * Validates a security code against the brand's code length (unknown brand: 3 or 4 digits).
 * Only digits are accepted: the field is a plain code, so a space or dash is a mistake, not
 * formatting. The empty string is potentially valid.
 */
export function validateCvc(cvc: string, brand: CardBrand | null): CvcValidation {
  if (!/^\d*$/.test(cvc)) return { isValid: false, isPotentiallyValid: false };
  const acceptedLengths = brand === null ? UNKNOWN_BRAND_CVC_LENGTHS : [getBrandInfo(brand).cvcLength];
  const isValid = acceptedLengths.includes(cvc.length);
  return { isValid, isPotentiallyValid: isValid || cvc.length < Math.max(...acceptedLengths) };
}
