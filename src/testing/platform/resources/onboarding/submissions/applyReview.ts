import type { Requirement } from '../../../../../core/schemas/index.js';
import type { CustomerRecord } from '../../customers/store.js';
import type { OnboardingContext } from '../context.js';
import type { SubmissionRecord, TaskRecord } from '../store.js';
import { closeAnsweredSiblings } from '../tasks/closeAnsweredSiblings.js';
import { commitTaskChange } from '../tasks/taskHistory.js';
import { derivedTaskStatus } from '../tasks/taskStatus.js';
import type { Feedback, ReviewBody } from './readReviewBody.js';

const DEFAULT_FEEDBACK: Record<'changes_requested' | 'rejected', Feedback> = {
  changes_requested: { code: 'changes_requested', message: 'Some answers need changes; see the feedback on each requirement.' },
  rejected: { code: 'rejected', message: 'The answers were not accepted.' },
};

function accept(requirement: Requirement): void {
  requirement.status = 'satisfied';
  requirement.reviewFeedback = null;
  if (requirement.evidence) requirement.evidence.status = 'accepted';
}

function answeredRequirements(task: TaskRecord, submission: SubmissionRecord): Requirement[] {
  const ids = new Set(submission.answers.map((answer) => answer.requirementId));
  return task.requirements.filter((requirement) => ids.has(requirement.id));
}

/** Asks for changes to `targets` (the others are accepted); alternative groups reopen whole. */
function requestChanges(task: TaskRecord, answered: Requirement[], review: ReviewBody, feedback: Feedback): Requirement[] {
  const targets = new Set(review.requirements ? Object.keys(review.requirements) : answered.map((requirement) => requirement.id));
  const reopenedGroups = new Set<string>();
  const accepted: Requirement[] = [];
  for (const requirement of answered) {
    if (!targets.has(requirement.id)) {
      accept(requirement);
      accepted.push(requirement);
      continue;
    }
    requirement.status = 'action_required';
    requirement.reviewFeedback = { ...(review.requirements?.[requirement.id] ?? feedback) };
    if (requirement.evidence) requirement.evidence.status = 'rejected';
    if (requirement.alternativeKey) reopenedGroups.add(requirement.alternativeKey);
  }
  for (const requirement of task.requirements) {
    if (requirement.alternativeKey && reopenedGroups.has(requirement.alternativeKey) && requirement.status === 'canceled')
      requirement.status = 'action_required';
  }
  task.status = 'action_required';
  task.remediationRound = (task.remediationRound ?? 0) + 1;
  return accepted;
}

/**
 * Applies a review to the task's submission in review and returns every task that changed:
 * - accepted: the answered requirements and the task are satisfied, and the customer's other open
 *   tasks asking the same things (by key) are satisfied too, closing those left with nothing to do;
 * - changes_requested: the requirements named in `requirements` (all answered ones when none are
 *   named) are open again with `reviewFeedback`, the others accepted; the task is action_required
 *   in a new remediation round;
 * - rejected: the answered requirements and the task are rejected, for good.
 */
export function applyReview(
  ctx: OnboardingContext,
  customer: CustomerRecord,
  task: TaskRecord,
  submission: SubmissionRecord,
  review: ReviewBody,
): TaskRecord[] {
  const answered = answeredRequirements(task, submission);
  let accepted: Requirement[] = [];
  if (review.outcome === 'accepted') {
    answered.forEach(accept);
    accepted = answered;
    task.status = derivedTaskStatus(task);
    submission.reviewFeedback = review.reviewFeedback ?? null;
  } else if (review.outcome === 'changes_requested') {
    const feedback = review.reviewFeedback ?? DEFAULT_FEEDBACK.changes_requested;
    accepted = requestChanges(task, answered, review, feedback);
    submission.reviewFeedback = feedback;
  } else {
    const feedback = review.reviewFeedback ?? DEFAULT_FEEDBACK.rejected;
    for (const requirement of answered) {
      requirement.status = 'rejected';
      requirement.reviewFeedback = { ...feedback };
    }
    task.status = 'rejected';
    submission.reviewFeedback = feedback;
  }
  submission.outcome = review.outcome;
  submission.updatedAt = ctx.nowIso;
  commitTaskChange(ctx, task);
  const siblings =
    accepted.length > 0 ? closeAnsweredSiblings(ctx, customer, new Set(accepted.map((requirement) => requirement.key)), task.id) : [];
  return [task, ...siblings];
}
