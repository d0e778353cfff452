import { useCallback, useRef, useState, type ComponentPropsWithRef, type FormEvent } from 'react';
import { useComposedRefs } from '@radix-ui/react-compose-refs';
import { isPaykitError } from '../../core/client/index.js';
import type { RelatedParty } from '../../core/schemas/index.js';
import { useCreateRelatedParty, useUpdateRelatedParty } from '../../hooks/index.js';
import { useFocusTargets } from '../../hooks/forms/focusTargets.js';
import { ADDRESS_PARTS } from '../TaskFields/index.js';
import { Button } from '../primitives/Button/Button.js';
import { Callout } from '../primitives/Callout/Callout.js';
import { errorReference, paykitErrorText } from '../text/index.js';
import { Field } from '../primitives/Field/Field.js';
import { useMessages } from '../messages/index.js';
import { relatedPartiesEn } from '../messages/areas/relatedParties.en.js';
import { CountrySelect } from '../shared/CountrySelect/CountrySelect.js';
import { RelatedPartyAddressFields } from './RelatedPartyAddressFields.js';
import { RelatedPartyRoleFields } from './RelatedPartyRoleFields.js';
import {
  asksOwnership,
  fieldOfPointer,
  formValuesOf,
  toCreateBody,
  toUpdateBody,
  validateRelatedParty,
  type AddressPart,
  type RelatedPartyFieldName,
  type RelatedPartyFormValues,
} from './relatedPartyValues.js';
import { part } from '../part.js';
import { forwardRefAsProp } from '../forwardRefAsProp.js';

/** The fields in the order the form shows them: a refused submit focuses the first invalid one. */
const FIELD_ORDER: readonly RelatedPartyFieldName[] = [
  'firstName',
  'lastName',
  'roles',
  'ownershipPercent',
  'title',
  'birthDate',
  'nationality',
  'residenceCountry',
  .../* @__PURE__ */ ADDRESS_PARTS.map((part): RelatedPartyFieldName => `address.${part}`),
];

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

const today = () => new Date().toISOString().slice(0, 10);

/**
 * Adds or edits a person of a business customer: name, roles, job title, date of birth,
 * nationality, country of residence, address, and the ownership share when an owner role is
 * chosen. Problems are shown at their fields (the server's `errors[].pointer` too), focus moves
 * to the first one, and what the person typed is kept when saving fails.
 */
