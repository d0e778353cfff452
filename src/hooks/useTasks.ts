import { useQuery, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ListTasksQuery, PaykitError } from '../core/client/index.js';
import type { Task } from '../core/schemas/index.js';
import { listAllPages } from './listAllPages.js';
import { paykitQueryKeys } from './paykitQueryKeys.js';
import { pollWhileInReview } from './taskPolling.js';
import { usePaykitClient } from './usePaykitClient.js';

/** Filters of {@link useTasks}: the list query without its paging. */
export type UseTasksFilters = Omit<ListTasksQuery, 'cursor' | 'limit'>;

/**
 * TanStack Query options {@link useTasks} passes through (`enabled`, `staleTime`, …); the key, the
 * query function and the selection are the hook's own. A `refetchInterval` given here replaces the polling.
 */
export type UseTasksOptions = Omit<
  UseQueryOptions<Task[], PaykitError, Task[], ReturnType<typeof paykitQueryKeys.tasks.list>>,
  'queryKey' | 'queryFn' | 'select'
>;

/** What {@link useTasks} returns: TanStack's query result over every matching task. */
export type UseTasksResult = UseQueryResult<Task[], PaykitError>;

/**
 * The session customer's tasks, every page read, in the API's order, cached once under
 * `paykitQueryKeys.tasks.list()`: a customer holds few tasks, so every screen shares that one read and
 * `filters` select from it (a status filter costs no request of its own). Tasks have no webhook,
 * so while any of them is `in_review` they are read again, after {@link TASK_POLL_INTERVAL_MS}
 * and then less often (the wait doubles up to {@link TASK_POLL_MAX_INTERVAL_MS}); polling stops
 * once none is.
 *
 * @param filters e.g. `{ status: 'action_required' }`; every task when absent.
 * @param options TanStack Query options other than the key and the query function.
 * @throws when called outside a `<PaykitProvider>`.
 *
 * @example
 * function OpenTasks() {
 *   const { status, data: tasks } = useTasks({ status: 'action_required' });
 *   if (status !== 'success') return <Spinner />;
 *   return <ul>{tasks.map((task) => <li key={task.id}>{task.name ?? task.category}</li>)}</ul>;
 * }
 */
export function useTasks(filters?: UseTasksFilters, options: UseTasksOptions = {}): UseTasksResult {
  const client = usePaykitClient('useTasks');
  const status = filters?.status;
  const select = useCallback((tasks: Task[]) => (status === undefined ? tasks : tasks.filter((task) => task.status === status)), [status]);
  return useQuery({
    ...options,
    refetchInterval: options.refetchInterval ?? pollWhileInReview,
    queryKey: paykitQueryKeys.tasks.list(),
    queryFn: ({ signal }) => listAllPages((page) => client.listTasks(page, { signal })),
    select,
  });
}
