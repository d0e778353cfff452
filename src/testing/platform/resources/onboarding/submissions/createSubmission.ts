import type { SubmissionAnswer } from '../../../../../core/schemas/index.js';
import { ApiProblem } from '../../../http/ApiProblem.js';
import { ok, type HandlerResult, type RequestContext } from '../../../http/RequestContext.js';
import { stripInternal } from '../../../PlatformCore.js';
import type { CustomerRecord } from '../../customers/store.js';
import { writeProfileValue } from '../../customers/profile/writeProfileValue.js';
import { submissionsOf, type SubmissionRecord, type TaskRecord } from '../store.js';
import { requireCustomerTask } from '../tasks/findTask.js';
import { propagateTaskChanges } from '../tasks/propagateTaskChanges.js';
import { commitTaskChange } from '../tasks/taskHistory.js';
import { derivedTaskStatus } from '../tasks/taskStatus.js';
import { checkAnswers, type CheckedAnswer } from './checkAnswers.js';
import { presentSubmission } from './presentSubmission.js';
import { readSubmissionBody } from './readSubmissionBody.js';

function assertSubmittable(task: TaskRecord, taskRevision: number): void {
  if (!task.allowedSubmissionChannels.includes('direct_submission')) {
    throw new ApiProblem({
      status: 422,
      code: 'submission_channel_not_allowed',
      detail: `Task ${task.id} is completed through its hosted session, not by a submission (allowedSubmissionChannels: ${task.allowedSubmissionChannels.join(', ')}).`,
      retryable: false,
    });
  }
  if (task.status !== 'action_required') {
    throw new ApiProblem({
      status: 409,
      code: 'task_not_actionable',
      detail: `Task ${task.id} is ${task.status}; only an action_required task takes a submission.`,
      retryable: false,
      extras: { taskStatus: task.status },
    });
  }
  if (taskRevision !== task.revision) {
    throw new ApiProblem({
      status: 409,
      code: 'task_revision_conflict',
      detail: `taskRevision ${taskRevision} is stale: task ${task.id} is at revision ${task.revision}. Read the task again and answer its current round.`,
      retryable: false,
      extras: { currentRevision: task.revision },
    });
  }
}

function storedAnswer(answer: CheckedAnswer, task: TaskRecord): SubmissionAnswer {
  const stored: SubmissionAnswer = { requirementId: answer.requirementId, answerType: answer.answerType };
  if (answer.has.value) stored.value = structuredClone(answer.value);
  if (answer.has.documentIds) stored.documentIds = [...(answer.documentIds as string[])];
  const group = answer.requirement.alternativeKey;
  if (group)
    stored.alternatives = task.requirements
      .filter((other) => other.alternativeKey === group && other.id !== answer.requirementId)
      .map((other) => other.id);
  return stored;
}

/** Puts the answered requirements in review; the unchosen members of answered alternative groups are no longer asked. */
function markAnswered(task: TaskRecord, answers: readonly CheckedAnswer[]): void {
  const groups = new Set(answers.map((answer) => answer.requirement.alternativeKey).filter(Boolean));
  const answeredIds = new Set(answers.map((answer) => answer.requirementId));
  for (const answer of answers) {
    const requirement = answer.requirement;
    requirement.status = 'in_review';
    requirement.evidence =
      answer.answerType === 'document'
        ? { type: 'document', status: 'in_review', documentIds: [...(answer.documentIds as string[])], provenance: null }
        : null;
    if (answer.answerType === 'absence') requirement._answeredWithAbsence = true;
    else delete requirement._answeredWithAbsence;
  }
  for (const requirement of task.requirements) {
    if (
      requirement.alternativeKey &&
      groups.has(requirement.alternativeKey) &&
      !answeredIds.has(requirement.id) &&
      requirement.status === 'action_required'
    )
      requirement.status = 'canceled';
  }
}

/** Writes the profile answers through to the customer; emits `customer.updated` as a PATCH would when one was written. */
function writeThrough(ctx: RequestContext, customer: CustomerRecord, answers: readonly CheckedAnswer[]): void {
  let written = false;
  for (const answer of answers) {
    const pointer = answer.requirement.request.profilePointer;
    if (answer.answerType !== 'profile' || !pointer) continue;
    writeProfileValue(customer, pointer, answer.value, ctx.nowIso);
    written = true;
  }
  if (written) ctx.platform.emit(ctx.partition, 'customer.updated', stripInternal(customer));
}

/**
 * POST /v3/customers/{customerId}/tasks/{taskId}/submissions: 400 for a malformed body, 422
 * submission_channel_not_allowed for a session-only task, 409 task_not_actionable unless the task
 * is action_required, 409 task_revision_conflict for a stale `taskRevision`, 422 validation_error
 * for answers that do not answer the current round exactly. Profile answers are written through
 * to the customer at once; the submission and the task go in review.
 */
export function createSubmission(ctx: RequestContext): HandlerResult {
  const { customer, task } = requireCustomerTask(ctx);
  const body = readSubmissionBody(ctx.body);
  assertSubmittable(task, body.taskRevision);
  const answers = checkAnswers({ partition: ctx.partition, now: ctx.now, customerId: customer.id }, task, body.answers);

  writeThrough(ctx, customer, answers);
  const submission: SubmissionRecord = {
    id: ctx.platform.ids.next('sub_'),
    taskId: task.id,
    customerId: customer.id,
    remediationRound: task.remediationRound ?? 0,
    taskRevision: body.taskRevision,
    outcome: 'in_review',
    answers: answers.map((answer) => storedAnswer(answer, task)),
    submittedAt: ctx.nowIso,
    updatedAt: ctx.nowIso,
    reviewFeedback: null,
  };
  submissionsOf(ctx.partition).insert(submission.id, submission);
  markAnswered(task, answers);
  task.status = derivedTaskStatus(task);
  commitTaskChange(ctx, task);
  propagateTaskChanges(ctx, [task]);
  return ok(presentSubmission(submission), 201);
}
