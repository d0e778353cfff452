import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import {
  canConfirm,
  canGoBack,
  checkoutStep,
  createCheckout,
  hasTransfer,
  isConfirming,
  isQuoting,
  moneyErrorGuide,
  systemCheckoutClock,
  type CheckoutObserver,
  type CheckoutState,
  type CheckoutStatus,
  type CheckoutStep,
  type ConfirmDetails,
  type CreateCheckoutOptions,
  type MoneyErrorGuidance,
  type PriceChange,
  type QuoteInput,
} from '../../core/checkout/index.js';
import type { PaykitError } from '../../core/client/index.js';
import type { Quote, Transfer } from '../../core/schemas/index.js';
import { paykitQueryKeys } from '../paykitQueryKeys.js';
import { useEventStreamLiveness } from '../useIsEventStreamLive.js';
import { usePaykitClient } from '../usePaykitClient.js';
import { usePaykitStorage } from '../usePaykitStorage.js';
import { queryTransferWatcher, refreshAfterTransferCreated } from './transferCache.js';

export type { ConfirmDetails } from '../../core/checkout/index.js';

/**
 * Options of {@link useCheckout}: those of `createCheckout` but the clock, the watch and the
 * cache callbacks, plus `now`. All but `onTransfer` and `onStepChange` are read once, when the hook mounts.
 */
export interface UseCheckoutOptions extends Pick<
  CreateCheckoutOptions,
  'autoRequote' | 'reconcileDelayMs' | 'storage' | 'resumeOpenIntent' | 'onStepChange'
> {
  /** The clock, in epoch milliseconds. @default Date.now */
  now?: () => number;
  /** Called once when the checkout's transfer is first known. @default undefined */
  onTransfer?: (transfer: Transfer) => void;
}

/** What {@link useCheckout} returns: state, then actions. */
export interface UseCheckoutResult {
  /** The whole machine state (`status`, `input`, `quote`, `transfer`, `error`, `retryAt`, `isReviewing`). */
  state: CheckoutState;
  /** Where the checkout stands. */
  status: CheckoutStatus;
  /** The step to show (`checkoutStep`). */
  step: CheckoutStep;
  /** The current quote (an expired one stays visible while re-quoting). */
  quote: Quote | null;
  /** The transfer, once it exists; kept live until it ends. */
  transfer: Transfer | null;
  /** The last error, kept after a reconciliation to explain it. */
  error: PaykitError | null;
  /** The next step for `error`, or `null`. */
  guidance: MoneyErrorGuidance | null;
  /** Whole seconds until the quote expires, while one may be confirmed; else `null`. */
  secondsLeft: number | null;
  /** When an automatic retry starts (epoch ms), when the API named one (`Retry-After`); else `null`. */
  retryAt: number | null;
  /** True while a quote is priced (first or again). */
  isQuoting: boolean;
  /** True while the transfer is created or its outcome is read back; a confirm is then ignored. */
  isConfirming: boolean;
  /** A re-quote's new price the person must accept before confirming (old and new quotes), else `null`. */
  priceChange: PriceChange | null;
  /** True when `confirm()` would send now (never while a new price waits to be accepted). */
  canConfirm: boolean;
  /** True when the confirm step may go back to change the quote (`edit()`). */
  canGoBack: boolean;
  /** True once the transfer exists. */
  hasTransfer: boolean;
  /** True while an intent left open by a reload is being read back (see `resumeOpenIntent`); quote requests wait. */
  isResuming: boolean;
  /** Prices `input` (a new intent); replaces any quote shown. */
  requestQuote: (input: QuoteInput) => void;
  /** Prices the last input again, as a new intent. */
  requote: () => void;
  /** Moves on from a live quote to the confirm step. */
  review: () => void;
  /** Goes back to change the amount or the destination; the input is kept for the form. */
  edit: () => void;
  /** Accepts the re-quoted price in `priceChange`, so that it may be confirmed. */
  acceptPriceChange: () => void;
  /** Executes the live quote. Ignored unless a live quote is shown and nothing is in flight. */
  confirm: (details?: ConfirmDetails) => void;
  /** Does the error's retry: re-quote, confirm again, or read the transfer back. */
  retry: () => void;
  /** Reads the transfer again, e.g. when the person returns from a hosted checkout. */
  refreshTransfer: () => void;
  /** Starts over. */
  reset: () => void;
}

