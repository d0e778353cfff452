import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { useCapabilities } from '../../hooks/index.js';
import type { UseCheckoutResult } from '../../hooks/money/useCheckout.js';
import { Button } from '../primitives/Button/Button.js';
import { Callout } from '../primitives/Callout/Callout.js';
import { ModelField } from '../primitives/Field/ModelField.js';
import { useConfirmForm } from '../../hooks/forms/useConfirmForm.js';
import { useMessages } from '../messages/index.js';
import { checkoutEn } from '../messages/areas/checkout.en.js';
import { fieldsEn } from '../messages/areas/fields.en.js';
import { MoneyErrorNotice } from '../shared/MoneyError/MoneyErrorNotice.js';
import { part } from '../part.js';
import { TransferDetails, type TransferTaskForm } from '../Transfers/index.js';
import { CardCheckoutFields } from './CardCheckoutFields.js';
import { Heading, HeadingLevelProvider, useHeadingLevel, type HeadingLevel } from '../primitives/Heading/index.js';
import { noticeActions } from './checkoutText.js';
import { confirmFieldOfPointer } from '../../core/checkout/confirmFormModel.js';
import { quoteErrorText } from './QuoteForm.js';
import { CurrentQuote } from './CurrentQuote.js';
import { PriceChangeNotice } from './PriceChangeNotice.js';
import { QuotePayee } from './QuotePayee.js';
import { forwardRefAsProp } from '../forwardRefAsProp.js';

/** What the person should change on the quote step after a refusal. */
export type CheckoutEditTarget = 'amount' | 'destination' | 'source';

/** Props for {@link TransferCheckout}: any `<section>` attribute but children, plus the ones below. */
export interface TransferCheckoutProps extends Omit<ComponentPropsWithRef<'section'>, 'children'> {
  /** The checkout to confirm (`useCheckout()`), with a quote. */
  checkout: UseCheckoutResult;
  /**
   * Takes the person back to change the amount, the destination or the payment method.
   * @default checkout.edit()
   */
  onEdit?: (target: CheckoutEditTarget) => void;
  /**
   * Who receives, for the quote's wording.
   * @default 'recipient'
   */
  receiver?: 'own' | 'recipient';
  /** The level of the confirm step's heading (and of the transfer's, once it exists). @default the level the enclosing part or `HeadingLevelProvider` sets, else 2 */
  headingLevel?: HeadingLevel;
  /**
   * Answers a held transfer's tasks in place (`taskForm={TaskForm}`); see `TransferTasks`.
   * @default undefined (the tasks are listed, not answered here)
   */
  taskForm?: TransferTaskForm;
  /**
   * The merchant's https address the hosted card checkout sends the payer back to (`redirectUrl`
   * of the transfer). Set by the merchant, never asked of the payer.
   * @default undefined (none sent; the payment page keeps its own)
   */
  redirectUrl?: string;
  /**
   * The recipient being paid, for a third-party payout: the confirm step names them and their
   * destination (masked). Absent: the destination is one of the customer's own accounts.
   * @default undefined
   */
  recipientId?: string;
}

/**
 * The confirm step: the quote with its countdown, an optional memo and reference, and for a card
 * capability the hosted checkout's method and https return address; then Confirm, sent at most
 * once (`data-pending` while in flight, a second press does nothing). Once the transfer exists it
 * shows `<TransferDetails>`: funding instructions, the card payment page (re-read when the person
 * comes back), its timeline and tasks.
 */
