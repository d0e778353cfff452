import type { CustomerRecord } from '../../customers/store.js';
import type { OnboardingContext } from '../context.js';
import { tasksOfCustomer, type TaskRecord } from '../store.js';
import { applyPriorAnswer, closeAnsweredAlternatives, priorAnswerOf } from './priorAnswers.js';
import { commitTaskChange } from './taskHistory.js';
import { derivedTaskStatus } from './taskStatus.js';

/**
 * After answers were accepted, the same asks (by key) in the customer's other open tasks are
 * satisfied too (documents as reused evidence), and a task left with nothing to answer closes as
 * satisfied. Returns the tasks that changed.
 */
export function closeAnsweredSiblings(
  ctx: OnboardingContext,
  customer: CustomerRecord,
  acceptedKeys: ReadonlySet<string>,
  acceptedTaskId: string,
): TaskRecord[] {
  const changed: TaskRecord[] = [];
  for (const task of tasksOfCustomer(ctx.partition, customer.id)) {
    if (task.id === acceptedTaskId || task.status !== 'action_required' || task.completionPolicy?.type !== 'requirements') continue;
    let touched = false;
    for (const requirement of task.requirements) {
      if (requirement.status !== 'action_required' || !acceptedKeys.has(requirement.key)) continue;
      const prior = priorAnswerOf(ctx.partition, customer, requirement, task.id);
      if (!prior) continue;
      applyPriorAnswer(requirement, prior);
      touched = true;
    }
    if (!touched) continue;
    closeAnsweredAlternatives(task.requirements);
    task.status = derivedTaskStatus(task);
    commitTaskChange(ctx, task);
    changed.push(task);
  }
  return changed;
}
