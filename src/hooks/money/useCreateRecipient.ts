import type { UseMutationResult } from '@tanstack/react-query';
import type { CreateRecipientBody, PaykitError } from '../../core/client/index.js';
import type { Recipient } from '../../core/schemas/index.js';
import { paykitQueryKeys } from '../paykitQueryKeys.js';
import { useIdempotentMutation, type PaykitMutationOptions } from '../useIdempotentMutation.js';
import { usePaykitClient } from '../usePaykitClient.js';

/** TanStack mutation options {@link useCreateRecipient} passes through; the variables are the body. */
export type UseCreateRecipientOptions = PaykitMutationOptions<Recipient, CreateRecipientBody>;

/** What {@link useCreateRecipient} returns: TanStack's mutation result; mutate with the recipient's body. */
export type UseCreateRecipientResult = UseMutationResult<Recipient, PaykitError, CreateRecipientBody>;

/**
 * Adds a third-party payout recipient: an individual (first and last names required) or a
 * business (company name), with its `relationship` to the customer. One idempotency key per
 * recipient, reused when the same body is sent again while its outcome is unknown, so a retry never
 * adds them twice. On success the recipients are refetched before `onSuccess` runs.
 *
 * @param options TanStack mutation options other than the mutation function.
 * @throws when called outside a `<PaykitProvider>`.
 *
 * @example
 * function AddVendor() {
 *   const create = useCreateRecipient({ onSuccess: (recipient) => console.log(recipient.id) });
 *   return <button onClick={() => create.mutate({ type: 'business', relationship: 'vendor', companyName: 'Acme' })}>Add Acme</button>;
 * }
 */
export function useCreateRecipient(options: UseCreateRecipientOptions = {}): UseCreateRecipientResult {
  const client = usePaykitClient('useCreateRecipient');
  return useIdempotentMutation<Recipient, CreateRecipientBody>(
    {
      send: (body, idempotencyKey) => client.createRecipient(body, { idempotencyKey }),
      invalidates: [paykitQueryKeys.recipients.all],
    },
    options,
  );
}
