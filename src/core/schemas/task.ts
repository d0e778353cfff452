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
import type { deadlineOutcomes, submissionChannels, taskCategories, taskScopeTypes, taskStatuses } from './taskValues.js';

export { deadlineOutcomes, submissionChannels, taskCategories, taskScopeTypes, taskStatuses } from './taskValues.js';

/** What a task is attached to: `{ type, id }`. */
export const taskScopeSchema = /* @__PURE__ */ z.looseObject({
  type: /* @__PURE__ */ openEnum<typeof taskScopeTypes>(),
  id: /* @__PURE__ */ z.string({ error: 'Expected the scope id as a string' }),
});

/** Why a task exists; `requestedBy` names the service operator's side. */
export const taskReasonSchema = /* @__PURE__ */ z.looseObject({
  code: /* @__PURE__ */ z.string({ error: 'Expected a task reason code string' }),
  message: optionalString,
  requestedBy: optionalString,
});

/** When a task must be done by and what happens then. */
export const taskDeadlineSchema = /* @__PURE__ */ z.looseObject({
  at: timestampSchema,
  outcome: /* @__PURE__ */ z.nullish(/* @__PURE__ */ openEnum<typeof deadlineOutcomes>()),
  noticeCount: optionalCount,
});

/** A reminder sent about a task. */
export const taskNoticeSchema = /* @__PURE__ */ z.looseObject({
  at: timestampSchema,
  type: optionalString,
  noticeCount: optionalCount,
});

/**
 * A unit of work the service needs from the customer or developer (`tsk_…`). `revision` guards
 * submissions (send it back as `taskRevision`). Session URLs appear only on customer-scoped detail.
 */
export const taskSchema = /* @__PURE__ */ z.looseObject({
  id: /* @__PURE__ */ idSchema('tsk_'),
  name: optionalString,
  customerId: /* @__PURE__ */ z.nullish(/* @__PURE__ */ idSchema('cus_')),
  blocksApplication: optionalBoolean,
  scope: /* @__PURE__ */ z.nullish(taskScopeSchema),
  subject: /* @__PURE__ */ z.nullish(resourceRefSchema),
  category: /* @__PURE__ */ z.nullish(/* @__PURE__ */ openEnum<typeof taskCategories>()),
  status: /* @__PURE__ */ openEnum<typeof taskStatuses>(),
  revision: /* @__PURE__ */ z.int({ error: 'Expected the task revision as an integer' }).check(/* @__PURE__ */ z.nonnegative()),
  remediationRound: optionalCount,
  reason: /* @__PURE__ */ z.nullish(taskReasonSchema),
  dueAt: optionalTimestamp,
  deadline: /* @__PURE__ */ z.nullish(taskDeadlineSchema),
  notices: /* @__PURE__ */ listOf(taskNoticeSchema),
  requirements: /* @__PURE__ */ listOf(requirementSchema),
  verificationSessions: /* @__PURE__ */ listOf(verificationSessionSchema),
  tosSessions: /* @__PURE__ */ listOf(tosSessionSchema),
  completionPolicy: /* @__PURE__ */ z.nullish(completionPolicySchema),
  allowedSubmissionChannels: /* @__PURE__ */ listOf(/* @__PURE__ */ openEnum<typeof submissionChannels>()),
  applicationId: /* @__PURE__ */ z.nullish(/* @__PURE__ */ idSchema('apl_')),
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
