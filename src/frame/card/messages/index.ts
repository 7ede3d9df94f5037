import { getBrandInfo, isCardBrand } from '../../../card/index.js';
import { DEFAULT_LOCALE, catalogueTag } from '../../../protocol/locales.js';

export { DEFAULT_LOCALE, directionOf, localeChain } from '../../../protocol/locales.js';
import type { MessageKey, Messages } from './locales/en.js';

/**
 * Message look-up for the card frame (issue 12, item 5): one complete catalogue per locale in
 * `./locales/<tag>.ts`, each its own lazy chunk, so a shopper's frame downloads the one catalogue
 * their locale needs and no other language, English included (test/frame/page.test.ts). Adding a
 * locale is one file there; test/frame/locales.test.ts holds every catalogue to English's keys.
 *
 * Which catalogue a locale uses, and its direction, is ../../../protocol/locales.ts: the return page
 * answers the same.
 */

export type { MessageKey, Messages } from './locales/en.js';

/**
 * Every locale with a catalogue of its own, as lowercase tags: the files of ./locales/ (a test holds the
 * two equal). A list rather than a table of imports: the built page loads `assets/locales/<tag>.js`
 * by a name it computes (vite.frame.config.ts), and a table of hashed chunk names would cost it 0.7 KB.
 */
export const LOCALES: readonly string[] =
  'ar bg cs da de el en es es-419 et fi fr he hi hr hu id it ja ko lt lv ms nb nl pl pt pt-br ro ru sk sl sv th tr uk vi zh zh-hant'.split(' ');

/** The catalogue `locale` uses (../../../protocol/locales.ts): `pt-BR` → `pt-br` when there is one, else `pt`; else `en`. */
export const catalogueFor = (locale: string): string => catalogueTag(locale, (tag) => LOCALES.includes(tag));

/**
 * The texts of `locale`, from its catalogue: in the built page `./locales/<tag>.js` beside the page's
 * script (assets/locales/), in Vitest the source module.
 */
export async function loadMessages(locale: string): Promise<Messages> {
  return ((await import(/* @vite-ignore */ `./locales/${catalogueFor(locale)}.js`)) as { default: Messages }).default;
}

const TAG_SHAPE = /^[A-Za-z]{2,8}(-[A-Za-z0-9]{1,8})*$/;

/**
 * The locale to use: the host's, unless it is `auto`, empty or not a BCP 47 tag, in which case the
 * browser's (`navigator.language`, passed in), else English.
 */
export function supportedLocale(requested: string | undefined, browserLanguage: string | undefined): string {
  for (const candidate of [requested, browserLanguage]) {
    const tag = candidate?.trim() ?? '';
    // `auto` has the shape of a tag; the empty string has not.
    if (tag.toLowerCase() !== 'auto' && TAG_SHAPE.test(tag)) return tag;
  }
  return DEFAULT_LOCALE;
}

/** Fills `{name}` placeholders; unknown ones stay as they are. */
export function fill(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

function lookup(messages: Messages, key: string): string | undefined {
  return Object.hasOwn(messages, key) ? messages[key as MessageKey] : undefined;
}

/** The shopper's text for a validation error code (`incomplete_number` …). */
export function errorText(messages: Messages, code: string): string {
  return lookup(messages, `error.${code}`) ?? messages['failure.generic'];
}

/**
 * The shopper's text for a refused card: by `declineCode` first (`insufficient_funds`), then by
 * `code` (`expired_card`), else the generic decline. The issuer's own reason for a generic decline
 * (lost or stolen card, suspected fraud) is never shown to the shopper.
 */
export function declineText(messages: Messages, code: string, declineCode?: string): string {
  return lookup(messages, `decline.${declineCode}`) ?? lookup(messages, `decline.${code}`) ?? messages['decline.generic_decline'];
}

/** A brand's display name: from the brand table, else the id made readable (`cartes_bancaires` → `Cartes Bancaires`). */
export function brandName(brand: string): string {
  if (isCardBrand(brand)) return getBrandInfo(brand).displayName;
  return brand
    .split(/[_\s-]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
