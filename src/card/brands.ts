/**
 * Card brands: the single table of what we know about each brand, and brand detection from the
 * leading digits of a card number (the IIN / BIN prefix).
 *
 * Detection follows the model of braintree's credit-card-type: every brand lists prefix patterns;
 * a brand is a candidate when the digits typed so far agree with one of its patterns; a lone
 * candidate is the brand, and among several, once each has matched a whole pattern, the longest
 * (most specific) pattern wins. That is how the narrow ranges (Elo, Hipercard, RuPay, Verve) beat
 * the broad ones they sit inside (Visa `4`, Discover `65`, Maestro `6` and `50`–`59`), without
 * hand-written exceptions.
 */

/** Brand ids, as used on the wire and for display. `const` object plus union, never an enum. */
export const CardBrand = {
  visa: 'visa',
  mastercard: 'mastercard',
  amex: 'amex',
  discover: 'discover',
  diners: 'diners',
  jcb: 'jcb',
  unionpay: 'unionpay',
  maestro: 'maestro',
  mir: 'mir',
  elo: 'elo',
  hipercard: 'hipercard',
  troy: 'troy',
  verve: 'verve',
  rupay: 'rupay',
  cartes_bancaires: 'cartes_bancaires',
} as const;

export type CardBrand = (typeof CardBrand)[keyof typeof CardBrand];

/** What each brand prints next to its security code. */
export const SecurityCodeName = {
  CVC: 'CVC',
  CVV: 'CVV',
  CID: 'CID',
  CVN: 'CVN',
  CVE: 'CVE',
  CVP2: 'CVP2',
} as const;

export type SecurityCodeName = (typeof SecurityCodeName)[keyof typeof SecurityCodeName];

/**
 * A prefix pattern: either one exact prefix (`'6011'`) or an inclusive range of prefixes of the
 * same length (`['2221', '2229']`). Strings, not numbers, so that the pattern's length (its
 * specificity) is explicit and leading digits compare as text.
 */
export type PrefixPattern = string | readonly [low: string, high: string];

export interface BrandInfo {
  readonly id: CardBrand;
  readonly displayName: string;
  /** Every length a valid number of this brand may have, ascending. */
  readonly lengths: readonly number[];
  /** Positions (in digits) after which the formatted number gets a space. */
  readonly gaps: readonly number[];
  /**
   * Grouping once the number is longer than the brand's shortest length, for brands whose classic
   * short form is grouped differently (Diners: 14 digits as 4-6-4, 16 and 19 digits as 4-4-4-4-3).
   */
  readonly longFormGaps?: readonly number[];
  readonly cvcLength: number;
  readonly cvcName: SecurityCodeName;
}

interface BrandDefinition extends BrandInfo {
  /** Empty for brands that cannot be told from the digits alone. */
  readonly patterns: readonly PrefixPattern[];
}

const GROUPS_OF_FOUR = [4, 8, 12] as const;
/** 19-digit numbers read 4-4-4-4-3. */
const GROUPS_OF_FOUR_UP_TO_19 = [4, 8, 12, 16] as const;

/**
 * One row per brand. Row order is the tie-break when two brands match equally long patterns (e.g.
 * Verve and RuPay sit inside Maestro's six-digit `506779`–`508999`), so the narrow brands come
 * first and the broad ones last. Ranges follow braintree/credit-card-type's table (Verve from an
 * earlier release of it, which also listed 650002–650027); RuPay uses the four BIN ranges Indian
 * gateways commonly publish, since credit-card-type has no sourced RuPay table to follow.
 */
