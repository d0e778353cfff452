import { useInfiniteQuery, type InfiniteData, type UseInfiniteQueryOptions, type UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ListTransfersQuery, PaykitError } from '../../core/client/index.js';
import type { ListEnvelope, Transfer } from '../../core/schemas/index.js';
import { paykitQueryKeys } from '../paykitQueryKeys.js';
import { usePaykitClient } from '../usePaykitClient.js';

/** Filters of {@link useTransfers}: the list query without its cursor (`state`, `externalId`, `limit`). */
export type UseTransfersFilters = Omit<ListTransfersQuery, 'cursor'>;

/** The pages {@link useTransfers} holds: one list envelope per page read. */
export type TransferPages = InfiniteData<ListEnvelope<Transfer>, string | undefined>;

/** TanStack infinite-query options {@link useTransfers} passes through (`enabled`, `staleTime`, …). */
export type UseTransfersOptions = Omit<
  UseInfiniteQueryOptions<
    ListEnvelope<Transfer>,
    PaykitError,
    TransferPages,
    ReturnType<typeof paykitQueryKeys.transfers.list>,
    string | undefined
  >,
  'queryKey' | 'queryFn' | 'initialPageParam' | 'getNextPageParam'
>;

/** What {@link useTransfers} returns: TanStack's infinite-query result; `fetchNextPage` reads on while `hasNextPage`. */
export type UseTransfersResult = UseInfiniteQueryResult<TransferPages, PaykitError>;

/**
 * The customer's transfers, newest pages read on demand with the API's cursors, cached under
 * `paykitQueryKeys.transfers.list(filters)`. Transfers grow without bound, so unlike the other lists
 * this one is not read whole: `fetchNextPage()` reads the next page while `hasNextPage`. Event
 * hints about a transfer refresh the pages read so far.
 *
 * @param filters e.g. `{ state: 'awaiting_funds', limit: 25 }`; every transfer, 25 a page, when absent.
 * @param options TanStack infinite-query options other than the key, the query and the paging.
 * @throws when called outside a `<PaykitProvider>`.
 *
 * @example
 * function History() {
 *   const { data, hasNextPage, fetchNextPage, isFetchingNextPage } = useTransfers({ state: 'completed' });
 *   const transfers = data?.pages.flatMap((page) => page.data) ?? [];
 *   return (
 *     <>
 *       <ul>{transfers.map((t) => <li key={t.id}>{t.in.amount} {t.in.currency}</li>)}</ul>
 *       {hasNextPage && <button aria-disabled={isFetchingNextPage} onClick={() => fetchNextPage()}>More</button>}
 *     </>
 *   );
 * }
 */
export function useTransfers(filters?: UseTransfersFilters, options: UseTransfersOptions = {}): UseTransfersResult {
  const client = usePaykitClient('useTransfers');
  return useInfiniteQuery({
    ...options,
    queryKey: paykitQueryKeys.transfers.list(filters),
    queryFn: ({ pageParam, signal }) =>
      client.listTransfers(pageParam === undefined ? { ...filters } : { ...filters, cursor: pageParam }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => (page.hasMore && page.nextCursor ? page.nextCursor : undefined),
  });
}
