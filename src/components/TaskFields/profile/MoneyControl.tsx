import { useMessages } from '../../messages/index.js';
import { fieldsEn } from '../../messages/areas/fields.en.js';
import { asText, isRecord } from '../controlValues.js';
import { partAria, partId } from '../../../hooks/forms/fieldAria.js';
import type { TaskFieldControlProps } from '../controlProps.js';
import { ControlPart } from '../ControlPart.js';
import { currencyLabel, currencyOptions } from '../../shared/CountrySelect/codeOptions.js';
import { CodeSelect } from '../../shared/CountrySelect/CodeSelect.js';
import { part } from '../../part.js';
import { AmountInput } from '../../shared/AmountInput/index.js';

/**
 * The next money value: `{ amount, currency }` with the parts given so far, or `null` when both
 * are empty (a required amount then reads as missing).
 */
export function nextMoney(amount: string, currency: string): { amount?: string; currency?: string } | null {
  if (amount === '' && currency === '') return null;
  return { ...(amount === '' ? {} : { amount }), ...(currency === '' ? {} : { currency }) };
}

/**
 * Money (`money` profile fields: expected monthly volume, typical amount, annual revenue): an
 * amount typed as text with a decimal keyboard (never a float) and a currency `<select>`. The
 * value is `{ amount, currency }` per the money schema, the amount a decimal string in the API's
 * grammar from the first keystroke, read in the person's locale by the kit's `AmountInput`
 * (`1 234,50` in French is kept as `1234.50`, so the field is checked on it as the person types);
 * the input shows what was typed until it loses focus, then the amount written in their locale.
 */
export function MoneyControl(props: TaskFieldControlProps) {
  const { t, i18n } = useMessages(fieldsEn);
  const { field, value, onChange, onBlur, focusRef } = props;
  const { id: controlId, 'aria-invalid': isInvalid } = props.inputAria;
  const money = isRecord(value) ? value : {};
  const amount = asText(money.amount);
  const currency = asText(money.currency);
  const currencyId = partId(controlId, 'currency');
  return (
    <div {...part('task-field-money')} data-invalid={isInvalid || undefined}>
      <ControlPart part="amount" id={controlId} label={t('fields.money.amount')}>
        <AmountInput
          {...props.inputAria}
          ref={focusRef}
          {...part('task-field-input')}
          name={`${field.id}.amount`}
          value={amount}
          onValueChange={(typed) => onChange(nextMoney(typed, currency))}
          onBlur={onBlur}
        />
      </ControlPart>
      <ControlPart part="currency" id={currencyId} label={t('fields.money.currency')}>
        <CodeSelect
          {...partAria(props.inputAria, { id: currencyId })}
          name={`${field.id}.currency`}
          options={currencyOptions(i18n)}
          formatOption={currencyLabel}
          value={currency}
          onValueChange={(code) => onChange(nextMoney(amount, code))}
          onBlur={onBlur}
          emptyOptionLabel={t('fields.currency.prompt')}
        />
      </ControlPart>
    </div>
  );
}
