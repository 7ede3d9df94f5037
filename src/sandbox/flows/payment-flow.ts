import type { EventType } from '../../api/events.js';
import type { ChallengeWindowSize } from '../../api/resources.js';
import { MESSAGE_VERSION, encodeMessage } from './three-d-secure-messages.js';
import { FRAME_BASE_PATH, THREE_DS_NOTIFICATION_PAGE } from '../http/frame-pages.js';
import { SandboxError } from '../model/errors.js';
import { constantTimeEqual } from '../model/secrets.js';
import { type RenderOptions, renderPayment } from '../model/render.js';
import type { SandboxService } from '../model/service.js';
import type {
  Account,
  AuthenticationOutcome,
  ClientSessionRecord,
  InternalPaymentStatus,
  PaymentRecord,
  ThreeDSState,
  TokenRecord,
} from '../model/state.js';
import { CHALLENGE_PASS_CODE } from '../model/test-cards.js';

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
 */

/** A payment may be confirmed from these; from `requires_action` the pending authentication is abandoned. */
export const CONFIRMABLE_STATUSES: readonly InternalPaymentStatus[] = ['requires_payment_method', 'requires_action'];

/**
 * Sandbox seconds a cardholder has to answer the challenge or redirect page once it is shown (EMV
 * 3DS lets the ACS time a challenge out); later submissions get the "expired" page and change nothing.
 */
export const AUTHENTICATION_LIFETIME_SECONDS = 10 * 60;

const TRANSITIONS: Readonly<Record<InternalPaymentStatus, readonly InternalPaymentStatus[]>> = {
  requires_payment_method: ['requires_action', 'processing', 'completed', 'requires_payment_method', 'canceled'],
  requires_action: ['processing', 'completed', 'requires_payment_method', 'canceled'],
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
  service.emitPayment(account, EVENT_FOR_STATUS[to], payment);
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
   * How the caller sees the payment: a decline's error carries it, so it must be rendered exactly as
   * the confirm's own answer would be (the request's version; public fields only for a publishable
   * key, contract: Paths the interface leaves open, retrieve a payment).
   */
  render: RenderOptions & { publicOnly?: boolean };
}

/** Validates everything first, then plays the card's scenario. */
export function confirmPayment(service: SandboxService, account: Account, payment: PaymentRecord, input: ConfirmInput): void {
  requireStatus(payment, CONFIRMABLE_STATUSES, 'confirm');
  const { token } = input;
  if (token.used) {
    throw new SandboxError('token_already_used', `Token ${token.id} was used already. Tokens are single use: tokenize the card again.`, {
      param: 'token',
    });
  }
  const returnUrl = input.returnUrl ?? payment.returnUrl;
  if (token.scenario.kind === 'redirect' && returnUrl === null) {
    throw new SandboxError(
      'return_url_required',
      'This card authenticates by full-page redirect: set returnUrl on the payment or in the confirm request.',
      { param: 'returnUrl' },
    );
  }

  if (payment.status === 'requires_action') {
    abandonAuthentication(service, account, payment, 'the payment was confirmed again before it finished');
  }
  token.used = true;
  payment.returnUrl = returnUrl;
  payment.paymentMethod = { type: 'card', card: { ...token.card } };
  payment.lastError = null;
  const scenario = token.scenario;
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
    case 'decline': {
      payment.lastError = {
        code: scenario.code,
        ...(scenario.declineCode ? { declineCode: scenario.declineCode } : {}),
        message: scenario.message,
      };
      transition(service, account, payment, 'requires_payment_method');
      throw new SandboxError(scenario.code, scenario.message, {
        param: 'token',
        ...(scenario.declineCode ? { declineCode: scenario.declineCode } : {}),
        extra: { payment: renderPayment(payment, input.render) },
      });
    }
    case 'three_d_secure':
    case 'redirect': {
      const stage = scenario.kind === 'redirect' ? 'redirect' : scenario.fingerprint ? 'fingerprint' : 'challenge';
      const threeDS: ThreeDSState = {
        transactionId: crypto.randomUUID(),
        acsTransID: crypto.randomUUID(),
        paymentId: payment.id,
        scenario,
        stage,
        challengeWindowSize: input.challengeWindowSize ?? '05',
        methodCompleted: false,
        threeDSCompInd: null,
        clientSessionId: input.clientSession?.id ?? null,
        expiresAtMs: stage === 'fingerprint' ? null : cardholderDeadline(service),
        outcome: null,
      };
      account.threeDSTransactions.set(threeDS.transactionId, threeDS);
      payment.threeDS = threeDS;
      payment.nextAction = nextActionFor(service, payment);
      transition(service, account, payment, 'requires_action');
      return;
    }
  }
}

