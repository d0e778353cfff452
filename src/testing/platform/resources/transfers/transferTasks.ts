import type { Partition } from '../../Partition.js';
import type { PlatformCore } from '../../PlatformCore.js';
import { isOpenTask, tasksOf, type TaskRecord } from '../onboarding/store.js';
import { cancelTask } from '../onboarding/tasks/cancelTask.js';
import type { TransferRecord } from './store.js';

/**
 * Records that task `taskId` is scoped to `transfer`, so the transfer's tasks are read from the
 * transfer itself rather than by scanning every task of the partition.
 */
export function attachTaskToTransfer(transfer: TransferRecord, taskId: string): void {
  transfer._taskIds = [...(transfer._taskIds ?? []), taskId];
}

/** The tasks scoped to `transfer`, oldest first. */
export function tasksOfTransfer(partition: Partition, transfer: Pick<TransferRecord, '_taskIds'>): TaskRecord[] {
  return (transfer._taskIds ?? []).map((id) => tasksOf(partition).get(id)).filter((task): task is TaskRecord => task !== undefined);
}

/** The ids of the open tasks (action required or in review) scoped to `transfer`. */
export function openTaskIdsOfTransfer(partition: Partition, transfer: Pick<TransferRecord, '_taskIds'>): string[] {
  return tasksOfTransfer(partition, transfer)
    .filter(isOpenTask)
    .map((task) => task.id);
}

/**
 * Cancels the transfer's open tasks (their open requirements and sessions too), so they can no
 * longer be answered: a task attaches only to an in-flight transfer. Clears `openTaskIds`.
 */
export function closeOpenTasksOfTransfer(
  env: { platform: PlatformCore; partition: Partition; nowIso: string },
  transfer: TransferRecord,
): void {
  const ctx = { platform: env.platform, partition: env.partition, now: Date.parse(env.nowIso), nowIso: env.nowIso };
  for (const task of tasksOfTransfer(env.partition, transfer)) cancelTask(ctx, task);
  transfer.openTaskIds = [];
}
