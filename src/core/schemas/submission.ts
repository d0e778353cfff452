import * as z from 'zod/mini';
import { openEnum } from './openEnum.js';
import { idSchema, listOf, optionalCount, optionalTimestamp } from './primitives.js';
import type { answerTypes } from './requirementValues.js';
import { reviewFeedbackSchema } from './statusReason.js';
import type { submissionOutcomes } from './submissionValues.js';

export { submissionOutcomes } from './submissionValues.js';

/**
 * One answer in a submission. Lists redact `value`, `alternatives` and `documentIds`, so they may
 * be absent.
 */
export const submissionAnswerSchema = /* @__PURE__ */ z.looseObject({
  requirementId: /* @__PURE__ */ z.string({ error: 'Expected a requirement id string' }),
  answerType: /* @__PURE__ */ openEnum<typeof answerTypes>(),
  value: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.unknown()),
  alternatives: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.unknown()),
  documentIds: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.array(/* @__PURE__ */ idSchema('doc_'))),
});

/** An answer to a task, reviewed by the service (`sub_…`, a prefix paykit assumes). */
export const submissionSchema = /* @__PURE__ */ z.looseObject({
  id: /* @__PURE__ */ idSchema('sub_'),
  taskId: /* @__PURE__ */ idSchema('tsk_'),
  customerId: /* @__PURE__ */ z.nullish(/* @__PURE__ */ idSchema('cus_')),
  remediationRound: optionalCount,
  taskRevision: optionalCount,
  outcome: /* @__PURE__ */ openEnum<typeof submissionOutcomes>(),
  answers: /* @__PURE__ */ listOf(submissionAnswerSchema),
  submittedAt: optionalTimestamp,
  updatedAt: optionalTimestamp,
  reviewFeedback: /* @__PURE__ */ z.nullish(reviewFeedbackSchema),
});

/** A submission. */
export type Submission = z.output<typeof submissionSchema>;
/** A submitted answer. */
export type SubmissionAnswer = z.output<typeof submissionAnswerSchema>;
/** A submission outcome. */
export type SubmissionOutcome = Submission['outcome'];
