import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  initialCheckoutState,
  moneyErrorGuide,
  quoteInputOf,
  transferCheckoutStatuses,
  transition,
  type CheckoutEvent,
  type CheckoutState,
  type CheckoutStatus,
  type MoneyErrorGuidance,
  type QuoteInput,
} from '../../core/checkout/index.js';
import type { CreateTransferBody, PaykitError } from '../../core/client/index.js';
import type { Quote, Transfer } from '../../core/schemas/index.js';
import { usePaykitClient } from '../usePaykitClient.js';
import { useCreateTransfer } from './useCreateTransfer.js';
import { useQuote } from './useQuote.js';
import { useTransfer } from './useTransfer.js';
import type { TransferIntentStorage } from './transferIntent.js';

/** What a person may add when confirming: the optional fields of `createTransfer`. */
export type ConfirmDetails = Omit<CreateTransferBody, 'quoteId' | 'supportingDocuments'>;

/** Options of {@link useCheckout}. */
export interface UseCheckoutOptions {
  /**
   * Re-quote once, with the same input, when a quote expires while the page is visible; the
   * person's `requote()` re-arms it. A quote that expires in a hidden tab waits for `requote()`.
   * @default true
   */
  autoRequote?: boolean;
  /**
   * How long to wait before asking again when the outcome of a confirm is unknown and the API
   * gave no `Retry-After`, in milliseconds. The same intent (the same idempotency key) is replayed.
   * @default 2000
   */
  reconcileDelayMs?: number;
  /**
   * Where the idempotency key of an open transfer intent is kept (see `useCreateTransfer`).
   * @default window.sessionStorage
   */
  storage?: TransferIntentStorage | null;
  /**
   * On mount, pick up this tab's latest transfer intent that is still open (the page reloaded
   * before the answer came): the checkout shows the quote as being confirmed and replays the same
   * request, so the person sees the one transfer it made instead of an empty form.
   * @default true
   */
  resumeOpenIntent?: boolean;
  /**
   * The clock, in epoch milliseconds.
   * @default Date.now
   */
  now?: () => number;
  /**
   * Called once when the checkout's transfer is first known.
   * @default undefined
   */
  onTransfer?: (transfer: Transfer) => void;
}

/** What {@link useCheckout} returns: state, then actions. */
export interface UseCheckoutResult {
  /** The whole machine state (`status`, `input`, `quote`, `transfer`, `error`, `retryAt`). */
  state: CheckoutState;
  /** Where the checkout stands. */
  status: CheckoutStatus;
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
  /** True once the transfer exists. */
  hasTransfer: boolean;
  /** True while an intent left open by a reload is being read back (see `resumeOpenIntent`); quote requests wait. */
  isResuming: boolean;
  /** Prices `input` (a new intent); replaces any quote shown. */
  requestQuote: (input: QuoteInput) => void;
  /** Prices the last input again, as a new intent. */
  requote: () => void;
  /** Goes back to change the amount or the destination; the input is kept for the form. */
  edit: () => void;
  /** Executes the live quote. Ignored unless a live quote is shown and nothing is in flight. */
  confirm: (details?: ConfirmDetails) => void;
  /** Does the error's retry: re-quote, confirm again, or read the transfer back. */
  retry: () => void;
  /** Reads the transfer again, e.g. when the person returns from a hosted checkout. */
  refreshTransfer: () => void;
  /** Starts over. */
  reset: () => void;
}

const TRANSFER_STATUSES: ReadonlySet<CheckoutStatus> = /* @__PURE__ */ new Set(transferCheckoutStatuses);
const CONFIRMABLE: ReadonlySet<CheckoutStatus> = new Set(['quoted', 'confirm_error']);

/** Automatic replays of an unknown outcome before the person is asked to try again. */
const MAX_AUTO_REPLAYS = 3;

const isVisible = () => typeof document === 'undefined' || document.visibilityState !== 'hidden';

