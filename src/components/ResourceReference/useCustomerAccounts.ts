import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { PaykitError } from '../../core/client/index.js';
import type { Account } from '../../core/schemas/index.js';
import { paykitKeys } from '../../hooks/index.js';
import { listAllPages } from '../../hooks/listAllPages.js';
import { usePaykitClient } from '../../hooks/usePaykitClient.js';

/** The customer's accounts, every page read, cached under `paykitKeys.accounts.list()`. */
export function useCustomerAccounts(): UseQueryResult<Account[], PaykitError> {
  const client = usePaykitClient();
  return useQuery<Account[], PaykitError>({
    queryKey: paykitKeys.accounts.list(),
    queryFn: ({ signal }) => listAllPages((page) => client.listAccounts(page, { signal })),
  });
}
