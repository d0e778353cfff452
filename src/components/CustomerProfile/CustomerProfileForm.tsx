import { useEffect, useRef, useId } from 'react';
import type { Customer } from '../../core/schemas/index.js';
import type { ProfileLock, ProfileLockReason, ProfileObject } from '../../core/profile/index.js';
import { useCustomerProfileForm } from '../../hooks/forms/useCustomerProfileForm.js';
import { Button } from '../primitives/Button/Button.js';
import { Callout } from '../primitives/Callout/Callout.js';
import { errorReference, paykitErrorText, serverFieldErrorText } from '../text/index.js';
import { useMessages } from '../messages/index.js';
import { profileEn, type ProfileMessageId } from '../messages/areas/profile.en.js';
import { fieldsEn } from '../messages/areas/fields.en.js';
import { part } from '../part.js';
import { CustomerProfileField } from './CustomerProfileField.js';
import { addressPartOf, groupLock, groupValueText, profileGroups, type ProfileGroup } from './profileGroups.js';
import { ProfileLockNote } from './ProfileLockNote.js';

/** Props for {@link CustomerProfileForm}. */
export interface CustomerProfileFormProps {
  customer: Customer;
  object: ProfileObject;
  locks: readonly ProfileLock[];
  /** Called once saved: with the saved customer, or `null` when nothing had changed. */
  onDone: (saved: Customer | null) => void;
  onCancel: () => void;
}

/**
 * The customer's details as a form: each editable value in its control, each locked one as text
 * with its reason (never a disabled input, which would drop out of the reading order). Errors at
 * their fields, focus on the first invalid one; a failed save keeps what was typed.
 */
export function CustomerProfileForm({ customer, object, locks, onDone, onCancel }: CustomerProfileFormProps) {
  const { t, i18n } = useMessages(profileEn, fieldsEn);
  const form = useCustomerProfileForm({ customer, object, locks, onDone });
  const formRef = useRef<HTMLFormElement>(null);
  const hintId = useId();
  const { submitError: failure, formErrors } = form;
  const formErrorText = formErrors.length > 0 ? serverFieldErrorText(t, formErrors) : '';

  useEffect(() => {
    // Opening the form moves focus into it: to its first control.
    formRef.current?.querySelector<HTMLElement>('input, select')?.focus();
  }, []);

  const locked = (group: ProfileGroup, reason: ProfileLockReason, label: string) => {
    const id = `${hintId}-${group.key}`;
    return (
      <div key={group.key} role="group" aria-labelledby={`${id}-label`} {...part('customer-profile-locked')} data-locked={reason}>
        <span id={`${id}-label`} {...part('customer-profile-locked-label')}>
          {label}
        </span>
        <span {...part('customer-profile-value')}>{groupValueText(group, form.readValues, i18n) || t('profile.notGiven')}</span>
        <ProfileLockNote reason={reason} />
      </div>
    );
  };

  return (
    <form ref={formRef} noValidate aria-describedby={hintId} {...part('customer-profile-form')} onSubmit={form.onSubmit}>
      <p id={hintId} {...part('customer-profile-hint')}>
        {t('profile.editHint')}
      </p>
      {failure && !form.hasServerFieldErrors && (
        <Callout tone="danger" title={t('profile.failed')}>
          {formErrorText || paykitErrorText(t, failure)} {errorReference(t, failure)}
        </Callout>
      )}
      {failure && form.hasServerFieldErrors && formErrorText && <Callout tone="danger">{formErrorText}</Callout>}
      {profileGroups(form.fields).map((group) => {
        const lock = groupLock(group.fields, form.lockOf);
        const label = t(`profile.field.${group.key}` as ProfileMessageId);
        if (!group.isAddress)
          return lock ? locked(group, lock, label) : <CustomerProfileField key={group.key} form={form} field={group.fields[0]!} />;
        if (lock && group.fields.every((field) => form.lockOf(field.name) !== null)) return locked(group, lock, label);
        return (
          <fieldset key={group.key} {...part('customer-profile-address')}>
            <legend>{label}</legend>
            {group.fields.map((field) => {
              const reason = form.lockOf(field.name);
              const partLabel = t(`profile.address.${addressPartOf(field)}` as ProfileMessageId);
              return reason ? (
                locked({ key: field.name, fields: [field], isAddress: false }, reason, partLabel)
              ) : (
                <CustomerProfileField key={field.name} form={form} field={field} />
              );
            })}
          </fieldset>
        );
      })}
      <div {...part('customer-profile-actions')}>
        <Button type="submit" isPending={form.isSubmitting} pendingLabel={t('profile.saving')}>
          {t('profile.save')}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('profile.cancel')}
        </Button>
      </div>
    </form>
  );
}
