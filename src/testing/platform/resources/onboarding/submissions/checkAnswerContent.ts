import type { Requirement } from '../../../../../core/schemas/index.js';
import type { Partition } from '../../../Partition.js';
import { pointerTo, type Issues } from '../../../validation/Issues.js';
import { checkDate } from '../../../validation/textRules.js';
import { checkProfileValue } from '../../customers/validation/checkProfileValue.js';
import { checkConstraints } from './checkConstraints.js';
import { checkDocumentAnswer } from './checkDocumentAnswer.js';
import { checkReferenceAnswer } from './checkReferenceAnswer.js';
import type { AnswerInput } from './readSubmissionBody.js';

// Free text may hold line feeds and tabs, no other control character.
// eslint-disable-next-line no-control-regex
const CONTROL_EXCEPT_LF_TAB = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/;
const DEFAULT_TEXT_LIMITS = { minLength: 1, maxLength: 4096 };

/** Where the answer is checked: the customer's partition, now, and whose answer it is. */
export interface AnswerEnv {
  partition: Partition;
  now: number;
  customerId: string;
}

function checkText(issues: Issues, pointer: string, value: unknown, requirement: Requirement): void {
  if (typeof value !== 'string') issues.add(pointer, 'invalid_type', 'must be a string');
  else if (CONTROL_EXCEPT_LF_TAB.test(value))
    issues.add(pointer, 'control_character', 'must contain no control characters but line feed and tab');
  else checkConstraints(issues, pointer, value, { ...DEFAULT_TEXT_LIMITS, ...requirement.request.constraints });
}

function checkSelect(issues: Issues, pointer: string, value: unknown, requirement: Requirement): void {
  const allowed = (requirement.request.options ?? []).map((option) => option.value);
  const isAllowed = (item: unknown) => typeof item === 'string' && allowed.includes(item);
  if (requirement.request.type === 'single_select') {
    if (!isAllowed(value)) issues.add(pointer, 'invalid_option', `must be one of: ${allowed.join(', ')}`);
    return;
  }
  if (!Array.isArray(value)) {
    issues.add(pointer, 'invalid_type', 'must be an array of option values');
    return;
  }
  const seen = new Set<unknown>();
  value.forEach((item, index) => {
    if (!isAllowed(item)) issues.add(pointerTo(pointer, index), 'invalid_option', `must be one of: ${allowed.join(', ')}`);
    else if (seen.has(item)) issues.add(pointerTo(pointer, index), 'duplicate_item', 'repeats an earlier choice');
    seen.add(item);
  });
  checkConstraints(issues, pointer, value, { minItems: 1, ...requirement.request.constraints });
}

function checkValue(issues: Issues, env: AnswerEnv, pointer: string, value: unknown, requirement: Requirement): void {
  const request = requirement.request;
  switch (request.type) {
    case 'profile': {
      const before = issues.list.length;
      checkProfileValue(issues, pointer, request.profilePointer ?? '', value);
      if (issues.list.length === before) checkConstraints(issues, pointer, value, request.constraints);
      return;
    }
    case 'text':
      return checkText(issues, pointer, value, requirement);
    case 'date': {
      const before = issues.list.length;
      checkDate(issues, pointer, value);
      if (issues.list.length === before) checkConstraints(issues, pointer, value, request.constraints);
      return;
    }
    case 'single_select':
    case 'multi_select':
      return checkSelect(issues, pointer, value, requirement);
    case 'boolean':
      if (typeof value !== 'boolean') issues.add(pointer, 'invalid_type', 'must be a boolean');
      return;
    case 'attestation':
      if (value !== true) issues.add(pointer, 'attestation_required', 'must be true: the customer confirms the statement');
      return;
    case 'resource_reference': {
      const before = issues.list.length;
      checkConstraints(issues, pointer, value, request.constraints);
      if (issues.list.length === before) checkReferenceAnswer(issues, env, pointer, value, request.valueType ?? '');
      return;
    }
    default:
      issues.add(pointer, 'unsupported_answer', `requirements of type ${request.type} cannot be answered directly`);
  }
}

/**
 * Checks what an answer carries against its requirement (whose type it matches): `documentIds`
 * for documents, nothing for `absence`, a `value` for every other type, checked by type and
 * the request's constraints (text, dates, references, selects and profile values alike). Profile values are checked as the customer PATCH checks that field.
 */
export function checkAnswerContent(issues: Issues, env: AnswerEnv, answer: AnswerInput, requirement: Requirement): void {
  const valuePointer = pointerTo(answer.pointer, 'value');
  const documentsPointer = pointerTo(answer.pointer, 'documentIds');
  if (answer.answerType === 'document') {
    if (answer.has.value) issues.add(valuePointer, 'not_allowed', 'is not part of a document answer; send documentIds');
    if (!answer.has.documentIds) issues.add(documentsPointer, 'required', 'is required for a document answer');
    else checkDocumentAnswer(issues, env, documentsPointer, answer.documentIds as string[], requirement);
    return;
  }
  if (answer.has.documentIds)
    issues.add(
      documentsPointer,
      'not_allowed',
      `is not part of ${answer.answerType === 'absence' ? 'an absence' : `a ${answer.answerType}`} answer`,
    );
  if (answer.answerType === 'absence') {
    if (answer.has.value) issues.add(valuePointer, 'not_allowed', 'is not part of an absence answer');
    return;
  }
  if (!answer.has.value) issues.add(valuePointer, 'required', `is required for a ${answer.answerType} answer`);
  else checkValue(issues, env, valuePointer, answer.value, requirement);
}
