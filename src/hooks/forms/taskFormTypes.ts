import type { ChangeEvent, FocusEvent, FormEventHandler } from 'react';
import type { Control } from 'react-hook-form';
import type { PaykitError } from '../../core/client/index.js';
import type { PaykitStorage } from '../../core/storage.js';
import type { TaskRevisionChange } from '../../core/forms/diffTaskModels.js';
import type { ChoiceGroup, FieldProblem, FormField, TaskFormModel, TaskFormValues } from '../../core/forms/index.js';
import type { Customer, FieldError, Submission, Task } from '../../core/schemas/index.js';
import type { FieldInputAria, FieldLabelProps, FieldPartProps } from './fieldAria.js';
import type { TaskFormStore } from './taskFormStore.js';

/**
 * The react-hook-form values of a task form, each a top-level key (`answerPath`, `absentPath`,
 * `choicePath`): field ids become safe names (`fieldName(id)`), so a requirement id with a dot or
 * a bracket is never read as a path.
 */
export interface TaskFormFieldValues {
  [answer: `answer_${string}`]: unknown;
  [absent: `absent_${string}`]: boolean | undefined;
  [choice: `choice_${string}`]: string | undefined;
}

/** Where a task form stands: reading the task and customer, failed to read, or ready to fill. */
export type TaskFormStatus = 'loading' | 'error' | 'ready';

/** Where the last submit stands. `conflict`: the task changed since it was read (see `conflict`). */
export type TaskFormSubmitStatus = 'idle' | 'submitting' | 'submitted' | 'invalid' | 'conflict' | 'failed';

/**
 * A field's error: the client's own check (`problem`, show a message by its `code`), or what the
 * server said about the value it was sent (`server`, the problem+json `errors[]` at its pointer).
 */
export type TaskFieldError = { source: 'client'; problem: FieldProblem } | { source: 'server'; errors: readonly FieldError[] };

/** What changed in the task when a submit met a newer revision (see `diffTaskModels`). */
export type { TaskRevisionChange };

/** Options of `useTaskForm`. */
export interface UseTaskFormOptions {
  /** The task to answer (`tsk_…`). */
  taskId: string;
  /**
   * Where the draft is kept across reloads and redirects, or `false` for no draft. Document
   * contents and tax identifiers are never stored.
   * @default the provider's `storage`
   */
  draftStorage?: PaykitStorage | false;
  /** Called once the submission is accepted for review. */
  onSubmitted?: (submission: Submission) => void;
}

/** What `useTaskForm` returns: state, actions and prop getters. */
export interface UseTaskFormResult {
  status: TaskFormStatus;
  /** The task as last read. */
  task: Task | undefined;
  customer: Customer | undefined;
  /** The form model of the task as last read. */
  model: TaskFormModel | undefined;
  /** Why the task or customer could not be read. */
  loadError: PaykitError | null;
  /** The react-hook-form control (for `useWatch` and the like; the field hooks find the form through `TaskFormProvider`). */
  control: Control<TaskFormFieldValues>;
  /** The form's field store: give the form to `<TaskFormProvider form={form}>`, which hands it to the field hooks. */
  store: TaskFormStore;
  submitStatus: TaskFormSubmitStatus;
  /** The last submit's error, when the server refused it or it did not reach the server. */
  submitError: PaykitError | null;
  /** Server errors no field owns (shown above the form). */
  formErrors: readonly FieldError[];
  /** Set after a revision conflict until the next successful submit. */
  conflict: TaskRevisionChange | null;
  /** How many fields and groups are invalid after the last submit attempt. */
  invalidCount: number;
  /**
   * The answers were filled from a stored draft when the task was first shown (a reload, a
   * return from a redirect): say so, and offer `discardDraft` to start over. `false` again after
   * `discardDraft` and once a submit is accepted.
   */
  isDraftRestored: boolean;
  /** The current values in the model's shape. */
  getValues: () => TaskFormValues;
  /** Validates, then submits `{ taskRevision, answers }`; focuses the first invalid field when invalid. */
  submit: () => Promise<void>;
  /** Forgets the stored draft and resets the fields to the task's current values ("Start over"). */
  discardDraft: () => void;
  /** Reads the task and the customer again (after a `loadError`); settles once both reads do. */
  reload: () => Promise<void>;
  /** Props for the `<form>`: `onSubmit` (calls `submit`) and `noValidate`. */
  getFormProps: <P extends { onSubmit?: FormEventHandler<HTMLFormElement> }>(
    props?: P,
  ) => P & {
    onSubmit: FormEventHandler<HTMLFormElement>;
    noValidate: true;
  };
}

