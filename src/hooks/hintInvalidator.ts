import { hashKey, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { queryKeysForResource, type PaykitResourceRef } from './queryKeysForResource.js';
import { isSettledPaykitQueryKey, paykitQueryKeys } from './paykitQueryKeys.js';

/**
 * How long hints are gathered before their reads are refreshed. One change often sends several
 * hints at once (`transfer.created` and `transfer.state_changed`; a submission's task, capability
 * and customer): gathered, each read is fetched once, after every one of them was sent.
 */
export const HINT_BATCH_MS = 50;

/** Refreshes the reads of the hints it is given, each once per batch. */
export interface HintInvalidator {
  /** Gathers the reads of a resource that changed; they are refreshed at the end of the batch. */
  add(resource: PaykitResourceRef): void;
  /** Refreshes every read but the settled ones (hints may have been missed), and drops the batch it covers. */
  refreshAll(): void;
  /** Drops the batch without refreshing it. */
  cancel(): void;
}

/** Invalidates `queryKey`; from the root, every read but the settled ones (supported capabilities, quotes, institutions). */
function invalidate(queryClient: QueryClient, queryKey: QueryKey, options: { cancelRefetch?: boolean } = {}): Promise<void> {
  if (queryKey.length > paykitQueryKeys.all.length) return queryClient.invalidateQueries({ queryKey }, options);
  return queryClient.invalidateQueries({ queryKey, predicate: (query) => !isSettledPaykitQueryKey(query.queryKey) }, options);
}

/** Creates the invalidator of one event stream over `queryClient`. */
export function createHintInvalidator(queryClient: QueryClient, batchMs = HINT_BATCH_MS): HintInvalidator {
  const pending = new Map<string, QueryKey>();
  let timer: ReturnType<typeof setTimeout> | undefined;

  const cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    pending.clear();
  };

  const flush = () => {
    const queryKeys = [...pending.values()];
    cancel();
    // A read in flight began after the hint came (a mutation's own, as it returned): it is joined,
    // not cancelled and sent again.
    for (const queryKey of queryKeys) void invalidate(queryClient, queryKey, { cancelRefetch: false });
  };

  return {
    add(resource) {
      for (const queryKey of queryKeysForResource(resource)) pending.set(hashKey(queryKey), queryKey);
      timer ??= setTimeout(flush, batchMs);
    },
    refreshAll() {
      cancel();
      void invalidate(queryClient, paykitQueryKeys.all);
    },
    cancel,
  };
}
