import { useCallback, useSyncExternalStore } from 'react';
import { useController, useWatch, type FieldError as HookFormError } from 'react-hook-form';
import type { FormField } from '../../core/forms/index.js';
import { fieldProblemOf } from './entryChecks.js';
import { absentPath, answerPath, groupPathOf } from './fieldNames.js';
import { problemOfError, serverErrorsOf } from './taskFieldErrors.js';
import type { TaskFormStore } from './taskFormStore.js';
import { useTaskFormStore } from './TaskFormProvider.js';
import { useFocusRef } from './useFocusRef.js';
import { fieldInputAria } from './fieldAria.js';
import type { TaskFieldError, TaskFieldOptions, TaskFieldParts, TaskFormFieldValues, UseTaskFieldResult } from './taskFormTypes.js';
import type { FieldInputAria } from './fieldAria.js';

/**
 * One field of a `useTaskForm` form: its value binding, "I don't have this", its error, whether
 * its ask changed in a revision conflict, and the props that make it accessible (`labelProps`,
 * `inputProps`, `descriptionProps`, `feedbackProps`, `errorMessageProps`), as React Aria's
 * `useTextField` gives them. A keystroke re-renders this field alone.
 *
 * The field is checked as `toSubmission` checks it (a member of an alternative group only when
 * it is the answered one, a field marked absent never), on submit and, after a first submit, on
 * every change. `error` is the client's problem, or the server's errors until the value changes.
 *
 * @param field A field of the form's `model`.
 * @param options Whether the help is shown, and further ids that describe the input.
 * @throws outside a `TaskFormProvider`.
 *
 * @example
 * function DateField({ field }: { field: FormField }) {
 *   const { value, onChange, labelProps, inputProps, errorMessageProps, isInvalid } = useTaskField(field);
 *   return (
 *     <>
 *       <label {...labelProps}>{field.label}</label>
 *       <input type="date" {...inputProps} value={String(value ?? '')} onChange={(event) => onChange(event.target.value)} />
 *       {isInvalid && <p {...errorMessageProps}>Enter a date.</p>}
 *     </>
 *   );
 * }
 */
export function useTaskField(field: FormField, options: TaskFieldOptions = {}): UseTaskFieldResult {
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

  const error = taskFieldError(store, field, fieldState.error);
  const { inputAria, ...parts } = taskFieldParts(store, field, error, isAbsent, options);
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
    error,
    isChanged,
    ...parts,
    inputProps: { ...inputAria, ref, onBlur },
  };
}

/**
 * The accessible parts of a field with `error`: described by its help (unless `options` say it is
 * not shown), its reviewer's feedback and, while invalid, its error message; required until "I
 * don't have this" is ticked, which disables it.
 */
export function taskFieldParts(
  store: TaskFormStore,
  field: FormField,
  error: TaskFieldError | null,
  isAbsent: boolean,
  options: TaskFieldOptions,
): TaskFieldParts & { inputAria: FieldInputAria } {
  const isInvalid = error !== null;
  const parts = store.fieldParts(field.id);
  const inputAria = fieldInputAria(parts, {
    hasDescription: options.description ?? field.help !== null,
    hasFeedback: field.reviewFeedback !== null,
    isInvalid,
    isRequired: field.required && !isAbsent,
    isDisabled: isAbsent,
    describedBy: options.describedBy,
  });
  return { ...parts, inputAria, isInvalid };
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
