import type { ReactNode } from 'react';
import type { FormField } from '../../core/forms/index.js';
import type { TaskTextBinding } from '../../hooks/forms/index.js';
import type { FieldInputAria } from '../../hooks/forms/fieldAria.js';

/**
 * How a control is labelled by the field around it:
 * - `label`: one focusable control, labelled by a `<label for>` (text, date, a select);
 * - `fieldset`: several controls (radios, checkboxes, an address block), grouped in a
 *   `<fieldset>` whose `<legend>` is the label;
 * - `self`: the control carries the label itself (an attestation's checkbox reads the prompt).
 */
export type ControlLabelling = 'label' | 'fieldset' | 'self';

/** What every task field control receives from the field around it. */
export interface TaskFieldControlProps {
  field: FormField;
  value: unknown;
  onChange: (value: unknown) => void;
  onBlur: () => void;
  /** Give it to the first focusable element, so a failed submit can focus the field. */
  focusRef: (element: HTMLElement | null) => void;
  /**
   * The ARIA of the control's element (of its first one, for a group), from the field hook
   * (`useTaskField`/`useTaskTextField` `inputProps`): `id` (the label points at it),
   * `aria-describedby`, `aria-invalid`, `aria-required` and `disabled`. Spread it on the element;
   * a control of several elements gives each part `partAria(inputAria, { id })`.
   */
  inputAria: FieldInputAria;
  /**
   * Call it when the person starts a new try whose own outcome decides the field (a document
   * control picking a new file, before the upload): the field forgets its error from the last
   * submit, so "Add a document." never stands under the control's own "This file type is not
   * accepted". The value's next change checks the field again.
   * @default undefined (nothing to forget)
   */
  onNewAttempt?: () => void;
  /**
   * Given only to a control whose {@link TaskFieldControl} says `binding: 'text'`: the control's
   * text element is bound uncontrolled with it (`useTaskTextField`), and `value`, `onChange`,
   * `onBlur` and `focusRef` go unused, so typing re-renders nothing.
   * @default undefined (the control is controlled through `value` and `onChange`)
   */
  textBinding?: TaskTextBinding;
}

/**
 * How a field binds a control's value: `value` through `value` and `onChange` (`useTaskField`),
 * or `text` through an uncontrolled text element (`textBinding`, `useTaskTextField`), for a
 * control that is one `<input>` or `<textarea>` whose value is its text.
 */
export type ControlBinding = 'value' | 'text';

/** A control for a kind of field, and how the field around it labels it. */
export interface TaskFieldControl {
  Control: (props: TaskFieldControlProps) => ReactNode;
  labelling: ControlLabelling;
  /**
   * How the field binds the control's value.
   * @default 'value'
   */
  binding?: ControlBinding;
  /**
   * With `binding: 'text'`: how the control rewrites its text on blur (trim a name, drop a phone
   * number's separators), so the field keeps, checks and sends the normalised text from the first
   * keystroke (`useTaskTextField`'s `normalise`) and a blur changes no error.
   * @default none: the text is kept as typed
   */
  normalise?: (text: string) => string;
}
