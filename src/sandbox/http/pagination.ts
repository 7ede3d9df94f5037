import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import * as z from 'zod/mini';
import { SandboxError, parseParams } from '../model/errors.js';
import type { Stored } from '../model/state.js';

/**
 * Cursor pagination (interface: Pagination parameters, rules 1–6; contract: Pagination cursors).
 * A cursor is `cur_<payload>.<mac>`: it names the item, the filters and when it was issued, and the
 * MAC makes it tamper-evident. A plain resource id is accepted in its place.
 */

export const DEFAULT_LIMIT = 25;
export const MAX_LIMIT = 100;
export const CURSOR_LIFETIME_MS = 24 * 60 * 60 * 1000;
const CURSOR_PREFIX = 'cur_';

const CursorPayload = z.object({
  /** Sequence number of the item the cursor names. */
  s: z.int(),
  /** Fingerprint of the list it was issued for (account and path). */
  l: z.string(),
  /** Fingerprint of the filters of the iteration. */
  f: z.string(),
  /** Issue time, sandbox clock, ms. */
  t: z.number(),
});

export interface PageRequest {
  limit: number;
  startingAfter: string | undefined;
  endingBefore: string | undefined;
}

const PaginationQuery = z.object({
  limit: z.optional(z.string().check(z.regex(/^\d+$/, 'must be a whole number between 1 and 100 (larger values are clamped to 100)'))),
  starting_after: z.optional(z.string().check(z.minLength(1))),
  ending_before: z.optional(z.string().check(z.minLength(1))),
});

export function readPageRequest(query: Record<string, string>): PageRequest {
  const parsed = parseParams(PaginationQuery, {
    limit: query.limit,
    starting_after: query.starting_after,
    ending_before: query.ending_before,
  });
  const limit = parsed.limit === undefined ? DEFAULT_LIMIT : Number(parsed.limit);
  if (limit < 1) {
    throw new SandboxError('parameter_invalid', 'Invalid limit: must be at least 1.', { param: 'limit' });
  }
  if (parsed.starting_after !== undefined && parsed.ending_before !== undefined) {
    throw new SandboxError('pagination_conflict', 'starting_after and ending_before are mutually exclusive: send one of them.', {
      param: 'ending_before',
    });
  }
  // Rule: a larger limit is clamped to 100, not rejected.
  return { limit: Math.min(limit, MAX_LIMIT), startingAfter: parsed.starting_after, endingBefore: parsed.ending_before };
}

export class Paginator {
  readonly #key: Buffer;
  readonly #now: () => number;

  constructor(now: () => number, key: Buffer = randomBytes(32)) {
    this.#now = now;
    this.#key = key;
  }

  /**
   * One page of `items` (already filtered, newest first). `scope.list` names the list (account and
   * path): a cursor names an item of that list (contract: Pagination cursors), so a cursor of another
   * list or account is refused rather than silently paging from a foreign position. `scope.filters`
   * are the iteration's filter parameters; a cursor issued under other filters is refused (rule 3).
   */
  page<T extends Stored>(
    items: readonly T[],
    request: PageRequest,
    scope: { list: string; filters: Record<string, string> },
    findById: (id: string) => Stored | undefined,
  ): { data: T[]; hasMore: boolean; nextCursor: string | null } {
    const prints = { list: fingerprint(scope.list), filters: fingerprint(scope.filters) };
    const reference = request.startingAfter ?? request.endingBefore;
    const param = request.startingAfter !== undefined ? 'starting_after' : 'ending_before';
    const position = reference === undefined ? undefined : this.#resolve(reference, param, prints, findById);

    let data: T[];
    let hasMore: boolean;
    if (request.endingBefore !== undefined && position !== undefined) {
      // Items before the reference are the newer ones; the page is the `limit` closest to it.
      const newer = items.filter((item) => item.seq > position);
      data = newer.slice(Math.max(0, newer.length - request.limit));
      hasMore = newer.length > data.length;
    } else {
      const older = position === undefined ? items : items.filter((item) => item.seq < position);
      data = older.slice(0, request.limit);
      hasMore = older.length > data.length;
    }
    // next_cursor names the last item in the direction of travel: the oldest going forward,
    // the newest going backward with ending_before.
    const edge = request.endingBefore !== undefined ? data[0] : data[data.length - 1];
    const nextCursor = hasMore && edge ? this.#issue(edge.seq, prints) : null;
    return { data, hasMore, nextCursor };
  }

