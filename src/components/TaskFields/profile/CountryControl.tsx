import { useMessages } from '../../messages/index.js';
import { fieldsEn } from '../../messages/areas/fields.en.js';
import { asText } from '../controlValues.js';
import type { TaskFieldControlProps } from '../controlProps.js';
import { countryOptions } from '../../shared/CountrySelect/codeOptions.js';
import { CodeSelect } from '../../shared/CountrySelect/CodeSelect.js';

/**
 * A country (`country_code` profile fields: country of incorporation, of birth, of residence): a
 * `<select>` of every ISO 3166-1 country, named and sorted in the person's language. The value is
 * the alpha-2 code; `''` until one is chosen.
 */
export function CountryControl(props: TaskFieldControlProps) {
  const { t, i18n } = useMessages(fieldsEn);
  const { field, value, onChange, onBlur, focusRef } = props;
  return (
    <CodeSelect
      {...props.inputAria}
      ref={focusRef}
      name={field.id}
      options={countryOptions(i18n)}
      value={asText(value)}
      onValueChange={onChange}
      onBlur={onBlur}
      emptyOptionLabel={t('fields.country.prompt')}
    />
  );
}