/** Options of `useTaskField` and `useTaskTextField`. */
export interface TaskFieldOptions {
  /**
   * Whether the field's help (`field.help`) is shown as its description, read with the input.
   * @default field.help !== null
   */
  description?: boolean;
  /**
   * Ids of further elements that describe the input (a hint of your own), read after the field's.
   * @default undefined
   */
  describedBy?: string;
}

/** What {@link useTaskTextField} takes: {@link TaskFieldOptions}, and how its text is normalised. */
export interface TaskTextFieldOptions extends TaskFieldOptions {
  /**
   * Rewrites the text into what is kept, checked and sent (trims a name, drops a phone number's
   * separators), on every keystroke: the element shows the text as typed, and a control may
   * write the normalised text into it on blur without the field's error changing then, so nothing
   * moves under a pointer that is leaving the field.
   * @default none: the text is kept as typed
   */
  normalise?: (text: string) => string;
}

/**
 * The accessible parts of a field, as React Aria's `useTextField` gives them: spread each on its
 * element and the label, description, reviewer's feedback and error message are tied to the
 * input (`htmlFor`/`id`, `aria-describedby`, `aria-invalid`, `aria-required`).
 */
export interface TaskFieldParts {
  /** For the `<label>` (or its `id` for a `<legend>`, when the field is a group of controls). */
  labelProps: FieldLabelProps;
  /** For the element showing `field.help`. */
  descriptionProps: FieldPartProps;
  /** For the element showing `field.reviewFeedback`. */
  feedbackProps: FieldPartProps;
  /** For the element showing the error; render it only while `isInvalid`. */
  errorMessageProps: FieldPartProps;
  /** Whether the field has an error to show (`error !== null`). */
  isInvalid: boolean;
}

/** The props of the input of a field bound by value: its ARIA, the focus ref and `onBlur`. */
export interface TaskFieldInputProps extends FieldInputAria {
  ref: (element: HTMLElement | null) => void;
  onBlur: () => void;
}

/** What `useTaskField` returns for one field: the value binding, absence, its error and its accessible parts. */
export interface UseTaskFieldResult extends TaskFieldParts {
  /**
   * For the input: `id`, `aria-describedby`, `aria-invalid`, `aria-required`, `disabled` (while
   * "I don't have this" is ticked), `ref` and `onBlur`; give it `value` and `onChange` yourself.
   */
  inputProps: TaskFieldInputProps;
  field: FormField;
  /** The react-hook-form name of the value. */
  name: string;
  value: unknown;
  onChange: (value: unknown) => void;
  onBlur: () => void;
  /** Give it to the focusable control, so a failed submit can focus it. */
  ref: (element: HTMLElement | null) => void;
  /** Whether the person answered "I don't have this". */
  isAbsent: boolean;
  setAbsent: (isAbsent: boolean) => void;
  /**
   * Forgets the field's error until the value is checked again (its next change, or the next
   * submit): for a control that starts a new try whose own result decides, such as a new file.
   */
  clearError: () => void;
  error: TaskFieldError | null;
  /**
   * The ask changed (or is new) in the newer revision met by the last conflict; `false` again
   * once a submit is accepted.
   */
  isChanged: boolean;
}

