import type { ChallengeWindowSize, ClientSession, SetupSession } from '../../api/resources.js';
import { afterMethod, authenticationFailure, beginAuthentication, cardholderOutcome, nextActionFor } from './three-d-secure-server.js';
import { saveCard } from './saved-cards.js';
import { SandboxError } from '../model/errors.js';
import { type RenderOptions, renderClientSession } from '../model/render.js';
import type { SandboxService } from '../model/service.js';
import type { Account, ClientSessionRecord, CustomerRecord, SetupState, TokenRecord } from '../model/state.js';
import { scenarioForUse } from '../model/test-cards.js';

/**
 * A setup session: saving a card for a customer without paying (contract: client sessions, setup
 * confirm). The confirm's single-use token becomes the customer's saved card, after a 3D Secure
 * step-up where the card asks for one (the same transaction and `nextAction` types as a payment's).
 *
 *   requires_payment_method → confirm → succeeded (the card is saved)
 *                                     → requires_action → passed → succeeded
 *                                                       → failed, canceled → requires_payment_method
 *                                     → declined: requires_payment_method, lastError set, 402
 *   requires_action → confirm again: the pending authentication is abandoned, the new confirm runs
 */

/** The session as the caller sees it: a succeeded setup session carries its saved card, expanded. */
export function renderSession(account: Account, session: ClientSessionRecord, options: RenderOptions): ClientSession | SetupSession {
  const tokenId = session.setup?.tokenId;
  return renderClientSession(session, options, tokenId ? account.tokens.get(tokenId) : undefined);
}

/** The setup state of a setup session; anything else is refused. */
export function setupOf(session: ClientSessionRecord): SetupState {
  if (session.mode !== 'setup' || !session.setup) {
    throw new SandboxError(
      'client_session_state_invalid',
      `Client session ${session.id} is a payment session: confirm its payment instead (POST /v1/payments/{id}/confirm).`,
    );
  }
  return session.setup;
}

export interface SetupConfirmInput {
  token: TokenRecord;
  returnUrl: string | undefined;
  challengeWindowSize: ChallengeWindowSize | undefined;
  /** How the caller sees the session: a decline's error carries it. */
  render: RenderOptions;
}

/** Validates everything first, then plays the card's scenario for saving; a decline throws its 402 with the session. */
export function confirmSetup(service: SandboxService, account: Account, session: ClientSessionRecord, input: SetupConfirmInput): void {
  const setup = setupOf(session);
  if (setup.status === 'succeeded') {
    throw new SandboxError(
      'client_session_state_invalid',
      `Client session ${session.id} saved a card already; create a new setup session to save another.`,
    );
  }
  const { token } = input;
  if (token.usage === 'reusable') {
    throw new SandboxError(
      'token_not_reusable',
      `Token ${token.id} is a saved card already; a setup confirm takes a single-use token from POST /v1/tokens.`,
      {
        param: 'token',
      },
    );
  }
  if (token.used) {
    throw new SandboxError('token_already_used', `Token ${token.id} was used already. Tokens are single use: tokenize the card again.`, {
      param: 'token',
    });
  }
  const customer = customerOf(account, session);
  const scenario = scenarioForUse(token, 'setup');
  const returnUrl = input.returnUrl ?? session.returnUrl;
  if (scenario.kind === 'redirect' && returnUrl === null) {
    throw new SandboxError(
      'return_url_required',
      'This card authenticates by full-page redirect: set returnUrl on the setup session or in the confirm.',
      {
        param: 'returnUrl',
      },
    );
  }

  if (setup.status === 'requires_action' && setup.threeDS) {
    setup.threeDS.outcome = 'abandoned';
    fail(setup, {
      code: 'authentication_failed',
      message: 'The 3D Secure authentication was abandoned: the setup session was confirmed again before it finished.',
    });
  }
  token.used = true;
  session.returnUrl = returnUrl;
  setup.tokenId = token.id;
  setup.lastError = null;
  switch (scenario.kind) {
    case 'approve':
    case 'processing':
      succeed(service, account, session, token, customer);
      return;
    case 'decline': {
      fail(setup, { code: scenario.code, ...(scenario.declineCode ? { declineCode: scenario.declineCode } : {}), message: scenario.message });
      throw new SandboxError(scenario.code, scenario.message, {
        param: 'token',
        ...(scenario.declineCode ? { declineCode: scenario.declineCode } : {}),
        extra: { client_session: renderSession(account, session, input.render) },
      });
    }
    case 'authentication_required':
      throw new Error('svc-sandbox: a setup confirm has the customer present; authentication_required is for off-session charges');
    case 'three_d_secure':
    case 'redirect': {
      const threeDS = beginAuthentication(service, account, {
        subject: { kind: 'setup', id: session.id },
        scenario,
        clientSessionId: session.id,
        challengeWindowSize: input.challengeWindowSize,
      });
      setup.threeDS = threeDS;
      setup.status = 'requires_action';
      setup.nextAction = nextActionFor(service, threeDS);
      return;
    }
  }
}

