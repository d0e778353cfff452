import { useQuery, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { PaykitError } from '../core/client/index.js';
import type { Capability } from '../core/schemas/index.js';
import { paykitQueryKeys } from './paykitQueryKeys.js';
import { useCapabilityListQueryFn } from './useCapabilities.js';

/**
 * TanStack Query options {@link useCapability} passes through (`enabled`, `staleTime`,
 * `refetchInterval`, …); the key, the query function and the selection are the hook's own.
 */
export type UseCapabilityOptions = Omit<
  UseQueryOptions<Capability[], PaykitError, Capability | null, ReturnType<typeof paykitQueryKeys.capabilities.list>>,
  'queryKey' | 'queryFn' | 'select'
>;

/** What {@link useCapability} returns: the capability, or `null` when the customer does not hold it. */
export type UseCapabilityResult = UseQueryResult<Capability | null, PaykitError>;

/**
 * One of the customer's capabilities, by id (`ach_pooled`, `card`, …). The API has no
 * single-capability read, so this selects from the list `useCapabilities` caches under
 * `paykitQueryKeys.capabilities.list()`: both share one request and refresh together. `data` is `null`
 * when the customer has not requested the capability (or canceled it and it was dropped).
 *
 * @param capabilityId The capability's id.
 * @param options TanStack Query options other than the key, the query function and `select`.
 * @throws when called outside a `<PaykitProvider>`.
 *
 * @example
 * function AchStatus() {
 *   const { data: ach } = useCapability('ach_pooled');
 *   if (!ach) return null;
 *   return <Badge data-state={ach.status}>{ach.statusReason?.message ?? ach.status}</Badge>;
 * }
 */
export function useCapability(capabilityId: string, options: UseCapabilityOptions = {}): UseCapabilityResult {
  const queryFn = useCapabilityListQueryFn('useCapability');
  const select = useCallback(
    (capabilities: Capability[]) => capabilities.find((capability) => capability.id === capabilityId) ?? null,
    [capabilityId],
  );
  return useQuery({
    ...options,
    queryKey: paykitQueryKeys.capabilities.list(),
    queryFn,
    select,
  });
}
