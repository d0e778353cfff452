/** The quote-then-transfer checkout, styled: `<Checkout>`, `<QuoteForm>`, `<TransferCheckout>` and their parts. */
export { Checkout, type CheckoutProps } from './Checkout.js';
export { QuoteForm, type QuoteFormProps } from './QuoteForm.js';
export { TransferCheckout, type CheckoutEditTarget, type TransferCheckoutProps } from './TransferCheckout.js';
export { QuoteSummary, type QuoteSummaryProps } from './QuoteSummary.js';
export { QuoteCountdown, type QuoteCountdownProps } from './QuoteCountdown.js';
export {
  emptyQuoteFormValues,
  type AmountSide,
  type PayeeKind,
  type QuoteFormField,
  type QuoteFormValues,
} from '../../core/checkout/quoteFormModel.js';
