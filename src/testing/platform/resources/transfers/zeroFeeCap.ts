import { isoAt } from '../../clock.js';
import { ApiProblem } from '../../http/ApiProblem.js';
import { defineGroupIndex } from '../../GroupIndex.js';
import type { Partition } from '../../Partition.js';
import { transfersOf, type TransferRecord } from './store.js';

const DAY_MS = 86_400_000;

/** The start of the UTC day holding `epochMs`. */
export function utcDayStart(epochMs: number): number {
  return Math.floor(epochMs / DAY_MS) * DAY_MS;
}

/** Exact zero-fee payouts grouped by customer and the UTC day they were made. */
const zeroFeePayoutsByCustomerDay = defineGroupIndex<TransferRecord>((transfer) =>
  transfer._isZeroFeePayout && transfer.createdAt ? customerDay(transfer.customerId, Date.parse(transfer.createdAt)) : undefined,
);

function customerDay(customerId: string, epochMs: number): string {
  return `${customerId}@${utcDayStart(epochMs)}`;
}

/**
 * Exact zero-fee payouts the customer made in the current UTC day: transfers executing a quote
 * whose fees were exactly zero and that paid out of the customer's wallet, whatever their state.
 * Counted from an index by customer and day, without reading any transfer.
 */
export function zeroFeePayoutsToday(partition: Partition, customerId: string, nowMs: number): number {
  return zeroFeePayoutsByCustomerDay(transfersOf(partition)).countOf(customerDay(customerId, nowMs));
}

/**
 * 409 exact_zero_fee_daily_limit_exceeded when one more exact zero-fee payout would exceed the
 * customer's daily cap (`cap` per customer per current UTC day). Checked when the quote is priced
 * and again when a transfer executes it.
 */
export function requireZeroFeeCapacity(partition: Partition, customerId: string, nowMs: number, cap: number): void {
  const made = zeroFeePayoutsToday(partition, customerId, nowMs);
  if (made < cap) return;
  throw new ApiProblem({
    status: 409,
    code: 'exact_zero_fee_daily_limit_exceeded',
    detail: `Customer ${customerId} has made ${made} exact zero-fee payout${made === 1 ? '' : 's'} today (UTC), the daily cap; the count resets at ${isoAt(utcDayStart(nowMs) + DAY_MS)}.`,
    retryable: false,
  });
}
