import type { BrowserInfo } from '../../api/params.js';
import type { ChallengeWindowSize, NextAction } from '../../api/resources.js';
import { Payment } from '../../validators/payment.generated.js';
import { authenticatePayment, confirmPayment, retrievePayment, tokenize, type CardInput } from '../../client/payment-calls.js';
import { isServiceClientError } from '../../client/errors.js';
import type { Requester } from '../../client/requester.js';
import type { ConfirmResult, Field, FieldError } from '../../protocol/messages.js';
import type { ChallengeResultValue } from '../../protocol/rules.js';
import { bankAddress } from '../shared/bank-address.js';
import { declineText, type Messages } from './messages/index.js';

/**
 * A confirm from inside the frame (issue 4, items 5 and 6): refuse a replaced client secret, refuse
 * a second confirm while one runs, validate, tokenize, confirm, and turn whatever happened into one
 * `confirm-result` outcome. No DOM: the form is reached through `ConfirmEnvironment`, so Node tests
 * run it against the real sandbox.
 *
 * Never twice: one confirm at a time per frame (a double click gets `invalid`, code
 * `confirm_in_progress`, and changes nothing); each confirm is one attempt with one Idempotency-Key
 * across its network retries (`src/client`). If an attempt's answer was lost and the shopper tries
 * again, the service refuses the second confirm of a payment that went through
 * (`payment_state_invalid`): the frame then reads the payment and reports how it stands.
 *
 * 3D Secure (contract: Next actions and 3D Secure; issue 5) is part of the same confirm, so the
 * merchant writes nothing for it: a `three_d_secure_fingerprint` runs the 3DS Method (through
 * `env.threeDSMethod`, which answers `threeDSCompInd`) and authenticates; a
 * `three_d_secure_challenge` asks the host for the dialog (`env.challenge`) and then reads the
 * payment; a `redirect` ends the confirm with outcome `redirect` and the URL the page must go to.
 */

export type ConfirmOutcome = Pick<ConfirmResult, 'outcome' | 'payment' | 'error' | 'redirectUrl'>;
type OutcomeError = NonNullable<ConfirmOutcome['error']>;

export interface ConfirmRequestLike {
  readonly clientSecret: string;
  readonly returnUrl?: string;
  /** What the shopper was shown: when given, only a payment of this amount (minor units) and currency is confirmed. */
  readonly amount?: number;
  readonly currency?: string;
}

type ActionOf<Type extends NextAction['type']> = Extract<NextAction, { type: Type }>;
/** EMV `threeDSCompInd`: the 3DS Method completed in time (Y), did not (N), or could not run (U). */
export type ThreeDSCompInd = 'Y' | 'N' | 'U';

export type CollectedCard = { readonly card: CardInput } | { readonly error: FieldError };

export interface ConfirmEnvironment {
  /** Null until `init` arrived with a usable key. */
  readonly requester: Requester | null;
  /** The client secret the frame holds (from `init` or the latest `update`). */
  readonly clientSecret: string | null;
  /** The payment the session of `clientSecret` is bound to (read once, then cached by the caller). */
  paymentIdFor(clientSecret: string): Promise<string>;
  /** Shows every error, and returns the card to tokenize or the first error. */
  collectCard(): CollectedCard;
  browser(): BrowserInfo;
  challengeWindowSize(): ChallengeWindowSize;
  /** Runs the 3DS Method of the payment `paymentId` (hidden iframe, 10-second rule) and says how it went. */
  threeDSMethod(action: ActionOf<'three_d_secure_fingerprint'>, paymentId: string): Promise<ThreeDSCompInd>;
  /** Has the host show the challenge; resolves when the dialog has ended, and how. */
  challenge(action: ActionOf<'three_d_secure_challenge'>): Promise<ChallengeResultValue>;
  messages(): Messages;
  /** Fields read-only while the confirm runs. */
  setBusy?(busy: boolean): void;
  /** Developer-facing detail (the frame's console); never card data. A function: the flow calls it on its own. */
  log?: (message: string) => void;
}

/** The field a refusal is about, so the frame can point at it. */
export const REFUSAL_FIELDS: Readonly<Record<string, Field>> = {
  incorrect_number: 'number',
  invalid_number: 'number',
  expired_card: 'expiry',
  invalid_expiry_month: 'expiry',
  invalid_expiry_year: 'expiry',
  incorrect_cvc: 'cvc',
  invalid_cvc: 'cvc',
};

