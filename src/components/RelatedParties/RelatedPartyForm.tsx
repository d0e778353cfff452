import { useRef, type ComponentPropsWithRef } from 'react';
import { useComposedRefs } from '@radix-ui/react-compose-refs';
import type { RelatedParty } from '../../core/schemas/index.js';
import { useRelatedPartyForm } from '../../hooks/forms/useRelatedPartyForm.js';
import { Button } from '../primitives/Button/Button.js';
import { Callout } from '../primitives/Callout/Callout.js';
import { errorReference, paykitErrorText, serverFieldErrorText } from '../text/index.js';
import { useMessages } from '../messages/index.js';
import { relatedPartiesEn } from '../messages/areas/relatedParties.en.js';
import { fieldsEn } from '../messages/areas/fields.en.js';
import { CountrySelect } from '../shared/CountrySelect/CountrySelect.js';
import { RelatedPartyAddressFields } from './RelatedPartyAddressFields.js';
import { RelatedPartyField } from './RelatedPartyField.js';
import { RelatedPartyRoleFields } from './RelatedPartyRoleFields.js';
import { part } from '../part.js';
import { forwardRefAsProp } from '../forwardRefAsProp.js';

/** Props for {@link RelatedPartyForm}: any `<form>` attribute plus the ones below. */
export interface RelatedPartyFormProps extends Omit<ComponentPropsWithRef<'form'>, 'onSubmit' | 'children'> {
  /**
   * The person to edit; without it the form adds a new person.
   * @default undefined (add)
   */
  party?: RelatedParty | null;
  /**
   * Called with the saved person, after the related parties were read again.
   * @default undefined
   */
  onSaved?: (party: RelatedParty) => void;
  /**
   * When given, a Cancel button calls it.
   * @default undefined (no Cancel button)
   */
  onCancel?: () => void;
}

/**
 * Adds or edits a person of a business customer: name, roles, job title, date of birth,
 * nationality, country of residence, address, and the ownership share when an owner role is
 * chosen. Problems are shown at their fields (the server's `errors[].pointer` too), focus moves
 * to the first one, and what the person typed is kept when saving fails. A thin renderer of
 * `useRelatedPartyForm` (paykit/forms), which a screen of your own can use instead.
 */
export const RelatedPartyForm = forwardRefAsProp(function RelatedPartyForm({
  party = null,
  onSaved,
  onCancel,
  ...props
}: RelatedPartyFormProps) {
  const { t } = useMessages(relatedPartiesEn, fieldsEn);
  const form = useRelatedPartyForm({ party, onSaved });
  const birthDateRef = useRef<HTMLInputElement>(null);
  const birthDateRefs = useComposedRefs(birthDateRef, form.focusTargets.ref('birthDate'));
  const { submitError: failure, formErrors } = form;
  const formErrorText = formErrors.length > 0 ? serverFieldErrorText(t, formErrors) : '';

  const text = (name: 'firstName' | 'lastName' | 'title', isRequired = false) => (
    <RelatedPartyField form={form} name={name} label={t(`relatedParties.form.${name}`)} necessity={isRequired ? 'required' : undefined}>
      {({ inputProps: { disabled: _enabled, ...input }, value, onChange }) => (
        <input {...input} type="text" autoComplete="off" value={String(value)} onChange={(event) => onChange(event.target.value)} />
      )}
    </RelatedPartyField>
  );
  const country = (name: 'nationality' | 'residenceCountry') => (
    <RelatedPartyField form={form} name={name} label={t(`relatedParties.form.${name}`)}>
      {({ inputProps: { disabled: _enabled, ...input }, value, onChange }) => (
        <CountrySelect {...input} value={String(value)} onValueChange={onChange} />
      )}
    </RelatedPartyField>
  );

  return (
    <form
      noValidate
      {...props}
      {...part('related-party-form', props)}
      onSubmit={(event) => {
        // The date input reads '' for a date that does not exist (02/30): only `validity.badInput` tells it from no date.
        form.setBirthDateUnreadable(birthDateRef.current?.validity.badInput === true);
        form.onSubmit(event);
      }}
    >
      {failure && !form.hasServerFieldErrors && (
        <Callout tone="danger" title={t('relatedParties.form.failed')}>
          {formErrorText || paykitErrorText(t, failure)} {errorReference(t, failure)}
        </Callout>
      )}
      {failure && form.hasServerFieldErrors && formErrorText && <Callout tone="danger">{formErrorText}</Callout>}
      {text('firstName', true)}
      {text('lastName', true)}
      <RelatedPartyRoleFields form={form} />
      {form.isOwnershipAsked && (
        <RelatedPartyField
          form={form}
          name="ownershipPercent"
          label={t('relatedParties.form.ownershipPercent')}
          description={t('relatedParties.form.ownershipHint')}
        >
          {({ inputProps: { disabled: _enabled, ...input }, value, onChange }) => (
            <input {...input} type="text" inputMode="decimal" value={String(value)} onChange={(event) => onChange(event.target.value)} />
          )}
        </RelatedPartyField>
      )}
      {text('title')}
      <RelatedPartyField form={form} name="birthDate" label={t('relatedParties.form.birthDate')}>
        {({ inputProps: { disabled: _enabled, ref: _ref, ...input }, value, onChange }) => (
          <input
            {...input}
            ref={birthDateRefs}
            type="date"
            max={form.today}
            value={String(value)}
            onChange={(event) => {
              form.setBirthDateUnreadable(event.target.validity.badInput);
              onChange(event.target.value);
            }}
            onBlur={(event) => form.setBirthDateUnreadable(event.target.validity.badInput)}
            // A date typed in part sends no change: read it as it is typed, so leaving the input changes no error.
            onKeyUp={(event) => form.setBirthDateUnreadable(event.currentTarget.validity.badInput)}
          />
        )}
      </RelatedPartyField>
      {country('nationality')}
      {country('residenceCountry')}
      <RelatedPartyAddressFields form={form} />
      <div {...part('related-party-form-actions')}>
        <Button type="submit" isPending={form.isSubmitting} pendingLabel={t('relatedParties.form.saving')}>
          {party ? t('relatedParties.form.save') : t('relatedParties.form.add')}
        </Button>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            {t('relatedParties.cancel')}
          </Button>
        )}
      </div>
    </form>
  );
});
