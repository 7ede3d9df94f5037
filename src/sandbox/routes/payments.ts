import * as z from 'zod/mini';
import {
  PaymentAuthenticateParams,
  PaymentConfirmParams,
  PaymentReverseParams,
  PaymentUpdateParams,
  paymentAdjustParams,
  paymentCreateParams,
} from '../../api/params.js';
import { PAYMENT_STATUSES } from '../../api/resources.js';
import { isAtLeast } from '../../api/versions.js';
import { isCardBrand, validateCvc } from '../../card/index.js';
import { chargeOffSession } from '../flows/off-session.js';
import {
  ADJUSTABLE_STATUSES,
  authenticatePayment,
  clientSessionFor,
  confirmPayment,
  createPayment,
  requireStatus,
  transition,
} from '../flows/payment-flow.js';
import { savedCardOf } from '../flows/saved-cards.js';
import { ALL_KEYS, type RequestContext, type RouteSpec, SERVER_KEYS } from '../http/pipeline.js';
import { SandboxError, parseParams } from '../model/errors.js';
import { newId } from '../model/ids.js';
import { matchesMetadata, mergeMetadata, metadataOnCreate } from '../model/metadata.js';
import { renderPayment } from '../model/render.js';
import type { ClientSessionRecord, CustomerRecord, PaymentRecord, TokenRecord } from '../model/state.js';
import { createdWithin, findOr404, listReply } from './list.js';

/** Payments (interface: Endpoints; contract: Paths the interface leaves open, Payment states). */

const paymentOf = (ctx: RequestContext) => findOr404(ctx.account.payments, ctx.params.id, 'payment');
const render = (ctx: RequestContext, payment: PaymentRecord) => renderPayment(payment, ctx.render);
/** As the caller may see it: a publishable key sees public fields only (contract: retrieve a payment). */
const callerView = (ctx: RequestContext) => ({ ...ctx.render, publicOnly: ctx.key.type === 'publishable' });

/**
 * Publishable keys must bring the client secret; server keys may (then it is checked too).
 * Returns the session of the secret checked, if any.
 */
function authorizeClientSide(ctx: RequestContext, payment: PaymentRecord, clientSecret: string | undefined, param?: string) {
  if (ctx.key.type === 'publishable' || clientSecret !== undefined) {
    return clientSessionFor(ctx.service, ctx.account, payment, clientSecret, param);
  }
  return undefined;
}

const StatusFilter = z.enum(PAYMENT_STATUSES);

