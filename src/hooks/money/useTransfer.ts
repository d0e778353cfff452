import { useQuery, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import type { PaykitError } from '../../core/client/index.js';
import type { Transfer } from '../../core/schemas/index.js';
import { paykitQueryKeys } from '../paykitQueryKeys.js';
import { useIsEventStreamLive } from '../useIsEventStreamLive.js';
import { usePaykitClient } from '../usePaykitClient.js';
import { pollUntilTransferSettles } from './livePolling.js';

/**
 * TanStack Query options {@link useTransfer} passes through (`enabled`, `staleTime`, …); the key
 * and the query function are the hook's own. A `refetchInterval` given here replaces the polling.
 */
export type UseTransferOptions = Omit<
  UseQueryOptions<Transfer, PaykitError, Transfer, ReturnType<typeof paykitQueryKeys.transfers.detail>>,
  'queryKey' | 'queryFn'
>;

/** What {@link useTransfer} returns: TanStack's query result over one transfer. */
export type UseTransferResult = UseQueryResult<Transfer, PaykitError>;

/**
 * One transfer, live until it ends, cached under `paykitQueryKeys.transfers.detail(transferId)`. Event
 * hints from the proxy's stream (`PaykitProvider`'s `events`) refresh it as soon as it changes, so
 * while the stream is live nothing polls it, however long it waits for funds. While the stream is
 * not live (off, connecting, reconnecting, paused, ended) it is read again every
 * {@link MONEY_POLL_INTERVAL_MS} (in a visible tab) until it is `completed`, `failed` or `canceled`.
 *
 * @param transferId The transfer (`tr_…`).
 * @param options TanStack Query options other than the key and the query function.
 * @throws when called outside a `<PaykitProvider>`.
 *
 * @example
 * function TransferStatus({ transferId }: { transferId: string }) {
 *   const { data: transfer } = useTransfer(transferId);
 *   if (!transfer) return <Spinner />;
 *   return <p data-state={transfer.state}>{transfer.stateDetail?.message ?? transfer.state}</p>;
 * }
 */
export function useTransfer(transferId: string, options: UseTransferOptions = {}): UseTransferResult {
  const client = usePaykitClient('useTransfer');
  const isStreamLive = useIsEventStreamLive();
  return useQuery({
    ...options,
    refetchInterval: options.refetchInterval ?? (isStreamLive ? false : pollUntilTransferSettles),
    queryKey: paykitQueryKeys.transfers.detail(transferId),
    queryFn: ({ signal }) => client.getTransfer(transferId, { signal }),
  });
}
