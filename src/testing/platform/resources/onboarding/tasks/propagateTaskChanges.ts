import { reevaluateTransferTasks } from '../../transfers/reevaluateTransferTasks.js';
import { recomputeCapabilitiesOf } from '../capabilities/recomputeCapability.js';
import type { OnboardingContext } from '../context.js';
import type { TaskRecord } from '../store.js';

/**
 * Lets what depends on `tasks` follow them: the capabilities of their customers, and the
 * transfers transfer-scoped ones are attached to.
 */
export function propagateTaskChanges(ctx: OnboardingContext, tasks: readonly TaskRecord[]): void {
  for (const customerId of new Set(tasks.map((task) => task.customerId))) recomputeCapabilitiesOf(ctx, customerId);
  const transferIds = new Set(tasks.filter((task) => task.scope?.type === 'transfer').map((task) => task.scope?.id as string));
  for (const transferId of transferIds) reevaluateTransferTasks(ctx, transferId);
}
