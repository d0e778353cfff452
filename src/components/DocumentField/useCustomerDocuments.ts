import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { PaykitError } from '../../core/client/index.js';
import type { DocumentResource } from '../../core/schemas/index.js';
import { paykitKeys } from '../../hooks/index.js';
import { listAllPages } from '../../hooks/listAllPages.js';
import { usePaykitClient } from '../../hooks/usePaykitClient.js';

/**
 * The customer's uploaded documents, every page read, cached under `paykitKeys.documents.list()`
 * (which `useDocumentUpload` refreshes after an upload).
 */
export function useCustomerDocuments(options: { enabled?: boolean } = {}): UseQueryResult<DocumentResource[], PaykitError> {
  const client = usePaykitClient();
  return useQuery<DocumentResource[], PaykitError>({
    queryKey: paykitKeys.documents.list(),
    queryFn: ({ signal }) => listAllPages((page) => client.listDocuments(page, { signal })),
    enabled: options.enabled,
  });
}
