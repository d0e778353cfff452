import type { UseMutationResult } from '@tanstack/react-query';
import type { CreateAccountBody, PaykitError } from '../../core/client/index.js';
import type { Account } from '../../core/schemas/index.js';
import { paykitQueryKeys } from '../paykitQueryKeys.js';
import { useIdempotentMutation, type PaykitMutationOptions } from '../useIdempotentMutation.js';
import { usePaykitClient } from '../usePaykitClient.js';

/** TanStack mutation options {@link useCreateAccount} passes through; the variables are the body. */
export type UseCreateAccountOptions = PaykitMutationOptions<Account, CreateAccountBody>;

/** What {@link useCreateAccount} returns: TanStack's mutation result; mutate with the account's body. */
export type UseCreateAccountResult = UseMutationResult<Account, PaykitError, CreateAccountBody>;

/**
 * Opens an account: an issued wallet (`{ origin: 'issued', type: 'wallet', currency }`), an issued
 * bank account (its `method`'s capability must be ready, and `settlement.accountId` names the
 * issued wallet that receives settled funds; it starts `provisioning` with null details), or
 * registers an external bank account or wallet. One idempotency key per account, reused when the
 * same body is sent again while its outcome is unknown. On success the accounts are refetched
 * before `onSuccess` runs; `useAccounts` then follows a provisioning account until it is ready.
 *
 * @param options TanStack mutation options other than the mutation function.
 * @throws when called outside a `<PaykitProvider>`.
 *
 * @example
 * function OpenAchAccount({ walletId }: { walletId: string }) {
 *   const create = useCreateAccount();
 *   return (
 *     <button onClick={() => create.mutate({ origin: 'issued', type: 'bank', method: 'ach', settlement: { accountId: walletId } })}>
 *       Get US bank details
 *     </button>
 *   );
 * }
 */
export function useCreateAccount(options: UseCreateAccountOptions = {}): UseCreateAccountResult {
  const client = usePaykitClient('useCreateAccount');
  return useIdempotentMutation<Account, CreateAccountBody>(
    {
      send: (body, idempotencyKey) => client.createAccount(body, { idempotencyKey }),
      invalidates: [],
      invalidatesUnlessLive: [paykitQueryKeys.accounts.all],
    },
    options,
  );
}
