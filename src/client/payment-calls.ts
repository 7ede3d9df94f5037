import type { BrowserInfo, PaymentAuthenticateParams, TokenCreateParams } from '../api/params.js';
import type { ChallengeWindowSize } from '../api/resources.js';
import { Payment, Token } from '../validators/payment.generated.js';
import { checkClientSecret, checkId } from './calls.js';
import type { CallOptions, Requester } from './requester.js';

/**
 * The calls of a payment with a publishable key, one function each over a `Requester`
 * (./requester.ts): tokenize a card, confirm, authenticate, read the payment. Apart from
 * ./calls.ts (what a page reads before a payment) so that the card frame's confirm chunk carries
 * them and the validators of their answers (src/frame/README.md, "Size budget").
 */

/** What `POST /v1/tokens` takes as `card` (number, expiry, CVC, and optionally name, postal code, brand). */
export type CardInput = TokenCreateParams['card'];

export interface ConfirmInput {
  clientSecret: string;
  /** A `tok_…` id: a single-use one from `tokenize`, or a saved card of the session's customer. */
  token: string;
  /** Save the single-use card for the session's customer once the payment goes through (where its `savedCards.save` is `optional`). */
  saveCard?: boolean;
  /** A saved card's security code, asked again in the card frame when the merchant wants it (docs/element.md, "Saved cards"). */
  cvc?: string;
  returnUrl?: string;
  /** EMV 3DS browser data (see `collectBrowserInfo`). */
  browser: BrowserInfo;
  challengeWindowSize: ChallengeWindowSize;
}

export type AuthenticateInput = Required<Pick<PaymentAuthenticateParams, 'clientSecret'>> & Pick<PaymentAuthenticateParams, 'threeDSCompInd'>;

/** `POST /v1/tokens`: a single-use token; the number and CVC go no further than this request. */
export async function tokenize(requester: Requester, card: CardInput, call?: CallOptions): Promise<Token> {
  return requester.request('POST', '/v1/tokens', Token, call, { card });
}

/**
 * `POST /v1/payments/{id}/confirm`: the payment as it now stands; a refused card throws a `card_error`.
 * With a saved card (contract: client sessions): its token, and its `cvc` when the frame asked for it again.
 */
export async function confirmPayment(requester: Requester, paymentId: string, input: ConfirmInput, call?: CallOptions): Promise<Payment> {
  const { clientSecret, token, browser, challengeWindowSize, returnUrl, saveCard, cvc } = input;
  checkId('payment_id', paymentId, 'pay_');
  checkClientSecret(clientSecret);
  checkId('token', token, 'tok_');
  // JSON leaves out what is undefined: returnUrl, saveCard, cvc.
  return requester.request('POST', `/v1/payments/${paymentId}/confirm`, Payment, call, {
    clientSecret,
    token,
    browser,
    challengeWindowSize,
    returnUrl,
    saveCard,
    cvc,
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
