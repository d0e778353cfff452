/**
 * The vocabulary of the checkout observer (`createCheckout`): its options, what its subscribers
 * read, and the actions it takes.
 */
import type { CreateTransferBody, PaykitClient } from '../client/index.js';
import type { Quote, Transfer } from '../schemas/index.js';
import type { CheckoutClock } from './checkoutClock.js';
import type { CheckoutState, QuoteInput } from './checkoutTypes.js';
import type { PaykitStorage } from '../storage.js';
import type { TransferWatcher } from './transferWatch.js';
import type { CheckoutStep } from './checkoutViews.js';

/** What a person may add when confirming: the optional fields of `createTransfer`. */
export type ConfirmDetails = Omit<CreateTransferBody, 'quoteId' | 'supportingDocuments'>;

/** The client calls a checkout makes. */
export type CheckoutClient = Pick<PaykitClient, 'createQuote' | 'getQuote' | 'createTransfer' | 'getTransfer'>;

/** Options of {@link createCheckout}. */
export interface CreateCheckoutOptions {
  /** The clock and timers. @default the machine's (`Date.now`, `setTimeout`) */
  clock?: CheckoutClock;
  /** Where the idempotency key of an open transfer intent is kept; `null`: memory only. @default window.sessionStorage */
  storage?: PaykitStorage | null;
  /**
   * Re-quote once, with the same input, when a quote expires while the page is visible; the
   * person's `requote()` re-arms it. A quote that expires in a hidden tab waits for `requote()`.
   * @default true
   */
  autoRequote?: boolean;
  /** How long to wait before replaying an intent whose outcome is unknown when the API named no `Retry-After`, in ms. @default 2000 */
  reconcileDelayMs?: number;
  /** On the first subscriber, pick up this tab's latest open transfer intent and finish it. @default true */
  resumeOpenIntent?: boolean;
  /** Whether the page is visible now. @default reads `document.visibilityState` where there is a document */
  isVisible?: () => boolean;
  /** Follows the checkout's transfer. @default pollTransfer(client, clock) */
  watchTransfer?: TransferWatcher;
  /** Called with each quote the API prices (e.g. to cache it). @default undefined */
  onQuote?: (quote: Quote) => void;
  /** Called when this checkout's create answers with the transfer of `quoteId` (e.g. to refresh lists and balances). @default undefined */
  onTransferCreated?: (transfer: Transfer, quoteId: string) => void;
  /** Called once when the checkout's transfer is first known. @default undefined */
  onTransfer?: (transfer: Transfer) => void;
  /** Called with each step the checkout moves to (`checkoutStep` of its state). @default undefined */
  onStepChange?: (step: CheckoutStep) => void;
}

/** What a checkout observer's subscribers read. A new object only when something in it changed. */
export interface CheckoutSnapshot {
  /** The machine state. */
  readonly state: CheckoutState;
  /** Whole seconds until the quote expires, while one may be confirmed; else `null`. */
  readonly secondsLeft: number | null;
  /** When an automatic retry starts (epoch ms), when the API named one (`Retry-After`); else `null`. */
  readonly retryAt: number | null;
  /** True while an intent a reload left open is read back; quote requests wait. */
  readonly isResuming: boolean;
}

/** The observer {@link createCheckout} makes: subscribe and read, then the person's actions. */
export interface CheckoutObserver {
  /** Calls `listener` after every change; returns the unsubscribe. The first subscriber starts the resume. */
  subscribe(listener: () => void): () => void;
  /** The current snapshot (the same object until something changes). */
  getSnapshot(): CheckoutSnapshot;
  /** Replaces the callbacks given (`onQuote`, `onTransferCreated`, `onTransfer`, `onStepChange`), e.g. when a caller's props change. */
  setCallbacks(callbacks: Pick<CreateCheckoutOptions, 'onQuote' | 'onTransferCreated' | 'onTransfer' | 'onStepChange'>): void;
  /** Prices `input` (a new intent); replaces any quote shown. Ignored while resuming. */
  requestQuote(input: QuoteInput): void;
  /** Prices the last input again, as a new intent. */
  requote(): void;
  /** Moves on from a live quote to review and confirm it. */
  review(): void;
  /** Goes back to change the amount or the destination; the input is kept. */
  edit(): void;
  /** Accepts the new price of a re-quote (`state.priceChange`), so that it may be confirmed. */
  acceptPriceChange(): void;
  /** Executes the live quote. Ignored unless a live quote is shown, its price accepted, and nothing is in flight. */
  confirm(details?: ConfirmDetails): void;
  /** Does the error's retry: re-quote, confirm again, or read the transfer back. */
  retry(): void;
  /** Reads the transfer again. */
  refreshTransfer(): void;
  /** Starts over. */
  reset(): void;
}
