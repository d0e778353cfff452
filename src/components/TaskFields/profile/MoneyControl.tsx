import { useMessages } from '../../messages/index.js';
import { fieldsEn } from '../../messages/areas/fields.en.js';
import { asText, isRecord } from '../controlValues.js';
import { partAria, partId } from '../../../hooks/forms/fieldAria.js';
import type { TaskFieldControlProps } from '../controlProps.js';
import { ControlPart } from '../ControlPart.js';
import { currencyLabel, currencyOptions } from '../../shared/CountrySelect/codeOptions.js';
import { CodeSelect } from '../../shared/CountrySelect/CodeSelect.js';
import { part } from '../../part.js';
import { useTypedText } from '../useTypedText.js';

const separators = new Map<string, string>();

/** The decimal separator of a locale (`.` in English, `,` in French). */
export function decimalSeparatorOf(locale: string): string {
  let separator = separators.get(locale);
  if (separator === undefined) {
    separator = new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';
    separators.set(locale, separator);
  }
  return separator;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * An amount as the person may type it in their locale, in the API's grammar: spaces dropped,
 * group separators dropped where they group thousands, and the locale's decimal comma read as a
 * point (`1 234,50` in French → `1234.50`; `1,234.50` in English → `1234.50`). Anything else is
 * left as typed, for the validator and the server to name.
 */
export function normaliseAmount(text: string, decimalSeparator: string): string {
  let amount = text.trim().replace(/[\s\u00a0\u202f']/g, '');
  const group = decimalSeparator === ',' ? '.' : ',';
  const grouped = new RegExp(`^\\d{1,3}(?:${escape(group)}\\d{3})+(?:${escape(decimalSeparator)}\\d+)?$`);
  if (grouped.test(amount)) amount = amount.replaceAll(group, '');
  if (decimalSeparator !== '.' && new RegExp(`^\\d*${escape(decimalSeparator)}\\d+$`).test(amount)) {
    amount = amount.replace(decimalSeparator, '.');
  }
  return amount;
}

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
 * grammar from the first keystroke (`1,500` is kept as `1500`, so the field is checked on it as the
 * person types); the input shows what was typed until it loses focus, then that grammar.
 */
export function MoneyControl(props: TaskFieldControlProps) {
  const { t, i18n } = useMessages(fieldsEn);
  const { field, value, onChange, onBlur, focusRef } = props;
  const { id: controlId, 'aria-invalid': isInvalid } = props.inputAria;
  const money = isRecord(value) ? value : {};
  const amount = asText(money.amount);
  const currency = asText(money.currency);
  const typed = useTypedText((text) => normaliseAmount(text, decimalSeparatorOf(i18n.locale)));
  const currencyId = partId(controlId, 'currency');
  return (
    <div {...part('task-field-money')} data-invalid={isInvalid || undefined}>
      <ControlPart part="amount" id={controlId} label={t('fields.money.amount')}>
        <input
          {...props.inputAria}
          ref={focusRef}
          {...part('task-field-input')}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          name={`${field.id}.amount`}
          value={typed.shown('amount', amount)}
          onChange={(event) => onChange(nextMoney(typed.change('amount', event.target.value), currency))}
          onBlur={() => {
            typed.settle('amount');
            onBlur();
          }}
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
