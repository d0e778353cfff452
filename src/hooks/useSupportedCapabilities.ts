import { useQuery, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import type { PaykitError } from '../core/client/index.js';
import type { SupportedCapability } from '../core/schemas/index.js';
import { paykitQueryKeys } from './paykitQueryKeys.js';
import { usePaykitClient } from './usePaykitClient.js';

/**
 * TanStack Query options {@link useSupportedCapabilities} passes through (`enabled`, `staleTime`,
 * …); the key and the query function are the hook's own.
 */
export type UseSupportedCapabilitiesOptions = Omit<
  UseQueryOptions<SupportedCapability[], PaykitError, SupportedCapability[], ReturnType<typeof paykitQueryKeys.capabilities.supported>>,
  'queryKey' | 'queryFn'
>;

/** What {@link useSupportedCapabilities} returns: TanStack's query result over the listing. */
export type UseSupportedCapabilitiesResult = UseQueryResult<SupportedCapability[], PaykitError>;

/**
 * The capabilities the session's customer could request, each with its `availability`,
 * `eligibility` and the institutions on offer (`isDefault` marks the ones chosen when none are
 * named), cached under `paykitQueryKeys.capabilities.supported()`.
 *
 * @param options TanStack Query options other than the key and the query function; none by default.
 * @throws when called outside a `<PaykitProvider>`.
 *
 * @example
 * function MethodPicker({ onPick }: { onPick: (capabilityId: string) => void }) {
 *   const { status, data: supported } = useSupportedCapabilities();
 *   if (status !== 'success') return <Spinner />;
 *   return supported
 *     .filter((offer) => offer.availability !== 'disabled' && offer.eligibility?.status !== 'ineligible')
 *     .map((offer) => <button key={offer.id} onClick={() => onPick(offer.id)}>{offer.method}</button>);
 * }
 */
export function useSupportedCapabilities(options: UseSupportedCapabilitiesOptions = {}): UseSupportedCapabilitiesResult {
  const client = usePaykitClient('useSupportedCapabilities');
  return useQuery({
    ...options,
    queryKey: paykitQueryKeys.capabilities.supported(),
    queryFn: ({ signal }) => client.listSupportedCapabilities({ signal }),
  });
}
