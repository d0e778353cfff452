import type { UseMutationResult } from '@tanstack/react-query';
import type { PaykitError } from '../../core/client/index.js';
import type { Account } from '../../core/schemas/index.js';
import { paykitQueryKeys } from '../paykitQueryKeys.js';
import { useIdempotentMutation, type PaykitMutationOptions } from '../useIdempotentMutation.js';
import { usePaykitClient } from '../usePaykitClient.js';

/** TanStack mutation options {@link useArchiveAccount} passes through; the variables are the account id. */
export type UseArchiveAccountOptions = PaykitMutationOptions<Account | undefined, string>;

/**
 * What {@link useArchiveAccount} returns: TanStack's mutation result over the archived account,
 * `undefined` when the API sends none back; mutate with the account id.
 */
export type UseArchiveAccountResult = UseMutationResult<Account | undefined, PaykitError, string>;

/**
 * Archives one of the customer's accounts (accounts are never deleted). An account that in-flight
 * transfers still reference is refused: the error is a `PaykitError` with code
 * `account_has_active_transfers` and the transfers in `blockingResources`. One idempotency key per
 * archive, reused while its outcome is unknown. On success the accounts are refetched before
 * `onSuccess` runs.
 *
 * @param options TanStack mutation options other than the mutation function.
 * @throws when called outside a `<PaykitProvider>`.
 *
 * @example
 * function RemoveAccount({ accountId }: { accountId: string }) {
 *   const archive = useArchiveAccount();
 *   return (
 *     <>
 *       <button aria-disabled={archive.isPending} onClick={() => archive.mutate(accountId)}>Remove</button>
 *       {archive.error?.code === 'account_has_active_transfers' && <p role="alert">Wait for its transfers to finish.</p>}
 *     </>
 *   );
 * }
 */
export function useArchiveAccount(options: UseArchiveAccountOptions = {}): UseArchiveAccountResult {
  const client = usePaykitClient('useArchiveAccount');
  return useIdempotentMutation<Account | undefined, string>(
    {
      send: (accountId, idempotencyKey) => client.archiveAccount(accountId, { idempotencyKey }),
      invalidates: [paykitQueryKeys.accounts.all],
    },
    options,
  );
}
