import { randomBytes } from 'node:crypto';
import { ClientSessionCreateParams } from '../../api/params.js';
import { SvcError, parseParams } from '../errors.js';
import { ALL_KEYS, type RouteSpec } from '../http.js';
import { newId } from '../ids.js';
import { renderClientSession } from '../render.js';
import { nextSeq } from '../state.js';

export const CLIENT_SESSION_LIFETIME_MS = 24 * 60 * 60 * 1000;

/**
 * Client sessions (interface: Client session; contract: client sessions). A publishable key creates
 * an unbound session; binding one to a payment takes a server key, since the client secret then
 * lets a browser confirm and read that payment.
 */
export const sessionRoutes: RouteSpec[] = [
  {
    method: 'POST',
    path: '/v1/client_sessions',
    keys: ALL_KEYS,
    permission: 'client_sessions',
    endpointClass: 'general',
    handle(ctx) {
      const params = parseParams(ClientSessionCreateParams, ctx.body);
      if (params.payment !== undefined && ctx.key.type === 'publishable') {
        throw new SvcError('api_key_wrong_type', 'Binding a client session to a payment needs a secret or restricted key; create it on your server.');
      }
      if (params.payment !== undefined && !ctx.account.payments.get(params.payment)) {
        throw new SvcError('resource_missing', `No such payment: ${params.payment}.`, { param: 'payment' });
      }
      const id = newId('cs_');
      const now = ctx.service.clock.now();
      const session = ctx.account.clientSessions.insert({
        id,
        seq: nextSeq(),
        createdAtMs: now,
        clientSecret: `${id}_secret_${randomBytes(18).toString('base64url')}`,
        payment: params.payment ?? null,
        expiresAtMs: now + CLIENT_SESSION_LIFETIME_MS,
      });
      return { status: 201, body: renderClientSession(session, ctx.render) };
    },
  },
];
