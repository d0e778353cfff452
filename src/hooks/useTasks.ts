import { useQuery, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import type { ListTasksQuery, PaykitError } from '../core/client/index.js';
import type { Task } from '../core/schemas/index.js';
import { listAllPages } from './listAllPages.js';
import { paykitKeys } from './paykitKeys.js';
import { pollWhileInReview } from './taskPolling.js';
import { usePaykitClient } from './usePaykitClient.js';

/** Filters of {@link useTasks}: the list query without its paging. */
export type UseTasksFilters = Omit<ListTasksQuery, 'cursor' | 'limit'>;

/**
 * TanStack Query options {@link useTasks} passes through (`enabled`, `staleTime`, …); the key and
 * the query function are the hook's own. A `refetchInterval` given here replaces the polling.
 */
export type UseTasksOptions = Omit<
  UseQueryOptions<Task[], PaykitError, Task[], ReturnType<typeof paykitKeys.tasks.list>>,
  'queryKey' | 'queryFn'
>;

/** What {@link useTasks} returns: TanStack's query result over every matching task. */
export type UseTasksResult = UseQueryResult<Task[], PaykitError>;

/**
 * The session customer's tasks, every page read, in the API's order, cached under
 * `paykitKeys.tasks.list(filters)`. Tasks have no webhook, so while any of them is `in_review`
 * they are read again every {@link TASK_POLL_INTERVAL_MS}; polling stops once none is.
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
  const client = usePaykitClient();
  return useQuery({
    ...options,
    refetchInterval: options.refetchInterval ?? pollWhileInReview,
    queryKey: paykitKeys.tasks.list(filters),
    queryFn: ({ signal }) => listAllPages((page) => client.listTasks({ ...filters, ...page }, { signal })),
  });
}
