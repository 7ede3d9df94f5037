import { randomBytes } from 'node:crypto';
import { ClientSessionAuthenticateParams, ClientSessionConfirmParams, ClientSessionCreateParams } from '../../api/params.js';
import { DEFAULT_SAVED_CARDS } from '../../api/resources.js';
import { removeSavedCard } from '../flows/customer-removals.js';
import { savedCardsOf } from '../flows/saved-cards.js';
import { authenticateSetup, confirmSetup, renderSession } from '../flows/setup-flow.js';
import { ALL_KEYS, type RequestContext, type RouteSpec } from '../http/pipeline.js';
import { SandboxError, parseParams } from '../model/errors.js';
import { newId } from '../model/ids.js';
import { constantTimeEqual } from '../model/secrets.js';
import { renderSavedCardSummary } from '../model/render.js';
import { type ClientSessionRecord, nextSeq } from '../model/state.js';
import { findOr404, listReply } from './list.js';

export const CLIENT_SESSION_LIFETIME_MS = 24 * 60 * 60 * 1000;

/**
 * Client sessions (interface: Client session; contract: client sessions; Customers, saved cards,
 * subscriptions and invoices). A publishable key creates an unbound payment session; binding one to a
 * payment or a customer, and a setup session, take a server key, since the client secret then lets a
 * browser confirm that payment, or use and save that customer's cards.
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
      const binds = params.payment !== undefined || params.customer !== undefined || params.savedCards !== undefined || params.mode === 'setup';
      if (binds && ctx.key.type === 'publishable') {
        throw new SandboxError(
          'api_key_wrong_type',
          'Binding a client session to a payment or a customer (saved cards, mode: setup) needs a secret or restricted key; create it on your server.',
        );
      }
      const payment = params.payment === undefined ? undefined : ctx.account.payments.get(params.payment);
      if (params.payment !== undefined && !payment) {
        throw new SandboxError('resource_missing', `No such payment: ${params.payment}.`, { param: 'payment' });
      }
      // A session bound to a payment of an existing customer is bound to that customer too, so the
      // customer can come back on-session and pay with a saved card (contract: Off-session charges).
      const paymentCustomer = payment?.customer?.kind === 'customer' ? payment.customer.customer.id : undefined;
      if (params.customer !== undefined && paymentCustomer !== undefined && params.customer !== paymentCustomer) {
        throw new SandboxError('parameter_invalid', `Invalid customer: payment ${payment?.id ?? ''} belongs to customer ${paymentCustomer}.`, {
          param: 'customer',
        });
      }
      const customer = params.customer ?? paymentCustomer;
      if (customer !== undefined && !ctx.account.customers.get(customer)) {
        throw new SandboxError('resource_missing', `No such customer: ${customer}.`, { param: 'customer' });
      }
      if (params.savedCards !== undefined && customer === undefined) {
        throw new SandboxError('parameter_invalid', 'Invalid savedCards: saved cards belong to a customer; bind the session to one with customer.', {
          param: 'savedCards',
        });
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
        customer: customer ?? null,
        savedCards: { ...DEFAULT_SAVED_CARDS, ...params.savedCards },
        returnUrl: params.returnUrl ?? null,
        setup:
          params.mode === 'setup' ? { status: 'requires_payment_method', tokenId: null, nextAction: null, lastError: null, threeDS: null } : null,
        expiresAtMs: now + CLIENT_SESSION_LIFETIME_MS,
      });
      return { status: 201, body: renderSession(ctx.account, session, ctx.render) };
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
      authorizeSession(ctx, session, clientSecret, 'client_secret');
      return { body: renderSession(ctx.account, session, ctx.render) };
    },
  },
  /**
   * A setup confirm (contract: setup confirm): the publishable key with the client secret (a server key
   * may leave it out), a single-use `token` and the browser's 3DS data. Answers the session; a decline
   * answers 402 with `error.client_session`.
   */
  {
    method: 'POST',
    path: '/v1/client_sessions/:id/confirm',
    keys: ALL_KEYS,
    permission: 'client_sessions',
    endpointClass: 'general',
    handle(ctx) {
      const session = findOr404(ctx.account.clientSessions, ctx.params.id, 'client session');
      const params = parseParams(ClientSessionConfirmParams, ctx.body);
      authorizeSession(ctx, session, params.clientSecret, 'clientSecret');
      const token = findOr404(ctx.account.tokens, params.token, 'token', 'token');
      confirmSetup(ctx.service, ctx.account, session, {
        token,
        returnUrl: params.returnUrl,
        challengeWindowSize: params.challengeWindowSize,
        render: ctx.render,
      });
      return { body: renderSession(ctx.account, session, ctx.render) };
    },
  },
  /** A setup session's 3DS Method result, as `POST /v1/payments/{id}/authenticate` is a payment's (our decision: the contract names the confirm only). */
  {
    method: 'POST',
    path: '/v1/client_sessions/:id/authenticate',
    keys: ALL_KEYS,
    permission: 'client_sessions',
    endpointClass: 'general',
    handle(ctx) {
      const session = findOr404(ctx.account.clientSessions, ctx.params.id, 'client session');
      const params = parseParams(ClientSessionAuthenticateParams, ctx.body);
      authorizeSession(ctx, session, params.clientSecret, 'clientSecret');
      authenticateSetup(ctx.service, ctx.account, session, params.threeDSCompInd);
      return { body: renderSession(ctx.account, session, ctx.render) };
    },
  },
  /**
   * The customer's saved cards as the browser may see them (contract: client sessions): brand, last4,
   * expiry and id only, newest first, paginated; only where `savedCards.list` allows it.
   */
  {
    method: 'GET',
    path: '/v1/client_sessions/:id/tokens',
    keys: ALL_KEYS,
    permission: 'client_sessions',
    endpointClass: 'general',
    handle(ctx) {
      const session = findOr404(ctx.account.clientSessions, ctx.params.id, 'client session');
      authorizeSession(ctx, session, singleQueryValue(ctx, 'client_secret'), 'client_secret');
      const customer = savedCardsCustomer(session, 'list', 'list the customer’s saved cards');
      return listReply(ctx, ctx.account.tokens, {
        // The secret is part of the query: a cursor is issued for it (contract: Pagination cursors).
        filters: ['client_secret'],
        filter: () => savedCardsOf(ctx.account, customer),
        render: renderSavedCardSummary,
      });
    },
  },
  /**
   * Removing a saved card from the browser, where `savedCards.remove` allows it (our decision where the
   * contract names the list only; docs/sandbox.md, Saved cards): `DELETE` on the card under the list,
   * with the publishable key and `?client_secret=`. Answers `{id, object: "token", deleted: true}`.
   */
  {
    method: 'DELETE',
    path: '/v1/client_sessions/:id/tokens/:token',
    keys: ALL_KEYS,
    permission: 'client_sessions',
    endpointClass: 'general',
    handle(ctx) {
      const session = findOr404(ctx.account.clientSessions, ctx.params.id, 'client session');
      for (const name of ctx.url.searchParams.keys()) {
        if (name !== 'client_secret') throw new SandboxError('parameter_unknown', `Unknown parameter: ${name}.`, { param: name });
      }
      authorizeSession(ctx, session, singleQueryValue(ctx, 'client_secret'), 'client_secret');
      const customer = savedCardsCustomer(session, 'remove', 'remove the customer’s saved cards');
      const token = ctx.account.tokens.get(ctx.params.token ?? '');
      if (token?.usage !== 'reusable' || token.customer !== customer) {
        throw new SandboxError('resource_missing', `No such saved card of this customer: ${ctx.params.token ?? ''}.`, { param: 'token' });
      }
      removeSavedCard(ctx.service, ctx.account, token);
      return { body: { id: token.id, object: 'token', deleted: true } };
    },
  },
];