export const paymentRoutes: RouteSpec[] = [
  {
    method: 'POST',
    path: '/v1/payments',
    keys: SERVER_KEYS,
    permission: 'payments',
    endpointClass: 'payment_creation',
    handle(ctx) {
      const params = parseParams(paymentCreateParams(ctx.version), ctx.body);
      const { customer } = params;
      if (params.offSession === true && typeof customer === 'string' && params.token !== undefined) {
        // Contract, Off-session charges: it completes, or answers 402 with the payment.
        const charged = chargeOffSession(ctx.service, ctx.account, {
          customer,
          token: params.token,
          amount: params.amount,
          currency: params.currency,
          description: params.description ?? null,
          metadata: metadataOnCreate(params.metadata),
          returnUrl: params.returnUrl ?? null,
          render: ctx.render,
        });
        if (charged.error) throw charged.error;
        return { status: 201, body: render(ctx, charged.payment) };
      }
      const linked = typeof customer === 'string' ? findOr404(ctx.account.customers, customer, 'customer', 'customer') : undefined;
      // Checked before the payment exists: a wrong token creates nothing.
      const token = params.token === undefined ? undefined : tokenFor(ctx, params.token, linked?.id ?? null);
      const payment = createPayment(ctx.service, ctx.account, {
        amount: params.amount,
        currency: params.currency,
        returnUrl: params.returnUrl ?? null,
        description: params.description ?? null,
        metadata: metadataOnCreate(params.metadata),
        customer: linked
          ? { kind: 'customer', customer: linked }
          : customer === undefined || typeof customer === 'string'
            ? null
            : { kind: 'inline', id: newId('cus_'), name: customer.name ?? null, email: customer.email ?? null },
      });
      if (token) {
        confirmPayment(ctx.service, ctx.account, payment, {
          token,
          clientSession: undefined,
          returnUrl: undefined,
          challengeWindowSize: undefined,
          use: token.usage === 'reusable' ? 'saved_payment' : 'payment',
          render: ctx.render,
        });
      }
      return { status: 201, body: render(ctx, payment) };
    },
  },
  {
    method: 'GET',
    path: '/v1/payments',
    keys: SERVER_KEYS,
    permission: 'payments',
    endpointClass: 'payment_status',
    handle(ctx) {
      return listReply(ctx, ctx.account.payments, {
        filters: ['status', 'currency', 'created_after', 'created_before'],
        metadataFilter: true,
        filter(filters, metadata) {
          const status = filters.status === undefined ? undefined : parseStatusFilter(ctx, filters.status);
          const created = createdWithin(filters);
          const currency = filters.currency?.toUpperCase();
          return (payment) =>
            (status === undefined || status.includes(payment.status)) &&
            (currency === undefined || payment.currency === currency) &&
            created(payment) &&
            matchesMetadata(payment.metadata, metadata);
        },
        render: (payment) => render(ctx, payment),
      });
    },
  },
  {
    method: 'GET',
    path: '/v1/payments/:id',
    keys: ALL_KEYS,
    permission: 'payments',
    endpointClass: 'payment_status',
    handle(ctx) {
      const payment = paymentOf(ctx);
      for (const name of ctx.url.searchParams.keys()) {
        if (name !== 'client_secret') throw new SandboxError('parameter_unknown', `Unknown parameter: ${name}.`, { param: name });
      }
      const clientSecret = ctx.url.searchParams.get('client_secret') ?? undefined;
      authorizeClientSide(ctx, payment, clientSecret, 'client_secret');
      return { body: renderPayment(payment, callerView(ctx)) };
    },
  },
  {
    method: 'POST',
    path: '/v1/payments/:id',
    keys: SERVER_KEYS,
    permission: 'payments',
    endpointClass: 'general',
    handle(ctx) {
      const payment = paymentOf(ctx);
      const params = parseParams(PaymentUpdateParams, ctx.body);
      if (params.metadata !== undefined) payment.metadata = mergeMetadata(payment.metadata, params.metadata);
      if (params.description !== undefined) payment.description = params.description;
      // Rule 7: an update emits payment.updated and never re-emits a lifecycle event.
      ctx.service.emitPayment(ctx.account, 'payment.updated', payment);
      return { body: render(ctx, payment) };
    },
  },
  {
    method: 'POST',
    path: '/v1/payments/:id/confirm',
    keys: ALL_KEYS,
    permission: 'payments',
    endpointClass: 'general',
    handle(ctx) {
      const payment = paymentOf(ctx);
      const params = parseParams(PaymentConfirmParams, ctx.body);
      const clientSession = authorizeClientSide(ctx, payment, params.clientSecret);
      // The customer whose saved cards the confirm may use and save to: the session's, or without a
      // session (a server key) the payment's own (docs/sandbox.md, Saved cards).
      const customerId = clientSession ? clientSession.customer : payment.customer?.kind === 'customer' ? payment.customer.customer.id : null;
      const token = tokenFor(ctx, params.token, customerId);
      const saved = token.usage === 'reusable';
      if (params.cvc !== undefined) checkSavedCardCvc(token, params.cvc);
      if (params.saveCard === true && saved) {
        throw new SandboxError('token_not_reusable', `Token ${token.id} is a saved card already; saveCard takes a single-use token.`, {
          param: 'saveCard',
        });
      }
      const renderAs = callerView(ctx);
      confirmPayment(ctx.service, ctx.account, payment, {
        token,
        clientSession,
        returnUrl: params.returnUrl,
        challengeWindowSize: params.challengeWindowSize,
        use: saved ? 'saved_payment' : 'payment',
        saveCardFor: saved ? null : customerToSave(ctx, clientSession, customerId, params.saveCard),
        render: renderAs,
      });
      return { body: renderPayment(payment, renderAs) };
    },
  },
  {
    method: 'POST',
    path: '/v1/payments/:id/authenticate',
    keys: ALL_KEYS,
    permission: 'payments',
    endpointClass: 'general',
    handle(ctx) {
      const payment = paymentOf(ctx);
      const params = parseParams(PaymentAuthenticateParams, ctx.body);
      authorizeClientSide(ctx, payment, params.clientSecret);
      authenticatePayment(ctx.service, ctx.account, payment, params.threeDSCompInd);
      return { body: renderPayment(payment, callerView(ctx)) };
    },
  },
  {
    method: 'POST',
    path: '/v1/payments/:id/adjust',
    keys: SERVER_KEYS,
    permission: 'payments',
    endpointClass: 'general',
    handle(ctx) {
      const payment = paymentOf(ctx);
      const params = parseParams(paymentAdjustParams(ctx.version), ctx.body);
      requireStatus(payment, ADJUSTABLE_STATUSES, 'adjust');
      payment.amount = params.amount;
      ctx.service.emitPayment(ctx.account, 'payment.updated', payment);
      return { body: render(ctx, payment) };
    },
  },
  {
    method: 'POST',
    path: '/v1/payments/:id/reverse',
    keys: SERVER_KEYS,
    permission: 'payments',
    endpointClass: 'general',
    handle(ctx) {
      const payment = paymentOf(ctx);
      parseParams(PaymentReverseParams, ctx.body);
      if (payment.status === 'completed') {
        throw new SandboxError('payment_state_invalid', 'A completed payment cannot be reversed; refund it instead.');
      }
      requireStatus(payment, ADJUSTABLE_STATUSES, 'reverse');
      transition(ctx.service, ctx.account, payment, 'canceled');
      return { body: render(ctx, payment) };
    },
  },
];

