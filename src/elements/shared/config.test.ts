/**
 * The checks both elements make before anything loads (the key, the service address, the page's
 * origin) and the locale they ask for, as tables (DOM-free). The card element's own rules:
 * ../payment-element/frame-config.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { LOAD_ERROR_CODES, checkServiceConfig, preferredLocale, text } from './config.js';

const PAGE = 'https://shop.example';
const PK_TEST = 'pk_test_abcdefgh1234';

function codeOf(result: ReturnType<typeof checkServiceConfig>): string | null {
  return 'error' in result ? result.error.code : null;
}

describe('checkServiceConfig', () => {
  it.each([
    [null, null, LOAD_ERROR_CODES.PUBLISHABLE_KEY_MISSING],
    ['sk_live_abcdefgh1234', null, LOAD_ERROR_CODES.SECRET_KEY_IN_PAGE],
    ['rk_test_abcdefgh1234', null, LOAD_ERROR_CODES.SECRET_KEY_IN_PAGE],
    ['whatever', null, LOAD_ERROR_CODES.PUBLISHABLE_KEY_INVALID],
    [PK_TEST, 'http://sandbox.example:4010', LOAD_ERROR_CODES.SERVICE_URL_INVALID],
    [PK_TEST, 'https://sandbox.example/#x', LOAD_ERROR_CODES.SERVICE_URL_INVALID],
    [PK_TEST, null, null],
  ])('%s with %s → %s', (publishableKey, serviceUrl, code) => {
    expect(codeOf(checkServiceConfig({ publishableKey, serviceUrl, pageOrigin: PAGE }))).toBe(code);
  });

  it('defaults to the environment of the key and trims the trailing slash of a given address', () => {
    expect(checkServiceConfig({ publishableKey: 'pk_live_abcdefgh1234', serviceUrl: null, pageOrigin: PAGE })).toEqual({
      serviceUrl: 'https://api.svc.example',
      serviceOrigin: 'https://api.svc.example',
    });
    expect(checkServiceConfig({ publishableKey: PK_TEST, serviceUrl: 'https://pay.example/svc/', pageOrigin: PAGE })).toEqual({
      serviceUrl: 'https://pay.example/svc',
      serviceOrigin: 'https://pay.example',
    });
  });

  it('refuses a page with an opaque origin', () => {
    expect(codeOf(checkServiceConfig({ publishableKey: PK_TEST, serviceUrl: null, pageOrigin: 'null' }))).toBe(LOAD_ERROR_CODES.OPAQUE_ORIGIN);
  });
});

describe('text', () => {
  it.each([
    ['  pk_test_x ', 'pk_test_x'],
    [null, ''],
    [42, ''],
  ])('%j → %j', (value, expected) => {
    expect(text(value)).toBe(expected);
  });
});

describe('preferredLocale', () => {
  it.each([
    [['fr-fr', 'de', 'en-US'], 'fr-FR'],
    [['auto', 'de', 'en-US'], 'de'],
    [[null, '', 'pt-br'], 'pt-BR'],
    [['not a tag!', undefined, 'es'], 'es'],
    [[null, null, null], 'en'],
  ])('%j → %s', (candidates, expected) => {
    expect(preferredLocale(...candidates)).toBe(expected);
  });
});
