import { randomBytes } from 'node:crypto';
import { ClientSessionCreateParams } from '../../api/params.js';
import { DEFAULT_SAVED_CARDS } from '../../api/resources.js';
import { ALL_KEYS, type RequestContext, type RouteSpec } from '../http/pipeline.js';
import { SandboxError, parseParams } from '../model/errors.js';
import { newId } from '../model/ids.js';
import { constantTimeEqual } from '../model/secrets.js';
import { renderClientSession } from '../model/render.js';
import { type ClientSessionRecord, nextSeq } from '../model/state.js';
import { findOr404 } from './list.js';

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
      if (params.mode !== 'payment' || params.customer !== undefined || params.savedCards !== undefined) {
        // Until the sandbox's side of issue 14 lands (setup sessions, saved cards).
        throw new SandboxError('parameter_unknown', 'mode: setup, customer and savedCards are not supported by this sandbox yet.', { param: 'mode' });
      }
      if (params.payment !== undefined && ctx.key.type === 'publishable') {
        throw new SandboxError(
          'api_key_wrong_type',
          'Binding a client session to a payment needs a secret or restricted key; create it on your server.',
        );
      }
      if (params.payment !== undefined && !ctx.account.payments.get(params.payment)) {
        throw new SandboxError('resource_missing', `No such payment: ${params.payment}.`, { param: 'payment' });
      }
      const id = newId('cs_');
      const now = ctx.service.clock.now();
      const session = ctx.account.clientSessions.insert({
        id,
        seq: nextSeq(),
        createdAtMs: now,
        clientSecret: `${id}_secret_${randomBytes(18).toString('base64url')}`,
        mode: params.mode,
        payment: params.payment ?? null,
        customer: null,
        savedCards: { ...DEFAULT_SAVED_CARDS },
        returnUrl: null,
        setup: null,
        expiresAtMs: now + CLIENT_SESSION_LIFETIME_MS,
      });
      return { status: 201, body: renderClientSession(session, ctx.render) };
    },
  },
  /**
   * Retrieve (a decision of ours where the contract is silent; docs/sandbox.md, Endpoints): the card
   * frame is handed only the client secret `cs_<id>_secret_<random>` and learns from this answer
   * which payment it confirms. Like retrieving a payment, a publishable key must bring the session's
   * own `?client_secret=`; a server key may, and then it is checked too.
   */
  {
    method: 'GET',
    path: '/v1/client_sessions/:id',
    keys: ALL_KEYS,
    permission: 'client_sessions',
    endpointClass: 'general',
    handle(ctx) {
      for (const name of ctx.url.searchParams.keys()) {
        if (name !== 'client_secret') throw new SandboxError('parameter_unknown', `Unknown parameter: ${name}.`, { param: name });
      }
      if (ctx.url.searchParams.getAll('client_secret').length > 1) {
        throw new SandboxError('parameter_invalid', 'client_secret was given more than once.', { param: 'client_secret' });
      }
      const session = findOr404(ctx.account.clientSessions, ctx.params.id, 'client session');
      const clientSecret = ctx.url.searchParams.get('client_secret') ?? undefined;
      if (ctx.key.type === 'publishable' || clientSecret !== undefined) checkSessionSecret(ctx, session, clientSecret);
      return { body: renderClientSession(session, ctx.render) };
    },
  },
];

/** The secret must be this session's own (compared in constant time) and the session still live. */
function checkSessionSecret(ctx: RequestContext, session: ClientSessionRecord, clientSecret: string | undefined): void {
  const param = 'client_secret';
  if (clientSecret === undefined || clientSecret === '') {
    throw new SandboxError('client_secret_invalid', `A publishable key reads client session ${session.id} only with its ?client_secret=.`, { param });
  }
  if (!constantTimeEqual(clientSecret, session.clientSecret)) {
    throw new SandboxError('client_secret_invalid', `The client secret does not belong to client session ${session.id}.`, { param });
  }
  if (ctx.service.clock.now() >= session.expiresAtMs) {
    throw new SandboxError('client_secret_expired', 'This client session expired (sessions live 24 hours). Create a new one.', { param });
  }
}
