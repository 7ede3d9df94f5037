import type { EventType } from '../../api/events.js';
import type { ChallengeWindowSize, Metadata } from '../../api/resources.js';
import { afterMethod, authenticationFailure, beginAuthentication, cardholderOutcome, nextActionFor } from './three-d-secure-server.js';
import { saveCard } from './saved-cards.js';
import { type ErrorCode, SandboxError } from '../model/errors.js';
import { newId } from '../model/ids.js';
import { constantTimeEqual } from '../model/secrets.js';
import { type RenderOptions, renderPayment } from '../model/render.js';
import type { SandboxService } from '../model/service.js';
import {
  type Account,
  type ClientSessionRecord,
  type CustomerRecord,
  type InternalPaymentStatus,
  type PaymentCustomerRef,
  type PaymentRecord,
  type TokenRecord,
  nextSeq,
} from '../model/state.js';
import { type CardUse, scenarioForUse } from '../model/test-cards.js';

/**
 * The payment state machine (contract: Payment states, Next actions and 3D Secure).
 *
 *   requires_payment_method → confirm → requires_action | processing | completed
 *                                     → declined: requires_payment_method, lastError set
 *   requires_action → authentication passed → processing → completed
 *                   → failed or abandoned   → requires_payment_method, lastError authentication_failed
 *                   → confirm again: the pending authentication is abandoned first (as above), then
 *                     the new confirm runs from requires_payment_method
 *   reverse before completed → canceled;  final: completed, failed, canceled
 *
 * Off-session (a merchant-initiated charge, nobody there to authenticate): a step-up the card asks for
 * leaves the payment in requires_action with lastError authentication_required and no nextAction, until
 * the customer comes back on-session and it is confirmed again. A confirm with `saveCard` saves the
 * card for the customer once the payment goes through (processing or completed).
 */

/** A payment may be confirmed from these; from `requires_action` the pending authentication is abandoned. */
export const CONFIRMABLE_STATUSES: readonly InternalPaymentStatus[] = ['requires_payment_method', 'requires_action'];

const TRANSITIONS: Readonly<Record<InternalPaymentStatus, readonly InternalPaymentStatus[]>> = {
  requires_payment_method: ['requires_action', 'processing', 'completed', 'requires_payment_method', 'canceled'],
  // requires_action → requires_action: an off-session payment waiting for its customer, confirmed on-session into a step-up.
  requires_action: ['requires_action', 'processing', 'completed', 'requires_payment_method', 'canceled'],
  processing: ['completed', 'failed', 'canceled'],
  completed: [],
  failed: [],
  canceled: [],
};

const EVENT_FOR_STATUS: Readonly<Record<InternalPaymentStatus, EventType>> = {
  requires_payment_method: 'payment.attempt_failed',
  requires_action: 'payment.requires_action',
  processing: 'payment.processing',
  completed: 'payment.completed',
  failed: 'payment.failed',
  canceled: 'payment.canceled',
};

export const ADJUSTABLE_STATUSES: readonly InternalPaymentStatus[] = ['requires_payment_method', 'requires_action', 'processing'];

/** Moves the payment and emits the event of its new state. Illegal moves are sandbox bugs. */
export function transition(service: SandboxService, account: Account, payment: PaymentRecord, to: InternalPaymentStatus): void {
  if (!TRANSITIONS[payment.status].includes(to)) {
    throw new Error(`svc-sandbox: illegal payment transition ${payment.status} → ${to} on ${payment.id}`);
  }
  payment.status = to;
  if (to !== 'requires_action') {
    payment.nextAction = null;
    payment.threeDS = null;
  }
  if (to === 'processing' || to === 'completed') saveConfirmedCard(service, account, payment);
  else if (to !== 'requires_action') payment.saveCardFor = null;
  service.emitPayment(account, EVENT_FOR_STATUS[to], payment);
}

/** A confirm with `saveCard` saves its card once the payment goes through; a decline or failed step-up saves nothing. */
function saveConfirmedCard(service: SandboxService, account: Account, payment: PaymentRecord): void {
  const customer = payment.saveCardFor === null ? undefined : account.customers.get(payment.saveCardFor);
  const token = payment.tokenId === null ? undefined : account.tokens.get(payment.tokenId);
  payment.saveCardFor = null;
  if (customer && token) saveCard(service, account, token, customer);
}

