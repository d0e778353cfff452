import type { UseMutationResult } from '@tanstack/react-query';
import type { PaykitError } from '../core/client/index.js';
import type { Capability } from '../core/schemas/index.js';
import { paykitQueryKeys } from './paykitQueryKeys.js';
import { useIdempotentMutation, type PaykitMutationOptions } from './useIdempotentMutation.js';
import { usePaykitClient } from './usePaykitClient.js';

/** TanStack mutation options {@link useCancelCapability} passes through; the variables are the capability id. */
export type UseCancelCapabilityOptions = PaykitMutationOptions<Capability, string>;

/** What {@link useCancelCapability} returns: TanStack's mutation result; mutate with a capability id. */
export type UseCancelCapabilityResult = UseMutationResult<Capability, PaykitError, string>;

/**
 * Cancels a `pending` or `restricted` capability. One idempotency key per cancel, reused when the
 * same cancel is sent again while its outcome is unknown. On success the capabilities and the tasks
 * are refetched (a cancel closes its open tasks) before `onSuccess` runs. A refused cancel is the
 * mutation's `error`: `capability_not_cancelable`, with the `blockingResources` to deal with first
 * (e.g. an account to archive); trying again after that is a new intent.
 *
 * @param options TanStack mutation options other than the mutation function.
 * @throws when called outside a `<PaykitProvider>`.
 *
 * @example
 * function CancelButton({ capabilityId }: { capabilityId: string }) {
 *   const cancel = useCancelCapability();
 *   return (
 *     <>
 *       <button onClick={() => cancel.mutate(capabilityId)}>Cancel</button>
 *       {cancel.error?.blockingResources.map((blocker) => (
 *         <p key={blocker.id} role="alert">{blocker.type} {blocker.id}: {blocker.requiredAction}</p>
 *       ))}
 *     </>
 *   );
 * }
 */
export function useCancelCapability(options: UseCancelCapabilityOptions = {}): UseCancelCapabilityResult {
  const client = usePaykitClient('useCancelCapability');
  return useIdempotentMutation<Capability, string>(
    {
      send: (capabilityId, idempotencyKey) => client.cancelCapability(capabilityId, { idempotencyKey }),
      invalidates: [],
      invalidatesUnlessLive: [paykitQueryKeys.capabilities.all, paykitQueryKeys.tasks.all],
    },
    options,
  );
}
