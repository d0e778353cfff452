import { useEffect, useId, useState, type ComponentPropsWithRef } from 'react';
import { isQuoteShown } from '../../core/checkout/index.js';
import {
  fieldOfPointer,
  type AmountSide,
  type QuoteFieldMessage,
  type QuoteFormField,
  type QuoteFormValues,
} from '../../core/checkout/quoteFormModel.js';
import type { ConfirmFieldMessage } from '../../core/checkout/confirmFormModel.js';
import type { UseCheckoutResult } from '../../hooks/money/useCheckout.js';
import type { ModelFieldError } from '../../hooks/forms/modelFormTypes.js';
import { useQuoteForm } from '../../hooks/forms/useQuoteForm.js';
import { Button } from '../primitives/Button/Button.js';
import { Callout } from '../primitives/Callout/Callout.js';
import { capabilityName } from '../CapabilityStatus/index.js';
import { ModelField } from '../primitives/Field/ModelField.js';
import { useMessages, type ComponentTranslate } from '../messages/index.js';
import { capabilitiesEn } from '../messages/areas/capabilities.en.js';
import { checkoutEn, type CheckoutMessageId } from '../messages/areas/checkout.en.js';
import { fieldsEn, type FieldsMessageId } from '../messages/areas/fields.en.js';
import { serverFieldErrorText } from '../text/index.js';
import { MoneyErrorNotice } from '../shared/MoneyError/MoneyErrorNotice.js';
import { part } from '../part.js';
import { Skeleton, SkeletonGroup } from '../primitives/Skeleton/Skeleton.js';
import { Heading, HeadingLevelProvider, useHeadingLevel, type HeadingLevel } from '../primitives/Heading/index.js';
import { noticeActions } from './checkoutText.js';
import { QuotePayeeChoice } from './QuotePayeeChoice.js';
import { useQuoteTargets } from './useQuoteTargets.js';
import type { QuoteTargetMisfit } from '../../core/checkout/quoteTargetFit.js';
import { CurrentQuote } from './CurrentQuote.js';
import { forwardRefAsProp } from '../forwardRefAsProp.js';
import { useLoadErrorCallback, type LoadErrorProps } from '../shared/useLoadErrorCallback.js';
import { ErrorCallout } from '../text/index.js';
import { AmountInput } from '../shared/AmountInput/index.js';
import { amountExample, currencyScale, isCurrencyCode } from '../../core/money/index.js';

