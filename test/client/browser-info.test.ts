import { describe, expect, it } from 'vitest';
import { BrowserInfo } from '../../src/api/params.js';
import {
  COLOR_DEPTHS,
  challengeWindowSizeFor,
  clampColorDepth,
  clampLanguage,
  collectBrowserInfo,
  type BrowserInfoSource,
} from '../../src/client/browser-info.js';

/**
 * The EMV 3DS browser data collector (contract: Next actions and 3D Secure): a pure function of the
 * values it is given, whose output always passes the service's own `BrowserInfo` schema.
 */

function source(overrides: { colorDepth?: number; width?: number; height?: number; language?: string; userAgent?: string } = {}): BrowserInfoSource {
  return {
    screen: { colorDepth: overrides.colorDepth ?? 24, width: overrides.width ?? 1920, height: overrides.height ?? 1080 },
    navigator: { language: overrides.language ?? 'fr-FR', userAgent: overrides.userAgent ?? 'Mozilla/5.0 (X11; Linux x86_64)' },
  };
}

describe('clampColorDepth: a depth EMV 3DS lists, the nearest one below', () => {
  it.each([
    [24, 24],
    [32, 32],
    [30, 24],
    [64, 48],
    [48, 48],
    [16, 16],
    [15, 15],
    [10, 8],
    [2, 1],
    [1, 1],
    [0, 1],
    [-5, 1],
    [Number.NaN, 1],
    [Number.POSITIVE_INFINITY, 1],
  ])('%s → %s', (depth, expected) => {
    expect(clampColorDepth(depth)).toBe(expected);
    expect(COLOR_DEPTHS).toContain(clampColorDepth(depth));
  });
});

describe('clampLanguage: at most 35 characters, cut at a subtag boundary', () => {
  it.each([
    ['en-GB', 'en-GB'],
    ['  de  ', 'de'],
    ['', 'und'],
    ['zh-Hant-TW', 'zh-Hant-TW'],
    // 40 characters: whole trailing subtags go.
    ['de-DE-u-co-phonebk-ca-gregory-nu-latn-x1', 'de-DE-u-co-phonebk-ca-gregory-nu'],
    // Exactly 35 stays.
    ['en-US-u-ca-gregory-nu-latn-hc-h23-x', 'en-US-u-ca-gregory-nu-latn-hc-h23-x'],
    ['a'.repeat(40), 'a'.repeat(35)],
  ])('%j → %j', (language, expected) => {
    const result = clampLanguage(language);
    expect(result).toBe(expected);
    expect(result.length).toBeLessThanOrEqual(35);
  });
});

describe('collectBrowserInfo', () => {
  it('reads the screen and navigator it is given; JavaScript on, Java off', () => {
    const info = collectBrowserInfo(source({ colorDepth: 30, width: 1366.4, height: 768 }), new Date('2026-06-01T12:00:00Z'));
    expect(info).toEqual({
      colorDepth: 24,
      javaEnabled: false,
      javascriptEnabled: true,
      language: 'fr-FR',
      screenHeight: 768,
      screenWidth: 1366,
      timeZoneOffset: new Date('2026-06-01T12:00:00Z').getTimezoneOffset(),
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64)',
    });
  });

  it('timeZoneOffset is Date#getTimezoneOffset of the moment given (UTC+2 is -120)', () => {
    const now = new Date('2026-01-15T08:00:00Z');
    const fake = Object.assign(new Date(now), { getTimezoneOffset: () => -120 });
    expect(collectBrowserInfo(source(), fake).timeZoneOffset).toBe(-120);
    const west = Object.assign(new Date(now), { getTimezoneOffset: () => 300 });
    expect(collectBrowserInfo(source(), west).timeZoneOffset).toBe(300);
  });

  it.each([
    ['an absurd screen', source({ width: 5_000_000, height: -3 })],
    ['a long user agent', source({ userAgent: 'x'.repeat(5000) })],
    ['a long language', source({ language: 'en-US-u-ca-gregory-nu-latn-hc-h23-x-private' })],
    ['an empty language', source({ language: '' })],
    ['a 10-bit display', source({ colorDepth: 30 })],
  ])('with %s, the result still passes the service’s BrowserInfo schema', (_name, given) => {
    const info = collectBrowserInfo(given);
    expect(BrowserInfo.safeParse(info).success).toBe(true);
  });

  it('a user agent over 2048 characters is cut to 2048', () => {
    expect(collectBrowserInfo(source({ userAgent: 'y'.repeat(3000) })).userAgent).toHaveLength(2048);
  });
});

describe('challengeWindowSizeFor (the host page viewport)', () => {
  it.each([
    [{ width: 390, height: 664 }, '05'], // iPhone 13 in Safari
    [{ width: 412, height: 839 }, '05'], // Pixel 7
    [{ width: 439, height: 900 }, '05'],
    [{ width: 440, height: 500 }, '02'],
    [{ width: 1366, height: 657 }, '02'], // a small laptop's browser window
    [{ width: 599, height: 1000 }, '02'],
    [{ width: 600, height: 699 }, '02'],
    [{ width: 600, height: 700 }, '03'],
    [{ width: 768, height: 1024 }, '03'],
    [{ width: 1920, height: 1080 }, '03'],
    [{ width: 800, height: 499 }, '05'],
  ])('%j → %s', (viewport, expected) => {
    expect(challengeWindowSizeFor(viewport)).toBe(expected);
  });
});
