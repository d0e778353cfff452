import { useState, type MouseEvent } from 'react';
import { Button } from '../../primitives/Button/Button.js';
import { useMessages } from '../../messages/index.js';
import { fieldsEn } from '../../messages/areas/fields.en.js';
import { asStringList } from '../controlValues.js';
import { partId } from '../../../hooks/forms/fieldAria.js';
import type { TaskFieldControlProps } from '../controlProps.js';
import { countryOptions, currencyLabel, currencyOptions } from '../../shared/CountrySelect/codeOptions.js';
import { CodeSelect } from '../../shared/CountrySelect/CodeSelect.js';
import { part } from '../../part.js';

type ListKind = 'country' | 'currency';

/**
 * A list of codes: the chosen ones, each with a Remove button, then a `<select>` and an Add
 * button. Choosing alone adds nothing (arrowing through a closed select fires a change per
 * option), so the value only ever holds real, distinct codes. The select takes `controlId`
 * and the focus ref; focus returns to it after an add or a remove.
 */
function CodeListControl({ kind, ...props }: TaskFieldControlProps & { kind: ListKind }) {
  const { t, i18n } = useMessages(fieldsEn);
  const { field, value, onChange, onBlur, focusRef } = props;
  const { id: controlId, disabled: isDisabled } = props.inputAria;
  const [pending, setPending] = useState('');
  const chosen = asStringList(value);
  const options = kind === 'country' ? countryOptions(i18n) : currencyOptions(i18n);
  const nameOf = (code: string) => (kind === 'country' ? i18n.countryName(code) : currencyLabel({ code, name: i18n.currencyName(code) }));
  const addLabelId = partId(controlId, 'add-label');
  const focusSelect = (event: MouseEvent<HTMLElement>) => event.currentTarget.ownerDocument.getElementById(controlId)?.focus();

  const add = (event: MouseEvent<HTMLElement>) => {
    if (pending === '' || chosen.includes(pending)) return;
    onChange([...chosen, pending]);
    setPending('');
    focusSelect(event);
  };
  const remove = (event: MouseEvent<HTMLElement>, code: string) => {
    onChange(chosen.filter((item) => item !== code));
    focusSelect(event);
  };

  return (
    <div {...part('task-field-list')} data-invalid={props.inputAria['aria-invalid']}>
      {chosen.length > 0 && (
        <ul {...part('task-field-list-items')}>
          {chosen.map((code) => (
            <li {...part('task-field-list-item')} key={code}>
              <span>{nameOf(code)}</span>
              <Button variant="ghost" size="sm" disabled={isDisabled} onClick={(event) => remove(event, code)}>
                {t('fields.list.remove', { item: nameOf(code) })}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div {...part('task-field-list-add')}>
        <label id={addLabelId} htmlFor={controlId}>
          {t(kind === 'country' ? 'fields.countryList.addLabel' : 'fields.currencyList.addLabel')}
        </label>
        <CodeSelect
          {...props.inputAria}
          ref={focusRef}
          name={field.id}
          options={options}
          excluded={new Set(chosen)}
          value={pending}
          onValueChange={setPending}
          onBlur={onBlur}
          emptyOptionLabel={t(kind === 'country' ? 'fields.country.prompt' : 'fields.currency.prompt')}
          {...(kind === 'currency' ? { formatOption: currencyLabel } : {})}
        />
        <Button variant="secondary" size="sm" disabled={isDisabled} aria-describedby={addLabelId} onClick={add}>
          {t('fields.list.add')}
        </Button>
      </div>
    </div>
  );
}

/**
 * A list of countries (`array` of `country_code`: nationalities, tax residencies). The value is
 * the alpha-2 codes in the order added (`[]` when none).
 */
export function CountryListControl(props: TaskFieldControlProps) {
  return <CodeListControl {...props} kind="country" />;
}

/** A list of currencies (`array` of `currency_code`: expected currencies). The value is the codes. */
export function CurrencyListControl(props: TaskFieldControlProps) {
  return <CodeListControl {...props} kind="currency" />;
}
