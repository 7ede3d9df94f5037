import * as z from 'zod/mini';
import { PERMISSION_LEVELS, PERMISSION_RESOURCES } from '../resources.js';
import { ALL_EVENTS, EVENT_TYPES } from '../events.js';
import { isAcceptableWebhookUrl } from '../urls.js';

/** Request bodies of the account's own settings: restricted API keys and webhook endpoints. */

export const ApiKeyCreateParams = z.strictObject({
  name: z.string().check(z.minLength(1), z.maxLength(100)),
  permissions: z.partialRecord(
    z.enum(PERMISSION_RESOURCES, `must name resources among: ${PERMISSION_RESOURCES.join(', ')}`),
    z.enum(PERMISSION_LEVELS, 'must be none, read or write'),
  ),
});

export const WebhookEndpointCreateParams = z.strictObject({
  url: z.string().check(z.refine(isAcceptableWebhookUrl, 'must be an absolute https: URL (http: only on loopback)')),
  enabledEvents: z
    .array(z.enum([ALL_EVENTS, ...EVENT_TYPES], 'must be known event types or "*"'))
    .check(z.minLength(1, 'must list at least one event type')),
  description: z.optional(z.string().check(z.maxLength(500))),
});
