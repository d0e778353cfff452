import type { TaskFieldControlProps } from '../TaskFields/controlProps.js';

/** The attributes the first control of a reference field carries: id, description, state. */
export function referenceAttributes({ controlId, describedBy, isInvalid, isRequired, isDisabled, onBlur }: TaskFieldControlProps) {
  return {
    id: controlId,
    'aria-describedby': describedBy,
    'aria-invalid': isInvalid || undefined,
    'aria-required': isRequired || undefined,
    disabled: isDisabled,
    onBlur,
  };
}

/** The value as a referenced id, `''` when none. */
export const referenceValue = (value: unknown): string => (typeof value === 'string' ? value : '');