/** `pending` exists only before 2026-04-01, `requires_action` and `processing` only from then on. */
function parseStatusFilter(ctx: RequestContext, value: string): readonly PaymentRecord['status'][] {
  const modern = isAtLeast(ctx.version, '2026-04-01');
  const parsed = StatusFilter.safeParse(value);
  const known = parsed.success && (modern ? parsed.data !== 'pending' : parsed.data !== 'requires_action' && parsed.data !== 'processing');
  if (!parsed.success || !known) {
    const allowed = PAYMENT_STATUSES.filter((status) => (modern ? status !== 'pending' : status !== 'requires_action' && status !== 'processing'));
    throw new SandboxError('parameter_invalid', `Invalid status for API version ${ctx.version}: must be one of ${allowed.join(', ')}.`, {
      param: 'status',
    });
  }
  return parsed.data === 'pending' ? ['requires_action', 'processing'] : [parsed.data];
}

/**
 * The token of a confirm: a single-use one, or a saved card of `customerId` (the only customer it may
 * ever be used with; contract: Tokens).
 */
function tokenFor(ctx: RequestContext, tokenId: string, customerId: string | null): TokenRecord {
  const token = ctx.account.tokens.get(tokenId);
  if (!token) throw new SandboxError('resource_missing', `No such token: ${tokenId}.`, { param: 'token' });
  if (token.usage === 'single_use') return token;
  if (customerId === null) {
    throw new SandboxError(
      'token_customer_mismatch',
      `Token ${tokenId} is a saved card: it pays only for its customer, and this payment has none (bind the client session or the payment to the customer).`,
      { param: 'token' },
    );
  }
  return savedCardOf(ctx.account, customerId, tokenId);
}

/** A saved card's CVC, re-collected by the card frame when the merchant asks: its length must fit the brand. */
function checkSavedCardCvc(token: TokenRecord, cvc: string): void {
  if (token.usage !== 'reusable') {
    throw new SandboxError('parameter_invalid', 'Invalid cvc: a single-use token carries its own CVC; cvc is taken only with a saved card.', {
      param: 'cvc',
    });
  }
  if (!validateCvc(cvc, isCardBrand(token.card.brand) ? token.card.brand : null).isValid) {
    throw new SandboxError('invalid_cvc', 'The card’s security code has the wrong length for this card.', { param: 'cvc' });
  }
}

/**
 * The customer a single-use card is saved for when the payment goes through: with a client session,
 * `saveCard: true` where its `savedCards.save` is `optional`, and always where it is `always`; with a
 * server key and no session, `saveCard: true` for the payment's customer.
 */
function customerToSave(
  ctx: RequestContext,
  session: ClientSessionRecord | undefined,
  customerId: string | null,
  saveCard: boolean | undefined,
): CustomerRecord | null {
  const save = session ? session.savedCards.save : 'optional';
  if (save === 'off' && saveCard === true) {
    throw new SandboxError('saved_cards_not_allowed', 'This client session does not save cards (savedCards.save is "off").', { param: 'saveCard' });
  }
  if (save !== 'always' && saveCard !== true) return null;
  if (customerId === null) {
    if (saveCard !== true) return null;
    throw new SandboxError(
      'parameter_invalid',
      'Invalid saveCard: the payment has no customer to save the card for; create it with customer: "cus_…".',
      {
        param: 'saveCard',
      },
    );
  }
  return findOr404(ctx.account.customers, customerId, 'customer', 'customer');
}
