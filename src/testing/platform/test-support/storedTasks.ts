import type { FakePlatform } from '../createFakePlatform.js';
import { contextAtNow } from '../resources/onboarding/context.js';
import { tasksOf, type TaskRecord } from '../resources/onboarding/store.js';
import { propagateTaskChanges } from '../resources/onboarding/tasks/propagateTaskChanges.js';
import { commitTaskChange } from '../resources/onboarding/tasks/taskHistory.js';

export type { TaskRecord };

/** The partition of a sandbox key, `sk_sandbox_<developer>`. */
export function partitionOf(platform: FakePlatform, apiKey: string) {
  const developer = /^sk_sandbox_(.+)$/.exec(apiKey)?.[1];
  if (developer === undefined) throw new TypeError(`Expected a sandbox key; got ${apiKey}`);
  return platform.core.partition(developer, 'sandbox');
}

/**
 * Changes a stored task of `customerId` as the platform would on its side, for what the sandbox
 * cannot express (a reviewer rewording an ask, a new API version sending a new answer type, a task
 * larger than the sandbox makes): `change` edits the record, then the revision moves on, the
 * change is recorded in the task's history and reaches the capabilities the task gates.
 */
export function changeStoredTask(
  platform: FakePlatform,
  apiKey: string,
  customerId: string,
  taskId: string,
  change: (task: TaskRecord) => void,
): void {
  const partition = partitionOf(platform, apiKey);
  const task = tasksOf(partition).get(taskId);
  if (!task || task.customerId !== customerId) throw new Error(`The customer ${customerId} has no task ${taskId}`);
  change(task);
  const ctx = contextAtNow(platform.core, partition);
  commitTaskChange(ctx, task);
  propagateTaskChanges(ctx, [task]);
}
