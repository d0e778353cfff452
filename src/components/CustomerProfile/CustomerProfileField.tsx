import type { ReactElement } from 'react';
import type { FormField } from '../../core/forms/index.js';
import type { ProfileField, ProfileProblem } from '../../core/profile/index.js';
import type { UseCustomerProfileFormResult } from '../../hooks/forms/useCustomerProfileForm.js';
import type { UseModelFieldResult } from '../../hooks/forms/modelFormTypes.js';
import { ModelField } from '../primitives/Field/ModelField.js';
import { useMessages } from '../messages/index.js';
import { profileEn, type ProfileMessageId } from '../messages/areas/profile.en.js';
import { fieldsEn } from '../messages/areas/fields.en.js';
import { serverFieldErrorText } from '../text/index.js';
import { CountrySelect } from '../shared/CountrySelect/CountrySelect.js';
import { ADDRESS_AUTOCOMPLETE, CountryListControl, type AddressPart } from '../TaskFields/index.js';
import { addressPartOf } from './profileGroups.js';

const AUTOCOMPLETE: Partial<Record<string, string>> = {
  firstName: 'given-name',
  middleName: 'additional-name',
  lastName: 'family-name',
  birthDate: 'bday',
  email: 'email',
  phone: 'tel',
  legalName: 'organization',
  website: 'url',
};

const INPUT_TYPE: Partial<Record<ProfileField['kind'], string>> = { email: 'email', phone: 'tel', url: 'url', date: 'date' };

/** Props for {@link CustomerProfileField}. */
export interface CustomerProfileFieldProps {
  form: UseCustomerProfileFormResult;
  field: ProfileField;
}

/** One editable field of the profile form: a text, date, country or country-list control in its labelled frame. */
export function CustomerProfileField({ form, field }: CustomerProfileFieldProps) {
  const { t } = useMessages(profileEn, fieldsEn);
  const label = t((field.address ? `profile.address.${addressPartOf(field)}` : `profile.field.${field.name}`) as ProfileMessageId);
  const autoComplete = field.address ? ADDRESS_AUTOCOMPLETE[addressPartOf(field) as AddressPart] : (AUTOCOMPLETE[field.name] ?? 'off');

  const control = ({
    inputProps: { disabled: _enabled, ...input },
    value,
    onChange,
    ref,
  }: UseModelFieldResult<ProfileProblem>): ReactElement => {
    if (field.kind === 'countries') {
      const { ref: _ref, ...aria } = input;
      return (
        <CountryListControl
          // The list control reads only the field's id (its select's name).
          field={{ id: field.name } as FormField}
          value={value}
          onChange={onChange}
          onBlur={() => undefined}
          focusRef={ref}
          inputAria={{ ...aria, disabled: undefined }}
        />
      );
    }
    if (field.kind === 'country')
      return <CountrySelect {...input} autoComplete={autoComplete} value={String(value ?? '')} onValueChange={onChange} />;
    return (
      <input
        {...input}
        type={INPUT_TYPE[field.kind] ?? 'text'}
        autoComplete={autoComplete}
        {...(field.kind === 'date' ? { max: form.today } : {})}
        value={String(value ?? '')}
        onChange={(event) => onChange(event.target.value)}
      />
    );
  };

  return (
    <ModelField
      form={form}
      name={field.name}
      label={label}
      description={field.kind === 'phone' ? t('profile.field.phoneHint') : undefined}
      errorText={(error) => (error.source === 'client' ? t(`profile.problem.${error.problem}`) : serverFieldErrorText(t, error.errors))}
    >
      {control}
    </ModelField>
  );
}
