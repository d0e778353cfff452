import type { ComponentPropsWithRef } from 'react';
import type { Recipient } from '../../core/schemas/index.js';
import { recipientTypes } from '../../core/schemas/recipientValues.js';
import { useRecipientForm } from '../../hooks/forms/useRecipientForm.js';
import { Button } from '../primitives/Button/Button.js';
import { Callout } from '../primitives/Callout/Callout.js';
import { useMessages } from '../messages/index.js';
import { payeesEn } from '../messages/areas/payees.en.js';
import { MoneyErrorNotice } from '../shared/MoneyError/MoneyErrorNotice.js';
import { part } from '../part.js';
import { FormErrorSummary } from '../shared/FormErrorSummary/FormErrorSummary.js';
import { openEnumLabel } from '../text/index.js';
import { PayeeFields } from './PayeeFields.js';
import { payeeErrorSummary } from './payeeFormErrors.js';
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

/**
 * Adds or edits a third-party payout recipient: an individual or a business, how they relate to
 * the customer, contact details, address and the merchant's own label and reference. Everything
 * is checked before the server is asked; refusals (the client's or the server's
 * `errors[].pointer`, `recipient_name_invalid`) show at their fields, with a summary that links to
 * each, and focus moves to the first. What the person typed is kept when saving fails. A thin
 * renderer of `useRecipientForm` (paykit/forms), which a screen of your own can use instead.
 */
export const RecipientForm = forwardRefAsProp(function RecipientForm({
  recipient = null,
  onSaved,
  onCancel,
  isPayoutAddressRequired = false,
  ...props
}: RecipientFormProps) {
  const { t } = useMessages(payeesEn);
  const form = useRecipientForm({ recipient, onSaved, isPayoutAddressRequired });
  const { model, type, submitError: failure } = form;
  const summary = payeeErrorSummary(t, form);

  return (
    <form noValidate {...props} {...part('recipient-form', props)} onSubmit={form.onSubmit}>
      {summary.isShown && (
        <FormErrorSummary items={summary.items} formErrors={form.formErrors} error={summary.hasClientErrors ? null : failure} />
      )}
      {failure && !summary.isShown && <MoneyErrorNotice error={failure} />}
      {recipient ? (
        <p {...part('recipient-form-type')}>{t('payees.form.typeIs', { type: openEnumLabel(t, 'payees.type.', recipient.type) })}</p>
      ) : (
        <fieldset {...part('recipient-form-types')}>
          <legend>{t('payees.form.type')}</legend>
          {recipientTypes.map((option) => (
            <label key={option} {...part('recipient-form-type-option')}>
              <input
                type="radio"
                name={form.inputIdOf('type')}
                value={option}
                checked={type === option}
                onChange={() => form.setType(option)}
              />
              {openEnumLabel(t, 'payees.type.', option)}
            </label>
          ))}
        </fieldset>
      )}
      {model ? (
        <PayeeFields form={form} model={model} />
      ) : (
        <Callout tone="warning">{t('payees.form.typeUnsupported', { type: openEnumLabel(t, 'payees.type.', type) })}</Callout>
      )}
      <div {...part('recipient-form-actions')}>
        {model && (
          <Button type="submit" isPending={form.isSubmitting} pendingLabel={t('payees.form.saving')}>
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
