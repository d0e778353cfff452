/**
 * paykit/forms: task forms on react-hook-form. Kept apart from the root entry so an app that
 * renders its own forms, or none, does not carry react-hook-form.
 */
export type {
  TaskFieldError,
  TaskFormFieldValues,
  TaskFormStatus,
  TaskFormSubmitStatus,
  TaskRevisionChange,
  UseChoiceGroupResult,
  UseTaskFieldResult,
  UseTaskFormOptions,
  UseTaskFormResult,
} from './taskFormTypes.js';
