/**
 * paykit/forms: task forms on react-hook-form. Kept apart from the root entry so an app that
 * renders its own forms, or none, does not carry react-hook-form.
 *
 * `useTaskForm` reads a task and gives its form; `useTaskField`, `useTaskTextField` and
 * `useChoiceGroup` bind one field or alternative group to it, each re-rendering on its own;
 * `useTaskFormErrors` lists the current errors for a summary.
 */
export { fieldIdOf, fieldName } from './fieldNames.js';
export type {
  TaskFieldError,
  TaskFormErrorEntry,
  TaskFormFieldValues,
  TaskFormStatus,
  TaskFormSubmitStatus,
  TaskRevisionChange,
  TaskTextBinding,
  TaskTextElement,
  UseChoiceGroupResult,
  UseTaskFieldResult,
  UseTaskTextFieldResult,
  UseTaskFormOptions,
  UseTaskFormResult,
} from './taskFormTypes.js';
export { useChoiceGroup } from './useChoiceGroup.js';
export { useTaskField } from './useTaskField.js';
export { useTaskTextField } from './useTaskTextField.js';
export { useTaskForm } from './useTaskForm.js';
export { useTaskFormErrors } from './useTaskFormErrors.js';
