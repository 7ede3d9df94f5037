import { UsageRecordCreateParams } from '../../api/params.js';
import { type RouteSpec, SERVER_KEYS } from '../http/pipeline.js';
import { SandboxError, parseParams } from '../model/errors.js';
import { newId } from '../model/ids.js';
import { renderUsageRecord } from '../model/render.js';
import { nextSeq } from '../model/state.js';
import { findOr404, listReply } from './list.js';

/**
 * Metered usage records (`mbu_`; interface: Endpoints, usage records, cursor paginated; contract:
 * usage record). Reported against a subscription of a metered price, billed in arrears at the end of
 * the period their `timestamp` falls in (flows/billing.ts). Server keys; a restricted key needs
 * `usage_records`.
 */

/** How far ahead of the sandbox clock a `timestamp` may be: the caller's clock may run a little fast. */
export const USAGE_CLOCK_SKEW_MS = 5 * 60 * 1000;

export const usageRecordRoutes: RouteSpec[] = [
  {
    method: 'POST',
    path: '/v1/usage_records',
    keys: SERVER_KEYS,
    permission: 'usage_records',
    endpointClass: 'general',
    handle(ctx) {
      const params = parseParams(UsageRecordCreateParams, ctx.body);
      const subscription = findOr404(ctx.account.subscriptions, params.subscription, 'subscription', 'subscription');
      if (subscription.status === 'canceled') {
        throw new SandboxError('subscription_state_invalid', `Subscription ${subscription.id} is canceled: it takes no more usage.`);
      }
      const price = ctx.account.prices.get(subscription.price);
      if (price?.recurring?.usage !== 'metered') {
        throw new SandboxError(
          'parameter_invalid',
          `Invalid subscription: ${subscription.id} bills a licensed price (unitAmount × quantity); usage records are for metered prices.`,
          { param: 'subscription' },
        );
      }
      const now = ctx.service.clock.now();
      const timestampMs = params.timestamp === undefined ? now : Date.parse(params.timestamp);
      // A period is billed as it ends: usage belongs to the period under way, never to one already billed.
      const latestMs = Math.min(subscription.currentPeriodEndMs - 1, now + USAGE_CLOCK_SKEW_MS);
      if (Number.isNaN(timestampMs) || timestampMs < subscription.currentPeriodStartMs || timestampMs > latestMs) {
        throw new SandboxError(
          'parameter_invalid',
          `Invalid timestamp: must fall in the subscription's current period, from ${new Date(subscription.currentPeriodStartMs).toISOString()} to now (earlier periods were billed already).`,
          { param: 'timestamp' },
        );
      }
      const record = ctx.account.usageRecords.insert({
        id: newId('mbu_'),
        seq: nextSeq(),
        createdAtMs: now,
        subscription: subscription.id,
        quantity: params.quantity,
        timestampMs,
        action: params.action,
      });
      return { status: 201, body: renderUsageRecord(record, ctx.render) };
    },
  },
  {
    method: 'GET',
    path: '/v1/usage_records',
    keys: SERVER_KEYS,
    permission: 'usage_records',
    endpointClass: 'general',
    handle(ctx) {
      return listReply(ctx, ctx.account.usageRecords, {
        filters: ['subscription'],
        filter(filters) {
          if (filters.subscription === undefined) {
            throw new SandboxError('parameter_missing', 'Missing required parameter: subscription. Usage records are listed per subscription.', {
              param: 'subscription',
            });
          }
          const subscription = findOr404(ctx.account.subscriptions, filters.subscription, 'subscription', 'subscription');
          return (record) => record.subscription === subscription.id;
        },
        render: (record) => renderUsageRecord(record, ctx.render),
      });
    },
  },
];
