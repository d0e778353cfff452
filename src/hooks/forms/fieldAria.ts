/** Joins the ids that describe a control (`aria-describedby`), skipping the missing ones; `undefined` when none. */
export function joinIds(...ids: ReadonlyArray<string | false | null | undefined>): string | undefined {
  // A loop rather than filter and join: a long task form works this out for hundreds of fields on mount.
  let joined: string | undefined;
  for (const id of ids) if (id) joined = joined === undefined ? id : `${joined} ${id}`;
  return joined;
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

/** The props of the parts of a field around its input: the same for as long as its input's id is. */
export interface FieldPartsProps {
  labelProps: FieldLabelProps;
  descriptionProps: FieldPartProps;
  feedbackProps: FieldPartProps;
  errorMessageProps: FieldPartProps;
}

/** What {@link fieldAria} works out: props for each part of a field, as React Aria's `useField` gives them. */
export interface FieldAria extends FieldPartsProps {
  inputAria: FieldInputAria;
}

/** The props of the label, description, feedback and error message of the field whose input is `inputId`. */
export function fieldPartsProps(inputId: string): FieldPartsProps {
  const ids = fieldIdsOf(inputId);
  return {
    labelProps: { id: ids.labelId, htmlFor: ids.inputId },
    descriptionProps: { id: ids.descriptionId },
    feedbackProps: { id: ids.feedbackId },
    errorMessageProps: { id: ids.errorMessageId },
  };
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

/** The ARIA of the input of a field whose other parts have the props `parts`. */
export function fieldInputAria(parts: FieldPartsProps, options: Omit<FieldAriaOptions, 'inputId'>): FieldInputAria {
  return {
    id: parts.labelProps.htmlFor,
    'aria-describedby': joinIds(
      options.hasDescription && parts.descriptionProps.id,
      options.hasFeedback === true && parts.feedbackProps.id,
      options.isInvalid && parts.errorMessageProps.id,
      options.describedBy,
    ),
    'aria-invalid': options.isInvalid || undefined,
    'aria-required': options.isRequired || undefined,
    disabled: options.isDisabled || undefined,
  };
}

/** The props of a field's label, input, description, feedback and error message, tied by their ids. */
export function fieldAria(options: FieldAriaOptions): FieldAria {
  const parts = fieldPartsProps(options.inputId);
  return { ...parts, inputAria: fieldInputAria(parts, options) };
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
