/**
 * paykit/forms: everything that turns an ask into a form. The task form model (`buildTaskForm`,
 * `toSubmission`, validators, drafts and revision diffs), task forms on react-hook-form, and the
 * recipient and destination form models with their checks (ABA routing, IBAN and BIC through
 * ibantools, wallet addresses per network family). Kept apart from the root entry so an app that
 * renders its own forms, or none, carries neither react-hook-form nor ibantools.
 *
 * `useTaskForm` reads a task and gives its form; `useTaskField`, `useTaskTextField` and
 * `useChoiceGroup` bind one field or alternative group to it, each re-rendering on its own;
 * `useTaskFormErrors` lists the current errors for a summary.
 */
export * from '../../core/forms/index.js';
export * from '../../core/payees/index.js';
export { absentPath, answerPath, choicePath, fieldIdOf, fieldName } from './fieldNames.js';
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
