import type { BrowserInfo } from '../../api/params.js';
import type { ChallengeWindowSize, ClientSession, NextAction, SetupSession, Token } from '../../api/resources.js';
import { Payment } from '../../validators/payment.generated.js';
import { authenticatePayment, confirmPayment, retrievePayment, tokenize, type CardInput } from '../../client/payment-calls.js';
import { authenticateSetup, confirmSetup, retrieveSetupSession } from '../../client/setup-calls.js';
import { isServiceClientError } from '../../client/errors.js';
import type { Requester } from '../../client/requester.js';
import type { CardUsed, ConfirmResult, Field, FieldError, SavedCard } from '../../protocol/messages.js';
import type { ChallengeResultValue } from '../../protocol/rules.js';
import { bankAddress } from '../shared/bank-address.js';
import { declineText, type Messages } from './messages/index.js';

/**
 * A confirm from inside the frame (issue 4, items 5 and 6): refuse a replaced client secret, refuse
 * a second confirm while one runs, validate, tokenize, confirm, and turn whatever happened into one
 * `confirm-result` outcome. No DOM: the form is reached through `ConfirmEnvironment`, so Node tests
 * run it against the real sandbox.
 *
 * What is confirmed follows the client session (issue 14; contract: Customers, saved cards,
 * subscriptions and invoices): a payment session pays its payment, with a card typed in (saved for
 * the customer too with `saveCard`: the shopper ticked the box, or the session saves every card) or
 * with one of the customer's saved cards (its token, and its CVC when the merchant has it asked
 * again); a setup session saves the card typed in for its customer without paying
 * (`POST /v1/client_sessions/{id}/confirm`), through the same 3D Secure steps. Either way a card
 * that was saved comes back as `savedCard`: its id, brand and last four, never more; and every outcome
 * but `invalid` says which card the confirm used (`cardUsed`: a saved card, or a new one and whether
 * it was saved).
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

export type ConfirmOutcome = Pick<ConfirmResult, 'outcome' | 'payment' | 'error' | 'redirectUrl' | 'savedCard' | 'cardUsed'>;
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

/**
 * One of the customer's saved cards, as the shopper chose it: its token, what the shopper was shown of it
 * (`cardUsed` names it to the host), and its CVC when the frame asked for it again.
 */
export interface ChosenSavedCard extends Readonly<SavedCard> {
  readonly cvc?: string;
}

/**
 * What the form hands a confirm: a card typed in (with `saveCard` when the shopper ticked "save this
 * card"), a saved card, or the first error.
 */
export type CollectedCard =
  { readonly card: CardInput; readonly saveCard?: boolean } | { readonly savedCard: ChosenSavedCard } | { readonly error: FieldError };

