import { useMemo, useSyncExternalStore } from 'react';
import type { FormField } from '../../core/forms/index.js';
import { answerPath, groupPathOf } from './fieldNames.js';
import { fieldValidation, setFieldAbsent, taskFieldError, taskFieldParts } from './useTaskField.js';
import type { TaskFormStore } from './taskFormStore.js';
import { useTaskFormStore } from './TaskFormProvider.js';
import type { TaskTextBinding, TaskTextFieldOptions, UseTaskTextFieldResult } from './taskFormTypes.js';

interface TextFieldActions {
  binding: TaskTextBinding;
  setAbsent: (isAbsent: boolean) => void;
  clearError: () => void;
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => ReturnType<TaskFormStore['fieldSnapshot']>;
}

function textFieldActions(store: TaskFormStore, field: FormField, normalise: TaskTextFieldOptions['normalise']): TextFieldActions {
  const name = answerPath(field.id);
  // The value is normalised as it is typed, so a blur that only rewrites the text changes no error.
  const setValueAs = normalise && ((text: unknown) => (typeof text === 'string' ? normalise(text) : text));
  const registered = store.control.register(name, { ...fieldValidation(store, field, groupPathOf(field)), setValueAs });
  const binding: TaskTextBinding = {
    name,
    onChange: (event) => {
      void registered.onChange(event);
      store.noteChange();
    },
    onBlur: (event) => void registered.onBlur(event),
    ref: (element) => {
      registered.ref(element);
      store.setElement(name, element);
    },
  };
  return {
    binding,
    setAbsent: (isAbsent) => setFieldAbsent(store, field, isAbsent),
    clearError: () => store.form.clearErrors(name),
    subscribe: (listener) => store.subscribeField(field.id, listener),
    getSnapshot: () => store.fieldSnapshot(field.id),
  };
}

/**
 * One text field of a `useTaskForm` form, bound uncontrolled: spread `binding` on an `<input>`
 * or `<textarea>` (and give it no `value`). Typing re-renders nothing at all, not even this
 * field: the form reads the element's value, keeps the draft and, after a first submit, checks
 * the value as `toSubmission` does. With `options.normalise`, what is kept is the normalised text,
 * from the first keystroke. The field re-renders only when its error, "I don't have
 * this" or its conflict mark changes. Use `useTaskField` for any other control (a select, a
 * date, an address…), whose value is not the text of one element. It also gives the props that
 * make the field accessible, as React Aria's `useTextField` does: `labelProps`, `inputProps` (the
 * ARIA and the binding together), `descriptionProps`, `feedbackProps`, `errorMessageProps`.
 *
 * @param field A field of the form's `model` whose value is text.
 * @param options Whether the help is shown, further ids that describe the input, and how the text is normalised.
 * @throws outside a `TaskFormProvider`.
 *
 * @example
 * function TextField({ field }: { field: FormField }) {
 *   const { labelProps, inputProps, descriptionProps, errorMessageProps, isInvalid } = useTaskTextField(field);
 *   return (
 *     <>
 *       <label {...labelProps}>{field.label}</label>
 *       {field.help && <p {...descriptionProps}>{field.help}</p>}
 *       <input {...inputProps} />
 *       {isInvalid && <p {...errorMessageProps}>Check this answer.</p>}
 *     </>
 *   );
 * }
 */
export function useTaskTextField(field: FormField, options: TaskTextFieldOptions = {}): UseTaskTextFieldResult {
  const store = useTaskFormStore('useTaskTextField');
  const { normalise } = options;
  const actions = useMemo(() => textFieldActions(store, field, normalise), [store, field, normalise]);
  const snapshot = useSyncExternalStore(actions.subscribe, actions.getSnapshot, actions.getSnapshot);
  const error = taskFieldError(store, field, snapshot.error);
  const { inputAria, ...parts } = taskFieldParts(store, field, error, snapshot.isAbsent, options);
  return {
    field,
    name: actions.binding.name,
    binding: actions.binding,
    isAbsent: snapshot.isAbsent,
    setAbsent: actions.setAbsent,
    clearError: actions.clearError,
    error,
    isChanged: snapshot.isChanged,
    ...parts,
    inputProps: { ...inputAria, ...actions.binding },
  };
}
