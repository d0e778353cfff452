import { useCallback } from 'react';
import { useMessages } from '../messages/index.js';
import { relatedPartiesEn } from '../messages/areas/relatedParties.en.js';
import { Field } from '../primitives/Field/Field.js';
import { CountrySelect } from '../shared/CountrySelect/CountrySelect.js';
import { ADDRESS_AUTOCOMPLETE, ADDRESS_PARTS, type AddressPart } from '../TaskFields/index.js';
import { part } from '../part.js';

/** Props for {@link RelatedPartyAddressFields}. */
export interface RelatedPartyAddressFieldsProps {
  value: Readonly<Record<AddressPart, string>>;
  /** Keep it stable (`useCallback`) so the country select is not rebuilt on every keystroke. */
  onValueChange: (part: AddressPart, value: string) => void;
  /** Errors by part. @default {} */
  errors?: Partial<Record<AddressPart, string>>;
  /** The focus ref of each part, so a refused submit can focus it. @default undefined */
  focusRefOf?: (part: AddressPart) => (element: HTMLElement | null) => void;
}

/** A person's address as a fieldset: street lines, city, region, postal code and a country picker. */
export function RelatedPartyAddressFields({ value, onValueChange, errors = {}, focusRefOf }: RelatedPartyAddressFieldsProps) {
  const { t } = useMessages(relatedPartiesEn);
  const setCountry = useCallback((code: string) => onValueChange('country', code), [onValueChange]);
  return (
    <fieldset {...part('related-party-address')}>
      <legend>{t('relatedParties.form.address')}</legend>
      {ADDRESS_PARTS.map((part) => (
        <Field key={part} label={t(`relatedParties.form.${part}`)} error={errors[part]}>
          {part === 'country' ? (
            <CountrySelect
              ref={focusRefOf?.('country')}
              value={value.country}
              onValueChange={setCountry}
              autoComplete={ADDRESS_AUTOCOMPLETE.country}
            />
          ) : (
            <input
              ref={focusRefOf?.(part)}
              type="text"
              autoComplete={ADDRESS_AUTOCOMPLETE[part]}
              value={value[part]}
              onChange={(event) => onValueChange(part, event.target.value)}
            />
          )}
        </Field>
      ))}
    </fieldset>
  );
}
