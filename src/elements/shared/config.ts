/**
 * The checks `<svc-payment-element>` makes before it loads its frame, and the frame's address.
 * DOM-free apart from `crypto.getRandomValues` and `Intl`, so the rules can be tested as tables.
 */
import { type KeyMode, SERVICE_BASE_URLS, parseApiKey, redactKey, unsafeServiceUrlReason } from '../../api/keys.js';
import { isAcceptableReturnUrl } from '../../api/urls.js';

/** Where the service serves the card-fields page (contract: Frame pages served by the service). */
export const CARD_FRAME_PATH = '/elements/v1/card-frame.html';


/** Codes of the `svc-loaderror` events the element raises itself (the frame adds its own). */
export const LOAD_ERROR_CODES = {
  PUBLISHABLE_KEY_MISSING: 'publishable_key_missing',
  PUBLISHABLE_KEY_INVALID: 'publishable_key_invalid',
  SECRET_KEY_IN_PAGE: 'secret_key_in_page',
  CLIENT_SECRET_INVALID: 'client_secret_invalid',
  SERVICE_URL_INVALID: 'service_url_invalid',
  OPTIONS_INVALID: 'options_invalid',
  OPAQUE_ORIGIN: 'opaque_origin',
  FRAME_UNREACHABLE: 'frame_unreachable',
} as const;
export type LoadErrorCode = (typeof LOAD_ERROR_CODES)[keyof typeof LOAD_ERROR_CODES];

/** Why the element could not load: `code` is one of LOAD_ERROR_CODES or a code sent by the frame. */
export interface LoadErrorDetail {
  readonly code: LoadErrorCode | (string & {});
  readonly message: string;
}

export interface FrameConfigInput {
  publishableKey: string | null | undefined;
  clientSecret: string | null | undefined;
  serviceUrl: string | null | undefined;
  /** `location.origin` of the page that embeds the frame. */
  pageOrigin: string;
}

export interface FrameConfig {
  /** The service's base address without a trailing slash, e.g. `https://sandbox.api.svc.example`. */
  serviceUrl: string;
  /** The only origin whose messages the element accepts and the only target it posts to. */
  serviceOrigin: string;
}

const ROTATE_ADVICE =
  'Remove it from the page now and rotate it (anyone who loaded the page may have copied it). ' +
  'Nothing was loaded and the key was sent nowhere.';

/**
 * An attribute-backed property as trimmed text. Properties can be set from plain JavaScript to
 * anything; whatever is not a string counts as absent, so what reaches the frame is always text.
 */
export function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

function loadError(code: LoadErrorCode, message: string): { error: LoadErrorDetail } {
  return { error: { code, message } };
}

/**
 * Checks the key, the client secret and the service address before any frame load or request
 * (issue 4, item 5; contract: Transport and environments). Messages name the attribute at fault and
 * show keys redacted, never whole.
 */
export function checkFrameConfig(input: FrameConfigInput): FrameConfig | { error: LoadErrorDetail } {
  const key = checkPublishableKey(input.publishableKey);
  if ('error' in key) return key;
  const secretProblem = clientSecretProblem(input.clientSecret);
  if (secretProblem !== null) return { error: secretProblem };
  return checkServiceAddress(key.mode, input.serviceUrl, input.pageOrigin);
}

/**
 * `checkFrameConfig` without the client secret, for a page whose secret arrives otherwise (the
 * return page reads it from its address, with rules of its own).
 */
export function checkServiceConfig(input: Omit<FrameConfigInput, 'clientSecret'>): FrameConfig | { error: LoadErrorDetail } {
  const key = checkPublishableKey(input.publishableKey);
  return 'error' in key ? key : checkServiceAddress(key.mode, input.serviceUrl, input.pageOrigin);
}

function checkPublishableKey(value: string | null | undefined): { mode: KeyMode } | { error: LoadErrorDetail } {
  const key = text(value);
  if (key === '') {
    return loadError(
      LOAD_ERROR_CODES.PUBLISHABLE_KEY_MISSING,
      'publishable-key is missing: set it to your publishable key (pk_…).',
    );
  }
  const parsed = parseApiKey(key);
  const secret = secretKeyKind(key);
  if (secret !== null) {
    return loadError(
      LOAD_ERROR_CODES.SECRET_KEY_IN_PAGE,
      `publishable-key holds a ${secret} key (${redactKey(key)}), which must never be in a web page. ${ROTATE_ADVICE} Use your publishable key (pk_…).`,
    );
  }
  if (parsed === null) {
    return loadError(
      LOAD_ERROR_CODES.PUBLISHABLE_KEY_INVALID,
      `publishable-key (${redactKey(key)}) is not a publishable key (pk_test_… or pk_live_…).`,
    );
  }
  return { mode: parsed.mode };
}

