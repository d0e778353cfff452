import type { ListQuery } from '../core/client/index.js';
import type { ListEnvelope } from '../core/schemas/index.js';

/** The largest page the API serves. */
export const LIST_PAGE_SIZE = 100;

/**
 * Reads every page of a cursor-paginated list, in the API's order, by calling `readPage` with
 * `{ limit }` and then `{ limit, cursor }` until a page says there is no more. A cursor that comes
 * back again would loop forever, so what was read so far is then the answer.
 *
 * @example
 * const tasks = await listAllPages((page) => client.listTasks({ status: 'action_required', ...page }, { signal }));
 */
export async function listAllPages<T>(readPage: (page: Pick<ListQuery, 'limit' | 'cursor'>) => Promise<ListEnvelope<T>>): Promise<T[]> {
  const items: T[] = [];
  const seenCursors = new Set<string>();
  let cursor: string | undefined;
  for (;;) {
    const page = await readPage(cursor === undefined ? { limit: LIST_PAGE_SIZE } : { limit: LIST_PAGE_SIZE, cursor });
    items.push(...page.data);
    const next = page.hasMore ? page.nextCursor : null;
    if (!next || seenCursors.has(next)) return items;
    seenCursors.add(next);
    cursor = next;
  }
}
