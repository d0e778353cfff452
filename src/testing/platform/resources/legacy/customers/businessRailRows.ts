import { capabilityIdOfRail, type BusinessRailStatus, type LegacyRail } from '../../../../../core/legacy/rails.js';
import type { Partition } from '../../../Partition.js';
import { isLiveApplication } from '../../onboarding/capabilities/recomputeCapability.js';
import { findCapability, type CapabilityRecord } from '../../onboarding/store.js';
import { offeredRailCapability } from './railOffering.js';
import { railRequirementsOf, type RailRequirement } from './railRequirements.js';
import { reasonOf } from './railRows.js';
import { railRowIdOf } from './railRowIds.js';
import { applicationStatusOf } from './railStatuses.js';

/**
 * A v2 business rail: exactly the keys of the description's rail application. A rail never
 * applied for (discovery only) has no id, reason, banks or times yet.
 */
export interface BusinessRailRow {
  id: string | null;
  rail: LegacyRail;
  status: BusinessRailStatus;
  reason: { code: string; message: string } | null;
  requirements: RailRequirement[];
  banks: string[];
  submittedAt: string | null;
  updatedAt: string | null;
}

/** The v2 application of a rail, a view of its capability; `banks` are the institutions of its live applications. */
export function presentRailApplication(partition: Partition, rail: LegacyRail, capability: CapabilityRecord): BusinessRailRow {
  const banks = capability.applications
    .filter(isLiveApplication)
    .flatMap((application) => (application.institution ? [application.institution.id] : []));
  return {
    id: railRowIdOf(partition, capability.customerId, rail),
    rail,
    status: applicationStatusOf(capability),
    reason: reasonOf(capability),
    requirements: railRequirementsOf(partition, capability),
    banks: [...new Set(banks)],
    submittedAt: capability.submittedAt ?? capability.createdAt ?? null,
    updatedAt: capability.updatedAt,
  };
}

/** The business customer's capability behind `rail`, if it was ever requested. */
export function railCapabilityOf(partition: Partition, customerId: string, rail: LegacyRail): CapabilityRecord | undefined {
  const capabilityId = capabilityIdOfRail(rail);
  return capabilityId === undefined ? undefined : findCapability(partition, customerId, capabilityId);
}

/** The v2 discovery row of `rail`: its application when applied for, else `available` or `unavailable`. */
export function presentBusinessRail(partition: Partition, customerId: string, rail: LegacyRail): BusinessRailRow {
  const capability = railCapabilityOf(partition, customerId, rail);
  if (capability) return presentRailApplication(partition, rail, capability);
  return {
    id: null,
    rail,
    status: offeredRailCapability(rail, 'business') ? 'available' : 'unavailable',
    reason: null,
    requirements: [],
    banks: [],
    submittedAt: null,
    updatedAt: null,
  };
}
