import type { UseMutationResult } from '@tanstack/react-query';
import type { CreateRelatedPartyBody, PaykitError } from '../core/client/index.js';
import type { RelatedParty } from '../core/schemas/index.js';
import { paykitQueryKeys } from './paykitQueryKeys.js';
import { useIdempotentMutation, type PaykitMutationOptions } from './useIdempotentMutation.js';
import { usePaykitClient } from './usePaykitClient.js';

/** TanStack mutation options {@link useCreateRelatedParty} passes through; the variables are the body. */
export type UseCreateRelatedPartyOptions = PaykitMutationOptions<RelatedParty, CreateRelatedPartyBody>;

/** What {@link useCreateRelatedParty} returns: TanStack's mutation result; mutate with the new party. */
export type UseCreateRelatedPartyResult = UseMutationResult<RelatedParty, PaykitError, CreateRelatedPartyBody>;

/**
 * Adds a related party (director, owner, officer, signer) to the business customer. One
 * idempotency key per party added, reused when the same body is sent again while its outcome
 * is unknown, so a retry never adds the person twice. On success the related parties and the
 * customer are refetched before `onSuccess` runs.
 *
 * @param options TanStack mutation options other than the mutation function.
 * @throws when called outside a `<PaykitProvider>`.
 *
 * @example
 * function AddDirector({ firstName, lastName }: { firstName: string; lastName: string }) {
 *   const create = useCreateRelatedParty();
 *   return (
 *     <button onClick={() => create.mutate({ partyType: 'person', roles: ['director'], person: { firstName, lastName } })}>
 *       Add director
 *     </button>
 *   );
 * }
 */
export function useCreateRelatedParty(options: UseCreateRelatedPartyOptions = {}): UseCreateRelatedPartyResult {
  const client = usePaykitClient('useCreateRelatedParty');
  return useIdempotentMutation<RelatedParty, CreateRelatedPartyBody>(
    {
      send: (body, idempotencyKey) => client.createRelatedParty(body, { idempotencyKey }),
      invalidates: [paykitQueryKeys.relatedParties.all, paykitQueryKeys.customer(), paykitQueryKeys.tasks.all],
    },
    options,
  );
}
