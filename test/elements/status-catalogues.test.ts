import { mkdtempSync, rmSync } from 'node:fs';
import { type Server, createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readdirSync } from 'node:fs';
import loadStatusTexts, {
  STATUS_CATALOGUE_PATH,
  STATUS_LOCALES,
  checkStatusCatalogue,
  statusCatalogueFor,
} from '../../src/elements/payment-status/catalogues.js';
import { STATUS_MESSAGES_EN } from '../../src/elements/payment-status/messages.js';
import { checkServiceConfig } from '../../src/elements/shared/config.js';
import { STATUS_CATALOGUE_PATH as SERVED_PATH } from '../../src/sandbox/http/frame-pages.js';
import { DEV_KEYS } from '../../src/sandbox/model/config.js';
import { type RunningSandbox, startSandbox } from '../../src/sandbox/index.js';
import { freePort } from '../support/free-port.js';

/**
 * The return page's catalogue loader (src/elements/payment-status/catalogues.ts, the element's lazy
 * chunk), in Node against real sandboxes over real HTTP: the check a fetched catalogue must pass (a
 * table of broken and hostile ones), and what the element is given for a locale: the service's texts
 * with their `lang` and `dir`, or, with English kept, why not (a sandbox without the files, nothing
 * listening, no answer, a refused configuration). The element in Chromium:
 * test/browser/payment-status-locales.spec.ts.
 */

const KEY = DEV_KEYS.sandbox.publishableKey;
const GERMAN = (await import('../../src/elements/payment-status/locales/de.js')).default as Record<string, string>;

let sandbox: RunningSandbox;
let unbuilt: RunningSandbox;
let silent: Server;
let silentUrl: string;
let silentRequests = 0;
let workDir: string;

beforeAll(async () => {
  // location.origin is the page's: the configuration check refuses an opaque one.
  vi.stubGlobal('location', { origin: 'http://127.0.0.1:8000' });
  workDir = mkdtempSync(join(tmpdir(), 'svc-status-catalogues-'));
  [sandbox, unbuilt] = await Promise.all([startSandbox({ rateLimits: false }), startSandbox({ rateLimits: false, frameDir: workDir })]);
  // Counts the requests it gets, and never answers them.
  silent = createServer(() => {
    silentRequests += 1;
  });
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  const address = silent.address();
  silentUrl = `http://127.0.0.1:${typeof address === 'object' && address !== null ? address.port : 0}`;
});

afterAll(async () => {
  vi.unstubAllGlobals();
  silent.closeAllConnections();
  await new Promise((resolve) => silent.close(resolve));
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- a beforeAll that failed leaves some unset
  await Promise.all([sandbox, unbuilt].map((s) => s?.close()));
  rmSync(workDir, { recursive: true, force: true });
});

const element = (serviceUrl: string | null, publishableKey: string | null = KEY) => ({ serviceUrl, publishableKey });
const load = (serviceUrl: string | null, locale: string, timeoutMs?: number) =>
  loadStatusTexts(element(serviceUrl), locale, STATUS_MESSAGES_EN, checkServiceConfig, timeoutMs);

const SOURCES = new URL('../../src/elements/payment-status/locales/', import.meta.url);
const TAGS = readdirSync(SOURCES)
  .filter((name) => name.endsWith('.ts') && name !== 'en.ts')
  .map((name) => name.slice(0, -3))
  .sort();

describe('the catalogues the element knows', () => {
  it('are the files of locales/ but English, at the path the service serves them', () => {
    expect([...STATUS_LOCALES].sort()).toEqual(TAGS);
    expect(STATUS_CATALOGUE_PATH).toBe(SERVED_PATH);
  });

  it.each(TAGS)('%s, as the sandbox serves it, passes the check whole', async (tag) => {
    const served = (await (await fetch(`${sandbox.url}${STATUS_CATALOGUE_PATH}${tag}.json`)).json()) as unknown;
    expect(checkStatusCatalogue(served, STATUS_MESSAGES_EN)).toEqual(served);
  });
});

