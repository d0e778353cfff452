import type { UseMutationResult } from '@tanstack/react-query';
import type { PaykitError, UpdateRecipientBody } from '../../core/client/index.js';
import type { Recipient } from '../../core/schemas/index.js';
import { paykitQueryKeys } from '../paykitQueryKeys.js';
import { useIdempotentMutation, type PaykitMutationOptions } from '../useIdempotentMutation.js';
import { usePaykitClient } from '../usePaykitClient.js';

/** What {@link useUpdateRecipient} changes. */
export interface UpdateRecipientVariables {
  /** The recipient (`rcp_…`). */
  recipientId: string;
  /** A merge document: `null` clears an optional field. */
  body: UpdateRecipientBody;
}

/** TanStack mutation options {@link useUpdateRecipient} passes through. */
export type UseUpdateRecipientOptions = PaykitMutationOptions<Recipient, UpdateRecipientVariables>;

/** What {@link useUpdateRecipient} returns: TanStack's mutation result. */
export type UseUpdateRecipientResult = UseMutationResult<Recipient, PaykitError, UpdateRecipientVariables>;

/**
 * Merges changes into a recipient (names, relationship, contact details, address, label). One
 * idempotency key per change, reused when the same change is sent again while its outcome
 * is unknown. On success the recipients are refetched before `onSuccess` runs.
 *
 * @param options TanStack mutation options other than the mutation function.
 * @throws when called outside a `<PaykitProvider>`.
 *
 * @example
 * function Relabel({ recipientId }: { recipientId: string }) {
 *   const update = useUpdateRecipient();
 *   return <button onClick={() => update.mutate({ recipientId, body: { label: 'Rent' } })}>Label as rent</button>;
 * }
 */
export function useUpdateRecipient(options: UseUpdateRecipientOptions = {}): UseUpdateRecipientResult {
  const client = usePaykitClient('useUpdateRecipient');
  return useIdempotentMutation<Recipient, UpdateRecipientVariables>(
    {
      send: ({ recipientId, body }, idempotencyKey) => client.updateRecipient(recipientId, body, { idempotencyKey }),
      invalidates: [paykitQueryKeys.recipients.all],
    },
    options,
  );
}
