import { isPaykitError, type PaykitError } from '../../core/client/index.js';
import { isQuoteShown } from '../../core/checkout/checkoutViews.js';
import type { ModelServerErrors } from '../../core/forms/modelFormErrors.js';
import {
  emptyQuoteFormValues,
  fieldOfPointer,
  readySources,
  receivingAccounts,
  sendCurrencyOptions,
  toQuoteInput,
  validateQuoteForm,
  type QuoteFieldMessage,
  type QuoteFormField,
  type QuoteFormValues,
} from '../../core/checkout/quoteFormModel.js';
import type { Account, Capability, FieldError, Recipient } from '../../core/schemas/index.js';
import { useAccounts } from '../money/useAccounts.js';
import type { UseCheckoutResult } from '../money/useCheckout.js';
import { useDestinations } from '../money/useDestinations.js';
import { useControllableState } from '../useControllableState.js';
import { useRecipients } from '../money/useRecipients.js';
import { useCapabilities } from '../useCapabilities.js';
import { useSupportedCapabilities } from '../useSupportedCapabilities.js';
import type { UseModelFormResult } from './modelFormTypes.js';
import { useModelForm } from './useModelForm.js';

/** Options of {@link useQuoteForm}. */
export interface UseQuoteFormOptions {
  /** The checkout the form quotes for (`useCheckout()`). */
  checkout: UseCheckoutResult;
  /** The values, when the caller keeps them (controlled). @default undefined (the form keeps them) */
  values?: QuoteFormValues;
  /** The first values when the form keeps them. @default an empty form */
  defaultValues?: Partial<QuoteFormValues>;
  /** Called with the new values on every change. @default undefined */
  onValuesChange?: (values: QuoteFormValues) => void;
}

/** What {@link useQuoteForm} gives: the model-form state of the quote step and what each choice offers. */
export interface UseQuoteFormResult extends UseModelFormResult<QuoteFormValues, QuoteFieldMessage> {
  /** Ready capabilities to pay with. */
  sources: Capability[];
  /** The customer's accounts that can receive. */
  accounts: Account[];
  /** The customer's active recipients. */
  recipients: Recipient[];
  /** The currency the chosen account or destination receives, or `null`. */
  receiveCurrency: string | null;
  /** The currencies the person may send. */
  sendCurrencies: string[];
  /** The fields shown, in form order: an own account, or a recipient and their destination. */
  fields: QuoteFormField[];
  /** The field that says where the money goes: `accountId` for an own account, else `destinationId`. */
  destinationField: QuoteFormField;
  /** Whether the capabilities, accounts or recipients are still being read. */
  isLoading: boolean;
  /** Why the capabilities, accounts or recipients could not be read, or `null`: the form cannot be offered. */
  loadError: PaykitError | null;
  /** Reads again what could not be read. */
  reload: () => void;
  /** Moves focus to a field (after "change the amount", a notice's action). */
  focusField: (field: QuoteFormField) => void;
}

const FIELDS: readonly QuoteFormField[] = ['capabilityId', 'accountId', 'recipientId', 'destinationId', 'sendCurrency', 'amount'];
const RECIPIENT_FIELDS: ReadonlySet<QuoteFormField> = new Set(['recipientId', 'destinationId']);

/** The fields shown for `values`, in form order: an own account, or a recipient and their destination. */
const fieldsShown = (values: QuoteFormValues): QuoteFormField[] =>
  FIELDS.filter((field) => (values.payeeKind === 'own' ? !RECIPIENT_FIELDS.has(field) : field !== 'accountId'));

const destinationFieldOf = (values: QuoteFormValues): QuoteFormField => (values.payeeKind === 'own' ? 'accountId' : 'destinationId');

function quoteServerErrors(checkout: UseCheckoutResult, values: QuoteFormValues): ModelServerErrors | null {
  const { error, status } = checkout;
  if (status !== 'quote_error' || !isPaykitError(error)) return null;
  const fields: Partial<Record<QuoteFormField, FieldError[]>> = {};
  for (const { pointer, code, message } of error.errors) {
    const field = fieldOfPointer(pointer, values);
    if (field) (fields[field] ??= []).push({ pointer, code, message });
  }
  return { fields, form: [] };
}

