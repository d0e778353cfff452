import type { UseMutationResult } from '@tanstack/react-query';
import type { PaykitError } from '../../core/client/index.js';
import type { Destination } from '../../core/schemas/index.js';
import { paykitQueryKeys } from '../paykitQueryKeys.js';
import { useIdempotentMutation, type PaykitMutationOptions } from '../useIdempotentMutation.js';
import { usePaykitClient } from '../usePaykitClient.js';

/** Which destination {@link useArchiveDestination} archives. */
export interface ArchiveDestinationVariables {
  /** The recipient (`rcp_…`). */
  recipientId: string;
  /** The destination (`dst_…`). */
  destinationId: string;
}

/** TanStack mutation options {@link useArchiveDestination} passes through. */
export type UseArchiveDestinationOptions = PaykitMutationOptions<Destination | undefined, ArchiveDestinationVariables>;

/**
 * What {@link useArchiveDestination} returns: TanStack's mutation result over the archived
 * destination, `undefined` when the API sends none back.
 */
export type UseArchiveDestinationResult = UseMutationResult<Destination | undefined, PaykitError, ArchiveDestinationVariables>;

/**
 * Archives a recipient's destination; quotes made to it can no longer be executed
 * (`destination_not_ready`). One idempotency key per archive, reused while its outcome is unknown.
 * On success the recipients and their destinations are refetched before `onSuccess` runs.
 *
 * @param options TanStack mutation options other than the mutation function.
 * @throws when called outside a `<PaykitProvider>`.
 *
 * @example
 * function RemoveDestination({ recipientId, destinationId }: ArchiveDestinationVariables) {
 *   const archive = useArchiveDestination();
 *   return <button onClick={() => archive.mutate({ recipientId, destinationId })}>Remove</button>;
 * }
 */
export function useArchiveDestination(options: UseArchiveDestinationOptions = {}): UseArchiveDestinationResult {
  const client = usePaykitClient('useArchiveDestination');
  return useIdempotentMutation<Destination | undefined, ArchiveDestinationVariables>(
    {
      send: ({ recipientId, destinationId }, idempotencyKey) => client.archiveDestination(recipientId, destinationId, { idempotencyKey }),
      invalidates: [paykitQueryKeys.recipients.all],
    },
    options,
  );
}
