import type { UseMutationResult } from '@tanstack/react-query';
import type { PaykitError, UpdateRelatedPartyBody } from '../core/client/index.js';
import type { RelatedParty } from '../core/schemas/index.js';
import { paykitQueryKeys } from './paykitQueryKeys.js';
import { useIdempotentMutation, type PaykitMutationOptions } from './useIdempotentMutation.js';
import { usePaykitClient } from './usePaykitClient.js';

/** What {@link useUpdateRelatedParty} changes. */
export interface UpdateRelatedPartyVariables {
  /** The party (`rp_…`). */
  relatedPartyId: string;
  /** A merge document: `null` clears an optional field, arrays replace whole. */
  body: UpdateRelatedPartyBody;
}

/** TanStack mutation options {@link useUpdateRelatedParty} passes through. */
export type UseUpdateRelatedPartyOptions = PaykitMutationOptions<RelatedParty, UpdateRelatedPartyVariables>;

/** What {@link useUpdateRelatedParty} returns: TanStack's mutation result. */
export type UseUpdateRelatedPartyResult = UseMutationResult<RelatedParty, PaykitError, UpdateRelatedPartyVariables>;

/**
 * Merges changes into a related party (roles, title, person fields). One idempotency key per
 * change, reused when the same change is sent again while its outcome is unknown. On success the
 * related parties and the customer are refetched before `onSuccess` runs.
 *
 * @param options TanStack mutation options other than the mutation function.
 * @throws when called outside a `<PaykitProvider>`.
 *
 * @example
 * function MakeOwner({ party }: { party: RelatedParty }) {
 *   const update = useUpdateRelatedParty();
 *   const roles = [...(party.roles ?? []), 'owner'];
 *   return <button onClick={() => update.mutate({ relatedPartyId: party.id, body: { roles } })}>Mark as owner</button>;
 * }
 */
export function useUpdateRelatedParty(options: UseUpdateRelatedPartyOptions = {}): UseUpdateRelatedPartyResult {
  const client = usePaykitClient('useUpdateRelatedParty');
  return useIdempotentMutation<RelatedParty, UpdateRelatedPartyVariables>(
    {
      send: ({ relatedPartyId, body }, idempotencyKey) => client.updateRelatedParty(relatedPartyId, body, { idempotencyKey }),
      invalidates: [paykitQueryKeys.relatedParties.all, paykitQueryKeys.customer(), paykitQueryKeys.tasks.all],
    },
    options,
  );
}
