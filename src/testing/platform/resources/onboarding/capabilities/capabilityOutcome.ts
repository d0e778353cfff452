import { capabilityTitle } from '../../../catalog/index.js';
import type { TaskRecord } from '../store.js';

/** Where the tasks a capability depends on leave it. */
export type TaskOutcome = 'rejected' | 'action_required' | 'in_review' | 'ready';

/**
 * The outcome of a set of tasks: a rejected one rejects, an action_required one restricts, tasks
 * in review make it wait, and only all satisfied make it ready.
 */
export function outcomeOfTasks(tasks: readonly TaskRecord[]): TaskOutcome {
  if (tasks.some((task) => task.status === 'rejected')) return 'rejected';
  if (tasks.some((task) => task.status === 'action_required')) return 'action_required';
  if (tasks.some((task) => task.status === 'in_review')) return 'in_review';
  return 'ready';
}

const CAPABILITY_STATUS = { rejected: 'rejected', action_required: 'restricted', in_review: 'pending', ready: 'ready' } as const;

/** The capability status for an outcome. */
export function capabilityStatusOf(outcome: TaskOutcome): 'rejected' | 'restricted' | 'pending' | 'ready' {
  return CAPABILITY_STATUS[outcome];
}

/** The capability's `statusReason` for an outcome: what to do next, as `resolution`. */
export function capabilityReasonOf(outcome: TaskOutcome, capabilityId: string, rejectedTask?: TaskRecord) {
  switch (outcome) {
    case 'rejected':
      return {
        code: 'task_rejected',
        resolution: 'contact_support',
        message: `The task "${rejectedTask?.name ?? 'required'}" was rejected, so ${capabilityTitle(capabilityId)} cannot be activated. Contact support to appeal; requesting it again starts a new application.`,
      };
    case 'action_required':
      return {
        code: 'tasks_open',
        resolution: 'complete_tasks',
        message: `Complete the open tasks to activate ${capabilityTitle(capabilityId)}.`,
      };
    case 'in_review':
      return {
        code: 'tasks_in_review',
        resolution: 'wait',
        message: `Your answers are being reviewed; ${capabilityTitle(capabilityId)} activates once they are accepted.`,
      };
    case 'ready':
      return { code: 'active', resolution: 'none', message: `${capabilityTitle(capabilityId)}: ready to use.` };
  }
}

/** The application's `statusReason` for an outcome: who acts next, and whether waiting helps. */
export function applicationReasonOf(outcome: TaskOutcome) {
  switch (outcome) {
    case 'rejected':
      return { code: 'task_rejected', message: 'A required task was rejected in review.', actor: 'operator', retryable: false };
    case 'action_required':
      return { code: 'tasks_open', message: 'The customer has tasks to complete.', actor: 'customer', retryable: false };
    case 'in_review':
      return { code: 'under_review', message: 'The answers are under review.', actor: 'operator', retryable: true };
    case 'ready':
      return null;
  }
}
