import { useEffect, useId, useMemo, useState, type ComponentPropsWithRef, type FormEvent } from 'react';
import { isQuoteShown } from '../../core/checkout/index.js';
import { isPaykitError } from '../../core/client/index.js';
import { useAccounts, useCapabilities, useRecipients, useSupportedCapabilities } from '../../hooks/index.js';
import type { UseCheckoutResult } from '../../hooks/money/useCheckout.js';
import { Button } from '../primitives/Button/Button.js';
import { Callout } from '../primitives/Callout/Callout.js';
import { capabilityName } from '../CapabilityStatus/index.js';
import { Field } from '../primitives/Field/Field.js';
import { useMessages } from '../messages/index.js';
import { capabilitiesEn } from '../messages/areas/capabilities.en.js';
import { checkoutEn } from '../messages/areas/checkout.en.js';
import { MoneyErrorNotice } from '../shared/MoneyError/MoneyErrorNotice.js';
import { part } from '../part.js';
import { Skeleton, SkeletonGroup } from '../primitives/Skeleton/Skeleton.js';
import { Heading, HeadingLevelProvider, useHeadingLevel, type HeadingLevel } from '../primitives/Heading/index.js';
import { noticeActions } from './checkoutText.js';
import { QuotePayeeChoice, useReceiveCurrency } from './QuotePayeeChoice.js';
import {
  emptyQuoteFormValues,
  fieldOfPointer,
  readySources,
  receivingAccounts,
  sendCurrencyOptions,
  toQuoteInput,
  validateQuoteForm,
  type AmountSide,
  type QuoteFormField,
  type QuoteFormValues,
} from './quoteFormModel.js';
import { CurrentQuote } from './CurrentQuote.js';
import { forwardRefAsProp } from '../forwardRefAsProp.js';

/** Props for {@link QuoteForm}: any `<form>` attribute but children and `onSubmit`, plus the ones below. */
export interface QuoteFormProps extends Omit<ComponentPropsWithRef<'form'>, 'children' | 'onSubmit' | 'defaultValue'> {
  /** The checkout this form quotes for (`useCheckout()`). */
  checkout: UseCheckoutResult;
  /** The values, when the caller keeps them (controlled). @default undefined (the form keeps them) */
  values?: QuoteFormValues;
  /** The first values when the form keeps them. @default an empty form */
  defaultValues?: Partial<QuoteFormValues>;
  /** Called with the new values on every change. @default undefined */
  onValuesChange?: (values: QuoteFormValues) => void;
  /** When given, a Continue button under a live quote calls it. @default undefined */
  onContinue?: () => void;
  /** A field to move focus to once the form shows (e.g. the amount, after "change the amount"). @default undefined */
  focusField?: QuoteFormField;
  /** The level of the form's heading; the quote's sits one below. @default the level the enclosing part or `HeadingLevelProvider` sets, else 2 */
  headingLevel?: HeadingLevel;
}

const FIELDS: readonly QuoteFormField[] = ['capabilityId', 'accountId', 'recipientId', 'destinationId', 'sendCurrency', 'amount'];

/**
 * The quote step: a ready payment method and its currencies, where the money goes (one of the
 * customer's accounts, or a recipient's destination), and the amount on exactly one side ("You
 * send" or "They receive"), checked against the currency's scale before the API is asked. Shows
 * the live quote (rate, each fee, both amounts, the direction in words) and its countdown, and
 * every refusal with its next step.
 */
