import type { Account, Recipient } from '../../core/schemas/index.js';
import { useDestinations } from '../../hooks/index.js';
import { Field } from '../primitives/Field/Field.js';
import { useMessages } from '../messages/index.js';
import { payeesEn } from '../messages/areas/payees.en.js';
import { checkoutEn } from '../messages/areas/checkout.en.js';
import { accountOptionLabel, destinationOptionLabel, recipientLabel } from './checkoutText.js';
import { receivingDestinations, type PayeeKind, type QuoteFormField, type QuoteFormValues } from './quoteFormModel.js';
import { part } from '../part.js';

/** Props for {@link QuotePayeeChoice}. */
export interface QuotePayeeChoiceProps {
  values: QuoteFormValues;
  onChange: (patch: Partial<QuoteFormValues>) => void;
  /** The id of each field's control, for focus. */
  ids: Record<QuoteFormField, string>;
  /** The message shown on each invalid field. */
  errors: Partial<Record<QuoteFormField, string>>;
  /** The customer's accounts that can receive. */
  accounts: readonly Account[];
  /** The customer's active recipients. */
  recipients: readonly Recipient[];
}

/**
 * Where the money goes: one of the customer's own accounts (a first-party move) or a recipient
 * and one of their ready destinations (a third-party payout).
 */
export function QuotePayeeChoice({ values, onChange, ids, errors, accounts, recipients }: QuotePayeeChoiceProps) {
  const { t } = useMessages(checkoutEn, payeesEn);
  const destinations = useDestinations(values.recipientId, { enabled: values.payeeKind === 'recipient' && values.recipientId !== '' });
  const ready = receivingDestinations(destinations.data);
  const kinds: PayeeKind[] = ['own', 'recipient'];

  return (
    <>
      <fieldset data-choice="payee" {...part('checkout-choice')}>
        <legend>{t('checkout.payee.legend')}</legend>
        {kinds.map((kind) => (
          <label key={kind} {...part('checkout-choice-option')}>
            <input
              type="radio"
              name={`${ids.accountId}-payee`}
              value={kind}
              checked={values.payeeKind === kind}
              onChange={() => onChange({ payeeKind: kind, accountId: '', recipientId: '', destinationId: '', sendCurrency: '' })}
            />
            {t(kind === 'own' ? 'checkout.payee.own' : 'checkout.payee.recipient')}
          </label>
        ))}
      </fieldset>
      {values.payeeKind === 'own' ? (
        <Field
          label={t('checkout.account.label')}
          id={ids.accountId}
          necessity="required"
          error={errors.accountId}
          description={accounts.length === 0 ? t('checkout.account.none') : undefined}
        >
          <select value={values.accountId} onChange={(event) => onChange({ accountId: event.target.value, sendCurrency: '' })}>
            <option value="">{t('checkout.account.prompt')}</option>
            {accounts.map((account) => (
              <option key={account.id} value={account.id}>
                {accountOptionLabel(t, account)}
              </option>
            ))}
          </select>
        </Field>
      ) : (
        <>
          <Field
            label={t('checkout.recipient.label')}
            id={ids.recipientId}
            necessity="required"
            error={errors.recipientId}
            description={recipients.length === 0 ? t('checkout.recipient.none') : undefined}
          >
            <select
              value={values.recipientId}
              onChange={(event) => onChange({ recipientId: event.target.value, destinationId: '', sendCurrency: '' })}
            >
              <option value="">{t('checkout.recipient.prompt')}</option>
              {recipients.map((recipient) => (
                <option key={recipient.id} value={recipient.id}>
                  {recipientLabel(recipient)}
                </option>
              ))}
            </select>
          </Field>
          {values.recipientId !== '' && (
            <Field
              label={t('checkout.destination.label')}
              id={ids.destinationId}
              necessity="required"
              error={errors.destinationId}
              description={
                destinations.status === 'pending'
                  ? t('checkout.destination.loading')
                  : ready.length === 0
                    ? t('checkout.destination.none')
                    : undefined
              }
            >
              <select value={values.destinationId} onChange={(event) => onChange({ destinationId: event.target.value, sendCurrency: '' })}>
                <option value="">{t('checkout.destination.prompt')}</option>
                {ready.map((destination) => (
                  <option key={destination.id} value={destination.id}>
                    {destinationOptionLabel(t, destination)}
                  </option>
                ))}
              </select>
            </Field>
          )}
        </>
      )}
    </>
  );
}

/** The currency a chosen account or destination receives, or `null`. */
export function useReceiveCurrency(values: QuoteFormValues, accounts: readonly Account[]): string | null {
  const destinations = useDestinations(values.recipientId, { enabled: values.payeeKind === 'recipient' && values.recipientId !== '' });
  if (values.payeeKind === 'own') return accounts.find((account) => account.id === values.accountId)?.currency ?? null;
  return destinations.data?.find((destination) => destination.id === values.destinationId)?.currency ?? null;
}
