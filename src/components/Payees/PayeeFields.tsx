import type { ReactNode } from 'react';
import type { PayeeField, PayeeFormModel, PayeeFormValues } from '../../core/payees/index.js';
import { useMessages } from '../messages/index.js';
import { payeesEn } from '../messages/areas/payees.en.js';
import { openEnumLabel } from '../text/index.js';
import { PayeeFieldControl } from './PayeeFieldControl.js';

/** Props for {@link PayeeFields}. */
export interface PayeeFieldsProps {
  /** The form model whose fields to render, in order. */
  model: PayeeFormModel;
  /** The values by field name; a field without one shows its `defaultValue`, else nothing. */
  values: PayeeFormValues;
  /** Keep it stable (`useCallback`). */
  onValueChange: (name: string, value: string) => void;
  /** The control id of each field. */
  idOf: (name: string) => string;
  /**
   * The focus ref of each field, so a refused submit can focus it.
   * @default undefined
   */
  focusRefOf?: (name: string) => (element: HTMLElement | null) => void;
  /**
   * Error messages by field name.
   * @default {}
   */
  errors?: Readonly<Record<string, string>>;
  /**
   * The destination method, for method-specific help.
   * @default undefined
   */
  method?: string;
}

/** The fields of a payee form model; fields that share a `group` (an address) sit in one fieldset. */
export function PayeeFields({ model, values, onValueChange, idOf, focusRefOf, errors = {}, method }: PayeeFieldsProps) {
  const { t } = useMessages(payeesEn);
  const control = (field: PayeeField) => (
    <PayeeFieldControl
      key={field.name}
      field={field}
      id={idOf(field.name)}
      value={values[field.name] ?? field.defaultValue ?? ''}
      onValueChange={onValueChange}
      error={errors[field.name]}
      method={method}
      focusRef={focusRefOf?.(field.name)}
    />
  );

  const parts: ReactNode[] = [];
  for (let index = 0; index < model.fields.length;) {
    const field = model.fields[index] as PayeeField;
    const { group } = field;
    if (group === undefined) {
      parts.push(control(field));
      index += 1;
      continue;
    }
    const members: PayeeField[] = [];
    while (index < model.fields.length && model.fields[index]?.group === group) members.push(model.fields[index++] as PayeeField);
    parts.push(
      <fieldset key={`group:${group}`} data-slot="payee-field-group" className="paykit-payee-field-group">
        <legend>{openEnumLabel(t, 'payees.group.', group)}</legend>
        {members.map(control)}
      </fieldset>,
    );
  }
  return <>{parts}</>;
}
