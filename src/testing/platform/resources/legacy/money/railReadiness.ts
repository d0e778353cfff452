import { railOfCapabilityId } from '../../../../../core/legacy/index.js';
import { ApiProblem } from '../../../http/ApiProblem.js';
import type { Partition } from '../../../Partition.js';
import { findCapability } from '../../onboarding/store.js';

/**
 * 409 rail_not_ready: the call needs one of `requiredRails` to be ready_to_use for the customer.
 * Carries `requiredRails` (rail names) and `requestRailEndpoint`, where the rail is requested.
 *
 * Same signature as `legacy/customers/railNotReady.ts` of the customers helper; the integrator
 * keeps one of the two.
 */
export function railNotReady(customerId: string, requiredRails: string[]): ApiProblem {
  const requestRailEndpoint = `/v1/customers/${customerId}/rails`;
  return new ApiProblem({
    status: 409,
    code: 'rail_not_ready',
    detail: `Customer ${customerId} has no ready_to_use rail among ${requiredRails.join(', ')}; request one at ${requestRailEndpoint} and wait until it is ready_to_use.`,
    extras: { requiredRails, requestRailEndpoint },
    retryable: false,
  });
}

/** Throws rail_not_ready unless the customer's v3 capability `capabilityId` (a rail's view) is `ready`. */
export function requireRailReady(partition: Partition, customerId: string, capabilityId: string): void {
  if (findCapability(partition, customerId, capabilityId)?.status === 'ready') return;
  throw railNotReady(customerId, [railOfCapabilityId(capabilityId) ?? capabilityId]);
}
