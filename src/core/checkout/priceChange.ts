/**
 * What a re-quote changed: the price the person reviewed and the one they would now confirm.
 * The checkout holds it until the person accepts the new price; a confirm is refused meanwhile.
 */
import { isAmountString } from '../money/amountGrammar.js';
import { compareAmounts } from '../money/compareAmounts.js';
import type { Quote } from '../schemas/index.js';

/** A re-quoted price that differs from the one the person reviewed, waiting to be accepted. */
export interface PriceChange {
  /** The quote the person reviewed (the first one, when several re-quotes followed). */
  readonly previous: Quote;
  /** The quote a confirm would execute. */
  readonly current: Quote;
}

type Side = Quote['in'];

function sameSide(a: Side, b: Side): boolean {
  if (a.currency !== b.currency) return false;
  const x = a.amount ?? null;
  const y = b.amount ?? null;
  if (x === null || y === null) return x === y;
  return isAmountString(x) && isAmountString(y) ? compareAmounts(x, y) === 0 : x === y;
}

/**
 * The change from `previous` to `next` when either side's amount or currency differs, else `null`
 * (a re-quote at the same price needs no new consent; `1.5` equals `1.50`).
 *
 * @example
 * priceChangeOf(reviewed, requoted); // { previous: reviewed, current: requoted } when the rate moved
 */
export function priceChangeOf(previous: Quote, next: Quote): PriceChange | null {
  return sameSide(previous.in, next.in) && sameSide(previous.out, next.out) ? null : { previous, current: next };
}
