import { sessionIdOf } from '../api/keys.js';
import { CardBin, ClientSession } from '../validators/session.generated.js';
import { configurationError } from './errors.js';
import type { CallOptions, Requester } from './requester.js';

/**
 * The browser's calls to the service with a publishable key (contract: Paths the interface leaves
 * open), one function each over a `Requester` (./requester.ts). Here: what a page reads before a
 * payment (the client session, a card's brands); ./payment-calls.ts: tokenize, confirm,
 * authenticate, read the payment. One function per call, and two modules, so a bundle carries only
 * the calls it makes and the validators of their answers: the return page only `retrievePayment`;
 * the card frame reads the session and looks up brands up front, and its confirm chunk makes the
 * rest (src/frame/README.md, "Size budget"). No DOM: the tests run them in Node against the real
 * sandbox.
 *
 * The requester holds the safety rules (a `pk_` key only, `https:` or loopback only, both checked
 * before any byte leaves; every answer parsed), the retries and the Idempotency-Key. The checks
 * below run on every value a call puts into a path: a malformed id or client secret is refused with
 * a `configuration_error` before the path is built, so nothing can rewrite a request path, and
 * nothing is sent.
 */

/** Throws `<name>_invalid` unless `value` is an id with `prefix` (`pay_…`, `tok_…`) and word characters only. */
export function checkId(name: string, value: string, prefix: string): void {
  if (typeof value !== 'string' || !value.startsWith(prefix) || !/^\w+$/.test(value)) {
    throw configurationError(`${name}_invalid`, `not a ${prefix}… id. Nothing was sent.`);
  }
}

/** Throws `client_secret_invalid` unless `clientSecret` is shaped like one; returns its session id. */
export function checkClientSecret(clientSecret: string): string {
  const sessionId = typeof clientSecret === 'string' && sessionIdOf(clientSecret);
  if (!sessionId)
    throw configurationError('client_secret_invalid', 'not a client secret (cs_…_secret_…) from POST /v1/client_sessions. Nothing was sent.');
  return sessionId;
}

/** `GET /v1/client_sessions/{id}?client_secret=…`: the session, and the payment it is bound to. */
export async function retrieveSession(requester: Requester, clientSecret: string, call?: CallOptions): Promise<ClientSession> {
  return requester.request('GET', `/v1/client_sessions/${checkClientSecret(clientSecret)}?client_secret=${clientSecret}`, ClientSession, call);
}

/** `GET /v1/card_bins/{first 6 to 8 digits}`: the card's brands (several for a co-badged card). */
export async function lookupCardBin(requester: Requester, bin: string, call?: CallOptions): Promise<CardBin> {
  if (!/^\d{6,8}$/.test(bin)) throw configurationError('bin_invalid', 'a brand look-up takes 6 to 8 digits.');
  return requester.request('GET', `/v1/card_bins/${bin}`, CardBin, call);
}
