import type { Partition } from '../../../Partition.js';
import type { PlatformCore } from '../../../PlatformCore.js';
import { destinationsOfCustomer, recipientsOfCustomer } from '../../money/store.js';
import { capabilitiesOfCustomer, tasksOfCustomer } from '../../onboarding/store.js';
import { cancelTask } from '../../onboarding/tasks/cancelTask.js';
import { activeRelatedPartiesOf, rulesOf } from '../store.js';
import { recordsOfCustomer } from '../../../GroupIndex.js';

const OPEN_TASK_STATES = ['action_required', 'in_review'];
const FINAL_CAPABILITY_STATES = ['rejected', 'canceled'];
const FINAL_APPLICATION_STATES = ['ready', 'rejected', 'disabled', 'canceled'];

/**
 * What archiving a customer takes with it: related parties, recipients and their destinations
 * are archived, sweep rules disabled, capabilities (and their open applications) canceled with
 * `capability.status_changed`, and open tasks canceled. Documents stay, for the record.
 */
export function cascadeArchive(ctx: { platform: PlatformCore; partition: Partition; nowIso: string }, customerId: string): void {
  const { partition, nowIso } = ctx;
  for (const party of activeRelatedPartiesOf(partition, customerId)) {
    party._archivedAt = nowIso;
    party.updatedAt = nowIso;
  }
  for (const recipient of recipientsOfCustomer(partition, customerId).filter((record) => record.status !== 'archived')) {
    Object.assign(recipient, { status: 'archived', archivedAt: nowIso, updatedAt: nowIso });
  }
  for (const destination of destinationsOfCustomer(partition, customerId).filter((record) => record.status !== 'archived')) {
    Object.assign(destination, { status: 'archived', archivedAt: nowIso, updatedAt: nowIso });
  }
  for (const rule of recordsOfCustomer(rulesOf(partition), customerId).filter((record) => record.status !== 'disabled')) {
    Object.assign(rule, { status: 'disabled', updatedAt: nowIso });
  }
  for (const task of tasksOfCustomer(partition, customerId).filter((record) => OPEN_TASK_STATES.includes(record.status))) {
    cancelTask({ ...ctx, now: Date.parse(nowIso) }, task);
  }
  for (const capability of capabilitiesOfCustomer(partition, customerId).filter(
    (record) => !FINAL_CAPABILITY_STATES.includes(record.status),
  )) {
    for (const application of capability.applications) {
      if (!FINAL_APPLICATION_STATES.includes(application.status))
        Object.assign(application, { status: 'canceled', openTaskIds: [], updatedAt: nowIso });
    }
    Object.assign(capability, {
      status: 'canceled',
      statusReason: { code: 'customer_archived', resolution: 'none', message: 'The customer was archived.' },
      openTaskIds: [],
      updatedAt: nowIso,
    });
    ctx.platform.emit(partition, 'capability.status_changed', capability);
  }
}
