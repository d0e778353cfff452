import type { UseMutationResult } from '@tanstack/react-query';
import type { PaykitError } from '../../core/client/index.js';
import type { Transfer } from '../../core/schemas/index.js';
import { paykitQueryKeys } from '../paykitQueryKeys.js';
import { useIdempotentMutation, type PaykitMutationOptions } from '../useIdempotentMutation.js';
import { usePaykitClient } from '../usePaykitClient.js';

/** TanStack mutation options {@link useCancelTransfer} passes through; the variables are the transfer id. */
export type UseCancelTransferOptions = PaykitMutationOptions<Transfer, string>;

/** What {@link useCancelTransfer} returns: TanStack's mutation result over the canceled transfer. */
export type UseCancelTransferResult = UseMutationResult<Transfer, PaykitError, string>;

/**
 * Cancels a transfer before money moves (the platform allows it while `awaiting_funds`; otherwise
 * the error is a `PaykitError`, e.g. `transfer_not_cancelable`). One idempotency key per cancel,
 * reused while its outcome is unknown. On success the transfers, quotes and account balances are
 * refetched before `onSuccess` runs.
 *
 * @param options TanStack mutation options other than the mutation function.
 * @throws when called outside a `<PaykitProvider>`.
 *
 * @example
 * function CancelPayIn({ transferId }: { transferId: string }) {
 *   const cancel = useCancelTransfer();
 *   return <button aria-disabled={cancel.isPending} onClick={() => cancel.mutate(transferId)}>Cancel</button>;
 * }
 */
export function useCancelTransfer(options: UseCancelTransferOptions = {}): UseCancelTransferResult {
  const client = usePaykitClient('useCancelTransfer');
  return useIdempotentMutation<Transfer, string>(
    {
      send: (transferId, idempotencyKey) => client.cancelTransfer(transferId, { idempotencyKey }),
      invalidates: [],
      invalidatesUnlessLive: [paykitQueryKeys.transfers.all, paykitQueryKeys.quotes.all, paykitQueryKeys.accounts.all],
    },
    options,
  );
}
