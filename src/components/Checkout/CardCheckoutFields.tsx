import type { ConfirmFieldMessage } from '../../core/checkout/confirmFormModel.js';
import { checkoutMethodsFor } from '../../core/checkout/index.js';
import { checkoutMethods } from '../../core/schemas/transferValues.js';
import { isKnownValue } from '../../core/schemas/isKnownValue.js';
import type { ModelFieldError } from '../../hooks/forms/modelFormTypes.js';
import type { UseConfirmFormResult } from '../../hooks/forms/useConfirmForm.js';
import { ModelField } from '../primitives/Field/ModelField.js';
import { useMessages } from '../messages/index.js';
import { checkoutEn } from '../messages/areas/checkout.en.js';
import { part } from '../part.js';

/** Props for {@link CardCheckoutFields}. */
export interface CardCheckoutFieldsProps {
  /** The confirm form (`useConfirmForm`) of a card pay-in. */
  form: UseConfirmFormResult;
  /** The words of a field's error. */
  errorText: (error: ModelFieldError<ConfirmFieldMessage>) => string;
  /** The currency the payer pays in: only the methods that pay in it are offered (`checkoutMethodsFor`). */
  currency: string;
}

/**
 * The hosted card checkout's options a payer chooses: the method to pre-select on the payment
 * page among those that pay in the currency (or let the payer choose there). The return address
 * is the merchant's (`redirectUrl` of `<TransferCheckout>`), asked here only when the form still has it.
 */
export function CardCheckoutFields({ form, errorText, currency }: CardCheckoutFieldsProps) {
  const { t } = useMessages(checkoutEn);
  const methods = ['', ...checkoutMethodsFor(currency)];
  return (
    <>
      <fieldset ref={form.focusTargets.ref('checkoutMethod')} tabIndex={-1} data-choice="card-method" {...part('checkout-choice')}>
        <legend>{t('checkout.card.legend')}</legend>
        {methods.map((method) => (
          <label key={method || 'any'} {...part('checkout-choice-option')}>
            <input
              type="radio"
              name={form.inputIdOf('checkoutMethod')}
              value={method}
              checked={form.values.checkoutMethod === method}
              onChange={() => form.setValue('checkoutMethod', method)}
            />
            {method === '' || !isKnownValue(checkoutMethods, method) ? t('checkout.card.method.any') : t(`checkout.card.method.${method}`)}
          </label>
        ))}
      </fieldset>
      {form.fields.includes('redirectUrl') && (
        <ModelField
          form={form}
          name="redirectUrl"
          label={t('checkout.redirect.label')}
          description={t('checkout.redirect.description')}
          necessity="optional"
          errorText={errorText}
        >
          {({ inputProps: { disabled: _enabled, ...input }, value, onChange }) => (
            <input
              {...input}
              type="url"
              inputMode="url"
              autoComplete="off"
              value={String(value)}
              onChange={(event) => onChange(event.target.value)}
            />
          )}
        </ModelField>
      )}
    </>
  );
}