/** A new payment, `requires_payment_method`, announced with `payment.created`. */
export function createPayment(
  service: SandboxService,
  account: Account,
  fields: {
    amount: number;
    currency: string;
    returnUrl?: string | null;
    description?: string | null;
    metadata?: Metadata;
    customer?: PaymentCustomerRef | null;
    offSession?: boolean;
  },
): PaymentRecord {
  const payment = account.payments.insert({
    id: newId('pay_'),
    seq: nextSeq(),
    createdAtMs: service.clock.now(),
    amount: fields.amount,
    currency: fields.currency,
    status: 'requires_payment_method',
    returnUrl: fields.returnUrl ?? null,
    description: fields.description ?? null,
    metadata: fields.metadata ?? {},
    customer: fields.customer ?? null,
    offSession: fields.offSession ?? false,
    tokenId: null,
    saveCardFor: null,
    paymentMethod: null,
    nextAction: null,
    lastError: null,
    amountRefunded: 0,
    threeDS: null,
    settled: false,
  });
  service.emitPayment(account, 'payment.created', payment);
  return payment;
}

export function requireStatus(payment: PaymentRecord, allowed: readonly InternalPaymentStatus[], doing: string): void {
  if (!allowed.includes(payment.status)) {
    throw new SandboxError(
      'payment_state_invalid',
      `Cannot ${doing} a payment whose status is ${payment.status}; allowed when ${allowed.join(' or ')}.`,
    );
  }
}

/**
 * The client session of a secret that is live and bound to this payment; anything else is refused.
 * The secret is compared in constant time: `!==` would tell, by its timing, how many leading
 * characters of a guess were right.
 */
export function clientSessionFor(
  service: SandboxService,
  account: Account,
  payment: PaymentRecord,
  clientSecret: string | undefined,
  param = 'clientSecret',
): ClientSessionRecord {
  const sessionId = clientSecret?.split('_secret_')[0];
  const session = sessionId === undefined ? undefined : account.clientSessions.get(sessionId);
  if (!clientSecret || session === undefined || !constantTimeEqual(clientSecret, session.clientSecret) || session.payment !== payment.id) {
    throw new SandboxError('client_secret_invalid', `The client secret does not belong to payment ${payment.id}.`, { param });
  }
  if (service.clock.now() >= session.expiresAtMs) {
    throw new SandboxError('client_secret_expired', 'This client session expired (sessions live 24 hours). Create a new one.', { param });
  }
  return session;
}

export interface ConfirmInput {
  token: TokenRecord;
  /** The session whose client secret came with the confirm; a redirect hands its secret back on `returnUrl`. */
  clientSession: ClientSessionRecord | undefined;
  returnUrl: string | undefined;
  challengeWindowSize: ChallengeWindowSize | undefined;
  /**
   * What the card is used for: `payment` (a single-use token), `saved_payment` (a saved card, the
   * customer present) or `off_session`. The caller has checked that a saved card is the customer's.
   */
  use: Exclude<CardUse, 'setup'>;
  /** Save the card for this customer once the payment goes through (`saveCard: true`, or `savedCards.save: "always"`). */
  saveCardFor?: CustomerRecord | null;
  /**
   * How the caller sees the payment: a decline's error carries it, so it must be rendered exactly as
   * the confirm's own answer would be (the request's version; public fields only for a publishable
   * key, contract: Paths the interface leaves open, retrieve a payment).
   */
  render: RenderOptions & { publicOnly?: boolean };
}

