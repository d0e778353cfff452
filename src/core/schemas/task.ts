import * as z from 'zod/mini';
import { openEnum } from './openEnum.js';
import {
  idSchema,
  listOf,
  optionalBoolean,
  optionalCount,
  optionalString,
  optionalTimestamp,
  resourceRefSchema,
  timestampSchema,
} from './primitives.js';
import { requirementSchema } from './requirement.js';
import { completionPolicySchema, tosSessionSchema, verificationSessionSchema } from './session.js';
import { deadlineOutcomes, submissionChannels, taskCategories, taskScopeTypes, taskStatuses } from './taskValues.js';

export { deadlineOutcomes, submissionChannels, taskCategories, taskScopeTypes, taskStatuses } from './taskValues.js';

/** What a task is attached to: `{ type, id }`. */
export const taskScopeSchema = z.looseObject({
  type: openEnum(taskScopeTypes),
  id: z.string({ error: 'Expected the scope id as a string' }),
});

/** Why a task exists; `requestedBy` names the service operator's side. */
export const taskReasonSchema = z.looseObject({
  code: z.string({ error: 'Expected a task reason code string' }),
  message: optionalString,
  requestedBy: optionalString,
});

/** When a task must be done by and what happens then. */
export const taskDeadlineSchema = z.looseObject({
  at: timestampSchema,
  outcome: z.nullish(openEnum(deadlineOutcomes)),
  noticeCount: optionalCount,
});

/** A reminder sent about a task. */
export const taskNoticeSchema = z.looseObject({
  at: timestampSchema,
  type: optionalString,
  noticeCount: optionalCount,
});

/**
 * A unit of work the service needs from the customer or developer (`tsk_…`). `revision` guards
 * submissions (send it back as `taskRevision`). Session URLs appear only on customer-scoped detail.
 */
export const taskSchema = z.looseObject({
  id: idSchema('tsk_'),
  name: optionalString,
  customerId: z.nullish(idSchema('cus_')),
  blocksApplication: optionalBoolean,
  scope: z.nullish(taskScopeSchema),
  subject: z.nullish(resourceRefSchema),
  category: z.nullish(openEnum(taskCategories)),
  status: openEnum(taskStatuses),
  revision: z.int({ error: 'Expected the task revision as an integer' }).check(z.nonnegative()),
  remediationRound: optionalCount,
  reason: z.nullish(taskReasonSchema),
  dueAt: optionalTimestamp,
  deadline: z.nullish(taskDeadlineSchema),
  notices: listOf(taskNoticeSchema),
  requirements: listOf(requirementSchema),
  verificationSessions: listOf(verificationSessionSchema),
  tosSessions: listOf(tosSessionSchema),
  completionPolicy: z.nullish(completionPolicySchema),
  allowedSubmissionChannels: listOf(openEnum(submissionChannels)),
  applicationId: z.nullish(idSchema('apl_')),
  originGroupId: optionalString,
  createdAt: optionalTimestamp,
  updatedAt: optionalTimestamp,
});

/** A task. */
export type Task = z.output<typeof taskSchema>;
/** A task status. */
export type TaskStatus = Task['status'];
/** What a task is attached to. */
export type TaskScope = z.output<typeof taskScopeSchema>;
/** Why a task exists. */
export type TaskReason = z.output<typeof taskReasonSchema>;
/** A task's deadline. */
export type TaskDeadline = z.output<typeof taskDeadlineSchema>;
/** A reminder about a task. */
export type TaskNotice = z.output<typeof taskNoticeSchema>;
