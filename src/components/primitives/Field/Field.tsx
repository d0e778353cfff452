import { useId, type ComponentPropsWithRef, type ReactElement, type ReactNode } from 'react';
import { Slot } from 'radix-ui';
import { fieldAria } from '../../../hooks/forms/fieldAria.js';
import { FieldFrame } from './FieldFrame.js';
import { forwardRefAsProp } from '../../forwardRefAsProp.js';

/** Whether a field is marked required, optional, or neither. */
export type FieldNecessity = 'required' | 'optional';

/** Props for {@link Field}: any `<div>` attribute (for the wrapper) plus the ones below. */
export interface FieldProps extends Omit<ComponentPropsWithRef<'div'>, 'children' | 'id'> {
  /** The visible label, tied to the control with `for`/`id`. */
  label: ReactNode;
  /** The one control (an `<input>`, `<select>`, a kit input) that receives the field's props. */
  children: ReactElement;
  /**
   * Help shown under the label and read with the control (`aria-describedby`).
   * @default undefined
   */
  description?: ReactNode;
  /**
   * The error message. When set, the control gets `aria-invalid="true"`, the wrapper
   * `data-invalid`, and the message is announced (`role="alert"`).
   * @default undefined
   */
  error?: ReactNode;
  /**
   * `required` sets `aria-required` on the control and shows the `field.required` marker (hidden
   * from assistive technology, which already hears "required"); `optional` shows the
   * `common.optional` marker, read as part of the label.
   * @default undefined (no marker, not required)
   */
  necessity?: FieldNecessity;
  /**
   * The control's `id`; give it here, not on the control, so the label stays tied to it.
   * @default a generated id
   */
  id?: string;
}

const hasContent = (node: ReactNode) => node !== null && node !== undefined && node !== false && node !== '';

/**
 * A labelled form field. Its single child is the control: `Field` passes it `id`,
 * `aria-describedby`, `aria-invalid` and `aria-required` through Radix `Slot`, which merges them
 * into the child's own props. The child must spread its props onto the real control (every
 * native element and kit input does).
 * @example
 * <Field label="IBAN" description="Starts with two letters" error={errors.iban} necessity="required">
 *   <input name="iban" autoComplete="off" />
 * </Field>
 */
export const Field = forwardRefAsProp(function Field({ label, description, error, necessity, id, children, ...props }: FieldProps) {
  const generated = useId();
  const isInvalid = hasContent(error);
  const hasDescription = hasContent(description);
  const aria = fieldAria({ inputId: id ?? `${generated}control`, hasDescription, isInvalid, isRequired: necessity === 'required' });
  const { disabled: _unset, ...inputAria } = aria.inputAria;

  return (
    <FieldFrame parts={aria} label={label} description={description} error={error} necessity={necessity} {...props}>
      <Slot.Root {...inputAria}>{children}</Slot.Root>
    </FieldFrame>
  );
});
