import { useMessages } from '../messages/index.js';
import { fieldsEn } from '../messages/areas/fields.en.js';
import { ChoiceList } from './ChoiceList.js';
import type { TaskFieldControlProps } from './controlProps.js';

/**
 * A yes-or-no question (`boolean`, boolean profile fields): two radios, Yes then No. The value is
 * `true` or `false`; neither is checked until the person answers.
 */
export function BooleanControl(props: TaskFieldControlProps) {
  const { t } = useMessages(fieldsEn);
  const { value, onChange } = props;
  return (
    <ChoiceList
      {...props}
      type="radio"
      name={props.inputAria.id}
      choices={[
        { value: 'true', label: t('fields.boolean.yes') },
        { value: 'false', label: t('fields.boolean.no') },
      ]}
      isChecked={(option) => option === String(value)}
      onToggle={(option, isChecked) => isChecked && onChange(option === 'true')}
    />
  );
}
