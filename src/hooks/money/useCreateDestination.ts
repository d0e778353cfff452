import type { UseMutationResult } from '@tanstack/react-query';
import type { CreateDestinationBody, PaykitError } from '../../core/client/index.js';
import type { Destination } from '../../core/schemas/index.js';
import { paykitQueryKeys } from '../paykitQueryKeys.js';
import { useIdempotentMutation, type PaykitMutationOptions } from '../useIdempotentMutation.js';
import { usePaykitClient } from '../usePaykitClient.js';

/** What {@link useCreateDestination} adds. */
export interface CreateDestinationVariables {
  /** The recipient (`rcp_…`). */
  recipientId: string;
  /** The destination, by payout method (`ach`, `wire`, `sepa`, `wallet`). */
  body: CreateDestinationBody;
}

/** TanStack mutation options {@link useCreateDestination} passes through. */
export type UseCreateDestinationOptions = PaykitMutationOptions<Destination, CreateDestinationVariables>;

/** What {@link useCreateDestination} returns: TanStack's mutation result. */
export type UseCreateDestinationResult = UseMutationResult<Destination, PaykitError, CreateDestinationVariables>;

/**
 * Adds a bank or wallet destination to a recipient. Refusals come back as a `PaykitError` whose
 * `errors` point at the fields (`recipient_destination_invalid`, `recipient_address_required`,
 * `recipient_account_unsupported`, `wallet_destination_not_supported`). One idempotency key per
 * destination, reused while its outcome is unknown. On success the recipients and their destinations
 * are refetched before `onSuccess` runs.
 *
 * @param options TanStack mutation options other than the mutation function.
 * @throws when called outside a `<PaykitProvider>`.
 *
 * @example
 * function AddIban({ recipientId, iban }: { recipientId: string; iban: string }) {
 *   const create = useCreateDestination();
 *   return <button onClick={() => create.mutate({ recipientId, body: { type: 'sepa', currency: 'EUR', details: { iban } } })}>Add IBAN</button>;
 * }
 */
export function useCreateDestination(options: UseCreateDestinationOptions = {}): UseCreateDestinationResult {
  const client = usePaykitClient('useCreateDestination');
  return useIdempotentMutation<Destination, CreateDestinationVariables>(
    {
      send: ({ recipientId, body }, idempotencyKey) => client.createDestination(recipientId, body, { idempotencyKey }),
      invalidates: [paykitQueryKeys.recipients.all],
    },
    options,
  );
}
