import { useCallback, useState } from 'react';
import type { PaykitError } from '../../core/client/index.js';
import type { ModelServerErrors } from '../../core/forms/modelFormErrors.js';
import {
  RELATED_PARTY_FIELD_ORDER,
  asksOwnership,
  fieldOfPointer,
  formValuesOf,
  fromFieldValues,
  localCalendarDate,
  toCreateBody,
  toFieldValues,
  toUpdateBody,
  validateRelatedParty,
  type RelatedPartyFieldName,
  type RelatedPartyFormValues,
  type RelatedPartyProblem,
} from '../../core/relatedParties/index.js';
import type { FieldError, RelatedParty } from '../../core/schemas/index.js';
import { useCreateRelatedParty } from '../useCreateRelatedParty.js';
import { useUpdateRelatedParty } from '../useUpdateRelatedParty.js';
import type { ModelFormValues, UseModelFormResult } from './modelFormTypes.js';
import { useModelForm } from './useModelForm.js';

/** Options of {@link useRelatedPartyForm}. */
export interface UseRelatedPartyFormOptions {
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
   * The clock, in epoch milliseconds: its calendar day on the person's device is "today" for the
   * birth date checks (not in the future; an owner is 18 or older).
   * @default Date.now
   */
  now?: () => number;
}

/** What {@link useRelatedPartyForm} gives: the model-form state plus the person's values as the form reads them. */
export interface UseRelatedPartyFormResult extends UseModelFormResult<ModelFormValues, RelatedPartyProblem> {
  /** The values as one object (`address` by part), read from the fields (`firstName`, `roles`, `address.city`…). */
  partyValues: RelatedPartyFormValues;
  /** Whether the ownership share is asked: an owner role is chosen. */
  isOwnershipAsked: boolean;
  /** The roles the person had when the form opened: keep them as choices even when the kit does not know them. */
  initialRoles: readonly string[];
  /**
   * Tells the form the date input holds something that is not a date (a browser reads 02/30 as
   * `''`; only `validity.badInput` tells it from no date): call it from the input's change and blur.
   */
  setBirthDateUnreadable: (isUnreadable: boolean) => void;
  /** Whether an existing person is edited. */
  isEditing: boolean;
  /** Today on the person's device (`YYYY-MM-DD`), as the checks read it: the latest date of birth to offer (`max`). */
  today: string;
}

const UNREADABLE_BIRTH_DATE = 'birthDate.isUnreadable';

function serverErrorsOf(error: PaykitError): ModelServerErrors {
  const fields: Partial<Record<RelatedPartyFieldName, FieldError[]>> = {};
  const form: FieldError[] = [];
  for (const { pointer, code, message } of error.errors) {
    const name = fieldOfPointer(pointer);
    if (name === null) form.push({ pointer, code, message });
    else (fields[name] ??= []).push({ pointer, code, message });
  }
  return { fields, form };
}

/**
 * A headless form for a person of a business customer (what `<RelatedPartyForm>` renders): name,
 * roles, job title, date of birth, nationality, country of residence, address, and the ownership
 * share when an owner role is chosen (an owner must be 18 or older on the person's calendar day).
 * The fields are named `firstName`, `lastName`, `roles` (a list), `ownershipPercent`, `title`,
 * `birthDate`, `nationality`, `residenceCountry` and `address.<part>`. Everything is checked with `validateRelatedParty` before the server is asked;
 * the server's `errors[].pointer` land on their fields, focus moves to the first invalid field,
 * and what the person typed is kept when saving fails. A retry never adds the person twice
 * (`useCreateRelatedParty`).
 *
 * @param options The person to edit and what to do once saved.
 * @throws when called outside a `<PaykitProvider>`.
 *
 * @example
 * function AddDirector() {
 *   const form = useRelatedPartyForm();
 *   const firstName = useModelField(form, 'firstName', { isRequired: true });
 *   return (
 *     <form noValidate onSubmit={form.onSubmit}>
 *       <label {...firstName.labelProps}>First name</label>
 *       <input {...firstName.inputProps} value={String(firstName.value)} onChange={(event) => firstName.onChange(event.target.value)} />
 *       {firstName.isInvalid && <p {...firstName.errorMessageProps}>Enter a first name.</p>}
 *       <button type="submit">Add</button>
 *     </form>
 *   );
 * }
 */
export function useRelatedPartyForm({ party = null, onSaved, now = Date.now }: UseRelatedPartyFormOptions = {}): UseRelatedPartyFormResult {
  const create = useCreateRelatedParty({ onSuccess: (saved) => onSaved?.(saved) });
  const update = useUpdateRelatedParty({ onSuccess: (saved) => onSaved?.(saved) });
  const [initialRoles] = useState<readonly string[]>(() => party?.roles ?? []);

  const form = useModelForm<ModelFormValues, RelatedPartyProblem>({
    defaultValues: { ...toFieldValues(formValuesOf(party)), [UNREADABLE_BIRTH_DATE]: false },
    fieldNames: (values) => {
      const isAsked = asksOwnership(fromFieldValues(values));
      return RELATED_PARTY_FIELD_ORDER.filter((name) => isAsked || name !== 'ownershipPercent');
    },
    validate: (values) =>
      validateRelatedParty(fromFieldValues(values), localCalendarDate(now()), {
        isBirthDateUnreadable: values[UNREADABLE_BIRTH_DATE] === true,
      }),
    serverErrors: serverErrorsOf,
    submit: (values) => {
      const partyValues = fromFieldValues(values);
      return party
        ? update.mutateAsync({ relatedPartyId: party.id, body: toUpdateBody(partyValues, party) })
        : create.mutateAsync(toCreateBody(partyValues));
    },
  });
  const { setValue } = form;
  const setBirthDateUnreadable = useCallback((isUnreadable: boolean) => setValue(UNREADABLE_BIRTH_DATE, isUnreadable), [setValue]);
  const partyValues = fromFieldValues(form.values);
  return {
    ...form,
    partyValues,
    isOwnershipAsked: asksOwnership(partyValues),
    initialRoles,
    setBirthDateUnreadable,
    isEditing: party !== null,
    today: localCalendarDate(now()),
  };
}
