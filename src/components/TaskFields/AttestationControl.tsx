import { controlAttributes } from './controlAttributes.js';
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
  const { field, value, onChange, onBlur, focusRef, controlId, isInvalid } = props;
  return (
    <div data-slot="task-field-attestation" className="paykit-task-field-attestation" data-invalid={isInvalid || undefined}>
      <input
        {...controlAttributes(props)}
        ref={focusRef}
        type="checkbox"
        name={field.id}
        checked={value === true}
        onChange={(event) => onChange(event.target.checked ? true : undefined)}
        onBlur={onBlur}
      />
      <label htmlFor={controlId}>{statementOf(field)}</label>
    </div>
  );
}
