import type { CatalogCapability } from '../../../catalog/index.js';
import type { CustomerRecord } from '../../customers/store.js';
import type { OnboardingContext } from '../context.js';
import { tasksOfCustomer } from '../store.js';
import { createTask } from '../tasks/createTask.js';
import { blueprintsFor } from '../templates/index.js';

/** Shared tasks in these statuses are not reused: a new request gets a fresh one. */
const SPENT_STATUSES: readonly string[] = ['canceled', 'rejected'];

/**
 * Attaches the tasks a request for `capability` needs and returns their ids: shared
 * customer-level tasks (identity verification, terms) are reused when the customer already has a
 * live one and created once otherwise; capability-scoped ones are created for this request.
 */
export function attachTasks(
  ctx: OnboardingContext,
  customer: CustomerRecord,
  capability: CatalogCapability,
  applicationId: string | null,
): string[] {
  const originGroupId = ctx.platform.ids.next('grp_');
  return blueprintsFor(capability, customer.type).map((blueprint) => {
    if (blueprint.shared) {
      const existing = tasksOfCustomer(ctx.partition, customer.id).find(
        (task) => task._templateKey === blueprint.templateKey && task.scope?.type === 'customer' && !SPENT_STATUSES.includes(task.status),
      );
      if (existing) return existing.id;
    }
    const scope = blueprint.shared ? { type: 'customer' as const, id: customer.id } : { type: 'capability' as const, id: capability.id };
    return createTask(ctx, blueprint, { customer, scope, applicationId, originGroupId }).id;
  });
}
