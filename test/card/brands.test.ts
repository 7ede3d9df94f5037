import { describe, expect, it } from 'vitest';
import {
  BRANDS,
  CardBrand,
  detectBrand,
  detectBrandCandidates,
  formatNumber,
  getBrandInfo,
  isCardBrand,
  validateNumber,
  type BrandInfo,
} from '../../src/card/index.js';

/**
 * Public test numbers published by card networks' acquirers (Stripe, Braintree, Adyen, iyzico).
 * Brands without a widely published test number (Verve, RuPay, and a second Troy/Mir) use a
 * number inside the brand's range with its Luhn check digit completed, marked "synthetic".
 */
const CARDS_BY_BRAND: readonly (readonly [CardBrand, readonly string[]])[] = [
  [
    'visa',
    [
      '4242424242424242',
      '4111111111111111',
      '4012888888881881',
      '4000056655665556',
      '4013000000000007',
      '4000000000000002',
      '4222222222222', // 13 digits
    ],
  ],
  ['mastercard', ['5555555555554444', '2223003122003222', '5105105105105100', '5454545454545454', '5200828282828210']],
  ['amex', ['378282246310005', '371449635398431', '378734493671000']],
  ['discover', ['6011111111111117', '6011000990139424', '6011981111111113']],
  ['diners', ['3056930009020004', '36227206271667', '30569309025904', '38520000023237']],
  ['jcb', ['3566002020360505', '3530111333300000', '3566111111111113']],
  ['unionpay', ['6200000000000005', '6200000000000047', '6205500000000000004']],
  ['maestro', ['6304000000000000', '6759649826438453', '6771798021000008', '6799990100000000019']],
  ['mir', ['2201382000000013', '2200000000000004' /* synthetic */]],
  ['elo', ['5066991111111118', '6362970000457013', '4576321111111114' /* synthetic */]],
  ['hipercard', ['6062826786276634', '6062820524845321']],
  ['troy', ['9792030394440796', '9792020000000001' /* synthetic */]],
  ['verve', ['5061050000000000', '5078650000000008', '6500270000000001'] /* synthetic */],
  ['rupay', ['6070000000000002', '5085000000000007', '6521500000000006'] /* synthetic */],
];

const CARD_ROWS = CARDS_BY_BRAND.flatMap(([brand, numbers]) => numbers.map((number) => [number, brand] as const));

describe.each(CARD_ROWS)('public test number %s', (number, brand) => {
  it(`is detected as ${brand}`, () => {
    expect(detectBrand(number)).toBe(brand);
  });

  it('is valid', () => {
    expect(validateNumber(number).isValid).toBe(true);
  });

  it('is potentially valid', () => {
    expect(validateNumber(number).isPotentiallyValid).toBe(true);
  });

  it(`reports brand ${brand}`, () => {
    expect(validateNumber(number).brand).toBe(brand);
  });

  it('is detected the same when typed with spaces', () => {
    expect(detectBrand(formatNumber(number))).toBe(brand);
  });

  it('is detected the same when typed with dashes', () => {
    expect(detectBrand(number.replace(/(\d{4})(?=\d)/g, '$1-'))).toBe(brand);
  });
});

describe('every detectable brand has test numbers', () => {
  const covered = new Set(CARDS_BY_BRAND.map(([brand]) => brand));
  const detectable = (Object.keys(BRANDS) as CardBrand[]).filter((brand) => BRANDS[brand].patterns.length > 0);

  it.each(detectable)('%s', (brand) => {
    expect(covered.has(brand)).toBe(true);
  });
});

