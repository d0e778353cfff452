import type { PayeeKind, QuoteFieldMessage } from '../../core/checkout/quoteFormModel.js';
import type { QuoteTargetMisfit } from '../../core/checkout/quoteTargetFit.js';
import type { ModelFieldError } from '../../hooks/forms/modelFormTypes.js';
import type { UseQuoteFormResult } from '../../hooks/forms/useQuoteForm.js';
import { ModelField } from '../primitives/Field/ModelField.js';
import { useMessages } from '../messages/index.js';
import { payeesEn } from '../messages/areas/payees.en.js';
import { checkoutEn } from '../messages/areas/checkout.en.js';
import { accountOptionLabel, destinationOptionLabel, recipientLabel } from './checkoutText.js';
import { part } from '../part.js';
import type { QuoteTargets } from './useQuoteTargets.js';

/** Props for {@link QuotePayeeChoice}. */
export interface QuotePayeeChoiceProps {
  /** The quote form (`useQuoteForm`). */
  form: UseQuoteFormResult;
  /** The words of a field's error. */
  errorText: (error: ModelFieldError<QuoteFieldMessage>) => string;
  /** The accounts and destinations the chosen payment method can reach (`useQuoteTargets`). */
  targets: QuoteTargets;
  /** Why the account or destination chosen before was cleared (the payment method changed), or `null`. */
  cleared: QuoteTargetMisfit | null;
  /** Called when the person chooses where the money goes (the reason it was cleared is then stale). */
  onTargetChosen: () => void;
}

/**
 * Where the money goes: one of the customer's own accounts (a first-party move) or a recipient
 * and one of their ready destinations (a third-party payout), limited to those the chosen payment
 * method can reach; a choice the method cannot reach was cleared, and the field says why.
 */
export function QuotePayeeChoice({ form, errorText, targets, cleared, onTargetChosen }: QuotePayeeChoiceProps) {
  const { t } = useMessages(checkoutEn, payeesEn);
  const { values, recipients } = form;
  const { accounts, destinations: ready } = targets;
  const kinds: PayeeKind[] = ['own', 'recipient'];
  const why = cleared ? t(`checkout.target.cleared.${cleared}`) : targets.hasHidden ? t('checkout.target.noneFits') : undefined;

  return (
    <>
      <fieldset data-choice="payee" {...part('checkout-choice')}>
        <legend>{t('checkout.payee.legend')}</legend>
        {kinds.map((kind) => (
          <label key={kind} {...part('checkout-choice-option')}>
            <input
              type="radio"
              name={form.inputIdOf('payeeKind')}
              value={kind}
              checked={values.payeeKind === kind}
              onChange={() => {
                onTargetChosen();
                form.patchValues({ payeeKind: kind, accountId: '', recipientId: '', destinationId: '', sendCurrency: '' });
              }}
            />
            {t(kind === 'own' ? 'checkout.payee.own' : 'checkout.payee.recipient')}
          </label>
        ))}
      </fieldset>
      {values.payeeKind === 'own' ? (
        <ModelField
          form={form}
          name="accountId"
          label={t('checkout.account.label')}
          necessity="required"
          errorText={errorText}
          description={cleared ? why : accounts.length === 0 ? (targets.hasHidden ? why : t('checkout.account.none')) : undefined}
        >
          {({ inputProps: { disabled: _enabled, ...input } }) => (
            <select
              {...input}
              value={values.accountId}
              onChange={(event) => {
                onTargetChosen();
                form.patchValues({ accountId: event.target.value, sendCurrency: '' });
              }}
            >
              <option value="">{t('checkout.account.prompt')}</option>
              {accounts.map((account) => (
                <option key={account.id} value={account.id}>
                  {accountOptionLabel(t, account)}
                </option>
              ))}
            </select>
          )}
        </ModelField>
      ) : (
        <>
          <ModelField
            form={form}
            name="recipientId"
            label={t('checkout.recipient.label')}
            necessity="required"
            errorText={errorText}
            description={recipients.length === 0 ? t('checkout.recipient.none') : undefined}
          >
            {({ inputProps: { disabled: _enabled, ...input } }) => (
              <select
                {...input}
                value={values.recipientId}
                onChange={(event) => {
                  onTargetChosen();
                  form.patchValues({ recipientId: event.target.value, destinationId: '', sendCurrency: '' });
                }}
              >
                <option value="">{t('checkout.recipient.prompt')}</option>
                {recipients.map((recipient) => (
                  <option key={recipient.id} value={recipient.id}>
                    {recipientLabel(recipient)}
                  </option>
                ))}
              </select>
            )}
          </ModelField>
          {values.recipientId !== '' && (
            <ModelField
              form={form}
              name="destinationId"
              label={t('checkout.destination.label')}
              necessity="required"
              errorText={errorText}
              description={
                cleared
                  ? why
                  : targets.isLoadingDestinations
                    ? t('checkout.destination.loading')
                    : ready.length === 0
                      ? (why ?? t('checkout.destination.none'))
                      : undefined
              }
            >
              {({ inputProps: { disabled: _enabled, ...input } }) => (
                <select
                  {...input}
                  value={values.destinationId}
                  onChange={(event) => {
                    onTargetChosen();
                    form.patchValues({ destinationId: event.target.value, sendCurrency: '' });
                  }}
                >
                  <option value="">{t('checkout.destination.prompt')}</option>
                  {ready.map((destination) => (
                    <option key={destination.id} value={destination.id}>
                      {destinationOptionLabel(t, destination)}
                    </option>
                  ))}
                </select>
              )}
            </ModelField>
          )}
        </>
      )}
    </>
  );
}
