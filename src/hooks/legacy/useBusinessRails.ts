import { useQuery, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import type { PaykitError } from '../../core/client/index.js';
import type { BusinessRail } from '../../core/schemas/index.js';
import { paykitQueryKeys } from '../paykitQueryKeys.js';
import { useLegacyClient } from './useLegacyClient.js';

/** TanStack Query options {@link useBusinessRails} passes through; the key and the query function are the hook's own. */
export type UseBusinessRailsOptions = Omit<
  UseQueryOptions<BusinessRail[], PaykitError, BusinessRail[], ReturnType<typeof paykitQueryKeys.legacy.businessRails>>,
  'queryKey' | 'queryFn'
>;

/** What {@link useBusinessRails} returns: TanStack's query result over the business's v2 rails. */
export type UseBusinessRailsResult = UseQueryResult<BusinessRail[], PaykitError>;

/**
 * A business customer's v2 rails (`GET {proxy}/legacy/business-rails`), each with its discovery or
 * application status (`available`, `in_review`, `needs_information`, `active`, `declined`, … an open
 * set). Cached under `paykitQueryKeys.legacy.businessRails()`, below the customer's key, so an event
 * about the customer refreshes it. Needs `createPaykitProxy({ legacy: true })`.
 *
 * @param options TanStack Query options other than the key and the query function.
 * @throws when called outside a `<PaykitProvider>`.
 *
 * @example
 * const { data: rails = [] } = useBusinessRails({ enabled: customer?.type === 'business' });
 * const active = rails.filter((rail) => rail.status === 'active');
 */
export function useBusinessRails(options: UseBusinessRailsOptions = {}): UseBusinessRailsResult {
  const legacy = useLegacyClient('useBusinessRails');
  return useQuery({
    ...options,
    queryKey: paykitQueryKeys.legacy.businessRails(),
    queryFn: ({ signal }) => legacy.listBusinessRails({ signal }),
  });
}
