import { describe, expect, it } from 'vitest';
import { REFUSAL_FIELDS } from '../../src/frame/card/confirm.js';
import { en } from '../../src/frame/card/messages/locales/en.js';
import {
  brandName,
  declineText,
  directionOf,
  errorText,
  fill,
  LOCALES,
  catalogueFor,
  loadMessages,
  localeChain,
  supportedLocale,
} from '../../src/frame/card/messages/index.js';
import { checkCvc, checkExpiry, checkName, checkNumber, checkPostalCode } from '../../src/frame/card/validation.js';

/**
 * The frame's messages (issue 4, items 6 and 7): an English catalogue, a look-up that falls back
 * key by key, `dir` from the locale, a shopper text for every validation code and decline code.
 */

describe('locales', () => {
  it.each([
    ['en', ['en']],
    ['pt-BR', ['pt-br', 'pt']],
    ['zh-Hant-TW', ['zh-hant-tw', 'zh-hant', 'zh']],
  ])('localeChain(%s) → %j', (locale, chain) => {
    expect(localeChain(locale)).toEqual(chain);
  });

  it.each([
    ['fr-FR', 'de', 'fr-FR'],
    ['auto', 'de-CH', 'de-CH'],
    ['', 'ja', 'ja'],
    ['auto', '', 'en'],
    ['<script>', 'nl', 'nl'],
    [undefined, undefined, 'en'],
  ])('supportedLocale(%j, browser %j) → %s', (requested, browser, expected) => {
    expect(supportedLocale(requested, browser)).toBe(expected);
  });

  it.each([
    ['en', 'en'],
    ['en-GB', 'en'],
    ['de-DE', 'de'],
    ['de-CH', 'de'],
    ['pt-BR', 'pt-br'],
    ['pt-PT', 'pt'],
    ['zh-CN', 'zh'],
    ['zh-Hans-CN', 'zh'],
    ['zh-TW', 'zh-hant'],
    ['zh-Hant-HK', 'zh-hant'],
    ['iw', 'he'],
    ['no', 'nb'],
    ['es-MX', 'es-419'],
    ['es-419', 'es-419'],
    ['es-ES', 'es'],
    ['xx-YY', 'en'],
  ])('catalogueFor(%s) → %s', (locale, tag) => {
    // Only where that catalogue exists; else the chain falls through to English.
    expect(catalogueFor(locale)).toBe(LOCALES.includes(tag) ? tag : 'en');
  });

  it('loads a locale’s own catalogue; one without a catalogue gets English, every key', async () => {
    expect(await loadMessages('en-US')).toEqual(en);
    expect(await loadMessages('xx-YY')).toEqual(en);
    for (const locale of LOCALES) expect(Object.keys(await loadMessages(locale)).sort(), locale).toEqual(Object.keys(en).sort());
  });

  it.each([
    ['ar', 'rtl'],
    ['ar-EG', 'rtl'],
    ['he', 'rtl'],
    ['he-IL', 'rtl'],
    ['iw', 'rtl'],
    ['fa-IR', 'rtl'],
    ['ur', 'rtl'],
    ['pa-Arab', 'rtl'],
    ['az-Latn', 'ltr'],
    ['en', 'ltr'],
    ['fr-CA', 'ltr'],
    ['ja', 'ltr'],
  ] as const)('directionOf(%s) → %s', (locale, direction) => {
    expect(directionOf(locale)).toBe(direction);
  });
});

describe('texts', () => {
  it('every validation code the form can produce has its own text', () => {
    const now = new Date('2026-06-15T00:00:00Z');
    const codes = new Set<string>();
    const samples = ['', '4', '4242 4242 4242 4241', '5555 5555 5555 4445', '13', '11 / 20', '01 / 60', '12345', '1a'];
    for (const value of samples) {
      for (const check of [checkNumber(value), checkExpiry(value, now), checkCvc(value, 'visa'), checkName(value), checkPostalCode(value)]) {
        if (check.code !== null) codes.add(check.code);
      }
    }
    expect(codes.size).toBeGreaterThanOrEqual(10);
    for (const code of codes) {
      expect(Object.keys(en), code).toContain(`error.${code}`);
      expect(errorText(en, code)).not.toBe(en['failure.generic']);
    }
  });

  it.each([
    ['card_declined', 'generic_decline', 'Your card was declined. Try another card, or contact your bank.'],
    ['card_declined', 'insufficient_funds', 'Your card has insufficient funds. Try another card.'],
    ['expired_card', undefined, 'Your card has expired. Check the expiry date, or use another card.'],
    ['incorrect_cvc', undefined, 'Your card’s security code is incorrect. Check it and try again.'],
    ['incorrect_number', undefined, 'Your card number is incorrect. Check it and try again.'],
    ['invalid_expiry_month', undefined, 'Your card’s expiry month is invalid. Check it and try again.'],
    ['invalid_expiry_year', undefined, 'Your card’s expiry year is invalid. Check it and try again.'],
    ['invalid_cvc', undefined, 'Your card’s security code is invalid. Check it and try again.'],
    // An issuer's reason the shopper should not see (or that we do not know) reads as a plain decline.
    ['card_declined', 'stolen_card', 'Your card was declined. Try another card, or contact your bank.'],
    ['card_declined', 'do_not_honor', 'Your card was declined. Try another card, or contact your bank.'],
    ['something_new', undefined, 'Your card was declined. Try another card, or contact your bank.'],
  ])('declineText(%s, %s)', (code, declineCode, text) => {
    expect(declineText(en, code, declineCode)).toBe(text);
  });

  it('every refusal that points at a field has a text of its own', () => {
    for (const code of Object.keys(REFUSAL_FIELDS).filter((code) => code !== 'invalid_number')) {
      expect(Object.keys(en)).toContain(`decline.${code}`);
    }
  });

  it('an unknown code falls back to the generic text, never to undefined or the key', () => {
    expect(errorText(en, 'no_such_code')).toBe(en['failure.generic']);
    expect(errorText(en, '__proto__')).toBe(en['failure.generic']);
    expect(declineText(en, 'constructor')).toBe(en['decline.generic_decline']);
  });

  it('fill replaces known placeholders only', () => {
    expect(fill('{brand} card', { brand: 'Visa' })).toBe('Visa card');
    expect(fill('{brand} {other}', { brand: 'Visa' })).toBe('Visa {other}');
  });

  it.each([
    ['visa', 'Visa'],
    ['amex', 'American Express'],
    ['cartes_bancaires', 'Cartes Bancaires'],
    ['some_new_network', 'Some New Network'],
  ])('brandName(%s) → %s', (brand, name) => {
    expect(brandName(brand)).toBe(name);
  });
});
