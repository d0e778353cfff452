import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { PaykitError } from '../../core/client/index.js';
import { sweepTargets, type SweepTargetOption } from '../../core/rules/index.js';
import type { Destination } from '../../core/schemas/index.js';
import { listAllPages } from '../listAllPages.js';
import { paykitQueryKeys } from '../paykitQueryKeys.js';
import { useCapabilities } from '../useCapabilities.js';
import { usePaykitClient } from '../usePaykitClient.js';
import { useAccounts } from './useAccounts.js';
import { useRecipients } from './useRecipients.js';

/** What {@link useSweepTargets} returns. */
export interface UseSweepTargetsResult {
  /** `pending` until every read is in, `error` when one failed, else `success`. */
  status: 'pending' | 'error' | 'success';
  /** The legal targets (see `sweepTargets`); empty until every read is in. */
  options: SweepTargetOption[];
  /** The first failed read's error. */
  error: PaykitError | null;
  /** Reads the failed reads again. */
  refetch: () => void;
}

/**
 * The targets a sweep rule on `accountId` can legally reach, for a target picker: the customer's
 * accounts, capabilities, active recipients and each one's destinations, read from the cache the
 * other hooks share and judged by `sweepTargets` (another wallet of the customer in the account's
 * currency, an external bank account under a ready payout capability, a wallet destination).
 *
 * @param accountId The issued wallet account (`acc_…`) the rule is on.
 * @throws when called outside a `<PaykitProvider>`.
 *
 * @example
 * const { options } = useSweepTargets(accountId);
 * options.map(({ target }) => <option key={target.id} value={target.id}>{target.id}</option>);
 */
export function useSweepTargets(accountId: string): UseSweepTargetsResult {
  const client = usePaykitClient('useSweepTargets');
  const accounts = useAccounts({ includeArchived: false });
  const capabilities = useCapabilities();
  const recipients = useRecipients();
  const destinationReads = useQueries({
    queries: (recipients.data ?? []).map((recipient) => ({
      queryKey: paykitQueryKeys.recipients.destinations(recipient.id),
      queryFn: ({ signal }: { signal: AbortSignal }) => listAllPages((page) => client.listDestinations(recipient.id, page, { signal })),
    })),
  });
  const reads = [accounts, capabilities, recipients, ...destinationReads];
  const failed = reads.find((read) => read.status === 'error');
  const isPending = reads.some((read) => read.status === 'pending');
  const destinations = destinationReads.flatMap((read) => (read.data as Destination[] | undefined) ?? []);
  const destinationsKey = destinations.map((destination) => `${destination.id}:${destination.status}`).join();
  const options = useMemo(() => {
    const source = accounts.data?.find((account) => account.id === accountId);
    if (!source || isPending) return [];
    return sweepTargets(source, {
      accounts: accounts.data ?? [],
      capabilities: capabilities.data,
      recipients: recipients.data,
      destinations,
    });
    // `destinations` is a new array each render; its content is `destinationsKey`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [accountId, accounts.data, capabilities.data, recipients.data, destinationsKey, isPending]);
  return {
    status: failed ? 'error' : isPending ? 'pending' : 'success',
    options,
    error: (failed?.error as PaykitError | null | undefined) ?? null,
    refetch: () => {
      for (const read of reads) if (read.status === 'error') void read.refetch();
    },
  };
}
