import { MAX_AMOUNT, SubscriptionCancelParams, SubscriptionCreateParams, SubscriptionUpdateParams, trialEndProblem } from '../../api/params.js';
import { SUBSCRIPTION_STATUSES } from '../../api/resources.js';
import { startSubscription } from '../flows/billing.js';
import { emitSubscription, endSubscription } from '../flows/invoices.js';
import { savedCardOf } from '../flows/saved-cards.js';
import { type RequestContext, type RouteSpec, SERVER_KEYS } from '../http/pipeline.js';
import { SandboxError, parseParams } from '../model/errors.js';
import { matchesMetadata, mergeMetadata, metadataOnCreate } from '../model/metadata.js';
import { renderSubscription } from '../model/render.js';
import { findOr404, listReply } from './list.js';

/**
 * Subscriptions (contract: Customers, saved cards, subscriptions and invoices). Server keys; a
 * restricted key needs `subscriptions`. What happens to them over time is flows/billing.ts's.
 */

const subscriptionOf = (ctx: RequestContext) => findOr404(ctx.account.subscriptions, ctx.params.id, 'subscription');

export const subscriptionRoutes: RouteSpec[] = [
  {
    method: 'POST',
    path: '/v1/subscriptions',
    keys: SERVER_KEYS,
    permission: 'subscriptions',
    endpointClass: 'general',
    handle(ctx) {
      const params = parseParams(SubscriptionCreateParams, ctx.body);
      const now = ctx.service.clock.now();
      // The schema refuses both alternatives together; a date in the past or too far ahead needs the clock.
      const problem = params.trialEndsAt === undefined ? null : trialEndProblem(params.trialEndsAt, now);
      if (problem !== null) throw new SandboxError('parameter_invalid', `Invalid trialEndsAt: ${problem}.`, { param: 'trialEndsAt' });
      const customer = findOr404(ctx.account.customers, params.customer, 'customer', 'customer');
      const price = findOr404(ctx.account.prices, params.price, 'price', 'price');
      const { recurring } = price;
      if (recurring === null) {
        throw new SandboxError('parameter_invalid', `Invalid price: ${price.id} is a one-time price; a subscription bills a recurring one.`, {
          param: 'price',
        });
      }
      if (!price.active) {
        throw new SandboxError('parameter_invalid', `Invalid price: ${price.id} is inactive (active: false); new subscriptions cannot use it.`, {
          param: 'price',
        });
      }
      if (recurring.usage === 'metered' && params.quantity !== 1) {
        throw new SandboxError('parameter_invalid', 'Invalid quantity: a metered price bills the usage records reported, not a quantity.', {
          param: 'quantity',
        });
      }
      if (price.unitAmount * params.quantity > MAX_AMOUNT) {
        throw new SandboxError('parameter_invalid', `Invalid quantity: unitAmount × quantity must be at most ${MAX_AMOUNT}.`, { param: 'quantity' });
      }
      if (params.defaultToken !== undefined) savedCardOf(ctx.account, customer.id, params.defaultToken, 'defaultToken');
      const trial =
        params.trialDays !== undefined
          ? { days: params.trialDays }
          : params.trialEndsAt !== undefined
            ? { endsAtMs: Date.parse(params.trialEndsAt) }
            : null;
      // Without a trial the first invoice is charged now (licensed) or at the first period's end (metered).
      if (trial === null && params.defaultToken === undefined && customer.defaultToken === null) {
        throw new SandboxError(
          'parameter_missing',
          `A subscription without a trial is charged from the start: send defaultToken (a saved card of ${customer.id}), set the customer's defaultToken first, or give a trial (trialDays or trialEndsAt).`,
          { param: 'defaultToken' },
        );
      }
      const subscription = startSubscription(ctx.service, ctx.account, {
        customer,
        price: { ...price, recurring },
        quantity: params.quantity,
        defaultToken: params.defaultToken ?? null,
        trial,
        metadata: metadataOnCreate(params.metadata),
      });
      return { status: 201, body: renderSubscription(subscription, ctx.render) };
    },
  },
  {
    method: 'GET',
    path: '/v1/subscriptions',
    keys: SERVER_KEYS,
    permission: 'subscriptions',
    endpointClass: 'general',
    handle(ctx) {
      return listReply(ctx, ctx.account.subscriptions, {
        filters: ['customer', 'status'],
        metadataFilter: true,
        filter(filters, metadata) {
          if (filters.status !== undefined && !(SUBSCRIPTION_STATUSES as readonly string[]).includes(filters.status)) {
            throw new SandboxError('parameter_invalid', `Invalid status: must be one of ${SUBSCRIPTION_STATUSES.join(', ')}.`, { param: 'status' });
          }
          return (subscription) =>
            (filters.customer === undefined || subscription.customer === filters.customer) &&
            (filters.status === undefined || subscription.status === filters.status) &&
            matchesMetadata(subscription.metadata, metadata);
        },
        render: (subscription) => renderSubscription(subscription, ctx.render),
      });
    },
  },
  {
    method: 'GET',
    path: '/v1/subscriptions/:id',
    keys: SERVER_KEYS,
    permission: 'subscriptions',
    endpointClass: 'general',
    handle(ctx) {
      return { body: renderSubscription(subscriptionOf(ctx), ctx.render) };
    },
  },
  {
    method: 'POST',
    path: '/v1/subscriptions/:id',
    keys: SERVER_KEYS,
    permission: 'subscriptions',
    endpointClass: 'general',
    handle(ctx) {
      const subscription = subscriptionOf(ctx);
      const params = parseParams(SubscriptionUpdateParams, ctx.body);
      // Checked before anything changes: a refused update leaves the subscription as it was.
      if (subscription.status === 'canceled' && (params.defaultToken !== undefined || params.cancelAtPeriodEnd !== undefined)) {
        throw new SandboxError(
          'subscription_state_invalid',
          `Subscription ${subscription.id} is canceled: only its metadata can change. Create a new subscription to bill the customer again.`,
        );
      }
      if (params.defaultToken) savedCardOf(ctx.account, subscription.customer, params.defaultToken, 'defaultToken');
      if (params.metadata !== undefined) subscription.metadata = mergeMetadata(subscription.metadata, params.metadata);
      if (params.defaultToken !== undefined) subscription.defaultToken = params.defaultToken;
      if (params.cancelAtPeriodEnd !== undefined) subscription.cancelAtPeriodEnd = params.cancelAtPeriodEnd;
      // Interface: Metadata, rule 7: an update emits subscription.updated, metadata-only ones too.
      emitSubscription(ctx.service, ctx.account, 'subscription.updated', subscription);
      return { body: renderSubscription(subscription, ctx.render) };
    },
  },
  {
    method: 'POST',
    path: '/v1/subscriptions/:id/cancel',
    keys: SERVER_KEYS,
    permission: 'subscriptions',
    endpointClass: 'general',
    handle(ctx) {
      const subscription = subscriptionOf(ctx);
      parseParams(SubscriptionCancelParams, ctx.body);
      if (subscription.status === 'canceled') {
        throw new SandboxError('subscription_state_invalid', `Subscription ${subscription.id} is canceled already.`);
      }
      endSubscription(ctx.service, ctx.account, subscription);
      return { body: renderSubscription(subscription, ctx.render) };
    },
  },
];
