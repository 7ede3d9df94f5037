import { createHash } from 'node:crypto';
import { FontCss, FontFile, type FontFace, type FontFile as FontFileParams, MAX_FONTS, MAX_FONT_BYTES, MAX_FONT_CSS_BYTES } from '../../api/fonts.js';
import { isLoopbackHost } from '../../api/urls.js';
import { SandboxError, parseParams } from './errors.js';
import type { SandboxService } from './service.js';

/**
 * The service's font proxy (issue 12, item 2; src/api/fonts.ts says why): fetches the merchant's fonts
 * server-side, only from the origins registered for the publishable key (`--font-origin`), keeps only
 * whole fonts, and stores each under the SHA-256 of its bytes for `/elements/v1/fonts/` (served by
 * http/frame-pages.ts). The shopper's browser never asks the merchant's font host for anything.
 *
 * What is refused (`font_refused`, 400, with `param`), and what is dropped:
 * - a stylesheet with anything but `@font-face` rules (`@import`, `@media`, selectors), or a `url()`
 *   anywhere but in a face's `src`; `unicode-range` is dropped, so each face is a whole font;
 * - `unicodeRange` given with a font file: refused (a range is how a font tells its host which
 *   characters were drawn);
 * - a file that is not woff2, woff or TrueType by its first bytes, whatever its name or content type;
 * - a stylesheet over 64 KiB, a file over 1 MiB, more than 8 faces in all;
 * - an answer other than 200 within 5 seconds (a redirect is not followed: it could lead anywhere).
 * A font host not registered for the key: `font_origin_not_allowed` (403).
 */

const FETCH_TIMEOUT_MS = 5_000;

/** The formats kept, by their first four bytes (the sfnt version of TrueType is 0x00010000 or `true`). */
const FORMATS = [
  { magic: 'wOF2', ext: 'woff2', type: 'font/woff2' },
  { magic: 'wOFF', ext: 'woff', type: 'font/woff' },
  { magic: '\u0000\u0001\u0000\u0000', ext: 'ttf', type: 'font/ttf' },
  { magic: 'true', ext: 'ttf', type: 'font/ttf' },
] as const;

export interface StoredFont {
  bytes: Uint8Array<ArrayBuffer>;
  contentType: string;
}

/** Checked fonts by file name (`<sha256>.<ext>`), and the file name of each address fetched. */
interface FontStore {
  files: Map<string, StoredFont>;
  byAddress: Map<string, Promise<string>>;
}
const stores = new WeakMap<SandboxService, FontStore>();
function storeOf(service: SandboxService): FontStore {
  let store = stores.get(service);
  if (store === undefined) stores.set(service, (store = { files: new Map(), byAddress: new Map() }));
  return store;
}

/** A checked font by its file name under `/elements/v1/fonts/`, or undefined. */
export function storedFont(service: SandboxService, name: string): StoredFont | undefined {
  return storeOf(service).files.get(name);
}

/**
 * The faces of `fonts` (the body of `POST /v1/fonts`, each entry parsed with its own schema so an error
 * names its place), each fetched, checked and stored. Fonts already fetched are not fetched again.
 */
export async function importFonts(service: SandboxService, fonts: unknown): Promise<FontFace[]> {
  if (!Array.isArray(fonts)) throw new SandboxError('parameter_invalid', 'Invalid fonts: must be a list of fonts.', { param: 'fonts' });
  if (fonts.length > MAX_FONTS) refuse('fonts', `at most ${MAX_FONTS} fonts per element; this list has ${fonts.length}.`);
  const faces: FontFace[] = [];
  for (const [index, entry] of fonts.entries()) {
    const param = `fonts[${index}]`;
    if (typeof entry === 'object' && entry !== null && 'unicodeRange' in entry) {
      refuse(
        `${param}[unicodeRange]`,
        'unicodeRange is refused: a font split by character ranges is fetched only when one of its characters is drawn, which tells its host what was typed. Give the whole font.',
      );
    }
    if (typeof entry === 'object' && entry !== null && 'cssSrc' in entry) {
      const { cssSrc } = parseAt(param, () => parseParams(FontCss, entry));
      const css = (await fetchChecked(service, cssSrc, `${param}[cssSrc]`, MAX_FONT_CSS_BYTES, 'stylesheet')).toString('utf8');
      for (const face of parseFontFaces(css, cssSrc, `${param}[cssSrc]`)) {
        faces.push({ ...face, url: await storeFont(service, face.url, `${param}[cssSrc]`) });
      }
    } else {
      const file = parseAt(param, () => parseParams(FontFile, entry));
      faces.push({
        family: file.family,
        url: await storeFont(service, file.src, `${param}[src]`),
        weight: file.weight ?? 'normal',
        style: file.style ?? 'normal',
      });
    }
    if (faces.length > MAX_FONTS) refuse('fonts', `at most ${MAX_FONTS} font faces per element, stylesheets' faces included.`);
  }
  return faces;
}

/** `parseParams` of one entry, its error naming the entry's place in the body (`fonts[1][src]`). */
function parseAt<T>(at: string, parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    if (!(error instanceof SandboxError)) throw error;
    const inner = error.options.param ?? '';
    const param = at + inner.replace(/^([^[]+)/, '[$1]');
    throw new SandboxError(error.code, inner === '' ? `${error.message} (${at})` : error.message.replace(inner, param), { ...error.options, param });
  }
}

function refuse(param: string, message: string): never {
  throw new SandboxError('font_refused', message, { param });
}

