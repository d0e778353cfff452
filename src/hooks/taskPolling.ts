import type { Task } from '../core/schemas/index.js';

/** How often tasks are read again while one is `in_review`: tasks have no webhook, so paykit polls. */
export const TASK_POLL_INTERVAL_MS = 3_000;

/**
 * A TanStack `refetchInterval` for a task or a list of tasks: {@link TASK_POLL_INTERVAL_MS} while
 * any of them is `in_review`, else `false`, so polling stops once the review has settled.
 *
 * @example
 * useQuery({ queryKey: paykitKeys.tasks.detail(taskId), queryFn, refetchInterval: pollWhileInReview });
 */
export function pollWhileInReview(query: { state: { data?: Task | Task[] } }): number | false {
  const { data } = query.state;
  if (data === undefined) return false;
  const tasks = Array.isArray(data) ? data : [data];
  return tasks.some((task) => task.status === 'in_review') ? TASK_POLL_INTERVAL_MS : false;
}
