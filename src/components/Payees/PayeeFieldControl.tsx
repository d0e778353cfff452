import type { PayeeError, PayeeField, PayeeFormValues } from '../../core/payees/index.js';
import type { UseModelFormResult } from '../../hooks/forms/modelFormTypes.js';
import { useModelField } from '../../hooks/forms/useModelField.js';
import { FieldFrame } from '../primitives/Field/FieldFrame.js';
import { useMessages } from '../messages/index.js';
import { payeesEn } from '../messages/areas/payees.en.js';
import { CountrySelect } from '../shared/CountrySelect/CountrySelect.js';
import { payeeFieldErrorText } from './payeeFormErrors.js';
import { payeeFieldHint, payeeFieldLabel, payeeOptionLabel } from './payeeText.js';

/** Props for {@link PayeeFieldControl}. */
export interface PayeeFieldControlProps {
  /** The recipient or destination form (`useRecipientForm`, `useDestinationForm`). */
  form: UseModelFormResult<PayeeFormValues, PayeeError>;
  /** The field of the form's model. */
  field: PayeeField;
  /**
   * The destination method the field belongs to, for method-specific help (a wire's country).
   * @default undefined (a recipient field)
   */
  method?: string;
}

const inputType = (field: PayeeField) => (field.inputMode === 'email' ? 'email' : field.inputMode === 'tel' ? 'tel' : 'text');

/**
 * One field of a recipient or destination form, from its model: a labelled text input, a select
 * of the field's options (a value newer than the kit is kept as an extra option), or a country
 * select, each spreading `useModelField`'s props. Required fields are marked; help and errors are
 * read with the control.
 */
export function PayeeFieldControl({ form, field, method }: PayeeFieldControlProps) {
  const messages = useMessages(payeesEn);
  const { t } = messages;
  const description = payeeFieldHint(t, field, method);
  const {
    value: raw,
    onChange,
    error,
    inputProps,
    ...parts
  } = useModelField(form, field.name, {
    isRequired: field.required,
    hasDescription: description !== undefined,
  });
  const value = typeof raw === 'string' ? raw : (field.defaultValue ?? '');
  const { disabled: _enabled, ...input } = inputProps;

  let control;
  if (field.kind === 'country' && field.options === undefined) {
    control = <CountrySelect {...input} name={field.name} value={value} onValueChange={onChange} />;
  } else if (field.kind === 'text') {
    control = (
      <input
        {...input}
        type={inputType(field)}
        name={field.name}
        inputMode={field.inputMode}
        autoComplete={field.autoComplete}
        spellCheck={false}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    );
  } else {
    const options = field.options ?? [];
    const isListed = value === '' || options.includes(value);
    control = (
      <select {...input} name={field.name} value={value} onChange={(event) => onChange(event.target.value)}>
        {field.defaultValue === undefined && <option value="">{t('payees.form.choose')}</option>}
        {!isListed && <option value={value}>{payeeOptionLabel(messages, field, value)}</option>}
        {options.map((option) => (
          <option key={option} value={option}>
            {payeeOptionLabel(messages, field, option)}
          </option>
        ))}
      </select>
    );
  }

  return (
    <FieldFrame
      parts={parts}
      label={payeeFieldLabel(t, field.name)}
      description={description}
      error={error ? payeeFieldErrorText(t, error) : undefined}
      necessity={field.required ? 'required' : 'optional'}
    >
      {control}
    </FieldFrame>
  );
}
