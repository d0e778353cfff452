import { describe, expect, it } from 'vitest';
import type { ListTransfersQuery } from '../client/queries.js';
import type { ListEnvelope, Transfer } from '../schemas/index.js';
import { readTransferHistory } from './readTransferHistory.js';
import { historyTransfer } from './test-support/historyTransfers.js';

/** A client over `transfers` listed oldest first, `pageSize` a page, recording each query. */
function pagedClient(transfers: Transfer[], pageSize = 2) {
  const queries: ListTransfersQuery[] = [];
  const client = {
    listTransfers: async (query: ListTransfersQuery = {}): Promise<ListEnvelope<Transfer>> => {
      queries.push(query);
      const start = query.cursor ? Number(query.cursor) : 0;
      const data = transfers.slice(start, start + pageSize);
      const hasMore = start + pageSize < transfers.length;
      return { data, hasMore, nextCursor: hasMore ? String(start + pageSize) : null };
    },
  };
  return { client, queries };
}

const days = ['2026-11-01', '2026-11-05', '2026-11-09', '2026-11-12', '2026-11-20'].map((day, index) =>
  historyTransfer({
    id: `tr_day${index}`,
    createdAt: `${day}T12:00:00.000Z`,
    direction: index % 2 ? 'stablecoin_to_fiat' : 'fiat_to_stablecoin',
  }),
);

describe('given a customer whose transfers the API lists oldest first over several pages', () => {
  it('should read every page of the period and show the matching ones newest first', async () => {
    const { client, queries } = pagedClient(days);
    const history = await readTransferHistory(client, { from: '2026-11-05', to: '2026-11-12' }, { timeZone: 'UTC' });
    expect(history.transfers.map((t) => t.id)).toEqual(['tr_day3', 'tr_day2', 'tr_day1']);
    expect(history.isComplete).toBe(true);
    expect(queries).toHaveLength(3);
    expect(queries[0]?.updatedAfter).toBe('2026-11-04T10:00:00.000Z');
  });

  it('should filter by direction over the pages read', async () => {
    const { client } = pagedClient(days);
    const history = await readTransferHistory(client, { direction: 'stablecoin_to_fiat' });
    expect(history.transfers.map((t) => t.id)).toEqual(['tr_day3', 'tr_day1']);
  });

  it('should stop at the page bound and say the history is incomplete', async () => {
    const many = Array.from({ length: 50 }, (_, index) => historyTransfer({ id: `tr_many${index}` }));
    const { client, queries } = pagedClient(many, 2);
    const history = await readTransferHistory(client, {}, { maxPages: 3 });
    expect(queries).toHaveLength(3);
    expect(history.transfers).toHaveLength(6);
    expect(history.isComplete).toBe(false);
  });

  it('should count a transfer seen on two pages once, as last seen', async () => {
    const first = historyTransfer({ id: 'tr_twice', state: 'processing' });
    const again = { ...first, state: 'completed' };
    const { client } = pagedClient([first, historyTransfer(), again], 2);
    const history = await readTransferHistory(client, {});
    expect(history.transfers.filter((t) => t.id === 'tr_twice')).toEqual([again]);
  });
});