/**
 * The quote-then-transfer checkout as a hook: a `useSyncExternalStore` binding over one
 * `createCheckout` observer, which owns the countdown, re-quotes, replays under one idempotency
 * key, the resume of an intent a reload left open, and the requests (see `createCheckout`). The
 * binding adds the query cache: quotes and the transfer are cached, the transfer is followed
 * under its `useTransfer` key, and lists and balances are refreshed after a create.
 *
 * @param options Re-quoting, the reconciliation delay, the intent storage, the clock and `onTransfer`.
 * @throws when called outside a `<PaykitProvider>`.
 *
 * @example
 * function PayIn({ input }: { input: QuoteInput }) {
 *   const checkout = useCheckout();
 *   if (checkout.transfer) return <p>{checkout.transfer.state}</p>;
 *   if (!checkout.quote) return <button onClick={() => checkout.requestQuote(input)}>Get a quote</button>;
 *   return (
 *     <button aria-disabled={!checkout.canConfirm} onClick={() => checkout.confirm({ memo: 'Top up' })}>
 *       Confirm ({checkout.secondsLeft} s)
 *     </button>
 *   );
 * }
 */
export function useCheckout(options: UseCheckoutOptions = {}): UseCheckoutResult {
  const client = usePaykitClient('useCheckout');
  const providerStorage = usePaykitStorage('useCheckout');
  const queryClient = useQueryClient();
  const isStreamLive = useEventStreamLiveness();
  const [observer] = useState<CheckoutObserver>(() => {
    const { autoRequote, reconcileDelayMs, storage, resumeOpenIntent, now, onTransfer, onStepChange } = options;
    return createCheckout(client, {
      autoRequote,
      reconcileDelayMs,
      resumeOpenIntent,
      storage: storage === undefined ? providerStorage : storage,
      clock: now ? { ...systemCheckoutClock, now } : systemCheckoutClock,
      watchTransfer: queryTransferWatcher(queryClient, client, isStreamLive),
      onQuote: (quote) => queryClient.setQueryData(paykitQueryKeys.quotes.detail(quote.id), quote),
      onTransferCreated: (transfer, quoteId) => refreshAfterTransferCreated(queryClient, transfer, quoteId, isStreamLive()),
      onTransfer,
      onStepChange,
    });
  });
  const { onTransfer, onStepChange } = options;
  useEffect(() => observer.setCallbacks({ onTransfer, onStepChange }), [observer, onTransfer, onStepChange]);
  const subscribe = useCallback((onChange: () => void) => observer.subscribe(onChange), [observer]);
  const { state, secondsLeft, retryAt, isResuming } = useSyncExternalStore(subscribe, observer.getSnapshot, observer.getSnapshot);

  return useMemo(() => {
    const { status } = state;
    return {
      state,
      status,
      step: checkoutStep(state),
      quote: state.quote,
      transfer: state.transfer,
      error: state.error,
      guidance: state.error ? moneyErrorGuide(state.error) : null,
      secondsLeft,
      retryAt,
      isQuoting: isQuoting(status),
      isConfirming: isConfirming(status),
      priceChange: state.priceChange,
      canConfirm: canConfirm(status) && !state.priceChange,
      canGoBack: canGoBack(status),
      hasTransfer: hasTransfer(status),
      isResuming,
      requestQuote: observer.requestQuote,
      requote: observer.requote,
      review: observer.review,
      edit: observer.edit,
      acceptPriceChange: observer.acceptPriceChange,
      confirm: observer.confirm,
      retry: observer.retry,
      refreshTransfer: observer.refreshTransfer,
      reset: observer.reset,
    };
  }, [observer, state, secondsLeft, retryAt, isResuming]);
}
