/**
 * The return page's catalogues (issue 12, item 5), served by the service as data. English is in the
 * element (./messages.ts), the immediate text and the fallback; every other language is a module of
 * ./locales/, translated and held to English's keys by test/frame/locales.test.ts, built to
 * `payment-status/locales/<tag>.json` in dist/frame (vite.frame.config.ts) and served by the service
 * under the frame pages' versioned path, with CORS (src/sandbox/http/frame-pages.ts). The element
 * fetches the one its locale needs. Bundled as chunks instead, a table of 38 imports cost the return
 * page's script 1.1 KB gzip and the script-tag file 3.6 KB.
 *
 * This module is itself a lazy chunk, loaded only for a locale that is not English: in the element's
 * script it cost 1.0 KB gzip of the script-tag file. So it imports nothing the element imports at run
 * time (elements/README.md, Bundles) and is given English as a value. Which catalogue a locale uses,
 * and its direction, is the card frame's answer too (../../protocol/locales.ts).
 */
import { catalogueTag, directionOf, shownLocale } from '../../protocol/locales.js';
import type { StatusMessages } from './messages.js';

/**
 * Every catalogue the service serves besides English, as lowercase tags: the files of ./locales/ but
 * en.ts (a test holds the two equal). A locale added to the service later reaches a host built before
 * it through its prefix or in English, never as a failed request.
 */
export const STATUS_LOCALES: readonly string[] =
  'ar bg cs da de el es es-419 et fi fr he hi hr hu id it ja ko lt lv ms nb nl pl pt pt-br ro ru sk sl sv th tr uk vi zh zh-hant'.split(' ');

/** Where the service serves catalogue `<tag>.json`, below its base address. */
export const STATUS_CATALOGUE_PATH = '/elements/v1/payment-status/locales/';

/** How long the element waits for a catalogue before it keeps English for good (it shows English meanwhile). */
export const STATUS_CATALOGUE_TIMEOUT_MS = 5_000;

/** A catalogue is about 2 KB; a longer answer is not one. */
const MAX_CATALOGUE_CHARS = 16_384;
/** The longest English text is 127 characters; no translation needs three times that. */
const MAX_TEXT_CHARS = 400;

/** The catalogue `locale` uses: a tag of STATUS_LOCALES, or `en`. */
export const statusCatalogueFor = (locale: string): string => catalogueTag(locale, (tag) => STATUS_LOCALES.includes(tag));

const placeholdersOf = (text: string): string => (text.match(/\{\w+\}/g) ?? []).sort().join();

/**
 * The texts of a fetched catalogue, or why it is refused: an object with a text for every English
 * key, each at most MAX_TEXT_CHARS long and with exactly the English placeholders. Keys English does
 * not have are dropped. The element writes texts with `textContent` only, so a catalogue can never
 * be markup; this check keeps a broken or hostile one from showing half a page or an empty line.
 */
export function checkStatusCatalogue(value: unknown, englishMessages: StatusMessages): StatusMessages | string {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'not a JSON object';
  const checked: Record<string, string> = {};
  for (const [key, english] of Object.entries(englishMessages)) {
    const text: unknown = Object.hasOwn(value, key) ? (value as Record<string, unknown>)[key] : undefined;
    if (typeof text !== 'string' || text.trim() === '' || text.length > MAX_TEXT_CHARS) return `"${key}" is missing, empty or too long`;
    if (placeholdersOf(text) !== placeholdersOf(english)) return `"${key}" does not have the placeholders ${placeholdersOf(english) || 'none'}`;
    checked[key] = text;
  }
  return checked as StatusMessages;
}

/** What the element shows: the texts, and the `lang` and `dir` they are written in. */
export interface StatusTexts {
  messages: StatusMessages;
  lang: string;
  dir: 'ltr' | 'rtl';
}

/** Catalogues fetched on this page, by address: each is fetched once. */
const fetched = new Map<string, Promise<StatusMessages | string>>();

/** What the element gives: its configuration, and its own check of it (../shared/config.ts, a value: see above). */
export interface StatusTextsSource {
  publishableKey: string | null;
  serviceUrl: string | null;
}
export type CheckServiceConfig = (input: {
  publishableKey: string | null;
  serviceUrl: string | null;
  pageOrigin: string;
}) => { serviceUrl: string } | { error: unknown };

/**
 * The texts of `locale` from the service the element talks to, or why English stays (no answer
 * within the timeout, not 200, not JSON, refused by checkStatusCatalogue), for the console. A locale
 * without a catalogue, or an element whose configuration is refused (it reports that itself), gets
 * English without a request. Never rejects.
 */
export default async function loadStatusTexts(
  element: StatusTextsSource,
  locale: string,
  english: StatusMessages,
  checkConfig: CheckServiceConfig,
  timeoutMs = STATUS_CATALOGUE_TIMEOUT_MS,
): Promise<StatusTexts | string> {
  const config = checkConfig({ publishableKey: element.publishableKey, serviceUrl: element.serviceUrl, pageOrigin: location.origin });
  const tag = 'error' in config ? 'en' : statusCatalogueFor(locale);
  let messages: StatusMessages | string = english;
  if (tag !== 'en' && 'serviceUrl' in config) {
    const { serviceUrl } = config;
    const url = `${serviceUrl}${STATUS_CATALOGUE_PATH}${tag}.json`;
    let pending = fetched.get(url);
    if (pending === undefined) {
      pending = fetchCatalogue(url, english, timeoutMs);
      fetched.set(url, pending);
      // A failure is not kept: the next element, or the next change of locale, tries again.
      void pending.then((result) => typeof result === 'string' && fetched.delete(url));
    }
    messages = await pending;
  }
  if (typeof messages === 'string') return `[svc-payment-status] the ${tag} texts are shown in English: ${messages}`;
  const lang = shownLocale(locale, tag);
  return { messages, lang, dir: directionOf(lang) };
}

async function fetchCatalogue(url: string, english: StatusMessages, timeoutMs: number): Promise<StatusMessages | string> {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), timeoutMs);
  try {
    const response = await fetch(url, { credentials: 'omit', referrerPolicy: 'no-referrer', signal: abort.signal });
    if (!response.ok) return `${url} answered ${response.status}`;
    const body = await response.text();
    if (body.length > MAX_CATALOGUE_CHARS) return `${url} is too long for a catalogue`;
    const checked = checkStatusCatalogue(JSON.parse(body), english);
    return typeof checked === 'string' ? `${url} is not a catalogue: ${checked}` : checked;
  } catch (error) {
    return `${url} could not be loaded (${abort.signal.aborted ? `no answer within ${timeoutMs} ms` : String(error)})`;
  } finally {
    clearTimeout(timer);
  }
}
