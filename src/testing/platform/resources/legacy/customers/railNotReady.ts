import { railOfCapabilityId } from '../../../../../core/legacy/rails.js';
import { ApiProblem } from '../../../http/ApiProblem.js';
import type { Partition } from '../../../Partition.js';
import { findCapability } from '../../onboarding/store.js';

/** Where a v1 integration requests the rails a call is missing. */
export function requestRailEndpointOf(customerId: string): string {
  return `/v1/customers/${customerId}/rails`;
}

/**
 * 409 rail_not_ready: a legacy call needs rails the customer cannot use yet. `requiredRails`
 * names them (v1 rail names); `requestRailEndpoint` is where to request them.
 */
export function railNotReady(customerId: string, requiredRails: readonly string[]): ApiProblem {
  return new ApiProblem({
    status: 409,
    code: 'rail_not_ready',
    detail: `Customer ${customerId} cannot use ${requiredRails.join(', ')} yet; request ${requiredRails.length === 1 ? 'it' : 'them'} and wait until ready_to_use.`,
    retryable: false,
    extras: { requiredRails: [...requiredRails], requestRailEndpoint: requestRailEndpointOf(customerId) },
  });
}

/**
 * Throws rail_not_ready unless the customer's capability `capabilityId` is ready. The rail named
 * is the one the capability maps to; a capability with no v1 rail (card, stablecoin transfers) is
 * named by its own id.
 */
export function requireRailReady(partition: Partition, customerId: string, capabilityId: string): void {
  if (findCapability(partition, customerId, capabilityId)?.status === 'ready') return;
  throw railNotReady(customerId, [railOfCapabilityId(capabilityId) ?? capabilityId]);
}
