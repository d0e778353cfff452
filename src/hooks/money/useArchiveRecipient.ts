import type { UseMutationResult } from '@tanstack/react-query';
import type { PaykitError } from '../../core/client/index.js';
import type { Recipient } from '../../core/schemas/index.js';
import { paykitQueryKeys } from '../paykitQueryKeys.js';
import { useIdempotentMutation, type PaykitMutationOptions } from '../useIdempotentMutation.js';
import { usePaykitClient } from '../usePaykitClient.js';

/** TanStack mutation options {@link useArchiveRecipient} passes through; the variables are the recipient id. */
export type UseArchiveRecipientOptions = PaykitMutationOptions<Recipient | undefined, string>;

/**
 * What {@link useArchiveRecipient} returns: TanStack's mutation result over the archived
 * recipient, `undefined` when the API sends none back; mutate with the recipient id.
 */
export type UseArchiveRecipientResult = UseMutationResult<Recipient | undefined, PaykitError, string>;

/**
 * Archives a recipient. One idempotency key per archive, reused while its outcome is unknown. On
 * success the recipients and their destinations are refetched before `onSuccess` runs.
 *
 * @param options TanStack mutation options other than the mutation function.
 * @throws when called outside a `<PaykitProvider>`.
 *
 * @example
 * function RemoveRecipient({ recipientId }: { recipientId: string }) {
 *   const archive = useArchiveRecipient();
 *   return <button aria-disabled={archive.isPending} onClick={() => archive.mutate(recipientId)}>Remove</button>;
 * }
 */
export function useArchiveRecipient(options: UseArchiveRecipientOptions = {}): UseArchiveRecipientResult {
  const client = usePaykitClient('useArchiveRecipient');
  return useIdempotentMutation<Recipient | undefined, string>(
    {
      send: (recipientId, idempotencyKey) => client.archiveRecipient(recipientId, { idempotencyKey }),
      invalidates: [paykitQueryKeys.recipients.all],
    },
    options,
  );
}
