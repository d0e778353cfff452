import { openEnumLabel } from '../text/index.js';
import { roleChoices } from '../../core/relatedParties/index.js';
import type { UseRelatedPartyFormResult } from '../../hooks/forms/useRelatedPartyForm.js';
import { useModelField } from '../../hooks/forms/useModelField.js';
import { FieldError } from '../primitives/FieldError/FieldError.js';
import { useMessages } from '../messages/index.js';
import { relatedPartiesEn } from '../messages/areas/relatedParties.en.js';
import { useRelatedPartyErrorText } from './RelatedPartyField.js';
import { part } from '../part.js';

/** Props for {@link RelatedPartyRoleFields}. */
export interface RelatedPartyRoleFieldsProps {
  /** The related-party form (`useRelatedPartyForm`); the checkboxes are its `roles` field. */
  form: UseRelatedPartyFormResult;
}

/** The roles of a person as checkboxes in a fieldset: the known roles, and any others the party has. */
export function RelatedPartyRoleFields({ form }: RelatedPartyRoleFieldsProps) {
  const { t } = useMessages(relatedPartiesEn);
  const errorText = useRelatedPartyErrorText();
  const { value, onChange, inputProps, descriptionProps, errorMessageProps, error, ref } = useModelField(form, 'roles', {
    isRequired: true,
    hasDescription: true,
  });
  const chosen = Array.isArray(value) ? (value as string[]) : [];
  const toggle = (role: string, isChecked: boolean) => onChange(isChecked ? [...chosen, role] : chosen.filter((each) => each !== role));
  return (
    <fieldset {...part('related-party-roles')} data-invalid={error ? true : undefined} aria-describedby={inputProps['aria-describedby']}>
      <legend>
        {t('relatedParties.form.roles')}{' '}
        <span {...part('field-marker')} aria-hidden="true">
          {t('field.required')}
        </span>
      </legend>
      <p {...part('field-description')} {...descriptionProps}>
        {t('relatedParties.form.rolesHint')}
      </p>
      {roleChoices(form.initialRoles).map((role, index) => (
        <label key={role} {...part('related-party-role')}>
          <input
            ref={index === 0 ? ref : undefined}
            id={index === 0 ? inputProps.id : undefined}
            type="checkbox"
            name="roles"
            value={role}
            checked={chosen.includes(role)}
            aria-invalid={inputProps['aria-invalid']}
            onChange={(event) => toggle(role, event.target.checked)}
          />
          {openEnumLabel(t, 'relatedParties.role.', role)}
        </label>
      ))}
      <FieldError {...errorMessageProps}>{error ? errorText(error) : null}</FieldError>
    </fieldset>
  );
}
