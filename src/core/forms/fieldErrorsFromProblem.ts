import type { SubmissionAnswerInput } from '../client/requestBodies.js';
import type { FieldError, Problem } from '../schemas/index.js';
import type { FormEntry, TaskFormModel } from './formModel.js';

/** Server errors placed on the form: by field id, by choice group id, and the rest. */
export interface FormErrors {
  fields: Record<string, FieldError[]>;
  groups: Record<string, FieldError[]>;
  /** Errors no field or group owns, including a stale `taskRevision` and a bare problem's detail. */
  form: FieldError[];
  /** Whether the task changed since it was read (re-read it, keep what was typed). */
  isRevisionConflict: boolean;
}

type Target = { fieldId: string } | { groupId: string } | null;

const ANSWER_INDEX = /^\/answers\/(\d+)(?:\/|$)/;

function push(map: Record<string, FieldError[]>, id: string, error: FieldError): void {
  (map[id] ??= []).push(error);
}

function entryTarget(entry: FormEntry | undefined): Target {
  if (!entry) return null;
  return entry.type === 'field' ? { fieldId: entry.field.id } : { groupId: entry.group.id };
}

function namedIn(message: string, id: string): boolean {
  let from = message.indexOf(id);
  while (from !== -1) {
    const before = message[from - 1] ?? ' ';
    const after = message[from + id.length] ?? ' ';
    if (!/\w/.test(before) && !/\w/.test(after)) return true;
    from = message.indexOf(id, from + 1);
  }
  return false;
}

function targetsOfMessage(message: string, model: TaskFormModel): Target[] {
  const targets: Target[] = [];
  for (const entry of model.entries) {
    const fields = entry.type === 'field' ? [entry.field] : entry.group.members;
    const named = fields.filter((field) => !field.isReadOnly && namedIn(message, field.id));
    if (named.length === 0) continue;
    if (entry.type === 'choice') targets.push({ groupId: entry.group.id });
    else targets.push({ fieldId: entry.field.id });
  }
  return targets;
}

function targetsOf(error: FieldError, model: TaskFormModel, sent: readonly SubmissionAnswerInput[] | undefined): Target[] {
  const pointer = error.pointer ?? '';
  const index = ANSWER_INDEX.exec(pointer)?.[1];
  if (index !== undefined) {
    if (sent) {
      const id = sent[Number(index)]?.requirementId;
      return [id !== undefined && model.fieldsById.has(id) ? { fieldId: id } : null];
    }
    const answerable = model.entries.filter((entry) => entry.type === 'choice' || !entry.field.isReadOnly);
    return [entryTarget(answerable[Number(index)])];
  }
  if (pointer === '/answers') {
    const targets = targetsOfMessage(error.message ?? '', model);
    return targets.length > 0 ? targets : [null];
  }
  return [null];
}

/**
 * Places a problem+json answer's `errors[]` on the form: `/answers/{i}…` on the field (or choice
 * group) of answer `i`, `/answers` on the requirements its message names, and everything else
 * (`/taskRevision` included) on the form. Answer indexes follow `sent` (the answers submitted)
 * when given, otherwise the model's answer order, which is the order `toSubmission` uses. A
 * problem without `errors` puts its detail on the form.
 *
 * @example
 * const errors = fieldErrorsFromProblem(error.problem, model, body.answers);
 * errors.fields.req_2; // [{ pointer: '/answers/1/value', code: 'too_short', message: '…' }]
 */
export function fieldErrorsFromProblem(problem: Problem, model: TaskFormModel, sent?: readonly SubmissionAnswerInput[]): FormErrors {
  const result: FormErrors = {
    fields: {},
    groups: {},
    form: [],
    isRevisionConflict: problem.code === 'task_revision_conflict',
  };
  const errors = problem.errors ?? [];
  if (errors.length === 0) {
    result.form.push({ pointer: null, code: problem.code ?? null, message: problem.detail ?? problem.title ?? null });
    return result;
  }
  for (const error of errors) {
    if (error.pointer === '/taskRevision') result.isRevisionConflict = true;
    for (const target of targetsOf(error, model, sent)) {
      if (target === null) result.form.push(error);
      else if ('fieldId' in target) push(result.fields, target.fieldId, error);
      else push(result.groups, target.groupId, error);
    }
  }
  return result;
}
