import { useQuery, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { PaykitError } from '../../core/client/index.js';
import type { Rule } from '../../core/schemas/index.js';
import { listAllPages } from '../listAllPages.js';
import { paykitQueryKeys } from '../paykitQueryKeys.js';
import { usePaykitClient } from '../usePaykitClient.js';

/**
 * TanStack Query options {@link useRules} passes through (`enabled`, `staleTime`, …); the key, the
 * query function and the selection are the hook's own.
 */
export type UseRulesOptions = Omit<
  UseQueryOptions<Rule[], PaykitError, Rule[], ReturnType<typeof paykitQueryKeys.rules.list>>,
  'queryKey' | 'queryFn' | 'select'
>;

/** What {@link useRules} returns: TanStack's query result over the matching sweep rules. */
export type UseRulesResult = UseQueryResult<Rule[], PaykitError>;

/**
 * The customer's sweep rules (standing instructions on an issued wallet account that sweep what
 * arrives to another account or a wallet destination), every page read, cached once under
 * `paykitQueryKeys.rules.list()`; `accountId` selects the rules on that account from that read.
 *
 * @param accountId The issued wallet account (`acc_…`) whose rules to keep; every rule when absent.
 * @param options TanStack Query options other than the key, the query function and `select`.
 * @throws when called outside a `<PaykitProvider>`.
 *
 * @example
 * function Sweeps({ accountId }: { accountId: string }) {
 *   const { data: rules = [] } = useRules(accountId);
 *   return <ul>{rules.map((rule) => <li key={rule.id} data-state={rule.status}>{rule.target.id}</li>)}</ul>;
 * }
 */
export function useRules(accountId?: string, options: UseRulesOptions = {}): UseRulesResult {
  const client = usePaykitClient('useRules');
  const select = useCallback(
    (rules: Rule[]) => (accountId === undefined ? rules : rules.filter((rule) => rule.sourceAccountId === accountId)),
    [accountId],
  );
  return useQuery({
    ...options,
    queryKey: paykitQueryKeys.rules.list(),
    queryFn: ({ signal }) => listAllPages((page) => client.listRules(page, { signal })),
    select,
  });
}
