import { useQuery, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import type { PaykitError } from '../core/client/index.js';
import type { RelatedParty } from '../core/schemas/index.js';
import { listAllPages } from './listAllPages.js';
import { paykitQueryKeys } from './paykitQueryKeys.js';
import { usePaykitClient } from './usePaykitClient.js';

/**
 * TanStack Query options {@link useRelatedParties} passes through (`enabled`, `staleTime`, …);
 * the key and the query function are the hook's own.
 */
export type UseRelatedPartiesOptions = Omit<
  UseQueryOptions<RelatedParty[], PaykitError, RelatedParty[], ReturnType<typeof paykitQueryKeys.relatedParties.list>>,
  'queryKey' | 'queryFn'
>;

/** What {@link useRelatedParties} returns: TanStack's query result over every related party. */
export type UseRelatedPartiesResult = UseQueryResult<RelatedParty[], PaykitError>;

/**
 * The business customer's related parties (directors, owners, officers, signers), every page
 * read, cached under `paykitQueryKeys.relatedParties.list()`. Change them with
 * `useCreateRelatedParty`, `useUpdateRelatedParty` and `useArchiveRelatedParty`.
 *
 * @param options TanStack Query options other than the key and the query function.
 * @throws when called outside a `<PaykitProvider>`.
 *
 * @example
 * function Directors() {
 *   const { data: parties = [] } = useRelatedParties();
 *   const directors = parties.filter((party) => party.roles?.includes('director'));
 *   return <ul>{directors.map((party) => <li key={party.id}>{party.person?.firstName} {party.person?.lastName}</li>)}</ul>;
 * }
 */
export function useRelatedParties(options: UseRelatedPartiesOptions = {}): UseRelatedPartiesResult {
  const client = usePaykitClient('useRelatedParties');
  return useQuery({
    ...options,
    queryKey: paykitQueryKeys.relatedParties.list(),
    queryFn: ({ signal }) => listAllPages((page) => client.listRelatedParties(page, { signal })),
  });
}
