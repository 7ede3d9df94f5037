import * as z from 'zod/mini';
import { ListEnvelope } from '../api/resources.js';
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
  const fetchPage = (startingAfter?: string) =>
    sender.send(
      { method: 'GET', path, query: startingAfter === undefined ? query : { ...query, starting_after: startingAfter }, schema },
      options,
    ) as Promise<Page<Item>>;

  const first = fetchPage(typeof query.starting_after === 'string' ? query.starting_after : undefined);
  // The first page is fetched once, whether the caller awaits it, iterates, or both.
  first.catch(() => {});

  async function* items(): AsyncGenerator<Item> {
    let page = await first;
    for (;;) {
      yield* page.data;
      // Filters stay identical on every request of one iteration (rule 3): only the cursor changes.
      if (!page.page.has_more || !page.page.next_cursor) return;
      page = await fetchPage(page.page.next_cursor);
    }
  }

  return Object.assign(first, {
    [Symbol.asyncIterator]: items,
    async collect({ limit }: { limit: number }): Promise<Item[]> {
      if (!Number.isInteger(limit) || limit < 1 || limit > MAX_COLLECT) {
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
  }) as ListPromise<Item>;
}
