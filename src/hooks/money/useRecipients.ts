import { useQuery, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import type { ListRecipientsQuery, PaykitError } from '../../core/client/index.js';
import type { Recipient } from '../../core/schemas/index.js';
import { listAllPages } from '../listAllPages.js';
import { paykitQueryKeys } from '../paykitQueryKeys.js';
import { usePaykitClient } from '../usePaykitClient.js';

/** Filters of {@link useRecipients}: the list query without its paging (e.g. `externalId`). */
export type UseRecipientsFilters = Omit<ListRecipientsQuery, 'cursor' | 'limit'>;

/** TanStack Query options {@link useRecipients} passes through; the key and the query function are the hook's own. */
export type UseRecipientsOptions = Omit<
  UseQueryOptions<Recipient[], PaykitError, Recipient[], ReturnType<typeof paykitQueryKeys.recipients.list>>,
  'queryKey' | 'queryFn'
>;

/** What {@link useRecipients} returns: TanStack's query result over every matching recipient. */
export type UseRecipientsResult = UseQueryResult<Recipient[], PaykitError>;

/**
 * The customer's third-party payout recipients, every page read, in the API's order, cached under
 * `paykitQueryKeys.recipients.list(filters)`. Change them with `useCreateRecipient`,
 * `useUpdateRecipient` and `useArchiveRecipient`; their bank or wallet endpoints come from
 * `useDestinations`.
 *
 * @param filters e.g. `{ externalId: 'vendor-42' }`; every recipient when absent.
 * @param options TanStack Query options other than the key and the query function.
 * @throws when called outside a `<PaykitProvider>`.
 *
 * @example
 * function Payees() {
 *   const { data: recipients = [] } = useRecipients();
 *   return <ul>{recipients.map((r) => <li key={r.id}>{r.companyName ?? `${r.firstName} ${r.lastName}`}</li>)}</ul>;
 * }
 */
export function useRecipients(filters?: UseRecipientsFilters, options: UseRecipientsOptions = {}): UseRecipientsResult {
  const client = usePaykitClient('useRecipients');
  return useQuery({
    ...options,
    queryKey: paykitQueryKeys.recipients.list(filters),
    queryFn: ({ signal }) => listAllPages((page) => client.listRecipients({ ...filters, ...page }, { signal })),
  });
}
