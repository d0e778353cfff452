import type { Requirement } from '../../../../../core/schemas/index.js';
import type { TaskRecord } from '../store.js';

/** A task's status as its hosted sessions make it: rejected if one is, satisfied once all are done. */
export function statusFromSessions(task: TaskRecord): TaskRecord['status'] {
  const sessions = [...task.verificationSessions, ...task.tosSessions].filter((session) => session.status !== 'canceled');
  if (sessions.some((session) => session.status === 'rejected')) return 'rejected';
  if (sessions.every((session) => session.status === 'completed' || session.status === 'reused')) return 'satisfied';
  if (sessions.some((session) => session.status === 'action_required')) return 'action_required';
  return 'in_review';
}

/** True while a requirement still needs an answer in the current round. */
export function isActionable(requirement: Requirement): boolean {
  return requirement.status === 'action_required';
}

/** A task's status as its requirements make it: anything to answer, anything in review, or done. */
export function statusFromRequirements(task: TaskRecord): TaskRecord['status'] {
  if (task.requirements.some(isActionable)) return 'action_required';
  if (task.requirements.some((requirement) => requirement.status === 'in_review')) return 'in_review';
  if (task.requirements.some((requirement) => requirement.status === 'rejected')) return 'rejected';
  return 'satisfied';
}

/** The status a task's completion policy gives it now. */
export function derivedTaskStatus(task: TaskRecord): TaskRecord['status'] {
  return task.completionPolicy?.type === 'verification_sessions' ? statusFromSessions(task) : statusFromRequirements(task);
}
