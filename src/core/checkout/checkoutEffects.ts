/**
 * The other half of the transition table: which effects a checkout state calls for. The
 * observer (`createCheckout`) runs what this returns after every transition, starting and
 * stopping timers and reads to match; the decision itself is pure and reads no clock.
 */
import type { Quote } from '../schemas/index.js';
import type { CheckoutState } from './checkoutTypes.js';
import { canConfirm } from './checkoutViews.js';
import { moneyErrorGuide } from './moneyErrorGuide.js';

/** Automatic replays of an intent whose outcome is unknown, after the person's confirm, before they are asked to try again. */
export const MAX_AUTO_REPLAYS = 3;

/** What the observer knows beside the state when it asks for the effects. */
export interface CheckoutEffectContext {
  /** Whether an automatic re-quote is still allowed for the current quote (the person asked since the last one). */
  mayAutoRequote: boolean;
  /** Whether the page is visible (a quote that expires in a hidden tab waits for the person). */
  isVisible: boolean;
  /** Whether a transfer creation is in flight. */
  isCreating: boolean;
  /** Automatic replays already made since the person's confirm. */
  replays: number;
}

/** The effects a state calls for. */
export interface CheckoutEffects {
  /** Price the same input again now: the quote expired while the page was visible (once per person's request). */
  requoteNow: boolean;
  /** The quote whose countdown runs (it expires the checkout at zero), or `null`. */
  countdown: Quote | null;
  /** When to re-quote a quote refused for a while (`Retry-After`), in epoch ms, or `null`. */
  requoteAt: number | null;
  /**
   * The quote whose open intent is replayed under its same key (the outcome of the create is
   * unknown), with when (`at`, from `Retry-After`; `null`: after the observer's reconcile delay).
   */
  replay: { quoteId: string; at: number | null } | null;
  /** The transfer to follow: the checkout's own, or the one a `quote_already_executed` names. */
  follow: string | null;
}

/**
 * The effects `state` calls for, given what the observer knows beside it.
 *
 * @example
 * checkoutEffects(expiredState, { mayAutoRequote: true, isVisible: true, isCreating: false, replays: 0 }).requoteNow; // true
 */
export function checkoutEffects(state: CheckoutState, context: CheckoutEffectContext): CheckoutEffects {
  const { status, quote, error } = state;
  const isUnknownOutcome = status === 'reconciling' && !error?.transferId;
  const mayReplay = isUnknownOutcome && quote !== null && !context.isCreating && context.replays < MAX_AUTO_REPLAYS;
  const retriesLater = status === 'quote_error' && error !== null && moneyErrorGuide(error).nextStep === 'retry_later';
  return {
    requoteNow: status === 'expired' && context.mayAutoRequote && context.isVisible && state.input !== null,
    countdown: canConfirm(status) && quote?.state === 'active' ? quote : null,
    requoteAt: retriesLater ? state.retryAt : null,
    replay: mayReplay && quote ? { quoteId: quote.id, at: state.retryAt } : null,
    follow: state.transfer?.id ?? (status === 'reconciling' ? (error?.transferId ?? null) : null),
  };
}
