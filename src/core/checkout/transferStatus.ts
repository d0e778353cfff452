/**
 * Pure readings of a quote and a transfer that the checkout machine and its hooks share.
 */
import type { PaykitError } from '../client/PaykitError.js';
import type { Quote, TransferState } from '../schemas/index.js';
import { isKnownValue } from '../schemas/isKnownValue.js';
import { transferStates } from '../schemas/transferValues.js';
import type { TransferCheckoutStatus } from './checkoutTypes.js';

/** Transfer states after which nothing moves: `completed`, `failed`, `canceled`. */
export const terminalTransferStates = ['completed', 'failed', 'canceled'] as const satisfies readonly TransferState[];

/** Quote states in which a quote can no longer be executed. */
const DEAD_QUOTE_STATES: ReadonlySet<string> = new Set(['executed', 'expired', 'failed']);

/**
 * True when a transfer in `status` will not change any more. An unknown state is not terminal:
 * the transfer is watched until it reaches a state the kit knows to be final.
 *
 * @example
 * isTerminalTransferState('completed'); // true
 * isTerminalTransferState('settling'); // false: unknown, keep polling
 */
export function isTerminalTransferState(status: TransferState | null | undefined): boolean {
  return isKnownValue(terminalTransferStates, status);
}

/**
 * The checkout status that mirrors a transfer's state. A known state maps to the status of the
 * same name; an unknown one (the enum is open) maps to `submitted`, a live status in which the
 * transfer keeps being watched.
 */
export function checkoutStatusOfTransfer(state: TransferState): TransferCheckoutStatus {
  return isKnownValue(transferStates, state) ? state : 'submitted';
}

/**
 * True when `quote` may still be executed at `now` (epoch ms): its `expiresAt` lies more than
 * `marginMs` ahead and its state is not `executed`, `expired` or `failed`. An unknown quote state
 * is left to the API to judge. A quote whose expiry has passed is not live even before the
 * countdown fires its expiry event.
 *
 * @example
 * if (!isQuoteLive(quote, Date.now())) requote();
 */
export function isQuoteLive(quote: Quote | null | undefined, now: number, marginMs = 0): boolean {
  if (!quote || DEAD_QUOTE_STATES.has(quote.state)) return false;
  const expiresAt = Date.parse(quote.expiresAt);
  return !Number.isNaN(expiresAt) && expiresAt - marginMs > now;
}

/**
 * True when a failed transfer creation may still have created the transfer: no answer (network,
 * timeout), an answer the kit could not read, a server failure, or the same intent still in
 * flight. The transfer must then be read (or the create replayed with the same idempotency key),
 * never created under a new key.
 */
export function isUnknownOutcome(error: PaykitError): boolean {
  if (error.kind !== 'problem') return true;
  if (error.code === 'idempotency_request_in_progress' || error.code === 'internal_error') return true;
  // A 5xx without a code is a gateway or proxy speaking; the platform may have committed.
  return error.code === undefined && error.status !== undefined && error.status >= 500;
}
