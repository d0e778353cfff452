import { useQuery, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import type { PaykitError } from '../core/client/index.js';
import type { Task } from '../core/schemas/index.js';
import { paykitQueryKeys } from './paykitQueryKeys.js';
import { pollWhileInReview } from './taskPolling.js';
import { usePaykitClient } from './usePaykitClient.js';

/**
 * TanStack Query options {@link useTask} passes through (`enabled`, `staleTime`, …); the key and
 * the query function are the hook's own. A `refetchInterval` given here replaces the polling.
 */
export type UseTaskOptions = Omit<
  UseQueryOptions<Task, PaykitError, Task, ReturnType<typeof paykitQueryKeys.tasks.detail>>,
  'queryKey' | 'queryFn'
>;

/** What {@link useTask} returns: TanStack's query result over one task. */
export type UseTaskResult = UseQueryResult<Task, PaykitError>;

/**
 * One task with its requirements, its `revision` (sent back as `taskRevision`) and, while they
 * are actionable, its hosted session URLs, cached under `paykitQueryKeys.tasks.detail(taskId)`. While
 * the task is `in_review` it is read again, since tasks have no webhook: after
 * {@link TASK_POLL_INTERVAL_MS}, the wait doubling with each read up to
 * {@link TASK_POLL_MAX_INTERVAL_MS}; polling stops once the review settles.
 *
 * @param taskId The task's id (`tsk_…`).
 * @param options TanStack Query options other than the key and the query function.
 * @throws when called outside a `<PaykitProvider>`.
 *
 * @example
 * function TaskHeader({ taskId }: { taskId: string }) {
 *   const { status, data: task, error } = useTask(taskId);
 *   if (status === 'pending') return <Spinner />;
 *   if (status === 'error') return <Callout tone="danger">{error.message}</Callout>;
 *   return <h2 data-state={task.status}>{task.name}</h2>;
 * }
 */
export function useTask(taskId: string, options: UseTaskOptions = {}): UseTaskResult {
  const client = usePaykitClient('useTask');
  return useQuery({
    ...options,
    refetchInterval: options.refetchInterval ?? pollWhileInReview,
    queryKey: paykitQueryKeys.tasks.detail(taskId),
    queryFn: ({ signal }) => client.getTask(taskId, { signal }),
  });
}
