import * as z from 'zod/mini';

/**
 * Web fonts for the card frame (issue 12, item 2; docs/fonts.md). The merchant lists fonts on
 * `<svc-payment-element fonts>`; the card frame hands the list to the service (`POST /v1/fonts`), which
 * fetches each from the merchant's font host, only from origins registered for the publishable key,
 * checks it is a whole font, and serves it from its own origin under `/elements/v1/fonts/`, named by its
 * SHA-256. The frame then loads each whole, with `FontFace`, from its own origin (CSP `font-src 'self'`).
 *
 * Why (the known attack): a font split into files by `unicode-range` (one per digit, say) is fetched
 * only when a character of its range is drawn, so the font's host learns which digits were typed in the
 * card field. Here the merchant's host is never asked by the shopper's browser, no range is kept, and
 * every file is loaded whole before any character needs it.
 */

/** At most this many fonts per element, a stylesheet's faces included. */
export const MAX_FONTS = 8;
/** A font file: at most 1 MiB (a whole Latin font in woff2 is 20–100 KB). */
export const MAX_FONT_BYTES = 1024 * 1024;
/** A stylesheet (`cssSrc`): at most 64 KiB. */
export const MAX_FONT_CSS_BYTES = 64 * 1024;

/**
 * A family name the merchant can write in `--svc-font-family` as it is, quoted or not: letters,
 * digits, spaces, `-` and `_`, 1 to 64 characters, not starting or ending with a space.
 */
const FAMILY = /^[\p{L}\p{N}_-](?:[\p{L}\p{N} _-]{0,62}[\p{L}\p{N}_-])?$/u;

/** An absolute `https:` address (`http:` only for a loopback host, checked by the service), at most 2048 characters. */
const Address = z.string().check(z.maxLength(2048), z.regex(/^https?:\/\/[^\s]+$/, 'must be an absolute https: address'));

/** A stylesheet of `@font-face` rules, as Google Fonts and most font services give one. */
export const FontCss = z.strictObject({ cssSrc: Address });

/** One font file and how it is used. */
export const FontFile = z.strictObject({
  family: z.string().check(z.regex(FAMILY, 'must be 1 to 64 letters, digits, spaces, - or _')),
  src: Address,
  /** CSS `font-weight`: `normal`, `bold`, 1–1000, or a range such as `100 900` (a variable font). Default `normal`. */
  weight: z.optional(z.string().check(z.regex(/^(?:normal|bold|\d{1,4}(?: \d{1,4})?)$/, 'must be normal, bold, a number or a range "100 900"'))),
  /** CSS `font-style`. Default `normal`. */
  style: z.optional(z.enum(['normal', 'italic', 'oblique'])),
});
export type FontFile = z.infer<typeof FontFile>;

export const FontSource = z.union([FontCss, FontFile]);
export type FontSource = z.infer<typeof FontSource>;

/** `POST /v1/fonts`: the element's `fonts`, as the merchant gave them. */
export const FontsRequest = z.strictObject({ fonts: z.array(FontSource).check(z.maxLength(MAX_FONTS)) });
export type FontsRequest = z.infer<typeof FontsRequest>;

/** Where the service serves a checked font: its own origin, named by the SHA-256 of its bytes. */
export const FONT_FILE_PATH = /^\/elements\/v1\/fonts\/[0-9a-f]{64}\.(?:woff2|woff|ttf)$/;

/** One font face, ready for `new FontFace(family, 'url(<url>)', { weight, style })`. */
export const FontFace = z.object({
  family: z.string().check(z.regex(FAMILY)),
  url: z.string().check(z.regex(FONT_FILE_PATH)),
  weight: z.string().check(z.regex(/^(?:normal|bold|\d{1,4}(?: \d{1,4})?)$/)),
  style: z.enum(['normal', 'italic', 'oblique']),
});
export type FontFace = z.infer<typeof FontFace>;

/** The answer of `POST /v1/fonts`: every face of every font asked for, in order. */
export const FontFaceList = z.object({ object: z.literal('font_face_list'), data: z.array(FontFace) });
export type FontFaceList = z.infer<typeof FontFaceList>;
