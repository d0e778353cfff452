import type { Submission } from '../../../../../core/schemas/index.js';
import { stripInternal } from '../../../PlatformCore.js';
import type { SubmissionRecord } from '../store.js';

/** The submission in full, as its own read returns it. */
export function presentSubmission(submission: SubmissionRecord): Submission {
  return stripInternal(submission) as Submission;
}

/** The submission as lists show it: answers reduced to `{ requirementId, answerType }`. */
export function presentRedactedSubmission(submission: SubmissionRecord): Submission {
  const view = presentSubmission(submission);
  return { ...view, answers: view.answers.map(({ requirementId, answerType }) => ({ requirementId, answerType })) };
}
