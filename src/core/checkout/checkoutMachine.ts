/**
 * The quote-then-transfer checkout as a pure transition table. `transitions[status][event.type]`
 * names the next status, or a guard that picks it from the state and the event (`null` refuses
 * the event). {@link transition} applies it; an event the status does not accept returns the very
 * same state object, so a React reducer bails out, and nothing ever throws.
 */
import type { PaykitError } from '../client/PaykitError.js';
import type { Quote, Transfer } from '../schemas/index.js';
import type { CheckoutEvent, CheckoutEventType, CheckoutState, CheckoutStatus, TransferCheckoutStatus } from './checkoutTypes.js';
import { priceChangeOf } from './priceChange.js';
import { checkoutStatusOfTransfer, isQuoteLive, isUnknownOutcome } from './transferStatus.js';

/** Picks the next status for an accepted event, or `null` to refuse it. */
export type CheckoutGuard<Type extends CheckoutEventType> = (
  state: CheckoutState,
  event: Extract<CheckoutEvent, { type: Type }>,
) => CheckoutStatus | null;

/** What one status does with each event it accepts: a fixed target or a guard. */
export type CheckoutTransitions = {
  readonly [Type in CheckoutEventType]?: CheckoutStatus | CheckoutGuard<Type>;
};

/** The state of a checkout that has not started. */
export const initialCheckoutState: CheckoutState = /* @__PURE__ */ Object.freeze({
  status: 'idle',
  input: null,
  requestId: null,
  quote: null,
  transfer: null,
  error: null,
  retryAt: null,
  isReviewing: false,
  priceChange: null,
});

const sameRequest = (state: CheckoutState, requestId: string | undefined) =>
  requestId === undefined || state.requestId === null || requestId === state.requestId;

const onQuoteReceived: CheckoutGuard<'quote_received'> = (state, event) => (sameRequest(state, event.requestId) ? 'quoted' : null);

const onQuoteFailed: CheckoutGuard<'quote_failed'> = (state, event) => (sameRequest(state, event.requestId) ? 'quote_error' : null);

const onRequote: CheckoutGuard<'requote_requested'> = (state) => (state.input ? 'requoting' : null);

const onReview: CheckoutGuard<'review_requested'> = (state) => (state.isReviewing ? null : 'quoted');

/**
 * A quote past `expiresAt` is never confirmed: the checkout moves to `expired` instead. A new
 * price the person has not accepted is never confirmed either: the confirm is refused.
 */
const onConfirm: CheckoutGuard<'confirm_requested'> = (state, event) => {
  if (state.priceChange) return null;
  return isQuoteLive(state.quote, event.now) ? 'confirming' : 'expired';
};

const onPriceChangeAccepted: CheckoutGuard<'price_change_accepted'> = (state) => (state.priceChange ? state.status : null);

function afterCreateFailed(error: PaykitError): CheckoutStatus {
  if (error.code === 'quote_already_executed' || isUnknownOutcome(error)) return 'reconciling';
  if (error.code === 'quote_expired') return 'expired';
  return 'confirm_error';
}

const onTransferFailed: CheckoutGuard<'transfer_failed'> = (_state, event) => afterCreateFailed(event.error);

function isOlder(next: Transfer, current: Transfer): boolean {
  if (!next.updatedAt || !current.updatedAt) return false;
  return Date.parse(next.updatedAt) < Date.parse(current.updatedAt);
}

/** A transfer event moves to the transfer's own state; reads of another transfer, or stale ones, are ignored. */
function followTransfer(state: CheckoutState, transfer: Transfer): TransferCheckoutStatus | null {
  const current = state.transfer;
  if (current && (current.id !== transfer.id || isOlder(transfer, current))) return null;
  return checkoutStatusOfTransfer(transfer.state);
}

const onTransfer = (state: CheckoutState, event: { readonly transfer: Transfer }): TransferCheckoutStatus | null =>
  followTransfer(state, event.transfer);

/** A terminal status only takes reads that agree with it (e.g. the final delivered amount). */
const onTerminalUpdate: CheckoutGuard<'transfer_updated'> = (state, event) => {
  const target = followTransfer(state, event.transfer);
  return target === state.status ? target : null;
};

const onReset: CheckoutGuard<'reset'> = (state) => (state === initialCheckoutState ? null : 'idle');

/** Events every pre-submit status shares: go back to edit, start again. */
const editable = { edit: 'idle', reset: onReset } as const satisfies CheckoutTransitions;

/** What a live transfer status accepts. */
const live = {
  transfer_updated: onTransfer,
  transfer_found: onTransfer,
  reset: onReset,
} as const satisfies CheckoutTransitions;

/** What a terminal transfer status accepts. */
const terminal = { transfer_updated: onTerminalUpdate, reset: onReset } as const satisfies CheckoutTransitions;

