import type { Submission, SubmissionAnswer } from '../schemas/index.js';
import type { FormField } from './formModel.js';

/**
 * What a read-only field shows of what the person gave: a value; that they declared they have
 * none; or only that they answered, when the API gives the answer back without its value.
 */
export type GivenAnswer = { kind: 'value'; value: unknown } | { kind: 'absent' } | { kind: 'answered' };

const roundOf = (submission: Submission) => submission.remediationRound ?? 0;

/** Newest first: by remediation round, then by when it was submitted. */
export function newestFirst(submissions: readonly Submission[]): Submission[] {
  return [...submissions].sort((a, b) => roundOf(b) - roundOf(a) || (b.submittedAt ?? '').localeCompare(a.submittedAt ?? ''));
}

/**
 * The latest answer given to each requirement of a task, by requirement id, from its submissions
 * (any order): the answer of the newest submission that answered it.
 */
export function latestAnswers(submissions: readonly Submission[]): Map<string, SubmissionAnswer> {
  const answers = new Map<string, SubmissionAnswer>();
  for (const submission of newestFirst(submissions)) {
    for (const answer of submission.answers) if (!answers.has(answer.requirementId)) answers.set(answer.requirementId, answer);
  }
  return answers;
}

/** Whether the answer carries what was given (a submission list redacts values, alternatives and document ids). */
const hasContent = (answer: SubmissionAnswer) => answer.value !== undefined || (answer.documentIds ?? []).length > 0;

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
  if (!hasContent(answer)) return { kind: 'answered' };
  return { kind: 'value', value: answer.value !== undefined ? answer.value : answer.documentIds };
}

/**
 * The submissions whose full read brings a value the list left out: the newest that answered each
 * of `requirementIds`, once each, newest first.
 */
export function submissionsToRead(submissions: readonly Submission[], requirementIds: readonly string[]): Submission[] {
  const wanted = new Set(requirementIds);
  const toRead: Submission[] = [];
  for (const submission of newestFirst(submissions)) {
    const answered = submission.answers.filter((answer) => wanted.delete(answer.requirementId));
    if (answered.some((answer) => answer.answerType !== 'absence' && !hasContent(answer))) toRead.push(submission);
  }
  return toRead;
}
