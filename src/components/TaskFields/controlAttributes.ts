import { joinIds } from '../Field/joinIds.js';
import type { TaskFieldControlProps } from './controlProps.js';

/** The id of part `part` of a control (a radio, an address line) other than its first. */
export function partId(controlId: string, part: string | number): string {
  return `${controlId}-${part}`;
}

/** The ARIA wiring and disabled state a field gives to one of its focusable elements. */
export interface ControlAttributes {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  'aria-required': true | undefined;
  /** `undefined` rather than `false`, so an enabled control's mount sets no attribute to remove. */
  disabled: true | undefined;
}

/**
 * The attributes of a control's element: the field's `controlId` (or `id`), its descriptions
 * (plus `extraDescribedBy`, a control's own hint), `aria-invalid`, `aria-required` (unless
 * `isRequiredHere` is false: a group's optional part, a radio that carries native `required`)
 * and `disabled`.
 */
export function controlAttributes(
  props: Pick<TaskFieldControlProps, 'controlId' | 'describedBy' | 'isInvalid' | 'isRequired' | 'isDisabled'>,
  options: { id?: string; extraDescribedBy?: string | undefined; isRequiredHere?: boolean } = {},
): ControlAttributes {
  const isRequiredHere = options.isRequiredHere ?? true;
  return {
    id: options.id ?? props.controlId,
    'aria-describedby': joinIds(props.describedBy, options.extraDescribedBy),
    'aria-invalid': props.isInvalid || undefined,
    'aria-required': (props.isRequired && isRequiredHere) || undefined,
    disabled: props.isDisabled || undefined,
  };
}

/** A value as a string for a text input: strings as they are, numbers written out, else `''`. */
export function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

export { isRecord } from '../../core/forms/isRecord.js';

/** A value as a list of strings; anything else reads as an empty list. */
export function asStringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}
