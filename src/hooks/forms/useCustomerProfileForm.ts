import { useMemo, useState } from 'react';
import type { PaykitError } from '../../core/client/index.js';
import { localCalendarDate } from '../../core/forms/calendarDate.js';
import type { ModelServerErrors } from '../../core/forms/modelFormErrors.js';
import {
  buildProfilePatch,
  profileFieldLock,
  profileFieldOfPointer,
  profileFields,
  profileLockAt,
  profileValuesOf,
  validateProfile,
  type ProfileField,
  type ProfileFormValues,
  type ProfileLock,
  type ProfileLockReason,
  type ProfileObject,
  type ProfileProblem,
} from '../../core/profile/index.js';
import type { Customer, FieldError } from '../../core/schemas/index.js';
import { useUpdateCustomer } from '../useUpdateCustomer.js';
import type { UseModelFormResult } from './modelFormTypes.js';
import { useModelForm } from './useModelForm.js';

/** Options of {@link useCustomerProfileForm}. */
export interface UseCustomerProfileFormOptions {
  /** The customer as read: the form starts from its values, and sends only what differs from them. */
  customer: Customer;
  /** Its profile object (`profileObjectOf(customer)`). */
  object: ProfileObject;
  /** What the customer's tasks hold (`profileLocksOf(tasks)`): those fields are shown, never sent. */
  locks: readonly ProfileLock[];
  /**
   * Called once the save is over: with the saved customer, or `null` when nothing had changed.
   * @default undefined
   */
  onDone?: (saved: Customer | null) => void;
  /**
   * The clock, in epoch milliseconds: its calendar day on the person's device is "today" for the dates.
   * @default Date.now
   */
  now?: () => number;
}

/** What {@link useCustomerProfileForm} gives: the model-form state plus the profile's fields and locks. */
export interface UseCustomerProfileFormResult extends UseModelFormResult<ProfileFormValues, ProfileProblem> {
  /** Every field of the profile, in form order, locked ones included. */
  fields: readonly ProfileField[];
  /** Why the field `name` is read-only, or `null` when it may be edited. */
  lockOf: (name: string) => ProfileLockReason | null;
  /** The values as read, which the form started from. */
  readValues: ProfileFormValues;
  /** Today on the person's device (`YYYY-MM-DD`): the latest date to offer. */
  today: string;
}

/**
 * A headless form over the customer's own details (what `<CustomerProfile>` renders while
 * editing): each profile field by name (`phone`, `nationalities`, `residentialAddress.city`…),
 * checked with `validateProfile` before the server is asked, sent as the merge document of what
 * changed (`buildProfilePatch`: a cleared field as `null`, an edited list whole) through
 * `useUpdateCustomer`. Fields a review holds (`locks`) are not editable and never sent. The
 * server's `errors[].pointer` land on their fields, focus moves to the first invalid one, and what
 * the person typed is kept when saving fails.
 *
 * @param options The customer as read, its locks and what to do once saved.
 * @throws when called outside a `<PaykitProvider>`.
 */
export function useCustomerProfileForm({
  customer,
  object,
  locks,
  onDone,
  now = Date.now,
}: UseCustomerProfileFormOptions): UseCustomerProfileFormResult {
  const update = useUpdateCustomer();
  const [readValues] = useState(() => profileValuesOf(customer, object));
  const fields = useMemo(() => profileFields(object), [object]);
  const lockOf = (name: string) => profileFieldLock(fields, name, locks);
  const editable = new Set(fields.filter((field) => profileLockAt(field.pointer, locks) === null).map((field) => field.name));
  const today = localCalendarDate(now());

  const serverErrors = (error: PaykitError): ModelServerErrors => {
    const placed: Partial<Record<string, FieldError[]>> = {};
    const form: FieldError[] = [];
    for (const { pointer, code, message } of error.errors) {
      const name = profileFieldOfPointer(pointer, object);
      if (name === null || !editable.has(name)) form.push({ pointer, code, message });
      else (placed[name] ??= []).push({ pointer, code, message });
    }
    return { fields: placed, form };
  };

  const form = useModelForm<ProfileFormValues, ProfileProblem>({
    defaultValues: readValues,
    fieldNames: () => fields.filter((field) => editable.has(field.name)).map((field) => field.name),
    validate: (values) => validateProfile(object, values, today, editable),
    serverErrors,
    submit: async (values) => {
      const body = buildProfilePatch(object, readValues, values, editable);
      const saved = body === null ? null : await update.mutateAsync(body);
      onDone?.(saved);
    },
  });
  return { ...form, fields, lockOf, readValues, today };
}