/** The page's origin and the service address (default: the key's environment), checked. */
function checkServiceAddress(mode: KeyMode, serviceUrlInput: string | null | undefined, pageOrigin: string): FrameConfig | { error: LoadErrorDetail } {
  if (pageOrigin === 'null' || pageOrigin === '') {
    return loadError(
      LOAD_ERROR_CODES.OPAQUE_ORIGIN,
      'this page has an opaque origin (file:// or a sandboxed frame): serve it from http://localhost or https.',
    );
  }

  const given = text(serviceUrlInput);
  const serviceUrl = (given === '' ? SERVICE_BASE_URLS[mode] : given).replace(/\/+$/, '');
  const unsafe = unsafeServiceUrlReason(serviceUrl);
  if (unsafe !== null) {
    return loadError(LOAD_ERROR_CODES.SERVICE_URL_INVALID, `service-url: ${unsafe}. Nothing was loaded.`);
  }
  const url = new URL(serviceUrl);
  if (url.username !== '' || url.password !== '' || url.search !== '' || url.hash !== '') {
    return loadError(
      LOAD_ERROR_CODES.SERVICE_URL_INVALID,
      `service-url must be the service's base address, without credentials, query or fragment (got ${url.origin}…).`,
    );
  }
  return { serviceUrl, serviceOrigin: url.origin };
}

/**
 * A client secret belongs in the page, an API key never does: a merchant who pastes a key into
 * `client-secret` would otherwise hand it to the frame, which sends the client secret to the service.
 */
export function clientSecretProblem(clientSecret: string | null | undefined): LoadErrorDetail | null {
  const secret = text(clientSecret);
  const kind = secretKeyKind(secret);
  if (kind === null) {
    if (parseApiKey(secret)?.kind !== 'publishable') return null;
    return {
      code: LOAD_ERROR_CODES.CLIENT_SECRET_INVALID,
      message: `client-secret holds a publishable key (${redactKey(secret)}); it takes a client session's clientSecret (cs_…_secret_…).`,
    };
  }
  return {
    code: LOAD_ERROR_CODES.SECRET_KEY_IN_PAGE,
    message: `client-secret holds a ${kind} key (${redactKey(secret)}), which must never be in a web page. ${ROTATE_ADVICE}`,
  };
}

/**
 * `secret` or `restricted` when the value starts like one of those keys, even if it is truncated or
 * otherwise malformed: a half-pasted secret key is still a secret to rotate.
 */
export function secretKeyKind(value: string): 'secret' | 'restricted' | null {
  if (value.startsWith('sk_')) return 'secret';
  if (value.startsWith('rk_')) return 'restricted';
  return null;
}

/** `bytes` random bytes as lowercase hex; 16 bytes make the protocol's 128-bit nonce. */
export function randomHex(bytes: number): string {
  const values = crypto.getRandomValues(new Uint8Array(bytes));
  return Array.from(values, (value) => value.toString(16).padStart(2, '0')).join('');
}

/**
 * A frame page's address (the card frame's by default). The nonce and the page's origin travel in
 * the fragment, which the browser never sends to the server, so neither ends up in access logs or a
 * Referer.
 */
export function cardFrameUrl(serviceUrl: string, nonce: string, pageOrigin: string, path: string = CARD_FRAME_PATH): string {
  return `${serviceUrl}${path}#nonce=${nonce}&origin=${encodeURIComponent(pageOrigin)}`;
}

/**
 * Why `returnUrl` cannot be where a shopper is sent back (issue 5, item 4), or null when it can:
 * absolute `https:`; `http:` on loopback only; an app's own scheme (`myapp://…`) only when listed in
 * `allowedReturnSchemes` (written without `:`, any case). Never `javascript:`, `data:`, relative or
 * protocol-relative addresses. App links and universal links are `https:` and need no listing.
 */
export function returnUrlProblem(returnUrl: unknown, allowedReturnSchemes: readonly string[] = []): string | null {
  const scheme = typeof returnUrl === 'string' && isAcceptableReturnUrl(returnUrl) ? new URL(returnUrl).protocol.slice(0, -1).toLowerCase() : '';
  if (scheme === 'https' || scheme === 'http' || allowedReturnSchemes.some((allowed) => allowed.toLowerCase() === scheme && scheme !== '')) return null;
  return `returnUrl ${JSON.stringify(returnUrl)?.slice(0, 80)} refused: use an absolute https: address (http: only on localhost) or an app scheme listed in allowedReturnSchemes. Nothing was sent.`;
}


/** The protocol carries at most 35 characters of BCP 47 tag (Init.locale). */
const MAX_LOCALE_LENGTH = 35;

/**
 * The first usable tag of: the `locale` attribute (unless `auto`), the page's `lang`, the browser's
 * language, `en`. Canonicalized with `Intl`, so the frame receives a well-formed tag.
 */
export function resolveLocale(...candidates: Array<string | null | undefined>): string {
  for (const candidate of candidates) {
    const tag = text(candidate);
    if (!tag || tag === 'auto') continue;
    try {
      const [canonical] = Intl.getCanonicalLocales(tag);
      if (canonical !== undefined && canonical.length <= MAX_LOCALE_LENGTH) return canonical;
    } catch {
      // Not a BCP 47 tag: try the next candidate.
    }
  }
  return 'en';
}