/** Where a narrow range sits inside a broad one, the narrow (longer) pattern wins. */
describe.each([
  ['4011780000000000', 'elo', 'Elo 401178 inside Visa 4'],
  ['4389350000000000', 'elo', 'Elo 438935 inside Visa 4'],
  ['5041750000000000', 'elo', 'Elo 504175 between two Maestro ranges'],
  ['5067000000000000', 'elo', 'Elo 506699–506778 carved out of Maestro'],
  ['6277800000000000', 'elo', 'Elo 627780 between two UnionPay ranges'],
  ['6500310000000000', 'elo', 'Elo 650031 inside Discover 65'],
  ['6062820000000000', 'hipercard', 'Hipercard 606282 inside Maestro 6'],
  ['6521500000000000', 'rupay', 'RuPay 652150 inside Discover 65'],
  ['6531490000000000', 'rupay', 'RuPay 653149 (range end) inside Discover 65'],
  ['6069850000000000', 'rupay', 'RuPay 606985 inside Maestro 6'],
  ['5085000000000000', 'rupay', 'RuPay 508500 ties Maestro 506779–508999, earlier row wins'],
  ['5061000000000000', 'verve', 'Verve 506100 ties Maestro 504176–506698, earlier row wins'],
  ['6500020000000000', 'verve', 'Verve 650002 inside Discover 65'],
  ['2200000000000000', 'mir', 'Mir 2200, just below Mastercard 2221'],
  ['2204999999999999', 'mir', 'Mir 2204 upper end'],
  ['2221000000000000', 'mastercard', 'Mastercard 2-series start'],
  ['2720999999999999', 'mastercard', 'Mastercard 2-series end'],
  ['6011000000000000', 'discover', 'Discover 6011 inside Maestro 6'],
  ['6500300000000000', 'discover', 'Discover 650030, just below Elo 650031'],
  ['6521490000000000', 'discover', 'Discover 652149, just below RuPay 652150'],
  ['6200000000000000', 'unionpay', 'UnionPay 620 inside Maestro 6'],
  ['6218300000000000', 'maestro', 'Maestro 62183, the gap in UnionPay 621'],
  ['3530000000000000', 'jcb', 'JCB 353 (JCB/RuPay co-badge) stays JCB'],
  ['8100000000000000', 'unionpay', 'UnionPay 810 (not RuPay 81)'],
  ['4936980000000000', 'maestro', 'Maestro 493698 inside Visa 4'],
  ['4936970000000000', 'visa', 'Visa 493697, next to Maestro 493698'],
])('overlap %s', (number, brand, why) => {
  it(`${brand}: ${why}`, () => {
    expect(detectBrand(number)).toBe(brand);
  });
});

describe.each([
  ['', null, 'nothing typed'],
  ['4', null, 'Visa, or Elo/Maestro still possible'],
  ['40', null, 'Elo 401178 still possible'],
  ['42', 'visa', 'no narrower range starts 42'],
  ['40118', 'visa', 'Elo 401178 ruled out'],
  ['2', null, 'Mastercard, JCB or Mir'],
  ['22', null, 'Mastercard 2221 or Mir 2200'],
  ['220', 'mir', 'Mastercard starts at 2221'],
  ['222', 'mastercard', 'past Mir'],
  ['2221', 'mastercard', 'first 2-series prefix'],
  ['3', null, 'Amex, Diners or JCB'],
  ['34', 'amex', 'Amex'],
  ['37', 'amex', 'Amex'],
  ['36', 'diners', 'Diners'],
  ['35', 'jcb', 'JCB 3528–3589'],
  ['1800', 'jcb', 'JCB 1800'],
  ['65', null, 'Discover, or Elo/RuPay/Verve still possible'],
  ['6', null, 'many brands'],
  ['62', null, 'UnionPay, Maestro or Elo'],
  ['5', null, 'Mastercard, Maestro, Elo, RuPay or Verve'],
  ['51', 'mastercard', 'Mastercard 51'],
  ['9', 'troy', 'Troy 9792 is the only 9 range'],
  ['979', 'troy', 'Troy 9792 is the only 9 range'],
  ['1', 'jcb', 'JCB 1800 is the only 1 range'],
  ['8', 'unionpay', 'UnionPay 810–8171 is the only 8 range'],
])('partial number %j', (number, brand, why) => {
  it(`detects ${String(brand)} (${why})`, () => {
    expect(detectBrand(number)).toBe(brand);
  });
});

describe.each(['0', '00', '12', '123', '181', '1802', '221', '2721', '306', '31', '33', '7', '9791', '9793'])('unknown prefix %j', (number) => {
  it('has no brand', () => {
    expect(detectBrand(number)).toBeNull();
  });

  it('has no candidates', () => {
    expect(detectBrandCandidates(number)).toEqual([]);
  });
});

describe.each([
  ['2', ['mir', 'mastercard', 'jcb']],
  ['3', ['amex', 'diners', 'jcb']],
  ['4', ['elo', 'visa', 'maestro']],
  ['60', ['hipercard', 'rupay', 'discover', 'maestro']],
  ['62', ['elo', 'unionpay', 'maestro']],
  ['4242', ['visa']],
  ['4242 4242', ['visa']],
  ['42x', []],
])('candidates for %j', (number, expected) => {
  it(`are ${expected.join(', ') || 'none'}`, () => {
    expect(detectBrandCandidates(number)).toEqual(expected);
  });
});

describe('empty input', () => {
  it('lists every detectable brand as a candidate', () => {
    expect(detectBrandCandidates('')).toHaveLength(Object.keys(BRANDS).length - 1);
  });
});

describe.each(['4242 4242 4242 4242x', '4242.4242', '４２４２', 'visa'])('characters other than digits, spaces, dashes: %j', (number) => {
  it('has no brand', () => {
    expect(detectBrand(number)).toBeNull();
  });
});

