import { EVENT_TYPES } from '../../api/events.js';
import { WebhookEndpointCreateParams } from '../../api/params.js';
import { type RouteSpec, SERVER_KEYS } from '../http/pipeline.js';
import { SandboxError, parseParams } from '../model/errors.js';
import { newId } from '../model/ids.js';
import { renderEvent, renderWebhookEndpoint } from '../model/render.js';
import { nextSeq } from '../model/state.js';
import { createdWithin, findOr404, listReply } from './list.js';
import { generateWebhookSecret } from '../../server/webhooks/signature.js';

/** Webhook endpoints and events (interface: Events; contract: Webhooks, webhook endpoints, events). */
export const webhookRoutes: RouteSpec[] = [
  {
    method: 'POST',
    path: '/v1/webhook_endpoints',
    keys: SERVER_KEYS,
    permission: 'webhook_endpoints',
    endpointClass: 'general',
    handle(ctx) {
      const params = parseParams(WebhookEndpointCreateParams, ctx.body);
      const endpoint = ctx.account.webhookEndpoints.insert({
        id: newId('we_'),
        seq: nextSeq(),
        createdAtMs: ctx.service.clock.now(),
        url: params.url,
        enabledEvents: [...new Set(params.enabledEvents)],
        description: params.description ?? null,
        secret: generateWebhookSecret(),
      });
      ctx.service.registerEndpointOwner(endpoint.id, ctx.account);
      return { status: 201, body: renderWebhookEndpoint(endpoint, { ...ctx.render, withSecret: true }) };
    },
  },
  {
    method: 'GET',
    path: '/v1/webhook_endpoints',
    keys: SERVER_KEYS,
    permission: 'webhook_endpoints',
    endpointClass: 'general',
    handle(ctx) {
      return listReply(ctx, ctx.account.webhookEndpoints, { render: (endpoint) => renderWebhookEndpoint(endpoint, ctx.render) });
    },
  },
  {
    method: 'GET',
    path: '/v1/webhook_endpoints/:id',
    keys: SERVER_KEYS,
    permission: 'webhook_endpoints',
    endpointClass: 'general',
    handle(ctx) {
      return { body: renderWebhookEndpoint(findOr404(ctx.account.webhookEndpoints, ctx.params.id, 'webhook endpoint'), ctx.render) };
    },
  },
  {
    method: 'DELETE',
    path: '/v1/webhook_endpoints/:id',
    keys: SERVER_KEYS,
    permission: 'webhook_endpoints',
    endpointClass: 'general',
    handle(ctx) {
      const endpoint = findOr404(ctx.account.webhookEndpoints, ctx.params.id, 'webhook endpoint');
      // Pending retries stop: the deliverer checks the endpoint still exists before each attempt.
      ctx.account.webhookEndpoints.delete(endpoint.id);
      return { body: { id: endpoint.id, object: 'webhook_endpoint', deleted: true } };
    },
  },
  {
    method: 'GET',
    path: '/v1/events',
    keys: SERVER_KEYS,
    permission: 'events',
    endpointClass: 'general',
    handle(ctx) {
      return listReply(ctx, ctx.account.events, {
        filters: ['type', 'created_after', 'created_before'],
        filter(filters) {
          if (filters.type !== undefined && !(EVENT_TYPES as readonly string[]).includes(filters.type)) {
            throw new SandboxError('parameter_invalid', `Invalid type: ${filters.type} is not an event type.`, { param: 'type' });
          }
          const created = createdWithin(filters);
          return (event) => (filters.type === undefined || event.type === filters.type) && created(event);
        },
        render: (event) => renderEvent(event, ctx.render),
      });
    },
  },
  {
    method: 'GET',
    path: '/v1/events/:id',
    keys: SERVER_KEYS,
    permission: 'events',
    endpointClass: 'general',
    handle(ctx) {
      return { body: renderEvent(findOr404(ctx.account.events, ctx.params.id, 'event'), ctx.render) };
    },
  },
];