export const RelatedPartyForm = forwardRefAsProp(function RelatedPartyForm({
  party = null,
  onSaved,
  onCancel,
  ...props
}: RelatedPartyFormProps) {
  const { t } = useMessages(relatedPartiesEn);
  const [values, setValues] = useState<RelatedPartyFormValues>(() => formValuesOf(party));
  const [isChecked, setChecked] = useState(false);
  const focusTargets = useFocusTargets();
  const birthDateRef = useRef<HTMLInputElement>(null);
  const birthDateRefs = useComposedRefs(birthDateRef, focusTargets.ref('birthDate'));
  // A date input reads '' for a date that does not exist (02/30): only `validity.badInput` tells it from no date.
  const [isBirthDateUnreadable, setBirthDateUnreadable] = useState(false);
  const create = useCreateRelatedParty({ onSuccess: (saved) => onSaved?.(saved) });
  const update = useUpdateRelatedParty({ onSuccess: (saved) => onSaved?.(saved) });
  const mutation = party ? update : create;
  const [initialRoles] = useState<readonly string[]>(() => party?.roles ?? []);

  const problemsOf = (birthDateUnreadable: boolean) =>
    validateRelatedParty(values, today(), { isBirthDateUnreadable: birthDateUnreadable });
  const clientProblems = isChecked ? problemsOf(isBirthDateUnreadable) : {};
  const serverErrors: Partial<Record<RelatedPartyFieldName, string>> = {};
  const formErrors: string[] = [];
  if (isPaykitError(mutation.error)) {
    for (const error of mutation.error.errors) {
      const name = fieldOfPointer(error.pointer);
      if (name === null) formErrors.push(error.message);
      else serverErrors[name] ??= error.message;
    }
  }
  const errorAt = (name: RelatedPartyFieldName): string | undefined => {
    const problem = clientProblems[name];
    return problem ? t(`relatedParties.problem.${problem}`) : serverErrors[name];
  };

  const set = <K extends keyof RelatedPartyFormValues>(key: K, value: RelatedPartyFormValues[K]) =>
    setValues((previous) => ({ ...previous, [key]: value }));
  const setAddress = useCallback(
    (part: AddressPart, value: string) => setValues((previous) => ({ ...previous, address: { ...previous.address, [part]: value } })),
    [],
  );
  const setNationality = useCallback((code: string) => setValues((previous) => ({ ...previous, nationality: code })), []);
  const setResidence = useCallback((code: string) => setValues((previous) => ({ ...previous, residenceCountry: code })), []);

  const focusAddressRef = useCallback((part: AddressPart) => focusTargets.ref(`address.${part}`), [focusTargets]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    event.stopPropagation();
    if (mutation.isPending) return;
    setChecked(true);
    const isUnreadable = birthDateRef.current?.validity.badInput === true;
    setBirthDateUnreadable(isUnreadable);
    const problems = problemsOf(isUnreadable);
    if (Object.keys(problems).length > 0) {
      focusTargets.focusFirst(FIELD_ORDER.filter((name) => name in problems));
      return;
    }
    const onError = (error: unknown) => {
      const named = new Set(isPaykitError(error) ? error.errors.map((each) => fieldOfPointer(each.pointer)) : []);
      focusTargets.focusFirst(FIELD_ORDER.filter((name) => named.has(name)));
    };
    if (party) update.mutate({ relatedPartyId: party.id, body: toUpdateBody(values, party) }, { onError });
    else create.mutate(toCreateBody(values), { onError });
  };

  const failure = mutation.error;
  const hasFieldErrors = Object.keys(serverErrors).length > 0;
  const text = (name: 'firstName' | 'lastName' | 'title', autoComplete: string, isRequired = false) => (
    <Field label={t(`relatedParties.form.${name}`)} error={errorAt(name)} necessity={isRequired ? 'required' : undefined}>
      <input
        ref={focusTargets.ref(name)}
        type="text"
        autoComplete={autoComplete}
        value={values[name]}
        onChange={(event) => set(name, event.target.value)}
      />
    </Field>
  );
  const country = (name: 'nationality' | 'residenceCountry') => (
    <Field label={t(`relatedParties.form.${name}`)} error={errorAt(name)}>
      <CountrySelect
        ref={focusTargets.ref(name)}
        value={values[name]}
        onValueChange={name === 'nationality' ? setNationality : setResidence}
      />
    </Field>
  );

  return (
    <form noValidate {...props} {...part('related-party-form', props)} onSubmit={submit}>
      {failure && !hasFieldErrors && (
        <Callout tone="danger" title={t('relatedParties.form.failed')}>
          {formErrors.length > 0 ? formErrors.join(' ') : paykitErrorText(t, failure)} {errorReference(t, failure)}
        </Callout>
      )}
      {failure && hasFieldErrors && formErrors.length > 0 && <Callout tone="danger">{formErrors.join(' ')}</Callout>}
      {text('firstName', 'off', true)}
      {text('lastName', 'off', true)}
      <RelatedPartyRoleFields
        value={values.roles}
        onValueChange={(roles) => set('roles', roles)}
        initialRoles={initialRoles}
        error={errorAt('roles')}
        focusRef={focusTargets.ref('roles')}
      />
      {asksOwnership(values) && (
        <Field
          label={t('relatedParties.form.ownershipPercent')}
          description={t('relatedParties.form.ownershipHint')}
          error={errorAt('ownershipPercent')}
        >
          <input
            ref={focusTargets.ref('ownershipPercent')}
            type="text"
            inputMode="decimal"
            value={values.ownershipPercent}
            onChange={(event) => set('ownershipPercent', event.target.value)}
          />
        </Field>
      )}
      {text('title', 'off')}
      <Field label={t('relatedParties.form.birthDate')} error={errorAt('birthDate')}>
        <input
          ref={birthDateRefs}
          type="date"
          max={today()}
          value={values.birthDate}
          onChange={(event) => {
            setBirthDateUnreadable(event.target.validity.badInput);
            set('birthDate', event.target.value);
          }}
          onBlur={(event) => setBirthDateUnreadable(event.target.validity.badInput)}
        />
      </Field>
      {country('nationality')}
      {country('residenceCountry')}
      <RelatedPartyAddressFields
        value={values.address}
        onValueChange={setAddress}
        focusRefOf={focusAddressRef}
        errors={Object.fromEntries(
          (['streetLine1', 'streetLine2', 'city', 'state', 'postalCode', 'country'] as const).map((part) => [
            part,
            errorAt(`address.${part}`),
          ]),
        )}
      />
      <div {...part('related-party-form-actions')}>
        <Button type="submit" isPending={mutation.isPending} pendingLabel={t('relatedParties.form.saving')}>
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
