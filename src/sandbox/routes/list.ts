import * as z from 'zod/mini';
import { readListQuery, readPageRequest } from '../http/pagination.js';
import type { RequestContext, Reply } from '../http/pipeline.js';
import { SandboxError, parseParams } from '../model/errors.js';
import type { Collection, Stored } from '../model/state.js';

/**
 * One list endpoint: read the query, filter, page, render (interface: Pagination parameters;
 * List envelope). Filters are declared per list; anything else in the query is refused.
 */
export function listReply<T extends Stored>(
  ctx: RequestContext,
  collection: Collection<T>,
  options: {
    filters?: readonly string[];
    metadataFilter?: boolean;
    /** Builds the predicate from the declared filters and the metadata filters. */
    filter?: (filters: Record<string, string>, metadata: Record<string, string>) => (item: T) => boolean;
    render: (item: T) => unknown;
  },
): Reply {
  const { query, filters, metadata } = readListQuery(ctx.url, options.filters ?? [], {
    metadataFilter: options.metadataFilter ?? false,
  });
  const pageRequest = readPageRequest(query);
  const keep = options.filter?.(filters, metadata);
  const items = keep ? collection.newestFirst().filter(keep) : collection.newestFirst();
  // The path names the list, settlement id included; the account keeps one account's cursors out of another's.
  const list = `${ctx.account.id} ${ctx.url.pathname}`;
  const page = ctx.service.paginator.page(items, pageRequest, { list, filters }, (id) => collection.get(id));
  return {
    body: {
      object: 'list',
      data: page.data.map(options.render),
      page: { has_more: page.hasMore, next_cursor: page.nextCursor, total_estimate: items.length },
    },
  };
}

const Timestamp = z.iso.datetime({ offset: true, error: 'must be an RFC 3339 timestamp such as 2026-04-01T00:00:00Z' });

/** The `created_after` / `created_before` filters (exclusive bounds) as one predicate. */
export function createdWithin(filters: Record<string, string>): (item: Stored) => boolean {
  const after = readTimeFilter(filters, 'created_after');
  const before = readTimeFilter(filters, 'created_before');
  return (item) => (after === undefined || item.createdAtMs > after) && (before === undefined || item.createdAtMs < before);
}

/** One RFC 3339 filter as epoch ms. */
function readTimeFilter(filters: Record<string, string>, name: string): number | undefined {
  const value = filters[name];
  if (value === undefined) return undefined;
  // Checked only: the schema transforms nothing, so the value it outputs is `value`.
  parseParams(z.object({ [name]: Timestamp }), { [name]: value });
  const ms = Date.parse(value);
  if (Number.isNaN(ms)) throw new SandboxError('parameter_invalid', `Invalid ${name}: not a valid date.`, { param: name });
  return ms;
}

/** Reads a required resource, or 404 naming what is missing (`param`: the path's `id` unless said otherwise). */
export function findOr404<T extends Stored>(collection: Collection<T>, id: string | undefined, what: string, param = 'id'): T {
  const item = id === undefined ? undefined : collection.get(id);
  if (!item) throw new SandboxError('resource_missing', `No such ${what}: ${id ?? ''}.`, { param });
  return item;
}
