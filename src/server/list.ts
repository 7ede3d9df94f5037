import * as z from 'zod/mini';
import { ListEnvelope } from '../api/resources.js';
import { ApiError } from './errors.js';
import type { Query, RequestOptions, RequestSender, WithResponse } from './request.js';

/**
 * Lists (interface: Pagination parameters, List envelope). `await` a list for one page; `for await`
 * it for every item, following `page.next_cursor` until `page.has_more` is false (rule 5: a short
 * page does not mean the end); `collect({ limit })` for an array, with a limit it insists on.
 */

export type Page<Item> = WithResponse<{
  object: 'list';
  data: Item[];
  page: { has_more: boolean; next_cursor?: string | null; total_estimate: number };
}>;

/** A promise of the first page that is also an async iterable over all items of all pages. */
export interface ListPromise<Item> extends Promise<Page<Item>>, AsyncIterable<Item> {
  /** Every item, up to `limit` of them. Lists past about 50,000 records belong in a bulk export job. */
  collect(options: { limit: number }): Promise<Item[]>;
}

export const MAX_COLLECT = 10_000;

export function listPromise<Schema extends z.core.$ZodType>(
  sender: RequestSender,
  path: string,
  itemSchema: Schema,
  query: Query,
  options: RequestOptions = {},
): ListPromise<z.output<Schema>> {
  type Item = z.output<Schema>;
  const schema = ListEnvelope(itemSchema);
  // An iteration that starts with `ending_before` travels towards newer items and goes on with
  // `ending_before`; sending `starting_after` beside it would be a 400 (rule 2).
  const cursorParam = query.ending_before !== undefined ? 'ending_before' : 'starting_after';
  const fetchPage = (cursor?: string) =>
    sender.send({ method: 'GET', path, query: cursor === undefined ? query : { ...query, [cursorParam]: cursor }, schema }, options) as Promise<
      Page<Item>
    >;

  const first = fetchPage();
  // The first page is fetched once, whether the caller awaits it, iterates, or both.
  first.catch(() => {});

  /**
   * Where the next page starts, or undefined at the end. Only `has_more` ends an iteration (rule 5);
   * `next_cursor` may be absent (interface: List envelope), and then the id of the last item in the
   * direction of travel fetches the next page (Pagination parameters, `starting_after`).
   */
  function nextCursor(page: Page<Item>): string | undefined {
    if (!page.page.has_more) return undefined;
    if (page.page.next_cursor) return page.page.next_cursor;
    const edge = (cursorParam === 'ending_before' ? page.data[0] : page.data.at(-1)) as { id?: unknown } | undefined;
    if (typeof edge?.id === 'string') return edge.id;
    throw new ApiError({
      message: `GET ${path} answered has_more: true without a next_cursor or an item to continue from.`,
      code: 'response_invalid',
      status: page.lastResponse.status,
      requestId: page.lastResponse.requestId ?? undefined,
    });
  }

  async function* items(): AsyncGenerator<Item> {
    let page = await first;
    for (;;) {
      yield* page.data;
      // Filters stay identical on every request of one iteration (rule 3): only the cursor changes.
      const cursor = nextCursor(page);
      if (cursor === undefined) return;
      page = await fetchPage(cursor);
    }
  }

  return Object.assign(first, {
    [Symbol.asyncIterator]: items,
    async collect(collectOptions?: { limit: number }): Promise<Item[]> {
      // Read defensively: a JavaScript caller may call collect() with nothing at all.
      const limit = collectOptions?.limit;
      if (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 1 || limit > MAX_COLLECT) {
        throw new RangeError(
          `collect() needs { limit } between 1 and ${MAX_COLLECT}: an unbounded list could hold millions of records. ` +
            'Iterate with for await to stream it, or use a bulk export job for more than about 50,000 records.',
        );
      }
      const collected: Item[] = [];
      for await (const item of items()) {
        collected.push(item);
        if (collected.length >= limit) break;
      }
      return collected;
    },
  });
}