  #issue(seq: number, prints: { list: string; filters: string }): string {
    const payload = Buffer.from(JSON.stringify({ s: seq, l: prints.list, f: prints.filters, t: this.#now() })).toString('base64url');
    return `${CURSOR_PREFIX}${payload}.${this.#mac(payload)}`;
  }

  #mac(payload: string): string {
    return createHmac('sha256', this.#key).update(payload).digest('base64url').slice(0, 32);
  }

  #resolve(reference: string, param: string, prints: { list: string; filters: string }, findById: (id: string) => Stored | undefined): number {
    if (!reference.startsWith(CURSOR_PREFIX)) {
      const item = findById(reference);
      if (!item) {
        throw new SandboxError('cursor_invalid', `${param} names no object of this list: ${reference}.`, { param });
      }
      return item.seq;
    }
    const [payload = '', mac = ''] = reference.slice(CURSOR_PREFIX.length).split('.');
    const expected = Buffer.from(this.#mac(payload));
    const given = Buffer.from(mac);
    const decoded = (() => {
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
      try {
        return CursorPayload.safeParse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
      } catch {
        return undefined;
      }
    })();
    if (!decoded?.success) {
      throw new SandboxError(
        'cursor_invalid',
        `${param} is not a cursor this service issued, or it was altered. Cursors are opaque: pass page.next_cursor as it came.`,
        { param },
      );
    }
    const cursor = decoded.data;
    if (cursor.l !== prints.list) {
      throw new SandboxError('cursor_invalid', `${param} is a cursor of another list. Pass the page.next_cursor this list returned.`, { param });
    }
    if (this.#now() - cursor.t > CURSOR_LIFETIME_MS) {
      throw new SandboxError('cursor_expired', 'This cursor is older than 24 hours. Restart the iteration from the first page.', { param });
    }
    if (cursor.f !== prints.filters) {
      throw new SandboxError(
        'filter_changed',
        'The filters differ from those the cursor was issued for. Keep filters identical across one iteration, or restart from the first page.',
        { param },
      );
    }
    return cursor.s;
  }
}

/** Filters print the same whatever their order in the query string. */
function fingerprint(value: string | Record<string, string>): string {
  const canonical =
    typeof value === 'string'
      ? value
      : Object.keys(value)
          .sort()
          .map((key) => [key, value[key]]);
  return createHmac('sha256', 'cursor-scope').update(JSON.stringify(canonical)).digest('base64url').slice(0, 16);
}

/**
 * Splits a list's query into pagination parameters, declared filters and `metadata[key]=value`
 * filters. Anything else is an unknown parameter; a repeated parameter is ambiguous.
 */
export function readListQuery(
  url: URL,
  filterNames: readonly string[],
  options: { metadataFilter?: boolean } = {},
): { query: Record<string, string>; filters: Record<string, string>; metadata: Record<string, string> } {
  const query: Record<string, string> = {};
  const filters: Record<string, string> = {};
  // No prototype: `metadata[__proto__]=x` is a filter on the key "__proto__" like any other, where
  // assigning it to a plain object would change the object's prototype and drop the filter (issue 13).
  const metadata = Object.create(null) as Record<string, string>;
  for (const name of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(name);
    if (values.length > 1) {
      throw new SandboxError('parameter_invalid', `Invalid ${name}: sent ${values.length} times; send it once.`, { param: name });
    }
    const value = values[0];
    // `name` is one of the query's own keys: it has a value.
    if (value === undefined) throw new Error(`svc-sandbox: no value for the query parameter ${name}`);
    const metadataKey = /^metadata\[([^[\]]+)\]$/.exec(name)?.[1];
    if (['limit', 'starting_after', 'ending_before'].includes(name)) query[name] = value;
    else if (filterNames.includes(name)) filters[name] = value;
    else if (metadataKey !== undefined && options.metadataFilter) {
      metadata[metadataKey] = value;
      filters[name] = value;
    } else {
      throw new SandboxError('parameter_unknown', `Unknown parameter: ${name}. This list does not filter by it.`, { param: name });
    }
  }
  return { query, filters, metadata };
}
