import { useQuery, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { PaykitError } from '../../core/client/index.js';
import type { Account } from '../../core/schemas/index.js';
import { listAllPages } from '../listAllPages.js';
import { paykitQueryKeys } from '../paykitQueryKeys.js';
import { useIsEventStreamLive } from '../useIsEventStreamLive.js';
import { usePaykitClient } from '../usePaykitClient.js';
import { matchesAccountFilters, type AccountFilters } from './accountGroups.js';
import { pollWhileProvisioning } from './livePolling.js';

/**
 * TanStack Query options {@link useAccounts} passes through (`enabled`, `staleTime`, …); the key,
 * the query function and the selection are the hook's own. A `refetchInterval` given here
 * replaces the polling.
 */
export type UseAccountsOptions = Omit<
  UseQueryOptions<Account[], PaykitError, Account[], ReturnType<typeof paykitQueryKeys.accounts.list>>,
  'queryKey' | 'queryFn' | 'select'
>;

/** What {@link useAccounts} returns: TanStack's query result over the matching accounts. */
export type UseAccountsResult = UseQueryResult<Account[], PaykitError>;

/**
 * The customer's accounts (issued bank accounts and wallets, external bank accounts and wallets),
 * every page read, cached once under `paykitQueryKeys.accounts.list()`: a customer holds few accounts,
 * and splitting them by origin and type needs them all, so filters select from that one read.
 * Archived accounts are left out unless asked for. While an issued account is `provisioning`
 * (its details still null) event hints refresh the list when it is ready; while the provider's
 * event stream is not live the list is read again every {@link MONEY_POLL_INTERVAL_MS} instead,
 * until none is provisioning.
 *
 * @param filters `origin`, `type`, `status`, `includeArchived`; every live account when absent.
 * @param options TanStack Query options other than the key, the query function and `select`.
 * @throws when called outside a `<PaykitProvider>`.
 *
 * @example
 * function Wallets() {
 *   const { status, data: wallets } = useAccounts({ origin: 'issued', type: 'wallet' });
 *   if (status !== 'success') return <Spinner />;
 *   return <ul>{wallets.map((account) => <li key={account.id} data-state={account.status}>{account.label ?? account.currency}</li>)}</ul>;
 * }
 */
export function useAccounts(filters: AccountFilters = {}, options: UseAccountsOptions = {}): UseAccountsResult {
  const client = usePaykitClient('useAccounts');
  const isStreamLive = useIsEventStreamLive();
  const { origin, type, status, includeArchived } = filters;
  const select = useCallback(
    (accounts: Account[]) => accounts.filter((account) => matchesAccountFilters(account, { origin, type, status, includeArchived })),
    [origin, type, status, includeArchived],
  );
  return useQuery({
    ...options,
    refetchInterval: options.refetchInterval ?? (isStreamLive ? false : pollWhileProvisioning),
    queryKey: paykitQueryKeys.accounts.list(),
    queryFn: ({ signal }) => listAllPages((page) => client.listAccounts(page, { signal })),
    select,
  });
}
