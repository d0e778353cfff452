import { confirmCheckbox } from './confirmCheckbox.js';
import type { TaskFieldControlProps } from './controlProps.js';

/** The statement an attestation checkbox reads: the prompt exactly as sent, else the field's label. */
export function statementOf(field: TaskFieldControlProps['field']): string {
  return field.prompt ?? field.label;
}

/**
 * A statement to confirm (`attestation`): one checkbox whose label is the exact prompt, never
 * shortened, so the person confirms what the platform asked word for word. The value is `true`
 * when ticked and `undefined` otherwise (an attestation only ever answers `true`).
 */
export function AttestationControl(props: TaskFieldControlProps) {
  return confirmCheckbox(props, statementOf(props.field), props.inputAria['aria-invalid']);
}
