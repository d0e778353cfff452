import type { OnboardingContext } from '../context.js';
import { capabilitiesOfCustomer, isOpenTask, type CapabilityRecord, type TaskRecord } from '../store.js';
import { cancelTask } from '../tasks/cancelTask.js';
import { dependenciesOf, isLiveCapability } from './recomputeCapability.js';

/**
 * Cancels those of `tasks` still open that no other live capability of the customer depends on
 * (a shared identity verification stays while another capability needs it). Returns the
 * canceled tasks.
 */
export function cancelOrphanedTasks(ctx: OnboardingContext, capability: CapabilityRecord, tasks: readonly TaskRecord[]): TaskRecord[] {
  const others = capabilitiesOfCustomer(ctx.partition, capability.customerId).filter(
    (other) => other !== capability && isLiveCapability(other),
  );
  const stillNeeded = new Set(others.flatMap((other) => dependenciesOf(ctx, other).map((task) => task.id)));
  const orphans = tasks.filter((task) => isOpenTask(task) && !stillNeeded.has(task.id));
  for (const task of orphans) cancelTask(ctx, task);
  return orphans;
}
