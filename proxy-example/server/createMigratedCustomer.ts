import { randomUUID } from 'node:crypto';
import { demoCustomerBody } from './demoProfiles.js';
import { callUpstream, UpstreamCallError, type UpstreamApi } from './upstreamApi.js';
import { isCustomerId } from './upstreamIds.js';

/** The rail the v1 onboarding approved, and the one it left in review. */
const APPROVED_RAIL = 'ach_pooled';
const REQUESTED_RAIL = 'sepa_pooled';

/**
 * Creates a customer the way a merchant still on v1 onboarded one, so the demo shows what the kit's
 * v3 screens make of it: `POST /v1/customers`, a KYC import from the merchant's verification
 * provider, the ACH and SEPA rails requested, and ACH approved (the sandbox stands for the review).
 * A v1 customer is the same customer on v3, so the session binds its id like any other.
 *
 * @throws UpstreamCallError when a step is refused or the id is not well-formed.
 */
export async function createMigratedCustomer(api: UpstreamApi): Promise<string> {
  const reference = randomUUID();
  const { individual } = demoCustomerBody('individual', reference) as { individual: Record<string, string> };
  const created = (await callUpstream(api, 'POST', '/v1/customers', {
    type: 'individual',
    firstName: individual.firstName,
    lastName: individual.lastName,
    email: individual.email,
    country: individual.residenceCountry,
  })) as { id?: unknown } | null;
  const id = created?.id;
  if (!isCustomerId(id)) throw new UpstreamCallError(201, undefined, 'unexpected_response');
  await callUpstream(api, 'POST', `/v1/customers/${id}/kyc/import`, {
    provider: 'persona',
    reference: `inq_${reference.replaceAll('-', '')}`,
  });
  await callUpstream(api, 'POST', `/v1/customers/${id}/rails`, { rails: [APPROVED_RAIL, REQUESTED_RAIL] });
  await callUpstream(api, 'POST', `/v3/sandbox/customers/${id}/capabilities/${APPROVED_RAIL}/status`, { status: 'ready' });
  return id;
}
