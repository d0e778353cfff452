import { useCallback, useSyncExternalStore } from 'react';
import { useController, useWatch, type FieldError as HookFormError } from 'react-hook-form';
import type { FormField } from '../../core/forms/index.js';
import { fieldProblemOf } from './entryChecks.js';
import { absentPath, answerPath, groupPathOf } from './fieldNames.js';
import { problemOfError, serverErrorsOf } from './taskFieldErrors.js';
import type { TaskFormStore } from './taskFormStore.js';
import { useTaskFormStore } from './TaskFormProvider.js';
import { useFocusRef } from './useFocusRef.js';
import type { TaskFieldError, TaskFormFieldValues, UseTaskFieldResult } from './taskFormTypes.js';

/**
 * One field of a `useTaskForm` form: its value binding, "I don't have this", its error and
 * whether its ask changed in a revision conflict. A keystroke re-renders this field alone.
 *
 * The field is checked as `toSubmission` checks it (a member of an alternative group only when
 * it is the answered one, a field marked absent never), on submit and, after a first submit, on
 * every change. `error` is the client's problem, or the server's errors until the value changes.
 *
 * @param field A field of the form's `model`.
 * @throws outside a `TaskFormProvider`.
 *
 * @example
 * function DateField({ field }: { field: FormField }) {
 *   const { value, onChange, onBlur, ref, error } = useTaskField(field);
 *   return <input ref={ref} value={String(value ?? '')} onChange={(event) => onChange(event.target.value)} onBlur={onBlur} aria-invalid={error !== null} />;
 * }
 */
export function useTaskField(field: FormField): UseTaskFieldResult {
  const store = useTaskFormStore('useTaskField');
  const { control } = store;
  const name = answerPath(field.id);
  const groupPath = groupPathOf(field);
  const { field: binding, fieldState } = useController({ control, name, rules: fieldValidation(store, field, groupPath) });
  const isAbsent = useWatch({ control, name: absentPath(field.id), exact: true, disabled: !field.allowsAbsence }) === true;
  const isChanged = useSyncExternalStore(
    store.subscribe,
    () => store.changedIds.has(field.id),
    () => false,
  );

  const { onChange: change, onBlur, ref: bindRef, value } = binding;
  const onChange = useCallback(
    (next: unknown) => {
      change(next);
      store.noteChange();
    },
    [change, store],
  );
  const setAbsent = useCallback((next: boolean) => setFieldAbsent(store, field, next), [store, field]);
  const ref = useFocusRef(store, name, bindRef);
  const clearError = useCallback(() => store.form.clearErrors(name), [store, name]);

  return {
    field,
    name,
    value,
    onChange,
    onBlur,
    ref,
    isAbsent,
    setAbsent,
    clearError,
    error: taskFieldError(store, field, fieldState.error),
    isChanged,
  };
}

/**
 * Ticks or clears a field's "I don't have this": a text field's snapshot is read again, the draft
 * notes the change and, once a submit was tried, the field (and its group) is checked again.
 */
export function setFieldAbsent(store: TaskFormStore, field: FormField, isAbsent: boolean): void {
  const name = answerPath(field.id);
  const groupPath = groupPathOf(field);
  store.form.setValue(absentPath(field.id), isAbsent, { shouldDirty: true });
  store.refreshFields([name]);
  store.noteChange();
  if (store.isAttempted) void store.form.trigger(groupPath === null ? [name] : [name, groupPath]);
}

/** The react-hook-form rules of a field: checked as `toSubmission` checks it. */
export function fieldValidation(store: TaskFormStore, field: FormField, groupPath: ReturnType<typeof groupPathOf>) {
  return {
    validate: (_value: unknown, values: TaskFormFieldValues) =>
      (store.model ? fieldProblemOf(store.model, field.id, values)?.message : undefined) ?? true,
    // Starting a member can settle its group's choice.
    ...(groupPath === null ? {} : { deps: [groupPath] }),
  };
}

/** The field's error as the kit shows it; the client's problem is worked out again, with its code and limit. */
export function taskFieldError(store: TaskFormStore, field: FormField, error: HookFormError | undefined): TaskFieldError | null {
  if (!error) return null;
  const serverErrors = serverErrorsOf(error);
  if (serverErrors) return { source: 'server', errors: serverErrors };
  const problem = store.model ? fieldProblemOf(store.model, field.id, store.getValues()) : null;
  return { source: 'client', problem: problem ?? problemOfError(error) };
}
