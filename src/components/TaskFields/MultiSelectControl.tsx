import { ChoiceList } from './ChoiceList.js';
import { asStringList } from './controlValues.js';
import type { TaskFieldControlProps } from './controlProps.js';
import { choicesOf } from './SingleSelectControl.js';

/**
 * Any number of the field's options (`multi_select`, enumerated profile lists): a checkbox per
 * option. The value is the checked options' values in the options' order (`[]` when none); a
 * value the options no longer hold is kept, so the validator can say so.
 */
export function MultiSelectControl(props: TaskFieldControlProps) {
  const { field, value, onChange } = props;
  const checked = asStringList(value);
  const toggle = (option: string, isChecked: boolean) => {
    const next = new Set(checked);
    if (isChecked) next.add(option);
    else next.delete(option);
    const inOrder = field.options.map((choice) => choice.value).filter((choice) => next.has(choice));
    const unknown = checked.filter((item) => next.has(item) && !inOrder.includes(item));
    onChange([...inOrder, ...unknown]);
  };
  return (
    <ChoiceList
      {...props}
      type="checkbox"
      name={props.inputAria.id}
      choices={choicesOf(field)}
      isChecked={(option) => checked.includes(option)}
      onToggle={toggle}
    />
  );
}
