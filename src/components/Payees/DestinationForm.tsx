import { useCallback, useId, useState, type ComponentPropsWithRef, type FormEvent } from 'react';
import { isPaykitError } from '../../core/client/index.js';
import { moneyErrorGuide } from '../../core/checkout/index.js';
import {
  destinationFormModel,
  destinationMethods,
  isDestinationMethod,
  payeeFieldErrors,
  toCreateDestinationBody,
  validateDestination,
  type PayeeError,
} from '../../core/payees/index.js';
import type { Destination } from '../../core/schemas/index.js';
import { useCreateDestination } from '../../hooks/index.js';
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
import { payeeFormErrors } from './payeeFormErrors.js';
import { useFocusTargets } from '../../hooks/forms/focusTargets.js';
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
 * `recipient_address_required` points the person to the recipient's address.
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
  const idPrefix = useId();
  const focusTargets = useFocusTargets();
  const offered = initialMethod !== undefined && !methods.includes(initialMethod) ? [...methods, initialMethod] : methods;
  const [method, setMethod] = useState(() => (initialMethod !== undefined && isDestinationMethod(initialMethod) ? initialMethod : ''));
  // One draft per method: the same name (`country`, `accountNumber`) means different things in each.
  const [drafts, setDrafts] = useState<Record<string, Record<string, string>>>({});
  const [checkedMethod, setCheckedMethod] = useState<string | null>(null);
  const create = useCreateDestination({ onSuccess: (destination) => onSaved?.(destination) });
  const [submittedMethod, setSubmittedMethod] = useState<string | null>(null);

  const values = drafts[method] ?? {};
  const model = destinationFormModel(method, values);
  const setValue = useCallback(
    (name: string, value: string) => setDrafts((previous) => ({ ...previous, [method]: { ...previous[method], [name]: value } })),
    [method],
  );
  const idOf = useCallback((name: string) => `${idPrefix}-${method}-${name}`, [idPrefix, method]);
  const clientErrors: PayeeError[] = checkedMethod === method && model ? validateDestination(method, values) : [];
  const failure = submittedMethod === method ? create.error : null;
  const server = failure && isPaykitError(failure) ? payeeFieldErrors(failure, method) : null;
  const errors = model ? payeeFormErrors(t, model, idOf, clientErrors, server) : null;
  const showSummary =
    errors !== null &&
    (errors.items.length > 0 || errors.formErrors.length > 0) &&
    (clientErrors.length > 0 || errors.hasServerFieldErrors);
  const isAddressRequired = failure !== null && moneyErrorGuide(failure).code === 'recipient_address_required';

  // The first field the client's checks or the server's refusal put an error on, in form order.
  const focusFirstInvalid = (problems: readonly PayeeError[], error: unknown) => {
    const placed = model ? payeeFormErrors(t, model, idOf, problems, isPaykitError(error) ? payeeFieldErrors(error, method) : null) : null;
    focusTargets.focusFirst(placed?.items.map((item) => item.key) ?? []);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    event.stopPropagation();
    if (create.isPending || !model) return;
    setCheckedMethod(method);
    const problems = validateDestination(method, values);
    if (problems.length > 0) {
      focusFirstInvalid(problems, null);
      return;
    }
    const body = toCreateDestinationBody(method, values);
    if (!body) return;
    setSubmittedMethod(method);
    create.mutate({ recipientId, body }, { onError: (error) => focusFirstInvalid([], error) });
  };

  return (
    <form noValidate {...props} {...part('destination-form', props)} onSubmit={submit}>
      {initialMethod !== undefined && !isDestinationMethod(initialMethod) && (
        <Callout tone="info">{t('payees.methodUnknown', { method: openEnumLabel(t, 'payees.method.', initialMethod) })}</Callout>
      )}
      <DestinationMethodChooser methods={offered} value={method} onValueChange={setMethod} />
      {showSummary && (
        <FormErrorSummary
          items={errors.items}
          formErrors={errors.formErrors}
          error={clientErrors.length > 0 ? null : isPaykitError(failure) ? failure : null}
        />
      )}
      {failure && !showSummary && (
        <>
          {isAddressRequired && <p {...part('destination-form-address-required')}>{t('payees.destination.addressRequired')}</p>}
          <MoneyErrorNotice
            error={failure}
            onAction={
              isAddressRequired && onEditRecipient
                ? () => {
                    // The notice would be stale once the address is added: the next submit asks again.
                    create.reset();
                    onEditRecipient();
                  }
                : undefined
            }
            actionFor={{ complete_recipient: t('payees.destination.editRecipient') }}
          />
        </>
      )}
      {model && (
        <div {...part('destination-form-fields')} data-method={method}>
          <PayeeFields
            model={model}
            values={values}
            onValueChange={setValue}
            idOf={idOf}
            focusRefOf={focusTargets.ref}
            errors={errors?.byName}
            method={method}
          />
        </div>
      )}
      <div {...part('destination-form-actions')}>
        {model && (
          <Button type="submit" isPending={create.isPending} pendingLabel={t('payees.destination.adding')}>
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
