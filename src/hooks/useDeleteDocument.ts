import { useQueryClient, type UseMutationResult } from '@tanstack/react-query';
import type { PaykitError } from '../core/client/index.js';
import type { DocumentResource } from '../core/schemas/index.js';
import { paykitQueryKeys } from './paykitQueryKeys.js';
import { useIdempotentMutation, type PaykitMutationOptions } from './useIdempotentMutation.js';
import { usePaykitClient } from './usePaykitClient.js';

/** TanStack mutation options {@link useDeleteDocument} passes through; the variables are the document id. */
export type UseDeleteDocumentOptions = PaykitMutationOptions<DocumentResource | undefined, string>;

/**
 * What {@link useDeleteDocument} returns: TanStack's mutation result (the API answers 204, so
 * `data` is usually `undefined`); mutate with the document id.
 */
export type UseDeleteDocumentResult = UseMutationResult<DocumentResource | undefined, PaykitError, string>;

/**
 * Deletes one of the customer's documents. One idempotency key per deletion, reused when it is sent
 * again while its outcome is unknown. On success the document leaves the cached list
 * (`paykitQueryKeys.documents.list()`) at once, and the list is read again before `onSuccess`
 * runs. A document still relied on (evidence in review or accepted, a transfer's supporting
 * document: see `documentUses`) is refused with a `PaykitError` of code `document_in_use` (409).
 *
 * @param options TanStack mutation options other than the mutation function.
 * @throws when called outside a `<PaykitProvider>`.
 *
 * @example
 * function DeleteButton({ documentId }: { documentId: string }) {
 *   const remove = useDeleteDocument();
 *   return <button aria-disabled={remove.isPending} onClick={() => remove.mutate(documentId)}>Delete</button>;
 * }
 */
export function useDeleteDocument(options: UseDeleteDocumentOptions = {}): UseDeleteDocumentResult {
  const client = usePaykitClient('useDeleteDocument');
  const queryClient = useQueryClient();
  return useIdempotentMutation<DocumentResource | undefined, string>(
    {
      send: async (documentId, idempotencyKey) => {
        const deleted = await client.deleteDocument(documentId, { idempotencyKey });
        queryClient.setQueryData<DocumentResource[]>(paykitQueryKeys.documents.list(), (documents) =>
          documents?.filter((document) => document.id !== documentId),
        );
        return deleted;
      },
      invalidates: [paykitQueryKeys.documents.all],
    },
    options,
  );
}
