import { InvoicePayParams, InvoiceUpdateParams, InvoiceVoidParams } from '../../api/params.js';
import { INVOICE_STATUSES } from '../../api/resources.js';
import { emitInvoice, payInvoice, voidInvoice } from '../flows/invoices.js';
import { type RequestContext, type RouteSpec, SERVER_KEYS } from '../http/pipeline.js';
import { SandboxError, parseParams } from '../model/errors.js';
import { matchesMetadata, mergeMetadata } from '../model/metadata.js';
import { renderInvoice } from '../model/render.js';
import { createdWithin, findOr404, listReply } from './list.js';

/**
 * Invoices (interface: Endpoints, `GET /v1/invoices` with `status` and `created_after`; contract:
 * Customers, saved cards, subscriptions and invoices). Subscriptions create them (flows/billing.ts);
 * the sandbox also seeds some without a subscription (`POST /_sandbox/invoices`). Server keys; a
 * restricted key needs `invoices`.
 */

const invoiceOf = (ctx: RequestContext) => findOr404(ctx.account.invoices, ctx.params.id, 'invoice');

export const invoiceRoutes: RouteSpec[] = [
  {
    method: 'GET',
    path: '/v1/invoices',
    keys: SERVER_KEYS,
    permission: 'invoices',
    endpointClass: 'general',
    handle(ctx) {
      return listReply(ctx, ctx.account.invoices, {
        filters: ['status', 'created_after', 'customer', 'subscription'],
        metadataFilter: true,
        filter(filters, metadata) {
          if (filters.status !== undefined && !(INVOICE_STATUSES as readonly string[]).includes(filters.status)) {
            throw new SandboxError('parameter_invalid', `Invalid status: must be one of ${INVOICE_STATUSES.join(', ')}.`, { param: 'status' });
          }
          const created = createdWithin(filters);
          return (invoice) =>
            (filters.status === undefined || invoice.status === filters.status) &&
            (filters.customer === undefined || invoice.customer === filters.customer) &&
            (filters.subscription === undefined || invoice.subscription === filters.subscription) &&
            created(invoice) &&
            matchesMetadata(invoice.metadata, metadata);
        },
        render: (invoice) => renderInvoice(invoice, ctx.render),
      });
    },
  },
  {
    method: 'GET',
    path: '/v1/invoices/:id',
    keys: SERVER_KEYS,
    permission: 'invoices',
    endpointClass: 'general',
    handle(ctx) {
      return { body: renderInvoice(invoiceOf(ctx), ctx.render) };
    },
  },
  {
    method: 'POST',
    path: '/v1/invoices/:id',
    keys: SERVER_KEYS,
    permission: 'invoices',
    endpointClass: 'general',
    handle(ctx) {
      const invoice = invoiceOf(ctx);
      const params = parseParams(InvoiceUpdateParams, ctx.body);
      if (params.metadata !== undefined) invoice.metadata = mergeMetadata(invoice.metadata, params.metadata);
      // Interface: Metadata, rule 7: a metadata-only update emits invoice.updated, and changes no status.
      emitInvoice(ctx.service, ctx.account, 'invoice.updated', invoice);
      return { body: renderInvoice(invoice, ctx.render) };
    },
  },
  {
    method: 'POST',
    path: '/v1/invoices/:id/pay',
    keys: SERVER_KEYS,
    permission: 'invoices',
    endpointClass: 'general',
    handle(ctx) {
      const invoice = invoiceOf(ctx);
      const params = parseParams(InvoicePayParams, ctx.body);
      payInvoice(ctx.service, ctx.account, invoice, { token: params.token, render: ctx.render });
      return { body: renderInvoice(invoice, ctx.render) };
    },
  },
  {
    method: 'POST',
    path: '/v1/invoices/:id/void',
    keys: SERVER_KEYS,
    permission: 'invoices',
    endpointClass: 'general',
    handle(ctx) {
      const invoice = invoiceOf(ctx);
      parseParams(InvoiceVoidParams, ctx.body);
      voidInvoice(ctx.service, ctx.account, invoice);
      return { body: renderInvoice(invoice, ctx.render) };
    },
  },
];
