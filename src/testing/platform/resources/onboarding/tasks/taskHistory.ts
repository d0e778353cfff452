import type { TaskHistoryEvent } from '../../../../../core/schemas/index.js';
import { stripInternal } from '../../../PlatformCore.js';
import type { OnboardingContext } from '../context.js';
import { historyEventsOfTask, taskHistoryOf, type TaskRecord } from '../store.js';
import { notifyTaskChange } from './taskObservers.js';

/** Records the task as it is now as a history event (`tskh_…`): the URL-free task plus `taskId`; tells the task observers. */
export function recordTaskHistory(ctx: OnboardingContext, task: TaskRecord): void {
  const snapshot = stripInternal(task) as TaskHistoryEvent;
  const id = ctx.platform.ids.next('tskh_');
  taskHistoryOf(ctx.partition).insert(id, { ...snapshot, id, taskId: task.id, applicationId: task.applicationId ?? null });
  notifyTaskChange(ctx, task);
}

/** Every recorded event of `taskId`, oldest first. */
export function historyOfTask(ctx: Pick<OnboardingContext, 'partition'>, taskId: string): TaskHistoryEvent[] {
  return historyEventsOfTask(ctx.partition, taskId).map((event) => stripInternal(event));
}

/**
 * Marks a change of `task`: the revision moves on (the submission guard), `updatedAt` is now and
 * the new state is recorded in the history.
 */
export function commitTaskChange(ctx: OnboardingContext, task: TaskRecord): void {
  task.revision += 1;
  task.updatedAt = ctx.nowIso;
  recordTaskHistory(ctx, task);
}
