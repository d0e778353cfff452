import type { UseMutationResult } from '@tanstack/react-query';
import type { PaykitError } from '../core/client/index.js';
import type { RelatedParty } from '../core/schemas/index.js';
import { paykitQueryKeys } from './paykitQueryKeys.js';
import { useIdempotentMutation, type PaykitMutationOptions } from './useIdempotentMutation.js';
import { usePaykitClient } from './usePaykitClient.js';

/** TanStack mutation options {@link useArchiveRelatedParty} passes through; the variables are the party id. */
export type UseArchiveRelatedPartyOptions = PaykitMutationOptions<RelatedParty | undefined, string>;

/**
 * What {@link useArchiveRelatedParty} returns: TanStack's mutation result over the archived
 * party, `undefined` when the API sends none back; mutate with the party id.
 */
export type UseArchiveRelatedPartyResult = UseMutationResult<RelatedParty | undefined, PaykitError, string>;

/**
 * Archives (removes) a related party from the business customer. One idempotency key per
 * removal, reused when it is sent again while its outcome is unknown. On success the related parties
 * and the customer are refetched before `onSuccess` runs.
 *
 * @param options TanStack mutation options other than the mutation function.
 * @throws when called outside a `<PaykitProvider>`.
 *
 * @example
 * function RemoveParty({ relatedPartyId }: { relatedPartyId: string }) {
 *   const archive = useArchiveRelatedParty();
 *   return <button aria-disabled={archive.isPending} onClick={() => archive.mutate(relatedPartyId)}>Remove</button>;
 * }
 */
export function useArchiveRelatedParty(options: UseArchiveRelatedPartyOptions = {}): UseArchiveRelatedPartyResult {
  const client = usePaykitClient('useArchiveRelatedParty');
  return useIdempotentMutation<RelatedParty | undefined, string>(
    {
      send: (relatedPartyId, idempotencyKey) => client.archiveRelatedParty(relatedPartyId, { idempotencyKey }),
      invalidates: [paykitQueryKeys.relatedParties.all, paykitQueryKeys.customer(), paykitQueryKeys.tasks.all],
    },
    options,
  );
}