describe('checkStatusCatalogue', () => {
  const valid = { ...GERMAN };
  const without = (key: string) => Object.fromEntries(Object.entries(valid).filter(([name]) => name !== key));

  it('passes a whole catalogue, and keeps only the English keys', () => {
    expect(checkStatusCatalogue(valid, STATUS_MESSAGES_EN)).toEqual(valid);
    expect(checkStatusCatalogue({ ...valid, extra: '<b>x</b>', __proto__: { loading: 'x' } }, STATUS_MESSAGES_EN)).toEqual(valid);
  });

  it.each([
    ['null', null, 'not a JSON object'],
    ['an array', [valid], 'not a JSON object'],
    ['a string', 'Zahlung', 'not a JSON object'],
    ['a missing key', without('completed'), '"completed" is missing, empty or too long'],
    ['a key only on the prototype', Object.create(valid) as object, '"loading" is missing, empty or too long'],
    ['a number', { ...valid, loading: 1 }, '"loading" is missing, empty or too long'],
    ['an object', { ...valid, loading: { toString: () => 'x' } }, '"loading" is missing, empty or too long'],
    ['an empty text', { ...valid, canceled: ' ' }, '"canceled" is missing, empty or too long'],
    ['a text of 401 characters', { ...valid, canceled: 'x'.repeat(401) }, '"canceled" is missing, empty or too long'],
    ['a placeholder dropped', { ...valid, amount: 'Betrag' }, '"amount" does not have the placeholders {amount}'],
    ['a placeholder renamed', { ...valid, failedBecause: 'Fehler: {grund}.' }, '"failedBecause" does not have the placeholders {reason}'],
    ['a placeholder added', { ...valid, completed: 'Bezahlt: {amount}' }, '"completed" does not have the placeholders none'],
  ])('refuses %s', (_name, value, reason) => {
    expect(checkStatusCatalogue(value, STATUS_MESSAGES_EN)).toBe(reason);
  });
});

describe('loadStatusTexts, from a real sandbox', () => {
  it('de: the served German, lang de, left to right', async () => {
    expect(await load(sandbox.url, 'de')).toEqual({ messages: GERMAN, lang: 'de', dir: 'ltr' });
  });

  it('ar-EG: the Arabic catalogue, lang ar-EG, right to left', async () => {
    const texts = await load(sandbox.url, 'ar-EG');
    expect(texts).toMatchObject({ lang: 'ar-EG', dir: 'rtl' });
    expect(typeof texts === 'object' && texts.messages.completed).toMatch(/\p{Script=Arabic}/u);
  });

  it.each([
    ['pt-BR', 'pt-br'],
    ['zh-TW', 'zh-hant'],
    ['es-MX', 'es-419'],
    ['de-CH', 'de'],
  ])('%s reads catalogue %s', async (locale, tag) => {
    expect(statusCatalogueFor(locale)).toBe(tag);
    const source = (await import(`../../src/elements/payment-status/locales/${tag}.ts`)) as { default: Record<string, string> };
    expect(await load(sandbox.url, locale)).toEqual({ messages: source.default, lang: locale, dir: 'ltr' });
  });

  it('a locale without a catalogue: English, nothing asked (the service address is not even reachable)', async () => {
    expect(await load(`http://127.0.0.1:${await freePort()}`, 'xx-YY')).toEqual({ messages: STATUS_MESSAGES_EN, lang: 'en', dir: 'ltr' });
  });

  it('a refused configuration (a secret key): English, nothing asked; the element reports the key itself', async () => {
    const texts = await loadStatusTexts(element(sandbox.url, DEV_KEYS.sandbox.secretKey), 'de', STATUS_MESSAGES_EN, checkServiceConfig);
    expect(texts).toEqual({ messages: STATUS_MESSAGES_EN, lang: 'en', dir: 'ltr' });
  });

  it('a service without the file: why, for the console', async () => {
    expect(await load(unbuilt.url, 'fr')).toBe(
      `[svc-payment-status] the fr texts are shown in English: ${unbuilt.url}/elements/v1/payment-status/locales/fr.json answered 404`,
    );
  });

  it('nothing listening: why, for the console', async () => {
    const url = `http://127.0.0.1:${await freePort()}`;
    expect(await load(url, 'fr')).toMatch(
      new RegExp(
        `^\\[svc-payment-status\\] the fr texts are shown in English: ${url}/elements/v1/payment-status/locales/fr\\.json could not be loaded \\(`,
      ),
    );
  });

  it('no answer within the timeout: why, for the console', async () => {
    expect(await load(silentUrl, 'it', 50)).toBe(
      `[svc-payment-status] the it texts are shown in English: ${silentUrl}/elements/v1/payment-status/locales/it.json could not be loaded (no answer within 50 ms)`,
    );
  });

  it('a failure is not remembered: the next element asks again', async () => {
    const before = silentRequests;
    expect(await load(silentUrl, 'nl', 20)).toContain('no answer within 20 ms');
    expect(await load(silentUrl, 'nl', 20)).toContain('no answer within 20 ms');
    expect(silentRequests - before).toBe(2);
  });
});
