import { useQueryClient, type UseMutationResult } from '@tanstack/react-query';
import type { PaykitError, UpdateCustomerBody } from '../core/client/index.js';
import type { Customer } from '../core/schemas/index.js';
import { paykitQueryKeys } from './paykitQueryKeys.js';
import { useIdempotentMutation, type PaykitMutationOptions } from './useIdempotentMutation.js';
import { usePaykitClient } from './usePaykitClient.js';

/** TanStack mutation options {@link useUpdateCustomer} passes through. */
export type UseUpdateCustomerOptions = PaykitMutationOptions<Customer, UpdateCustomerBody>;

/** What {@link useUpdateCustomer} returns: TanStack's mutation result. */
export type UseUpdateCustomerResult = UseMutationResult<Customer, PaykitError, UpdateCustomerBody>;

/**
 * Changes the session customer's own details (`PATCH /customer`) with a merge document: omitted
 * fields stay as they are, `null` clears an optional field, nested objects (an address) merge,
 * arrays (nationalities) replace whole. One idempotency key per change, reused when the same
 * change is sent again while its outcome is unknown, so a retry applies it once. On success the
 * customer read (`paykitQueryKeys.customer()`) holds the saved customer at once, and the tasks are
 * read again (profile values answer them) before `onSuccess` runs.
 *
 * @param options TanStack mutation options other than the mutation function.
 * @throws when called outside a `<PaykitProvider>`.
 *
 * @example
 * function ForgetPhone() {
 *   const update = useUpdateCustomer();
 *   return <button onClick={() => update.mutate({ individual: { phone: null } })}>Remove my phone number</button>;
 * }
 */
export function useUpdateCustomer(options: UseUpdateCustomerOptions = {}): UseUpdateCustomerResult {
  const client = usePaykitClient('useUpdateCustomer');
  const queryClient = useQueryClient();
  return useIdempotentMutation<Customer, UpdateCustomerBody>(
    {
      send: async (body, idempotencyKey) => {
        const saved = await client.updateCustomer(body, { idempotencyKey });
        queryClient.setQueryData(paykitQueryKeys.customer(), saved);
        return saved;
      },
      invalidates: [paykitQueryKeys.tasks.all],
    },
    options,
  );
}
