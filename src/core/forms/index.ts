export { buildTaskForm, type BuildTaskFormOptions } from './buildTaskForm.js';
export { buildField } from './buildField.js';
export { carryOverValues, diffTaskModels, editedValues, type TaskRevisionChange } from './diffTaskModels.js';
export {
  createDraft,
  draftStorageKey,
  isDraftable,
  mentionsTaxIdentifier,
  parseDraft,
  restoreDraft,
  serializeDraft,
  type TaskDraft,
} from './draftPolicy.js';
export { dedupeOpenTasks, type AskOccurrence, type DedupedAsk } from './dedupeOpenTasks.js';
export { fieldErrorsFromProblem, type FormErrors } from './fieldErrorsFromProblem.js';
export type {
  ChoiceGroup,
  DocumentConstraints,
  FieldKind,
  FieldOption,
  FieldProblem,
  FieldProblemCode,
  FormEntry,
  FormField,
  FormSection,
  TaskFormModel,
  TaskFormValues,
} from './formModel.js';
export { getAtPointer } from './getAtPointer.js';
export { givenAnswerOf, latestAnswers, type GivenAnswer } from './givenAnswers.js';
export { toSubmission, type ChoiceProblemCode, type SubmissionProblem, type ToSubmissionResult } from './toSubmission.js';
export { codePointLength, compilePattern, createValidator, isDateString, isEmptyValue, type ValidatorSpec } from './validators.js';
