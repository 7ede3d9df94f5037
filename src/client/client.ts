import type { BrowserInfo, PaymentAuthenticateParams, TokenCreateParams } from '../api/params.js';
import type { ChallengeWindowSize } from '../api/resources.js';
import { CardBin, ClientSession, Payment, Token } from '../validators/generated.js';
import { checkClientSecret, checkId } from './calls.js';
import { configurationError } from './errors.js';
import { type CallOptions, type Requester, type RequesterOptions, createRequester } from './requester.js';

/**
 * The browser's calls to the service with a publishable key (contract: Paths the interface leaves
 * open): read the client session, tokenize a card, confirm, read the payment, look up a card's
 * brands. No DOM: the card frame is its only user today, and the tests run it in Node against the
 * real sandbox.
 *
 * Built on `createRequester` (./requester.ts), which holds the safety rules (a `pk_` key only,
 * `https:` or loopback only, both checked before any byte leaves; every answer parsed), the retries
 * and the Idempotency-Key. Answers are parsed with the validators generated from the `src/api`
 * schemas (src/validators/README.md). Ids and client secrets are checked with
 * ./calls.ts before they go into a path. A page that needs one call uses the requester with that
 * call's function from ./calls.ts instead, and bundles none of the others (the return page:
 * `retrievePayment`).
 */

export { DEFAULT_MAX_NETWORK_RETRIES, DEFAULT_TIMEOUT_MS, defaultRetryDelayMs, isRetryableAnswer, type CallOptions } from './requester.js';
export { sessionIdOf } from '../api/keys.js';

/** The options of `createRequester`: the key, the service address, retries and timeouts. */
export type ServiceClientOptions = RequesterOptions;

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

/** The requester (`serviceUrl`, `mode`, `request`) with the card frame's calls. */
export interface ServiceClient extends Requester {
  /** `GET /v1/client_sessions/{id}?client_secret=…`: the session, and the payment it is bound to. */
  retrieveSession(clientSecret: string, options?: CallOptions): Promise<ClientSession>;
  /** `POST /v1/tokens`: a single-use token; the number and CVC go no further than this request. */
  tokenize(card: CardInput, options?: CallOptions): Promise<Token>;
  /** `POST /v1/payments/{id}/confirm`: the payment as it now stands; a refused card throws a `card_error`. */
  confirm(paymentId: string, input: ConfirmInput, options?: CallOptions): Promise<Payment>;
  /**
   * `POST /v1/payments/{id}/authenticate` after the 3DS Method: `Y` it completed within 10 s, `N` it
   * did not, `U` it could not run. The payment as it now stands (frictionless, or a challenge).
   */
  authenticate(paymentId: string, input: AuthenticateInput, options?: CallOptions): Promise<Payment>;
  /** `GET /v1/payments/{id}?client_secret=…`: public fields only. */
  retrievePayment(paymentId: string, clientSecret: string, options?: CallOptions): Promise<Payment>;
  /** `GET /v1/card_bins/{first 6 to 8 digits}`: the card's brands (several for a co-badged card). */
  lookupCardBin(bin: string, options?: CallOptions): Promise<CardBin>;
}

/**
 * A client for one publishable key and one service origin. Throws a `configuration_error` at once
 * for a key that is not `pk_` or an address keys must not be sent to (`createRequester`).
 */
export function createServiceClient(options: ServiceClientOptions): ServiceClient {
  const requester = createRequester(options);
  // eslint-disable-next-line @typescript-eslint/unbound-method -- createRequester's request is a closure that never reads `this`
  const { request } = requester;
  // Methods rather than the functions of ./calls.ts bound to the requester: a wrapper per call
  // would cost the card frame's script bytes it is measured on (test/frame/page.test.ts).
  return {
    ...requester,
    async retrieveSession(clientSecret, call) {
      return request('GET', `/v1/client_sessions/${checkClientSecret(clientSecret)}?client_secret=${clientSecret}`, ClientSession, call);
    },
    async tokenize(card, call) {
      return request('POST', '/v1/tokens', Token, call, { card });
    },
    async confirm(paymentId, { clientSecret, token, browser, challengeWindowSize, returnUrl }, call) {
      checkId('payment_id', paymentId, 'pay_');
      checkClientSecret(clientSecret);
      checkId('token', token, 'tok_');
      // JSON leaves out a returnUrl that is undefined.
      return request('POST', `/v1/payments/${paymentId}/confirm`, Payment, call, { clientSecret, token, browser, challengeWindowSize, returnUrl });
    },
    async authenticate(paymentId, { clientSecret, threeDSCompInd }, call) {
      checkId('payment_id', paymentId, 'pay_');
      checkClientSecret(clientSecret);
      return request('POST', `/v1/payments/${paymentId}/authenticate`, Payment, call, { clientSecret, threeDSCompInd });
    },
    // The same call as `retrievePayment` of ./calls.ts, which parses the whole `Payment` for the return page.
    async retrievePayment(paymentId, clientSecret, call) {
      checkId('payment_id', paymentId, 'pay_');
      checkClientSecret(clientSecret);
      return request('GET', `/v1/payments/${paymentId}?client_secret=${clientSecret}`, Payment, call);
    },
    async lookupCardBin(bin, call) {
      if (!/^\d{6,8}$/.test(bin)) throw configurationError('bin_invalid', 'a brand look-up takes 6 to 8 digits.');
      return request('GET', `/v1/card_bins/${bin}`, CardBin, call);
    },
  };
}