/** After the 3DS Method: frictionless saves the card; otherwise the challenge begins. */
export function authenticateSetup(service: SandboxService, account: Account, session: ClientSessionRecord, threeDSCompInd: 'Y' | 'N' | 'U'): void {
  const setup = setupOf(session);
  const { threeDS } = setup;
  if (setup.status !== 'requires_action' || threeDS?.stage !== 'fingerprint') {
    throw new SandboxError('client_session_state_invalid', 'This setup session is not waiting for a 3D Secure fingerprint result.');
  }
  if (afterMethod(service, threeDS, threeDSCompInd) === 'passed') {
    finishPassed(service, account, session);
    return;
  }
  setup.nextAction = nextActionFor(service, threeDS);
}

/** The cardholder's answer to the challenge or on the redirect page: the code, or null for Cancel. */
export function resolveSetupAuthentication(service: SandboxService, account: Account, session: ClientSessionRecord, code: string | null): void {
  const setup = setupOf(session);
  const { threeDS } = setup;
  if (setup.status !== 'requires_action' || (threeDS?.stage !== 'challenge' && threeDS?.stage !== 'redirect')) {
    throw new SandboxError('client_session_state_invalid', 'This setup session is not waiting for a 3D Secure challenge.');
  }
  const outcome = cardholderOutcome(threeDS, code);
  if (outcome === 'passed') finishPassed(service, account, session);
  else fail(setup, authenticationFailure(outcome));
}

function finishPassed(service: SandboxService, account: Account, session: ClientSessionRecord): void {
  const setup = setupOf(session);
  const token = setup.tokenId === null ? undefined : account.tokens.get(setup.tokenId);
  const customer = session.customer === null ? undefined : account.customers.get(session.customer);
  if (!token || !customer) {
    // The customer was deleted while the cardholder authenticated: nothing to save the card for.
    fail(setup, { code: 'authentication_failed', message: 'The customer was deleted before the card could be saved.' });
    return;
  }
  succeed(service, account, session, token, customer);
}

function succeed(service: SandboxService, account: Account, session: ClientSessionRecord, token: TokenRecord, customer: CustomerRecord): void {
  const setup = setupOf(session);
  saveCard(service, account, token, customer);
  setup.status = 'succeeded';
  setup.nextAction = null;
  setup.threeDS = null;
  service.emit(
    account,
    'client_session.setup_succeeded',
    renderSession(account, session, { version: account.defaultVersion, livemode: account.livemode }),
  );
}

function fail(setup: SetupState, lastError: SetupState['lastError']): void {
  setup.status = 'requires_payment_method';
  setup.nextAction = null;
  setup.threeDS = null;
  setup.lastError = lastError;
}

function customerOf(account: Account, session: ClientSessionRecord): CustomerRecord {
  const customer = session.customer === null ? undefined : account.customers.get(session.customer);
  if (!customer) {
    throw new SandboxError('resource_missing', `No such customer: ${session.customer ?? ''}. It was deleted after the setup session was created.`, {
      param: 'customer',
    });
  }
  return customer;
}
