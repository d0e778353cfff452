import { useQuery, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import type { PaykitError } from '../core/client/index.js';
import type { TaskPreviewItem } from '../core/schemas/index.js';
import { paykitQueryKeys } from './paykitQueryKeys.js';
import { usePaykitClient } from './usePaykitClient.js';

/**
 * TanStack Query options {@link useTasksPreview} passes through (`enabled`, `staleTime`, …); the
 * key and the query function are the hook's own.
 */
export type UseTasksPreviewOptions = Omit<
  UseQueryOptions<TaskPreviewItem[], PaykitError, TaskPreviewItem[], ReturnType<typeof paykitQueryKeys.capabilities.preview>>,
  'queryKey' | 'queryFn'
>;

/** What {@link useTasksPreview} returns: TanStack's query result over the previewed tasks. */
export type UseTasksPreviewResult = UseQueryResult<TaskPreviewItem[], PaykitError>;

/**
 * What requesting a capability would ask of the customer, before it is requested: the tasks it
 * would create, each with its requirements (`key`, `request`, `section`) and sessions, no ids nor
 * statuses. Institutions are sent sorted, so the same set shares one cache entry and one request;
 * none (or an empty list) previews the default institutions.
 *
 * @param capabilityId The capability to preview, e.g. `ach_pooled`.
 * @param institutions Public institution ids from the supported listing; the defaults when absent.
 * @param options TanStack Query options other than the key and the query function.
 * @throws when called outside a `<PaykitProvider>`.
 *
 * @example
 * function WhatYouWillNeed({ capabilityId }: { capabilityId: string }) {
 *   const { data: tasks = [] } = useTasksPreview(capabilityId);
 *   const asks = tasks.flatMap((task) => task.requirements);
 *   return <ul>{asks.map((ask) => <li key={ask.key}>{ask.request?.prompt ?? ask.key}</li>)}</ul>;
 * }
 */
export function useTasksPreview(
  capabilityId: string,
  institutions?: readonly string[],
  options: UseTasksPreviewOptions = {},
): UseTasksPreviewResult {
  const client = usePaykitClient('useTasksPreview');
  return useQuery({
    ...options,
    queryKey: paykitQueryKeys.capabilities.preview(capabilityId, institutions),
    queryFn: ({ queryKey, signal }) => {
      const sorted = queryKey[5].institutions;
      return client.previewCapabilityTasks(capabilityId, sorted.length > 0 ? { institutions: sorted } : {}, { signal });
    },
  });
}