function refusal(code: string, declineCode: string | undefined, messages: Messages): OutcomeError {
  const error: OutcomeError = { code, message: declineText(messages, code, declineCode) };
  if (declineCode !== undefined) error.declineCode = declineCode;
  const field = REFUSAL_FIELDS[code];
  if (field !== undefined) error.field = field;
  return error;
}

/** An `error` outcome with the shopper's generic text (or the text of `key`). */
type FailureKey = 'failure.generic' | 'failure.network' | 'failure.authenticationUnavailable';
const failed = (code: string, messages: Messages, key: FailureKey = 'failure.generic'): ConfirmOutcome => ({
  outcome: 'error',
  error: { code, message: messages[key] },
});

/** Payment statuses that are an outcome by themselves. `requires_action` is handled by the confirm itself. */
const OUTCOME_OF_STATUS: Partial<Record<Payment['status'], ConfirmOutcome['outcome']>> = {
  completed: 'completed',
  processing: 'processing',
  pending: 'processing',
};

/** At most this many next actions in one confirm (fingerprint, then challenge): a service looping is an error. */
const MAX_NEXT_ACTIONS = 3;
/** After the challenge notice the service may still be recording the result: read again this often. */
const SETTLE_READS = 4;
const SETTLE_DELAY_MS = 750;

