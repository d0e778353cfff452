import { useEffect, useId, useState, type ComponentPropsWithRef } from 'react';
import { checkoutSteps, type CheckoutStep } from '../../core/checkout/index.js';
import { useControllableState } from '../../hooks/useControllableState.js';
import { useCheckout, type UseCheckoutOptions, type UseCheckoutResult } from '../../hooks/money/useCheckout.js';
import { Button } from '../primitives/Button/Button.js';
import { useMessages } from '../messages/index.js';
import { checkoutEn } from '../messages/areas/checkout.en.js';
import { part } from '../part.js';
import { Heading, HeadingLevelProvider, useHeadingLevel, type HeadingLevel } from '../primitives/Heading/index.js';
import { QuoteForm } from './QuoteForm.js';
import { emptyQuoteFormValues, type QuoteFormField, type QuoteFormValues } from '../../core/checkout/quoteFormModel.js';
import { TransferCheckout, type CheckoutEditTarget } from './TransferCheckout.js';
import type { TransferTaskForm } from '../Transfers/index.js';
import { forwardRefAsProp } from '../forwardRefAsProp.js';
import type { LoadErrorProps } from '../shared/useLoadErrorCallback.js';

/** Props for {@link Checkout}: any `<section>` attribute but children, plus the ones below. */
export interface CheckoutProps extends Omit<ComponentPropsWithRef<'section'>, 'children'>, LoadErrorProps {
  /**
   * A checkout the caller drives; one is made with `options` when absent.
   * @default useCheckout(options)
   */
  checkout?: UseCheckoutResult;
  /** Options of the checkout made when `checkout` is absent. @default {} */
  options?: UseCheckoutOptions;
  /** The quote form's first values, when uncontrolled. @default an empty form */
  defaultValues?: Partial<QuoteFormValues>;
  /**
   * The quote form's values, when you own them (controlled), with `onValuesChange`.
   * @default undefined (the checkout keeps them, from `defaultValues`)
   */
  values?: QuoteFormValues;
  /** Called with the quote form's values as the person changes them, controlled or not. @default undefined */
  onValuesChange?: (values: QuoteFormValues) => void;
  /**
   * The step shown, when you own it (controlled): `quote` goes back from the review while no
   * confirm is in flight, `confirm` moves on to review a priced quote; `transfer` is reached only by
   * confirming. Each move is reported through `onStepChange`.
   * @default undefined (the checkout moves by itself)
   */
  step?: CheckoutStep;
  /**
   * Called with each step the checkout moves to (with `checkout`, pass it to your `useCheckout` instead).
   * @default undefined
   */
  onStepChange?: (step: CheckoutStep) => void;
  /** The level of the step heading; the steps' own headings sit one below. @default the level the enclosing part or `HeadingLevelProvider` sets, else 2 */
  headingLevel?: HeadingLevel;
  /**
   * Answers a held transfer's tasks in place (`taskForm={TaskForm}`); see `TransferTasks`.
   * @default undefined (the tasks are listed, not answered here)
   */
  taskForm?: TransferTaskForm;
  /**
   * The merchant's https address a card pay-in's hosted checkout sends the payer back to; never asked of the payer.
   * @default undefined (none sent)
   */
  redirectUrl?: string;
}

const FOCUS_OF: Record<CheckoutEditTarget, (values: QuoteFormValues) => QuoteFormField> = {
  amount: () => 'amount',
  destination: (values) => (values.payeeKind === 'own' ? 'accountId' : 'destinationId'),
  source: () => 'capabilityId',
};

