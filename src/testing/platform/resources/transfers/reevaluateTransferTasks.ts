import type { Partition } from '../../Partition.js';
import type { PlatformCore } from '../../PlatformCore.js';
import { transfersOf } from './store.js';
import { failTransfer, isTerminalState, moveTransfer } from './transferStateMachine.js';
import { openTaskIdsOfTransfer, tasksOfTransfer } from './transferTasks.js';

/**
 * Re-reads the tasks scoped to transfer `transferId` and moves the transfer: an open task makes
 * an in-flight transfer `action_required` (openTaskIds set); once all are satisfied it goes back
 * to `processing`. A rejected task fails the transfer (stateDetail `compliance_rejected`) once no
 * other task is open. Call after a transfer-scoped task is created, answered or reviewed.
 */
export function reevaluateTransferTasks(ctx: { platform: PlatformCore; partition: Partition; nowIso: string }, transferId: string): void {
  const transfer = transfersOf(ctx.partition).get(transferId);
  if (!transfer || isTerminalState(transfer.state)) return;
  const openTaskIds = openTaskIdsOfTransfer(ctx.partition, transfer);

  if (openTaskIds.length > 0) {
    if (transfer.state === 'action_required') {
      if (openTaskIds.join() !== transfer.openTaskIds.join()) {
        transfer.openTaskIds = openTaskIds;
        transfer.updatedAt = ctx.nowIso;
      }
      return;
    }
    moveTransfer(ctx, transfer, 'action_required');
    return;
  }

  const rejected = tasksOfTransfer(ctx.partition, transfer).find((task) => task.status === 'rejected');
  if (rejected) {
    failTransfer(ctx, transfer, {
      code: 'compliance_rejected',
      message: `Compliance task ${rejected.id} was rejected; the transfer cannot go ahead. Contact support for next steps.`,
      actor: 'operator',
      retryable: false,
    });
    return;
  }
  if (transfer.state === 'action_required') moveTransfer(ctx, transfer, 'processing');
  else if (transfer.openTaskIds.length > 0) {
    transfer.openTaskIds = [];
    transfer.updatedAt = ctx.nowIso;
  }
}
