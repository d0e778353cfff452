import { describe, expect, it, vi } from 'vitest';
import { listAllPages, LIST_PAGE_SIZE } from './listAllPages.js';
import { listPage } from './test-support/paykitHookHarness.js';

describe('given a list over several pages', () => {
  it('should follow the cursors and return every item in order', async () => {
    const pages: Record<string, ReturnType<typeof listPage<string>>> = {
      first: listPage(['a'], 'c2'),
      c2: listPage(['b'], 'c3'),
      c3: listPage(['c']),
    };
    const readPage = vi.fn(async (page: { cursor?: string }) => pages[page.cursor ?? 'first']!);

    await expect(listAllPages(readPage)).resolves.toEqual(['a', 'b', 'c']);
    expect(readPage.mock.calls.map(([page]) => page)).toEqual([
      { limit: LIST_PAGE_SIZE },
      { limit: LIST_PAGE_SIZE, cursor: 'c2' },
      { limit: LIST_PAGE_SIZE, cursor: 'c3' },
    ]);
  });

  it('should stop when a cursor comes back instead of looping', async () => {
    const readPage = vi.fn(async (page: { cursor?: string }) => listPage([page.cursor ?? 'first'], 'loop'));

    await expect(listAllPages(readPage)).resolves.toEqual(['first', 'loop']);
    expect(readPage).toHaveBeenCalledTimes(2);
  });

  it('should stop when hasMore is false even with a cursor', async () => {
    const readPage = vi.fn(async () => ({ data: ['a'], nextCursor: 'c2', hasMore: false }));

    await expect(listAllPages(readPage)).resolves.toEqual(['a']);
    expect(readPage).toHaveBeenCalledTimes(1);
  });
});
