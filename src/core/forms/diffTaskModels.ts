import type { FormField, TaskFormModel, TaskFormValues } from './formModel.js';

/** What changed in a task between the revision a person answered and the current one. */
export interface TaskRevisionChange {
  previousRevision: number;
  revision: number;
  /** Fields whose ask changed (prompt, constraints, options, required-ness, status or feedback). */
  changedFieldIds: readonly string[];
  /** Fields that are new in the newer revision. */
  addedFieldIds: readonly string[];
  /** Fields that are gone, with their labels (they no longer exist to show). */
  removed: readonly { id: string; label: string }[];
}

/** The parts of a field that make up its ask; the customer's current value is not one of them. */
function askOf(field: FormField): string {
  return JSON.stringify([
    field.kind,
    field.rawType,
    field.prompt,
    field.required,
    field.allowsAbsence,
    field.valueType,
    field.itemValueType,
    field.options,
    field.document,
    field.status,
    field.reviewFeedback,
    field.profilePointer,
    field.alternativeKey,
    // Length, pattern and count limits, once the model carries them.
    'constraints' in field ? field.constraints : null,
  ]);
}

/**
 * What changed from one revision of a task's form to the next: fields whose ask changed, fields
 * added and fields removed (with the label they had). Values are not compared.
 *
 * @example
 * const change = diffTaskModels(buildTaskForm(staleTask, customer), buildTaskForm(freshTask, customer));
 * change.changedFieldIds; // ['req_3']: the reviewer left feedback on it
 */
export function diffTaskModels(previous: TaskFormModel, next: TaskFormModel): TaskRevisionChange {
  const changedFieldIds: string[] = [];
  const addedFieldIds: string[] = [];
  for (const [id, field] of next.fieldsById) {
    const before = previous.fieldsById.get(id);
    if (!before) addedFieldIds.push(id);
    else if (askOf(before) !== askOf(field)) changedFieldIds.push(id);
  }
  const removed = [...previous.fieldsById.values()]
    .filter((field) => !next.fieldsById.has(field.id))
    .map((field) => ({ id: field.id, label: field.label }));
  return { previousRevision: previous.taskRevision, revision: next.taskRevision, changedFieldIds, addedFieldIds, removed };
}

function sameValue(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

/**
 * What the person changed: the answers, absences and choices of editable fields and groups that
 * differ from the model's defaults. Read-only fields are never part of it. A cleared answer is
 * kept as `null`, so it survives a round trip through JSON.
 *
 * @example
 * editedValues(model, { answers: { req_1: 'Ada', req_2: 'Poet' } }); // { answers: { req_2: 'Poet' }, absent: {}, choices: {} }
 */
export function editedValues(model: TaskFormModel, values: TaskFormValues): Required<TaskFormValues> {
  const answers: Record<string, unknown> = {};
  const absent: Record<string, boolean> = {};
  const choices: Record<string, string> = {};
  for (const field of model.fieldsById.values()) {
    if (field.isReadOnly) continue;
    const value = values.answers?.[field.id];
    if (!sameValue(value, model.defaultValues.answers?.[field.id])) answers[field.id] = value ?? null;
    if (values.absent?.[field.id] === true) absent[field.id] = true;
  }
  for (const entry of model.entries) {
    if (entry.type !== 'choice') continue;
    const choice = values.choices?.[entry.group.id];
    const isMember = entry.group.members.some((member) => member.id === choice);
    if (choice !== undefined && isMember && choice !== model.defaultValues.choices?.[entry.group.id]) choices[entry.group.id] = choice;
  }
  return { answers, absent, choices };
}

/**
 * The starting values of `next` with what the person changed laid over them: an edited value
 * is kept where its field still exists and is still editable, a choice where its group and
 * member still exist. Everything else takes the task's current value.
 *
 * @example
 * const values = carryOverValues(freshModel, editedValues(staleModel, typed));
 */
export function carryOverValues(next: TaskFormModel, edited: TaskFormValues): Required<TaskFormValues> {
  const answers: Record<string, unknown> = { ...next.defaultValues.answers };
  const absent: Record<string, boolean> = { ...next.defaultValues.absent };
  const choices: Record<string, string> = { ...next.defaultValues.choices };
  const isEditable = (id: string) => next.fieldsById.get(id)?.isReadOnly === false;
  for (const [id, value] of Object.entries(edited.answers ?? {})) if (isEditable(id)) answers[id] = value;
  for (const [id, isAbsent] of Object.entries(edited.absent ?? {}))
    if (isAbsent === true && isEditable(id) && next.fieldsById.get(id)?.allowsAbsence) absent[id] = true;
  for (const entry of next.entries) {
    if (entry.type !== 'choice') continue;
    const choice = edited.choices?.[entry.group.id];
    if (entry.group.members.some((member) => member.id === choice)) choices[entry.group.id] = choice as string;
  }
  return { answers, absent, choices };
}
