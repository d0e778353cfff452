import type { TaskFormValues } from '../../core/forms/index.js';
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

/** The react-hook-form path of a field's value. */
export const answerPath = (fieldId: string) => `answers.${fieldName(fieldId)}` as const;
/** The react-hook-form path of a field's "I don't have this". */
export const absentPath = (fieldId: string) => `absent.${fieldName(fieldId)}` as const;
/** The react-hook-form path of a choice group's chosen member. */
export const choicePath = (groupId: string) => `choices.${fieldName(groupId)}` as const;

function byId<T>(record: Readonly<Record<string, T>> | undefined, toKey: (key: string) => string): Record<string, T> {
  const result: Record<string, T> = {};
  for (const [key, value] of Object.entries(record ?? {})) result[toKey(key)] = value;
  return result;
}

/** Form values keyed by id as react-hook-form values keyed by safe names. */
export function toFieldValues(values: TaskFormValues): TaskFormFieldValues {
  return { answers: byId(values.answers, fieldName), absent: byId(values.absent, fieldName), choices: byId(values.choices, fieldName) };
}

/** React-hook-form values keyed by safe names as form values keyed by id. */
export function toTaskFormValues(values: Partial<TaskFormFieldValues>): Required<TaskFormValues> {
  return { answers: byId(values.answers, fieldIdOf), absent: byId(values.absent, fieldIdOf), choices: byId(values.choices, fieldIdOf) };
}