/** Props for {@link QuoteForm}: any `<form>` attribute but children and `onSubmit`, plus the ones below. */
export interface QuoteFormProps extends Omit<ComponentPropsWithRef<'form'>, 'children' | 'onSubmit' | 'defaultValue'>, LoadErrorProps {
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

/**
 * The quote step: a ready payment method and its currencies, where the money goes (one of the
 * customer's accounts, or a recipient's destination, only those the method can reach: changing the
 * method clears a choice it cannot reach and says why), and the amount on exactly one side ("You
 * send" or "They receive"), checked against the currency's scale before the API is asked. Shows
 * the live quote (rate, each fee, both amounts, the direction in words) and its countdown, and
 * every refusal with its next step. A thin renderer of `useQuoteForm` (paykit/forms), which a
 * screen of your own can use instead.
 */
export const QuoteForm = forwardRefAsProp(function QuoteForm({
  checkout,
  values: controlled,
  defaultValues,
  onValuesChange,
  onContinue,
  focusField,
  headingLevel,
  onLoadError,
  ...props
}: QuoteFormProps) {
  const { t, i18n } = useMessages(checkoutEn, capabilitiesEn, fieldsEn);
  const level = useHeadingLevel(headingLevel);
  const base = useId();
  const form = useQuoteForm({ checkout, values: controlled, defaultValues, onValuesChange });
  useLoadErrorCallback(form.loadError, onLoadError);
  const { values, sources, receiveCurrency, focusField: focus, focusTargets } = form;
  const fixedCurrency = values.side === 'in' ? values.sendCurrency : receiveCurrency;
  const example = amountExample(fixedCurrency && isCurrencyCode(fixedCurrency) ? currencyScale(fixedCurrency) : 2, i18n.locale);
  const errorText = quoteErrorText(t, { example });
  const targets = useQuoteTargets(form);
  // Why the account or destination chosen before was cleared: the new payment method cannot reach it.
  const [cleared, setCleared] = useState<QuoteTargetMisfit | null>(null);
  const chooseSource = (capabilityId: string) => {
    const misfit = targets.misfitOfChosen(capabilityId);
    setCleared(misfit);
    form.patchValues({ capabilityId, sendCurrency: '', ...(misfit ? { accountId: '', destinationId: '' } : {}) });
  };

  useEffect(() => {
    if (focusField) focusTargets.focusFirst([focusField]);
  }, [focusField, focusTargets]);

  const { error, status } = checkout;
  const actions = noticeActions(t, error, {
    requote: () => checkout.requote(),
    retry_later: () => checkout.retry(),
    change_amount: () => focus('amount'),
    choose_destination: () => focus(form.destinationField),
    use_other_method: () => focus('capabilityId'),
    fix_fields: (guidance) =>
      focus(form.fields.find((field) => guidance.fieldPointers?.some((pointer) => fieldOfPointer(pointer, values) === field)) ?? 'amount'),
    start_over: () => checkout.reset(),
  });

  const headingId = `${base}-heading`;
  const sides: AmountSide[] = ['in', 'out'];

  return (
    <form
      noValidate
      aria-labelledby={headingId}
      data-state={checkout.status}
      {...props}
      {...part('quote-form', props)}
      onSubmit={form.onSubmit}
    >
      <Heading level={level} id={headingId} {...part('quote-form-title')}>
        {t('checkout.form.title')}
      </Heading>
      {form.loadError ? (
        <ErrorCallout title={t('checkout.form.loadError')} error={form.loadError} onRetry={form.reload} />
      ) : form.isLoading ? (
        <SkeletonGroup label={t('checkout.form.loading')}>
          <Skeleton />
          <Skeleton />
          <Skeleton />
        </SkeletonGroup>
      ) : (
        <>
          {sources.length === 0 && <Callout tone="warning">{t('checkout.form.noSource')}</Callout>}
          <ModelField form={form} name="capabilityId" label={t('checkout.source.label')} necessity="required" errorText={errorText}>
            {({ inputProps: { disabled: _enabled, ...input } }) => (
              <select {...input} value={values.capabilityId} onChange={(event) => chooseSource(event.target.value)}>
                <option value="">{t('checkout.source.prompt')}</option>
                {sources.map((capability) => (
                  <option key={capability.id} value={capability.id}>
                    {capabilityName(t, capability)}
                  </option>
                ))}
              </select>
            )}
          </ModelField>
          <QuotePayeeChoice form={form} errorText={errorText} targets={targets} cleared={cleared} onTargetChosen={() => setCleared(null)} />
          {receiveCurrency && <p {...part('quote-form-receive')}>{t('checkout.receiveCurrency', { currency: receiveCurrency })}</p>}
          <ModelField form={form} name="sendCurrency" label={t('checkout.sendCurrency.label')} necessity="required" errorText={errorText}>
            {({ inputProps: { disabled: _enabled, ...input } }) => (
              <select {...input} value={values.sendCurrency} onChange={(event) => form.setValue('sendCurrency', event.target.value)}>
                <option value="">{t('checkout.sendCurrency.prompt')}</option>
                {form.sendCurrencies.map((currency) => (
                  <option key={currency} value={currency}>
                    {currency}
                  </option>
                ))}
              </select>
            )}
          </ModelField>
          <fieldset data-choice="side" {...part('checkout-choice')}>
            <legend>{t('checkout.side.legend')}</legend>
            {sides.map((side) => (
              <label key={side} {...part('checkout-choice-option')}>
                <input
                  type="radio"
                  name={`${base}-side`}
                  value={side}
                  checked={values.side === side}
                  onChange={() => form.setValue('side', side)}
                />
                {t(side === 'in' ? 'checkout.side.in' : values.payeeKind === 'own' ? 'checkout.side.outOwn' : 'checkout.side.out')}
              </label>
            ))}
          </fieldset>
          <ModelField
            form={form}
            name="amount"
            label={fixedCurrency ? t('checkout.amount.label', { currency: fixedCurrency }) : t('checkout.amount.labelNoCurrency')}
            description={t('checkout.amount.description', { example })}
            necessity="required"
            errorText={errorText}
          >
            {({ inputProps: { disabled: _enabled, ...input } }) => (
              <AmountInput {...input} value={values.amount} onValueChange={(amount) => form.setValue('amount', amount)} />
            )}
          </ModelField>
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

/**
 * The words of a quote or confirm field's error: the check's message, or the server's errors by
 * their codes. `shared` values reach every check's message (the amount `example` in the locale).
 */
export function quoteErrorText(
  t: ComponentTranslate<CheckoutMessageId | FieldsMessageId>,
  shared: Record<string, string> = {},
): (error: ModelFieldError<QuoteFieldMessage | ConfirmFieldMessage>) => string {
  return (error) =>
    error.source === 'client' ? t(error.problem.id, { ...shared, ...error.problem.values }) : serverFieldErrorText(t, error.errors);
}
