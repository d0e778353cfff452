import type { FormField } from '../../core/forms/index.js';

/** A field's text length limits, in characters; `null` where it has none. */
export interface LengthLimits {
  min: number | null;
  max: number | null;
}

const NONE: LengthLimits = { min: null, max: null };

/** Whether a field's validator checks a string answer's length (`checkString` in core/forms/validators). */
function checksTextLength(field: FormField): boolean {
  if (field.kind === 'text' || field.kind === 'single_select') return true;
  return field.kind === 'profile' && field.valueType !== 'date';
}

const limitOf = (value: number | null | undefined) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/**
 * The `minLength` and `maxLength` a field's validator enforces on text, read from the field's
 * `constraints`; `null` where there is none, or where the validator does not check text length
 * (a date, a document). A minimum of one character or less is no limit (the field is simply
 * required or not).
 */
export function lengthLimitsOf(field: FormField): LengthLimits {
  const { constraints } = field;
  if (!constraints || !checksTextLength(field)) return NONE;
  const min = limitOf(constraints.minLength);
  const max = limitOf(constraints.maxLength);
  if ((min === null || min <= 1) && max === null) return NONE;
  return { min: min !== null && min > 1 ? min : null, max };
}
