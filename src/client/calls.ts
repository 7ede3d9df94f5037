import { sessionIdOf } from '../api/keys.js';
import { ClientSession } from '../validators/session.generated.js';
import { configurationError } from './errors.js';
import type { CallOptions, Requester } from './requester.js';

/**
 * The browser's calls to the service with a publishable key (contract: Paths the interface leaves
 * open), one function each over a `Requester` (./requester.ts). Here: what a page reads before a
 * payment (the client session), and the checks every call shares; ./card-bin-calls.ts: a card's
 * brands; ./payment-calls.ts: tokenize, confirm, authenticate, read the payment; ./setup-calls.ts and
 * ./saved-card-calls.ts: a setup session's and a customer's saved cards. One function per call, and
 * a module per part of a page, so a bundle carries only the calls it makes and the validators of
 * their answers: the return page only `retrievePayment`; the card frame reads the session up front,
 * its widgets chunk looks up brands, its confirm chunk makes the rest (src/frame/README.md, "Size budget"). No DOM: the tests run them in Node against the real
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

/**
 * `GET /v1/client_sessions/{id}?client_secret=…`: the session, and what it is bound to (a payment, a
 * customer), checked as `ClientSession`, the fields every session has: a setup session's own pass
 * unchecked here and are read with `retrieveSetupSession` (./setup-calls.ts), which checks them.
 */
export async function retrieveSession(requester: Requester, clientSecret: string, call?: CallOptions): Promise<ClientSession> {
  return requester.request('GET', `/v1/client_sessions/${checkClientSecret(clientSecret)}?client_secret=${clientSecret}`, ClientSession, call);
}
