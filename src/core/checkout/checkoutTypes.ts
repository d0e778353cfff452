/**
 * The vocabulary of the quote-then-transfer checkout: its statuses, the state it carries and the
 * events that move it. The transitions themselves live in `checkoutMachine.ts`.
 */
import type { CreateQuoteBody } from '../client/moneyBodies.js';
import type { PaykitError } from '../client/PaykitError.js';
import type { Quote, Transfer } from '../schemas/index.js';
import type { PriceChange } from './priceChange.js';

/**
 * Every checkout status, in the order a checkout usually meets them.
 *
 * - `idle`: nothing asked yet (or the person went back to edit the amount).
 * - `quoting`: a first quote is being priced.
 * - `quoted`: a live quote is shown; the only status that accepts a confirm.
 * - `quote_error`: the quote request was refused or failed; `error` says why.
 * - `expired`: the quote passed `expiresAt`; it must be re-quoted before a confirm.
 * - `requoting`: a fresh quote for the same input is being priced; the old one stays visible.
 * - `confirming`: the transfer is being created; a second confirm is ignored.
 * - `confirm_error`: the transfer creation was refused; `error` says why.
 * - `reconciling`: the transfer may exist (`quote_already_executed`, or the outcome of the create
 *   is unknown after the client's retries); the transfer is read, never created again.
 * - `submitted`: the transfer exists but its state is one the kit does not know yet; keep
 *   watching it (it is not terminal).
 * - `awaiting_funds`, `processing`, `action_required`: the transfer's own live states.
 * - `completed`, `failed`, `canceled`: the transfer's terminal states.
 */
export const checkoutStatuses = [
  'idle',
  'quoting',
  'quoted',
  'quote_error',
  'expired',
  'requoting',
  'confirming',
  'confirm_error',
  'reconciling',
  'submitted',
  'awaiting_funds',
  'processing',
  'action_required',
  'completed',
  'failed',
  'canceled',
] as const;

/** A checkout status. */
export type CheckoutStatus = (typeof checkoutStatuses)[number];

/** Checkout statuses that follow the transfer's own state (including `submitted`). */
export const transferCheckoutStatuses = [
  'submitted',
  'awaiting_funds',
  'processing',
  'action_required',
  'completed',
  'failed',
  'canceled',
] as const satisfies readonly CheckoutStatus[];

/** A checkout status that mirrors a transfer. */
export type TransferCheckoutStatus = (typeof transferCheckoutStatuses)[number];

/** Checkout statuses that end the checkout: the transfer reached a terminal state. */
export const terminalCheckoutStatuses = ['completed', 'failed', 'canceled'] as const satisfies readonly CheckoutStatus[];

/** A terminal checkout status. */
export type TerminalCheckoutStatus = (typeof terminalCheckoutStatuses)[number];

/** What the person asked to be quoted: the body of `createQuote`, repeated as-is by a re-quote. */
export type QuoteInput = CreateQuoteBody;

/** The state of one checkout. Compare by identity: an ignored event returns the same object. */
export interface CheckoutState {
  readonly status: CheckoutStatus;
  /** The last quote input, kept so a re-quote repeats it and an edit can prefill the form. */
  readonly input: QuoteInput | null;
  /** The caller's id of the quote request in flight; a late answer to an older one is ignored. */
  readonly requestId: string | null;
  /** The current quote (an expired one stays while re-quoting). */
  readonly quote: Quote | null;
  /** The transfer once it exists. */
  readonly transfer: Transfer | null;
  /**
   * The last error. Kept after `reconciling` resolves, so the UI can say "this quote was already
   * used; here is its transfer".
   */
  readonly error: PaykitError | null;
  /** When a retry may start (epoch ms), from the error's `Retry-After`; `null` when none was given. */
  readonly retryAt: number | null;
  /**
   * True once the person moved on to review the quote (`review_requested`), or a confirm started:
   * the checkout shows the confirm step until they go back (`edit`) or start over.
   */
  readonly isReviewing: boolean;
  /**
   * A re-quote on the confirm step priced differently from the quote the person reviewed: a
   * confirm is refused until they accept the new price (`price_change_accepted`); `null` otherwise.
   */
  readonly priceChange: PriceChange | null;
}

