import { useMemo } from 'react';
import type { FormField } from '../../core/forms/index.js';
import { ChoiceList } from './ChoiceList.js';
import { asStringList } from './controlValues.js';
import type { TaskFieldControlProps } from './controlProps.js';
import { SearchableChoiceList } from './SearchableChoiceList.js';
import { choicesOf } from './SingleSelectControl.js';

/** Up to this many options are shown as checkboxes; more become a searchable list. */
export const MAX_CHECKBOX_OPTIONS = 8;

/** Whether a multiple choice among the field's options is shown as checkboxes (else a searchable list). */
export function usesCheckboxes(field: FormField): boolean {
  return field.options.length <= MAX_CHECKBOX_OPTIONS;
}

/**
 * Any number of the field's options (`multi_select`, enumerated profile lists): a checkbox per
 * option when there are at most eight, a searchable list (`SearchableChoiceList`: a filter and
 * one listbox, one tab stop) otherwise. The value is the chosen options' values in the options'
 * order (`[]` when none); a value the options no longer hold is kept, so the validator can say so.
 */
export function MultiSelectControl(props: TaskFieldControlProps) {
  const { field, value, onChange } = props;
  const choices = useMemo(() => choicesOf(field), [field]);
  const checked = asStringList(value);
  const isChecked = (option: string) => checked.includes(option);
  const toggle = (option: string, isNowChecked: boolean) => {
    const next = new Set(checked);
    if (isNowChecked) next.add(option);
    else next.delete(option);
    const inOrder = field.options.map((choice) => choice.value).filter((choice) => next.has(choice));
    const unknown = checked.filter((item) => next.has(item) && !inOrder.includes(item));
    onChange([...inOrder, ...unknown]);
  };
  if (!usesCheckboxes(field)) return <SearchableChoiceList {...props} choices={choices} isChosen={isChecked} onToggle={toggle} />;
  return <ChoiceList {...props} type="checkbox" name={props.inputAria.id} choices={choices} isChecked={isChecked} onToggle={toggle} />;
}
