/**
 * API keys and service addresses (interface: Authentication, Key types; contract: Transport and
 * environments). Shared by the browser kit and the server module, so both refuse the same mistakes.
 */
import { isLoopbackHost } from './urls.js';

export const KEY_KINDS = { sk: 'secret', pk: 'publishable', rk: 'restricted' } as const;
export type KeyKind = (typeof KEY_KINDS)[keyof typeof KEY_KINDS];
export type KeyMode = 'test' | 'live';

const KEY_SHAPE = /^(sk|pk|rk)_(test|live)_[A-Za-z0-9_]{8,}$/;

/** The kind and mode of a key, or null when it is not shaped like one of the service's keys. */
export function parseApiKey(key: unknown): { kind: KeyKind; mode: KeyMode } | null {
  if (typeof key !== 'string') return null;
  const match = KEY_SHAPE.exec(key);
  if (!match) return null;
  return { kind: KEY_KINDS[match[1] as keyof typeof KEY_KINDS], mode: match[2] as KeyMode };
}

/**
 * Codes of a key refused by browser code, the same wherever it is refused: the elements'
 * `svc-loaderror`, the card frame's `loaderror`, the browser client's `configuration_error`.
 * `secret_key_in_page` covers restricted (`rk_`) keys too: any server key, already leaked if the page
 * was public.
 */
export type BrowserKeyErrorCode = 'publishable_key_missing' | 'publishable_key_invalid' | 'secret_key_in_page';

/**
 * `secret` or `restricted` when the value starts like one of those keys, even if it is truncated or
 * otherwise malformed: a half-pasted secret key is still a secret to rotate.
 */
export function secretKeyKind(value: string): 'secret' | 'restricted' | null {
  if (value.startsWith('sk_')) return 'secret';
  if (value.startsWith('rk_')) return 'restricted';
  return null;
}

/**
 * Why `value` cannot be a page's publishable key (issue 4, item 5), or its mode when it can. The one
 * check of browser code: the elements make it before anything loads (and add what to do about a
 * leaked key), the browser client again before any request. `name` is how the message names the
 * setting (`publishable-key`, the attribute). The value is checked as given: the elements trim
 * attributes first. Keys are shown redacted, never whole.
 */
export function checkBrowserKey(value: unknown, name: string): { mode: KeyMode } | { code: BrowserKeyErrorCode; message: string } {
  const key = typeof value === 'string' ? value : '';
  if (key === '') return { code: 'publishable_key_missing', message: `${name} is missing: set it to your publishable key (pk_…).` };
  const secret = secretKeyKind(key);
  if (secret !== null) {
    return { code: 'secret_key_in_page', message: `${name} holds a ${secret} key (${redactKey(key)}), which must never be in a web page.` };
  }
  const parsed = parseApiKey(key);
  return parsed?.kind === 'publishable'
    ? { mode: parsed.mode }
    : { code: 'publishable_key_invalid', message: `${name} (${redactKey(key)}) is not a publishable key (pk_test_… or pk_live_…).` };
}

/** Where the service answers: `{base_url}` for live keys, `{sandbox_base_url}` for test keys. */
export const SERVICE_BASE_URLS: Readonly<Record<KeyMode, string>> = {
  live: 'https://api.svc.example',
  test: 'https://sandbox.api.svc.example',
};

/**
 * Why a key must not be sent to `url`, or null when it may: only `https:`, or `http:` on loopback
 * (contract: the kit and the server module refuse any other http:// address before a byte leaves).
 */
export function unsafeServiceUrlReason(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return `"${url}" is not an absolute URL`;
  }
  if (parsed.protocol === 'https:') return null;
  if (parsed.protocol === 'http:' && isLoopbackHost(parsed.hostname)) return null;
  if (parsed.protocol === 'http:') {
    return `${parsed.origin} is plain HTTP on a host that is not loopback: API keys are only sent over HTTPS (http: is allowed for localhost and 127.0.0.1 only)`;
  }
  return `${parsed.protocol} is not a scheme the service answers on; use https:`;
}

/** A redacted form of a key for messages: the prefix and the last four characters. */
export function redactKey(key: string): string {
  const prefix = /^[a-z]{2}_(test|live)_/.exec(key)?.[0] ?? key.slice(0, 3);
  return key.length > prefix.length + 4 ? `${prefix}…${key.slice(-4)}` : `${prefix}…`;
}

const CLIENT_SECRET_SHAPE = /^(cs_[A-Za-z0-9]+)_secret_[A-Za-z0-9_-]+$/;

/**
 * The session id inside a client secret (`cs_<id>_secret_<random>`, contract: Paths the interface
 * leaves open), or null when it is not one.
 */
export function sessionIdOf(clientSecret: string): string | null {
  return CLIENT_SECRET_SHAPE.exec(clientSecret)?.[1] ?? null;
}
