import { useQuery, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import type { PaykitClient, PaykitError } from '../../core/client/index.js';
import type { Destination } from '../../core/schemas/index.js';
import { listAllPages } from '../listAllPages.js';
import { paykitQueryKeys } from '../paykitQueryKeys.js';
import { usePaykitClient } from '../usePaykitClient.js';

/** TanStack Query options {@link useDestinations} passes through; the key and the query function are the hook's own. */
export type UseDestinationsOptions = Omit<
  UseQueryOptions<Destination[], PaykitError, Destination[], ReturnType<typeof paykitQueryKeys.recipients.destinations>>,
  'queryKey' | 'queryFn'
>;

/** What {@link useDestinations} returns: TanStack's query result over the recipient's destinations. */
export type UseDestinationsResult = UseQueryResult<Destination[], PaykitError>;

/**
 * A recipient's active bank and wallet destinations (ACH, wire, SEPA, wallet, and methods to
 * come), every page read, cached under `paykitQueryKeys.recipients.destinations(recipientId)`. Add one
 * with `useCreateDestination`, remove one with `useArchiveDestination`; the API has no update, so
 * changed details are a new destination.
 *
 * @param recipientId The recipient (`rcp_…`).
 * @param options TanStack Query options other than the key and the query function.
 * @throws when called outside a `<PaykitProvider>`.
 *
 * @example
 * function PayoutTargets({ recipientId }: { recipientId: string }) {
 *   const { data: destinations = [] } = useDestinations(recipientId);
 *   return <ul>{destinations.map((d) => <li key={d.id} data-state={d.status}>{d.type} {d.currency}</li>)}</ul>;
 * }
 */
export function useDestinations(recipientId: string, options: UseDestinationsOptions = {}): UseDestinationsResult {
  const client = usePaykitClient('useDestinations');
  return useQuery({ ...options, ...destinationsQuery(client, recipientId) });
}

/** The key and the read of one recipient's destinations, shared with readers of several recipients at once (`useQueries`). */
export function destinationsQuery(client: PaykitClient, recipientId: string) {
  return {
    queryKey: paykitQueryKeys.recipients.destinations(recipientId),
    queryFn: ({ signal }: { signal: AbortSignal }) => listAllPages((page) => client.listDestinations(recipientId, page, { signal })),
  };
}
