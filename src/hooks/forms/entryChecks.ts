import {
  isEmptyValue,
  toSubmission,
  type ChoiceProblemCode,
  type FieldProblem,
  type FormEntry,
  type SubmissionProblem,
  type TaskFormModel,
  type TaskFormValues,
} from '../../core/forms/index.js';
import { absentPath, answerPath, choicePath } from './fieldNames.js';
import type { TaskFormFieldValues } from './taskFormTypes.js';

interface EntryIndex {
  byFieldId: Map<string, FormEntry>;
  byGroupId: Map<string, FormEntry>;
}

const indexes = new WeakMap<TaskFormModel, EntryIndex>();

function indexOf(model: TaskFormModel): EntryIndex {
  let index = indexes.get(model);
  if (!index) {
    index = { byFieldId: new Map(), byGroupId: new Map() };
    for (const entry of model.entries) {
      if (entry.type === 'field') index.byFieldId.set(entry.field.id, entry);
      else {
        index.byGroupId.set(entry.group.id, entry);
        for (const member of entry.group.members) index.byFieldId.set(member.id, entry);
      }
    }
    indexes.set(model, index);
  }
  return index;
}

/** The values one entry reads, taken from react-hook-form's values. */
function entryValues(entry: FormEntry, values: Partial<TaskFormFieldValues>): TaskFormValues {
  const answers: Record<string, unknown> = {};
  const absent: Record<string, boolean> = {};
  const choices: Record<string, string> = {};
  const fields = entry.type === 'field' ? [entry.field] : entry.group.members;
  for (const field of fields) {
    answers[field.id] = values[answerPath(field.id)];
    if (values[absentPath(field.id)] === true) absent[field.id] = true;
  }
  if (entry.type === 'choice') {
    const choice = values[choicePath(entry.group.id)];
    if (choice !== undefined) choices[entry.group.id] = choice;
  }
  return { answers, absent, choices };
}

/**
 * The problems of the entry holding a field or group, exactly as `toSubmission` finds them: the
 * same rules decide a live check and a submit.
 */
function entryProblems(model: TaskFormModel, entry: FormEntry | undefined, values: Partial<TaskFormFieldValues>): SubmissionProblem[] {
  if (!entry) return [];
  const result = toSubmission({ ...model, entries: [entry] }, entryValues(entry, values));
  return result.ok ? [] : result.problems;
}

/** A field's own problem, or `null` (read-only fields, unchosen group members and valid values). */
export function fieldProblemOf(model: TaskFormModel, fieldId: string, values: Partial<TaskFormFieldValues>): FieldProblem | null {
  for (const problem of entryProblems(model, indexOf(model).byFieldId.get(fieldId), values)) {
    if (problem.fieldId !== null && problem.fieldId === fieldId) return problem.problem;
  }
  return null;
}

/** A choice group's problem (`choice_required`, `choice_ambiguous`), or `null`. */
export function groupProblemOf(
  model: TaskFormModel,
  groupId: string,
  values: Partial<TaskFormFieldValues>,
): { code: ChoiceProblemCode; message: string } | null {
  for (const problem of entryProblems(model, indexOf(model).byGroupId.get(groupId), values)) {
    if (problem.groupId !== null && problem.groupId === groupId) return problem.problem;
  }
  return null;
}

/**
 * The member a group answers: the chosen one, or the only one started (a value or "I don't have
 * this"); `null` when none, or several without a choice, are started.
 */
export function chosenMemberOf(model: TaskFormModel, groupId: string, values: Partial<TaskFormFieldValues>): string | null {
  const entry = indexOf(model).byGroupId.get(groupId);
  if (entry?.type !== 'choice') return null;
  const { members } = entry.group;
  const choice = values[choicePath(groupId)];
  if (choice !== undefined && members.some((member) => member.id === choice)) return choice;
  const started = members.filter((member) => values[absentPath(member.id)] === true || !isEmptyValue(values[answerPath(member.id)]));
  return started.length === 1 ? (started[0]?.id ?? null) : null;
}
