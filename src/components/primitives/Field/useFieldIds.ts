import { useId } from 'react';
import { fieldIdsOf } from '../../../hooks/forms/fieldAria.js';

/** The ids that tie a field's label, description and error to its control. */
export interface FieldIds {
  /** The control's `id`; the label's `htmlFor`. */
  controlId: string;
  /** The description's `id`. */
  descriptionId: string;
  /** The error message's `id`. */
  errorId: string;
}

/**
 * Stable ids for a field's parts, for building a field by hand (for example around a control
 * that cannot take the props `Field` passes down); the same ids `Field` gives its parts.
 * @param id the control's id, when the caller needs a known one
 * @example
 * const ids = useFieldIds();
 * <label htmlFor={ids.controlId}>IBAN</label>
 * <input id={ids.controlId} aria-describedby={ids.descriptionId} />
 */
export function useFieldIds(id?: string): FieldIds {
  const generated = useId();
  const ids = fieldIdsOf(id ?? `${generated}control`);
  return { controlId: ids.inputId, descriptionId: ids.descriptionId, errorId: ids.errorMessageId };
}
