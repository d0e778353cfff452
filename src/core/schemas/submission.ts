import * as z from 'zod/mini';
import { openEnum } from './openEnum.js';
import { idSchema, listOf, optionalCount, optionalTimestamp } from './primitives.js';
import { answerTypes } from './requirementValues.js';
import { reviewFeedbackSchema } from './statusReason.js';
import { submissionOutcomes } from './submissionValues.js';

export { submissionOutcomes } from './submissionValues.js';

/**
 * One answer in a submission. Lists redact `value`, `alternatives` and `documentIds`, so they may
 * be absent.
 */
export const submissionAnswerSchema = z.looseObject({
  requirementId: z.string({ error: 'Expected a requirement id string' }),
  answerType: openEnum(answerTypes),
  value: z.optional(z.unknown()),
  alternatives: z.optional(z.unknown()),
  documentIds: z.nullish(z.array(idSchema('doc_'))),
});

/** An answer to a task, reviewed by the service (`sub_…`, a prefix paykit assumes). */
export const submissionSchema = z.looseObject({
  id: idSchema('sub_'),
  taskId: idSchema('tsk_'),
  customerId: z.nullish(idSchema('cus_')),
  remediationRound: optionalCount,
  taskRevision: optionalCount,
  outcome: openEnum(submissionOutcomes),
  answers: listOf(submissionAnswerSchema),
  submittedAt: optionalTimestamp,
  updatedAt: optionalTimestamp,
  reviewFeedback: z.nullish(reviewFeedbackSchema),
});

/** A submission. */
export type Submission = z.output<typeof submissionSchema>;
/** A submitted answer. */
export type SubmissionAnswer = z.output<typeof submissionAnswerSchema>;
/** A submission outcome. */
export type SubmissionOutcome = Submission['outcome'];
