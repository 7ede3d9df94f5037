import { INVOICE_STATUSES } from '../../api/resources.js';
import { type RouteSpec, SERVER_KEYS } from '../http/pipeline.js';
import { SandboxError } from '../model/errors.js';
import { renderInvoice } from '../model/render.js';
import { createdWithin, listReply } from './list.js';

/**
 * `GET /v1/invoices` with `status` and `created_after` (interface: Endpoints). The interface shows no
 * way to create invoices; the sandbox seeds them with `POST /_sandbox/invoices`.
 */
export const invoiceRoutes: RouteSpec[] = [
  {
    method: 'GET',
    path: '/v1/invoices',
    keys: SERVER_KEYS,
    permission: 'invoices',
    endpointClass: 'general',
    handle(ctx) {
      return listReply(ctx, ctx.account.invoices, {
        filters: ['status', 'created_after'],
        filter(filters) {
          if (filters.status !== undefined && !(INVOICE_STATUSES as readonly string[]).includes(filters.status)) {
            throw new SandboxError('parameter_invalid', `Invalid status: must be one of ${INVOICE_STATUSES.join(', ')}.`, { param: 'status' });
          }
          const created = createdWithin(filters);
          return (invoice) => (filters.status === undefined || invoice.status === filters.status) && created(invoice);
        },
        render: (invoice) => renderInvoice(invoice, ctx.render),
      });
    },
  },
];
