/**
 * The configuration checks both elements make before anything loads or any request leaves: the
 * publishable key, the service address, the page's origin; the codes of `svc-loaderror`; the
 * element's preferred locale. DOM-free apart from `Intl`, so the rules can be tested as tables.
 * The card element's own rules (its client secret, its frame's address, `returnUrl`) are in
 * ../payment-element/frame-config.ts.
 */
import { type KeyMode, SERVICE_BASE_URLS, checkBrowserKey, unsafeServiceUrlReason } from '../../api/keys.js';

/** Codes of the `svc-loaderror` events the elements raise themselves (the card frame adds its own). */
export const LOAD_ERROR_CODES = {
  PUBLISHABLE_KEY_MISSING: 'publishable_key_missing',
  PUBLISHABLE_KEY_INVALID: 'publishable_key_invalid',
  SECRET_KEY_IN_PAGE: 'secret_key_in_page',
  CLIENT_SECRET_INVALID: 'client_secret_invalid',
  SERVICE_URL_INVALID: 'service_url_invalid',
  OPTIONS_INVALID: 'options_invalid',
  /** `amount` is not a positive whole number of minor units, or `currency` not a three-letter code. */
  AMOUNT_INVALID: 'amount_invalid',
  OPAQUE_ORIGIN: 'opaque_origin',
  FRAME_UNREACHABLE: 'frame_unreachable',
  /** The browser lacks what the elements cannot run without (./browser-support.ts, docs/browsers.md). */
  BROWSER_UNSUPPORTED: 'browser_unsupported',
} as const;
export type LoadErrorCode = (typeof LOAD_ERROR_CODES)[keyof typeof LOAD_ERROR_CODES];

/** Why an element could not load: `code` is one of LOAD_ERROR_CODES or a code sent by the frame or the service. */
export interface LoadErrorDetail {
  readonly code: LoadErrorCode | (string & {});
  readonly message: string;
}

export interface ServiceConfigInput {
  publishableKey: string | null | undefined;
  serviceUrl: string | null | undefined;
  /** `location.origin` of the page the element is in. */
  pageOrigin: string;
}

export interface ServiceConfig {
  /** The service's base address without a trailing slash, e.g. `https://sandbox.api.svc.example`. */
  serviceUrl: string;
  /** The only origin whose messages the element accepts and the only target it posts to. */
  serviceOrigin: string;
}

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
 * Checks the key and the service address before any frame load or request (issue 4, item 5;
 * contract: Transport and environments). Messages name the attribute at fault and show keys
 * redacted, never whole.
 */
export function checkServiceConfig(input: ServiceConfigInput): ServiceConfig | { error: LoadErrorDetail } {
  const key = checkPublishableKey(input.publishableKey);
  return 'error' in key ? key : checkServiceAddress(key.mode, input.serviceUrl, input.pageOrigin);
}

/**
 * A key refused by `checkBrowserKey` (api/keys.ts) as an element reports it: a server key found in
 * the page's markup also gets the advice to rotate it.
 */
export function keyLoadError(problem: { code: LoadErrorCode; message: string }): LoadErrorDetail {
  return problem.code === 'secret_key_in_page'
    ? {
        code: problem.code,
        message: `${problem.message} Remove it from the page now and rotate it (anyone who loaded the page may have copied it). Nothing was loaded and the key was sent nowhere.`,
      }
    : problem;
}

/** The publishable key: present, not a secret or restricted key, shaped like `pk_test_…` or `pk_live_…` (api/keys.ts, `checkBrowserKey`). */
export function checkPublishableKey(value: string | null | undefined): { mode: KeyMode } | { error: LoadErrorDetail } {
  const key = checkBrowserKey(text(value), 'publishable-key');
  return 'mode' in key ? key : { error: keyLoadError(key) };
}

/** The page's origin and the service address (default: the key's environment), checked. */
export function checkServiceAddress(
  mode: KeyMode,
  serviceUrlInput: string | null | undefined,
  pageOrigin: string,
): ServiceConfig | { error: LoadErrorDetail } {
  if (pageOrigin === 'null' || pageOrigin === '') {
    return loadError('opaque_origin', 'this page has an opaque origin (file:// or a sandboxed frame): serve it from http://localhost or https.');
  }

  const given = text(serviceUrlInput);
  const serviceUrl = (given === '' ? SERVICE_BASE_URLS[mode] : given).replace(/\/+$/, '');
  const unsafe = unsafeServiceUrlReason(serviceUrl);
  if (unsafe !== null) {
    return loadError('service_url_invalid', `service-url: ${unsafe}. Nothing was loaded.`);
  }
  const url = new URL(serviceUrl);
  if (url.username !== '' || url.password !== '' || url.search !== '' || url.hash !== '') {
    return loadError(
      'service_url_invalid',
      `service-url must be the service's base address, without credentials, query or fragment (got ${url.origin}…).`,
    );
  }
  return { serviceUrl, serviceOrigin: url.origin };
}

/** The protocol carries at most 35 characters of BCP 47 tag (Init.locale). */
const MAX_LOCALE_LENGTH = 35;

/**
 * The locale the element asks for: the first usable tag of the `locale` attribute (unless `auto`),
 * the page's `lang`, the browser's language, else `en`, canonicalized with `Intl` so the frame
 * receives a well-formed tag. Not the locale a catalogue is chosen by: the frame maps this request
 * to a language it has.
 */
export function preferredLocale(...candidates: (string | null | undefined)[]): string {
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
