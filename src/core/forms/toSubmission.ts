import type { CreateSubmissionBody, SubmissionAnswerInput } from '../client/requestBodies.js';
import type { ChoiceGroup, FieldProblem, FormField, TaskFormModel, TaskFormValues } from './formModel.js';
import { isEmptyValue } from './validators.js';

/** Why a choice group has no single answer. */
export type ChoiceProblemCode = 'choice_required' | 'choice_ambiguous';

/**
 * A reason a submission cannot be built: a field's problem (`fieldId` set), or a choice group's
 * (`groupId` set) when no member, or more than one without a choice, was answered.
 */
export type SubmissionProblem =
  | { fieldId: string; groupId: null; problem: FieldProblem }
  | { fieldId: null; groupId: string; problem: { code: ChoiceProblemCode; message: string } };

/** The outcome of {@link toSubmission}: a complete body, or every reason there is none. */
export type ToSubmissionResult = { ok: true; body: CreateSubmissionBody } | { ok: false; problems: SubmissionProblem[] };

type AnswerOutcome = { answer: SubmissionAnswerInput } | { problem: SubmissionProblem };

function answerField(field: FormField, values: TaskFormValues): AnswerOutcome {
  const value = values.answers?.[field.id];
  const isAbsent = field.allowsAbsence && (values.absent?.[field.id] === true || (!field.required && isEmptyValue(value)));
  if (isAbsent || field.kind === 'absence') {
    const problem = isAbsent ? null : field.validate(value);
    if (problem) return { problem: { fieldId: field.id, groupId: null, problem } };
    return { answer: { requirementId: field.id, answerType: 'absence' } };
  }
  const problem = field.validate(value);
  if (problem) return { problem: { fieldId: field.id, groupId: null, problem } };
  if (field.kind === 'document') return { answer: { requirementId: field.id, answerType: 'document', documentIds: value as string[] } };
  return { answer: { requirementId: field.id, answerType: field.rawType, value } };
}

function isStarted(field: FormField, values: TaskFormValues): boolean {
  return values.absent?.[field.id] === true || !isEmptyValue(values.answers?.[field.id]);
}

function chosenMember(group: ChoiceGroup, values: TaskFormValues): FormField | SubmissionProblem {
  const choice = values.choices?.[group.id];
  const chosen = group.members.find((member) => member.id === choice);
  if (chosen) return chosen;
  const started = group.members.filter((member) => isStarted(member, values));
  if (started.length === 1 && started[0]) return started[0];
  return started.length === 0
    ? {
        fieldId: null,
        groupId: group.id,
        problem: { code: 'choice_required', message: `Expected one of ${group.members.map((member) => member.id).join(', ')} answered.` },
      }
    : {
        fieldId: null,
        groupId: group.id,
        problem: {
          code: 'choice_ambiguous',
          message: `Expected a choice among the answered ${started.map((member) => member.id).join(', ')}.`,
        },
      };
}

/**
 * Builds the submission body from what the person entered: one answer per editable entry, in the
 * model's order, never partial. A choice group answers only its chosen member (`choices`, or the
 * only member with a value), a field marked absent (or left empty where absence is the only way
 * to leave it) answers `absence`, documents send `documentIds` and every other kind its `value`.
 * When any entry cannot be answered, returns every problem instead of a body.
 *
 * @example
 * const result = toSubmission(model, { answers: { req_1: 'Ada' }, choices: { proof_of_address: 'req_4' } });
 * if (!result.ok) result.problems; // [{ fieldId: 'req_4', groupId: null, problem: { code: 'required', … } }]
 */
export function toSubmission(model: TaskFormModel, values: TaskFormValues): ToSubmissionResult {
  const answers: SubmissionAnswerInput[] = [];
  const problems: SubmissionProblem[] = [];
  for (const entry of model.entries) {
    if (entry.type === 'field' && entry.field.isReadOnly) continue;
    const member = entry.type === 'field' ? entry.field : chosenMember(entry.group, values);
    const outcome = 'requirementId' in member ? answerField(member, values) : { problem: member };
    if ('answer' in outcome) answers.push(outcome.answer);
    else problems.push(outcome.problem);
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, body: { taskRevision: model.taskRevision, answers } };
}
