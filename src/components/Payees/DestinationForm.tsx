import type { ComponentPropsWithRef } from 'react';
import { moneyErrorGuide } from '../../core/checkout/index.js';
import { destinationMethods, isDestinationMethod, missingPayoutAddress } from '../../core/payees/index.js';
import type { Destination } from '../../core/schemas/index.js';
import { useDestinationForm } from '../../hooks/forms/useDestinationForm.js';
import { useRecipients } from '../../hooks/index.js';
import { Button } from '../primitives/Button/Button.js';
import { Callout } from '../primitives/Callout/Callout.js';
import { useMessages } from '../messages/index.js';
import { payeesEn } from '../messages/areas/payees.en.js';
import { MoneyErrorNotice } from '../shared/MoneyError/MoneyErrorNotice.js';
import { part } from '../part.js';
import { FormErrorSummary } from '../shared/FormErrorSummary/FormErrorSummary.js';
import { openEnumLabel } from '../text/index.js';
import { DestinationMethodChooser } from './DestinationMethodChooser.js';
import { PayeeFields } from './PayeeFields.js';
import { payeeErrorSummary } from './payeeFormErrors.js';
import { payeeFieldLabel } from './payeeText.js';
import { forwardRefAsProp } from '../forwardRefAsProp.js';

/** Props for {@link DestinationForm}: any `<form>` attribute plus the ones below. */
export interface DestinationFormProps extends Omit<ComponentPropsWithRef<'form'>, 'onSubmit' | 'children'> {
  /** The recipient (`rcp_…`) the destination is for. */
  recipientId: string;
  /**
   * The method chosen first. A method the kit has no form for (from the API) is shown with why it
   * cannot be added here, and the person chooses a known one.
   * @default undefined (the person chooses)
   */
  method?: string;
  /**
   * The methods offered, in order; unknown ones are listed but cannot be chosen.
   * @default ['ach', 'wire', 'sepa', 'wallet']
   */
  methods?: readonly string[];
  /**
   * Called with the new destination, after the recipients and destinations were read again.
   * @default undefined
   */
  onSaved?: (destination: Destination) => void;
  /**
   * When given, a Cancel button calls it.
   * @default undefined (no Cancel button)
   */
  onCancel?: () => void;
  /**
   * Called when the platform needs more of the recipient (`recipient_address_required`): the
   * notice then offers to edit the recipient. What was typed here is kept.
   * @default undefined (the notice explains, with no button)
   */
  onEditRecipient?: () => void;
}

/**
 * Adds a bank or wallet destination to a recipient: the method (ACH, wire, SEPA, wallet), then
 * its fields. A wire asks for a routing number for a US bank and a BIC for any other. Everything
 * is checked before the server is asked (ABA checksum, IBAN and BIC, the wallet address of the
 * network's family); the server's refusals (`recipient_destination_invalid`,
 * `recipient_account_unsupported`, `wallet_destination_not_supported`) land on their fields, and
 * `recipient_address_required` points the person to the recipient's address (named before the
 * bank details are typed when the recipient is known to lack it). A thin renderer of
 * `useDestinationForm` (paykit/forms), which a screen of your own can use instead.
 */
export const DestinationForm = forwardRefAsProp(function DestinationForm({
  recipientId,
  method: initialMethod,
  methods = destinationMethods,
  onSaved,
  onCancel,
  onEditRecipient,
  ...props
}: DestinationFormProps) {
  const { t } = useMessages(payeesEn);
  const form = useDestinationForm({ recipientId, method: initialMethod, onSaved });
  const { method, model, submitError: failure } = form;
  const offered = initialMethod !== undefined && !methods.includes(initialMethod) ? [...methods, initialMethod] : methods;
  const summary = payeeErrorSummary(t, form);
  const isAddressRequired = failure !== null && moneyErrorGuide(failure).code === 'recipient_address_required';
  // Said before the person types a bank account the platform would refuse for the recipient's address.
  const recipient = useRecipients().data?.find((each) => each.id === recipientId);
  const missingAddress = recipient && method && !isAddressRequired ? missingPayoutAddress(recipient, method) : [];

  return (
    <form noValidate {...props} {...part('destination-form', props)} onSubmit={form.onSubmit}>
      {initialMethod !== undefined && !isDestinationMethod(initialMethod) && (
        <Callout tone="info">{t('payees.methodUnknown', { method: openEnumLabel(t, 'payees.method.', initialMethod) })}</Callout>
      )}
      <DestinationMethodChooser
        methods={offered}
        value={method}
        onValueChange={(next) => isDestinationMethod(next) && form.setMethod(next)}
      />
      {summary.isShown && (
        <FormErrorSummary items={summary.items} formErrors={form.formErrors} error={summary.hasClientErrors ? null : failure} />
      )}
      {failure && !summary.isShown && (
        <>
          {isAddressRequired && <p {...part('destination-form-address-required')}>{t('payees.destination.addressRequired')}</p>}
          <MoneyErrorNotice
            error={failure}
            onAction={
              isAddressRequired && onEditRecipient
                ? () => {
                    // The notice would be stale once the address is added: the next submit asks again.
                    form.clearSubmitError();
                    onEditRecipient();
                  }
                : undefined
            }
            actionFor={{ complete_recipient: t('payees.destination.editRecipient') }}
          />
        </>
      )}
      {missingAddress.length > 0 && (
        <Callout
          tone="warning"
          {...part('destination-form-address-missing')}
          action={
            onEditRecipient && (
              <Button variant="secondary" size="sm" onClick={onEditRecipient}>
                {t('payees.destination.editRecipient')}
              </Button>
            )
          }
        >
          {t('payees.destination.addressMissing', {
            fields: missingAddress.map((name) => payeeFieldLabel(t, `address.${name}`)).join(', '),
          })}
        </Callout>
      )}
      {model && (
        <div {...part('destination-form-fields')} data-method={method}>
          <PayeeFields form={form} model={model} method={method} />
        </div>
      )}
      <div {...part('destination-form-actions')}>
        {model && (
          <Button type="submit" isPending={form.isSubmitting} pendingLabel={t('payees.destination.adding')}>
            {t('payees.destination.add')}
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
