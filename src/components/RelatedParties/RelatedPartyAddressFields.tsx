import { ADDRESS_PARTS } from '../../core/relatedParties/index.js';
import type { UseRelatedPartyFormResult } from '../../hooks/forms/useRelatedPartyForm.js';
import { useMessages } from '../messages/index.js';
import { relatedPartiesEn } from '../messages/areas/relatedParties.en.js';
import { CountrySelect } from '../shared/CountrySelect/CountrySelect.js';
import { ADDRESS_AUTOCOMPLETE } from '../TaskFields/index.js';
import { RelatedPartyField } from './RelatedPartyField.js';
import { part } from '../part.js';

/** Props for {@link RelatedPartyAddressFields}. */
export interface RelatedPartyAddressFieldsProps {
  /** The related-party form (`useRelatedPartyForm`); the parts are its `address.<part>` fields. */
  form: UseRelatedPartyFormResult;
}

/** A person's address as a fieldset: street lines, city, region, postal code and a country picker. */
export function RelatedPartyAddressFields({ form }: RelatedPartyAddressFieldsProps) {
  const { t } = useMessages(relatedPartiesEn);
  return (
    <fieldset {...part('related-party-address')}>
      <legend>{t('relatedParties.form.address')}</legend>
      {ADDRESS_PARTS.map((part) => (
        <RelatedPartyField key={part} form={form} name={`address.${part}`} label={t(`relatedParties.form.${part}`)}>
          {({ inputProps: { disabled: _enabled, ...input }, value, onChange }) =>
            part === 'country' ? (
              <CountrySelect {...input} value={String(value ?? '')} onValueChange={onChange} autoComplete={ADDRESS_AUTOCOMPLETE.country} />
            ) : (
              <input
                {...input}
                type="text"
                autoComplete={ADDRESS_AUTOCOMPLETE[part]}
                value={String(value ?? '')}
                onChange={(event) => onChange(event.target.value)}
              />
            )
          }
        </RelatedPartyField>
      ))}
    </fieldset>
  );
}
