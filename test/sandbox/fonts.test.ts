import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox } from '../../src/sandbox/index.js';
import { FontFaceList } from '../../src/validators/fonts.generated.js';
import { type FontHost, startFontHost, testFontBytes } from '../support/font-host.js';
import { rawRequest } from '../support/raw-request.js';
import { type ApiResult, type TestSandbox, createApi } from '../support/sandbox.js';

/**
 * The service's font proxy (issue 12, item 2; docs/fonts.md), over real HTTP: a real font host on a
 * loopback port of its own (test/support/font-host.ts) registered with `fontOrigins`, a sandbox that
 * fetches from it with `POST /v1/fonts` and serves what passed under /elements/v1/fonts/<sha256>.<ext>.
 * Only registered hosts are asked; only whole woff2/woff/TrueType files within the size cap pass, a
 * stylesheet holds @font-face rules and nothing else, and unicode-range never survives.
 */

let host: FontHost;
let t: TestSandbox;
const FONT = testFontBytes();
const FONT_NAME = `${createHash('sha256').update(FONT).digest('hex')}.ttf`;

beforeAll(async () => {
  host = await startFontHost();
  t = await createApi(await startSandbox({ rateLimits: false, fontOrigins: [host.url] }));
});
afterAll(async () => {
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- a beforeAll that failed leaves some unset
  await Promise.all([t?.sandbox.close(), host?.close()]);
});

const postFonts = (fonts: unknown, key: string | null = t.publishableKey): Promise<ApiResult> => t.api('POST', '/v1/fonts', { key, body: { fonts } });
const fetches = (path: string) => host.requests.get(path) ?? 0;

describe('POST /v1/fonts from a registered font host', () => {
  it('fetches a font file, serves it from the service origin under its SHA-256, and answers the face', async () => {
    const result = await postFonts([{ family: 'Svc Test', src: `${host.url}/font.ttf`, weight: '400 700', style: 'italic' }]);
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    expect(result.body).toEqual({
      object: 'font_face_list',
      data: [{ family: 'Svc Test', url: `/elements/v1/fonts/${FONT_NAME}`, weight: '400 700', style: 'italic' }],
    });
    const served = await fetch(new URL(`/elements/v1/fonts/${FONT_NAME}`, t.url));
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(FONT)).toBe(true);
    expect(Object.fromEntries(served.headers)).toMatchObject({
      'content-type': 'font/ttf',
      'cache-control': 'public, max-age=31536000, immutable',
      'cross-origin-resource-policy': 'same-origin',
      'x-content-type-options': 'nosniff',
    });
  });

  it('fetches each address once: a second element asking for the same font is served from the service', async () => {
    await postFonts([{ family: 'Svc Test', src: `${host.url}/font.ttf` }]);
    const before = fetches('/font.ttf');
    const again = await postFonts([{ family: 'Other Name', src: `${host.url}/font.ttf` }]);
    expect(again.status).toBe(200);
    expect(fetches('/font.ttf')).toBe(before);
  });

  it('reads a stylesheet: every @font-face whole, unicode-range dropped, addresses resolved against it', async () => {
    const result = await postFonts([{ cssSrc: `${host.url}/digits.css` }]);
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    expect(result.body.data).toEqual([
      { family: 'Split Digits', url: `/elements/v1/fonts/${FONT_NAME}`, weight: '400', style: 'normal' },
      { family: 'Split Digits', url: `/elements/v1/fonts/${FONT_NAME}`, weight: 'normal', style: 'italic' },
    ]);
    expect(JSON.stringify(result.body)).not.toMatch(/unicode|range|U\+3/i);
    // The card frame's font chunk reads this answer with the generated validator.
    expect(FontFaceList.safeParse(result.body)).toMatchObject({ success: true, data: result.body });
    // Both files were fetched by the service, whole, before any character was drawn anywhere.
    expect(fetches('/font-italic.ttf')).toBe(1);
  });

  it('a relative url() in a stylesheet is resolved against the stylesheet', async () => {
    const result = await postFonts([{ cssSrc: `${host.url}/family.css` }]);
    expect(result.body.data).toEqual([{ family: 'Svc Css Font', url: `/elements/v1/fonts/${FONT_NAME}`, weight: 'normal', style: 'normal' }]);
  });

  it('the secret key may ask too; a restricted key may not (permission_denied)', async () => {
    expect((await postFonts([{ family: 'A', src: `${host.url}/font.ttf` }], t.secretKey)).status).toBe(200);
    const restricted = await t.api('POST', '/v1/api_keys', { body: { name: 'fonts', permissions: { payments: 'write' } } });
    expect((await postFonts([{ family: 'A', src: `${host.url}/font.ttf` }], restricted.body.secret)).body.error.code).toBe('permission_denied');
  });
});

