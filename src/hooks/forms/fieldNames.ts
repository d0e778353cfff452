import type { FormField, TaskFormValues } from '../../core/forms/index.js';
import type { TaskFormFieldValues } from './taskFormTypes.js';

const UNSAFE = /[^A-Za-z0-9_-]/g;
const ESCAPE = /\$([0-9a-f]{4})/g;
const cache = new Map<string, string>();

/**
 * The react-hook-form name segment of a field or group id. Requirement ids may hold `.`, `[`, or
 * digits only, which react-hook-form reads as paths and array indexes; the name is always a
 * plain key (`f_` and the id, other characters written `$` and four hex digits), and
 * {@link fieldIdOf} reads it back.
 *
 * @example
 * fieldName('req_1'); // 'f_req_1'
 * fieldName('address.line1'); // 'f_address$002eline1'
 */
export function fieldName(id: string): string {
  let name = cache.get(id);
  if (name === undefined) {
    name = `f_${id.replace(UNSAFE, (char) => `$${char.charCodeAt(0).toString(16).padStart(4, '0')}`)}`;
    if (cache.size < 10_000) cache.set(id, name);
  }
  return name;
}

/**
 * The field or group id of a name made by {@link fieldName}.
 *
 * @example
 * fieldIdOf('f_address$002eline1'); // 'address.line1'
 */
export function fieldIdOf(name: string): string {
  return name.slice(2).replace(ESCAPE, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

// Every value is a top-level key, never a nested path: react-hook-form parses a dotted name on each
// register, read and write, which a long form pays per field on every mount.
const ANSWER = 'answer_';
const ABSENT = 'absent_';
const CHOICE = 'choice_';

/** The react-hook-form name of a field's value. */
export const answerPath = (fieldId: string) => `${ANSWER}${fieldName(fieldId)}` as const;
/** The react-hook-form name of a field's "I don't have this". */
export const absentPath = (fieldId: string) => `${ABSENT}${fieldName(fieldId)}` as const;
/** The react-hook-form name of a choice group's chosen member. */
export const choicePath = (groupId: string) => `${CHOICE}${fieldName(groupId)}` as const;
/** The react-hook-form name of the choice of the group an editable field belongs to; `null` outside one. */
export const groupPathOf = (field: FormField) =>
  field.alternativeKey !== null && !field.isReadOnly ? choicePath(field.alternativeKey) : null;

/** Form values keyed by id as react-hook-form values keyed by flat names. */
export function toFieldValues(values: TaskFormValues): TaskFormFieldValues {
  const result: TaskFormFieldValues = {};
  for (const [id, value] of Object.entries(values.answers ?? {})) result[answerPath(id)] = value;
  for (const [id, value] of Object.entries(values.absent ?? {})) result[absentPath(id)] = value;
  for (const [id, value] of Object.entries(values.choices ?? {})) result[choicePath(id)] = value;
  return result;
}

/** React-hook-form values keyed by flat names as form values keyed by id. */
export function toTaskFormValues(values: Partial<TaskFormFieldValues>): Required<TaskFormValues> {
  const answers: Record<string, unknown> = {};
  const absent: Record<string, boolean> = {};
  const choices: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) {
    if (name.startsWith(ANSWER)) answers[fieldIdOf(name.slice(ANSWER.length))] = value;
    else if (name.startsWith(ABSENT) && typeof value === 'boolean') absent[fieldIdOf(name.slice(ABSENT.length))] = value;
    else if (name.startsWith(CHOICE) && typeof value === 'string') choices[fieldIdOf(name.slice(CHOICE.length))] = value;
  }
  return { answers, absent, choices };
}