/** Validates everything first, then plays the card's scenario; a decline throws its 402 with the payment. */
export function confirmPayment(service: SandboxService, account: Account, payment: PaymentRecord, input: ConfirmInput): void {
  requireStatus(payment, CONFIRMABLE_STATUSES, 'confirm');
  const { token } = input;
  if (token.usage === 'single_use' && token.used) {
    throw new SandboxError('token_already_used', `Token ${token.id} was used already. Tokens are single use: tokenize the card again.`, {
      param: 'token',
    });
  }
  const closed = token.networkToken?.status === 'deleted';
  const scenario = closed ? null : scenarioForUse(token, input.use);
  const returnUrl = input.returnUrl ?? payment.returnUrl;
  if (scenario?.kind === 'redirect' && returnUrl === null) {
    throw new SandboxError(
      'return_url_required',
      'This card authenticates by full-page redirect: set returnUrl on the payment or in the confirm request.',
      { param: 'returnUrl' },
    );
  }

  if (payment.status === 'requires_action' && payment.threeDS !== null) {
    abandonAuthentication(service, account, payment, 'the payment was confirmed again before it finished');
  }
  if (token.usage === 'single_use') token.used = true;
  payment.returnUrl = returnUrl;
  payment.paymentMethod = {
    type: 'card',
    card: { brand: token.card.brand, last4: token.card.last4, expMonth: token.card.expMonth, expYear: token.card.expYear },
  };
  payment.lastError = null;
  payment.tokenId = token.id;
  payment.saveCardFor = token.usage === 'single_use' ? (input.saveCardFor?.id ?? null) : null;
  const decline = (
    code: ErrorCode,
    message: string,
    declineCode?: string,
    status: 'requires_payment_method' | 'requires_action' = 'requires_payment_method',
  ) => {
    payment.lastError = { code, ...(declineCode ? { declineCode } : {}), message };
    transition(service, account, payment, status);
    throw new SandboxError(code, message, {
      param: 'token',
      ...(declineCode ? { declineCode } : {}),
      extra: { payment: renderPayment(payment, input.render) },
    });
  };
  if (scenario === null) {
    decline('card_closed', 'The card’s account was closed by its issuer: ask the customer for another card.');
    return;
  }
  switch (scenario.kind) {
    case 'approve':
      transition(service, account, payment, 'completed');
      return;
    case 'processing':
      transition(service, account, payment, 'processing');
      service.clock.after(scenario.settleAfterSeconds, () => {
        if (payment.status === 'processing') transition(service, account, payment, 'completed');
      });
      return;
    case 'decline':
      decline(scenario.code, scenario.message, scenario.declineCode);
      return;
    case 'authentication_required':
      // Contract, Off-session charges: requires_action, lastError authentication_required; no nextAction:
      // the customer finishes the step-up on-session, with a client session bound to this payment.
      decline(
        'authentication_required',
        'The issuer asks the customer to authenticate this charge: bring the customer back on-session to confirm the payment with a client session bound to it.',
        undefined,
        'requires_action',
      );
      return;
    case 'three_d_secure':
    case 'redirect': {
      const threeDS = beginAuthentication(service, account, {
        subject: { kind: 'payment', id: payment.id },
        scenario,
        clientSessionId: input.clientSession?.id ?? null,
        challengeWindowSize: input.challengeWindowSize,
      });
      payment.threeDS = threeDS;
      payment.nextAction = nextActionFor(service, threeDS);
      transition(service, account, payment, 'requires_action');
      return;
    }
  }
}

/** After the 3DS Method: frictionless completes; otherwise the challenge begins. */
export function authenticatePayment(service: SandboxService, account: Account, payment: PaymentRecord, threeDSCompInd: 'Y' | 'N' | 'U'): void {
  const threeDS = payment.threeDS;
  if (payment.status !== 'requires_action' || threeDS?.stage !== 'fingerprint') {
    throw new SandboxError('payment_state_invalid', 'This payment is not waiting for a 3D Secure fingerprint result.');
  }
  if (afterMethod(service, threeDS, threeDSCompInd) === 'passed') {
    transition(service, account, payment, 'processing');
    transition(service, account, payment, 'completed');
    return;
  }
  payment.nextAction = nextActionFor(service, threeDS);
}

/**
 * Ends a pending authentication that nobody will finish (contract: Payment states, "abandoned"):
 * `requires_payment_method` with `lastError.code = authentication_failed`, which emits
 * `payment.attempt_failed`. Its pages then answer "no longer pending".
 */
export function abandonAuthentication(service: SandboxService, account: Account, payment: PaymentRecord, why: string): void {
  if (payment.threeDS) payment.threeDS.outcome = 'abandoned';
  payment.lastError = { code: 'authentication_failed', message: `The 3D Secure authentication was abandoned: ${why}.` };
  transition(service, account, payment, 'requires_payment_method');
}

/** The cardholder's answer to a challenge or on the redirect page: the code, or null for Cancel. */
export function resolveAuthentication(service: SandboxService, account: Account, payment: PaymentRecord, code: string | null): void {
  const { threeDS } = payment;
  if (payment.status !== 'requires_action' || (threeDS?.stage !== 'challenge' && threeDS?.stage !== 'redirect')) {
    throw new SandboxError('payment_state_invalid', 'This payment is not waiting for a 3D Secure challenge.');
  }
  const outcome = cardholderOutcome(threeDS, code);
  if (outcome === 'passed') {
    transition(service, account, payment, 'processing');
    transition(service, account, payment, 'completed');
    return;
  }
  payment.lastError = authenticationFailure(outcome);
  transition(service, account, payment, 'requires_payment_method');
}