/** Publishable keys must bring the session's own client secret; server keys may (then it is checked too). */
function authorizeSession(ctx: RequestContext, session: ClientSessionRecord, clientSecret: string | undefined, param: string): void {
  if (ctx.key.type === 'publishable' || clientSecret !== undefined) checkSessionSecret(ctx, session, clientSecret, param);
}

/** A query parameter sent at most once. */
function singleQueryValue(ctx: RequestContext, name: string): string | undefined {
  if (ctx.url.searchParams.getAll(name).length > 1) {
    throw new SandboxError('parameter_invalid', `${name} was given more than once.`, { param: name });
  }
  return ctx.url.searchParams.get(name) ?? undefined;
}

/** The session's customer, when its `savedCards` allows `what`; 403 otherwise. */
function savedCardsCustomer(session: ClientSessionRecord, option: 'list' | 'remove', what: string): string {
  if (session.customer === null || !session.savedCards[option]) {
    throw new SandboxError(
      'saved_cards_not_allowed',
      `This client session may not ${what}: create it with customer and savedCards: {${option}: true} on your server.`,
    );
  }
  return session.customer;
}

/** The secret must be this session's own (compared in constant time) and the session still live. */
function checkSessionSecret(ctx: RequestContext, session: ClientSessionRecord, clientSecret: string | undefined, param = 'client_secret'): void {
  if (clientSecret === undefined || clientSecret === '') {
    const how = param === 'client_secret' ? 'its ?client_secret=' : 'its clientSecret in the body';
    throw new SandboxError('client_secret_invalid', `A publishable key uses client session ${session.id} only with ${how}.`, { param });
  }
  if (!constantTimeEqual(clientSecret, session.clientSecret)) {
    throw new SandboxError('client_secret_invalid', `The client secret does not belong to client session ${session.id}.`, { param });
  }
  if (ctx.service.clock.now() >= session.expiresAtMs) {
    throw new SandboxError('client_secret_expired', 'This client session expired (sessions live 24 hours). Create a new one.', { param });
  }
}
