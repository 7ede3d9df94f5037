import { CustomerCreateParams, CustomerUpdateParams } from '../../api/params.js';
import { deleteCustomer, removeSavedCard } from '../flows/customer-removals.js';
import { emitCustomer, savedCardOf, savedCardsOf } from '../flows/saved-cards.js';
import { type RequestContext, type RouteSpec, SERVER_KEYS } from '../http/pipeline.js';
import { parseParams } from '../model/errors.js';
import { newId } from '../model/ids.js';
import { matchesMetadata, mergeMetadata, metadataOnCreate } from '../model/metadata.js';
import { renderCustomer, renderToken } from '../model/render.js';
import { nextSeq } from '../model/state.js';
import { createdWithin, findOr404, listReply } from './list.js';

/**
 * Customers and their saved cards (contract: Customers, saved cards, subscriptions and invoices).
 * Server keys; a restricted key needs `customers` for the customer, `tokens` for its saved cards.
 * A saved card is made only by a confirm that saves it (routes/sessions.ts, routes/payments.ts).
 */

const customerOf = (ctx: RequestContext) => findOr404(ctx.account.customers, ctx.params.id, 'customer');

export const customerRoutes: RouteSpec[] = [
  {
    method: 'POST',
    path: '/v1/customers',
    keys: SERVER_KEYS,
    permission: 'customers',
    endpointClass: 'general',
    handle(ctx) {
      const params = parseParams(CustomerCreateParams, ctx.body);
      const customer = ctx.account.customers.insert({
        id: newId('cus_'),
        seq: nextSeq(),
        createdAtMs: ctx.service.clock.now(),
        email: params.email ?? null,
        name: params.name ?? null,
        metadata: metadataOnCreate(params.metadata),
        defaultToken: null,
      });
      emitCustomer(ctx.service, ctx.account, 'customer.created', customer);
      return { status: 201, body: renderCustomer(customer, ctx.render) };
    },
  },
  {
    method: 'GET',
    path: '/v1/customers',
    keys: SERVER_KEYS,
    permission: 'customers',
    endpointClass: 'general',
    handle(ctx) {
      return listReply(ctx, ctx.account.customers, {
        filters: ['email', 'created_after', 'created_before'],
        metadataFilter: true,
        filter(filters, metadata) {
          const created = createdWithin(filters);
          return (customer) =>
            (filters.email === undefined || customer.email === filters.email) && created(customer) && matchesMetadata(customer.metadata, metadata);
        },
        render: (customer) => renderCustomer(customer, ctx.render),
      });
    },
  },
  {
    method: 'GET',
    path: '/v1/customers/:id',
    keys: SERVER_KEYS,
    permission: 'customers',
    endpointClass: 'general',
    handle(ctx) {
      return { body: renderCustomer(customerOf(ctx), ctx.render) };
    },
  },
  {
    method: 'POST',
    path: '/v1/customers/:id',
    keys: SERVER_KEYS,
    permission: 'customers',
    endpointClass: 'general',
    handle(ctx) {
      const customer = customerOf(ctx);
      const params = parseParams(CustomerUpdateParams, ctx.body);
      // Checked before anything changes: a wrong defaultToken leaves the customer as it was.
      if (params.defaultToken) savedCardOf(ctx.account, customer.id, params.defaultToken, 'defaultToken');
      if (params.email !== undefined) customer.email = params.email;
      if (params.name !== undefined) customer.name = params.name;
      if (params.metadata !== undefined) customer.metadata = mergeMetadata(customer.metadata, params.metadata);
      if (params.defaultToken !== undefined) customer.defaultToken = params.defaultToken;
      // Interface: Metadata, rule 7: an update emits customer.updated, metadata-only ones too.
      emitCustomer(ctx.service, ctx.account, 'customer.updated', customer);
      return { body: renderCustomer(customer, ctx.render) };
    },
  },
  {
    method: 'DELETE',
    path: '/v1/customers/:id',
    keys: SERVER_KEYS,
    permission: 'customers',
    endpointClass: 'general',
    handle(ctx) {
      const customer = customerOf(ctx);
      deleteCustomer(ctx.service, ctx.account, customer);
      return { body: { id: customer.id, object: 'customer', deleted: true } };
    },
  },
  {
    method: 'GET',
    path: '/v1/customers/:id/tokens',
    keys: SERVER_KEYS,
    permission: 'tokens',
    endpointClass: 'general',
    handle(ctx) {
      const customer = customerOf(ctx);
      return listReply(ctx, ctx.account.tokens, {
        filter: () => savedCardsOf(ctx.account, customer.id),
        render: (token) => renderToken(token, ctx.render),
      });
    },
  },
  {
    method: 'DELETE',
    path: '/v1/customers/:id/tokens/:token',
    keys: SERVER_KEYS,
    permission: 'tokens',
    endpointClass: 'general',
    handle(ctx) {
      const customer = customerOf(ctx);
      const token = savedCardOf(ctx.account, customer.id, ctx.params.token ?? '', 'token');
      removeSavedCard(ctx.service, ctx.account, token);
      return { body: { id: token.id, object: 'token', deleted: true } };
    },
  },
];