describe('Cartes Bancaires', () => {
  it('is a known brand id', () => {
    expect(isCardBrand('cartes_bancaires')).toBe(true);
  });

  it('is never detected from digits (co-badged numbers are looked up server-side)', () => {
    expect(detectBrandCandidates('')).not.toContain('cartes_bancaires');
  });

  it('has a display name', () => {
    expect(getBrandInfo('cartes_bancaires').displayName).toBe('Cartes Bancaires');
  });
});

describe.each(['American Express', 'american-express', 'VISA', '', 'toString', '__proto__'])('isCardBrand(%j)', (value) => {
  it('is false', () => {
    expect(isCardBrand(value)).toBe(false);
  });
});

type InfoRow = Pick<BrandInfo, 'displayName' | 'lengths' | 'gaps' | 'cvcLength' | 'cvcName'>;

const INFO_ROWS: readonly (readonly [CardBrand, InfoRow])[] = [
  ['visa', { displayName: 'Visa', lengths: [13, 16, 19], gaps: [4, 8, 12, 16], cvcLength: 3, cvcName: 'CVV' }],
  ['mastercard', { displayName: 'Mastercard', lengths: [16], gaps: [4, 8, 12], cvcLength: 3, cvcName: 'CVC' }],
  ['amex', { displayName: 'American Express', lengths: [15], gaps: [4, 10], cvcLength: 4, cvcName: 'CID' }],
  ['discover', { displayName: 'Discover', lengths: [16, 19], gaps: [4, 8, 12, 16], cvcLength: 3, cvcName: 'CID' }],
  ['diners', { displayName: 'Diners Club', lengths: [14, 16, 19], gaps: [4, 10], cvcLength: 3, cvcName: 'CVV' }],
  ['jcb', { displayName: 'JCB', lengths: [16, 17, 18, 19], gaps: [4, 8, 12, 16], cvcLength: 3, cvcName: 'CVV' }],
  ['unionpay', { displayName: 'UnionPay', lengths: [14, 15, 16, 17, 18, 19], gaps: [4, 8, 12, 16], cvcLength: 3, cvcName: 'CVN' }],
  ['maestro', { displayName: 'Maestro', lengths: [12, 13, 14, 15, 16, 17, 18, 19], gaps: [4, 8, 12, 16], cvcLength: 3, cvcName: 'CVC' }],
  ['mir', { displayName: 'Mir', lengths: [16, 17, 18, 19], gaps: [4, 8, 12, 16], cvcLength: 3, cvcName: 'CVP2' }],
  ['elo', { displayName: 'Elo', lengths: [16], gaps: [4, 8, 12], cvcLength: 3, cvcName: 'CVE' }],
  ['hipercard', { displayName: 'Hipercard', lengths: [16], gaps: [4, 8, 12], cvcLength: 3, cvcName: 'CVC' }],
  ['troy', { displayName: 'Troy', lengths: [16], gaps: [4, 8, 12], cvcLength: 3, cvcName: 'CVV' }],
  ['verve', { displayName: 'Verve', lengths: [16, 18, 19], gaps: [4, 8, 12, 16], cvcLength: 3, cvcName: 'CVV' }],
  ['rupay', { displayName: 'RuPay', lengths: [16], gaps: [4, 8, 12], cvcLength: 3, cvcName: 'CVV' }],
  ['cartes_bancaires', { displayName: 'Cartes Bancaires', lengths: [16], gaps: [4, 8, 12], cvcLength: 3, cvcName: 'CVV' }],
];

describe('getBrandInfo covers every brand id', () => {
  it('has one row per brand', () => {
    expect(INFO_ROWS.map(([brand]) => brand).sort()).toEqual(Object.values(CardBrand).sort());
  });
});

describe.each(INFO_ROWS)('getBrandInfo(%s)', (brand, expected) => {
  it('id', () => {
    expect(getBrandInfo(brand).id).toBe(brand);
  });

  it('displayName', () => {
    expect(getBrandInfo(brand).displayName).toBe(expected.displayName);
  });

  it('lengths', () => {
    expect(getBrandInfo(brand).lengths).toEqual(expected.lengths);
  });

  it('gaps', () => {
    expect(getBrandInfo(brand).gaps).toEqual(expected.gaps);
  });

  it('cvcLength', () => {
    expect(getBrandInfo(brand).cvcLength).toBe(expected.cvcLength);
  });

  it('cvcName', () => {
    expect(getBrandInfo(brand).cvcName).toBe(expected.cvcName);
  });

  it('does not expose detection patterns', () => {
    expect(getBrandInfo(brand)).not.toHaveProperty('patterns');
  });
});
