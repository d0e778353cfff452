import { railOfCapabilityId, type LegacyRail, type LegacyRailStatus } from '../../../../../core/legacy/rails.js';
import type { Partition } from '../../../Partition.js';
import { capabilitiesOfCustomer, type CapabilityRecord } from '../../onboarding/store.js';
import { requiredDocumentsOf } from './railRequirements.js';
import { railRowIdOf } from './railRowIds.js';
import { railStatusOf } from './railStatuses.js';

/** A v1 rail row: the view of one rail-mapped capability of a customer. */
export interface RailRow {
  id: string;
  rail: LegacyRail;
  status: LegacyRailStatus;
  reason: { code: string; message: string } | null;
  requiredDocuments: string[];
  createdAt: string;
  updatedAt: string;
}

/** The capability's `statusReason` as `{ code, message }`, or null when it has none. */
export function reasonOf(capability: CapabilityRecord): { code: string; message: string } | null {
  const reason = capability.statusReason;
  return reason ? { code: reason.code, message: reason.message ?? '' } : null;
}

/**
 * The v1 row of `rail`, a view of its capability: no reason once ready to use, and `createdAt`
 * from its first application (a rail requested again keeps its row).
 */
export function presentRailRow(partition: Partition, rail: LegacyRail, capability: CapabilityRecord): RailRow {
  const status = railStatusOf(capability);
  return {
    id: railRowIdOf(partition, capability.customerId, rail),
    rail,
    status,
    reason: status === 'ready_to_use' ? null : reasonOf(capability),
    requiredDocuments: requiredDocumentsOf(partition, capability),
    createdAt: capability.applications[0]?.createdAt ?? capability.createdAt ?? capability.updatedAt,
    updatedAt: capability.updatedAt,
  };
}

/** The customer's capabilities that map to a v1 rail, with their rail, in the order they were requested. */
export function railCapabilitiesOf(partition: Partition, customerId: string): { rail: LegacyRail; capability: CapabilityRecord }[] {
  return capabilitiesOfCustomer(partition, customerId).flatMap((capability) => {
    const rail = railOfCapabilityId(capability.id);
    return rail ? [{ rail, capability }] : [];
  });
}

/** The customer's v1 rail rows: one per rail whose capability was ever requested. */
export function railRowsOf(partition: Partition, customerId: string): RailRow[] {
  return railCapabilitiesOf(partition, customerId).map(({ rail, capability }) => presentRailRow(partition, rail, capability));
}
