import type { Task } from '../core/schemas/index.js';

/** The first wait before tasks are read again while one is `in_review`: tasks have no webhook, so paykit polls. */
export const TASK_POLL_INTERVAL_MS = 3_000;

/** The longest wait between two reads of a task in review: the wait doubles up to this. */
export const TASK_POLL_MAX_INTERVAL_MS = 30_000;

/** What a `refetchInterval` function sees of a task query. */
export interface TaskPollQuery<T> {
  state: {
    data?: T;
    /** How many reads have succeeded; TanStack counts them. */
    dataUpdateCount?: number;
  };
}

/** The read count at which each query's current review was first seen. Weak: a query gone is forgotten. */
const reviewStarts = new WeakMap<object, number>();

/**
 * A `refetchInterval` with backoff while `isInReview`: {@link TASK_POLL_INTERVAL_MS} after the
 * read that first saw the review, then doubling with each read that still sees it, up to
 * {@link TASK_POLL_MAX_INTERVAL_MS}; `false` (and the count forgotten) once the review is over, so
 * a task sent again starts from the first wait.
 */
export function backoffWhileInReview<T>(query: TaskPollQuery<T>, isInReview: boolean): number | false {
  if (!isInReview) {
    reviewStarts.delete(query);
    return false;
  }
  const reads = query.state.dataUpdateCount ?? 0;
  const start = reviewStarts.get(query) ?? reads;
  reviewStarts.set(query, start);
  return Math.min(TASK_POLL_MAX_INTERVAL_MS, TASK_POLL_INTERVAL_MS * 2 ** Math.min(reads - start, 10));
}

/**
 * A TanStack `refetchInterval` for a task or a list of tasks: while any of them is `in_review`,
 * {@link TASK_POLL_INTERVAL_MS} doubling with each read up to {@link TASK_POLL_MAX_INTERVAL_MS};
 * `false` once none is, so polling stops when the review has settled.
 *
 * @example
 * useQuery({ queryKey: paykitQueryKeys.tasks.detail(taskId), queryFn, refetchInterval: pollWhileInReview });
 */
export function pollWhileInReview(query: TaskPollQuery<Task | Task[]>): number | false {
  const { data } = query.state;
  const tasks = data === undefined ? [] : Array.isArray(data) ? data : [data];
  return backoffWhileInReview(
    query,
    tasks.some((task) => task.status === 'in_review'),
  );
}
