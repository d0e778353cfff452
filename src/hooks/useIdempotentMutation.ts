import { useMutation, useQueryClient, type QueryKey, type UseMutationOptions, type UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import type { PaykitError } from '../core/client/index.js';
import { createIntentIdempotencyKeys } from './intentIdempotencyKeys.js';
import { useEventStreamLiveness } from './useIsEventStreamLive.js';

/**
 * TanStack mutation options a paykit mutation hook passes through (`onSuccess`, `onError`,
 * `onSettled`, `retry`, …); the mutation function is the hook's own.
 */
export type PaykitMutationOptions<TData, TVariables> = Omit<UseMutationOptions<TData, PaykitError, TVariables>, 'mutationFn'>;

/** What {@link useIdempotentMutation} sends and refreshes. */
export interface IdempotentMutationConfig<TData, TVariables> {
  /** Sends the intent under its idempotency key. */
  send: (variables: TVariables, idempotencyKey: string) => Promise<TData>;
  /** Query keys invalidated (and awaited) after a success, before the caller's `onSuccess`. */
  invalidates: readonly QueryKey[];
  /**
   * Query keys the event stream's hints refresh after this change (capabilities, accounts,
   * transfers, the customer): invalidated like `invalidates` only while the stream is not live,
   * so one change is read once.
   */
  invalidatesUnlessLive?: readonly QueryKey[];
}

/**
 * A mutation with one idempotency key per intent. An intent is the mutation's variables: the key
 * is made on the first attempt and reused when the same variables are sent again while the first
 * outcome is unknown (`PaykitError.outcome`: no answer, a timeout, a 5xx, a request still in
 * progress, or a success whose body could not be read), so the API applies it at most once. After
 * a readable success or a refusal (a 4xx) the intent is over, and sending the same variables
 * again is a new intent with a new key: the API replays a stored 4xx under its key, so reusing it
 * would only repeat the refusal.
 *
 * @example
 * const cancel = useIdempotentMutation(
 *   { send: (id: string, idempotencyKey) => client.cancelCapability(id, { idempotencyKey }), invalidates: [paykitQueryKeys.capabilities.all] },
 *   options,
 * );
 */
export function useIdempotentMutation<TData, TVariables>(
  { send, invalidates, invalidatesUnlessLive = [] }: IdempotentMutationConfig<TData, TVariables>,
  options: PaykitMutationOptions<TData, TVariables>,
): UseMutationResult<TData, PaykitError, TVariables> {
  const queryClient = useQueryClient();
  const [intents] = useState(createIntentIdempotencyKeys);
  const isStreamLive = useEventStreamLiveness();
  return useMutation({
    ...options,
    mutationFn: (variables) => intents.send(variables, send),
    onSuccess: async (...args) => {
      const queryKeys = isStreamLive() ? invalidates : [...invalidates, ...invalidatesUnlessLive];
      // A read already in flight (a hint's) is joined, not cancelled and sent again.
      await Promise.all(queryKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey }, { cancelRefetch: false })));
      return options.onSuccess?.(...args);
    },
  });
}
