import { getBrandInfo, isCardBrand } from '../../../card/index.js';
import { en, type MessageKey, type Messages } from './en.js';

/**
 * Message look-up for the card frame: a catalogue per locale, English underneath.
 *
 * The catalogues are keyed by lowercase BCP 47 tag or language subtag; `pt-BR` looks in `pt-br`,
 * then `pt`, then English, key by key, so a partial catalogue is still usable. Adding a locale is
 * one module beside `en.ts` with the same keys (`satisfies Partial<Messages>`) and one line in
 * `CATALOGUES`; when there are many, this table becomes a map of dynamic imports so a shopper
 * downloads only their own.
 */

export type { MessageKey, Messages } from './en.js';

const CATALOGUES: Readonly<Record<string, Partial<Messages>>> = { en };

export const DEFAULT_LOCALE = 'en';

/** Languages written right to left (ISO 639 codes; `iw` is the old code for Hebrew). */
const RTL_LANGUAGES = /^(ar|he|iw|fa|ur|yi|ps|sd|ckb|dv|ug)$/;
/** Right-to-left scripts, for tags such as `pa-Arab` whose language alone does not say. */
const RTL_SCRIPTS = /^(arab|hebr|thaa|syrc|nkoo|adlm|rohg)$/;

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

/** Where to look, most specific first: `zh-Hant-TW` → `zh-hant-tw`, `zh-hant`, `zh`. */
export function localeChain(locale: string): string[] {
  return locale
    .toLowerCase()
    .split('-')
    .map((_, index, subtags) => subtags.slice(0, subtags.length - index).join('-'));
}

/** Every key, from the most specific catalogue that has it, else English. */
export function messagesFor(locale: string): Messages {
  const merged = { ...en };
  for (const tag of localeChain(locale).reverse()) Object.assign(merged, Object.hasOwn(CATALOGUES, tag) && CATALOGUES[tag]);
  return merged;
}

/** `rtl` for Arabic, Hebrew, Persian, Urdu and the like, or any tag in a right-to-left script. */
export function directionOf(locale: string): 'rtl' | 'ltr' {
  const [language = '', ...rest] = locale.toLowerCase().split('-');
  const script = rest.find((subtag) => /^[a-z]{4}$/.test(subtag));
  return (script === undefined ? RTL_LANGUAGES.test(language) : RTL_SCRIPTS.test(script)) ? 'rtl' : 'ltr';
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

/** Whether a refusal code has a text of its own (else the generic decline is shown). */
export function hasDeclineText(code: string): boolean {
  return Object.hasOwn(en, `decline.${code}`);
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
