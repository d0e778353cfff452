import { capabilityIdOfRail, isLegacyRail, type LegacyRail } from '../../../../../core/legacy/rails.js';
import { ApiProblem } from '../../../http/ApiProblem.js';
import type { RequestContext } from '../../../http/RequestContext.js';
import type { CustomerRecord } from '../../customers/store.js';
import { requestCapability } from '../../onboarding/capabilities/requestCapability.js';
import { findCapability, type CapabilityRecord } from '../../onboarding/store.js';
import { offeredRailCapability } from './railOffering.js';

/** One rail to request, with the banks (v3 institutions) to apply with; none means the defaults. */
export interface RailRequest {
  rail: string;
  banks?: readonly string[];
}

/** An item-level failure of a rail request: the other rails of the call still go ahead. */
export interface RailItemError {
  rail: string;
  code: string;
  message: string;
}

/** v3 problems of a capability request that mean the rail is not on offer to this customer. */
const UNAVAILABLE_CODES: readonly string[] = ['capability_key_unsupported', 'capability_unavailable', 'capability_ineligible'];

function unavailable(rail: string, message: string): RailItemError {
  return { rail, code: 'rail_unavailable', message };
}

/**
 * Requests each rail's capability through the v3 capability request (POST
 * /v3/customers/{customerId}/capabilities/{capabilityId}), with `banks` as its institutions. A
 * rail the fake does not offer to this customer is `rail_unavailable`, a bank the rail does not
 * work with `bank_unavailable`; any other problem of the v3 request is reported under its own code.
 */
export function requestRails(
  ctx: RequestContext,
  customer: CustomerRecord,
  requests: readonly RailRequest[],
): { requested: { rail: LegacyRail; capability: CapabilityRecord }[]; errors: RailItemError[] } {
  const requested: { rail: LegacyRail; capability: CapabilityRecord }[] = [];
  const errors: RailItemError[] = [];
  for (const { rail, banks = [] } of requests) {
    const catalog = offeredRailCapability(rail, customer.type);
    if (!isLegacyRail(rail) || !catalog) {
      errors.push(unavailable(rail, `${rail} is not available to ${customer.type} customers.`));
      continue;
    }
    const unknownBank = banks.find((bank) => !catalog.institutionIds.includes(bank));
    if (unknownBank !== undefined) {
      errors.push({ rail, code: 'bank_unavailable', message: `${unknownBank} is not a bank ${rail} works with.` });
      continue;
    }
    const capabilityId = capabilityIdOfRail(rail) as string;
    try {
      requestCapability({
        ...ctx,
        params: { customerId: customer.id, capabilityId },
        body: banks.length > 0 ? { institutions: [...banks] } : undefined,
      });
    } catch (error) {
      if (!(error instanceof ApiProblem)) throw error;
      errors.push(
        UNAVAILABLE_CODES.includes(error.code) ? unavailable(rail, error.detail) : { rail, code: error.code, message: error.detail },
      );
      continue;
    }
    const capability = findCapability(ctx.partition, customer.id, capabilityId);
    if (capability) requested.push({ rail, capability });
  }
  return { requested, errors };
}
