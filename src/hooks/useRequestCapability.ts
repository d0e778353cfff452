import type { UseMutationResult } from '@tanstack/react-query';
import type { PaykitError } from '../core/client/index.js';
import type { Capability } from '../core/schemas/index.js';
import { paykitQueryKeys } from './paykitQueryKeys.js';
import { useIdempotentMutation, type PaykitMutationOptions } from './useIdempotentMutation.js';
import { usePaykitClient } from './usePaykitClient.js';

/** What {@link useRequestCapability} requests. */
export interface RequestCapabilityVariables {
  /** The capability, e.g. `ach_pooled`. */
  capabilityId: string;
  /** Public institution ids from the supported listing; the default institutions when absent or empty. */
  institutions?: readonly string[];
}

/** TanStack mutation options {@link useRequestCapability} passes through. */
export type UseRequestCapabilityOptions = PaykitMutationOptions<Capability, RequestCapabilityVariables>;

/** What {@link useRequestCapability} returns: TanStack's mutation result. */
export type UseRequestCapabilityResult = UseMutationResult<Capability, PaykitError, RequestCapabilityVariables>;

/**
 * Requests a capability for the session's customer. Each request is one intent with one
 * idempotency key, reused when the same request is sent again while its outcome is unknown, so a
 * retry never requests twice. On success the capabilities and the tasks are refetched (a request
 * opens tasks) before `onSuccess` runs.
 *
 * @param options TanStack mutation options other than the mutation function.
 * @throws when called outside a `<PaykitProvider>`.
 *
 * @example
 * function EnableAch() {
 *   const request = useRequestCapability();
 *   return (
 *     <button aria-disabled={request.isPending} onClick={() => request.mutate({ capabilityId: 'ach_pooled' })}>
 *       Enable bank transfers
 *     </button>
 *   );
 * }
 */
export function useRequestCapability(options: UseRequestCapabilityOptions = {}): UseRequestCapabilityResult {
  const client = usePaykitClient('useRequestCapability');
  return useIdempotentMutation<Capability, RequestCapabilityVariables>(
    {
      send: ({ capabilityId, institutions }, idempotencyKey) =>
        client.requestCapability(capabilityId, institutions ? { institutions } : undefined, { idempotencyKey }),
      invalidates: [],
      invalidatesUnlessLive: [paykitQueryKeys.capabilities.all, paykitQueryKeys.tasks.all],
    },
    options,
  );
}
