import { useCallback } from 'react';
import {
  payeeProblemsByName,
  payeeServerErrors,
  recipientFormModel,
  recipientFormValues,
  toCreateRecipientBody,
  toUpdateRecipientBody,
  validateRecipient,
  type PayeeError,
  type PayeeFormModel,
  type PayeeFormValues,
  type RecipientType,
} from '../../core/payees/index.js';
import type { Recipient } from '../../core/schemas/index.js';
import { useCreateRecipient } from '../money/useCreateRecipient.js';
import { useUpdateRecipient } from '../money/useUpdateRecipient.js';
import type { UseModelFormResult } from './modelFormTypes.js';
import { useModelForm } from './useModelForm.js';

/** Options of {@link useRecipientForm}. */
export interface UseRecipientFormOptions {
  /**
   * The recipient to edit; only what changed is sent. Without it the form adds a recipient.
   * @default undefined (add)
   */
  recipient?: Recipient | null;
  /**
   * Called with the saved recipient (the unchanged one when nothing was changed), after the recipients were read again.
   * @default undefined
   */
  onSaved?: (recipient: Recipient) => void;
  /**
   * Require the street, city and country a bank payout needs, so a bank account can be added next.
   * @default false
   */
  isPayoutAddressRequired?: boolean;
}

/** What {@link useRecipientForm} gives: the model-form state plus the recipient's type and its fields. */
export interface UseRecipientFormResult extends UseModelFormResult<PayeeFormValues, PayeeError> {
  /** The recipient type chosen (`individual`, `business`), or the edited recipient's, which may be newer than the kit. */
  type: string;
  /** Chooses the type of a new recipient; its fields follow. */
  setType: (type: RecipientType) => void;
  /**
   * The fields to render for the type, in order (bind each with `useModelField(form, field.name)`);
   * `null` for an edited recipient of a type newer than the kit: shown, not editable.
   */
  model: PayeeFormModel | null;
  /** Whether an existing recipient is edited (its type cannot change). */
  isEditing: boolean;
}

const START_TYPE: RecipientType = 'individual';

/**
 * A headless recipient form (what `<RecipientForm>` renders): an individual or a business, how
 * they relate to the customer, contact details, address and the merchant's own label and
 * reference. Everything is checked with `validateRecipient` before the server is asked; the
 * server's refusals (`errors[].pointer`, `recipient_name_invalid`) land on their fields, focus
 * moves to the first invalid field, and what the person typed is kept. An edit sends only what
 * changed, and nothing at all (just `onSaved`) when nothing did; a retry never adds the recipient
 * twice (one idempotency key per recipient, `useCreateRecipient`).
 *
 * @param options The recipient to edit, what to do once saved, and whether a payout address is required.
 * @throws when called outside a `<PaykitProvider>`.
 *
 * @example
 * function AddRecipient() {
 *   const form = useRecipientForm({ onSaved: (recipient) => console.log(recipient.id) });
 *   return (
 *     <form noValidate onSubmit={form.onSubmit}>
 *       {form.model?.fields.map((field) => <MyField key={field.name} form={form} field={field} />)}
 *       <button type="submit" disabled={form.isSubmitting}>Add</button>
 *     </form>
 *   );
 * }
 * function MyField({ form, field }: { form: UseRecipientFormResult; field: PayeeField }) {
 *   const { labelProps, inputProps, errorMessageProps, isInvalid, value, onChange } = useModelField(form, field.name, { isRequired: field.required });
 *   return (
 *     <div>
 *       <label {...labelProps}>{field.name}</label>
 *       <input {...inputProps} value={String(value ?? '')} onChange={(event) => onChange(event.target.value)} />
 *       {isInvalid && <p {...errorMessageProps}>Check this field.</p>}
 *     </div>
 *   );
 * }
 */
export function useRecipientForm({
  recipient = null,
  onSaved,
  isPayoutAddressRequired = false,
}: UseRecipientFormOptions = {}): UseRecipientFormResult {
  const create = useCreateRecipient({ onSuccess: (saved) => onSaved?.(saved) });
  const update = useUpdateRecipient({ onSuccess: (saved) => onSaved?.(saved) });
  const options = { isPayoutAddressRequired };
  const modelOf = (values: PayeeFormValues) => recipientFormModel(values.type ?? START_TYPE, options);

  const form = useModelForm<PayeeFormValues, PayeeError>({
    defaultValues: recipient ? { ...recipientFormValues(recipient), type: recipient.type } : { type: START_TYPE },
    fieldNames: (values) => modelOf(values)?.fields.map((field) => field.name) ?? [],
    validate: (values) => payeeProblemsByName(modelOf(values), validateRecipient(values, options)),
    serverErrors: (error, values) => payeeServerErrors(modelOf(values), error),
    submit: (values) => {
      if (!recipient) {
        const body = toCreateRecipientBody(values);
        return body ? create.mutateAsync(body) : undefined;
      }
      const body = toUpdateRecipientBody(recipient, values);
      if (Object.keys(body).length > 0) return update.mutateAsync({ recipientId: recipient.id, body });
      onSaved?.(recipient);
      return undefined;
    },
  });
  const { setValue } = form;
  const setType = useCallback((type: RecipientType) => setValue('type', type), [setValue]);
  const type = form.values.type ?? START_TYPE;
  return { ...form, type, setType, model: modelOf(form.values), isEditing: recipient !== null };
}
