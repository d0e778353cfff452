import { callUpstream, type UpstreamApi } from './upstreamApi.js';
import { isCustomerId, isTaskId } from './upstreamIds.js';

/** What the demo's sandbox reviewer can decide about a submission. */
export type DemoReviewOutcome = 'accepted' | 'changes_requested' | 'rejected';

/** The outcomes, in the order the page offers them. */
export const DEMO_REVIEW_OUTCOMES: readonly DemoReviewOutcome[] = ['accepted', 'changes_requested', 'rejected'];

/** The answer of a review: the outcome and the requirements sent back for changes. */
export interface DemoReviewResult {
  taskId: string;
  submissionId: string;
  outcome: DemoReviewOutcome;
  /** With `changes_requested`: the requirement reopened, with the reviewer's note beside it. */
  requirementIds: string[];
}

/** Why a review could not be made, in terms the page can show. */
export class DemoReviewRefusal extends Error {
  override readonly name = 'DemoReviewRefusal';
  constructor(
    readonly status: 404 | 409,
    readonly code: 'task_not_found' | 'no_submission_in_review',
    detail: string,
  ) {
    super(detail);
  }
}

interface SubmissionRead {
  id?: unknown;
  outcome?: unknown;
  answers?: unknown;
}

/** The reviewer's codes and words; the kit shows its own sentence for each code (`answer_unverified` beside the field), never the message. */
const FEEDBACK = {
  changes_requested: {
    overall: { code: 'changes_requested', message: 'Some answers need changes. Check the notes beside them and send the task again.' },
    requirement: { code: 'answer_unverified', message: 'The reviewer could not confirm this answer. Check it and send it again.' },
  },
  rejected: { overall: { code: 'rejected_in_review', message: 'The sandbox reviewer rejected this submission.' } },
} as const;

/**
 * Reviews, as the payments provider's reviewer would, the submission in review of a task of
 * `customerId`. Ownership is proven upstream: the submissions are read through the customer's
 * own path (`/v3/customers/{customerId}/tasks/{taskId}/submissions`), which is 404 for a task of
 * anyone else. `changes_requested` sends back the first answered requirement with a note, so
 * the person has one thing to fix. Then `POST /v3/sandbox/tasks/{taskId}/review`.
 *
 * @throws DemoReviewRefusal when the task is not the customer's (404) or has no submission in review (409).
 * @throws UpstreamCallError when the API fails otherwise.
 */
export async function reviewDemoTask(
  api: UpstreamApi,
  customerId: string,
  taskId: string,
  outcome: DemoReviewOutcome,
): Promise<DemoReviewResult> {
  // Only well-formed ids reach a path: nothing can smuggle `..` or `/` into an upstream URL.
  if (!isCustomerId(customerId) || !isTaskId(taskId)) throw new DemoReviewRefusal(404, 'task_not_found', 'No such task.');
  const submissionsPath = `/v3/customers/${customerId}/tasks/${taskId}/submissions?limit=100`;
  let submissions: unknown;
  try {
    submissions = await callUpstream(api, 'GET', submissionsPath);
  } catch (error) {
    if ((error as { status?: unknown }).status === 404) throw new DemoReviewRefusal(404, 'task_not_found', 'No such task.');
    throw error;
  }
  const inReview = (Array.isArray(submissions) ? (submissions as SubmissionRead[]) : [])
    .filter((submission) => submission.outcome === 'in_review')
    .at(-1);
  if (!inReview || typeof inReview.id !== 'string') {
    throw new DemoReviewRefusal(409, 'no_submission_in_review', 'This task has no submission waiting for review.');
  }
  const answered = (Array.isArray(inReview.answers) ? (inReview.answers as { requirementId?: unknown }[]) : [])
    .map((answer) => answer.requirementId)
    .filter((id): id is string => typeof id === 'string');
  const flagged = outcome === 'changes_requested' ? answered.slice(0, 1) : [];

  const body =
    outcome === 'changes_requested'
      ? {
          outcome,
          reviewFeedback: FEEDBACK.changes_requested.overall,
          ...(flagged.length > 0
            ? { requirements: Object.fromEntries(flagged.map((id) => [id, FEEDBACK.changes_requested.requirement])) }
            : {}),
        }
      : outcome === 'rejected'
        ? { outcome, reviewFeedback: FEEDBACK.rejected.overall }
        : { outcome };
  try {
    await callUpstream(api, 'POST', `/v3/sandbox/tasks/${taskId}/review`, body);
  } catch (error) {
    // Reviewed in the meantime (another tab, or a retry whose first attempt went through).
    if ((error as { code?: unknown }).code === 'no_submission_in_review') {
      throw new DemoReviewRefusal(409, 'no_submission_in_review', 'This task has no submission waiting for review.');
    }
    throw error;
  }
  return { taskId, submissionId: inReview.id, outcome, requirementIds: flagged };
}
