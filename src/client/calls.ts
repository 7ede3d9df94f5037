import { sessionIdOf } from '../api/keys.js';
import type { BrowserInfo, PaymentAuthenticateParams, TokenCreateParams } from '../api/params.js';
import type { ChallengeWindowSize } from '../api/resources.js';
import { CardBin, ClientSession, Payment, Token } from '../validators/generated.js';
import { configurationError } from './errors.js';
import type { CallOptions, Requester } from './requester.js';

/**
 * The browser's calls to the service with a publishable key (contract: Paths the interface leaves
 * open), one function each over a `Requester` (./requester.ts): read the client session, look up a
 * card's brands, tokenize a card, confirm, authenticate, read the payment. One function per call,
 * so a bundle carries only the calls it makes and the validators of their answers: the return page
 * only `retrievePayment`; the card frame reads the session and looks up brands up front, and its
 * confirm chunk makes the rest (src/frame/README.md, "Size budget"). No DOM: the tests run them in
 * Node against the real sandbox.
 *
 * The requester holds the safety rules (a `pk_` key only, `https:` or loopback only, both checked
 * before any byte leaves; every answer parsed), the retries and the Idempotency-Key. The checks
 * below run on every value a call puts into a path: a malformed id or client secret is refused with
 * a `configuration_error` before the path is built, so nothing can rewrite a request path, and
 * nothing is sent.
 */

/** What `POST /v1/tokens` takes as `card` (number, expiry, CVC, and optionally name, postal code, brand). */
export type CardInput = TokenCreateParams['card'];

export interface ConfirmInput {
  clientSecret: string;
  /** A `tok_…` id from `tokenize`. Tokens are single use. */
  token: string;
  returnUrl?: string;
  /** EMV 3DS browser data (see `collectBrowserInfo`). */
  browser: BrowserInfo;
  challengeWindowSize: ChallengeWindowSize;
}

export type AuthenticateInput = Required<Pick<PaymentAuthenticateParams, 'clientSecret'>> & Pick<PaymentAuthenticateParams, 'threeDSCompInd'>;

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

/** `POST /v1/tokens`: a single-use token; the number and CVC go no further than this request. */
export async function tokenize(requester: Requester, card: CardInput, call?: CallOptions): Promise<Token> {
  return requester.request('POST', '/v1/tokens', Token, call, { card });
}

/** `POST /v1/payments/{id}/confirm`: the payment as it now stands; a refused card throws a `card_error`. */
export async function confirmPayment(requester: Requester, paymentId: string, input: ConfirmInput, call?: CallOptions): Promise<Payment> {
  const { clientSecret, token, browser, challengeWindowSize, returnUrl } = input;
  checkId('payment_id', paymentId, 'pay_');
  checkClientSecret(clientSecret);
  checkId('token', token, 'tok_');
  // JSON leaves out a returnUrl that is undefined.
  return requester.request('POST', `/v1/payments/${paymentId}/confirm`, Payment, call, {
    clientSecret,
    token,
    browser,
    challengeWindowSize,
    returnUrl,
  });
}

/**
 * `POST /v1/payments/{id}/authenticate` after the 3DS Method: `Y` it completed within 10 s, `N` it
 * did not, `U` it could not run. The payment as it now stands (frictionless, or a challenge).
 */
export async function authenticatePayment(requester: Requester, paymentId: string, input: AuthenticateInput, call?: CallOptions): Promise<Payment> {
  const { clientSecret, threeDSCompInd } = input;
  checkId('payment_id', paymentId, 'pay_');
  checkClientSecret(clientSecret);
  return requester.request('POST', `/v1/payments/${paymentId}/authenticate`, Payment, call, { clientSecret, threeDSCompInd });
}

/**
 * `GET /v1/payments/{id}?client_secret=…`: the payment's public fields, parsed as a `Payment`.
 * Rejects with a `ServiceClientError`, a malformed id or secret included (nothing is sent then).
 */
export async function retrievePayment(requester: Requester, paymentId: string, clientSecret: string, call?: CallOptions): Promise<Payment> {
  checkId('payment_id', paymentId, 'pay_');
  checkClientSecret(clientSecret);
  return requester.request('GET', `/v1/payments/${paymentId}?client_secret=${clientSecret}`, Payment, call);
}
