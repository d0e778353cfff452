import { ApiProblem } from '../../../http/ApiProblem.js';
import { ok, type HandlerResult, type RequestContext } from '../../../http/RequestContext.js';
import { Issues, pointerTo } from '../../../validation/Issues.js';
import { findCustomer } from '../../customers/store.js';
import { submissionsOfTask } from '../store.js';
import { requireTask } from '../tasks/findTask.js';
import { propagateTaskChanges } from '../tasks/propagateTaskChanges.js';
import { applyReview } from './applyReview.js';
import { presentSubmission } from './presentSubmission.js';
import { readReviewBody } from './readReviewBody.js';

/**
 * POST /v3/sandbox/tasks/{taskId}/review (sandbox): reviews the task's submission in review and
 * answers `{ data: submission }` with its outcome. 404 task_not_found; 409
 * no_submission_in_review when the task has none; 422 validation_error when `requirements` names
 * a requirement the submission did not answer.
 */
export function reviewTask(ctx: RequestContext): HandlerResult {
  const task = requireTask(ctx, ctx.params.taskId);
  const review = readReviewBody(ctx.body);
  const submission = submissionsOfTask(ctx.partition, task.id)
    .filter((candidate) => candidate.outcome === 'in_review')
    .at(-1);
  if (!submission || task.status !== 'in_review') {
    throw new ApiProblem({
      status: 409,
      code: 'no_submission_in_review',
      detail: `Task ${task.id} is ${task.status} and has no submission in review.`,
      retryable: false,
    });
  }
  const answeredIds = new Set(submission.answers.map((answer) => answer.requirementId));
  const issues = new Issues();
  for (const requirementId of Object.keys(review.requirements ?? {})) {
    if (!answeredIds.has(requirementId))
      issues.add(pointerTo('/requirements', requirementId), 'unknown_requirement', `is not answered by submission ${submission.id}`);
  }
  issues.throwIfAny(422);
  const changed = applyReview(ctx, findCustomer(ctx.partition, task.customerId), task, submission, review);
  propagateTaskChanges(ctx, changed);
  return ok(presentSubmission(submission));
}
