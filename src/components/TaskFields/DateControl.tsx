import type { HTMLInputAutoCompleteAttribute } from 'react';
import { asText } from './controlValues.js';
import type { TaskFieldControlProps } from './controlProps.js';

/** Props for {@link DateControl}: the field's props, and what the browser may fill in. */
export interface DateControlProps extends TaskFieldControlProps {
  /**
   * The `autocomplete` token, e.g. `bday` for a date of birth.
   * @default 'off'
   */
  autoComplete?: HTMLInputAutoCompleteAttribute;
}

/**
 * A calendar date (`date`, and profile dates): a native date input, whose value is `YYYY-MM-DD`
 * in every locale (the browser shows it in the person's format). An unfinished date reads `''`.
 */
export function DateControl(props: DateControlProps) {
  const { field, value, onChange, onBlur, focusRef } = props;
  return (
    <input
      {...props.inputAria}
      ref={focusRef}
      data-slot="task-field-input"
      className="paykit-task-field-input"
      type="date"
      name={field.id}
      autoComplete={props.autoComplete ?? 'off'}
      value={asText(value)}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
    />
  );
}