/** Whether the page may be sent to a redirect next action's `url`: https, or the service's own origin. */
export function isSafeRedirect(url: string, serviceOrigin: string): boolean {
  return bankAddress(url, serviceOrigin) !== null;
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** What a payment's status means for the shopper, after a confirm or a read. */
function outcomeOfPayment(payment: Payment, messages: Messages): ConfirmOutcome {
  const { status, lastError } = payment;
  const outcome = OUTCOME_OF_STATUS[status];
  if (outcome) return { outcome, payment };
  const unpaid = status === 'requires_payment_method';
  if (unpaid && lastError) return { outcome: 'declined', payment, error: refusal(lastError.code, lastError.declineCode, messages) };
  return { ...failed(unpaid ? 'payment_incomplete' : `payment_${status}`, messages), payment };
}

/** What a thrown error means for the shopper; the developer's detail goes to `log`. */
export function outcomeOfError(error: unknown, messages: Messages, log: (message: string) => void = () => {}): ConfirmOutcome {
  if (!isServiceClientError(error)) {
    log(`svc-elements: confirm failed: ${String(error)}`);
    return failed('unexpected_error', messages);
  }
  if (error.isCardError) {
    const outcome: ConfirmOutcome = { outcome: 'declined', error: refusal(error.code, error.declineCode, messages) };
    // The payment the refused confirm left behind, when the error body carries one.
    const payment = Payment.safeParse(error.payment);
    if (payment.success) outcome.payment = payment.data;
    return outcome;
  }
  const offline = error.type === 'connection_error';
  log(offline ? error.message : `svc-elements: ${error.message} (${error.type}, ${error.code}, status ${error.status})`);
  return failed(error.code, messages, offline ? 'failure.network' : 'failure.generic');
}

/**
 * Why a payment is not the one the shopper was shown (the element's `amount` and `currency`, issue 11,
 * item 3), or null when it is. Nothing is tokenized or confirmed when it is not: the merchant's server
 * created the payment for another total (a cart changed in between, a bug).
 */
export function amountMismatch(
  payment: Pick<Payment, 'amount' | 'currency'>,
  expected: Pick<ConfirmRequestLike, 'amount' | 'currency'>,
): string | null {
  const sameAmount = expected.amount === undefined || payment.amount === expected.amount;
  const sameCurrency = expected.currency === undefined || payment.currency.toUpperCase() === expected.currency.toUpperCase();
  if (sameAmount && sameCurrency) return null;
  return (
    `svc-elements: confirm refused: the payment is ${payment.amount} ${payment.currency.toUpperCase()}, the element shows ` +
    `${expected.amount ?? payment.amount} ${(expected.currency ?? payment.currency).toUpperCase()} (amount, currency). Nothing was charged.`
  );
}

export class ConfirmFlow {
  #inFlight = false;

  /** True while a confirm runs. */
  get inFlight(): boolean {
    return this.#inFlight;
  }

  async confirm(request: ConfirmRequestLike, env: ConfirmEnvironment): Promise<ConfirmOutcome> {
    const { requester, clientSecret } = env;
    const messages = env.messages();
    const log = env.log ?? (() => {});
    if (this.#inFlight) {
      return { outcome: 'invalid', error: { code: 'confirm_in_progress', message: 'svc-elements: a confirm is already running.' } };
    }
    if (requester === null || clientSecret === null) return failed('not_initialized', messages);
    if (request.clientSecret !== clientSecret) {
      const text = 'svc-elements: confirm refused: its client secret is not the one the card frame holds (replaced mid-flight?).';
      log(text);
      return { outcome: 'invalid', error: { code: 'client_secret_mismatch', message: text } };
    }
    const collected = env.collectCard();
    if ('error' in collected) return { outcome: 'invalid', error: collected.error };

    this.#inFlight = true;
    env.setBusy?.(true);
    try {
      const paymentId = await env.paymentIdFor(clientSecret);
      if (request.amount !== undefined || request.currency !== undefined) {
        const mismatch = amountMismatch(await retrievePayment(requester, paymentId, clientSecret), request);
        if (mismatch !== null) {
          log(mismatch);
          return { outcome: 'invalid', error: { code: 'amount_mismatch', message: mismatch } };
        }
      }
      const token = await tokenize(requester, collected.card);
      // The call leaves an undefined returnUrl out of the request.
      const input = {
        clientSecret,
        token: token.id,
        browser: env.browser(),
        challengeWindowSize: env.challengeWindowSize(),
        returnUrl: request.returnUrl,
      };
      let payment: Payment;
      try {
        payment = await confirmPayment(requester, paymentId, input);
      } catch (error) {
        // Refused because of the payment's state: most often an earlier attempt went through but its
        // answer was lost. Carry on from how the payment stands rather than report an error.
        if (!isServiceClientError(error) || error.code !== 'payment_state_invalid') throw error;
        const read = await retrievePayment(requester, paymentId, clientSecret).catch(() => null);
        if (read === null || (read.status !== 'completed' && read.status !== 'processing' && read.status !== 'requires_action')) throw error;
        payment = read;
      }
      return await this.#authenticate(payment, clientSecret, requester, env);
    } catch (error) {
      return outcomeOfError(error, messages, log);
    } finally {
      this.#inFlight = false;
      env.setBusy?.(false);
    }
  }

  /** Plays the payment's next actions until it no longer needs one, and turns it into an outcome. */
  async #authenticate(payment: Payment, clientSecret: string, requester: Requester, env: ConfirmEnvironment): Promise<ConfirmOutcome> {
    const messages = env.messages();
    for (let step = 0; step < MAX_NEXT_ACTIONS && payment.status === 'requires_action'; step += 1) {
      const action = payment.nextAction;
      switch (action?.type) {
        case 'three_d_secure_fingerprint': {
          const threeDSCompInd = await env.threeDSMethod(action, payment.id);
          payment = await authenticatePayment(requester, payment.id, { clientSecret, threeDSCompInd });
          break;
        }
        case 'three_d_secure_challenge': {
          const result = await env.challenge(action);
          if (result === 'canceled')
            return { outcome: 'canceled', payment, error: { code: 'authentication_canceled', message: messages['failure.authenticationCanceled'] } };
          if (result === 'failed') return { ...failed('authentication_unavailable', messages, 'failure.authenticationUnavailable'), payment };
          payment = await this.#settled(payment.id, clientSecret, requester);
          // Still waiting for this very challenge: the service never heard the ACS. Not a loop to retry.
          if (payment.status === 'requires_action' && payment.nextAction?.type === 'three_d_secure_challenge') {
            return { ...failed('authentication_unavailable', messages, 'failure.authenticationUnavailable'), payment };
          }
          break;
        }
        case 'redirect':
          // The page will go there: https, or the service's own origin (the sandbox on loopback).
          if (!isSafeRedirect(action.url, requester.serviceUrl)) {
            env.log?.(`svc-elements: the service sent a redirect that is not https (${action.url.slice(0, 80)}); not followed.`);
            return { ...failed('redirect_url_invalid', messages), payment };
          }
          return { outcome: 'redirect', payment, redirectUrl: action.url };
        default:
          env.log?.(
            `svc-elements: the service asked for a next action this kit does not know (${String((action as { type?: unknown } | null)?.type)}); update svc-elements.`,
          );
          return { ...failed('next_action_unsupported', messages), payment };
      }
    }
    if (payment.status === 'requires_action') return { ...failed('next_action_loop', messages), payment };
    return outcomeOfPayment(payment, messages);
  }

  /** The payment after a challenge: read until it has left the challenge, a few times at most. */
  async #settled(paymentId: string, clientSecret: string, requester: Requester): Promise<Payment> {
    let payment = await retrievePayment(requester, paymentId, clientSecret);
    for (let read = 1; read < SETTLE_READS && payment.status === 'requires_action'; read += 1) {
      await pause(SETTLE_DELAY_MS);
      payment = await retrievePayment(requester, paymentId, clientSecret);
    }
    return payment;
  }
}
