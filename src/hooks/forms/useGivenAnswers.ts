import { useQuery } from '@tanstack/react-query';
import { latestAnswers, submissionsToRead } from '../../core/forms/index.js';
import type { SubmissionAnswer, Task } from '../../core/schemas/index.js';
import { paykitQueryKeys } from '../paykitQueryKeys.js';
import { usePaykitClient } from '../usePaykitClient.js';

/** At most this many submissions of a task are read: one per review round in practice. */
const SUBMISSIONS_READ = 100;

/** The requirements a form shows read-only (accepted or in review), whose answers it shows. */
const readOnlyIds = (task: Task) =>
  task.requirements
    .filter((requirement) => requirement.status !== 'action_required' && requirement.status !== 'canceled')
    .map((requirement) => requirement.id);

/**
 * The answers the person gave in earlier rounds of `task`, by requirement id (the newest answer to
 * each), for the asks a changes-requested round shows read-only: the task's submissions are listed
 * (the list redacts values) and the newest one answering each such ask is read whole. Read only in
 * a later round (`remediationRound` above 0) with read-only asks; `undefined` until then or while
 * loading. Cached under the task's `submissions` key, so a submission or a task refresh reads it
 * again. Pass each field and its answer to `givenAnswerOf` for what to show.
 *
 * @throws when called outside a `<PaykitProvider>`.
 *
 * @example
 * const answers = useGivenAnswers(task);
 * const shown = givenAnswerOf(field, answers?.get(field.requirementId));
 */
export function useGivenAnswers(task: Task | undefined): ReadonlyMap<string, SubmissionAnswer> | undefined {
  const client = usePaykitClient('useGivenAnswers');
  const taskId = task?.id ?? '';
  const shownIds = task ? readOnlyIds(task) : [];
  const { data } = useQuery({
    queryKey: [...paykitQueryKeys.tasks.submissions(taskId), 'given'],
    enabled: task !== undefined && (task.remediationRound ?? 0) > 0 && shownIds.length > 0,
    queryFn: async ({ signal }) => {
      const { data: listed } = await client.listSubmissions(taskId, { limit: SUBMISSIONS_READ }, { signal });
      const read = await Promise.all(
        submissionsToRead(listed, shownIds).map((submission) => client.getSubmission(taskId, submission.id, { signal })),
      );
      const whole = new Map(read.map((submission) => [submission.id, submission]));
      return latestAnswers(listed.map((submission) => whole.get(submission.id) ?? submission));
    },
  });
  return data;
}
