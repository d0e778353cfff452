import * as z from 'zod/mini';
import { openEnum } from './openEnum.js';
import { idSchema, listOf, optionalBoolean, optionalCount, optionalString } from './primitives.js';
import { reviewFeedbackSchema } from './statusReason.js';
import { answerTypes, evidenceSources, evidenceStatuses, evidenceTypes, requirementStatuses } from './requirementValues.js';

export { answerTypes, evidenceSources, evidenceStatuses, evidenceTypes, requirementStatuses } from './requirementValues.js';

/**
 * Limits on an answer: text lengths and pattern, item counts, and for documents the accepted
 * types, age, capture methods, name matching and file formats.
 */
export const requirementConstraintsSchema = z.looseObject({
  minLength: optionalCount,
  maxLength: optionalCount,
  pattern: optionalString,
  minItems: optionalCount,
  maxItems: optionalCount,
  acceptedDocumentTypes: z.nullish(z.array(z.string())),
  maxAgeDays: optionalCount,
  captureMethods: z.nullish(z.array(z.string())),
  nameMatch: optionalBoolean,
  acceptedFormats: z.nullish(z.array(z.string())),
});

/**
 * A choice of a select requirement. The API does not show where choices live; paykit assumes
 * `request.options: [{ value, label }]`.
 */
export const requirementOptionSchema = z.looseObject({
  value: z.string({ error: 'Expected an option value string' }),
  label: optionalString,
});

/** What a requirement asks for and how to answer it. */
export const requirementRequestSchema = z.looseObject({
  type: openEnum(answerTypes),
  prompt: optionalString,
  required: optionalBoolean,
  valueType: optionalString,
  profilePointer: optionalString,
  allowsAbsence: optionalBoolean,
  itemValueType: optionalString,
  constraints: z.nullish(requirementConstraintsSchema),
  options: z.nullish(z.array(requirementOptionSchema)),
});

/** Where evidence for a requirement came from (for example reused from another application). */
export const evidenceProvenanceSchema = z.looseObject({
  source: openEnum(evidenceSources),
  applicationId: z.nullish(idSchema('apl_')),
});

/** Evidence already attached to a requirement. */
export const evidenceSchema = z.looseObject({
  type: openEnum(evidenceTypes),
  status: z.nullish(openEnum(evidenceStatuses)),
  documentIds: listOf(idSchema('doc_')),
  provenance: z.nullish(evidenceProvenanceSchema),
});

/**
 * One ask inside a task. `key` names the ask across tasks (deduplicate by it); requirements that
 * share an `alternativeKey` form a group of which exactly one is answered.
 */
export const requirementSchema = z.looseObject({
  id: z.string({ error: 'Expected a requirement id string' }).check(z.minLength(1, { error: 'Expected a non-empty requirement id' })),
  key: z.string({ error: 'Expected a requirement key string' }),
  status: openEnum(requirementStatuses),
  request: requirementRequestSchema,
  section: optionalString,
  reviewFeedback: z.nullish(reviewFeedbackSchema),
  evidence: z.nullish(evidenceSchema),
  alternativeKey: optionalString,
});

/** A requirement. */
export type Requirement = z.output<typeof requirementSchema>;
/** What a requirement asks for. */
export type RequirementRequest = z.output<typeof requirementRequestSchema>;
/** Limits on a requirement's answer. */
export type RequirementConstraints = z.output<typeof requirementConstraintsSchema>;
/** A choice of a select requirement. */
export type RequirementOption = z.output<typeof requirementOptionSchema>;
/** Evidence attached to a requirement. */
export type RequirementEvidence = z.output<typeof evidenceSchema>;
/** An answer type. */
export type AnswerType = RequirementRequest['type'];
/** A requirement status. */
export type RequirementStatus = Requirement['status'];
