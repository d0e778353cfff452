import { useFormState, type FieldError as HookFormError, type FieldErrors } from 'react-hook-form';
import type { FormField, TaskFormModel } from '../../core/forms/index.js';
import { answerPath, choicePath } from './fieldNames.js';
import type { TaskFormStore } from './taskFormStore.js';
import { useTaskFormStore } from './TaskFormProvider.js';
import type { TaskFormErrorEntry, TaskFormFieldValues } from './taskFormTypes.js';
import { groupError } from './useChoiceGroup.js';
import { taskFieldError } from './useTaskField.js';

/** The invalid entries of `model` in form order: each field, each group, then the group's members. */
export function taskFormErrorEntries(
  store: TaskFormStore,
  model: TaskFormModel,
  errors: FieldErrors<TaskFormFieldValues>,
): TaskFormErrorEntry[] {
  const entries: TaskFormErrorEntry[] = [];
  // An answer's or a choice's error is a leaf error: react-hook-form's type also allows nested ones.
  const addField = (field: FormField) => {
    const error = taskFieldError(store, field, errors[answerPath(field.id)] as HookFormError | undefined);
    if (error) entries.push({ type: 'field', field, error, inputId: store.fieldInputId(field.id) });
  };
  for (const entry of model.entries) {
    if (entry.type === 'field') {
      addField(entry.field);
      continue;
    }
    const error = groupError(store, entry.group, errors[choicePath(entry.group.id)] as HookFormError | undefined);
    if (error) entries.push({ type: 'group', group: entry.group, error, inputId: store.groupInputId(entry.group.id) });
    entry.group.members.forEach(addField);
  }
  return entries;
}

/**
 * The current errors of a `useTaskForm` form, one entry per invalid field or group in form order:
 * what an error summary lists. It follows the errors as they change (a field answered after a
 * failed submit leaves the list at once), and re-renders only when an error does, so keep it in a
 * small component of its own (the summary), never in the component that renders the fields.
 *
 * @throws outside a `TaskFormProvider`.
 *
 * @example
 * function ErrorSummary() {
 *   const entries = useTaskFormErrors();
 *   if (entries.length === 0) return null;
 *   return <ul>{entries.map((entry) => <li key={entry.type === 'field' ? entry.field.id : entry.group.id}>{entry.type === 'field' ? entry.field.label : entry.group.id}</li>)}</ul>;
 * }
 */
export function useTaskFormErrors(): TaskFormErrorEntry[] {
  const store = useTaskFormStore('useTaskFormErrors');
  const { errors } = useFormState({ control: store.control });
  return store.model ? taskFormErrorEntries(store, store.model, errors) : [];
}
