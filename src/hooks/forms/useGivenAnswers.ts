import { useQuery } from '@tanstack/react-query';
import { latestAnswers } from '../../core/forms/index.js';
import type { SubmissionAnswer, Task } from '../../core/schemas/index.js';
import { paykitQueryKeys } from '../paykitQueryKeys.js';
import { usePaykitClient } from '../usePaykitClient.js';

/** At most this many submissions of a task are read (the newest page): one per review round in practice. */
const SUBMISSIONS_READ = 25;

/**
 * The answers the person gave in earlier rounds of `task`, by requirement id (the newest answer to
 * each), for the asks a changes-requested round shows read-only: the task's submissions are listed
 * (the list redacts values) and each is read whole (one per round; at most 25). Read only in
 * a later round (`remediationRound` above 0); `undefined` until then or while loading. Cached
 * under the task's `submissions` key, so a submission or a task refresh reads it again. Pass each
 * field and its answer to `givenAnswerOf` for what to show.
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
  const { data } = useQuery({
    queryKey: [...paykitQueryKeys.tasks.submissions(taskId), 'given'],
    enabled: (task?.remediationRound ?? 0) > 0,
    queryFn: async ({ signal }) => {
      const { data: listed } = await client.listSubmissions(taskId, { limit: SUBMISSIONS_READ }, { signal });
      // The list redacts the values: each submission (one per round) is read whole.
      return latestAnswers(await Promise.all(listed.map((submission) => client.getSubmission(taskId, submission.id, { signal }))));
    },
  });
  return data;
}
