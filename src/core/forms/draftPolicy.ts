import { carryOverValues, editedValues } from './diffTaskModels.js';
import type { FormField, TaskFormModel, TaskFormValues } from './formModel.js';
import { isRecord } from './isRecord.js';

/** What a stored draft holds: the task, the revision it was typed against, and the edits. */
export interface TaskDraft {
  taskId: string;
  /** The task revision the person was answering when the draft was saved. */
  revision: number;
  /** Only what the person changed, and only for fields {@link isDraftable} allows. */
  values: Required<TaskFormValues>;
}

const DRAFT_VERSION = 1;

/** Words that name a tax or national identifier on their own. */
const IDENTIFIER_WORDS = new Set(['ssn', 'itin', 'tin', 'ein', 'cpf', 'cnpj', 'nino']);
/** `tax` or `national` followed by one of these names an identifier (`taxId`, `national_id`). */
const IDENTIFIER_NOUNS = new Set(['id', 'ids', 'identifier', 'identifiers', 'number', 'numbers']);

function wordsOf(text: string): string[] {
  return text
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '');
}

/**
 * Whether a pointer, key or type names a tax or national identifier: `/individual/taxIdentifiers`,
 * `tax_identifier`, `taxId`, `ssn`, `nationalId`. Matched by whole words, so `businessName` is not
 * taken for `ssn`.
 *
 * @example
 * mentionsTaxIdentifier('/individual/taxIdentifiers'); // true
 * mentionsTaxIdentifier('/individual/taxResidencies'); // false
 */
export function mentionsTaxIdentifier(text: string): boolean {
  const words = wordsOf(text);
  return words.some((word, index) => {
    if (IDENTIFIER_WORDS.has(word)) return true;
    const next = words[index + 1];
    return (word === 'tax' || word === 'national') && next !== undefined && IDENTIFIER_NOUNS.has(next);
  });
}

/**
 * Whether a field's value may be kept in a draft. Never: read-only fields, documents (their ids
 * included), and any field whose pointer, key or value types name a tax or national identifier.
 *
 * @example
 * model.entries.flatMap(…).filter(isDraftable);
 */
export function isDraftable(field: FormField): boolean {
  if (field.isReadOnly || field.kind === 'document') return false;
  const names = [field.profilePointer, field.key, field.valueType, field.itemValueType];
  return !names.some((name) => name !== null && mentionsTaxIdentifier(name));
}

function keepDraftable(model: TaskFormModel, values: Required<TaskFormValues>): Required<TaskFormValues> {
  const allowed = (id: string) => {
    const field = model.fieldsById.get(id);
    return field !== undefined && isDraftable(field);
  };
  // "I don't have this" says nothing about the value itself, so it is kept even for a tax identifier.
  const answerable = (id: string) => model.fieldsById.get(id)?.isReadOnly === false;
  const pick = <T>(record: Readonly<Record<string, T>>, keep: (id: string) => boolean) =>
    Object.fromEntries(Object.entries(record).filter(([id]) => keep(id)));
  return { answers: pick(values.answers, allowed), absent: pick(values.absent, answerable), choices: { ...values.choices } };
}

/**
 * The draft of what the person typed into `model`: their edits of draftable fields and their
 * choices in alternative groups; `null` when there is nothing to keep.
 *
 * @example
 * const draft = createDraft(model, values);
 * if (draft) storage.setItem(draftStorageKey(model.taskId), serializeDraft(draft));
 */
export function createDraft(model: TaskFormModel, values: TaskFormValues): TaskDraft | null {
  const kept = keepDraftable(model, editedValues(model, values));
  const isEmpty = Object.keys(kept.answers).length + Object.keys(kept.absent).length + Object.keys(kept.choices).length === 0;
  return isEmpty ? null : { taskId: model.taskId, revision: model.taskRevision, values: kept };
}

/** The storage key of a task's draft. */
export function draftStorageKey(taskId: string): string {
  return `paykit:task-draft:${taskId}`;
}

/** A draft as stored text. */
export function serializeDraft(draft: TaskDraft): string {
  return JSON.stringify({ version: DRAFT_VERSION, ...draft });
}

function recordOf<T>(value: unknown, isItem: (item: unknown) => item is T): Record<string, T> {
  if (!isRecord(value)) return {};
  return Object.fromEntries(Object.entries(value).filter((pair): pair is [string, T] => isItem(pair[1])));
}

/**
 * Reads stored text back into the draft of `taskId`, or `null` when it is missing, unreadable,
 * of another version or of another task.
 *
 * @example
 * const draft = parseDraft(storage.getItem(draftStorageKey(taskId)), taskId);
 */
export function parseDraft(text: string | null, taskId: string): TaskDraft | null {
  if (text === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(parsed) || parsed.version !== DRAFT_VERSION || parsed.taskId !== taskId || typeof parsed.revision !== 'number') return null;
  const values = isRecord(parsed.values) ? parsed.values : {};
  return {
    taskId,
    revision: parsed.revision,
    values: {
      answers: recordOf(values.answers, (item): item is unknown => item !== undefined),
      absent: recordOf(values.absent, (item): item is boolean => item === true),
      choices: recordOf(values.choices, (item): item is string => typeof item === 'string'),
    },
  };
}

/**
 * The starting values of `model` with a draft laid over them: only fields that still exist, are
 * editable and are draftable take the draft's value (a draft written before this policy, or by
 * hand, cannot bring in a document or a tax identifier).
 *
 * @example
 * const values = restoreDraft(model, parseDraft(storage.getItem(draftStorageKey(model.taskId)), model.taskId));
 */
export function restoreDraft(model: TaskFormModel, draft: TaskDraft | null): Required<TaskFormValues> {
  if (!draft || draft.taskId !== model.taskId) return carryOverValues(model, {});
  return carryOverValues(model, keepDraftable(model, draft.values));
}
