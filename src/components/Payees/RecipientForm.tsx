import { useCallback, useId, useState, type ComponentPropsWithRef, type FormEvent } from 'react';
import { isPaykitError } from '../../core/client/index.js';
import {
  payeeFieldErrors,
  recipientFormModel,
  recipientFormValues,
  toCreateRecipientBody,
  toUpdateRecipientBody,
  validateRecipient,
  type PayeeError,
  type RecipientType,
} from '../../core/payees/index.js';
import type { Recipient } from '../../core/schemas/index.js';
import { recipientTypes } from '../../core/schemas/recipientValues.js';
import { useCreateRecipient, useUpdateRecipient } from '../../hooks/index.js';
import { Button } from '../primitives/Button/Button.js';
import { Callout } from '../primitives/Callout/Callout.js';
import { useMessages } from '../messages/index.js';
import { payeesEn } from '../messages/areas/payees.en.js';
import { MoneyErrorNotice } from '../shared/MoneyError/MoneyErrorNotice.js';
import { part } from '../part.js';
import { FormErrorSummary } from '../shared/FormErrorSummary/FormErrorSummary.js';
import { openEnumLabel } from '../text/index.js';
import { PayeeFields } from './PayeeFields.js';
import { payeeFormErrors } from './payeeFormErrors.js';
import { useFocusTargets } from '../../hooks/forms/focusTargets.js';
import { forwardRefAsProp } from '../forwardRefAsProp.js';

/** Props for {@link RecipientForm}: any `<form>` attribute plus the ones below. */
export interface RecipientFormProps extends Omit<ComponentPropsWithRef<'form'>, 'onSubmit' | 'children'> {
  /**
   * The recipient to edit; only what changed is sent. Without it the form adds a recipient.
   * @default undefined (add)
   */
  recipient?: Recipient | null;
  /**
   * Called with the saved recipient (the unchanged one when nothing was changed), after the
   * recipients were read again.
   * @default undefined
   */
  onSaved?: (recipient: Recipient) => void;
  /**
   * When given, a Cancel button calls it.
   * @default undefined (no Cancel button)
   */
  onCancel?: () => void;
  /**
   * Require the street, city and country a bank payout needs, so a bank account can be added next.
   * @default false
   */
  isPayoutAddressRequired?: boolean;
}

const START_TYPE: RecipientType = 'individual';

/**
 * Adds or edits a third-party payout recipient: an individual or a business, how they relate to
 * the customer, contact details, address and the merchant's own label and reference. Everything
 * is checked before the server is asked; refusals (the client's or the server's
 * `errors[].pointer`, `recipient_name_invalid`) show at their fields, with a summary that links to
 * each, and focus moves to the first. What the person typed is kept when saving fails.
 */
export const RecipientForm = forwardRefAsProp(function RecipientForm({
  recipient = null,
  onSaved,
  onCancel,
  isPayoutAddressRequired = false,
  ...props
}: RecipientFormProps) {
  const { t } = useMessages(payeesEn);
  const idPrefix = useId();
  const focusTargets = useFocusTargets();
  const [type, setType] = useState<string>(() => recipient?.type ?? START_TYPE);
  const [values, setValues] = useState<Record<string, string>>(() => (recipient ? recipientFormValues(recipient) : {}));
  const [isChecked, setChecked] = useState(false);
  const create = useCreateRecipient({ onSuccess: (saved) => onSaved?.(saved) });
  const update = useUpdateRecipient({ onSuccess: (saved) => onSaved?.(saved) });
  const mutation = recipient ? update : create;

  // Null only for an existing recipient of a type newer than the kit: shown, not editable.
  const model = recipientFormModel(type, { isPayoutAddressRequired });
  const setValue = useCallback((name: string, value: string) => setValues((previous) => ({ ...previous, [name]: value })), []);
  const idOf = useCallback((name: string) => `${idPrefix}-${name}`, [idPrefix]);
  const allValues = { ...values, type };
  const clientErrors: PayeeError[] = isChecked ? validateRecipient(allValues, { isPayoutAddressRequired }) : [];
  const failure = mutation.error;
  const server = failure && isPaykitError(failure) ? payeeFieldErrors(failure) : null;
  const errors = model ? payeeFormErrors(t, model, idOf, clientErrors, server) : null;

  // The first field the client's checks or the server's refusal put an error on, in form order.
  const focusFirstInvalid = (problems: readonly PayeeError[], error: unknown) => {
    const placed = model ? payeeFormErrors(t, model, idOf, problems, isPaykitError(error) ? payeeFieldErrors(error) : null) : null;
    focusTargets.focusFirst(placed?.items.map((item) => item.key) ?? []);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    event.stopPropagation();
    if (mutation.isPending) return;
    setChecked(true);
    const problems = validateRecipient(allValues, { isPayoutAddressRequired });
    if (problems.length > 0) {
      focusFirstInvalid(problems, null);
      return;
    }
    if (recipient) {
      const body = toUpdateRecipientBody(recipient, allValues);
      if (Object.keys(body).length === 0) {
        onSaved?.(recipient);
        return;
      }
      update.mutate({ recipientId: recipient.id, body }, { onError: (error) => focusFirstInvalid([], error) });
      return;
    }
    const body = toCreateRecipientBody(allValues);
    if (body) create.mutate(body, { onError: (error) => focusFirstInvalid([], error) });
  };

  const showSummary =
    errors !== null &&
    (errors.items.length > 0 || errors.formErrors.length > 0) &&
    (clientErrors.length > 0 || errors.hasServerFieldErrors);

  return (
    <form noValidate {...props} {...part('recipient-form', props)} onSubmit={submit}>
      {showSummary && (
        <FormErrorSummary
          items={errors.items}
          formErrors={errors.formErrors}
          error={clientErrors.length > 0 ? null : isPaykitError(failure) ? failure : null}
        />
      )}
      {failure && !showSummary && <MoneyErrorNotice error={failure} />}
      {recipient ? (
        <p {...part('recipient-form-type')}>{t('payees.form.typeIs', { type: openEnumLabel(t, 'payees.type.', recipient.type) })}</p>
      ) : (
        <fieldset {...part('recipient-form-types')}>
          <legend>{t('payees.form.type')}</legend>
          {recipientTypes.map((option) => (
            <label key={option} {...part('recipient-form-type-option')}>
              <input type="radio" name={`${idPrefix}-type`} value={option} checked={type === option} onChange={() => setType(option)} />
              {openEnumLabel(t, 'payees.type.', option)}
            </label>
          ))}
        </fieldset>
      )}
      {model ? (
        <PayeeFields
          model={model}
          values={values}
          onValueChange={setValue}
          idOf={idOf}
          focusRefOf={focusTargets.ref}
          errors={errors?.byName}
        />
      ) : (
        <Callout tone="warning">{t('payees.form.typeUnsupported', { type: openEnumLabel(t, 'payees.type.', type) })}</Callout>
      )}
      <div {...part('recipient-form-actions')}>
        {model && (
          <Button type="submit" isPending={mutation.isPending} pendingLabel={t('payees.form.saving')}>
            {recipient ? t('payees.form.save') : t('payees.form.add')}
          </Button>
        )}
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            {t('payees.cancel')}
          </Button>
        )}
      </div>
    </form>
  );
});
