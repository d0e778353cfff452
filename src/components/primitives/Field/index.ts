export { Field, type FieldNecessity, type FieldProps } from './Field.js';
export { useFieldIds, type FieldIds } from './useFieldIds.js';
