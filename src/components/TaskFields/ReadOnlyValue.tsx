import type { ComponentPropsWithRef } from 'react';
import { isEmptyValue, type FormField } from '../../core/forms/index.js';
import { useMessages } from '../messages/index.js';
import { fieldsEn } from '../messages/areas/fields.en.js';
import { formatFieldValue } from './formatFieldValue.js';
import { part } from '../part.js';
import { forwardRefAsProp } from '../forwardRefAsProp.js';

/** Props for {@link ReadOnlyValue}: any `<p>` attribute, the field and the value to show. */
export interface ReadOnlyValueProps extends Omit<ComponentPropsWithRef<'p'>, 'children'> {
  field: FormField;
  /**
   * The value to show.
   * @default field.defaultValue (what the customer holds)
   */
  value?: unknown;
}

/**
 * A field's value in words, for a field that is shown but not answered (satisfied, in review):
 * a `<p>` whose lines (an address) break where the value does. See {@link formatFieldValue}.
 */
export const ReadOnlyValue = forwardRefAsProp(function ReadOnlyValue({ field, value, ...props }: ReadOnlyValueProps) {
  const messages = useMessages(fieldsEn);
  const shown = value === undefined ? field.defaultValue : value;
  return (
    <p data-empty={isEmptyValue(shown) || undefined} {...props} {...part('read-only-value', props)}>
      {formatFieldValue(field, shown, messages)}
    </p>
  );
});