/** The props of one member's radio in a choice group. */
export interface ChoiceRadioProps {
  id: string;
  type: 'radio';
  name: string;
  value: string;
  checked: boolean;
  onChange: () => void;
  /** The first radio's: a failed submit focuses it. */
  ref: ((element: HTMLElement | null) => void) | undefined;
  /** The member's reviewer feedback while the member is not chosen (its own field shows it once chosen). */
  'aria-describedby': string | undefined;
}

/** What `useChoiceGroup` returns for one alternative group. */
export interface UseChoiceGroupResult {
  /** For the `<fieldset>`: read with its hint and, while invalid, its error message. */
  groupProps: { 'aria-describedby': string | undefined };
  /** For the `<legend>`. */
  labelProps: FieldPartProps;
  /** For the hint that says to choose one way to answer. */
  descriptionProps: FieldPartProps;
  /** For the element showing the group's error; render it only while `isInvalid`. */
  errorMessageProps: FieldPartProps;
  isInvalid: boolean;
  /** The props of member `fieldId`'s radio. */
  getRadioProps: (fieldId: string) => ChoiceRadioProps;
  /** For the element showing member `fieldId`'s reviewer feedback beside its radio. */
  getFeedbackProps: (fieldId: string) => FieldPartProps;
  /** The chosen member's field id; `null` until one is chosen or only one is started. */
  chosenId: string | null;
  choose: (fieldId: string) => void;
  /** `choice_required` / `choice_ambiguous` after a submit attempt, or the server's errors on the group. */
  error: { code: string; message: string } | null;
  /** Give it to the first radio, so a failed submit can focus the group. */
  ref: (element: HTMLElement | null) => void;
}

/** A text element a person types into: an `<input>` or a `<textarea>`. */
export type TaskTextElement = HTMLInputElement | HTMLTextAreaElement;

/**
 * An uncontrolled text element's binding to the form (react-hook-form's `register`): spread it
 * on the `<input>` or `<textarea>` and give it no `value`; the form sets and reads the element's
 * value itself, so typing re-renders nothing.
 */
export interface TaskTextBinding {
  /** The react-hook-form path of the value (the element's `name`). */
  name: string;
  /** Records the element's value; call it with the element as `target` after rewriting its value. */
  onChange: (event: Pick<ChangeEvent<TaskTextElement>, 'target' | 'type'>) => void;
  onBlur: (event: FocusEvent<TaskTextElement>) => void;
  /** Binds the element: the form fills it with the current value and can focus it. */
  ref: (element: TaskTextElement | null) => void;
}

/** The props of a text field's `<input>` or `<textarea>`: its ARIA and its uncontrolled binding. */
export interface TaskTextInputProps extends FieldInputAria, TaskTextBinding {}

/** What `useTaskTextField` returns for one text field: its uncontrolled binding, absence, its error and its accessible parts. */
export interface UseTaskTextFieldResult extends TaskFieldParts {
  /**
   * For the `<input>` or `<textarea>` (give it no `value`): `id`, `aria-describedby`,
   * `aria-invalid`, `aria-required`, `disabled` (while "I don't have this" is ticked) and the
   * uncontrolled binding.
   */
  inputProps: TaskTextInputProps;
  field: FormField;
  /** The react-hook-form name of the value. */
  name: string;
  binding: TaskTextBinding;
  /** Whether the person answered "I don't have this". */
  isAbsent: boolean;
  setAbsent: (isAbsent: boolean) => void;
  /** Forgets the field's error until the value is checked again (see `UseTaskFieldResult`). */
  clearError: () => void;
  error: TaskFieldError | null;
  /** The ask changed (or is new) in the newer revision met by the last conflict. */
  isChanged: boolean;
}

/**
 * One invalid entry of a task form, as `useTaskFormErrors` lists them in form order: a field
 * with its error, or an alternative group with its own (`choice_required`, `choice_ambiguous`,
 * or what the server said about the group). `inputId` is the id of the input (or first radio)
 * to link to.
 */
export type TaskFormErrorEntry =
  | { type: 'field'; field: FormField; error: TaskFieldError; inputId: string }
  | { type: 'group'; group: ChoiceGroup; error: NonNullable<UseChoiceGroupResult['error']>; inputId: string };