const CheckoutSteps = forwardRefAsProp(function CheckoutSteps(
  props: { checkout: UseCheckoutResult } & Omit<CheckoutProps, 'checkout' | 'options'>,
) {
  const {
    checkout,
    defaultValues,
    values: valuesProp,
    onValuesChange,
    step: stepProp,
    onStepChange: _onStepChange,
    headingLevel,
    taskForm,
    redirectUrl,
    onLoadError,
    ...rest
  } = props;
  const { t } = useMessages(checkoutEn);
  const headingId = useId();
  const level = useHeadingLevel(headingLevel);
  const [values, setValues] = useControllableState({
    value: valuesProp,
    defaultValue: { ...emptyQuoteFormValues, ...defaultValues },
    onChange: onValuesChange,
    caller: 'Checkout',
  });
  const [focusField, setFocusField] = useState<QuoteFormField | undefined>(undefined);
  const { status, step } = checkout;

  // Controlled: the caller's step wins over a move it did not follow, where the checkout can go.
  useEffect(() => {
    if (stepProp === undefined || stepProp === step) return;
    if (stepProp === 'quote' && checkout.canGoBack) checkout.edit();
    else if (stepProp === 'confirm' && step === 'quote' && checkout.canConfirm) checkout.review();
  }, [stepProp, step, checkout]);
  const back = (target: CheckoutEditTarget = 'amount') => {
    checkout.edit();
    setFocusField(FOCUS_OF[target](values));
  };

  return (
    <section aria-labelledby={headingId} data-step={step} data-state={status} {...rest} {...part('checkout', rest)}>
      <header {...part('checkout-header')}>
        <p {...part('checkout-step')}>{t('checkout.step', { current: checkoutSteps.indexOf(step) + 1, total: checkoutSteps.length })}</p>
        <Heading level={level} id={headingId} {...part('checkout-title')}>
          {t(`checkout.step.${step}`)}
        </Heading>
        {step === 'confirm' && checkout.canGoBack && (
          <Button variant="ghost" size="sm" onClick={() => back()}>
            {t('checkout.back')}
          </Button>
        )}
      </header>
      <HeadingLevelProvider level={level + 1}>
        {step === 'quote' && checkout.isResuming && (
          <p role="status" {...part('checkout-resuming')}>
            {t('checkout.resuming')}
          </p>
        )}
        {step === 'quote' && !checkout.isResuming && (
          <QuoteForm
            checkout={checkout}
            values={values}
            onValuesChange={setValues}
            onContinue={checkout.review}
            focusField={focusField}
            onLoadError={onLoadError}
          />
        )}
        {step !== 'quote' && (
          <TransferCheckout
            checkout={checkout}
            onEdit={back}
            receiver={values.payeeKind === 'own' ? 'own' : 'recipient'}
            taskForm={taskForm}
            redirectUrl={redirectUrl}
            recipientId={values.payeeKind === 'own' ? undefined : values.recipientId}
          />
        )}
        {step === 'transfer' && (
          <Button
            variant="secondary"
            onClick={() => {
              checkout.reset();
              setFocusField('amount');
            }}
          >
            {t('checkout.startOver')}
          </Button>
        )}
      </HeadingLevelProvider>
    </section>
  );
});

const OwnCheckout = forwardRefAsProp(function OwnCheckout({ options, ...props }: Omit<CheckoutProps, 'checkout'>) {
  const checkout = useCheckout({ ...options, onStepChange: props.onStepChange ?? options?.onStepChange });
  return <CheckoutSteps checkout={checkout} {...props} />;
});

/**
 * The whole checkout in one: the quote step (`<QuoteForm>`), the confirm step
 * (`<TransferCheckout>`) and the transfer it made, under a step heading ("Step 2 of 3"), with
 * Back to change the amount while the quote is not being executed. After a refusal whose next
 * step is to change the amount, the destination or the method, it goes back with focus there.
 *
 * @example
 * <Checkout defaultValues={{ capabilityId: 'ach_pooled' }} />
 */
export const Checkout = forwardRefAsProp(function Checkout({ checkout, options, ...props }: CheckoutProps) {
  return checkout ? <CheckoutSteps checkout={checkout} {...props} /> : <OwnCheckout options={options} {...props} />;
});
