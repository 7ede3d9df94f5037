import type { CardDetails } from '../../api/resources.js';
import { resolveAuthentication } from './payment-flow.js';
import { resolveSetupAuthentication } from './setup-flow.js';
import type { SandboxService } from '../model/service.js';
import type { Account, ThreeDSState } from '../model/state.js';

/**
 * What a 3D Secure transaction authenticates, as the card issuer's pages (`bank/`) see it: a payment's
 * confirm or a setup session's. The pages show it, check that it still waits for this transaction,
 * hand it the cardholder's answer and, after a full-page redirect, send the cardholder back.
 */
export interface AuthenticationTarget {
  readonly kind: 'payment' | 'setup';
  readonly id: string;
  /** How the pages' messages name it: "payment", "setup session". */
  readonly noun: string;
  /** It waits for this very transaction (not confirmed again, canceled or finished since). */
  readonly pending: boolean;
  /** Its status now, for the pages' messages. */
  readonly status: string;
  /** What is paid; null when a card is only saved. */
  readonly amount: { amount: number; currency: string } | null;
  readonly card: Pick<CardDetails, 'brand' | 'last4'> | undefined;
  readonly returnUrl: string | null;
  /** Plays the cardholder's answer: the code, or null for Cancel. */
  resolve(code: string | null): void;
  /**
   * What the redirect back to `returnUrl` adds to its query. A payment: `payment_id`, `client_secret`
   * and `redirect_status`; a setup session: its `client_secret` (while it lives) and `redirect_status`
   * (`completed` once the card is saved, else `failed`).
   */
  returnQuery(): Record<string, string>;
}

/** The target of a transaction of `account`, or undefined when it is gone. */
export function authenticationTarget(service: SandboxService, account: Account, threeDS: ThreeDSState): AuthenticationTarget | undefined {
  const now = service.clock.now();
  if (threeDS.subject.kind === 'payment') {
    const payment = account.payments.get(threeDS.subject.id);
    if (!payment) return undefined;
    return {
      kind: 'payment',
      id: payment.id,
      noun: 'payment',
      pending: payment.threeDS === threeDS && payment.status === 'requires_action',
      status: payment.status,
      amount: { amount: payment.amount, currency: payment.currency },
      card: payment.paymentMethod?.card,
      returnUrl: payment.returnUrl,
      resolve: (code) => {
        resolveAuthentication(service, account, payment, code);
      },
      returnQuery() {
        // The session that confirmed, while it lives; else (a server-key confirm without one, or that
        // session expired) the newest live session bound to the payment; else none, and it is left out.
        const confirmedWith = threeDS.clientSessionId === null ? undefined : account.clientSessions.get(threeDS.clientSessionId);
        const session =
          confirmedWith && confirmedWith.expiresAtMs > now
            ? confirmedWith
            : account.clientSessions.newestFirst().find((one) => one.payment === payment.id && one.expiresAtMs > now);
        return {
          payment_id: payment.id,
          ...(session ? { client_secret: session.clientSecret } : {}),
          redirect_status: payment.status === 'completed' ? 'completed' : payment.status === 'processing' ? 'processing' : 'failed',
        };
      },
    };
  }
  const session = account.clientSessions.get(threeDS.subject.id);
  const setup = session?.setup;
  if (!session || !setup) return undefined;
  const token = setup.tokenId === null ? undefined : account.tokens.get(setup.tokenId);
  return {
    kind: 'setup',
    id: session.id,
    noun: 'setup session',
    pending: setup.threeDS === threeDS && setup.status === 'requires_action',
    status: setup.status,
    amount: null,
    card: token?.card,
    returnUrl: session.returnUrl,
    resolve: (code) => {
      resolveSetupAuthentication(service, account, session, code);
    },
    returnQuery: () => ({
      ...(session.expiresAtMs > now ? { client_secret: session.clientSecret } : {}),
      redirect_status: setup.status === 'succeeded' ? 'completed' : 'failed',
    }),
  };
}
