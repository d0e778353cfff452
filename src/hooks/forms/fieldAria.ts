/** Joins the ids that describe a control (`aria-describedby`), skipping the missing ones; `undefined` when none. */
export function joinIds(...ids: ReadonlyArray<string | false | null | undefined>): string | undefined {
  const joined = ids.filter(Boolean).join(' ');
  return joined === '' ? undefined : joined;
}

/** The id of part `part` of a control (a radio, an address line, a hint) other than its first. */
export function partId(inputId: string, part: string | number): string {
  return `${inputId}-${part}`;
}

/** The ids that tie a field's label, description, feedback and error message to its input. */
export interface FieldIds {
  /** The input's `id`; the label's `htmlFor`. */
  inputId: string;
  labelId: string;
  descriptionId: string;
  /** The reviewer's feedback on a task field. */
  feedbackId: string;
  errorMessageId: string;
}

/** The ids of the parts of a field whose input is `inputId`. */
export function fieldIdsOf(inputId: string): FieldIds {
  return {
    inputId,
    labelId: partId(inputId, 'label'),
    descriptionId: partId(inputId, 'description'),
    feedbackId: partId(inputId, 'feedback'),
    errorMessageId: partId(inputId, 'error'),
  };
}

/**
 * The ARIA wiring of a field's input: its `id`, what describes it (the description, the
 * reviewer's feedback and, while invalid, the error message), `aria-invalid`, `aria-required`
 * and `disabled`. `undefined` rather than `false`, so a valid, enabled input sets no attribute.
 */
export interface FieldInputAria {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  'aria-required': true | undefined;
  disabled: true | undefined;
}

/** Props for the field's label: give them to a `<label>` (or `id` alone to a `<legend>`). */
export interface FieldLabelProps {
  id: string;
  htmlFor: string;
}

/** Props for an element that describes the input (its description, feedback or error message). */
export interface FieldPartProps {
  id: string;
}

/** What {@link fieldAria} works out: props for each part of a field, as React Aria's `useField` gives them. */
export interface FieldAria {
  labelProps: FieldLabelProps;
  inputAria: FieldInputAria;
  descriptionProps: FieldPartProps;
  feedbackProps: FieldPartProps;
  errorMessageProps: FieldPartProps;
}

/** What a field shows, for {@link fieldAria}. */
export interface FieldAriaOptions {
  inputId: string;
  /** Whether a description is shown (and read with the input). */
  hasDescription: boolean;
  /** Whether the reviewer's feedback is shown (and read with the input). @default false */
  hasFeedback?: boolean;
  isInvalid: boolean;
  isRequired: boolean;
  /** @default false */
  isDisabled?: boolean;
  /** Further ids that describe the input, read after the field's own. @default undefined */
  describedBy?: string | undefined;
}

/** The props of a field's label, input, description, feedback and error message, tied by their ids. */
export function fieldAria(options: FieldAriaOptions): FieldAria {
  const ids = fieldIdsOf(options.inputId);
  return {
    labelProps: { id: ids.labelId, htmlFor: ids.inputId },
    inputAria: {
      id: ids.inputId,
      'aria-describedby': joinIds(
        options.hasDescription && ids.descriptionId,
        options.hasFeedback === true && ids.feedbackId,
        options.isInvalid && ids.errorMessageId,
        options.describedBy,
      ),
      'aria-invalid': options.isInvalid || undefined,
      'aria-required': options.isRequired || undefined,
      disabled: options.isDisabled || undefined,
    },
    descriptionProps: { id: ids.descriptionId },
    feedbackProps: { id: ids.feedbackId },
    errorMessageProps: { id: ids.errorMessageId },
  };
}

/**
 * The ARIA of one part of a multi-part control (an address line, a radio), from the field's
 * `inputAria`: its own `id` (the field's for the first part), extra ids that describe it (a
 * hint of its own), and no `aria-required` when `isRequiredHere` is false (an optional part, a
 * radio that carries native `required`).
 */
export function partAria(
  inputAria: FieldInputAria,
  options: { id?: string; describedBy?: string | undefined; isRequiredHere?: boolean } = {},
): FieldInputAria {
  return {
    id: options.id ?? inputAria.id,
    'aria-describedby': joinIds(inputAria['aria-describedby'], options.describedBy),
    'aria-invalid': inputAria['aria-invalid'],
    'aria-required': options.isRequiredHere === false ? undefined : inputAria['aria-required'],
    disabled: inputAria.disabled,
  };
}

/** The ARIA alone of an input's props (without its binding), for a control that spreads it on several parts. */
export function inputAriaOf(inputProps: FieldInputAria): FieldInputAria {
  return {
    id: inputProps.id,
    'aria-describedby': inputProps['aria-describedby'],
    'aria-invalid': inputProps['aria-invalid'],
    'aria-required': inputProps['aria-required'],
    disabled: inputProps.disabled,
  };
}
