/**
 * What a checkout's state means for a screen, named once: which step it shows, whether a confirm
 * or a Back is offered, whether a quote is on show. Hooks and components read these instead of
 * listing statuses themselves.
 */
import type { CheckoutState, CheckoutStatus } from './checkoutTypes.js';
import { transferCheckoutStatuses } from './checkoutTypes.js';

/** The steps of a checkout, in order. */
export const checkoutSteps = ['quote', 'confirm', 'transfer'] as const;

/** A step of the checkout: choose and price (`quote`), review and confirm (`confirm`), follow the transfer (`transfer`). */
export type CheckoutStep = (typeof checkoutSteps)[number];

const TRANSFER_STATUSES: ReadonlySet<CheckoutStatus> = /* @__PURE__ */ new Set(transferCheckoutStatuses);
/** A quote is on show and the person may still change what it prices. */
const QUOTE_SHOWN: ReadonlySet<CheckoutStatus> = /* @__PURE__ */ new Set(['quoted', 'expired', 'requoting', 'confirm_error']);

/** True while a quote is priced, first or again. */
export function isQuoting(status: CheckoutStatus): boolean {
  return status === 'quoting' || status === 'requoting';
}

/** True while the transfer is created or its outcome is read back: a confirm is then ignored. */
export function isConfirming(status: CheckoutStatus): boolean {
  return status === 'confirming' || status === 'reconciling';
}

/** True once the transfer exists (the checkout follows its state). */
export function hasTransfer(status: CheckoutStatus): boolean {
  return TRANSFER_STATUSES.has(status);
}

/** True when a confirm would be sent now: a quote is shown and nothing is in flight. */
export function canConfirm(status: CheckoutStatus): boolean {
  return status === 'quoted' || status === 'confirm_error';
}

/** True while a quote is shown that the person may still change (edit the amount, re-quote). */
export function isQuoteShown(status: CheckoutStatus): boolean {
  return QUOTE_SHOWN.has(status);
}

/** True when the confirm step may go back to the quote step: a quote is shown and no confirm is in flight. */
export function canGoBack(status: CheckoutStatus): boolean {
  return isQuoteShown(status);
}

/**
 * The step the checkout shows: `transfer` once it exists; `confirm` while a confirm is in flight,
 * or once the person moved on to review a quote (it stays there after a refusal, beside the quote
 * it is about), unless re-quoting failed; else `quote`.
 *
 * @example
 * checkoutStep(transition(quoted, { type: 'review_requested' })); // 'confirm'
 */
export function checkoutStep(state: CheckoutState): CheckoutStep {
  if (hasTransfer(state.status)) return 'transfer';
  if (state.quote && (isConfirming(state.status) || (state.isReviewing && state.status !== 'quote_error'))) return 'confirm';
  return 'quote';
}
