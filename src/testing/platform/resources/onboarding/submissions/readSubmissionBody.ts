import { answerTypes } from '../../../../../core/schemas/index.js';
import { Issues, pointerTo } from '../../../validation/Issues.js';
import { checkEnum, checkInteger, isObject, rejectUnknownFields, requireField } from '../../../validation/shapes.js';

/** One answer as sent, its form checked (its content is checked against the task later). */
export interface AnswerInput {
  /** Where the answer sits in the body: `/answers/{index}`. */
  pointer: string;
  requirementId: string;
  answerType: string;
  value: unknown;
  documentIds: unknown;
  has: { value: boolean; documentIds: boolean };
}

/** A submission body whose form is right. */
export interface SubmissionBody {
  taskRevision: number;
  answers: AnswerInput[];
}

const ANSWER_FIELDS = ['requirementId', 'answerType', 'value', 'documentIds'];

function readAnswer(issues: Issues, pointer: string, answer: unknown): AnswerInput | undefined {
  if (!isObject(answer)) {
    issues.add(pointer, 'invalid_type', 'must be an object');
    return undefined;
  }
  const before = issues.list.length;
  rejectUnknownFields(issues, pointer, answer, ANSWER_FIELDS);
  if (
    requireField(issues, pointerTo(pointer, 'requirementId'), answer.requirementId) &&
    (typeof answer.requirementId !== 'string' || answer.requirementId.length === 0)
  ) {
    issues.add(pointerTo(pointer, 'requirementId'), 'invalid_type', 'must be a non-empty string');
  }
  if (requireField(issues, pointerTo(pointer, 'answerType'), answer.answerType))
    checkEnum(issues, pointerTo(pointer, 'answerType'), answer.answerType, answerTypes);
  if (answer.documentIds !== undefined && (!Array.isArray(answer.documentIds) || answer.documentIds.some((id) => typeof id !== 'string'))) {
    issues.add(pointerTo(pointer, 'documentIds'), 'invalid_type', 'must be an array of document ids');
  }
  if (issues.list.length > before) return undefined;
  return {
    pointer,
    requirementId: answer.requirementId as string,
    answerType: answer.answerType as string,
    value: answer.value,
    documentIds: answer.documentIds,
    has: { value: answer.value !== undefined, documentIds: answer.documentIds !== undefined },
  };
}

/**
 * The form of `{ taskRevision, answers: [{ requirementId, answerType, value?, documentIds? }] }`:
 * 400 validation_error names every field that is missing, of the wrong type or unknown.
 */
export function readSubmissionBody(body: unknown): SubmissionBody {
  const issues = new Issues();
  if (!isObject(body)) {
    issues.add('', 'invalid_type', 'must be a JSON object with taskRevision and answers');
    issues.throwIfAny();
    return { taskRevision: 0, answers: [] };
  }
  rejectUnknownFields(issues, '', body, ['taskRevision', 'answers']);
  if (requireField(issues, '/taskRevision', body.taskRevision)) checkInteger(issues, '/taskRevision', body.taskRevision, 0, 2_147_483_647);
  const answers: AnswerInput[] = [];
  if (requireField(issues, '/answers', body.answers)) {
    if (!Array.isArray(body.answers)) issues.add('/answers', 'invalid_type', 'must be an array');
    else
      body.answers.forEach((answer, index) => {
        const read = readAnswer(issues, pointerTo('/answers', index), answer);
        if (read) answers.push(read);
      });
  }
  issues.throwIfAny();
  return { taskRevision: body.taskRevision as number, answers };
}
