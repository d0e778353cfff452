import { useQuery, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import type { PaykitError } from '../../core/client/index.js';
import type { LegacyClient } from '../../core/legacy/legacyClient.js';
import type { LegacyCustomer } from '../../core/schemas/index.js';
import { paykitQueryKeys } from '../paykitQueryKeys.js';
import { useLegacyClient } from './useLegacyClient.js';

/** TanStack Query options {@link useLegacyCustomer} passes through; the key and the query function are the hook's own. */
export type UseLegacyCustomerOptions = Omit<
  UseQueryOptions<LegacyCustomer, PaykitError, LegacyCustomer, ReturnType<typeof paykitQueryKeys.legacy.customer>>,
  'queryKey' | 'queryFn'
>;

/** What {@link useLegacyCustomer} returns: TanStack's query result over the v1 view of the customer. */
export type UseLegacyCustomerResult = UseQueryResult<LegacyCustomer, PaykitError>;

/** The key and read of the v1 customer, shared by the hook and legacy-aware readiness. */
export function legacyCustomerQuery(legacy: LegacyClient) {
  return {
    queryKey: paykitQueryKeys.legacy.customer(),
    queryFn: ({ signal }: { signal: AbortSignal }) => legacy.getLegacyCustomer({ signal }),
  };
}

/**
 * The session's customer as v1 shows it (`GET {proxy}/legacy/customer`): its identity
 * `verificationStatus` and its `rails`, each with its status and the documents asked for. Cached
 * under `paykitQueryKeys.legacy.customer()`, below the customer's key, so an event about the
 * customer (rail and verification events are) refreshes it. Needs `<PaykitProvider legacy={legacyReadiness}>`. The proxy must serve the legacy routes
 * (`createPaykitProxy({ legacy: true })`); otherwise the read fails with 404 `not_found`.
 *
 * @param options TanStack Query options other than the key and the query function.
 * @throws when called outside a `<PaykitProvider>`.
 *
 * @example
 * function Rails() {
 *   const { status, data: customer } = useLegacyCustomer();
 *   if (status !== 'success') return null;
 *   return <ul>{customer.rails.map((rail) => <li key={rail.id}>{rail.rail}: {rail.status}</li>)}</ul>;
 * }
 */
export function useLegacyCustomer(options: UseLegacyCustomerOptions = {}): UseLegacyCustomerResult {
  const legacy = useLegacyClient('useLegacyCustomer');
  return useQuery({ ...options, ...legacyCustomerQuery(legacy) });
}
