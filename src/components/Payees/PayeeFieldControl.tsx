import { memo, useCallback } from 'react';
import type { PayeeField } from '../../core/payees/index.js';
import { Field } from '../primitives/Field/Field.js';
import { useMessages } from '../messages/index.js';
import { payeesEn } from '../messages/areas/payees.en.js';
import { CountrySelect } from '../shared/CountrySelect/CountrySelect.js';
import { payeeFieldHint, payeeFieldLabel, payeeOptionLabel } from './payeeText.js';

/** Props for {@link PayeeFieldControl}. */
export interface PayeeFieldControlProps {
  /** The field of a payee form model. */
  field: PayeeField;
  /** The control's id; the error summary links to it. */
  id: string;
  /** What the person typed or chose; `''` for nothing. */
  value: string;
  /** Keep it stable (`useCallback`): the field re-renders only when its own props change. */
  onValueChange: (name: string, value: string) => void;
  /**
   * The message shown under the field.
   * @default undefined (valid)
   */
  error?: string;
  /**
   * Given to the control, so a refused submit can focus it (`useFocusTargets().ref(name)`).
   * @default undefined
   */
  focusRef?: (element: HTMLElement | null) => void;
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
 * select. Required fields are marked; help and errors are read with the control.
 */
export const PayeeFieldControl = /* @__PURE__ */ memo(function PayeeFieldControl({
  field,
  id,
  value,
  onValueChange,
  error,
  method,
  focusRef,
}: PayeeFieldControlProps) {
  const messages = useMessages(payeesEn);
  const { t } = messages;
  const setValue = useCallback((next: string) => onValueChange(field.name, next), [field.name, onValueChange]);
  const necessity = field.required ? 'required' : 'optional';
  const label = payeeFieldLabel(t, field.name);
  const description = payeeFieldHint(t, field, method);

  let control;
  if (field.kind === 'country' && field.options === undefined) {
    control = <CountrySelect ref={focusRef} name={field.name} value={value} onValueChange={setValue} />;
  } else if (field.kind === 'text') {
    control = (
      <input
        ref={focusRef}
        type={inputType(field)}
        name={field.name}
        inputMode={field.inputMode}
        autoComplete={field.autoComplete}
        spellCheck={false}
        value={value}
        onChange={(event) => setValue(event.target.value)}
      />
    );
  } else {
    const options = field.options ?? [];
    const isListed = value === '' || options.includes(value);
    control = (
      <select ref={focusRef} name={field.name} value={value} onChange={(event) => setValue(event.target.value)}>
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
    <Field id={id} label={label} description={description} error={error} necessity={necessity}>
      {control}
    </Field>
  );
});
