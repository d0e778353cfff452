import type { Task } from '../../core/schemas/index.js';
import type { TaskFormStatus, TaskFormSubmitStatus } from './taskFormTypes.js';

/**
 * What a `<TaskForm>` (or a screen rebuilt on `useTaskForm`) shows: the loading and error states, the form, the hosted sessions alone
 * (a task completed only through them), the confirmation after a submit, or the task's status
 * when it takes no answers (`in_review`, `satisfied`, `rejected`, `canceled`, or a status the kit
 * does not know: `unknown`).
 */
export type TaskFormView =
  'loading' | 'error' | 'form' | 'sessions' | 'submitted' | 'in_review' | 'satisfied' | 'rejected' | 'canceled' | 'unknown';

/**
 * Whether the task is completed only through hosted sessions: its channels leave out
 * `direct_submission`, or it completes by its verification sessions and asks nothing else. An
 * empty channel list (a read that omits it) does not count as "sessions only".
 */
export function isSessionsOnly(task: Pick<Task, 'allowedSubmissionChannels' | 'completionPolicy' | 'requirements'>): boolean {
  const channels = task.allowedSubmissionChannels;
  if (channels.length > 0 && !channels.includes('direct_submission')) return true;
  return task.completionPolicy?.type === 'verification_sessions' && task.requirements.length === 0;
}

const SETTLED_VIEWS: readonly string[] = ['in_review', 'satisfied', 'rejected', 'canceled'];

/**
 * Picks the {@link TaskFormView} for the hook's state and the task as last read. The confirmation
 * after a submit (`submitted`) stands while the task is in review: once a reviewer asks for changes
 * the form is back, and once they decide, the task's status is shown.
 */
export function taskFormView(status: TaskFormStatus, submitStatus: TaskFormSubmitStatus, task: Task | undefined): TaskFormView {
  if (status === 'error') return 'error';
  if (status === 'loading' || !task) return 'loading';
  if (submitStatus === 'submitted' && task.status === 'in_review') return 'submitted';
  if (task.status === 'action_required') return isSessionsOnly(task) ? 'sessions' : 'form';
  return SETTLED_VIEWS.includes(task.status) ? (task.status as TaskFormView) : 'unknown';
}
