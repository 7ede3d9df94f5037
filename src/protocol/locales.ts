/**
 * Which catalogue a locale uses, and which way it is written: the same answer in the card frame (its
 * catalogues, src/frame/card/messages/) and on the return page (<svc-payment-status>'s,
 * src/elements/payment-status/locales/), so a shopper reads one language across the checkout
 * (issue 12, item 5). DOM-free; imports nothing.
 */

export const DEFAULT_LOCALE = 'en';

/** Where to look, most specific first: `zh-Hant-TW` → `zh-hant-tw`, `zh-hant`, `zh`. */
export function localeChain(locale: string): string[] {
  return locale
    .toLowerCase()
    .split('-')
    .map((_, index, subtags) => subtags.slice(0, subtags.length - index).join('-'));
}

/** Tags whose catalogue has another name. */
const ALIASES: Readonly<Record<string, string>> = {
  iw: 'he',
  no: 'nb',
  nn: 'nb',
  'zh-hans': 'zh',
  'zh-cn': 'zh',
  'zh-sg': 'zh',
  'zh-tw': 'zh-hant',
  'zh-hk': 'zh-hant',
  'zh-mo': 'zh-hant',
};
/** Spanish outside Spain (`es-MX`, `es-AR`, `es-419`): the Latin American catalogue. */
const LATIN_AMERICAN_SPANISH = /^es-(?!es$)(?:[a-z]{2}|\d{3})$/;

/**
 * The catalogue `locale` uses among those `has` knows: the most specific of its chain (`pt-BR` →
 * `pt-br`, then `pt`), after the aliases (`zh-TW` is Traditional Chinese, `iw` Hebrew, `no` Bokmål,
 * `es-MX` Latin American Spanish), else English.
 */
export function catalogueTag(locale: string, has: (tag: string) => boolean): string {
  for (const tag of localeChain(locale)) {
    const name = ALIASES[tag] ?? (LATIN_AMERICAN_SPANISH.test(tag) ? 'es-419' : tag);
    if (has(name)) return name;
  }
  return DEFAULT_LOCALE;
}

/** Languages written right to left (ISO 639 codes; `iw` is the old code for Hebrew). */
const RTL_LANGUAGES = /^(ar|he|iw|fa|ur|yi|ps|sd|ckb|dv|ug)$/;
/** Right-to-left scripts, for tags such as `pa-Arab` whose language alone does not say. */
const RTL_SCRIPTS = /^(arab|hebr|thaa|syrc|nkoo|adlm|rohg)$/;

/** `rtl` for Arabic, Hebrew, Persian, Urdu and the like, or any tag in a right-to-left script. */
export function directionOf(locale: string): 'rtl' | 'ltr' {
  const [language = '', ...rest] = locale.toLowerCase().split('-');
  const script = rest.find((subtag) => /^[a-z]{4}$/.test(subtag));
  return (script === undefined ? RTL_LANGUAGES.test(language) : RTL_SCRIPTS.test(script)) ? 'rtl' : 'ltr';
}

/**
 * The language the shopper reads, for `lang` and `dir`: `locale` itself, unless it has no catalogue and
 * the texts fall back to English (`fa`, `ur`): then `en`, laid out left to right like the texts.
 */
export function shownLocale(locale: string, catalogue: string): string {
  return catalogue === DEFAULT_LOCALE && localeChain(locale).at(-1) !== DEFAULT_LOCALE ? DEFAULT_LOCALE : locale;
}
