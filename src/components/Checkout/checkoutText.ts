import { moneyErrorGuide, type MoneyErrorGuidance, type MoneyNextStep } from '../../core/checkout/index.js';
import type { Account, Destination, Recipient } from '../../core/schemas/index.js';
import type { ComponentTranslate } from '../messages/index.js';
import type { PayeesMessageId } from '../messages/areas/payees.en.js';
import type { CheckoutMessageId } from '../messages/areas/checkout.en.js';
import { knownMessage, openEnumLabel } from '../text/index.js';

type Translate = ComponentTranslate<CheckoutMessageId>;

/** What the checkout can do for each next step it offers a button for. */
export type CheckoutStepHandlers = Partial<Record<MoneyNextStep, (guidance: MoneyErrorGuidance) => void>>;

/**
 * The `onAction` and `actionFor` of a `MoneyErrorNotice` for `error`: a button only when the
 * checkout can take the error's next step, labelled with what it does.
 */
export function noticeActions(t: Translate, error: unknown, handlers: CheckoutStepHandlers) {
  const step = moneyErrorGuide(error).nextStep;
  const handler = handlers[step];
  if (!handler) return {};
  return {
    onAction: (_step: MoneyNextStep, guidance: MoneyErrorGuidance) => handler(guidance),
    actionFor: { [step]: openEnumLabel(t, 'checkout.action.', step) },
  };
}

const lastFour = (value: string | null | undefined) => (value ? value.replace(/\s+/g, '').slice(-4) : null);

/** An account as an option: its label or kind, and its currency. */
export function accountOptionLabel(t: Translate, account: Account): string {
  const currency = account.currency ?? '';
  if (account.label) return t('checkout.account.optionLabelled', { label: account.label, currency });
  const kind = knownMessage(t, 'checkout.account.kind.', `${account.origin}.${account.type}`) ?? t('checkout.account.kind.other');
  return t('checkout.account.option', { kind, currency });
}

/** A recipient's name: its label, the company, or the person's names. */
export function recipientLabel(recipient: Recipient): string {
  const person = [recipient.firstName, recipient.lastName].filter(Boolean).join(' ');
  return recipient.label || recipient.companyName || person || recipient.id;
}

/** A destination as an option: the method, the currency and the last four characters of the account or address. */
export function destinationOptionLabel(t: ComponentTranslate<CheckoutMessageId | PayeesMessageId>, destination: Destination): string {
  const { details } = destination;
  const method = openEnumLabel(t, 'payees.method.', destination.type);
  const currency = destination.currency ?? '';
  const last4 = lastFour(details?.accountNumber ?? details?.iban ?? details?.address);
  return last4
    ? t('checkout.destination.option', { method, currency, last4 })
    : t('checkout.destination.optionShort', { method, currency });
}
