import { useId } from 'react';
import { openEnumLabel } from '../text/index.js';
import { joinIds } from '../../hooks/forms/fieldAria.js';
import { FieldError } from '../primitives/FieldError/FieldError.js';
import { useMessages } from '../messages/index.js';
import { relatedPartiesEn } from '../messages/areas/relatedParties.en.js';
import { roleChoices } from './relatedPartyValues.js';
import { part } from '../part.js';

/** Props for {@link RelatedPartyRoleFields}. */
export interface RelatedPartyRoleFieldsProps {
  /** The chosen roles. */
  value: readonly string[];
  onValueChange: (roles: string[]) => void;
  /** Roles the party had when the form opened, kept as choices even when the kit does not know them. */
  initialRoles: readonly string[];
  /** @default undefined */
  error?: string;
  /** Given to the first checkbox, so a refused submit can focus the roles. @default undefined */
  focusRef?: (element: HTMLElement | null) => void;
}

/** The roles of a person as checkboxes in a fieldset: the known roles, and any others the party has. */
export function RelatedPartyRoleFields({ value, onValueChange, initialRoles, error, focusRef }: RelatedPartyRoleFieldsProps) {
  const { t } = useMessages(relatedPartiesEn);
  const hintId = useId();
  const errorId = useId();
  const toggle = (role: string, isChecked: boolean) =>
    onValueChange(isChecked ? [...value, role] : value.filter((chosen) => chosen !== role));
  return (
    <fieldset {...part('related-party-roles')} data-invalid={error ? true : undefined} aria-describedby={joinIds(hintId, error && errorId)}>
      <legend>
        {t('relatedParties.form.roles')}{' '}
        <span {...part('field-marker')} aria-hidden="true">
          {t('field.required')}
        </span>
      </legend>
      <p {...part('field-description')} id={hintId}>
        {t('relatedParties.form.rolesHint')}
      </p>
      {roleChoices(initialRoles).map((role, index) => (
        <label key={role} {...part('related-party-role')}>
          <input
            ref={index === 0 ? focusRef : undefined}
            type="checkbox"
            name="roles"
            value={role}
            checked={value.includes(role)}
            aria-invalid={error ? true : undefined}
            onChange={(event) => toggle(role, event.target.checked)}
          />
          {openEnumLabel(t, 'relatedParties.role.', role)}
        </label>
      ))}
      <FieldError id={errorId}>{error}</FieldError>
    </fieldset>
  );
}
