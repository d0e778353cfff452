import type { Partition } from '../../Partition.js';
import type { PlatformCore } from '../../PlatformCore.js';
import { capabilityReasonOf } from './capabilities/capabilityOutcome.js';
import { capabilitiesOf, capabilityKey, type CapabilityRecord } from './store.js';

/**
 * Grants what every new customer has: `stablecoin_transfers`, ready at creation (resolution
 * `none`, like any ready capability), never requested and not cancelable. Emits `capability.created`.
 */
export function grantInitialCapabilities(ctx: { platform: PlatformCore; partition: Partition; nowIso: string }, customerId: string): void {
  const record: CapabilityRecord = {
    id: 'stablecoin_transfers',
    customerId,
    method: 'stablecoin_transfers',
    accountType: null,
    directions: ['payin', 'payout'],
    accountProvisioning: 'not_applicable',
    status: 'ready',
    statusReason: capabilityReasonOf('ready', 'stablecoin_transfers'),
    openTaskIds: [],
    applications: [],
    submittedAt: null,
    createdAt: ctx.nowIso,
    updatedAt: ctx.nowIso,
  };
  capabilitiesOf(ctx.partition).insert(capabilityKey(customerId, record.id), record);
  ctx.platform.emit(ctx.partition, 'capability.created', record);
}
