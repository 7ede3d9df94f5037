import { refundCreateParams } from '../../api/params.js';
import { type RouteSpec, SERVER_KEYS } from '../http/pipeline.js';
import { SandboxError, parseParams } from '../model/errors.js';
import { newId } from '../model/ids.js';
import { matchesMetadata, metadataOnCreate } from '../model/metadata.js';
import { renderPayment, renderRefund } from '../model/render.js';
import { nextSeq } from '../model/state.js';
import { createdWithin, findOr404, listReply } from './list.js';

/** Refunds (interface: Refund; contract: refunds). Never more than what was paid and not yet refunded. */
export const refundRoutes: RouteSpec[] = [
  {
    method: 'POST',
    path: '/v1/refunds',
    keys: SERVER_KEYS,
    permission: 'refunds',
    endpointClass: 'refunds',
    handle(ctx) {
      const params = parseParams(refundCreateParams(ctx.version), ctx.body);
      const payment = ctx.account.payments.get(params.payment);
      if (!payment) throw new SandboxError('resource_missing', `No such payment: ${params.payment}.`, { param: 'payment' });
      if (payment.status !== 'completed') {
        throw new SandboxError(
          'payment_state_invalid',
          `Only completed payments can be refunded; this one is ${payment.status}. Reverse it instead.`,
          { param: 'payment' },
        );
      }
      const remaining = payment.amount - payment.amountRefunded;
      const amount = params.amount ?? remaining;
      if (amount > remaining || remaining === 0) {
        throw new SandboxError(
          'amount_too_large',
          remaining === 0
            ? `Payment ${payment.id} is refunded in full already.`
            : `Refund amount ${amount} exceeds the ${remaining} left to refund on ${payment.id}.`,
          { param: 'amount' },
        );
      }
      const refund = ctx.account.refunds.insert({
        id: newId('re_'),
        seq: nextSeq(),
        createdAtMs: ctx.service.clock.now(),
        amount,
        currency: payment.currency,
        paymentId: payment.id,
        reason: params.reason ?? null,
        status: 'succeeded',
        metadata: metadataOnCreate(params.metadata),
        settled: false,
      });
      payment.amountRefunded += amount;
      const { account, service } = ctx;
      service.emit(account, 'refund.created', renderRefund(refund, { version: account.defaultVersion, livemode: account.livemode }));
      service.emit(account, 'payment.updated', renderPayment(payment, { version: account.defaultVersion, livemode: account.livemode }));
      return { status: 201, body: renderRefund(refund, ctx.render) };
    },
  },
  {
    method: 'GET',
    path: '/v1/refunds',
    keys: SERVER_KEYS,
    permission: 'refunds',
    endpointClass: 'refunds',
    handle(ctx) {
      return listReply(ctx, ctx.account.refunds, {
        filters: ['payment', 'created_after', 'created_before'],
        metadataFilter: true,
        filter(filters, metadata) {
          const created = createdWithin(filters);
          return (refund) =>
            (filters.payment === undefined || refund.paymentId === filters.payment) && created(refund) && matchesMetadata(refund.metadata, metadata);
        },
        render: (refund) => renderRefund(refund, ctx.render),
      });
    },
  },
  {
    method: 'GET',
    path: '/v1/refunds/:id',
    keys: SERVER_KEYS,
    permission: 'refunds',
    endpointClass: 'refunds',
    handle(ctx) {
      return { body: renderRefund(findOr404(ctx.account.refunds, ctx.params.id, 'refund'), ctx.render) };
    },
  },
];
