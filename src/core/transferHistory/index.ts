/**
 * A transfer history, headless: its filters (which the API applies and which are applied over the
 * pages read), the bounded read, newest first, totals per currency and the CSV export.
 */
export {
  HISTORY_PAGE_SIZE,
  historyListQuery,
  isCalendarDay,
  localDay,
  matchesHistoryFilters,
  newestFirst,
  type TransferHistoryFilters,
} from './historyFilters.js';
export { sumAmounts, transferTotals, type TransferCurrencyTotal } from './transferTotals.js';
export { csvCell, transferCsvColumns, transfersToCsv, type TransferCsvColumn } from './transfersCsv.js';
export {
  DEFAULT_HISTORY_MAX_PAGES,
  readTransferHistory,
  type ReadTransferHistoryOptions,
  type TransferHistory,
} from './readTransferHistory.js';
