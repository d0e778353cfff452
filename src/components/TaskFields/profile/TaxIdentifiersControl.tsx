import { useEffect, useRef } from 'react';
import { taxIdentifierTypes } from '../../../core/schemas/taxIdentifierValues.js';
import { Button } from '../../primitives/Button/Button.js';
import { useMessages, type ComponentTranslate } from '../../messages/index.js';
import { fieldsEn, type FieldsMessageId } from '../../messages/areas/fields.en.js';
import { asText, isRecord, trimText } from '../controlValues.js';
import { partAria, partId } from '../../../hooks/forms/fieldAria.js';
import type { TaskFieldControlProps } from '../controlProps.js';
import { ControlPart } from '../ControlPart.js';
import { useTypedText } from '../../shared/useTypedText.js';
import { countryOptions } from '../../shared/CountrySelect/codeOptions.js';
import { CodeSelect } from '../../shared/CountrySelect/CodeSelect.js';
import { part } from '../../part.js';

type Row = Record<string, unknown>;
type RowPart = 'type' | 'typeDescription' | 'country' | 'value';

const isKnownType = (type: string) => (taxIdentifierTypes as readonly string[]).includes(type);

/** The name of a tax identifier type; an unknown type reads as sent. */
export function taxIdentifierTypeName(t: ComponentTranslate<FieldsMessageId>, type: string): string {
  return isKnownType(type) ? t(`fields.taxId.type.${type}` as 'fields.taxId.type.other') : type;
}

/**
 * The next row after a part changed: empty parts left out (the API refuses empty strings), and
 * `typeDescription` only while the type is `other`.
 */
export function nextTaxIdentifier(row: Row, part: RowPart, text: string): Row {
  const next: Row = { ...row, [part]: text };
  if (text === '') delete next[part];
  if (next.type !== 'other') delete next.typeDescription;
  return next;
}

/**
 * Tax identifiers (`array` of `tax_identifier`): one group per identifier with its type, issuing
 * country and number (and a description when the type is `other`), Remove on each, and Add
 * another. The value is the list of `{ type, country, value, typeDescription? }` rows, `null`
 * when the last one is removed; an empty list shows one blank row to fill. Numbers are never
 * offered to the browser's autofill.
 */
export function TaxIdentifiersControl(props: TaskFieldControlProps) {
  const messages = useMessages(fieldsEn);
  const { t, i18n } = messages;
  const { field, value, onChange, onBlur, focusRef } = props;
  const { id: controlId, disabled: isDisabled, 'aria-invalid': isInvalid } = props.inputAria;
  const stored = Array.isArray(value) ? value.map((row) => (isRecord(row) ? row : {})) : [];
  const rows: Row[] = stored.length > 0 ? stored : [{}];
  const focusRow = useRef<number | null>(null);
  const containerRef = useRef<HTMLDivElement | null>(null);
  const idOf = (index: number, part: RowPart) => (index === 0 && part === 'type' ? controlId : partId(controlId, `${index}-${part}`));

  useEffect(() => {
    if (focusRow.current === null) return;
    const target = containerRef.current?.ownerDocument.getElementById(idOf(focusRow.current, 'type'));
    focusRow.current = null;
    target?.focus();
  });

  const change = (index: number, part: RowPart, text: string) =>
    onChange(rows.map((row, at) => (at === index ? nextTaxIdentifier(row, part, text) : row)));
  const remove = (index: number) => {
    const next = rows.filter((_, at) => at !== index);
    focusRow.current = Math.max(0, index - 1);
    onChange(next.length > 0 ? next : null);
  };
  const add = () => {
    focusRow.current = rows.length;
    onChange([...rows, {}]);
  };
  // A number is kept trimmed as it is typed, so leaving the input changes no error.
  const typed = useTypedText(trimText);

  return (
    <div {...part('task-field-rows')} data-invalid={isInvalid || undefined} ref={containerRef}>
      {rows.map((row, index) => {
        const type = asText(row.type);
        const attributes = (part: RowPart) => ({
          ...partAria(props.inputAria, { id: idOf(index, part), isRequiredHere: part !== 'typeDescription' }),
          name: `${field.id}.${index}.${part}`,
        });
        return (
          <fieldset {...part('task-field-row')} key={index}>
            <legend>{t('fields.taxId.row', { index: index + 1 })}</legend>
            <ControlPart part="type" id={idOf(index, 'type')} label={t('fields.taxId.typeLabel')}>
              <select
                {...attributes('type')}
                ref={index === 0 ? focusRef : undefined}
                {...part('task-field-select')}
                value={type}
                onChange={(event) => change(index, 'type', event.target.value)}
                onBlur={onBlur}
              >
                <option value="">{t('fields.select.prompt')}</option>
                {type !== '' && !isKnownType(type) && <option value={type}>{type}</option>}
                {taxIdentifierTypes.map((known) => (
                  <option key={known} value={known}>
                    {taxIdentifierTypeName(t, known)}
                  </option>
                ))}
              </select>
            </ControlPart>
            {type === 'other' && (
              <ControlPart part="typeDescription" id={idOf(index, 'typeDescription')} label={t('fields.taxId.typeDescription')}>
                <input
                  {...attributes('typeDescription')}
                  {...part('task-field-input')}
                  type="text"
                  autoComplete="off"
                  value={asText(row.typeDescription)}
                  onChange={(event) => change(index, 'typeDescription', event.target.value)}
                  onBlur={onBlur}
                />
              </ControlPart>
            )}
            <ControlPart part="country" id={idOf(index, 'country')} label={t('fields.taxId.country')}>
              <CodeSelect
                {...attributes('country')}
                options={countryOptions(i18n)}
                value={asText(row.country)}
                onValueChange={(code) => change(index, 'country', code)}
                onBlur={onBlur}
                emptyOptionLabel={t('fields.country.prompt')}
              />
            </ControlPart>
            <ControlPart part="value" id={idOf(index, 'value')} label={t('fields.taxId.value')}>
              <input
                {...attributes('value')}
                {...part('task-field-input')}
                type="text"
                autoComplete="off"
                spellCheck={false}
                value={typed.shown(String(index), asText(row.value))}
                onChange={(event) => change(index, 'value', typed.change(String(index), event.target.value))}
                onBlur={() => {
                  typed.settle(String(index));
                  onBlur();
                }}
              />
            </ControlPart>
            {stored.length > 0 && (
              <Button variant="ghost" size="sm" disabled={isDisabled} onClick={() => remove(index)}>
                {t('fields.taxId.remove', { index: index + 1 })}
              </Button>
            )}
          </fieldset>
        );
      })}
      <Button variant="secondary" size="sm" disabled={isDisabled} onClick={add}>
        {t('fields.taxId.add')}
      </Button>
    </div>
  );
}
