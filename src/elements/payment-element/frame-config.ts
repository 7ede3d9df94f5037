/**
 * The card element's own configuration rules, beside the shared ones (../shared/config.ts): its
 * client secret and options, its frame's address and nonce, and the `returnUrl` a confirm may carry. DOM-free
 * apart from `crypto.getRandomValues`, so the rules can be tested as tables.
 */
import { checkBrowserKey, redactKey } from '../../api/keys.js';
import { isAcceptableReturnUrl } from '../../api/urls.js';
import { FrameOptions } from '../../validators/protocol.generated.js';
import {
  type LoadErrorDetail,
  type ServiceConfig,
  type ServiceConfigInput,
  checkPublishableKey,
  checkServiceAddress,
  keyLoadError,
  text,
} from '../shared/config.js';

/** Where the service serves the card-fields page (contract: Frame pages served by the service). */
export const CARD_FRAME_PATH = '/elements/v1/card-frame.html';

export interface FrameConfigInput extends ServiceConfigInput {
  clientSecret: string | null | undefined;
  /** The element's `amount` and `currency`, set from script to anything. */
  amount?: unknown;
  currency?: unknown;
  /** The element's `options` property, set from script to anything. */
  options?: unknown;
}

/**
 * Checks the key, the client secret, the service address and the options before the frame loads.
 * Messages name the attribute at fault and show keys redacted, never whole.
 */
export function checkFrameConfig(input: FrameConfigInput): ServiceConfig | { error: LoadErrorDetail } {
  const key = checkPublishableKey(input.publishableKey);
  if ('error' in key) return key;
  const secretProblem = clientSecretProblem(input.clientSecret);
  if (secretProblem !== null) return { error: secretProblem };
  const amountError = amountProblem(input.amount, input.currency);
  if (amountError !== null) return { error: amountError };
  const service = checkServiceAddress(key.mode, input.serviceUrl, input.pageOrigin);
  const options = input.options === null || input.options === undefined ? null : FrameOptions.safeParse(input.options);
  if ('error' in service || options === null || options.success) return service;
  // The option at fault and what it takes ("options.savedCardCvc: expected one of always, never"), as `appearance` says it.
  const [issue] = options.error.issues;
  return { error: { code: 'options_invalid', message: `${['options', ...(issue?.path ?? [])].join('.')}: ${issue?.message}.` } };
}

/**
 * A client secret belongs in the page, an API key never does: a merchant who pastes a key into
 * `client-secret` would otherwise hand it to the frame, which sends the client secret to the service.
 */
export function clientSecretProblem(clientSecret: string | null | undefined): LoadErrorDetail | null {
  const secret = text(clientSecret);
  const key = checkBrowserKey(secret, 'client-secret');
  if ('mode' in key) {
    return {
      code: 'client_secret_invalid',
      message: `client-secret holds a publishable key (${redactKey(secret)}); it takes a client session's clientSecret (cs_…_secret_…).`,
    };
  }
  return key.code === 'secret_key_in_page' ? keyLoadError(key) : null;
}

/**
 * Why `amount` and `currency` cannot be what the shopper is shown (issue 11, item 3), or null when they
 * can: both absent, or a positive whole number of minor units (2500 is €25.00, as a number or its
 * digits) and a three-letter ISO 4217 code, together.
 */
export function amountProblem(amount: unknown, currency: unknown): LoadErrorDetail | null {
  if ((amount === null || amount === undefined) && text(currency) === '') return null;
  const minor = minorUnits(amount);
  if (Number.isSafeInteger(minor) && minor > 0 && /^[a-z]{3}$/i.test(text(currency))) return null;
  return {
    code: 'amount_invalid',
    message: 'amount and currency: give both, amount in minor units (2500 for 25.00), currency as three letters (EUR).',
  };
}

/**
 * `amount` as a number: frameworks that set properties set the digits a template wrote as a string
 * (`amount="2500"` in Vue, Svelte, Preact, Solid and React 19), which count as that number.
 */
export const minorUnits = (amount: unknown): number => (typeof amount === 'string' && /^\d+$/.test(amount) ? Number(amount) : (amount as number));

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
  if (scheme === 'https' || scheme === 'http' || allowedReturnSchemes.some((allowed) => allowed.toLowerCase() === scheme && scheme !== ''))
    return null;
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- JSON.stringify gives undefined for undefined or a function, which a merchant can pass from plain JavaScript
  return `returnUrl ${JSON.stringify(returnUrl)?.slice(0, 80)} refused: use an absolute https: address (http: only on localhost) or an app scheme listed in allowedReturnSchemes. Nothing was sent.`;
}