/**
 * The quote-then-transfer checkout, headless: it drives the pure `transition` table of
 * `paykit` core with `useQuote`, `useCreateTransfer` and `useTransfer`. A quote that expires is
 * re-quoted (once automatically, while the page is visible); a confirm is sent at most once per
 * quote (a second call while one is in flight does nothing, and a reload replays the same
 * idempotency key); `quote_already_executed` and an unknown outcome read the existing transfer
 * back instead of creating one; `rail_temporarily_unavailable` is retried after its `Retry-After`.
 * Once the transfer exists it is followed live until it ends.
 *
 * @param options Re-quoting, the reconciliation delay, the intent storage and the clock.
 * @throws when called outside a `<PaykitProvider>`.
 *
 * @example
 * function PayIn({ input }: { input: QuoteInput }) {
 *   const checkout = useCheckout();
 *   useEffect(() => checkout.requestQuote(input), [input]);
 *   if (checkout.transfer) return <p>{checkout.transfer.state}</p>;
 *   return (
 *     <button aria-disabled={checkout.isConfirming} onClick={() => checkout.confirm({ memo: 'Top up' })}>
 *       Confirm ({checkout.secondsLeft} s)
 *     </button>
 *   );
 * }
 */
export function useCheckout(options: UseCheckoutOptions = {}): UseCheckoutResult {
  const { autoRequote = true, reconcileDelayMs = 2_000, storage, resumeOpenIntent = true } = options;
  const client = usePaykitClient();
  const nowRef = useRef(options.now ?? Date.now);
  const onTransferRef = useRef(options.onTransfer);
  useEffect(() => {
    nowRef.current = options.now ?? Date.now;
    onTransferRef.current = options.onTransfer;
  });
  const now = useCallback(() => nowRef.current(), []);

  const quoting = useQuote({ autoRequote: false, now });
  const { create: createQuote, requote: requoteQuote, reset: resetQuote } = quoting;
  const creating = useCreateTransfer(storage === undefined ? {} : { storage });
  const { execute: executeTransfer, reset: resetCreate, latestOpenIntent, dropIntent } = creating;
  // An intent a reload left open (see `resumeOpenIntent`): until its quote is read, the checkout
  // is `isResuming` and takes no new quote request.
  const [resuming, setResuming] = useState(() => (resumeOpenIntent ? latestOpenIntent() : null));
  const isResumingRef = useRef(resuming !== null);

  /** The machine, mirrored in a ref so an action sees the state its own event produced. */
  const stateRef = useRef<CheckoutState>(initialCheckoutState);
  const [state, setState] = useState<CheckoutState>(initialCheckoutState);
  const dispatch = useCallback((event: CheckoutEvent): CheckoutState => {
    const next = transition(stateRef.current, event);
    if (next !== stateRef.current) {
      stateRef.current = next;
      setState(next);
    }
    return next;
  }, []);

  const requestSeq = useRef(0);
  const mayAutoRequote = useRef(false);
  const lastDetails = useRef<ConfirmDetails>({});
  /** Automatic replays of an intent whose outcome is unknown, since the person's confirm. */
  const [replays, setReplays] = useState(0);
  const seenCreateError = useRef<PaykitError | null>(null);
  const seenQuoteError = useRef<PaykitError | null>(null);

  const price = useCallback(
    (run: () => Promise<Quote | null>, requestId: string) => {
      void run().then((quote) => {
        if (quote) dispatch({ type: 'quote_received', quote, requestId });
      });
    },
    [dispatch],
  );

  const requestQuote = useCallback(
    (input: QuoteInput) => {
      if (isResumingRef.current) return;
      const requestId = `q${++requestSeq.current}`;
      if (dispatch({ type: 'quote_requested', input, requestId }).status !== 'quoting') return;
      mayAutoRequote.current = true;
      resetCreate();
      price(() => createQuote(input), requestId);
    },
    [dispatch, price, createQuote, resetCreate],
  );

  const requoteOnce = useCallback(() => {
    const requestId = `q${++requestSeq.current}`;
    if (dispatch({ type: 'requote_requested', requestId }).status !== 'requoting') return;
    resetCreate();
    price(() => requoteQuote(), requestId);
  }, [dispatch, price, requoteQuote, resetCreate]);

  const requote = useCallback(() => {
    mayAutoRequote.current = true;
    requoteOnce();
  }, [requoteOnce]);

  const execute = useCallback(
    (quoteId: string) => {
      void executeTransfer({ quoteId, ...lastDetails.current }).then((transfer) => {
        if (transfer) dispatch({ type: 'transfer_created', transfer });
      });
    },
    [executeTransfer, dispatch],
  );

  const confirm = useCallback(
    (details: ConfirmDetails = {}) => {
      const current = stateRef.current;
      if (!CONFIRMABLE.has(current.status) || !current.quote) return;
      const next = dispatch({ type: 'confirm_requested', now: now() });
      if (next.status !== 'confirming' || !next.quote) return;
      lastDetails.current = details;
      setReplays(0);
      execute(next.quote.id);
    },
    [dispatch, execute, now],
  );

  // A reload during submission left the intent open: reconcile it (same key, same body) once.
  const isMounted = useRef(false);
  useEffect(() => {
    isMounted.current = true;
    return () => {
      isMounted.current = false;
    };
  }, []);
  const resumeStarted = useRef(false);
  useEffect(() => {
    if (!resuming || resumeStarted.current) return;
    resumeStarted.current = true;
    const finish = () => {
      isResumingRef.current = false;
      setResuming(null);
    };
    client.getQuote(resuming.quoteId).then(
      (quote) => {
        // Unmounted meanwhile: the intent stays open, and the next checkout to mount picks it up.
        if (!isMounted.current) return;
        if (quote.state === 'expired' || quote.state === 'failed') {
          // Never executed, and it no longer can be: nothing was paid, so the form starts afresh.
          dropIntent(resuming.quoteId);
        } else if (dispatch({ type: 'intent_resumed', quote, input: quoteInputOf(quote) ?? undefined }).status === 'reconciling') {
          const { quoteId: _quoteId, supportingDocuments: _documents, ...details } = resuming.body;
          lastDetails.current = details;
          setReplays(0);
          execute(quote.id);
        }
        finish();
      },
      () => {
        // The quote cannot be read now (offline, another customer's tab): the intent stays open for a later visit.
        if (isMounted.current) finish();
      },
    );
  }, [resuming, dropIntent, client, dispatch, execute]);

  // Failures arrive as hook state (each a new object): hand each one to the machine once.
  const { status: quoteStatus, error: quoteError } = quoting;
  useEffect(() => {
    if (quoteStatus !== 'error' || !quoteError || quoteError === seenQuoteError.current) return;
    seenQuoteError.current = quoteError;
    dispatch({ type: 'quote_failed', error: quoteError, now: now(), requestId: `q${requestSeq.current}` });
  }, [quoteStatus, quoteError, dispatch, now]);

  const { status: createStatus, error: createError } = creating;
  useEffect(() => {
    if ((createStatus !== 'error' && createStatus !== 'unknown') || !createError || createError === seenCreateError.current) return;
    seenCreateError.current = createError;
    dispatch({ type: 'transfer_failed', error: createError, now: now() });
  }, [createStatus, createError, dispatch, now]);

  // The countdown reaching zero expires the quote; once per quote, a visible page re-quotes it.
  const quoteIsCurrent = quoting.quote !== undefined && quoting.quote.id === state.quote?.id;
  const secondsLeft = quoteIsCurrent && CONFIRMABLE.has(state.status) ? quoting.secondsLeft : null;
  useEffect(() => {
    if (secondsLeft === 0) dispatch({ type: 'quote_expired' });
  }, [secondsLeft, dispatch]);
  useEffect(() => {
    if (state.status !== 'expired' || !autoRequote || !mayAutoRequote.current || !isVisible()) return;
    mayAutoRequote.current = false;
    requoteOnce();
  }, [state.status, autoRequote, requoteOnce]);

  // The transfer to follow: the checkout's own, or the one a quote_already_executed names.
  const transferId = state.transfer?.id ?? (state.status === 'reconciling' ? state.error?.transferId : undefined) ?? '';
  const live = useTransfer(transferId, { enabled: transferId !== '' });
  useEffect(() => {
    if (!live.data) return;
    dispatch({ type: stateRef.current.status === 'reconciling' ? 'transfer_found' : 'transfer_updated', transfer: live.data });
  }, [live.data, dispatch]);

  const announced = useRef<string | null>(null);
  useEffect(() => {
    if (!state.transfer || announced.current === state.transfer.id) return;
    announced.current = state.transfer.id;
    onTransferRef.current?.(state.transfer);
  }, [state.transfer]);

  const { refetch } = live;
  const retry = useCallback(() => {
    const current = stateRef.current;
    switch (current.status) {
      case 'quote_error':
      case 'expired':
        requote();
        return;
      case 'confirm_error':
        confirm(lastDetails.current);
        return;
      case 'reconciling':
        if (current.error?.transferId) void refetch();
        else if (current.quote) execute(current.quote.id);
        return;
      default:
        if (TRANSFER_STATUSES.has(current.status)) void refetch();
    }
  }, [requote, confirm, refetch, execute]);

  // Automatic retries: a quote refused for a while (Retry-After), and a confirm whose outcome is unknown.
  const guidance = useMemo(() => (state.error ? moneyErrorGuide(state.error) : null), [state.error]);
  const unknownOutcome = state.status === 'reconciling' && !state.error?.transferId;
  const quoteRetryAt = state.status === 'quote_error' && guidance?.nextStep === 'retry_later' ? state.retryAt : null;
  const willReplay = unknownOutcome && createStatus !== 'submitting' && replays < MAX_AUTO_REPLAYS;
  const retryAt = quoteRetryAt ?? (willReplay ? state.retryAt : null);
  const replayQuoteId = willReplay ? (state.quote?.id ?? null) : null;
  useEffect(() => {
    if (quoteRetryAt === null) return undefined;
    const timer = setTimeout(requote, Math.max(0, quoteRetryAt - now()));
    return () => clearTimeout(timer);
  }, [quoteRetryAt, requote, now]);
  useEffect(() => {
    if (replayQuoteId === null) return undefined;
    const delay = state.retryAt === null ? reconcileDelayMs : Math.max(0, state.retryAt - now());
    const timer = setTimeout(() => {
      setReplays((count) => count + 1);
      execute(replayQuoteId);
    }, delay);
    return () => clearTimeout(timer);
  }, [replayQuoteId, state.error, state.retryAt, execute, now, reconcileDelayMs]);

  const edit = useCallback(() => void dispatch({ type: 'edit' }), [dispatch]);
  const reset = useCallback(() => {
    if (dispatch({ type: 'reset' }) !== initialCheckoutState) return;
    mayAutoRequote.current = false;
    resetQuote();
    resetCreate();
  }, [dispatch, resetQuote, resetCreate]);
  const refreshTransfer = useCallback(() => {
    if (transferId) void refetch();
  }, [transferId, refetch]);

  const { status } = state;
  return {
    state,
    status,
    quote: state.quote,
    transfer: state.transfer,
    error: state.error,
    guidance,
    secondsLeft,
    retryAt,
    isQuoting: status === 'quoting' || status === 'requoting',
    isConfirming: status === 'confirming' || status === 'reconciling',
    hasTransfer: TRANSFER_STATUSES.has(status),
    isResuming: resuming !== null,
    requestQuote,
    requote,
    edit,
    confirm,
    retry,
    refreshTransfer,
    reset,
  };
}
