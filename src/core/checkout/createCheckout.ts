/**
 * The checkout observer: it holds one checkout's state, drives the pure transition table with
 * the requests it sends, and owns the effects the state calls for (`checkoutEffects`): the quote
 * countdown, re-quotes, replays of an open intent, the resume of an intent a reload left open,
 * and the watch of the transfer. A binding reads it through `subscribe`/`getSnapshot`.
 */
import { toPaykitError, type CreateTransferBody } from '../client/index.js';
import type { Quote } from '../schemas/index.js';
import { systemCheckoutClock } from './checkoutClock.js';
import { checkoutEffects } from './checkoutEffects.js';
import { initialCheckoutState, transition } from './checkoutMachine.js';
import type { CheckoutClient, CheckoutObserver, CheckoutSnapshot, ConfirmDetails, CreateCheckoutOptions } from './checkoutObserverTypes.js';
import type { CheckoutEvent, CheckoutState, QuoteInput } from './checkoutTypes.js';
import { canConfirm, checkoutStep, hasTransfer, type CheckoutStep } from './checkoutViews.js';
import { executeQuoteOnce } from './executeQuoteOnce.js';
import { secondsUntil } from './quoteCountdown.js';
import { quoteInputOf } from './quoteInputOf.js';
import { createQuoteRequests } from './quoteRequests.js';
import { sessionStorageOrNull } from '../storage.js';
import { createTransferIntents, type TransferIntent } from './transferIntent.js';
import { pollTransfer, type TransferWatch } from './transferWatch.js';

const pageIsVisible = () => typeof document === 'undefined' || document.visibilityState !== 'hidden';

/**
 * A quote-then-transfer checkout outside React. Each quote request has one idempotency key per
 * input until it is answered or refused; a confirm opens one transfer intent per quote, whose
 * key is kept (in `storage`) until the outcome is known, so a double confirm, a replay after an
 * unknown outcome and a reload all send the same key and never create a second transfer.
 *
 * @example
 * const checkout = createCheckout(client, { storage: null });
 * checkout.subscribe(() => render(checkout.getSnapshot()));
 * checkout.requestQuote({ capabilityId: 'ach_pooled', destinationId, in: { currency: 'USD', amount: '100.00' }, out: { currency: 'USDC' } });
 */
