import type { Submission, SubmissionAnswer } from '../schemas/index.js';
import type { FormField } from './formModel.js';

/**
 * What a read-only field shows of what the person gave: a value; that they declared they have
 * none; or only that they answered, when the API gives the answer back without its value.
 */
export type GivenAnswer = { kind: 'value'; value: unknown } | { kind: 'absent' } | { kind: 'answered' };

/**
 * The latest answer given to each requirement of a task, by requirement id, from its submissions
 * (any order): the answer of the newest submission (by remediation round, then submission time)
 * that answered it.
 */
export function latestAnswers(submissions: readonly Submission[]): Map<string, SubmissionAnswer> {
  const answers = new Map<string, SubmissionAnswer>();
  const newestFirst = [...submissions].sort(
    (a, b) => (b.remediationRound ?? 0) - (a.remediationRound ?? 0) || (b.submittedAt ?? '').localeCompare(a.submittedAt ?? ''),
  );
  for (const submission of newestFirst) {
    for (const answer of submission.answers) if (!answers.has(answer.requirementId)) answers.set(answer.requirementId, answer);
  }
  return answers;
}

/**
 * What a read-only field (accepted or in review) shows of the person's answer: the customer's
 * value at its `profilePointer`, or its evidence's documents (the field's `defaultValue`); else the
 * value (or documents) of the latest answer given in the task's submissions; "declared none" for
 * an `absence` answer; "answered" when the answer came back without its value (the API description
 * redacts values in submission lists and does not show the single read's payload, so a value is
 * shown only when the read carries it); `undefined` when the person gave nothing here (the ask was
 * answered elsewhere).
 *
 * @example
 * givenAnswerOf(occupationField, { requirementId: 'req_2', answerType: 'text', value: 'Engineer' });
 * // { kind: 'value', value: 'Engineer' }
 */
export function givenAnswerOf(field: FormField, answer: SubmissionAnswer | undefined): GivenAnswer | undefined {
  if (field.defaultValue !== undefined) return { kind: 'value', value: field.defaultValue };
  if (!answer) return undefined;
  if (answer.answerType === 'absence') return { kind: 'absent' };
  if (answer.value !== undefined) return { kind: 'value', value: answer.value };
  return answer.documentIds?.length ? { kind: 'value', value: answer.documentIds } : { kind: 'answered' };
}
