import type { BrowserInfo } from '../api/params.js';
import type { ChallengeWindowSize } from '../api/resources.js';
import { SetupSession } from '../validators/setup.generated.js';
import { checkClientSecret, checkId } from './calls.js';
import type { AuthenticateInput } from './payment-calls.js';
import type { AnswerParser, CallOptions, Requester } from './requester.js';

/**
 * A setup session's calls with a publishable key (contract: Customers, saved cards, subscriptions and
 * invoices: setup confirm): save a card for the session's customer without paying, through the 3D
 * Secure step-up the card may ask for. The same steps as a payment's (./payment-calls.ts), on the
 * session: confirm, authenticate after the 3DS Method, read how it stands. Every answer is the session
 * as a `SetupSession` (with its `status`, `token`, `nextAction` and `lastError`). A module of
 * its own, so the card frame's confirm chunk and the 3DS Method page carry it and no page up front does.
 */

export interface SetupConfirmInput {
  /** A single-use `tok_…` from `tokenize`: on success the same id is the customer's saved card. */
  token: string;
  returnUrl?: string;
  browser: BrowserInfo;
  challengeWindowSize: ChallengeWindowSize;
}

/**
 * `POST /v1/client_sessions/{id}/confirm`: the session, `succeeded` with its `token` (the saved card),
 * or `requires_action` with a `nextAction`; a refused card throws a `card_error`.
 */
export async function confirmSetup(requester: Requester, clientSecret: string, input: SetupConfirmInput, call?: CallOptions): Promise<SetupSession> {
  const { token, browser, challengeWindowSize, returnUrl } = input;
  const sessionId = checkClientSecret(clientSecret);
  checkId('token', token, 'tok_');
  return requester.request('POST', `/v1/client_sessions/${sessionId}/confirm`, SetupSession, call, {
    clientSecret,
    token,
    browser,
    challengeWindowSize,
    returnUrl,
  });
}

/** `POST /v1/client_sessions/{id}/authenticate` after the 3DS Method (`Y`, `N` or `U`), as a payment's authenticate. */
export async function authenticateSetup(requester: Requester, input: AuthenticateInput, call?: CallOptions): Promise<SetupSession> {
  const { clientSecret, threeDSCompInd } = input;
  const sessionId = checkClientSecret(clientSecret);
  return requester.request('POST', `/v1/client_sessions/${sessionId}/authenticate`, SetupSession, call, { clientSecret, threeDSCompInd });
}

/** `GET /v1/client_sessions/{id}?client_secret=…` as a `SetupSession`: how a setup session stands (a payment session is refused as `response_invalid`). */
export async function retrieveSetupSession(requester: Requester, clientSecret: string, call?: CallOptions): Promise<SetupSession> {
  return retrieveSetupSessionWith(requester, clientSecret, SetupSession, call);
}

/**
 * The same call with the caller's `SetupSession` validator: the return page's, which comes with its
 * setup chunk (src/elements/payment-status/setup-return.ts) so the page's script carries none.
 */
export async function retrieveSetupSessionWith(
  requester: Requester,
  clientSecret: string,
  parser: AnswerParser<SetupSession>,
  call?: CallOptions,
): Promise<SetupSession> {
  return requester.request('GET', `/v1/client_sessions/${checkClientSecret(clientSecret)}?client_secret=${clientSecret}`, parser, call);
}