/** Ask for a first quote (or a new one with changed input). */
export interface QuoteRequestedEvent {
  readonly type: 'quote_requested';
  readonly input: QuoteInput;
  /** Caller-chosen id echoed by `quote_received` / `quote_failed`; mismatched answers are ignored. */
  readonly requestId?: string;
}
/** The quote request answered with a quote. */
export interface QuoteReceivedEvent {
  readonly type: 'quote_received';
  readonly quote: Quote;
  readonly requestId?: string;
}
/** The quote request was refused or failed. */
export interface QuoteFailedEvent {
  readonly type: 'quote_failed';
  readonly error: PaykitError;
  /** The current time (epoch ms), to turn the error's `retryAfterMs` into `retryAt`. */
  readonly now: number;
  readonly requestId?: string;
}
/** The quote's countdown reached zero. */
export interface QuoteExpiredEvent {
  readonly type: 'quote_expired';
}
/** Price the same input again (after expiry, or to retry a failed quote). */
export interface RequoteRequestedEvent {
  readonly type: 'requote_requested';
  readonly requestId?: string;
}
/** Move on from a live quote to review and confirm it. */
export interface ReviewRequestedEvent {
  readonly type: 'review_requested';
}
/** Confirm the quote: create the transfer. Refused unless the quote is live at `now`. */
export interface ConfirmRequestedEvent {
  readonly type: 'confirm_requested';
  /** The current time (epoch ms), checked against the quote's `expiresAt`. */
  readonly now: number;
}
/** The transfer was created (or a replay of the same intent returned it). */
export interface TransferCreatedEvent {
  readonly type: 'transfer_created';
  readonly transfer: Transfer;
}
/** Creating the transfer was refused or failed. */
export interface TransferFailedEvent {
  readonly type: 'transfer_failed';
  readonly error: PaykitError;
  /** The current time (epoch ms), to turn the error's `retryAfterMs` into `retryAt`. */
  readonly now: number;
}
/** The transfer of this intent was found by reading it (after `quote_already_executed` or an unknown outcome). */
export interface TransferFoundEvent {
  readonly type: 'transfer_found';
  readonly transfer: Transfer;
}
/** A live read (poll or webhook hint) of the checkout's transfer. */
export interface TransferUpdatedEvent {
  readonly type: 'transfer_updated';
  readonly transfer: Transfer;
}
/**
 * A fresh page found an intent to execute `quote` still open (it reloaded before the answer
 * came): the checkout reconciles it, replaying the same request, instead of offering a new one.
 */
export interface IntentResumedEvent {
  readonly type: 'intent_resumed';
  readonly quote: Quote;
  /** What to price again should the quote expire before the replay lands (e.g. {@link quoteInputOf}). */
  readonly input?: QuoteInput;
}
/** The person accepted the new price of a re-quote (see `CheckoutState.priceChange`). */
export interface PriceChangeAcceptedEvent {
  readonly type: 'price_change_accepted';
}
/** Go back to change the amount or the destination; the input is kept. */
export interface EditEvent {
  readonly type: 'edit';
}
/** Start a new checkout from scratch. */
export interface ResetEvent {
  readonly type: 'reset';
}

/** Everything that can happen to a checkout. */
export type CheckoutEvent =
  | QuoteRequestedEvent
  | QuoteReceivedEvent
  | QuoteFailedEvent
  | QuoteExpiredEvent
  | RequoteRequestedEvent
  | ReviewRequestedEvent
  | ConfirmRequestedEvent
  | TransferCreatedEvent
  | TransferFailedEvent
  | TransferFoundEvent
  | TransferUpdatedEvent
  | IntentResumedEvent
  | PriceChangeAcceptedEvent
  | EditEvent
  | ResetEvent;

/** A checkout event type. */
export type CheckoutEventType = CheckoutEvent['type'];

/** Every checkout event type. */
export const checkoutEventTypes = [
  'quote_requested',
  'quote_received',
  'quote_failed',
  'quote_expired',
  'requote_requested',
  'review_requested',
  'confirm_requested',
  'transfer_created',
  'transfer_failed',
  'transfer_found',
  'transfer_updated',
  'intent_resumed',
  'price_change_accepted',
  'edit',
  'reset',
] as const satisfies readonly CheckoutEventType[];
