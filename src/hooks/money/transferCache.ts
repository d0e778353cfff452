import type { QueryClient } from '@tanstack/react-query';
import type { PaykitClient } from '../../core/client/index.js';
import type { TransferWatcher } from '../../core/checkout/index.js';
import type { Transfer } from '../../core/schemas/index.js';
import { QueryObserver } from '@tanstack/react-query';
import { paykitQueryKeys } from '../paykitQueryKeys.js';
import { pollUntilTransferSettles } from './livePolling.js';

/**
 * What the cache learns when a quote was executed: the transfer is stored, the quote (now
 * executed) is read once more (no hint says so), and without a live event stream the transfer
 * lists and the balances are read again (a live stream's hints refresh them).
 */
export function refreshAfterTransferCreated(queryClient: QueryClient, transfer: Transfer, quoteId: string, isStreamLive: boolean): void {
  queryClient.setQueryData(paykitQueryKeys.transfers.detail(transfer.id), transfer);
  void queryClient.invalidateQueries({ queryKey: paykitQueryKeys.quotes.detail(quoteId) }, { cancelRefetch: false });
  if (isStreamLive) return;
  for (const queryKey of [[...paykitQueryKeys.transfers.all, 'list'], paykitQueryKeys.accounts.all]) {
    void queryClient.invalidateQueries({ queryKey }, { cancelRefetch: false });
  }
}

/**
 * A checkout's transfer watch over the query cache, as `useTransfer` reads it: the same key, so
 * event hints refresh it, polled (while the stream is not live) until it ends.
 */
export function queryTransferWatcher(
  queryClient: QueryClient,
  client: Pick<PaykitClient, 'getTransfer'>,
  isStreamLive: () => boolean,
): TransferWatcher {
  return (transferId, onTransfer) => {
    const observer = new QueryObserver(queryClient, {
      queryKey: paykitQueryKeys.transfers.detail(transferId),
      queryFn: ({ signal }) => client.getTransfer(transferId, { signal }),
      refetchInterval: (query) => (isStreamLive() ? false : pollUntilTransferSettles(query)),
    });
    let last: Transfer | undefined;
    const stop = observer.subscribe(({ data }) => {
      if (data === undefined || data === last) return;
      last = data;
      onTransfer(data);
    });
    return { refresh: () => void observer.refetch(), stop };
  };
}
