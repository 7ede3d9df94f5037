/**
 * The card element's pre-load checks (the shared key and address rules through `checkFrameConfig`,
 * the client secret, the options) and its documented theming surface, as tables (DOM-free; the
 * element's behaviour in a browser is covered by the Playwright suite). The shared rules alone:
 * ../shared/config.test.ts.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FORWARDED_CSS_PROPERTIES, HOST_CSS_PROPERTIES } from './appearance.js';
import { LOAD_ERROR_CODES } from '../shared/config.js';
import { CARD_FRAME_PATH, cardFrameUrl, checkFrameConfig, clientSecretProblem, randomHex } from './frame-config.js';

const PAGE = 'https://shop.example';
const PK_TEST = 'pk_test_abcdefgh1234';
const SECRET = 'cs_abc_secret_XYZ123';

function codeOf(result: ReturnType<typeof checkFrameConfig>): string | null {
  return 'error' in result ? result.error.code : null;
}

describe('checkFrameConfig: the key', () => {
  it.each([
    [null, LOAD_ERROR_CODES.PUBLISHABLE_KEY_MISSING],
    ['  ', LOAD_ERROR_CODES.PUBLISHABLE_KEY_MISSING],
    ['sk_test_abcdefgh1234', LOAD_ERROR_CODES.SECRET_KEY_IN_PAGE],
    ['sk_live_abcdefgh1234', LOAD_ERROR_CODES.SECRET_KEY_IN_PAGE],
    ['rk_test_abcdefgh1234', LOAD_ERROR_CODES.SECRET_KEY_IN_PAGE],
    ['sk_test_short', LOAD_ERROR_CODES.SECRET_KEY_IN_PAGE],
    ['pk_abc', LOAD_ERROR_CODES.PUBLISHABLE_KEY_INVALID],
    ['whatever', LOAD_ERROR_CODES.PUBLISHABLE_KEY_INVALID],
    [PK_TEST, null],
  ])('%s → %s', (publishableKey, code) => {
    expect(codeOf(checkFrameConfig({ publishableKey, clientSecret: SECRET, serviceUrl: null, pageOrigin: PAGE }))).toBe(code);
  });

  it('tells the developer to remove and rotate a secret key, and never prints it whole', () => {
    const key = 'sk_live_0123456789abcdefSECRET';
    const result = checkFrameConfig({ publishableKey: key, clientSecret: SECRET, serviceUrl: null, pageOrigin: PAGE });
    if (!('error' in result)) throw new Error('expected an error');
    expect(result.error.message).toMatch(/remove it from the page/i);
    expect(result.error.message).toMatch(/rotate/i);
    expect(result.error.message).not.toContain(key);
  });
});

describe('checkFrameConfig: the client secret', () => {
  it.each([
    [null, null],
    ['', null],
    [SECRET, null],
    ['sk_test_abcdefgh1234', LOAD_ERROR_CODES.SECRET_KEY_IN_PAGE],
    ['rk_live_abcdefgh1234', LOAD_ERROR_CODES.SECRET_KEY_IN_PAGE],
    [PK_TEST, LOAD_ERROR_CODES.CLIENT_SECRET_INVALID],
  ])('%s → %s', (clientSecret, code) => {
    expect(clientSecretProblem(clientSecret)?.code ?? null).toBe(code);
    expect(codeOf(checkFrameConfig({ publishableKey: PK_TEST, clientSecret, serviceUrl: null, pageOrigin: PAGE }))).toBe(code);
  });
});

describe('checkFrameConfig: the service address', () => {
  it.each([
    [PK_TEST, null, 'https://sandbox.api.svc.example', 'https://sandbox.api.svc.example'],
    ['pk_live_abcdefgh1234', null, 'https://api.svc.example', 'https://api.svc.example'],
    [PK_TEST, 'http://127.0.0.1:4010/', 'http://127.0.0.1:4010', 'http://127.0.0.1:4010'],
    [PK_TEST, 'http://localhost:4010', 'http://localhost:4010', 'http://localhost:4010'],
    [PK_TEST, 'https://pay.example/svc/', 'https://pay.example/svc', 'https://pay.example'],
  ])('%s with %s → %s', (publishableKey, serviceUrl, expectedUrl, expectedOrigin) => {
    expect(checkFrameConfig({ publishableKey, clientSecret: SECRET, serviceUrl, pageOrigin: PAGE })).toEqual({
      serviceUrl: expectedUrl,
      serviceOrigin: expectedOrigin,
    });
  });

  it.each([
    ['http://sandbox.example:4010'],
    ['ftp://sandbox.example'],
    ['not a url'],
    ['https://user:pass@sandbox.example'],
    ['https://sandbox.example/?x=1'],
  ])('refuses %s before anything loads', (serviceUrl) => {
    expect(codeOf(checkFrameConfig({ publishableKey: PK_TEST, clientSecret: SECRET, serviceUrl, pageOrigin: PAGE }))).toBe(
      LOAD_ERROR_CODES.SERVICE_URL_INVALID,
    );
  });

  it('refuses a page with an opaque origin', () => {
    expect(codeOf(checkFrameConfig({ publishableKey: PK_TEST, clientSecret: SECRET, serviceUrl: null, pageOrigin: 'null' }))).toBe(
      LOAD_ERROR_CODES.OPAQUE_ORIGIN,
    );
  });
});

describe('the frame address', () => {
  it('carries a 128-bit nonce and the encoded page origin in the fragment only', () => {
    const nonce = randomHex(16);
    expect(nonce).toMatch(/^[0-9a-f]{32}$/);
    expect(randomHex(16)).not.toBe(nonce);
    const url = new URL(cardFrameUrl('http://127.0.0.1:4010', nonce, 'http://localhost:5173'));
    expect(url.pathname).toBe(CARD_FRAME_PATH);
    expect(url.search).toBe('');
    const fragment = new URLSearchParams(url.hash.slice(1));
    expect(fragment.get('nonce')).toBe(nonce);
    expect(fragment.get('origin')).toBe('http://localhost:5173');
  });
});

describe('checkFrameConfig: the options', () => {
  it.each([
    [null, null],
    [undefined, null],
    [{}, null],
    [{ name: 'auto', postalCode: 'never' }, null],
    [{ name: 'sometimes' }, LOAD_ERROR_CODES.OPTIONS_INVALID],
    ['auto', LOAD_ERROR_CODES.OPTIONS_INVALID],
  ])('%j → %s', (options, code) => {
    expect(codeOf(checkFrameConfig({ publishableKey: PK_TEST, clientSecret: SECRET, serviceUrl: null, pageOrigin: PAGE, options }))).toBe(code);
  });

  it('come after the key, the secret and the address', () => {
    expect(codeOf(checkFrameConfig({ publishableKey: null, clientSecret: SECRET, serviceUrl: null, pageOrigin: PAGE, options: 'x' }))).toBe(
      LOAD_ERROR_CODES.PUBLISHABLE_KEY_MISSING,
    );
    expect(codeOf(checkFrameConfig({ publishableKey: PK_TEST, clientSecret: SECRET, serviceUrl: 'ftp://x', pageOrigin: PAGE, options: 'x' }))).toBe(
      LOAD_ERROR_CODES.SERVICE_URL_INVALID,
    );
  });
});

describe('documented custom properties', () => {
  const source = readFileSync(new URL('./payment-element.ts', import.meta.url), 'utf8');
  const styles = readFileSync(new URL('./payment-element.styles.ts', import.meta.url), 'utf8');
  const documented = [...source.matchAll(/@cssprop \[(--svc-[a-z0-9-]+)/g)].map((match) => match[1]).sort();

  it('are exactly the forwarded and the host-only lists', () => {
    expect(documented).toEqual([...FORWARDED_CSS_PROPERTIES, ...HOST_CSS_PROPERTIES].sort());
  });

  it('include every --svc-* property the host styles read, and the styles never set one', () => {
    const read = new Set([...styles.matchAll(/var\((--svc-[a-z0-9-]+)/g)].map((match) => match[1]));
    for (const name of read) expect(documented).toContain(name);
    expect(styles).not.toMatch(/^\s*--svc-[a-z0-9-]+\s*:/m);
  });
});
