import { existsSync, readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_FRAME_DIR, STATUS_CATALOGUE_PATH } from '../../src/sandbox/http/frame-pages.js';
import { type RunningSandbox, startSandbox } from '../../src/sandbox/index.js';
import { STATUS_CATALOGUE_DIR } from '../../vite.frame.config.js';
import { rawRequest } from '../support/raw-request.js';

/**
 * The return page's catalogues as the service serves them (issue 12, item 5): the JSON files the frame
 * build writes from src/elements/payment-status/locales/ (`npm run build`), served by a real sandbox
 * over real HTTP under /elements/v1/payment-status/locales/, equal to the sources, with CORS, an
 * ETag and `no-cache`; nothing else answers there. Paths go out byte for byte (node:http). (Node code
 * only: that the element looks there, and that every served file passes its check, is
 * test/elements/status-catalogues.test.ts.)
 */

const SOURCES = new URL('../../src/elements/payment-status/locales/', import.meta.url);
const BUILT = `${DEFAULT_FRAME_DIR}/${STATUS_CATALOGUE_DIR}`;
const TAGS = readdirSync(SOURCES)
  .filter((name) => name.endsWith('.ts'))
  .map((name) => name.slice(0, -3))
  .sort();

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ rateLimits: false });
});
afterAll(async () => {
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- a beforeAll that failed leaves it unset
  await sandbox?.close();
});

const source = async (tag: string): Promise<Record<string, string>> =>
  ((await import(new URL(`${tag}.ts`, SOURCES).href)) as { default: Record<string, string> }).default;

describe('the return page catalogues under /elements/v1/payment-status/locales/', () => {
  it('are built', () => {
    expect(existsSync(BUILT), `${BUILT} is missing: run npm run build`).toBe(true);
    expect(
      readdirSync(BUILT)
        .map((name) => name.replace(/\.json$/, ''))
        .sort(),
    ).toEqual(TAGS);
  });

  it('are where the build writes them', () => {
    expect(`/elements/v1/${STATUS_CATALOGUE_DIR}`).toBe(STATUS_CATALOGUE_PATH);
  });

  it.each(TAGS)('%s.json is the catalogue of its source, keys in their order', async (tag) => {
    const answer = await rawRequest(sandbox, `${STATUS_CATALOGUE_PATH}${tag}.json`, { headers: { origin: 'https://shop.example' } });
    expect(answer.status).toBe(200);
    const served = JSON.parse(answer.text) as unknown;
    expect(served).toEqual(await source(tag));
    expect(Object.keys(served as object)).toEqual(Object.keys(await source(tag)));
  });

  it('answers with CORS for any page, no-cache and an ETag, no cookie', async () => {
    const answer = await rawRequest(sandbox, `${STATUS_CATALOGUE_PATH}de.json`, { headers: { origin: 'https://shop.example' } });
    expect(answer.headers).toMatchObject({
      'content-type': 'application/json; charset=utf-8',
      'access-control-allow-origin': '*',
      'cross-origin-resource-policy': 'cross-origin',
      'cache-control': 'no-cache',
      'x-content-type-options': 'nosniff',
    });
    expect(answer.headers.etag).toMatch(/^W\/"[0-9a-f]+-[0-9a-f]+"$/);
    expect(answer.headers['set-cookie']).toBeUndefined();
  });

  it('answers 304 to a matching If-None-Match, and 200 to a stale one', async () => {
    const first = await rawRequest(sandbox, `${STATUS_CATALOGUE_PATH}ar.json`);
    const etag = String(first.headers.etag);
    const again = await rawRequest(sandbox, `${STATUS_CATALOGUE_PATH}ar.json`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    expect(again.headers).toMatchObject({ etag, 'access-control-allow-origin': '*', 'cache-control': 'no-cache' });
    const stale = await rawRequest(sandbox, `${STATUS_CATALOGUE_PATH}ar.json`, { headers: { 'if-none-match': 'W/"0-0"' } });
    expect(stale.status).toBe(200);
  });

  it.each(['xx.json', 'de-xx.json', 'DE.json', 'de.js', 'de', 'de.json.bak'])(
    'answers 404 for %s, with CORS so the page can read why',
    async (name) => {
      const answer = await rawRequest(sandbox, `${STATUS_CATALOGUE_PATH}${name}`, { headers: { origin: 'https://shop.example' } });
      expect(answer.status).toBe(404);
      expect(answer.headers['access-control-allow-origin']).toBe('*');
      expect((JSON.parse(answer.text) as { error: { code: string } }).error.code).toBe('route_not_found');
    },
  );

  it.each([
    `${STATUS_CATALOGUE_PATH}../../card-frame.html`,
    `${STATUS_CATALOGUE_PATH}%2e%2e/%2e%2e/card-frame.html`,
    `${STATUS_CATALOGUE_PATH}..%2f..%2fcard-frame.html`,
    `${STATUS_CATALOGUE_PATH}de%2f..%2fde.json`,
    `${STATUS_CATALOGUE_PATH}./de.json`,
    `${STATUS_CATALOGUE_PATH}sub/de.json`,
    `${STATUS_CATALOGUE_PATH}..%5c..%5cpackage.json`,
  ])('refuses %s (no way out of the directory, no sub-directories)', async (path) => {
    const answer = await rawRequest(sandbox, path);
    expect(answer.status).toBe(404);
    expect(answer.text).not.toContain('<html');
    expect(answer.text).not.toContain('"version"');
  });
});
