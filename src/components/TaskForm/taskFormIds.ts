import { createContext, useContext, useId } from 'react';

/**
 * The id prefix a {@link TaskForm} gives its parts, so the error summary can link to a field's
 * control by id before that field ever rendered its own state.
 */
export const TaskFormIdsContext = /* @__PURE__ */ createContext<string | null>(null);

/** Turns any requirement or group id into characters safe in an HTML id and a URL fragment. */
function idSafe(id: string): string {
  return SAFE_ID.test(id) ? id : id.replace(/[^A-Za-z0-9_-]/g, (character) => `.${character.codePointAt(0)?.toString(36) ?? ''}.`);
}

const SAFE_ID = /^[A-Za-z0-9_-]*$/;

/** The id of the control (or first control) of field `fieldId` under `prefix`. */
export function fieldControlId(prefix: string, fieldId: string): string {
  return `${prefix}field-${idSafe(fieldId)}`;
}

/** The id of the first radio of choice group `groupId` under `prefix`. */
export function choiceControlId(prefix: string, groupId: string): string {
  return `${prefix}choice-${idSafe(groupId)}`;
}

/**
 * The id prefix of the surrounding {@link TaskForm}, or a fresh one for a part rendered on its
 * own (a merchant composing their own form).
 */
export function useTaskFormIdPrefix(): string {
  const own = useId();
  const enclosing = useContext(TaskFormIdsContext);
  return enclosing ?? own.replace(/[^A-Za-z0-9_-]/g, '');
}