export interface ConfirmEnvironment {
  /** Null until `init` arrived with a usable key. */
  readonly requester: Requester | null;
  /** The client secret the frame holds (from `init` or the latest `update`). */
  readonly clientSecret: string | null;
  /**
   * The session of `clientSecret` (read once, then cached by the caller): a payment session bound to
   * its payment (the caller refuses one without), or a setup session.
   */
  sessionFor(clientSecret: string): Promise<ClientSession>;
  /** Shows every error, and returns the card to tokenize or the first error. */
  collectCard(): CollectedCard;
  browser(): BrowserInfo;
  challengeWindowSize(): ChallengeWindowSize;
  /**
   * Runs the 3DS Method of the payment `paymentId`, or of the setup session when it is undefined
   * (hidden iframe, 10-second rule), and says how it went.
   */
  threeDSMethod(action: ActionOf<'three_d_secure_fingerprint'>, paymentId: string | undefined): Promise<ThreeDSCompInd>;
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

/** The card a confirm saved, as the host may learn it: no number, no CVC, no network token. */
export function savedCardOf(token: Pick<Token, 'id' | 'card'>): SavedCard {
  return { id: token.id, brand: token.card.brand, last4: token.card.last4 };
}

/**
 * Which card a confirm used (`cardUsed`): the saved card chosen (its id, brand and last four, never its
 * CVC), or the card typed in, saved by this confirm when the outcome names a `savedCard`.
 */
export function cardUsedOf(collected: Exclude<CollectedCard, { error: FieldError }>, outcome: ConfirmOutcome): CardUsed {
  if ('savedCard' in collected) {
    const { id, brand, last4 } = collected.savedCard;
    return { source: 'saved', id, brand, last4 };
  }
  return { source: 'new', saved: outcome.savedCard !== undefined };
}

/** What a setup session's status means for the shopper, after a confirm or a read: its card saved, or refused. */
function outcomeOfSetup(session: SetupSession, messages: Messages): ConfirmOutcome {
  const { status, token, lastError } = session;
  if (status === 'succeeded' && token) return { outcome: 'completed', savedCard: savedCardOf(token) };
  if (status === 'requires_payment_method' && lastError)
    return { outcome: 'declined', error: refusal(lastError.code, lastError.declineCode, messages) };
  return failed(`setup_${status}`, messages);
}

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

/** What a confirm steps through 3D Secure: a payment, or a setup session saving a card. */
interface Authenticating<T extends { status?: string; nextAction?: NextAction | null }> {
  /** The payment's id, for the 3DS Method page; undefined for a setup session (the page reads the session). */
  readonly paymentId: string | undefined;
  /** After the 3DS Method: `threeDSCompInd` Y, N or U. */
  authenticate(threeDSCompInd: ThreeDSCompInd): Promise<T>;
  /** Reads it again, after the challenge. */
  read(): Promise<T>;
  /** What an outcome carries of it: the payment; nothing of a session. */
  shown(value: T): Pick<ConfirmOutcome, 'payment'>;
}

/** Where the next actions left it: settled (no action asked any more), or already an outcome (canceled, redirect…). */
type Stepped<T> = { readonly settled: T } | { readonly outcome: ConfirmOutcome };

const isSteppingOn = (value: { status?: string }) => value.status === 'requires_action';

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
    let outcome: ConfirmOutcome;
    try {
      const session = await env.sessionFor(clientSecret);
      const paid =
        session.mode === 'setup' ? this.#save(session, collected, request, requester, env) : this.#pay(session, collected, request, requester, env);
      outcome = await paid;
    } catch (error) {
      outcome = outcomeOfError(error, messages, log);
    } finally {
      this.#inFlight = false;
      env.setBusy?.(false);
    }
    // `invalid`: refused before anything was sent (the amount, a setup session holding a saved card).
    return outcome.outcome === 'invalid' ? outcome : { ...outcome, cardUsed: cardUsedOf(collected, outcome) };
  }

  /** A payment session: the card typed in (tokenized here) or a saved card pays the session's payment. */
  async #pay(
    session: ClientSession,
    collected: Exclude<CollectedCard, { error: FieldError }>,
    request: ConfirmRequestLike,
    requester: Requester,
    env: ConfirmEnvironment,
  ): Promise<ConfirmOutcome> {
    const { clientSecret } = request;
    const log = env.log ?? (() => {});
    // The caller's sessionFor refuses a payment session without a payment.
    const paymentId = session.payment ?? '';
    if (request.amount !== undefined || request.currency !== undefined) {
      const mismatch = amountMismatch(await retrievePayment(requester, paymentId, clientSecret), request);
      if (mismatch !== null) {
        log(mismatch);
        return { outcome: 'invalid', error: { code: 'amount_mismatch', message: mismatch } };
      }
    }
    const token = 'card' in collected ? await tokenize(requester, collected.card) : null;
    const saveCard = 'card' in collected && collected.saveCard === true;
    // The call leaves what is undefined out of the request: returnUrl, saveCard, cvc.
    const input = {
      clientSecret,
      token: token?.id ?? ('savedCard' in collected ? collected.savedCard.id : ''),
      browser: env.browser(),
      challengeWindowSize: env.challengeWindowSize(),
      returnUrl: request.returnUrl,
      saveCard: saveCard || undefined,
      cvc: 'savedCard' in collected ? collected.savedCard.cvc : undefined,
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
    const stepped = await this.#nextActions(
      payment,
      {
        paymentId,
        authenticate: (threeDSCompInd) => authenticatePayment(requester, paymentId, { clientSecret, threeDSCompInd }),
        read: () => retrievePayment(requester, paymentId, clientSecret),
        shown: (value) => ({ payment: value }),
      },
      env,
    );
    const outcome = 'outcome' in stepped ? stepped.outcome : outcomeOfPayment(stepped.settled, env.messages());
    // The card typed in is saved for the customer once the payment goes through: the shopper ticked the box,
    // or the session saves every card (the saved-cards view then asks for it too: ./saved-cards/).
    if (token !== null && saveCard && (outcome.outcome === 'completed' || outcome.outcome === 'processing')) outcome.savedCard = savedCardOf(token);
    return outcome;
  }

  /** A setup session: the card typed in is tokenized and saved for the session's customer, nothing is paid. */
  async #save(
    session: ClientSession,
    collected: Exclude<CollectedCard, { error: FieldError }>,
    request: ConfirmRequestLike,
    requester: Requester,
    env: ConfirmEnvironment,
  ): Promise<ConfirmOutcome> {
    const { clientSecret } = request;
    if (request.amount !== undefined || request.currency !== undefined || !('card' in collected)) {
      // The element shows a total, or holds a saved card: neither belongs to a session that saves a card and charges nothing.
      const text = `svc-elements: confirm refused: client session ${session.id} saves a card and charges nothing (mode: setup); remove amount and currency from the element. Nothing was sent.`;
      env.log?.(text);
      return { outcome: 'invalid', error: { code: 'amount_mismatch', message: text } };
    }
    const token = await tokenize(requester, collected.card);
    let saving: SetupSession;
    try {
      saving = await confirmSetup(requester, clientSecret, {
        token: token.id,
        browser: env.browser(),
        challengeWindowSize: env.challengeWindowSize(),
        returnUrl: request.returnUrl,
      });
    } catch (error) {
      // The session saved a card already: an earlier attempt went through but its answer was lost.
      if (!isServiceClientError(error) || error.code !== 'client_session_state_invalid') throw error;
      const read = await retrieveSetupSession(requester, clientSecret).catch(() => null);
      if (read?.status !== 'succeeded') throw error;
      saving = read;
    }
    const stepped = await this.#nextActions(
      saving,
      {
        paymentId: undefined,
        authenticate: (threeDSCompInd) => authenticateSetup(requester, { clientSecret, threeDSCompInd }),
        read: () => retrieveSetupSession(requester, clientSecret),
        shown: () => ({}),
      },
      env,
    );
    return 'outcome' in stepped ? stepped.outcome : outcomeOfSetup(stepped.settled, env.messages());
  }

  /** Plays the next actions of a payment or a setup session until it no longer asks for one. */
  async #nextActions<T extends { status?: string; nextAction?: NextAction | null }>(
    start: T,
    subject: Authenticating<T>,
    env: ConfirmEnvironment,
  ): Promise<Stepped<T>> {
    const messages = env.messages();
    let value = start;
    const ending = (outcome: ConfirmOutcome): Stepped<T> => ({ outcome: { ...outcome, ...subject.shown(value) } });
    for (let step = 0; step < MAX_NEXT_ACTIONS && isSteppingOn(value); step += 1) {
      const action = value.nextAction;
      switch (action?.type) {
        case 'three_d_secure_fingerprint': {
          const threeDSCompInd = await env.threeDSMethod(action, subject.paymentId);
          value = await subject.authenticate(threeDSCompInd);
          break;
        }
        case 'three_d_secure_challenge': {
          const result = await env.challenge(action);
          if (result === 'canceled')
            return ending({ outcome: 'canceled', error: { code: 'authentication_canceled', message: messages['failure.authenticationCanceled'] } });
          if (result === 'failed') return ending(failed('authentication_unavailable', messages, 'failure.authenticationUnavailable'));
          value = await this.#settled(subject);
          // Still waiting for this very challenge: the service never heard the ACS. Not a loop to retry.
          if (isSteppingOn(value) && value.nextAction?.type === 'three_d_secure_challenge') {
            return ending(failed('authentication_unavailable', messages, 'failure.authenticationUnavailable'));
          }
          break;
        }
        case 'redirect':
          // The page will go there: https, or the service's own origin (the sandbox on loopback).
          if (!isSafeRedirect(action.url, env.requester?.serviceUrl ?? '')) {
            env.log?.(`svc-elements: the service sent a redirect that is not https (${action.url.slice(0, 80)}); not followed.`);
            return ending(failed('redirect_url_invalid', messages));
          }
          return ending({ outcome: 'redirect', redirectUrl: action.url });
        default:
          env.log?.(
            `svc-elements: the service asked for a next action this kit does not know (${String((action as { type?: unknown } | null | undefined)?.type)}); update svc-elements.`,
          );
          return ending(failed('next_action_unsupported', messages));
      }
    }
    if (isSteppingOn(value)) return ending(failed('next_action_loop', messages));
    return { settled: value };
  }

  /** How it stands after a challenge: read until it has left the challenge, a few times at most. */
  async #settled<T extends { status?: string }>(subject: Authenticating<T>): Promise<T> {
    let value = await subject.read();
    for (let read = 1; read < SETTLE_READS && isSteppingOn(value); read += 1) {
      await pause(SETTLE_DELAY_MS);
      value = await subject.read();
    }
    return value;
  }
}
