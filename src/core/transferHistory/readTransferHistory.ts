/**
 * Reads a transfer history through the client: the pages the API narrows (`historyListQuery`), at
 * most `maxPages` of them, then the filters the API does not have, newest first.
 */
import type { CallOptions, PaykitClient } from '../client/PaykitClient.js';
import type { Transfer } from '../schemas/index.js';
import { historyListQuery, matchesHistoryFilters, newestFirst, type TransferHistoryFilters } from './historyFilters.js';

/** The most pages of 100 a history reads unless told otherwise: 1,000 transfers, 10 requests. */
export const DEFAULT_HISTORY_MAX_PAGES = 10;

/** Options of {@link readTransferHistory}. */
export interface ReadTransferHistoryOptions extends CallOptions {
  /** The person's IANA time zone, which the date range's days are in. @default the runtime's */
  timeZone?: string;
  /** The most pages read; past it the history is marked incomplete. @default 10 (1,000 transfers) */
  maxPages?: number;
}

/** A history read: the matching transfers newest first, and whether every page of the period was read. */
export interface TransferHistory {
  readonly transfers: readonly Transfer[];
  /** False when the period holds more than `maxPages` pages: the rows, totals and export miss the rest. */
  readonly isComplete: boolean;
}

/**
 * The customer's transfers that match `filters`, newest first. The API lists in an order it does
 * not state, so every page of the period is read (bounded by `maxPages`) before anything is
 * sorted; a transfer seen on two pages (updated while they were read) counts once, as last seen.
 *
 * @example
 * const { transfers, isComplete } = await readTransferHistory(client, { direction: 'stablecoin_to_fiat', from: '2026-11-01' });
 */
export async function readTransferHistory(
  client: Pick<PaykitClient, 'listTransfers'>,
  filters: TransferHistoryFilters,
  { timeZone, maxPages = DEFAULT_HISTORY_MAX_PAGES, signal }: ReadTransferHistoryOptions = {},
): Promise<TransferHistory> {
  const query = historyListQuery(filters);
  const byId = new Map<string, Transfer>();
  let cursor: string | undefined;
  for (let page = 0; page < Math.max(1, maxPages); page++) {
    const envelope = await client.listTransfers(cursor === undefined ? query : { ...query, cursor }, { signal });
    for (const transfer of envelope.data) byId.set(transfer.id, transfer);
    cursor = envelope.hasMore && envelope.nextCursor ? envelope.nextCursor : undefined;
    if (cursor === undefined) break;
  }
  const matching = [...byId.values()].filter((transfer) => matchesHistoryFilters(transfer, filters, timeZone));
  return { transfers: newestFirst(matching), isComplete: cursor === undefined };
}