function cardholderDeadline(service: SandboxService): number {
  return service.clock.now() + AUTHENTICATION_LIFETIME_SECONDS * 1000;
}

/** The kit's notification page, on the service origin: the 3DS Method and the ACS post to it. */
export function notificationUrl(service: SandboxService): string {
  return `${service.origin}${FRAME_BASE_PATH}${THREE_DS_NOTIFICATION_PAGE}`;
}

/** The wire shape of each stage (contract: Next actions and 3D Secure). */
function nextActionFor(service: SandboxService, payment: PaymentRecord): PaymentRecord['nextAction'] {
  const { threeDS } = payment;
  if (!threeDS) throw new Error(`svc-sandbox: payment ${payment.id} has no 3D Secure stage to act on`);
  const base = `${service.origin}/3ds/v1`;
  switch (threeDS.stage) {
    case 'fingerprint':
      return {
        type: 'three_d_secure_fingerprint',
        methodUrl: `${base}/method`,
        threeDSMethodData: encodeMessage({
          threeDSServerTransID: threeDS.transactionId,
          threeDSMethodNotificationURL: notificationUrl(service),
        }),
      };
    case 'challenge':
      return {
        type: 'three_d_secure_challenge',
        acsUrl: `${base}/acs`,
        creq: encodeMessage({
          threeDSServerTransID: threeDS.transactionId,
          acsTransID: threeDS.acsTransID,
          messageType: 'CReq',
          messageVersion: MESSAGE_VERSION,
          challengeWindowSize: threeDS.challengeWindowSize,
        }),
        challengeWindowSize: threeDS.challengeWindowSize,
      };
    case 'redirect': {
      const query = new URLSearchParams({ payment: payment.id, tx: threeDS.transactionId });
      return { type: 'redirect', url: `${base}/redirect?${query}` };
    }
  }
}

/**
 * After the 3DS Method: frictionless completes; otherwise the challenge begins. `threeDSCompInd` is
 * recorded as the kit reports it; the sandbox's outcome depends on the card alone.
 */
export function authenticatePayment(service: SandboxService, account: Account, payment: PaymentRecord, threeDSCompInd: 'Y' | 'N' | 'U'): void {
  const threeDS = payment.threeDS;
  if (payment.status !== 'requires_action' || threeDS?.stage !== 'fingerprint') {
    throw new SandboxError('payment_state_invalid', 'This payment is not waiting for a 3D Secure fingerprint result.');
  }
  threeDS.threeDSCompInd = threeDSCompInd;
  const scenario = threeDS.scenario;
  if (scenario.kind === 'three_d_secure' && scenario.challenge === 'none') {
    threeDS.outcome = 'passed';
    transition(service, account, payment, 'processing');
    transition(service, account, payment, 'completed');
    return;
  }
  threeDS.stage = 'challenge';
  threeDS.expiresAtMs = cardholderDeadline(service);
  payment.nextAction = nextActionFor(service, payment);
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

/**
 * The cardholder's answer to a challenge or on the redirect page: the code, or null for Cancel.
 * Code 123456 passes unless the card's ACS always fails (contract: Sandbox test cards).
 */
export function resolveAuthentication(service: SandboxService, account: Account, payment: PaymentRecord, code: string | null): void {
  const { threeDS } = payment;
  if (payment.status !== 'requires_action' || (threeDS?.stage !== 'challenge' && threeDS?.stage !== 'redirect')) {
    throw new SandboxError('payment_state_invalid', 'This payment is not waiting for a 3D Secure challenge.');
  }
  const alwaysFails = threeDS.scenario.kind === 'three_d_secure' && threeDS.scenario.challenge === 'always_fail';
  const outcome: AuthenticationOutcome = code === null ? 'canceled' : code === CHALLENGE_PASS_CODE && !alwaysFails ? 'passed' : 'failed';
  threeDS.outcome = outcome;
  if (outcome === 'passed') {
    transition(service, account, payment, 'processing');
    transition(service, account, payment, 'completed');
    return;
  }
  payment.lastError = {
    code: 'authentication_failed',
    message: outcome === 'canceled' ? 'The cardholder abandoned 3D Secure authentication.' : 'The cardholder failed 3D Secure authentication.',
  };
  transition(service, account, payment, 'requires_payment_method');
}
