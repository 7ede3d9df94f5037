import type { ChallengeWindowSize, NextAction } from '../../api/resources.js';
import { MESSAGE_VERSION, encodeMessage } from './three-d-secure-messages.js';
import { FRAME_BASE_PATH, THREE_DS_NOTIFICATION_PAGE } from '../http/frame-pages.js';
import type { SandboxService } from '../model/service.js';
import type { Account, AuthenticationOutcome, AuthenticationScenario, AuthenticationSubject, ThreeDSState } from '../model/state.js';
import { CHALLENGE_PASS_CODE } from '../model/test-cards.js';

/**
 * The 3DS Server's side of 3D Secure (contract: Next actions and 3D Secure), shared by what asks the
 * cardholder to authenticate: a payment's confirm (./payment-flow.ts) and a setup session's, which
 * saves a card (./setup-flow.ts). Each keeps its own state machine; the transaction, its stages, the
 * `nextAction` shapes and the cardholder's answer are the same for both.
 */

/**
 * Sandbox seconds a cardholder has to answer the challenge or redirect page once it is shown (EMV
 * 3DS lets the ACS time a challenge out); later submissions get the "expired" page and change nothing.
 */
export const AUTHENTICATION_LIFETIME_SECONDS = 10 * 60;

/** The kit's notification page, on the service origin: the 3DS Method and the ACS post to it. */
export function notificationUrl(service: SandboxService): string {
  return `${service.origin}${FRAME_BASE_PATH}${THREE_DS_NOTIFICATION_PAGE}`;
}

function cardholderDeadline(service: SandboxService): number {
  return service.clock.now() + AUTHENTICATION_LIFETIME_SECONDS * 1000;
}

/**
 * Starts a transaction for the card's scenario: the 3DS Method first where the card has one, else
 * the challenge or the full-page redirect. The account keeps it after it ends.
 */
export function beginAuthentication(
  service: SandboxService,
  account: Account,
  input: {
    subject: AuthenticationSubject;
    scenario: AuthenticationScenario;
    clientSessionId: string | null;
    challengeWindowSize: ChallengeWindowSize | undefined;
  },
): ThreeDSState {
  const { scenario } = input;
  const stage = scenario.kind === 'redirect' ? 'redirect' : scenario.fingerprint ? 'fingerprint' : 'challenge';
  const threeDS: ThreeDSState = {
    transactionId: crypto.randomUUID(),
    acsTransID: crypto.randomUUID(),
    subject: input.subject,
    scenario,
    stage,
    challengeWindowSize: input.challengeWindowSize ?? '05',
    methodCompleted: false,
    threeDSCompInd: null,
    clientSessionId: input.clientSessionId,
    expiresAtMs: stage === 'fingerprint' ? null : cardholderDeadline(service),
    outcome: null,
  };
  account.threeDSTransactions.set(threeDS.transactionId, threeDS);
  return threeDS;
}

/** The query of the redirect page's address: the subject (`payment=` or `session=`) and the transaction. */
export function redirectQuery(threeDS: ThreeDSState): { name: 'payment' | 'session'; id: string } {
  return { name: threeDS.subject.kind === 'payment' ? 'payment' : 'session', id: threeDS.subject.id };
}

/** The wire shape of the transaction's stage (contract: Next actions and 3D Secure). */
export function nextActionFor(service: SandboxService, threeDS: ThreeDSState): NextAction {
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
      const { name, id } = redirectQuery(threeDS);
      const query = new URLSearchParams({ [name]: id, tx: threeDS.transactionId });
      return { type: 'redirect', url: `${base}/redirect?${query}` };
    }
  }
}

/**
 * After the 3DS Method: `threeDSCompInd` is recorded as the kit reports it; the outcome depends on the
 * card alone. Frictionless passes (`passed`); otherwise the challenge begins (`challenge`).
 */
export function afterMethod(service: SandboxService, threeDS: ThreeDSState, threeDSCompInd: 'Y' | 'N' | 'U'): 'passed' | 'challenge' {
  threeDS.threeDSCompInd = threeDSCompInd;
  const { scenario } = threeDS;
  if (scenario.kind === 'three_d_secure' && scenario.challenge === 'none') {
    threeDS.outcome = 'passed';
    return 'passed';
  }
  threeDS.stage = 'challenge';
  threeDS.expiresAtMs = cardholderDeadline(service);
  return 'challenge';
}

/**
 * The cardholder's answer to a challenge or on the redirect page: the code, or null for Cancel.
 * Code 123456 passes unless the card's ACS always fails (contract: Sandbox test cards).
 */
export function cardholderOutcome(threeDS: ThreeDSState, code: string | null): Exclude<AuthenticationOutcome, 'abandoned'> {
  const alwaysFails = threeDS.scenario.kind === 'three_d_secure' && threeDS.scenario.challenge === 'always_fail';
  const outcome = code === null ? 'canceled' : code === CHALLENGE_PASS_CODE && !alwaysFails ? 'passed' : 'failed';
  threeDS.outcome = outcome;
  return outcome;
}

/** `lastError` after a failed or canceled challenge. */
export function authenticationFailure(outcome: 'failed' | 'canceled'): { code: 'authentication_failed'; message: string } {
  return {
    code: 'authentication_failed',
    message: outcome === 'canceled' ? 'The cardholder abandoned 3D Secure authentication.' : 'The cardholder failed 3D Secure authentication.',
  };
}
