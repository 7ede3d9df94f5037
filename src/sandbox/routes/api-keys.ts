import { ApiKeyCreateParams } from '../../api/params.js';
import type { RouteSpec } from '../http/pipeline.js';
import { SandboxError, parseParams } from '../model/errors.js';
import { renderApiKey } from '../model/render.js';
import { findOr404, listReply } from './list.js';

/**
 * API keys (interface: Restricted keys; contract: API keys). Secret key only: a restricted key gets
 * 403 and cannot create or modify keys (rule 4). The secret is in the creation answer and never again.
 */
const SECRET_ONLY = ['secret'] as const;

export const apiKeyRoutes: RouteSpec[] = [
  {
    method: 'POST',
    path: '/v1/api_keys',
    keys: SECRET_ONLY,
    permission: null,
    endpointClass: 'general',
    handle(ctx) {
      const params = parseParams(ApiKeyCreateParams, ctx.body);
      const key = ctx.service.addKey(ctx.account, {
        type: 'restricted',
        secret: ctx.service.newRestrictedSecret(),
        name: params.name,
        permissions: params.permissions,
      });
      return { status: 201, body: renderApiKey(key, { ...ctx.render, withSecret: true }) };
    },
  },
  {
    method: 'GET',
    path: '/v1/api_keys',
    keys: SECRET_ONLY,
    permission: null,
    endpointClass: 'general',
    handle(ctx) {
      return listReply(ctx, ctx.account.keys, { render: (key) => renderApiKey(key, ctx.render) });
    },
  },
  {
    method: 'POST',
    path: '/v1/api_keys/:id/revoke',
    keys: SECRET_ONLY,
    permission: null,
    endpointClass: 'general',
    handle(ctx) {
      const key = findOr404(ctx.account.keys, ctx.params.id, 'API key');
      if (key.revokedAtMs !== null) {
        throw new SandboxError('parameter_invalid', `API key ${key.id} is revoked already; revocation is irreversible.`, { param: 'id' });
      }
      // Interface: revocation is immediate and irreversible, with no grace period.
      key.revokedAtMs = ctx.service.clock.now();
      return { body: renderApiKey(key, ctx.render) };
    },
  },
];