/**
 * A headless quote step (what `<QuoteForm>` renders): a ready payment method and its currencies,
 * where the money goes (one of the customer's own accounts, or a recipient's destination) and the
 * amount on exactly one side, checked against the currency's scale with `validateQuoteForm`
 * before `checkout.requestQuote` asks the API. The fields are `capabilityId`, `accountId`,
 * `recipientId`, `destinationId`, `sendCurrency`, `amount` (and the choices `payeeKind`, `side`);
 * a single currency on offer is chosen for the person. The `amount` value is in the API's grammar
 * (`'1234.50'`): turn what the person types in their locale into it before setting the value,
 * as the styled form's amount input does. The checkout's refusal of a quote lands on
 * the fields its pointers name; changing a value after a quote sends the checkout back to editing.
 *
 * @param options The checkout, and the values when the caller keeps them.
 * @throws when called outside a `<PaykitProvider>`.
 *
 * @example
 * function QuoteStep() {
 *   const checkout = useCheckout();
 *   const form = useQuoteForm({ checkout });
 *   const amount = useModelField(form, 'amount', { isRequired: true });
 *   return (
 *     <form noValidate onSubmit={form.onSubmit}>
 *       <label {...amount.labelProps}>Amount</label>
 *       <input {...amount.inputProps} value={String(amount.value)} onChange={(event) => amount.onChange(event.target.value)} />
 *       {amount.isInvalid && <p {...amount.errorMessageProps}>Check the amount.</p>}
 *       <button type="submit">Get a quote</button>
 *     </form>
 *   );
 * }
 */
export function useQuoteForm({ checkout, values: controlled, defaultValues, onValuesChange }: UseQuoteFormOptions): UseQuoteFormResult {
  const capabilities = useCapabilities();
  const supported = useSupportedCapabilities();
  const accountsQuery = useAccounts();
  const recipientsQuery = useRecipients();
  const sources = readySources(capabilities.data);
  const accounts = receivingAccounts(accountsQuery.data);
  const recipients = (recipientsQuery.data ?? []).filter((recipient) => recipient.status === 'active');
  const walletCurrencies = accounts
    .filter((account) => account.origin === 'issued' && account.type === 'wallet')
    .map((account) => account.currency ?? '');

  // The values live here (the caller's, or the form's own), so the destinations of the chosen
  // recipient are read before the form checks anything against them.
  const [values, setValues] = useControllableState<QuoteFormValues>({
    value: controlled,
    defaultValue: { ...emptyQuoteFormValues, ...defaultValues },
    onChange: onValuesChange,
    caller: 'useQuoteForm',
  });
  const destinations = useDestinations(values.recipientId, {
    enabled: values.payeeKind === 'recipient' && values.recipientId !== '',
  });
  const quoteOffer = (chosen: QuoteFormValues) => {
    const receiveCurrency =
      chosen.payeeKind === 'own'
        ? (accounts.find((account) => account.id === chosen.accountId)?.currency ?? null)
        : (destinations.data?.find((destination) => destination.id === chosen.destinationId)?.currency ?? null);
    const offer = supported.data?.find((each) => each.id === chosen.capabilityId);
    const sendCurrencies = sendCurrencyOptions(offer, receiveCurrency, walletCurrencies);
    // A single currency on offer is chosen for the person.
    const completed =
      chosen.sendCurrency === '' && sendCurrencies.length === 1 ? { ...chosen, sendCurrency: sendCurrencies[0] ?? '' } : chosen;
    return { receiveCurrency, sendCurrencies, completed };
  };

  const form = useModelForm<QuoteFormValues, QuoteFieldMessage>({
    defaultValues: values,
    values,
    onValuesChange: setValues,
    fieldNames: fieldsShown,
    validate: (values) => {
      const { completed, receiveCurrency } = quoteOffer(values);
      return validateQuoteForm(completed, receiveCurrency);
    },
    externalErrors: (values) => quoteServerErrors(checkout, values),
    submit: (values) => {
      const { completed, receiveCurrency } = quoteOffer(values);
      if (receiveCurrency) checkout.requestQuote(toQuoteInput(completed, receiveCurrency));
      else form.focusTargets.focusFirst([destinationFieldOf(values)]);
    },
  });

  const { patchValues, focusTargets } = form;
  const { completed, receiveCurrency, sendCurrencies } = quoteOffer(form.values);
  // A change after a quote (or its refusal) sends the checkout back to editing.
  const change = (patch: Partial<QuoteFormValues>) => {
    patchValues(patch);
    if (isQuoteShown(checkout.status) || checkout.status === 'quote_error') checkout.edit();
  };
  return {
    ...form,
    values: completed,
    patchValues: change,
    setValue: (name, value) => change({ [name]: value }),
    sources,
    accounts,
    recipients,
    receiveCurrency,
    sendCurrencies,
    fields: fieldsShown(completed),
    destinationField: destinationFieldOf(completed),
    isLoading: capabilities.status === 'pending' || accountsQuery.status === 'pending' || recipientsQuery.status === 'pending',
    loadError: capabilities.error ?? accountsQuery.error ?? recipientsQuery.error ?? null,
    reload: () => {
      for (const query of [capabilities, accountsQuery, recipientsQuery]) if (query.isError) void query.refetch();
    },
    focusField: (field) => void focusTargets.focusFirst([field]),
  };
}
