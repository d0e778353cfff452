import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { PaykitError } from '../core/client/index.js';
import type { DocumentResource } from '../core/schemas/index.js';
import { listAllPages } from './listAllPages.js';
import { paykitQueryKeys } from './paykitQueryKeys.js';
import { usePaykitClient } from './usePaykitClient.js';

/** Options of {@link useDocuments}. */
export interface UseDocumentsOptions {
  /**
   * Set `false` to hold the read until it is needed.
   * @default true
   */
  enabled?: boolean;
}

/**
 * The customer's uploaded documents, every page read, cached under `paykitQueryKeys.documents.list()`
 * (which `useDocumentUpload` refreshes after an upload).
 *
 * @throws when called outside a `<PaykitProvider>`.
 *
 * @example
 * const { data: documents = [] } = useDocuments();
 * return <ul>{documents.map((document) => <li key={document.id}>{document.fileName ?? document.id}</li>)}</ul>;
 */
export function useDocuments(options: UseDocumentsOptions = {}): UseQueryResult<DocumentResource[], PaykitError> {
  const client = usePaykitClient('useDocuments');
  return useQuery<DocumentResource[], PaykitError>({
    queryKey: paykitQueryKeys.documents.list(),
    queryFn: ({ signal }) => listAllPages((page) => client.listDocuments(page, { signal })),
    enabled: options.enabled,
  });
}
