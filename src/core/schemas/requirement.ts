import * as z from 'zod/mini';
import { openEnum } from './openEnum.js';
import { idSchema, listOf, optionalBoolean, optionalCount, optionalString } from './primitives.js';
import { reviewFeedbackSchema } from './statusReason.js';
import type { answerTypes, evidenceSources, evidenceStatuses, evidenceTypes, requirementStatuses } from './requirementValues.js';

export { answerTypes, evidenceSources, evidenceStatuses, evidenceTypes, requirementStatuses } from './requirementValues.js';

/**
 * Limits on an answer: text lengths and pattern, item counts, and for documents the accepted
 * types, age, capture methods, name matching and file formats.
 */
export const requirementConstraintsSchema = /* @__PURE__ */ z.looseObject({
  minLength: optionalCount,
  maxLength: optionalCount,
  pattern: optionalString,
  minItems: optionalCount,
  maxItems: optionalCount,
  acceptedDocumentTypes: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.array(/* @__PURE__ */ z.string())),
  maxAgeDays: optionalCount,
  captureMethods: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.array(/* @__PURE__ */ z.string())),
  nameMatch: optionalBoolean,
  acceptedFormats: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.array(/* @__PURE__ */ z.string())),
});

/**
 * A choice of a select requirement. The API does not show where choices live; paykit assumes
 * `request.options: [{ value, label }]`.
 */
export const requirementOptionSchema = /* @__PURE__ */ z.looseObject({
  value: /* @__PURE__ */ z.string({ error: 'Expected an option value string' }),
  label: optionalString,
});

/** What a requirement asks for and how to answer it. */
export const requirementRequestSchema = /* @__PURE__ */ z.looseObject({
  type: /* @__PURE__ */ openEnum<typeof answerTypes>(),
  prompt: optionalString,
  required: optionalBoolean,
  valueType: optionalString,
  profilePointer: optionalString,
  allowsAbsence: optionalBoolean,
  itemValueType: optionalString,
  constraints: /* @__PURE__ */ z.nullish(requirementConstraintsSchema),
  options: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.array(requirementOptionSchema)),
});

/** Where evidence for a requirement came from (for example reused from another application). */
export const evidenceProvenanceSchema = /* @__PURE__ */ z.looseObject({
  source: /* @__PURE__ */ openEnum<typeof evidenceSources>(),
  applicationId: /* @__PURE__ */ z.nullish(/* @__PURE__ */ idSchema('apl_')),
});

/** Evidence already attached to a requirement. */
export const evidenceSchema = /* @__PURE__ */ z.looseObject({
  type: /* @__PURE__ */ openEnum<typeof evidenceTypes>(),
  status: /* @__PURE__ */ z.nullish(/* @__PURE__ */ openEnum<typeof evidenceStatuses>()),
  documentIds: /* @__PURE__ */ listOf(/* @__PURE__ */ idSchema('doc_')),
  provenance: /* @__PURE__ */ z.nullish(evidenceProvenanceSchema),
});

/**
 * One ask inside a task. `key` names the ask across tasks (deduplicate by it); requirements that
 * share an `alternativeKey` form a group of which exactly one is answered.
 */
export const requirementSchema = /* @__PURE__ */ z.looseObject({
  id: /* @__PURE__ */ z
    .string({ error: 'Expected a requirement id string' })
    .check(/* @__PURE__ */ z.minLength(1, { error: 'Expected a non-empty requirement id' })),
  key: /* @__PURE__ */ z.string({ error: 'Expected a requirement key string' }),
  status: /* @__PURE__ */ openEnum<typeof requirementStatuses>(),
  request: requirementRequestSchema,
  section: optionalString,
  reviewFeedback: /* @__PURE__ */ z.nullish(reviewFeedbackSchema),
  evidence: /* @__PURE__ */ z.nullish(evidenceSchema),
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