/** The transition table: status → event type → target status or guard. */
export const transitions: { readonly [Status in CheckoutStatus]: CheckoutTransitions } = {
  idle: { quote_requested: 'quoting', intent_resumed: 'reconciling', reset: onReset },
  quoting: {
    quote_received: onQuoteReceived,
    quote_failed: onQuoteFailed,
    quote_requested: 'quoting',
    ...editable,
  },
  quoted: {
    review_requested: onReview,
    confirm_requested: onConfirm,
    price_change_accepted: onPriceChangeAccepted,
    quote_expired: 'expired',
    requote_requested: onRequote,
    quote_requested: 'quoting',
    ...editable,
  },
  quote_error: { quote_requested: 'quoting', requote_requested: onRequote, ...editable },
  expired: { requote_requested: onRequote, price_change_accepted: onPriceChangeAccepted, quote_requested: 'quoting', ...editable },
  requoting: {
    quote_received: onQuoteReceived,
    quote_failed: onQuoteFailed,
    quote_requested: 'quoting',
    ...editable,
  },
  confirming: {
    transfer_created: onTransfer,
    transfer_failed: onTransferFailed,
    transfer_found: onTransfer,
  },
  confirm_error: {
    confirm_requested: onConfirm,
    price_change_accepted: onPriceChangeAccepted,
    quote_expired: 'expired',
    requote_requested: onRequote,
    quote_requested: 'quoting',
    ...editable,
  },
  reconciling: {
    transfer_found: onTransfer,
    transfer_created: onTransfer,
    transfer_failed: onTransferFailed,
  },
  submitted: live,
  awaiting_funds: live,
  processing: live,
  action_required: live,
  completed: terminal,
  failed: terminal,
  canceled: terminal,
};

function retryAtOf(error: PaykitError, now: number): number | null {
  return error.retryAfterMs === undefined ? null : now + error.retryAfterMs;
}

/**
 * The price change a re-quote on the confirm step makes, measured from the quote the person last
 * accepted (so two re-quotes in a row still compare with what they saw); none on the quote step.
 */
function repriced(state: CheckoutState, quote: Quote) {
  if (state.status !== 'requoting' || !state.isReviewing || !state.quote) return null;
  return priceChangeOf(state.priceChange?.previous ?? state.quote, quote);
}

/** The state after an accepted `event` moved the checkout to `status`. */
function enter(state: CheckoutState, event: CheckoutEvent, status: CheckoutStatus): CheckoutState {
  switch (event.type) {
    case 'quote_requested':
      return { ...initialCheckoutState, status, input: event.input, requestId: event.requestId ?? null };
    case 'requote_requested':
      return { ...state, status, requestId: event.requestId ?? null, error: null, retryAt: null };
    case 'quote_received':
      return { ...state, status, quote: event.quote, error: null, retryAt: null, priceChange: repriced(state, event.quote) };
    case 'price_change_accepted':
      return { ...state, priceChange: null };
    case 'quote_failed':
    case 'transfer_failed':
      return { ...state, status, error: event.error, retryAt: retryAtOf(event.error, event.now) };
    case 'review_requested':
      return { ...state, isReviewing: true };
    case 'confirm_requested':
      return status === 'confirming' ? { ...state, status, error: null, retryAt: null, isReviewing: true } : { ...state, status };
    case 'transfer_created':
    case 'transfer_found':
    case 'transfer_updated':
      if (event.transfer === state.transfer && status === state.status) return state;
      return { ...state, status, transfer: event.transfer };
    case 'intent_resumed':
      return { ...initialCheckoutState, status, quote: event.quote, input: event.input ?? null, isReviewing: true };
    case 'edit':
      return { ...initialCheckoutState, input: state.input };
    case 'quote_expired':
      return { ...state, status };
    case 'reset':
      return initialCheckoutState;
  }
}

/**
 * The checkout after `event`: the next state when the current status accepts the event, else the
 * same `state` object. Pure and total: it never throws and reads no clock (events carry `now`).
 *
 * @example
 * const [checkout, dispatch] = useReducer(transition, initialCheckoutState);
 * dispatch({ type: 'confirm_requested', now: Date.now() });
 */
export function transition(state: CheckoutState, event: CheckoutEvent): CheckoutState {
  const rule = transitions[state.status]?.[event.type] as CheckoutStatus | CheckoutGuard<CheckoutEventType> | undefined;
  if (rule === undefined) return state;
  const target = typeof rule === 'function' ? rule(state, event as never) : rule;
  return target === null ? state : enter(state, event, target);
}

/** The event types `status` accepts (some only under a guard). */
export function acceptedEvents(status: CheckoutStatus): CheckoutEventType[] {
  return Object.keys(transitions[status] ?? {}) as CheckoutEventType[];
}
