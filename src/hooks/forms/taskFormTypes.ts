import type { FormEventHandler } from 'react';
import type { Control } from 'react-hook-form';
import type { PaykitError } from '../../core/client/index.js';
import type { FieldProblem, FormField, TaskFormModel, TaskFormValues } from '../../core/forms/index.js';
import type { Customer, FieldError, Submission, Task } from '../../core/schemas/index.js';

/**
 * The react-hook-form values of a task form. Field ids become safe names (`fieldName(id)`), so a
 * requirement id with a dot or a bracket is never read as a path.
 */
export interface TaskFormFieldValues {
  answers: Record<string, unknown>;
  absent: Record<string, boolean>;
  choices: Record<string, string>;
}

/** Where a task form stands: reading the task and customer, failed to read, or ready to fill. */
export type TaskFormStatus = 'loading' | 'error' | 'ready';

/** Where the last submit stands. `conflict`: the task changed since it was read (see `conflict`). */
export type TaskFormSubmitStatus = 'idle' | 'submitting' | 'submitted' | 'invalid' | 'conflict' | 'failed';

/**
 * A field's error: the client's own check (`problem`, show a message by its `code`), or what the
 * server said about the value it was sent (`server`, the problem+json `errors[]` at its pointer).
 */
export type TaskFieldError =
  | { source: 'client'; problem: FieldProblem }
  | { source: 'server'; errors: readonly FieldError[] };

/** What changed in the task when a submit met a newer revision. */
export interface TaskRevisionChange {
  previousRevision: number;
  revision: number;
  /** Fields whose ask changed (prompt, constraints, options, status or feedback). */
  changedFieldIds: readonly string[];
  /** Fields that are new in the newer revision. */
  addedFieldIds: readonly string[];
  /** Fields that are gone, with their labels (they no longer exist to show). */
  removed: readonly { id: string; label: string }[];
}

/** Options of `useTaskForm`. */
export interface UseTaskFormOptions {
  /** The task to answer (`tsk_…`). */
  taskId: string;
  /**
   * Where the draft is kept across reloads and redirects, or `false` for no draft. Document
   * contents and tax identifiers are never stored.
   * @default window.sessionStorage when there is one
   */
  draftStorage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | false;
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
  /** The react-hook-form control, for `useTaskField` and `useChoiceGroup`. */
  control: Control<TaskFormFieldValues>;
  submitStatus: TaskFormSubmitStatus;
  /** The last submit's error, when the server refused it or it did not reach the server. */
  submitError: PaykitError | null;
  /** Server errors no field owns (shown above the form). */
  formErrors: readonly FieldError[];
  /** Set after a revision conflict until the next successful submit. */
  conflict: TaskRevisionChange | null;
  /** How many fields and groups are invalid after the last submit attempt. */
  invalidCount: number;
  /** The current values in the model's shape. */
  getValues: () => TaskFormValues;
  /** Validates, then submits `{ taskRevision, answers }`; focuses the first invalid field when invalid. */
  submit: () => Promise<void>;
  /** Forgets the stored draft and resets the fields to the task's current values. */
  discardDraft: () => void;
  /** Props for the `<form>`: `onSubmit` (calls `submit`) and `noValidate`. */
  getFormProps: <P extends { onSubmit?: FormEventHandler<HTMLFormElement> }>(props?: P) => P & {
    onSubmit: FormEventHandler<HTMLFormElement>;
    noValidate: true;
  };
}

/** What `useTaskField` returns for one field: the value binding, absence and its error. */
export interface UseTaskFieldResult {
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
  error: TaskFieldError | null;
  /** The ask changed in the newer revision after a conflict. */
  isChanged: boolean;
}

/** What `useChoiceGroup` returns for one alternative group. */
export interface UseChoiceGroupResult {
  /** The chosen member's field id; `null` until one is chosen or only one is started. */
  chosenId: string | null;
  choose: (fieldId: string) => void;
  /** `choice_required` / `choice_ambiguous` after a submit attempt, or the server's errors on the group. */
  error: { code: string; message: string } | null;
  /** Give it to the first radio, so a failed submit can focus the group. */
  ref: (element: HTMLElement | null) => void;
}
