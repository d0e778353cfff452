import type { FormField } from '../../core/forms/index.js';
import { useMessages } from '../messages/index.js';
import { fieldsEn } from '../messages/areas/fields.en.js';
import { ChoiceList } from './ChoiceList.js';
import { asText } from './controlValues.js';
import type { TaskFieldControlProps } from './controlProps.js';

/** Up to this many options are shown as radios; more become a `<select>`. */
export const MAX_RADIO_OPTIONS = 5;

/** Whether a single choice among the field's options is shown as radios (else a `<select>`). */
export function usesRadios(field: FormField): boolean {
  return field.options.length <= MAX_RADIO_OPTIONS;
}

/** The options of a field as choices, each labelled as sent or, without a label, by its value. */
export function choicesOf(field: FormField) {
  return field.options.map((option) => ({ value: option.value, label: option.label ?? option.value }));
}

/**
 * One choice among the field's options (`single_select`, enumerated profile fields): radios
 * when there are at most five options, a native `<select>` otherwise. The value is the chosen
 * option's `value`; `''` until one is chosen.
 */
export function SingleSelectControl(props: TaskFieldControlProps) {
  const { t } = useMessages(fieldsEn);
  const { field, value, onChange, onBlur, focusRef } = props;
  const current = asText(value);
  if (usesRadios(field)) {
    return (
      <ChoiceList
        {...props}
        type="radio"
        name={props.inputAria.id}
        choices={choicesOf(field)}
        isChecked={(option) => option === current}
        onToggle={(option, isChecked) => isChecked && onChange(option)}
      />
    );
  }
  return (
    <select
      {...props.inputAria}
      ref={focusRef}
      data-slot="task-field-select"
      className="paykit-task-field-select"
      name={field.id}
      value={current}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
    >
      <option value="">{t('fields.select.prompt')}</option>
      {choicesOf(field).map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
    </select>
  );
}
