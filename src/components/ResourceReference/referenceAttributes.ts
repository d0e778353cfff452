import type { TaskFieldControlProps } from '../TaskFields/index.js';

/** The attributes the first control of a reference field carries: the field's ARIA and `onBlur`. */
export function referenceAttributes({ inputAria, onBlur }: TaskFieldControlProps) {
  return { ...inputAria, onBlur };
}

/** The value as a referenced id, `''` when none. */
export const referenceValue = (value: unknown): string => (typeof value === 'string' ? value : '');
