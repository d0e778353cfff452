import { useQuery, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import type { PaykitError } from '../core/client/index.js';
import type { TaskHistory } from '../core/schemas/index.js';
import { paykitQueryKeys } from './paykitQueryKeys.js';
import { usePaykitClient } from './usePaykitClient.js';

/**
 * TanStack Query options {@link useApplicationHistory} passes through (`enabled`, `staleTime`, …);
 * the key and the query function are the hook's own.
 */
export type UseApplicationHistoryOptions = Omit<
  UseQueryOptions<TaskHistory, PaykitError, TaskHistory, ReturnType<typeof paykitQueryKeys.capabilities.applicationHistory>>,
  'queryKey' | 'queryFn'
>;

/** What {@link useApplicationHistory} returns: TanStack's query result over the history. */
export type UseApplicationHistoryResult = UseQueryResult<TaskHistory, PaykitError>;

/**
 * The task history of one of a capability's applications, grouped by task (each event a state of
 * the task, `tskh_…`, oldest first), cached under
 * `paykitQueryKeys.capabilities.applicationHistory(capabilityId, applicationId)`, so it refreshes
 * with the capability. Nothing is read while `applicationId` is undefined. `<CapabilityPipeline>`
 * turns it into the capability's stages with dates.
 *
 * @param capabilityId The capability's id (`sepa_pooled`).
 * @param applicationId One of its applications (`apl_…`), e.g. `capability.applications[0]?.id`.
 * @param options TanStack Query options other than the key and the query function.
 * @throws when called outside a `<PaykitProvider>`.
 *
 * @example
 * const { data: history } = useApplicationHistory('sepa_pooled', sepa.applications[0]?.id);
 * const handedIn = history?.tasks.length ?? 0;
 */
export function useApplicationHistory(
  capabilityId: string,
  applicationId: string | undefined,
  options: UseApplicationHistoryOptions = {},
): UseApplicationHistoryResult {
  const client = usePaykitClient('useApplicationHistory');
  return useQuery({
    ...options,
    enabled: applicationId !== undefined && (options.enabled ?? true),
    queryKey: paykitQueryKeys.capabilities.applicationHistory(capabilityId, applicationId ?? ''),
    queryFn: ({ signal }) => client.getApplicationHistory(capabilityId, applicationId ?? '', { signal }),
  });
}
