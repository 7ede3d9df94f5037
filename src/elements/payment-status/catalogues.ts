/**
 * The return page's catalogues (issue 12, item 5): English is in the element (./messages.ts); every
 * other language is a module of ./locales/, translated and held to English's keys by
 * test/frame/locales.test.ts. Which catalogue a locale uses is the card frame's answer too
 * (../../protocol/locales.ts).
 *
 * NOT YET USED BY THE ELEMENT, which still speaks English: imported, this table of 38 lazy chunks
 * cost the return page's script 1.1 KB gzip and the script-tag file 3.6 KB (hashed names, and a
 * sha384 per chunk there). The next step serves these texts as JSON from the service, as it serves the
 * card frame's, so no bundle carries a table (issue 12, closing note of session 3).
 */
import { catalogueTag } from '../../protocol/locales.js';
import { STATUS_MESSAGES_EN, type StatusMessages } from './messages.js';

type Catalogue = () => Promise<{ default: StatusMessages }>;

/** Every catalogue but English, by lowercase tag. */
export const STATUS_CATALOGUES: Readonly<Record<string, Catalogue>> = {
  ar: () => import('./locales/ar.js'),
  bg: () => import('./locales/bg.js'),
  cs: () => import('./locales/cs.js'),
  da: () => import('./locales/da.js'),
  de: () => import('./locales/de.js'),
  el: () => import('./locales/el.js'),
  es: () => import('./locales/es.js'),
  'es-419': () => import('./locales/es-419.js'),
  et: () => import('./locales/et.js'),
  fi: () => import('./locales/fi.js'),
  fr: () => import('./locales/fr.js'),
  he: () => import('./locales/he.js'),
  hi: () => import('./locales/hi.js'),
  hr: () => import('./locales/hr.js'),
  hu: () => import('./locales/hu.js'),
  id: () => import('./locales/id.js'),
  it: () => import('./locales/it.js'),
  ja: () => import('./locales/ja.js'),
  ko: () => import('./locales/ko.js'),
  lt: () => import('./locales/lt.js'),
  lv: () => import('./locales/lv.js'),
  ms: () => import('./locales/ms.js'),
  nb: () => import('./locales/nb.js'),
  nl: () => import('./locales/nl.js'),
  pl: () => import('./locales/pl.js'),
  pt: () => import('./locales/pt.js'),
  'pt-br': () => import('./locales/pt-br.js'),
  ro: () => import('./locales/ro.js'),
  ru: () => import('./locales/ru.js'),
  sk: () => import('./locales/sk.js'),
  sl: () => import('./locales/sl.js'),
  sv: () => import('./locales/sv.js'),
  th: () => import('./locales/th.js'),
  tr: () => import('./locales/tr.js'),
  uk: () => import('./locales/uk.js'),
  vi: () => import('./locales/vi.js'),
  zh: () => import('./locales/zh.js'),
  'zh-hant': () => import('./locales/zh-hant.js'),
};

/** The catalogue `locale` uses: a tag of STATUS_CATALOGUES, or `en`. */
export const statusCatalogueFor = (locale: string): string => catalogueTag(locale, (tag) => Object.hasOwn(STATUS_CATALOGUES, tag));

/** The texts of catalogue `tag` (statusCatalogueFor): English at once, any other from its chunk. */
export async function loadStatusMessages(tag: string): Promise<StatusMessages> {
  const load = Object.hasOwn(STATUS_CATALOGUES, tag) ? STATUS_CATALOGUES[tag] : undefined;
  return load === undefined ? STATUS_MESSAGES_EN : (await load()).default;
}
