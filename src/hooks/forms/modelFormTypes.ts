import type { FormEvent } from 'react';
import type { PaykitError } from '../../core/client/index.js';
import type { ModelFieldError, ModelServerErrors } from '../../core/forms/modelFormErrors.js';
import type { FieldError } from '../../core/schemas/index.js';
import type { FieldInputAria, FieldPartsProps } from './fieldAria.js';
import type { FocusTargets } from './focusTargets.js';

export type { ModelFieldError, ModelServerErrors };

/** What a model form holds, by field name; a name may hold `.` (`address.city`). */
export type ModelFormValues = Record<string, unknown>;

/**
 * Where the submit of a model form stands: `invalid` when the client's checks or the server's
 * errors at fields hold it back, `failed` when the server refused it (or was not reached) with
 * nothing to fix at a field, `submitted` once it was saved (or there was nothing to save).
 */
export type ModelFormSubmitStatus = 'idle' | 'submitting' | 'invalid' | 'failed' | 'submitted';

/** What {@link useModelForm} is built from: the pure parts of one form. */
export interface UseModelFormOptions<TValues extends object, TProblem> {
  /** The values the form starts with; read on mount. */
  defaultValues: TValues;
  /** The names of the fields shown for `values`, in form order: the order errors are listed and focus goes in. */
  fieldNames: (values: TValues) => readonly string[];
  /** The client's checks: a problem by field name; any problem holds the submit back. */
  validate: (values: TValues) => Readonly<Partial<Record<string, TProblem>>>;
  /**
   * Places a server refusal on the fields by name.
   * @default every `errors[]` item on the form, none on a field
   */
  serverErrors?: (error: PaykitError, values: TValues) => ModelServerErrors;
  /**
   * Sends checked values. A rejection is the server's refusal (or no answer): its errors are
   * placed with `serverErrors` and what the person typed is kept. Resolving with nothing to send
   * (an unchanged edit) is a success too.
   */
  submit: (values: TValues) => Promise<unknown> | void;
  /**
   * The values, when the caller keeps them (controlled): the form shows these and reports each change to `onValuesChange`.
   * @default undefined (the form keeps them)
   */
  values?: TValues;
  /** Called with the new values on every change. @default undefined */
  onValuesChange?: (values: TValues) => void;
  /**
   * A refusal known outside the submit (an observer's, like the checkout's quote error) for
   * `values`, placed on the fields while the form's own submit has none.
   * @default undefined (none)
   */
  externalErrors?: (values: TValues) => ModelServerErrors | null;
}

/** What {@link useModelForm} gives: the values, their errors, the submit and its state. */
export interface UseModelFormResult<TValues extends object, TProblem> {
  /** The values as typed. */
  values: TValues;
  /** Sets one value; after a submit was tried the errors follow it at once. */
  setValue: (name: string, value: unknown) => void;
  /** Sets several values at once (a choice that empties the ones that depended on it). */
  patchValues: (patch: Partial<TValues>) => void;
  /** Replaces every value (a fresh draft) and forgets the tried submit and its refusal. */
  resetValues: (values: TValues) => void;
  /** The error of each invalid field shown, by name: the client's once a submit was tried, else the server's. */
  errors: Readonly<Partial<Record<string, ModelFieldError<TProblem>>>>;
  /** The names of the invalid fields, in form order. */
  invalidNames: readonly string[];
  /** Whether the last refusal's errors landed on a field shown. */
  hasServerFieldErrors: boolean;
  /** The last refusal's errors no field shown owns. */
  formErrors: readonly FieldError[];
  submitStatus: ModelFormSubmitStatus;
  /** The last submit's error, when the server refused it or was not reached; cleared by the next submit. */
  submitError: PaykitError | null;
  isSubmitting: boolean;
  /** Whether a submit was tried: the client's problems show from then on. */
  isAttempted: boolean;
  /** Give it to the `<form>`'s `onSubmit` (or call it): checks, then sends, focusing the first invalid field on a refusal. */
  onSubmit: (event?: FormEvent) => void;
  /** Forgets the last refusal (its notice is stale), keeping what was typed. */
  clearSubmitError: () => void;
  /** The form's focusable elements by field name; `useModelField` records them. */
  focusTargets: FocusTargets;
  /** The `id` of the input of the field `name`, which the error summary links to. */
  inputIdOf: (name: string) => string;
}

/** Options of {@link useModelField}. */
export interface ModelFieldOptions {
  /** Marks the input `aria-required`. @default false */
  isRequired?: boolean;
  /** Whether a description is shown, read with the input. @default false */
  hasDescription?: boolean;
  /** Further ids that describe the input, read after the field's own. @default undefined */
  describedBy?: string;
}

/** What {@link useModelField} gives: the value binding, the error, and the props of each accessible part. */
export interface UseModelFieldResult<TProblem> extends FieldPartsProps {
  name: string;
  value: unknown;
  /** Sets the value (not an event: the value itself). */
  onChange: (value: unknown) => void;
  /** Records the field's focusable element, so a refused submit can focus it. */
  ref: (element: HTMLElement | null) => void;
  error: ModelFieldError<TProblem> | null;
  isInvalid: boolean;
  /** Spread on the input: its `id`, `aria-describedby` (the error message while invalid), `aria-invalid`, `aria-required`, and `ref`. */
  inputProps: FieldInputAria & { ref: (element: HTMLElement | null) => void };
}
