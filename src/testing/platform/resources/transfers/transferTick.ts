import { isoAt } from '../../clock.js';
import { defineDueIndex } from '../../DueIndex.js';
import type { Partition } from '../../Partition.js';
import type { PlatformCore } from '../../PlatformCore.js';
import { expireQuotes } from './quoteRoutes.js';
import { transfersOf, type TransferRecord } from './store.js';
import { moveTransfer } from './transferStateMachine.js';

/** The stateDetail of a pay-in canceled because no funds arrived in time. */
export const FUNDING_WINDOW_EXPIRED = {
  code: 'funding_window_expired',
  message: 'No funds arrived within the funding window.',
  actor: 'customer',
  retryable: false,
} as const;

/** Transfers awaiting funds, by the time their funding window closes. */
const unfundedTransfers = defineDueIndex<TransferRecord>((transfer) =>
  transfer.state === 'awaiting_funds' ? transfer._fundingDeadlineMs : undefined,
);

/**
 * Time-driven transfer work, run before each request: active quotes past `expiresAt` become
 * `expired`, and transfers still `awaiting_funds` when their funding window closes are
 * `canceled` (stateDetail funding_window_expired), both as of the moment it happened. Only what
 * has fallen due is visited (in creation order), however many quotes and transfers are stored.
 */
export function tickTransfers(platform: PlatformCore, partition: Partition): void {
  const now = platform.clock.now();
  expireQuotes({ partition }, now);
  for (const transfer of unfundedTransfers(transfersOf(partition)).takeDue(now)) {
    if (transfer.state !== 'awaiting_funds' || transfer._fundingDeadlineMs === undefined || transfer._fundingDeadlineMs > now) continue;
    moveTransfer({ platform, partition, nowIso: isoAt(transfer._fundingDeadlineMs) }, transfer, 'canceled', FUNDING_WINDOW_EXPIRED);
  }
}
