import { useQuery, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import type { PaykitError } from '../../core/client/index.js';
import type { Task } from '../../core/schemas/index.js';
import { listAllPages } from '../listAllPages.js';
import { paykitQueryKeys } from '../paykitQueryKeys.js';
import { pollWhileInReview } from '../taskPolling.js';
import { usePaykitClient } from '../usePaykitClient.js';

/**
 * TanStack Query options {@link useTransferTasks} passes through; the key, the query function and
 * the selection are the hook's own. A `refetchInterval` given here replaces the polling.
 */
export type UseTransferTasksOptions = Omit<
  UseQueryOptions<Task[], PaykitError, Task[], ReturnType<typeof paykitQueryKeys.transfers.tasks>>,
  'queryKey' | 'queryFn' | 'select'
>;

/** What {@link useTransferTasks} returns: TanStack's query result over the transfer's open tasks. */
export type UseTransferTasksResult = UseQueryResult<Task[], PaykitError>;

/** Task statuses that still ask something of the customer or the reviewer. */
const OPEN_TASK_STATUSES: readonly string[] = ['action_required', 'in_review'];

const openTasks = (tasks: Task[]) => tasks.filter((task) => OPEN_TASK_STATUSES.includes(task.status));

/**
 * The open tasks (`action_required` or `in_review`) of a transfer, the ones that hold it in
 * `action_required`, every page read, cached under `paykitQueryKeys.transfers.tasks(transferId)`. Open
 * one with `useTask` and answer it with `TaskForm`. Tasks have no webhook, so while one is
 * `in_review` they are read again on a backoff ({@link TASK_POLL_INTERVAL_MS} doubling to
 * {@link TASK_POLL_MAX_INTERVAL_MS}).
 *
 * @param transferId The transfer (`tr_…`).
 * @param options TanStack Query options other than the key, the query function and `select`.
 * @throws when called outside a `<PaykitProvider>`.
 *
 * @example
 * function Unblock({ transferId }: { transferId: string }) {
 *   const { data: tasks = [] } = useTransferTasks(transferId);
 *   return <>{tasks.map((task) => <TaskForm key={task.id} taskId={task.id} />)}</>;
 * }
 */
export function useTransferTasks(transferId: string, options: UseTransferTasksOptions = {}): UseTransferTasksResult {
  const client = usePaykitClient('useTransferTasks');
  return useQuery({
    ...options,
    refetchInterval: options.refetchInterval ?? pollWhileInReview,
    queryKey: paykitQueryKeys.transfers.tasks(transferId),
    queryFn: ({ signal }) => listAllPages((page) => client.listTransferTasks(transferId, page, { signal })),
    select: openTasks,
  });
}
