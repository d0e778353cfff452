import { ApiProblem } from '../../../http/ApiProblem.js';
import type { RequestContext } from '../../../http/RequestContext.js';
import { requireActiveCustomer, type CustomerRecord } from '../../customers/store.js';
import { tasksOf, type TaskRecord } from '../store.js';

/** 404 task_not_found. */
export function taskNotFound(taskId: string): ApiProblem {
  return new ApiProblem({ status: 404, code: 'task_not_found', detail: `No task ${taskId} here.`, retryable: false });
}

/** The task `taskId` of the partition, whoever's it is; 404 task_not_found when unknown. */
export function requireTask(ctx: Pick<RequestContext, 'partition'>, taskId: string | undefined): TaskRecord {
  const task = taskId === undefined ? undefined : tasksOf(ctx.partition).get(taskId);
  if (!task) throw taskNotFound(taskId ?? '(none)');
  return task;
}

/**
 * The active customer of the path and its task `{taskId}`: 404 customer_not_found for an unknown
 * or archived customer, 404 task_not_found for an unknown task or another customer's.
 */
export function requireCustomerTask(ctx: RequestContext): { customer: CustomerRecord; task: TaskRecord } {
  const customer = requireActiveCustomer(ctx.partition, ctx.params.customerId);
  const task = requireTask(ctx, ctx.params.taskId);
  if (task.customerId !== customer.id) throw taskNotFound(task.id);
  return { customer, task };
}
