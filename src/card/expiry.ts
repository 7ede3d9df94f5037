/**
 * Card expiry: parsing what people type or paste into an expiry field, and the one rule that
 * decides whether a month/year is acceptable.
 *
 * The rule: a card is valid through the last day of its expiry month, so the current month is
 * still valid and any earlier month is expired. The current month is taken in UTC: the service
 * compares in UTC, and a browser's local month would disagree with it for a few hours at every
 * month's turn. Years more than 20 calendar years ahead are refused as typos (`12/62` for `12/26`);
 * networks issue cards for at most a few years, so 20 leaves a wide margin.
 *
 * Every function takes `now` so tests (and the sandbox's clock) can freeze time.
 */

/** Why a month/year pair was refused. `const` object plus union, never an enum. */
export const ExpiryReason = {
  ok: 'ok',
  month_invalid: 'month_invalid',
  year_invalid: 'year_invalid',
  expired: 'expired',
  too_far: 'too_far',
} as const;

export type ExpiryReason = (typeof ExpiryReason)[keyof typeof ExpiryReason];

/** Latest accepted expiry year, counted in calendar years from the current UTC year. */
export const MAX_YEARS_AHEAD = 20;

export interface ExpiryPartsValidation {
  readonly isValid: boolean;
  readonly reason: ExpiryReason;
}

export interface ExpiryValidation {
  readonly isValid: boolean;
  readonly isPotentiallyValid: boolean;
  /** 1–12 once the month is known, else `null`. */
  readonly month: number | null;
  /** Four-digit year once two or four year digits are typed, else `null`. */
  readonly year: number | null;
}

/** Two-digit years are in this century: no card issued today expires in the 1900s or 2100s. */
const CENTURY = 2000;

const isMonth = (month: number) => Number.isInteger(month) && month >= 1 && month <= 12;

/** The shared rule, on a month 1–12 and a four-digit year. */
function expiryReason(month: number, year: number, now: Date): ExpiryReason {
  if (!isMonth(month)) return ExpiryReason.month_invalid;
  if (!Number.isInteger(year)) return ExpiryReason.year_invalid;
  const currentYear = now.getUTCFullYear();
  if (year < currentYear || (year === currentYear && month <= now.getUTCMonth())) return ExpiryReason.expired;
  return year > currentYear + MAX_YEARS_AHEAD ? ExpiryReason.too_far : ExpiryReason.ok;
}

/**
 * Validates numeric expiry parts, as sent in an API request (`exp_month`, `exp_year`). The year
 * may have two digits (`26` is 2026) or four; any other year is `year_invalid`.
 */
export function validateExpiryParts(month: number, year: number, now: Date = new Date()): ExpiryPartsValidation {
  // Any other year becomes NaN, which `expiryReason` calls `year_invalid` once the month is valid.
  const fullYear = year >= 0 && year <= 99 ? CENTURY + year : year >= 1000 && year <= 9999 ? year : NaN;
  const reason = expiryReason(month, fullYear, now);
  return { isValid: reason === ExpiryReason.ok, reason };
}

/** How the typed text splits into month digits and year digits. */
interface ExpiryText {
  readonly monthDigits: string;
  /** False while a lone `0` or `1` could still be the start of a two-digit month. */
  readonly monthComplete: boolean;
  /** Zero to four digits. */
  readonly yearDigits: string;
}

/** `MM/YY`, `M/YY`, `MM/YYYY`, `MM / YY`, `MM-YY`, and the partial `MM/`, `MM/Y`. */
const WITH_SEPARATOR = /^(\d{1,2})\s*[/-]\s*(\d{0,4})$/;
/** `MM YY`, `MM YYYY`, as some password managers and paste sources produce. */
const WITH_SPACE = /^(\d{1,2})\s+(\d{1,4})$/;

function splitExpiryText(text: string): ExpiryText | null {
  const trimmed = text.trim();
  const separated = WITH_SEPARATOR.exec(trimmed) ?? WITH_SPACE.exec(trimmed);
  if (separated !== null) return { monthDigits: separated[1] ?? '', monthComplete: true, yearDigits: separated[2] ?? '' };
  // `MMYY`, `MMYYYY`, and every prefix of them. Without a separator a month is two digits when it
  // starts with 0 or 1 (`0126`, `1226`), and one digit otherwise (`226` is 2/26): no month starts
  // with 2–9 and has a second digit.
  if (!/^\d{0,6}$/.test(trimmed)) return null;
  const monthLength = /^[01]/.test(trimmed) ? 2 : 1;
  const yearDigits = trimmed.slice(monthLength);
  if (yearDigits.length > 4) return null;
  return { monthDigits: trimmed.slice(0, monthLength), monthComplete: trimmed.length >= monthLength, yearDigits };
}

/**
 * True when some year that still starts with the typed year digits makes a valid expiry with
 * this month: `2` can still become 26 or 2027, `20` can still become 2030, `6` can become nothing.
 */
function canStillBecomeValid(month: number, yearDigits: string, now: Date): boolean {
  const currentYear = now.getUTCFullYear();
  for (let year = currentYear; year <= currentYear + MAX_YEARS_AHEAD; year += 1) {
    const fourDigits = String(year);
    const startsThere =
      (fourDigits.length > yearDigits.length && fourDigits.startsWith(yearDigits)) ||
      (yearDigits.length < 2 && fourDigits.slice(2).startsWith(yearDigits));
    if (startsThere && expiryReason(month, year, now) === ExpiryReason.ok) return true;
  }
  return false;
}

const INVALID: ExpiryValidation = { isValid: false, isPotentiallyValid: false, month: null, year: null };

/**
 * Validates a typed or pasted expiry. Accepted forms: `MM/YY`, `MMYY`, `M/YY`, `MM/YYYY`,
 * `MM / YY`, `MM-YY`, `MM YY`, with surrounding spaces; two-digit years are 20YY.
 *
 * While typing: `''`, `0`, `1`, `12`, `12/`, `12/2` are potentially valid, `00` and `13` are not.
 * A two-digit year that is expired but starts a valid four-digit year (`12/20` in 2026, which may
 * become `12/2030`) stays potentially valid, so the field shows no error until blur.
 */
export function validateExpiry(text: string, now: Date = new Date()): ExpiryValidation {
  const parts = splitExpiryText(text);
  if (parts === null) return INVALID;
  const { monthDigits, yearDigits } = parts;
  if (monthDigits === '' || !parts.monthComplete) return { isValid: false, isPotentiallyValid: true, month: null, year: null };

  const month = Number(monthDigits);
  if (!isMonth(month)) return INVALID;

  const year = yearDigits.length === 2 ? CENTURY + Number(yearDigits) : yearDigits.length === 4 ? Number(yearDigits) : null;
  const isValid = year !== null && expiryReason(month, year, now) === ExpiryReason.ok;
  return { isValid, isPotentiallyValid: isValid || canStillBecomeValid(month, yearDigits, now), month, year };
}
