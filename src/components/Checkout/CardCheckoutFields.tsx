import { checkoutMethods } from '../../core/schemas/transferValues.js';
import { Field } from '../primitives/Field/Field.js';
import { useMessages } from '../messages/index.js';
import { checkoutEn } from '../messages/areas/checkout.en.js';
import type { ConfirmFormField, ConfirmFormValues } from './confirmFormModel.js';
import { part } from '../part.js';

/** Props for {@link CardCheckoutFields}. */
export interface CardCheckoutFieldsProps {
  values: ConfirmFormValues;
  onChange: (patch: Partial<ConfirmFormValues>) => void;
  ids: Record<ConfirmFormField, string>;
  errors: Partial<Record<ConfirmFormField, string>>;
}

/**
 * The hosted card checkout's options: the method to pre-select on the payment page (or let the
 * payer choose there), and an optional https return address.
 */
export function CardCheckoutFields({ values, onChange, ids, errors }: CardCheckoutFieldsProps) {
  const { t } = useMessages(checkoutEn);
  const methods = ['', ...checkoutMethods];
  return (
    <>
      <fieldset id={ids.checkoutMethod} tabIndex={-1} data-choice="card-method" {...part('checkout-choice')}>
        <legend>{t('checkout.card.legend')}</legend>
        {methods.map((method) => (
          <label key={method || 'any'} {...part('checkout-choice-option')}>
            <input
              type="radio"
              name={`${ids.checkoutMethod}-method`}
              value={method}
              checked={values.checkoutMethod === method}
              onChange={() => onChange({ checkoutMethod: method })}
            />
            {method === '' ? t('checkout.card.method.any') : t(`checkout.card.method.${method as (typeof checkoutMethods)[number]}`)}
          </label>
        ))}
      </fieldset>
      <Field
        label={t('checkout.redirect.label')}
        description={t('checkout.redirect.description')}
        id={ids.redirectUrl}
        necessity="optional"
        error={errors.redirectUrl}
      >
        <input
          type="url"
          inputMode="url"
          autoComplete="off"
          value={values.redirectUrl}
          onChange={(event) => onChange({ redirectUrl: event.target.value })}
        />
      </Field>
    </>
  );
}
