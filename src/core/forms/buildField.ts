import type { Customer, Requirement } from '../schemas/index.js';
import { isKnownValue } from '../schemas/isKnownValue.js';
import { answerTypes } from '../schemas/requirementValues.js';
import type { DocumentConstraints, FieldKind, FormField } from './formModel.js';
import { getAtPointer } from './getAtPointer.js';
import { createValidator } from './validators.js';

const FIRST_SENTENCE = /^(.+?[.?!:])\s+(\S[\s\S]*)$/;

function splitPrompt(prompt: string | null, fallback: string): { label: string; help: string | null } {
  const text = prompt?.trim() ?? '';
  if (text === '') return { label: fallback, help: null };
  const match = FIRST_SENTENCE.exec(text);
  return match ? { label: match[1] ?? text, help: match[2] ?? null } : { label: text, help: null };
}

function documentConstraints(requirement: Requirement): DocumentConstraints {
  const constraints = requirement.request.constraints;
  return {
    acceptedDocumentTypes: constraints?.acceptedDocumentTypes ?? [],
    acceptedFormats: constraints?.acceptedFormats ?? [],
    maxAgeDays: constraints?.maxAgeDays ?? null,
    captureMethods: constraints?.captureMethods ?? [],
    isNameMatchRequired: constraints?.nameMatch === true,
  };
}

function currentValue(requirement: Requirement, kind: FieldKind, customer: Customer | null | undefined): unknown {
  const pointer = requirement.request.profilePointer;
  if (pointer != null && customer) {
    const value = getAtPointer(customer, pointer);
    if (value !== undefined && value !== null) return value;
  }
  const documentIds = requirement.evidence?.documentIds ?? [];
  return kind === 'document' && documentIds.length > 0 ? documentIds : undefined;
}

/**
 * One requirement as a form field: its kind (an unknown `request.type` becomes `unknown`, with
 * the prompt kept), label and help from the prompt, options, document constraints, the current
 * value read from the customer at `profilePointer` (or the evidence's documents), and a validator
 * built from the constraints (`now`, the clock a birth date is checked against, defaults to
 * `Date.now`). Requirements not `action_required` are read-only. Never throws.
 *
 * @example
 * const field = buildField(task.requirements[0], customer);
 * field.validate(field.defaultValue); // null when the customer already holds a valid value
 */
export function buildField(requirement: Requirement, customer: Customer | null | undefined, now?: () => number): FormField {
  const { request } = requirement;
  const kind: FieldKind = isKnownValue(answerTypes, request.type) ? request.type : 'unknown';
  const allowsAbsence = request.allowsAbsence === true;
  const required = request.required !== false || !allowsAbsence;
  const options = (request.options ?? []).map((option) => ({ value: option.value, label: option.label ?? null }));
  const prompt = request.prompt ?? null;
  return {
    id: requirement.id,
    requirementId: requirement.id,
    key: requirement.key,
    kind,
    rawType: request.type,
    status: requirement.status,
    valueType: request.valueType ?? null,
    itemValueType: request.itemValueType ?? null,
    constraints: request.constraints ?? null,
    prompt,
    ...splitPrompt(prompt, requirement.key),
    required,
    allowsAbsence,
    section: requirement.section ?? null,
    reviewFeedback: requirement.reviewFeedback ?? null,
    options,
    document: kind === 'document' ? documentConstraints(requirement) : null,
    profilePointer: request.profilePointer ?? null,
    alternativeKey: requirement.alternativeKey || null,
    defaultValue: currentValue(requirement, kind, customer),
    isReadOnly: requirement.status !== 'action_required',
    validate: createValidator({
      kind,
      valueType: request.valueType ?? null,
      itemValueType: request.itemValueType ?? null,
      required,
      constraints: request.constraints ?? null,
      options,
      profilePointer: request.profilePointer ?? null,
      now,
    }),
  };
}