export const BRANDS = {
  elo: {
    id: 'elo',
    displayName: 'Elo',
    // prettier-ignore
    patterns: [
      '401178', '401179', '431274', '438935', '451416', '457393', '457631', '457632',
      '504175', ['506699', '506778'], ['509000', '509999'], '627780', '636297', '636368',
      ['650031', '650033'], ['650035', '650051'], ['650405', '650439'], ['650485', '650538'],
      ['650541', '650598'], ['650700', '650718'], ['650720', '650727'], ['650901', '650978'],
      ['651652', '651679'], ['655000', '655019'], ['655021', '655058'],
    ],
    lengths: [16],
    gaps: GROUPS_OF_FOUR,
    cvcLength: 3,
    cvcName: 'CVE',
  },
  hipercard: {
    id: 'hipercard',
    displayName: 'Hipercard',
    patterns: ['606282'],
    lengths: [16],
    gaps: GROUPS_OF_FOUR,
    cvcLength: 3,
    cvcName: 'CVC',
  },
  rupay: {
    id: 'rupay',
    displayName: 'RuPay',
    // Only the ranges RuPay holds alone. The often-quoted `81`/`82` belong to UnionPay's 8-series
    // here, and `353`/`356` are JCB co-badges that route as JCB abroad, so they stay JCB.
    // prettier-ignore
    patterns: [['508500', '508999'], ['606985', '607984'], ['608001', '608500'], ['652150', '653149']],
    lengths: [16],
    gaps: GROUPS_OF_FOUR,
    cvcLength: 3,
    cvcName: 'CVV',
  },
  verve: {
    id: 'verve',
    displayName: 'Verve',
    patterns: [
      ['506099', '506127'],
      '506129',
      ['506133', '506150'],
      ['506158', '506163'],
      '506166',
      '506168',
      '506170',
      '506173',
      ['506176', '506180'],
      '506184',
      ['506187', '506188'],
      '506191',
      '506195',
      '506197',
      '507865',
      '507866',
      ['507868', '507877'],
      ['507880', '507888'],
      '507900',
      '507941',
      ['650002', '650027'],
    ],
    lengths: [16, 18, 19],
    gaps: GROUPS_OF_FOUR_UP_TO_19,
    cvcLength: 3,
    cvcName: 'CVV',
  },
  mir: {
    id: 'mir',
    displayName: 'Mir',
    patterns: [['2200', '2204']],
    lengths: [16, 17, 18, 19],
    gaps: GROUPS_OF_FOUR_UP_TO_19,
    cvcLength: 3,
    cvcName: 'CVP2',
  },
  troy: {
    id: 'troy',
    displayName: 'Troy',
    patterns: ['9792'],
    lengths: [16],
    gaps: GROUPS_OF_FOUR,
    cvcLength: 3,
    cvcName: 'CVV',
  },
  visa: {
    id: 'visa',
    displayName: 'Visa',
    patterns: ['4'],
    lengths: [13, 16, 19],
    gaps: GROUPS_OF_FOUR_UP_TO_19,
    cvcLength: 3,
    cvcName: 'CVV',
  },
  mastercard: {
    id: 'mastercard',
    displayName: 'Mastercard',
    // 51–55 plus the 2-series 2221–2720, written as the shortest ranges that cover it exactly.
    patterns: [['51', '55'], ['2221', '2229'], ['223', '229'], ['23', '26'], ['270', '271'], '2720'],
    lengths: [16],
    gaps: GROUPS_OF_FOUR,
    cvcLength: 3,
    cvcName: 'CVC',
  },
  amex: {
    id: 'amex',
    displayName: 'American Express',
    patterns: ['34', '37'],
    lengths: [15],
    gaps: [4, 10],
    cvcLength: 4,
    cvcName: 'CID',
  },
  diners: {
    id: 'diners',
    displayName: 'Diners Club',
    patterns: [['300', '305'], '36', '38', '39'],
    lengths: [14, 16, 19],
    gaps: [4, 10],
    longFormGaps: GROUPS_OF_FOUR_UP_TO_19,
    cvcLength: 3,
    cvcName: 'CVV',
  },
  discover: {
    id: 'discover',
    displayName: 'Discover',
    patterns: ['6011', ['644', '649'], '65'],
    lengths: [16, 19],
    gaps: GROUPS_OF_FOUR_UP_TO_19,
    cvcLength: 3,
    cvcName: 'CID',
  },
  jcb: {
    id: 'jcb',
    displayName: 'JCB',
    patterns: ['2131', '1800', ['3528', '3589']],
    lengths: [16, 17, 18, 19],
    gaps: GROUPS_OF_FOUR_UP_TO_19,
    cvcLength: 3,
    cvcName: 'CVV',
  },
  unionpay: {
    id: 'unionpay',
    displayName: 'UnionPay',
    // 62183 is deliberately absent: it is a Maestro range inside UnionPay's 621.
    patterns: [
      '620',
      ['62100', '62182'],
      ['62184', '62197'],
      ['62200', '62205'],
      ['622010', '622999'],
      ['62207', '62209'],
      ['623', '626'],
      '6270',
      '6272',
      '6276',
      ['627700', '627779'],
      ['627781', '627799'],
      ['6282', '6289'],
      '6291',
      '6292',
      '810',
      ['8110', '8171'],
    ],
    lengths: [14, 15, 16, 17, 18, 19],
    gaps: GROUPS_OF_FOUR_UP_TO_19,
    cvcLength: 3,
    cvcName: 'CVN',
  },
  maestro: {
    id: 'maestro',
    displayName: 'Maestro',
    // 504175 and 506699–506778 are carved out for Elo, which holds them at the same length.
    patterns: ['493698', ['500000', '504174'], ['504176', '506698'], ['506779', '508999'], ['56', '59'], '63', '67', '6'],
    lengths: [12, 13, 14, 15, 16, 17, 18, 19],
    gaps: GROUPS_OF_FOUR_UP_TO_19,
    cvcLength: 3,
    cvcName: 'CVC',
  },
  cartes_bancaires: {
    id: 'cartes_bancaires',
    displayName: 'Cartes Bancaires',
    // Co-badged with Visa or Mastercard on the same number: the BIN lookup happens server-side,
    // so no pattern here could ever be right. The row exists for display (name, CVC).
    patterns: [],
    lengths: [16],
    gaps: GROUPS_OF_FOUR,
    cvcLength: 3,
    cvcName: 'CVV',
  },
} as const satisfies Record<CardBrand, BrandDefinition>;

