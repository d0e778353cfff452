import { taskStatuses } from '../../../../../core/schemas/index.js';
import { paginate } from '../../../http/pagination.js';
import { ok, type RequestContext, type RouteDef } from '../../../http/RequestContext.js';
import { Issues, pointerTo } from '../../../validation/Issues.js';
import { requireActiveCustomer } from '../../customers/store.js';
import { tasksOf, tasksOfCustomer, type TaskRecord } from '../store.js';
import { requireCustomerTask, requireTask } from './findTask.js';
import { presentTaskForCustomer, presentTaskWithoutUrls } from './presentTask.js';
import { refreshExpiredLinks } from './sessionLinks.js';
import { historyOfTask } from './taskHistory.js';

/** The `status` filter: repeated values are alternatives; each must be a task status. */
function statusFilter(ctx: RequestContext): (task: TaskRecord) => boolean {
  const wanted = ctx.query.getAll('status');
  const issues = new Issues();
  wanted.forEach((status, index) => {
    if (!(taskStatuses as readonly string[]).includes(status))
      issues.add(pointerTo('/query/status', index), 'invalid_enum', `must be one of: ${taskStatuses.join(', ')}`);
  });
  issues.throwIfAny();
  return (task) => wanted.length === 0 || wanted.includes(task.status);
}

/** The task reads: customer-scoped (with hosted session URLs on the detail) and merchant-wide (URL-free). */
export const taskRoutes: RouteDef[] = [
  {
    method: 'GET',
    path: '/v3/customers/{customerId}/tasks',
    list: true,
    query: ['status'],
    handler: (ctx) => {
      const customer = requireActiveCustomer(ctx.partition, ctx.params.customerId);
      const matches = statusFilter(ctx);
      return paginate(ctx, tasksOfCustomer(ctx.partition, customer.id).filter(matches), presentTaskWithoutUrls);
    },
  },
  {
    method: 'GET',
    path: '/v3/customers/{customerId}/tasks/{taskId}',
    handler: (ctx) => {
      const { task } = requireCustomerTask(ctx);
      refreshExpiredLinks(ctx, task);
      return ok(presentTaskForCustomer(task, ctx.publicOrigin));
    },
  },
  {
    method: 'GET',
    path: '/v3/customers/{customerId}/tasks/{taskId}/history',
    handler: (ctx) => {
      const { task } = requireCustomerTask(ctx);
      return ok({
        applicationId: task.applicationId ?? null,
        capabilityId: task.scope?.type === 'capability' ? task.scope.id : null,
        tasks: [{ taskId: task.id, events: historyOfTask(ctx, task.id) }],
      });
    },
  },
  {
    method: 'GET',
    path: '/v3/tasks',
    list: true,
    query: ['status', 'customerId'],
    handler: (ctx) => {
      const matches = statusFilter(ctx);
      const customerId = ctx.query.get('customerId');
      return paginate(
        ctx,
        (customerId === null ? tasksOf(ctx.partition).values() : tasksOfCustomer(ctx.partition, customerId)).filter(matches),
        presentTaskWithoutUrls,
      );
    },
  },
  {
    method: 'GET',
    path: '/v3/tasks/{taskId}',
    handler: (ctx) => ok(presentTaskWithoutUrls(requireTask(ctx, ctx.params.taskId))),
  },
];
