import type { BusinessRailStatus, LegacyRailStatus } from '../../../../../core/legacy/rails.js';
import type { CapabilityRecord } from '../../onboarding/store.js';

const RAIL_STATUS_OF_CAPABILITY: Readonly<Record<string, LegacyRailStatus>> = {
  pending: 'requested',
  restricted: 'requested',
  ready: 'ready_to_use',
  rejected: 'rejected',
  canceled: 'rejected',
};

/** The v1 rail status of a capability; a capability status v1 does not know reads as `requested`. */
export function railStatusOf(capability: Pick<CapabilityRecord, 'status'>): LegacyRailStatus {
  return RAIL_STATUS_OF_CAPABILITY[capability.status] ?? 'requested';
}

const APPLICATION_STATUS_OF_CAPABILITY: Readonly<Record<string, BusinessRailStatus>> = {
  restricted: 'needs_information',
  ready: 'active',
  rejected: 'declined',
  canceled: 'declined',
};

/**
 * The v2 application status of a capability. A pending one is `ready_for_review` until its first
 * evaluation (nothing submitted yet) and `in_review` afterwards (its open tasks are all in review);
 * a capability status v2 does not know reads as `in_review`.
 */
export function applicationStatusOf(capability: Pick<CapabilityRecord, 'status' | '_evaluationDue'>): BusinessRailStatus {
  if (capability.status === 'pending') return capability._evaluationDue ? 'ready_for_review' : 'in_review';
  return APPLICATION_STATUS_OF_CAPABILITY[capability.status] ?? 'in_review';
}