const BRAND_ROWS: readonly BrandDefinition[] = Object.values(BRANDS);

/** Longest number any brand issues; ISO/IEC 7812 caps a PAN at 19 digits. */
export const MAX_CARD_NUMBER_LENGTH = 19;

export function isCardBrand(value: unknown): value is CardBrand {
  return typeof value === 'string' && Object.hasOwn(BRANDS, value);
}

/** The table row for a brand, without its detection patterns (those are not a display concern). */
export function getBrandInfo(brand: CardBrand): BrandInfo {
  const { patterns: _patterns, ...info } = BRANDS[brand] as BrandDefinition;
  return info;
}

/** Gaps to use for a number of `digitCount` digits of this brand (see `longFormGaps`). */
export function gapsForLength(info: BrandInfo, digitCount: number): readonly number[] {
  return info.longFormGaps && digitCount > Math.min(...info.lengths) ? info.longFormGaps : info.gaps;
}

export function maxLengthOf(info: BrandInfo): number {
  return info.lengths.at(-1) ?? MAX_CARD_NUMBER_LENGTH;
}

/** A brand that agrees with the digits so far, and how specific its best agreement is. */
interface Candidate {
  readonly brand: CardBrand;
  /**
   * Length of the longest pattern the digits fully cover, or 0 when the digits are still a strict
   * prefix of every pattern they agree with (too short to say how specific the match is).
   */
  readonly strength: number;
}

/** The brands whose patterns agree with `digits` on every position both have, in table order. */
function candidatesFor(digits: string): Candidate[] {
  const candidates: Candidate[] = [];
  for (const row of BRAND_ROWS) {
    let agrees = false;
    let strength = 0;
    for (const pattern of row.patterns) {
      // One prefix is the range from itself to itself.
      const [low, high] = typeof pattern === 'string' ? [pattern, pattern] : pattern;
      const head = digits.slice(0, low.length);
      // Equal-length digit strings order the same as the numbers they spell.
      if (head < low.slice(0, head.length) || head > high.slice(0, head.length)) continue;
      agrees = true;
      if (digits.length >= low.length) strength = Math.max(strength, low.length);
    }
    if (agrees) candidates.push({ brand: row.id, strength });
  }
  return candidates;
}

/** Digits of a typed number when it holds only digits, spaces and dashes; otherwise `null`. */
export function digitsOfTypedNumber(number: string): string | null {
  const digits = number.replace(/[\s-]/g, '');
  return /^\d*$/.test(digits) ? digits : null;
}

/**
 * Every brand the number could still turn out to be, in table order. Empty input yields every
 * detectable brand; input with characters other than digits, spaces and dashes yields none.
 * Useful for showing several possible logos while the first digits are typed.
 */
export function detectBrandCandidates(number: string): CardBrand[] {
  const digits = digitsOfTypedNumber(number);
  return digits === null ? [] : candidatesFor(digits).map((candidate) => candidate.brand);
}

/**
 * The brand of a card number, or `null` when no brand matches or the digits typed so far cannot
 * tell two brands apart yet (`'4'` could still become Elo's `401178`; `'40118'` is Visa).
 *
 * Rule (credit-card-type's): a single candidate is the brand, even before its pattern is complete
 * (`'35'` is JCB, `'9'` is Troy), so the logo shows as early as it can. Several candidates are
 * decided only once each has matched a whole pattern; then the longest pattern wins, and equal
 * lengths go to the earlier row of `BRANDS`.
 */
export function detectBrand(number: string): CardBrand | null {
  const digits = digitsOfTypedNumber(number);
  if (!digits) return null;
  const candidates = candidatesFor(digits);
  const [first, ...others] = candidates;
  if (first === undefined) return null;
  if (others.length === 0) return first.brand;
  let best = first;
  for (const candidate of candidates) {
    if (!candidate.strength) return null;
    if (candidate.strength > best.strength) best = candidate;
  }
  return best.brand;
}