describe('POST /v1/fonts refuses', () => {
  const refused = async (fonts: unknown, code: string, param: string, message: RegExp) => {
    const result = await postFonts(fonts);
    expect(result.body.error, JSON.stringify(result.body)).toMatchObject({ code, param });
    expect(result.body.error.message).toMatch(message);
    return result;
  };

  it('a font on an unregistered host, without asking that host anything', async () => {
    const before = fetches('/font.ttf');
    const result = await refused(
      [{ family: 'A', src: `${host.otherOriginUrl}/font.ttf` }],
      'font_origin_not_allowed',
      'fonts[0][src]',
      /not registered for this publishable key.*--font-origin http:\/\/localhost:\d+/,
    );
    expect(result.status).toBe(403);
    expect(fetches('/font.ttf')).toBe(before);
  });

  it('a stylesheet on an unregistered host, and a registered stylesheet pointing at an unregistered font', async () => {
    await refused([{ cssSrc: `${host.otherOriginUrl}/family.css` }], 'font_origin_not_allowed', 'fonts[0][cssSrc]', /not registered/);
    await refused([{ cssSrc: `${host.url}/foreign-font.css` }], 'font_origin_not_allowed', 'fonts[0][cssSrc]', /localhost/);
  });

  it('unicodeRange with a font file', async () => {
    const result = await refused(
      [{ family: 'A', src: `${host.url}/font.ttf`, unicodeRange: 'U+30-39' }],
      'font_refused',
      'fonts[0][unicodeRange]',
      /unicodeRange is refused.*tells its host what was typed/,
    );
    expect(result.status).toBe(400);
  });

  it.each([
    ['HTML named .ttf', '/html.ttf', /not a woff2, woff or TrueType font/],
    ['an OpenType CFF font (OTTO)', '/otf.otf', /not a woff2, woff or TrueType font/],
    ['a file over 1 MiB', '/large.woff2', /over 1024 KiB/],
    ['a redirect', '/redirect.ttf', /answered 302 \(redirects are not followed/],
    ['a 404', '/missing.ttf', /answered 404/],
  ])('%s', async (_name, path, message) => {
    await refused([{ family: 'A', src: `${host.url}${path}` }], 'font_refused', 'fonts[0][src]', message);
  });

  it.each([
    ['@import', '/import.css', /@font-face rules only.*@import/],
    ['a rule other than @font-face', '/other-rule.css', /@font-face rules only/],
    ['a url() outside src', '/url-elsewhere.css', /"background-image"/],
    ['nine faces', '/nine-faces.css', /at most 8 font faces/],
  ])('a stylesheet with %s', async (_name, path, message) => {
    await refused([{ cssSrc: `${host.url}${path}` }], 'font_refused', path === '/nine-faces.css' ? 'fonts' : 'fonts[0][cssSrc]', message);
  });

  it.each([
    ['a family with a quote', { family: "A'; } body {", src: 'https://fonts.example/a.ttf' }, 'fonts[0][family]'],
    ['a relative src', { family: 'A', src: '/a.ttf' }, 'fonts[0][src]'],
    ['a weight that is not one', { family: 'A', src: 'https://fonts.example/a.ttf', weight: 'heavy' }, 'fonts[0][weight]'],
  ])('%s, before fetching anything', async (_name, font, param) => {
    const result = await postFonts([font]);
    expect(result.body.error).toMatchObject({ code: 'parameter_invalid', param });
  });

  it('more than 8 fonts, and a body with other fields', async () => {
    await refused(
      Array.from({ length: 9 }, () => ({ family: 'A', src: `${host.url}/font.ttf` })),
      'font_refused',
      'fonts',
      /at most 8 fonts/,
    );
    const extra = await t.api('POST', '/v1/fonts', { key: t.publishableKey, body: { fonts: [], css: 'x' } });
    expect(extra.body.error).toMatchObject({ code: 'parameter_unknown', param: 'css' });
  });
});

describe('GET /elements/v1/fonts/', () => {
  it('serves only fonts the service checked: any other name 404, no way out of the directory', async () => {
    for (const path of [
      `/elements/v1/fonts/${'0'.repeat(64)}.ttf`,
      `/elements/v1/fonts/${FONT_NAME.slice(0, -4)}.woff2`,
      '/elements/v1/fonts/..%2fcard-frame.html',
      '/elements/v1/fonts/../card-frame.html',
    ]) {
      const answer = await rawRequest(t.sandbox, path);
      expect(answer.status, path).toBe(404);
      expect(answer.text).not.toContain('<html');
    }
  });
});