export function createCheckout(client: CheckoutClient, options: CreateCheckoutOptions = {}): CheckoutObserver {
  const clock = options.clock ?? systemCheckoutClock;
  const { autoRequote = true, reconcileDelayMs = 2_000, isVisible = pageIsVisible } = options;
  const intents = createTransferIntents(options.storage === undefined ? sessionStorageOrNull() : options.storage);
  const watchTransfer = options.watchTransfer ?? pollTransfer(client, clock);
  let callbacks: Pick<CreateCheckoutOptions, 'onQuote' | 'onTransferCreated' | 'onTransfer' | 'onStepChange'> = options;

  let requestSeq = 0;
  const quotes = createQuoteRequests(client);
  let mayAutoRequote = false;
  let details: ConfirmDetails = {};
  let replays = 0;
  let isCreating = false;
  let pendingResume: TransferIntent | null = options.resumeOpenIntent === false ? null : intents.latestOpen();
  /** Bumped when the last subscriber leaves: a resume read started before is then ignored. */
  let resumeRun = 0;
  let announced: string | null = null;

  let state = initialCheckoutState;
  let announcedStep: CheckoutStep = checkoutStep(state);
  let snapshot: CheckoutSnapshot = { state, secondsLeft: null, retryAt: null, isResuming: pendingResume !== null };
  const listeners = new Set<() => void>();

  let countdown: { quoteId: string; timer: unknown; secondsLeft: number } | null = null;
  let requoteTimer: { at: number; timer: unknown } | null = null;
  let replayTimer: { error: unknown; timer: unknown } | null = null;
  let followed: { transferId: string; watch: TransferWatch } | null = null;

  function dispatch(event: CheckoutEvent): CheckoutState {
    const next = transition(state, event);
    if (next !== state) {
      state = next;
      sync();
    }
    return state;
  }

  /** Starts and stops the effects the state calls for (none without a subscriber), then tells the subscribers. */
  function sync() {
    if (listeners.size === 0) {
      stopEffects();
      emit(null);
      return;
    }
    const effects = checkoutEffects(state, { mayAutoRequote: autoRequote && mayAutoRequote, isVisible: isVisible(), isCreating, replays });
    if (effects.requoteNow) {
      mayAutoRequote = false;
      requoteOnce();
      return;
    }
    if (countdown?.quoteId !== effects.countdown?.id) stopCountdown();
    if (effects.countdown && !countdown && !startCountdown(effects.countdown)) {
      dispatch({ type: 'quote_expired' });
      return;
    }
    if (requoteTimer?.at !== effects.requoteAt) requoteTimer = stopTimer(requoteTimer);
    if (effects.requoteAt !== null && !requoteTimer) {
      requoteTimer = { at: effects.requoteAt, timer: clock.setTimeout(requote, effects.requoteAt - clock.now()) };
    }
    if (!effects.replay || replayTimer?.error !== state.error) replayTimer = stopTimer(replayTimer);
    if (effects.replay && !replayTimer) {
      const { quoteId, at } = effects.replay;
      const replay = () => {
        replayTimer = null;
        replays += 1;
        execute(quoteId);
      };
      replayTimer = { error: state.error, timer: clock.setTimeout(replay, at === null ? reconcileDelayMs : at - clock.now()) };
    }
    if ((followed?.transferId ?? null) !== effects.follow) follow(effects.follow);
    if (state.transfer && announced !== state.transfer.id) {
      announced = state.transfer.id;
      callbacks.onTransfer?.(state.transfer);
    }
    const step = checkoutStep(state);
    if (step !== announcedStep) {
      announcedStep = step;
      callbacks.onStepChange?.(step);
    }
    emit(effects.replay ? state.retryAt : effects.requoteAt);
  }

  function emit(retryAt: number | null) {
    const secondsLeft = countdown?.secondsLeft ?? null;
    const isResuming = pendingResume !== null;
    const previous = snapshot;
    if (
      previous.state === state &&
      previous.secondsLeft === secondsLeft &&
      previous.retryAt === retryAt &&
      previous.isResuming === isResuming
    ) {
      return;
    }
    snapshot = { state, secondsLeft, retryAt, isResuming };
    for (const listener of [...listeners]) listener();
  }

  /** Clears a running timer; returns `null` to store in its place. */
  function stopTimer(running: { timer: unknown } | null): null {
    if (running) clock.clearTimeout(running.timer);
    return null;
  }

  /**
   * Shows the quote's whole seconds left and wakes at the next whole-second boundary; returns
   * false, starting nothing, when the quote has already expired.
   */
  function startCountdown(quote: Quote): boolean {
    const secondsLeft = secondsUntil(quote.expiresAt, clock.now());
    if (secondsLeft === 0) return false;
    const msLeft = Date.parse(quote.expiresAt) - clock.now();
    const wake = () => {
      countdown = null;
      sync();
    };
    countdown = { quoteId: quote.id, secondsLeft, timer: clock.setTimeout(wake, msLeft % 1000 || 1000) };
    return true;
  }

  function stopCountdown() {
    countdown = stopTimer(countdown);
  }

  function follow(transferId: string | null) {
    followed?.watch.stop();
    followed = null;
    if (transferId === null) return;
    const watch = watchTransfer(transferId, (transfer) =>
      dispatch({ type: state.status === 'reconciling' ? 'transfer_found' : 'transfer_updated', transfer }),
    );
    followed = { transferId, watch };
  }

  /** Asks the API to price `input`; `fresh` starts a new intent (a new key) even for the same input. */
  function price(input: QuoteInput, requestId: string, fresh: boolean) {
    quotes.send(input, fresh).then(
      (quote) => {
        callbacks.onQuote?.(quote);
        dispatch({ type: 'quote_received', quote, requestId });
      },
      (caught: unknown) => dispatch({ type: 'quote_failed', error: toPaykitError(caught), now: clock.now(), requestId }),
    );
  }

  function requoteOnce() {
    const requestId = `q${++requestSeq}`;
    const next = dispatch({ type: 'requote_requested', requestId });
    if (next.status === 'requoting' && next.requestId === requestId && next.input) price(next.input, requestId, true);
  }

  function requote() {
    mayAutoRequote = true;
    requoteOnce();
  }

  /** Sends the quote's transfer intent (its one key); at most one create is in flight. */
  function execute(quoteId: string) {
    if (isCreating) return;
    const body: CreateTransferBody = { quoteId, ...details };
    const idempotencyKey = intents.open(quoteId, body);
    isCreating = true;
    sync();
    executeQuoteOnce(client, body, idempotencyKey).then(
      (transfer) => {
        intents.close(quoteId);
        isCreating = false;
        callbacks.onTransferCreated?.(transfer, quoteId);
        if (dispatch({ type: 'transfer_created', transfer }).transfer !== transfer) sync();
      },
      (caught: unknown) => {
        const error = toPaykitError(caught);
        if (error.outcome !== 'unknown') intents.close(quoteId);
        isCreating = false;
        if (dispatch({ type: 'transfer_failed', error, now: clock.now() }).error !== error) sync();
      },
    );
  }

  function confirm(confirmDetails: ConfirmDetails = {}) {
    if (!canConfirm(state.status) || !state.quote) return;
    const next = dispatch({ type: 'confirm_requested', now: clock.now() });
    if (next.status !== 'confirming' || !next.quote) return;
    details = confirmDetails;
    replays = 0;
    execute(next.quote.id);
  }

  /** Reads back the quote of an intent a reload left open, and finishes the intent once. */
  function resume(intent: TransferIntent) {
    const run = ++resumeRun;
    client.getQuote(intent.quoteId).then(
      (quote) => {
        if (run !== resumeRun) return;
        pendingResume = null;
        if (quote.state === 'expired' || quote.state === 'failed') {
          // Never executed, and it no longer can be: nothing was paid, so the form starts afresh.
          intents.close(intent.quoteId);
          sync();
        } else if (dispatch({ type: 'intent_resumed', quote, input: quoteInputOf(quote) ?? undefined }).status === 'reconciling') {
          const { quoteId: _quoteId, supportingDocuments: _documents, ...sent } = intent.body;
          details = sent;
          replays = 0;
          execute(quote.id);
        } else sync();
      },
      () => {
        // The quote cannot be read now (offline, another customer's tab): the intent stays open for a later visit.
        if (run !== resumeRun) return;
        pendingResume = null;
        sync();
      },
    );
  }

  /** Stops the timers and the watch; the next `sync` with a subscriber starts what the state calls for. */
  function stopEffects() {
    stopCountdown();
    requoteTimer = stopTimer(requoteTimer);
    replayTimer = stopTimer(replayTimer);
    follow(null);
  }

  return {
    subscribe(listener) {
      listeners.add(listener);
      if (listeners.size === 1) {
        if (pendingResume) resume(pendingResume);
        sync();
      }
      return () => {
        if (!listeners.delete(listener) || listeners.size > 0) return;
        // Nothing runs for nobody: a resume read started is ignored, and the timers and the watch stop.
        resumeRun += 1;
        stopEffects();
      };
    },
    getSnapshot: () => snapshot,
    setCallbacks(next) {
      callbacks = { ...callbacks, ...next };
    },
    requestQuote(input) {
      if (pendingResume) return;
      const requestId = `q${++requestSeq}`;
      if (dispatch({ type: 'quote_requested', input, requestId }).requestId !== requestId) return;
      mayAutoRequote = true;
      price(input, requestId, false);
    },
    requote,
    review: () => void dispatch({ type: 'review_requested' }),
    edit: () => void dispatch({ type: 'edit' }),
    acceptPriceChange: () => void dispatch({ type: 'price_change_accepted' }),
    confirm,
    retry() {
      switch (state.status) {
        case 'quote_error':
        case 'expired':
          return requote();
        case 'confirm_error':
          return confirm(details);
        case 'reconciling':
          if (state.error?.transferId) followed?.watch.refresh();
          else if (state.quote) execute(state.quote.id);
          return;
        default:
          if (hasTransfer(state.status)) followed?.watch.refresh();
      }
    },
    refreshTransfer: () => followed?.watch.refresh(),
    reset() {
      if (dispatch({ type: 'reset' }) !== initialCheckoutState) return;
      mayAutoRequote = false;
      quotes.forget();
      replays = 0;
    },
  };
}
