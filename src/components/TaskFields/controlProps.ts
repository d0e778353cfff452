import type { ReactNode } from 'react';
import type { FormField } from '../../core/forms/index.js';

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
  /** The id of the control (or of the first control of a group); the label points at it. */
  controlId: string;
  /** Ids of the description, feedback and error, for `aria-describedby`; `undefined` when none. */
  describedBy: string | undefined;
  isInvalid: boolean;
  isRequired: boolean;
  isDisabled: boolean;
}

/** A control for a kind of field, and how the field around it labels it. */
export interface TaskFieldControl {
  Control: (props: TaskFieldControlProps) => ReactNode;
  labelling: ControlLabelling;
}
