import { useQuery, useQueryClient, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import type { PaykitClient, PaykitError } from '../core/client/index.js';
import type { Capability } from '../core/schemas/index.js';
import { listAllPages } from './listAllPages.js';
import { paykitQueryKeys } from './paykitQueryKeys.js';
import { usePaykitContext } from './usePaykitClient.js';

/**
 * TanStack Query options {@link useCapabilities} passes through (`enabled`, `staleTime`,
 * `refetchInterval`, …); the key and the query function are the hook's own.
 */
export type UseCapabilitiesOptions = Omit<
  UseQueryOptions<Capability[], PaykitError, Capability[], ReturnType<typeof paykitQueryKeys.capabilities.list>>,
  'queryKey' | 'queryFn'
>;

/** What {@link useCapabilities} returns: TanStack's query result over every capability. */
export type UseCapabilitiesResult = UseQueryResult<Capability[], PaykitError>;

/**
 * Reads every page of the customer's capabilities. A customer holds at most a few dozen (one per
 * method and account type), so the whole set is one cache entry, in the API's order.
 */
export function listAllCapabilities(client: PaykitClient, signal?: AbortSignal): Promise<Capability[]> {
  return listAllPages((page) => client.listCapabilities(page, { signal }));
}

/**
 * The query function of `paykitQueryKeys.capabilities.list()`: every v3 capability, with the v1
 * rails merged in when the provider has `legacy`. Every read of that key goes through it.
 */
export function useCapabilityListQueryFn(caller: string): (context: { signal: AbortSignal }) => Promise<Capability[]> {
  const { client, legacy } = usePaykitContext(caller);
  const queryClient = useQueryClient();
  return ({ signal }) => (legacy ? legacy.listCapabilities(client, { signal, queryClient }) : listAllCapabilities(client, signal));
}

/**
 * The session customer's capabilities (`ach_pooled`, `card`, `stablecoin_transfers`, …), each with
 * its `status` and `statusReason`, read through the provider's client and cached under
 * `paykitQueryKeys.capabilities.list()`, so an event about a capability refreshes them. Every page is
 * read, so `data` is the full list. Under `<PaykitProvider legacy={legacyReadiness}>` it holds the
 * customer's v1 rails too, as capabilities (see `withLegacyRails`).
 *
 * @param options TanStack Query options other than the key and the query function; none by default.
 * @throws when called outside a `<PaykitProvider>`.
 *
 * @example
 * function CapabilityStatuses() {
 *   const { status, data: capabilities } = useCapabilities();
 *   if (status !== 'success') return <Spinner />;
 *   return (
 *     <ul>
 *       {capabilities.map((capability) => (
 *         <li key={capability.id}>
 *           {capability.id}: <Badge>{capability.status}</Badge> {capability.statusReason?.message}
 *         </li>
 *       ))}
 *     </ul>
 *   );
 * }
 */
export function useCapabilities(options: UseCapabilitiesOptions = {}): UseCapabilitiesResult {
  const queryFn = useCapabilityListQueryFn('useCapabilities');
  return useQuery({ ...options, queryKey: paykitQueryKeys.capabilities.list(), queryFn });
}
