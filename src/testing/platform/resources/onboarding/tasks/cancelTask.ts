import type { OnboardingContext } from '../context.js';
import { isOpenTask, type TaskRecord } from '../store.js';
import { commitTaskChange } from './taskHistory.js';

const OPEN_PARTS: readonly string[] = ['action_required', 'in_review'];

/** Cancels an open task: it, its open requirements and its open hosted sessions become canceled. */
export function cancelTask(ctx: OnboardingContext, task: TaskRecord): void {
  if (!isOpenTask(task)) return;
  task.status = 'canceled';
  for (const requirement of task.requirements) if (OPEN_PARTS.includes(requirement.status)) requirement.status = 'canceled';
  for (const session of [...task.verificationSessions, ...task.tosSessions])
    if (OPEN_PARTS.includes(session.status)) session.status = 'canceled';
  commitTaskChange(ctx, task);
}
