import type { Metadata } from '../../api/resources.js';
import { confirmPayment, createPayment } from './payment-flow.js';
import { savedCardOf } from './saved-cards.js';
import { ERROR_CATALOGUE, type ErrorCode, SandboxError } from '../model/errors.js';
import type { RenderOptions } from '../model/render.js';
import { renderPayment } from '../model/render.js';
import type { SandboxService } from '../model/service.js';
import type { Account, PaymentRecord } from '../model/state.js';

/**
 * Off-session charges (contract: Off-session charges): a merchant-initiated payment of a customer's
 * saved card, nobody there to authenticate. The one way to make one, for `POST /v1/payments
 * {customer, token, offSession: true, confirm: true}` and for the service's own billing
 * (subscriptions and invoices), which calls `chargeOffSession` directly.
 */

export interface OffSessionCharge {
  /** The customer's id (`cus_…`). */
  customer: string;
  /** One of that customer's saved cards (`tok_…`, `usage: "reusable"`). */
  token: string;
  amount: number;
  /** ISO 4217, uppercase. */
  currency: string;
  description?: string | null;
  metadata?: Metadata;
  returnUrl?: string | null;
  /**
   * Charging again with the same key on the same account returns the first charge's payment and
   * outcome instead of charging twice (a billing retry after a crash). Separate from the HTTP
   * `Idempotency-Key`, which the request pipeline handles for the API route.
   */
  idempotencyKey?: string;
  /** How a decline's `error.payment` is rendered; default: the account's pinned version. */
  render?: RenderOptions;
}

/**
 * The outcome of an off-session charge: the payment, always created, and what became of it.
 * `completed` or `processing` (the card's scenario), or a 402 `error` to answer: `authentication_required`
 * (the payment waits in `requires_action` for the customer), or a decline (`card_declined`,
 * `expired_card`, `incorrect_cvc`, `card_closed`; the payment is back at `requires_payment_method`).
 */
export type OffSessionResult =
  | { outcome: 'completed' | 'processing'; payment: PaymentRecord; error: null }
  | { outcome: 'authentication_required' | 'declined'; payment: PaymentRecord; error: SandboxError };

/**
 * Charges a customer's saved card off-session. Throws (and creates no payment) when the request
 * itself is wrong: an unknown customer (404), a token that is unknown, single use or another
 * customer's (`resource_missing`, `token_not_reusable`, `token_customer_mismatch`). Otherwise a
 * payment is created (`payment.created`, then the events of its states) and the outcome returned,
 * declines included: they are answers, not failures of the call.
 */
export function chargeOffSession(service: SandboxService, account: Account, charge: OffSessionCharge): OffSessionResult {
  const render = charge.render ?? { version: account.defaultVersion, livemode: account.livemode };
  const key = charge.idempotencyKey;
  const earlier = key === undefined ? undefined : account.payments.get(account.offSessionCharges.get(key) ?? '');
  if (earlier) return outcomeOf(earlier, render);

  const customer = account.customers.get(charge.customer);
  if (!customer) throw new SandboxError('resource_missing', `No such customer: ${charge.customer}.`, { param: 'customer' });
  const token = savedCardOf(account, customer.id, charge.token);
  const payment = createPayment(service, account, {
    amount: charge.amount,
    currency: charge.currency,
    returnUrl: charge.returnUrl ?? null,
    description: charge.description ?? null,
    metadata: charge.metadata ?? {},
    customer: { kind: 'customer', customer },
    offSession: true,
  });
  if (key !== undefined) account.offSessionCharges.set(key, payment.id);
  try {
    confirmPayment(service, account, payment, {
      token,
      clientSession: undefined,
      returnUrl: undefined,
      challengeWindowSize: undefined,
      use: 'off_session',
      render,
    });
  } catch (error) {
    if (!(error instanceof SandboxError)) throw error;
    return { outcome: error.code === 'authentication_required' ? 'authentication_required' : 'declined', payment, error };
  }
  return outcomeOf(payment, render);
}

/** The outcome a payment of an off-session charge stands at (a replay by idempotency key). */
function outcomeOf(payment: PaymentRecord, render: RenderOptions): OffSessionResult {
  const { lastError } = payment;
  if (lastError === null) return { outcome: payment.status === 'processing' ? 'processing' : 'completed', payment, error: null };
  const code: ErrorCode = Object.hasOwn(ERROR_CATALOGUE, lastError.code) ? (lastError.code as ErrorCode) : 'card_declined';
  const error = new SandboxError(code, lastError.message, {
    param: 'token',
    ...(lastError.declineCode ? { declineCode: lastError.declineCode } : {}),
    extra: { payment: renderPayment(payment, render) },
  });
  return { outcome: code === 'authentication_required' ? 'authentication_required' : 'declined', payment, error };
}
