import type { LoggedConfirm } from '../../browser/support/checkout.js';
import type { EngineServers } from './servers.js';
import type { EngineSession, FramePath } from './session.js';

/**
 * What the scenarios of the engine suite share (../scenarios.ts, ../saved-cards.ts): the frames of a
 * checkout named as paths, the sandbox's test cards (test/support/cards.ts), and `CheckoutSteps`, the steps of a checkout in
 * the engine a suite runs (defined once in ../scenarios.ts, over its session and servers).
 */

/** The card frame of the page's `<svc-payment-element id="card">`. */
export const CARD: FramePath = ['svc-payment-element >>> iframe[part="frame"]'];
/** The service's 3DS container in the element's dialog, and the bank's page inside it. */
export const CONTAINER: FramePath = ['svc-payment-element >>> dialog[part="challenge-dialog"] iframe'];
export const ACS: FramePath = [...CONTAINER, 'iframe'];

export { CARDS, futureExpiry } from '../../support/cards.js';

/** What the test pages record (test/browser/pages/svc-test.js and return.js; typed in test/browser/). */
export interface Logged {
  type: string;
  detail?: { outcome?: string; state?: string; result?: string; complete?: boolean; status?: string; following?: boolean; brand?: string } | null;
  field?: string;
}

/** The steps of a checkout in one engine, over the suite's session and servers (started in its `beforeAll`). */
export interface CheckoutSteps {
  session(): EngineSession;
  servers(): EngineServers;
  /** Opens a host page (test/browser/pages/) for a client secret, with the engine's page query, until `svc-ready`. */
  open(page: string, clientSecret: string, query?: Record<string, string>): Promise<void>;
  /** What the page logged of one event type. */
  events(type: string): Promise<Logged[]>;
  /** The `count`-th event of a type, once it came. */
  waitForEvent(type: string, count?: number): Promise<Logged>;
  /** The first confirm that settled (what the page saw, in the error, when none did). */
  waitForConfirm(): Promise<LoggedConfirm>;
  /** Until the frame's last `svc-change` says the card is complete. */
  waitForComplete(): Promise<unknown>;
  /** Types a whole new card (number, expiry, CVC 123), then waits until the frame has told the page it is complete. */
  typeCard(number: string): Promise<void>;
  /** The bank's challenge page showing in the element's dialog: answered with code 123456 and submitted. */
  passChallenge(): Promise<void>;
}