export const QuoteForm = forwardRefAsProp(function QuoteForm({
  checkout,
  values: controlled,
  defaultValues,
  onValuesChange,
  onContinue,
  focusField,
  headingLevel,
  ...props
}: QuoteFormProps) {
  const { t } = useMessages(checkoutEn, capabilitiesEn);
  const level = useHeadingLevel(headingLevel);
  const base = useId();
  const ids = useMemo(
    () => Object.fromEntries(FIELDS.map((field) => [field, `${base}-${field}`])) as Record<QuoteFormField, string>,
    [base],
  );
  const [own, setOwn] = useState<QuoteFormValues>({ ...emptyQuoteFormValues, ...defaultValues });
  const chosen = controlled ?? own;
  const [wasSubmitted, setSubmitted] = useState(false);

  const capabilities = useCapabilities();
  const supported = useSupportedCapabilities();
  const accounts = useAccounts();
  const recipients = useRecipients();
  const sources = readySources(capabilities.data);
  const receiving = receivingAccounts(accounts.data);
  const activeRecipients = (recipients.data ?? []).filter((recipient) => recipient.status === 'active');
  const receiveCurrency = useReceiveCurrency(chosen, receiving);
  const offer = supported.data?.find((each) => each.id === chosen.capabilityId);
  const walletCurrencies = receiving
    .filter((account) => account.origin === 'issued' && account.type === 'wallet')
    .map((account) => account.currency ?? '');
  const currencies = sendCurrencyOptions(offer, receiveCurrency, walletCurrencies);
  // A single currency on offer is chosen for the person.
  const values = chosen.sendCurrency === '' && currencies.length === 1 ? { ...chosen, sendCurrency: currencies[0] ?? '' } : chosen;

  const focus = (field: QuoteFormField) => document.getElementById(ids[field])?.focus();
  useEffect(() => {
    if (focusField) document.getElementById(ids[focusField])?.focus();
  }, [focusField, ids]);

  const change = (patch: Partial<QuoteFormValues>) => {
    const next = { ...chosen, ...patch };
    if (!controlled) setOwn(next);
    onValuesChange?.(next);
    if (isQuoteShown(checkout.status) || checkout.status === 'quote_error') checkout.edit();
  };

  const local = wasSubmitted ? validateQuoteForm(values, receiveCurrency) : {};
  const server: Partial<Record<QuoteFormField, string>> = {};
  const { error, status } = checkout;
  if (status === 'quote_error' && isPaykitError(error)) {
    for (const each of error.errors) {
      const field = fieldOfPointer(each.pointer, values);
      if (field && !server[field]) server[field] = each.message || t('checkout.error.field');
    }
  }
  const errors: Partial<Record<QuoteFormField, string>> = { ...server };
  for (const [field, message] of Object.entries(local)) errors[field as QuoteFormField] = t(message.id, message.values);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const problems = validateQuoteForm(values, receiveCurrency);
    const first = FIELDS.find((field) => problems[field]);
    if (first || !receiveCurrency) {
      focus(first ?? (values.payeeKind === 'own' ? 'accountId' : 'destinationId'));
      return;
    }
    checkout.requestQuote(toQuoteInput(values, receiveCurrency));
  };

  const destinationField: QuoteFormField = values.payeeKind === 'own' ? 'accountId' : 'destinationId';
  const actions = noticeActions(t, error, {
    requote: () => checkout.requote(),
    retry_later: () => checkout.retry(),
    change_amount: () => focus('amount'),
    choose_destination: () => focus(destinationField),
    use_other_method: () => focus('capabilityId'),
    fix_fields: (guidance) =>
      focus(FIELDS.find((field) => guidance.fieldPointers?.some((pointer) => fieldOfPointer(pointer, values) === field)) ?? 'amount'),
    start_over: () => checkout.reset(),
  });

  const isLoading = capabilities.status === 'pending' || accounts.status === 'pending' || recipients.status === 'pending';
  const headingId = `${base}-heading`;
  const fixedCurrency = values.side === 'in' ? values.sendCurrency : receiveCurrency;
  const sides: AmountSide[] = ['in', 'out'];

  return (
    <form noValidate aria-labelledby={headingId} data-state={checkout.status} {...props} {...part('quote-form', props)} onSubmit={submit}>
      <Heading level={level} id={headingId} {...part('quote-form-title')}>
        {t('checkout.form.title')}
      </Heading>
      {isLoading ? (
        <SkeletonGroup label={t('checkout.form.loading')}>
          <Skeleton />
          <Skeleton />
          <Skeleton />
        </SkeletonGroup>
      ) : (
        <>
          {sources.length === 0 && <Callout tone="warning">{t('checkout.form.noSource')}</Callout>}
          <Field label={t('checkout.source.label')} id={ids.capabilityId} necessity="required" error={errors.capabilityId}>
            <select value={values.capabilityId} onChange={(event) => change({ capabilityId: event.target.value, sendCurrency: '' })}>
              <option value="">{t('checkout.source.prompt')}</option>
              {sources.map((capability) => (
                <option key={capability.id} value={capability.id}>
                  {capabilityName(t, capability)}
                </option>
              ))}
            </select>
          </Field>
          <QuotePayeeChoice
            values={values}
            onChange={change}
            ids={ids}
            errors={errors}
            accounts={receiving}
            recipients={activeRecipients}
          />
          {receiveCurrency && <p {...part('quote-form-receive')}>{t('checkout.receiveCurrency', { currency: receiveCurrency })}</p>}
          <Field label={t('checkout.sendCurrency.label')} id={ids.sendCurrency} necessity="required" error={errors.sendCurrency}>
            <select value={values.sendCurrency} onChange={(event) => change({ sendCurrency: event.target.value })}>
              <option value="">{t('checkout.sendCurrency.prompt')}</option>
              {currencies.map((currency) => (
                <option key={currency} value={currency}>
                  {currency}
                </option>
              ))}
            </select>
          </Field>
          <fieldset data-choice="side" {...part('checkout-choice')}>
            <legend>{t('checkout.side.legend')}</legend>
            {sides.map((side) => (
              <label key={side} {...part('checkout-choice-option')}>
                <input type="radio" name={`${base}-side`} value={side} checked={values.side === side} onChange={() => change({ side })} />
                {t(side === 'in' ? 'checkout.side.in' : values.payeeKind === 'own' ? 'checkout.side.outOwn' : 'checkout.side.out')}
              </label>
            ))}
          </fieldset>
          <Field
            label={fixedCurrency ? t('checkout.amount.label', { currency: fixedCurrency }) : t('checkout.amount.labelNoCurrency')}
            description={t('checkout.amount.description')}
            id={ids.amount}
            necessity="required"
            error={errors.amount}
          >
            <input
              type="text"
              inputMode="decimal"
              autoComplete="off"
              value={values.amount}
              onChange={(event) => change({ amount: event.target.value })}
            />
          </Field>
          <Button type="submit" isPending={checkout.isQuoting} pendingLabel={t('checkout.quoting')}>
            {checkout.quote ? t('checkout.submitAgain') : t('checkout.submit')}
          </Button>
        </>
      )}
      {status === 'quote_error' && error && (
        <HeadingLevelProvider level={level + 1}>
          <MoneyErrorNotice error={error} {...actions} />
        </HeadingLevelProvider>
      )}
      {checkout.quote && isQuoteShown(status) && (
        <HeadingLevelProvider level={level + 1}>
          <CurrentQuote checkout={checkout} quote={checkout.quote} receiver={values.payeeKind === 'own' ? 'own' : 'recipient'} />
          {onContinue && status === 'quoted' && <Button onClick={onContinue}>{t('checkout.continue')}</Button>}
        </HeadingLevelProvider>
      )}
    </form>
  );
});
