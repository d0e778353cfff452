import { useQuery, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { PaykitError } from '../../core/client/index.js';
import {
  DEFAULT_HISTORY_MAX_PAGES,
  readTransferHistory,
  transferTotals,
  type TransferCurrencyTotal,
  type TransferHistory,
  type TransferHistoryFilters,
} from '../../core/transferHistory/index.js';
import type { Transfer } from '../../core/schemas/index.js';
import { paykitQueryKeys } from '../paykitQueryKeys.js';
import { usePaykitContext } from '../usePaykitClient.js';

/** TanStack Query options {@link useTransferHistory} passes through (`enabled`, `staleTime`, …). */
export type UseTransferHistoryOptions = Omit<
  UseQueryOptions<TransferHistory, PaykitError, TransferHistory, ReturnType<typeof paykitQueryKeys.transfers.list>>,
  'queryKey' | 'queryFn'
> & {
  /** The most pages of 100 read for the period; past it `isComplete` is false. @default 10 */
  maxPages?: number;
  /** The IANA zone the range's days are in. @default the provider's `timeZone`, else the browser's */
  timeZone?: string;
};

/** What {@link useTransferHistory} returns: the query, plus the period's rows, totals and completeness. */
export type UseTransferHistoryResult = UseQueryResult<TransferHistory, PaykitError> & {
  /** The matching transfers, newest first (empty until read). */
  transfers: readonly Transfer[];
  /** What the rows sent (`in`) and delivered (`out`) per currency, failed and canceled ones left out. */
  totals: readonly TransferCurrencyTotal[];
  /** False when the period held more pages than `maxPages`: rows, totals and export miss the rest. */
  isComplete: boolean;
};

const NO_TRANSFERS: readonly Transfer[] = [];

/**
 * The customer's transfer history for a period: filtered by state, direction and a range of days
 * in the person's time zone, newest first, with totals per currency. Every page of the period is
 * read (at most `maxPages` of 100; see `readTransferHistory`), cached under
 * `paykitQueryKeys.transfers.list(…)`, so event hints about a transfer refresh it.
 *
 * @param filters e.g. `{ direction: 'stablecoin_to_fiat', from: '2026-11-01', to: '2026-11-30' }`.
 * @throws when called outside a `<PaykitProvider>`.
 *
 * @example
 * function Statement() {
 *   const { transfers, totals } = useTransferHistory({ from: '2026-11-01', to: '2026-11-30' });
 *   return <p>{totals.map((total) => `${total.currency}: ${total.in} sent, ${total.out} delivered`).join('; ')}</p>;
 * }
 */
export function useTransferHistory(
  filters: TransferHistoryFilters = {},
  { maxPages = DEFAULT_HISTORY_MAX_PAGES, timeZone: zoneOption, ...options }: UseTransferHistoryOptions = {},
): UseTransferHistoryResult {
  const { client, i18n } = usePaykitContext('useTransferHistory');
  const timeZone = zoneOption ?? i18n.timeZone;
  const { state, direction, from, to } = filters;
  const query = useQuery({
    ...options,
    // The zone decides which days a range holds; without a range it changes nothing, so a page a server
    // prefetched in its zone is the browser's too.
    queryKey: paykitQueryKeys.transfers.list({
      view: 'history',
      state,
      direction,
      from,
      to,
      maxPages,
      ...(from || to ? { timeZone } : {}),
    }),
    queryFn: ({ signal }) => readTransferHistory(client, { state, direction, from, to }, { timeZone, maxPages, signal }),
  });
  const transfers = query.data?.transfers ?? NO_TRANSFERS;
  const totals = useMemo(() => transferTotals(transfers), [transfers]);
  return Object.assign(query, { transfers, totals, isComplete: query.data?.isComplete ?? true });
}