export const TransferCheckout = forwardRefAsProp(function TransferCheckout({
  checkout,
  onEdit,
  receiver = 'recipient',
  headingLevel,
  taskForm,
  redirectUrl,
  recipientId,
  ...props
}: TransferCheckoutProps) {
  const { t, i18n } = useMessages(checkoutEn, fieldsEn);
  const base = useId();
  const level = useHeadingLevel(headingLevel);
  const capabilities = useCapabilities();
  const { quote, status, error, transfer } = checkout;
  const capability = capabilities.data?.find((each) => each.id === quote?.capabilityId);
  const isCard = capability?.method === 'card' || quote?.capabilityId === 'card';
  const form = useConfirmForm({ checkout, isCard, redirectUrl: redirectUrl ?? '' });
  const errorText = quoteErrorText(t);
  const edit = (target: CheckoutEditTarget) => (onEdit ? onEdit(target) : checkout.edit());

  const actions = noticeActions(t, error, {
    requote: () => checkout.requote(),
    open_transfer: () => checkout.retry(),
    retry_later: () => checkout.retry(),
    refresh: () => checkout.retry(),
    change_amount: () => edit('amount'),
    choose_destination: () => edit('destination'),
    use_other_method: () => edit('source'),
    fix_fields: (guidance) => {
      const field = guidance.fieldPointers?.map(confirmFieldOfPointer).find((each) => each !== null);
      if (field) form.focusField(field);
      else edit('amount');
    },
    start_over: () => checkout.reset(),
  });

  const root = (children: ReactNode) => (
    <section data-state={status} {...props} {...part('transfer-checkout', props)}>
      {children}
    </section>
  );

  if (checkout.hasTransfer && transfer) {
    return root(
      <>
        {error?.code === 'quote_already_executed' && <Callout tone="info">{t('checkout.alreadyExecuted')}</Callout>}
        <TransferDetails transferId={transfer.id} headingLevel={level} taskForm={taskForm} />
      </>,
    );
  }
  const headingId = `${base}-heading`;
  if (!quote) {
    return root(
      <>
        <Heading level={level} id={headingId}>
          {t('checkout.confirm.title')}
        </Heading>
        <Callout tone="info">{t('checkout.confirm.noQuote')}</Callout>
      </>,
    );
  }

  return root(
    <form noValidate aria-labelledby={headingId} onSubmit={form.onSubmit} {...part('transfer-checkout-form')}>
      <Heading level={level} id={headingId} {...part('transfer-checkout-title')}>
        {t('checkout.confirm.title')}
      </Heading>
      <HeadingLevelProvider level={level + 1}>
        <QuotePayee quote={quote} recipientId={recipientId} />
        <CurrentQuote checkout={checkout} quote={quote} receiver={receiver} />
        <ModelField
          form={form}
          name="memo"
          label={t('checkout.memo.label')}
          description={t('checkout.memo.description')}
          necessity="optional"
          errorText={errorText}
        >
          {({ inputProps: { disabled: _enabled, ...input }, value, onChange }) => (
            <input {...input} type="text" autoComplete="off" value={String(value)} onChange={(event) => onChange(event.target.value)} />
          )}
        </ModelField>
        <ModelField
          form={form}
          name="externalId"
          label={t('checkout.reference.label')}
          description={t('checkout.reference.description')}
          necessity="optional"
          errorText={errorText}
        >
          {({ inputProps: { disabled: _enabled, ...input }, value, onChange }) => (
            <input {...input} type="text" autoComplete="off" value={String(value)} onChange={(event) => onChange(event.target.value)} />
          )}
        </ModelField>
        {isCard && <CardCheckoutFields form={form} errorText={errorText} currency={quote.in.currency} />}
        {status === 'reconciling' && <p role="status">{t('checkout.reconciling')}</p>}
        {checkout.retryAt !== null && status === 'reconciling' && (
          <p>{t('checkout.retryIn', { time: i18n.formatDate(new Date(checkout.retryAt), { timeStyle: 'medium' }) })}</p>
        )}
        {(status === 'confirm_error' || status === 'reconciling') && error && <MoneyErrorNotice error={error} {...actions} />}
        {checkout.priceChange && <PriceChangeNotice change={checkout.priceChange} onAccept={checkout.acceptPriceChange} />}
        {(checkout.canConfirm || checkout.isConfirming) && (
          <Button type="submit" isPending={checkout.isConfirming} pendingLabel={t('checkout.confirming')}>
            {t('checkout.confirm', { amount: i18n.formatMoney(quote.in.amount ?? '0', quote.in.currency) })}
          </Button>
        )}
      </HeadingLevelProvider>
    </form>,
  );
});
