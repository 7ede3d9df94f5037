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
import { ADJUSTABLE_STATUSES, authenticatePayment, clientSessionFor, confirmPayment, requireStatus, transition } from '../flows/payment-flow.js';
import { ALL_KEYS, type RequestContext, type RouteSpec, SERVER_KEYS } from '../http/pipeline.js';
import { SandboxError, parseParams } from '../model/errors.js';
import { newId } from '../model/ids.js';
import { matchesMetadata, mergeMetadata, metadataOnCreate } from '../model/metadata.js';
import { renderPayment } from '../model/render.js';
import { type PaymentRecord, nextSeq } from '../model/state.js';
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
      if (params.confirm !== undefined || params.offSession !== undefined || params.token !== undefined) {
        // Until the sandbox's side of issue 14 lands (confirm on create, off-session charges).
        throw new SandboxError('parameter_unknown', 'confirm, offSession and token on create are not supported by this sandbox yet.', {
          param: 'confirm',
        });
      }
      const customer = params.customer;
      const payment = ctx.account.payments.insert({
        id: newId('pay_'),
        seq: nextSeq(),
        createdAtMs: ctx.service.clock.now(),
        amount: params.amount,
        currency: params.currency,
        status: 'requires_payment_method',
        returnUrl: params.returnUrl ?? null,
        description: params.description ?? null,
        metadata: metadataOnCreate(params.metadata),
        customer:
          customer === undefined
            ? null
            : typeof customer === 'string'
              ? { kind: 'customer', customer: findOr404(ctx.account.customers, customer, 'customer') }
              : { kind: 'inline', id: newId('cus_'), name: customer.name ?? null, email: customer.email ?? null },
        offSession: false,
        paymentMethod: null,
        nextAction: null,
        lastError: null,
        amountRefunded: 0,
        threeDS: null,
        settled: false,
      });
      ctx.service.emitPayment(ctx.account, 'payment.created', payment);
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
      const token = ctx.account.tokens.get(params.token);
      if (!token) throw new SandboxError('resource_missing', `No such token: ${params.token}.`, { param: 'token' });
      const renderAs = callerView(ctx);
      confirmPayment(ctx.service, ctx.account, payment, {
        token,
        clientSession,
        returnUrl: params.returnUrl,
        challengeWindowSize: params.challengeWindowSize,
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
