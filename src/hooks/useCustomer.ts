import { useQuery, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import type { PaykitError } from '../core/client/index.js';
import type { Customer } from '../core/schemas/index.js';
import { paykitQueryKeys } from './paykitQueryKeys.js';
import { usePaykitClient } from './usePaykitClient.js';

/**
 * TanStack Query options {@link useCustomer} passes through (`enabled`, `staleTime`,
 * `refetchInterval`, …); the key and the query function are the hook's own.
 */
export type UseCustomerOptions = Omit<
  UseQueryOptions<Customer, PaykitError, Customer, ReturnType<typeof paykitQueryKeys.customer>>,
  'queryKey' | 'queryFn'
>;

/** What {@link useCustomer} returns: TanStack's query result over the session's customer. */
export type UseCustomerResult = UseQueryResult<Customer, PaykitError>;

/**
 * The session's customer, read through the provider's client (`GET {proxy}/customer`) and cached
 * under `paykitQueryKeys.customer()`, so an event about the customer refreshes it. The customer is
 * whoever the merchant's proxy says the session belongs to; the browser never names it.
 *
 * @param options TanStack Query options other than the key and the query function; none by default.
 * @throws when called outside a `<PaykitProvider>`.
 *
 * @example
 * function Greeting() {
 *   const { status, data: customer, error } = useCustomer();
 *   if (status === 'pending') return <Spinner />;
 *   if (status === 'error') return <Callout tone="danger">{error.message}</Callout>;
 *   return <p>Signed in as {customer.individual?.firstName ?? customer.business?.legalName}</p>;
 * }
 */
export function useCustomer(options: UseCustomerOptions = {}): UseCustomerResult {
  const client = usePaykitClient('useCustomer');
  return useQuery({
    ...options,
    queryKey: paykitQueryKeys.customer(),
    queryFn: ({ signal }) => client.getCustomer({ signal }),
  });
}
