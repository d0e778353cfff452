import type { ReactNode } from 'react';
import type { PayeeError, PayeeField, PayeeFormModel, PayeeFormValues } from '../../core/payees/index.js';
import type { UseModelFormResult } from '../../hooks/forms/modelFormTypes.js';
import { useMessages } from '../messages/index.js';
import { payeesEn } from '../messages/areas/payees.en.js';
import { openEnumLabel } from '../text/index.js';
import { PayeeFieldControl } from './PayeeFieldControl.js';
import { part } from '../part.js';

/** Props for {@link PayeeFields}. */
export interface PayeeFieldsProps {
  /** The recipient or destination form (`useRecipientForm`, `useDestinationForm`). */
  form: UseModelFormResult<PayeeFormValues, PayeeError>;
  /** The form model whose fields to render, in order. */
  model: PayeeFormModel;
  /**
   * The destination method, for method-specific help.
   * @default undefined
   */
  method?: string;
}

/** The fields of a payee form model; fields that share a `group` (an address) sit in one fieldset. */
export function PayeeFields({ form, model, method }: PayeeFieldsProps) {
  const { t } = useMessages(payeesEn);
  const control = (field: PayeeField) => <PayeeFieldControl key={field.name} form={form} field={field} method={method} />;

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
      <fieldset key={`group:${group}`} {...part('payee-field-group')}>
        <legend>{openEnumLabel(t, 'payees.group.', group)}</legend>
        {group === 'address' && !members.some((member) => member.required) && (
          <p {...part('payee-field-group-hint')}>{t('payees.groupHint.address')}</p>
        )}
        {members.map(control)}
      </fieldset>,
    );
  }
  return <>{parts}</>;
}
