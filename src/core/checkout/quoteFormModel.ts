/**
 * The quote form without React: its values, what each choice offers, the checks run before the
 * API is asked, and the `createQuote` body they make.
 */
import type { QuoteInput } from './checkoutTypes.js';
import { compareAmounts, currencyScale, isCurrencyCode, isStablecoin, stablecoins, validateAmount } from '../money/index.js';
import type { Account, Capability, Destination, SupportedCapability } from '../schemas/index.js';

/** Who receives: one of the customer's own accounts (first party) or a recipient (third party). */
export type PayeeKind = 'own' | 'recipient';

/** The side whose amount the person fixes: `in` ("you send") or `out` ("they receive"). */
export type AmountSide = 'in' | 'out';

/** What the quote form holds; every value is a string, `''` when not chosen. */
export interface QuoteFormValues {
  capabilityId: string;
  payeeKind: PayeeKind;
  accountId: string;
  recipientId: string;
  destinationId: string;
  side: AmountSide;
  amount: string;
  sendCurrency: string;
}

/** The fields of the quote form, for errors and focus. */
export type QuoteFormField = 'capabilityId' | 'accountId' | 'recipientId' | 'destinationId' | 'amount' | 'sendCurrency';

/** The message of each check of the quote form: the problem's code, as a message id. */
export type QuoteProblemMessageId =
  | 'checkout.error.required'
  | 'checkout.error.amountRequired'
  | 'checkout.error.amountMalformed'
  | 'checkout.error.amountTooLong'
  | 'checkout.error.amountScale'
  | 'checkout.error.amountZero';

/** A message to show on a field, with its values. */
export interface QuoteFieldMessage {
  /** The message id of the styled components (`paykit/components`), in their `checkout` area. */
  id: QuoteProblemMessageId;
  values?: Record<string, string | number>;
}

/** The empty form. */
export const emptyQuoteFormValues: QuoteFormValues = {
  capabilityId: '',
  payeeKind: 'own',
  accountId: '',
  recipientId: '',
  destinationId: '',
  side: 'in',
  amount: '',
  sendCurrency: '',
};

/** Ready capabilities that move money in some direction. */
export function readySources(capabilities: readonly Capability[] | undefined): Capability[] {
  return (capabilities ?? []).filter((capability) => capability.status === 'ready');
}

/** The customer's accounts that can receive a quote: ready ones with a currency, but not issued bank accounts (they are paid into by instructions). */
export function receivingAccounts(accounts: readonly Account[] | undefined): Account[] {
  return (accounts ?? []).filter(
    (account) =>
      account.status === 'ready' && isCurrencyCode(account.currency) && !(account.origin === 'issued' && account.type === 'bank'),
  );
}

/** A recipient's destinations that can receive: ready ones with a currency. */
export function receivingDestinations(destinations: readonly Destination[] | undefined): Destination[] {
  return (destinations ?? []).filter((destination) => destination.status === 'ready' && isCurrencyCode(destination.currency));
}

/**
 * The currencies the person may send, given where the money goes. Into a stablecoin: the
 * capability's pay-in currencies (fiat for a bank or card capability). Into fiat: a payout from
 * the customer's issued wallets, so their stablecoins (any stablecoin when none is known).
 */
export function sendCurrencyOptions(
  offer: SupportedCapability | undefined,
  receiveCurrency: string | null,
  walletCurrencies: readonly string[],
): string[] {
  if (!receiveCurrency) return [];
  if (isStablecoin(receiveCurrency)) return [...new Set(offer?.currencies?.payin ?? [])].filter(isCurrencyCode);
  const held = [...new Set(walletCurrencies.filter(isStablecoin))];
  return held.length > 0 ? held : [...stablecoins];
}

/** The destination id the values point at. */
export function chosenDestinationId(values: QuoteFormValues): string {
  return values.payeeKind === 'own' ? values.accountId : values.destinationId;
}

function amountMessage(amount: string, currency: string): QuoteFieldMessage | null {
  if (amount.trim() === '') return { id: 'checkout.error.amountRequired' };
  const problem = validateAmount(amount.trim(), currency);
  if (problem?.code === 'scale_exceeded') return { id: 'checkout.error.amountScale', values: { currency, scale: currencyScale(currency) } };
  if (problem?.code === 'too_many_digits') return { id: 'checkout.error.amountTooLong' };
  if (problem) return { id: 'checkout.error.amountMalformed' };
  return compareAmounts(amount.trim(), '0') <= 0 ? { id: 'checkout.error.amountZero' } : null;
}

/** The checks run before the API is asked; an empty object when the form may be sent. */
export function validateQuoteForm(
  values: QuoteFormValues,
  receiveCurrency: string | null,
): Partial<Record<QuoteFormField, QuoteFieldMessage>> {
  const errors: Partial<Record<QuoteFormField, QuoteFieldMessage>> = {};
  const required: QuoteFieldMessage = { id: 'checkout.error.required' };
  if (!values.capabilityId) errors.capabilityId = required;
  if (values.payeeKind === 'own' && !values.accountId) errors.accountId = required;
  if (values.payeeKind === 'recipient' && !values.recipientId) errors.recipientId = required;
  if (values.payeeKind === 'recipient' && values.recipientId && !values.destinationId) errors.destinationId = required;
  if (!values.sendCurrency) errors.sendCurrency = required;
  const fixedCurrency = values.side === 'in' ? values.sendCurrency : receiveCurrency;
  const amount = fixedCurrency
    ? amountMessage(values.amount, fixedCurrency)
    : values.amount.trim()
      ? null
      : { id: 'checkout.error.amountRequired' as const };
  if (amount) errors.amount = amount;
  return errors;
}

/** The `createQuote` body of valid values, the amount on the chosen side only. */
export function toQuoteInput(values: QuoteFormValues, receiveCurrency: string): QuoteInput {
  const amount = values.amount.trim();
  const base = { capabilityId: values.capabilityId, destinationId: chosenDestinationId(values) };
  return values.side === 'in'
    ? { ...base, in: { currency: values.sendCurrency, amount }, out: { currency: receiveCurrency } }
    : { ...base, in: { currency: values.sendCurrency }, out: { currency: receiveCurrency, amount } };
}

/** The form field a problem's JSON Pointer names, or `null`. */
export function fieldOfPointer(pointer: string, values: QuoteFormValues): QuoteFormField | null {
  if (pointer === '/in/amount' || pointer === '/out/amount') return 'amount';
  if (pointer === '/in/currency') return 'sendCurrency';
  if (pointer === '/capabilityId') return 'capabilityId';
  if (pointer === '/destinationId' || pointer === '/out/currency') return values.payeeKind === 'own' ? 'accountId' : 'destinationId';
  return null;
}
