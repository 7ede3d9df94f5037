import type { BrowserInfo } from '../api/params.js';
import type { ChallengeWindowSize, Payment } from '../api/resources.js';
import type { CardInput, ServiceClient } from '../client/client.js';
import { isServiceClientError } from '../client/errors.js';
import type { ConfirmResult, Field, FieldError } from '../protocol/messages.js';
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
 */

export type ConfirmOutcome = Pick<ConfirmResult, 'outcome' | 'payment' | 'error'>;
type OutcomeError = NonNullable<ConfirmOutcome['error']>;

export interface ConfirmRequestLike {
  readonly clientSecret: string;
  readonly returnUrl?: string;
}

export type CollectedCard = { readonly card: CardInput } | { readonly error: FieldError };

export interface ConfirmEnvironment {
  /** Null until `init` arrived with a usable key. */
  readonly client: ServiceClient | null;
  /** The client secret the frame holds (from `init` or the latest `update`). */
  readonly clientSecret: string | null;
  /** The payment the session of `clientSecret` is bound to (read once, then cached by the caller). */
  paymentIdFor(clientSecret: string): Promise<string>;
  /** Shows every error, and returns the card to tokenize or the first error. */
  collectCard(): CollectedCard;
  browser(): BrowserInfo;
  challengeWindowSize(): ChallengeWindowSize;
  messages(): Messages;
  /** Fields read-only while the confirm runs. */
  setBusy?(busy: boolean): void;
  /** Developer-facing detail (the frame's console); never card data. */
  log?(message: string): void;
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
const failed = (code: string, messages: Messages, key: 'failure.generic' | 'failure.network' = 'failure.generic'): ConfirmOutcome => ({
  outcome: 'error',
  error: { code, message: messages[key] },
});

/** Payment statuses that are an outcome by themselves; 3D Secure arrives with a later issue, until then the host reports `requires_action`. */
const OUTCOME_OF_STATUS: Partial<Record<Payment['status'], ConfirmOutcome['outcome']>> = {
  completed: 'completed',
  processing: 'processing',
  pending: 'processing',
  requires_action: 'requires_action',
};

/** What a payment's status means for the shopper, after a confirm or a read. */
export function outcomeOfPayment(payment: Payment, messages: Messages): ConfirmOutcome {
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
    if (error.payment !== undefined) outcome.payment = error.payment;
    return outcome;
  }
  const offline = error.type === 'connection_error';
  log(offline ? error.message : `svc-elements: ${error.message} (${error.type}, ${error.code}, status ${error.status})`);
  return failed(error.code, messages, offline ? 'failure.network' : 'failure.generic');
}

export class ConfirmController {
  #inFlight = false;

  /** True while a confirm runs. */
  get inFlight(): boolean {
    return this.#inFlight;
  }

  async confirm(request: ConfirmRequestLike, env: ConfirmEnvironment): Promise<ConfirmOutcome> {
    const { client, clientSecret } = env;
    const messages = env.messages();
    const log = env.log ?? (() => {});
    if (this.#inFlight) {
      return { outcome: 'invalid', error: { code: 'confirm_in_progress', message: 'svc-elements: a confirm is already running.' } };
    }
    if (client === null || clientSecret === null) return failed('not_initialized', messages);
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
      const token = await client.tokenize(collected.card);
      // The client leaves an undefined returnUrl out of the request.
      const input = { clientSecret, token: token.id, browser: env.browser(), challengeWindowSize: env.challengeWindowSize(), returnUrl: request.returnUrl };
      try {
        return outcomeOfPayment(await client.confirm(paymentId, input), messages);
      } catch (error) {
        // Refused because of the payment's state: most often an earlier attempt went through but its
        // answer was lost. Report how the payment stands rather than an error.
        if (!isServiceClientError(error) || error.code !== 'payment_state_invalid') throw error;
        const payment = await client.retrievePayment(paymentId, clientSecret).catch(() => null);
        const status = payment?.status;
        if (status === 'completed' || status === 'processing' || status === 'requires_action') return outcomeOfPayment(payment!, messages);
        throw error;
      }
    } catch (error) {
      return outcomeOfError(error, messages, log);
    } finally {
      this.#inFlight = false;
      env.setBusy?.(false);
    }
  }
}