/** Fetches the font at `address` (once per service), checks its format and stores it: its path under `/elements/v1/fonts/`. */
async function storeFont(service: SandboxService, address: string, param: string): Promise<string> {
  const store = storeOf(service);
  checkFontOrigin(service, address, param);
  let pending = store.byAddress.get(address);
  if (pending === undefined) {
    pending = fetchChecked(service, address, param, MAX_FONT_BYTES, 'font').then((bytes) => {
      const head = bytes.subarray(0, 4).toString('latin1');
      const format = FORMATS.find(({ magic }) => magic === head);
      if (format === undefined) refuse(param, `${address} is not a woff2, woff or TrueType font (its first bytes say so, whatever its name).`);
      const name = `${createHash('sha256').update(bytes).digest('hex')}.${format.ext}`;
      store.files.set(name, { bytes: new Uint8Array(bytes), contentType: format.type });
      return name;
    });
    store.byAddress.set(address, pending);
    pending.catch(() => store.byAddress.delete(address));
  }
  return `/elements/v1/fonts/${await pending}`;
}

/** `https:` (or `http:` on loopback) on an origin registered for the key, else `font_origin_not_allowed`. */
function checkFontOrigin(service: SandboxService, address: string, param: string): void {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    refuse(param, `${address} is not an absolute address.`);
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && isLoopbackHost(url.hostname))) {
    refuse(param, `${address}: fonts are fetched over https: only (http: on loopback).`);
  }
  if (!service.options.fontOrigins.includes(url.origin)) {
    throw new SandboxError(
      'font_origin_not_allowed',
      `The font host ${url.origin} is not registered for this publishable key, so nothing was fetched from it. Register it (sandbox: --font-origin ${url.origin}).`,
      { param },
    );
  }
}

/** The body at `address`, at most `limit` bytes, from a 200 within FETCH_TIMEOUT_MS; no redirect followed, no cookie sent. */
async function fetchChecked(service: SandboxService, address: string, param: string, limit: number, what: 'font' | 'stylesheet'): Promise<Buffer> {
  checkFontOrigin(service, address, param);
  let response: Response;
  try {
    response = await fetch(address, { redirect: 'manual', credentials: 'omit', signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  } catch (error) {
    refuse(
      param,
      `the ${what} at ${address} could not be fetched within ${FETCH_TIMEOUT_MS / 1000} s (${error instanceof Error ? error.message : String(error)}).`,
    );
  }
  if (response.status !== 200) {
    await response.body?.cancel();
    refuse(
      param,
      `the ${what} at ${address} answered ${response.status}${response.status >= 300 && response.status < 400 ? ' (redirects are not followed: give the final address)' : ''}.`,
    );
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response.body ?? []) {
    size += (chunk as Uint8Array).byteLength;
    if (size > limit) {
      await response.body?.cancel().catch(() => {});
      refuse(param, `the ${what} at ${address} is over ${limit / 1024} KiB, the most the service takes.`);
    }
    chunks.push(Buffer.from(chunk as Uint8Array));
  }
  return Buffer.concat(chunks);
}

/** Descriptors of a face that carry no address and change nothing the service checks. */
const HARMLESS_DESCRIPTORS = new Set([
  'font-display',
  'font-stretch',
  'font-feature-settings',
  'font-variation-settings',
  'ascent-override',
  'descent-override',
  'line-gap-override',
  'size-adjust',
]);

/**
 * The faces of a stylesheet: `@font-face` rules only, `unicode-range` dropped, one `url()` per face
 * (the first of its `src`; `local()` entries are skipped), resolved against the stylesheet's address.
 */
export function parseFontFaces(css: string, base: string, param: string): FontFace[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const faces: FontFace[] = [];
  const rest = text.replace(/@font-face\s*\{([^{}]*)\}/gi, (_, body: string) => {
    const declarations = new Map<string, string>();
    for (const declaration of body.split(';')) {
      const colon = declaration.indexOf(':');
      if (declaration.trim() === '') continue;
      if (colon < 0) refuse(param, `the stylesheet has a declaration that is not "name: value" (${declaration.trim().slice(0, 40)}).`);
      declarations.set(declaration.slice(0, colon).trim().toLowerCase(), declaration.slice(colon + 1).trim());
    }
    for (const [name, value] of declarations) {
      if (name === 'src' || name === 'font-family' || name === 'font-weight' || name === 'font-style' || name === 'unicode-range') continue;
      if (!HARMLESS_DESCRIPTORS.has(name) || /url\s*\(/i.test(value))
        refuse(param, `the stylesheet's @font-face has "${name}", which the service does not take.`);
    }
    const family = (declarations.get('font-family') ?? '').replace(/^(['"])(.*)\1$/, '$2');
    const address = /url\(\s*(['"]?)([^'")\s]+)\1\s*\)/i.exec(declarations.get('src') ?? '')?.[2];
    if (address === undefined) refuse(param, `an @font-face of the stylesheet has no url() in its src.`);
    const weight = (declarations.get('font-weight') ?? 'normal').toLowerCase();
    const style = (declarations.get('font-style') ?? 'normal').toLowerCase().split(/\s/)[0] ?? 'normal';
    let face: FontFileParams;
    try {
      face = parseParams(FontFile, { family, src: new URL(address, base).href, weight, ...(style === 'normal' ? {} : { style }) });
    } catch (error) {
      refuse(
        param,
        `the stylesheet's @font-face for "${family.slice(0, 64)}" is not usable: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    faces.push({ family: face.family, url: face.src, weight: face.weight ?? 'normal', style: face.style ?? 'normal' });
    return '';
  });
  if (/\S/.test(rest)) {
    refuse(param, `the stylesheet may hold @font-face rules only (no @import, no other rule); found "${rest.trim().slice(0, 40)}".`);
  }
  if (faces.length === 0) refuse(param, 'the stylesheet has no @font-face rule.');
  return faces;
}
