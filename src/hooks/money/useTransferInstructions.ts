import { useQuery, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import type { PaykitError } from '../../core/client/index.js';
import type { TransferInstructions } from '../../core/schemas/index.js';
import { paykitQueryKeys } from '../paykitQueryKeys.js';
import { usePaykitClient } from '../usePaykitClient.js';

/**
 * TanStack Query options {@link useTransferInstructions} passes through; the key and the query
 * function are the hook's own. `enabled` given here replaces the hook's own rule.
 */
export type UseTransferInstructionsOptions = Omit<
  UseQueryOptions<TransferInstructions, PaykitError, TransferInstructions, ReturnType<typeof paykitQueryKeys.transfers.instructions>>,
  'queryKey' | 'queryFn'
>;

/** What {@link useTransferInstructions} returns: TanStack's query result over the funding instructions. */
export type UseTransferInstructionsResult = UseQueryResult<TransferInstructions, PaykitError>;

/**
 * How to fund a pay-in: bank coordinates with the reference code, or a deposit address, cached
 * under `paykitQueryKeys.transfers.instructions(transferId)`. They only exist while the transfer is
 * `awaiting_funds`, so the hook reads them only then, from the transfer in the cache (pair it with
 * `useTransfer`, which keeps that transfer live). They are read fresh on every mount, since
 * deposit coordinates can rotate.
 *
 * @param transferId The transfer (`tr_…`).
 * @param options TanStack Query options other than the key and the query function.
 * @throws when called outside a `<PaykitProvider>`.
 *
 * @example
 * function FundingInstructions({ transferId }: { transferId: string }) {
 *   const { data: instructions } = useTransferInstructions(transferId);
 *   if (instructions?.type !== 'bank_transfer' || !instructions.bankTransfer) return null;
 *   return <CopyableValue label="Reference" value={instructions.bankTransfer.reference} />;
 * }
 */
export function useTransferInstructions(transferId: string, options: UseTransferInstructionsOptions = {}): UseTransferInstructionsResult {
  const client = usePaykitClient('useTransferInstructions');
  const { data: state } = useQuery({
    queryKey: paykitQueryKeys.transfers.detail(transferId),
    queryFn: ({ signal }) => client.getTransfer(transferId, { signal }),
    select: (transfer) => transfer.state,
  });
  return useQuery({
    ...options,
    enabled: options.enabled ?? state === 'awaiting_funds',
    queryKey: paykitQueryKeys.transfers.instructions(transferId),
    queryFn: ({ signal }) => client.getTransferInstructions(transferId, { signal }),
  });
}
