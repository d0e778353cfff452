import { forceCapabilityReady, readCapability } from './capabilitySteps.js';
import { sampleIndividual } from './sampleData.js';
import type { ScenarioResults } from './scenarioCatalog.js';
import { expectState, type ScenarioContext, type Single } from './ScenarioContext.js';

/** The rail the v1 onboarding approved, and the one still in review. */
const READY_RAIL = 'ach_pooled';
const REQUESTED_RAIL = 'sepa_pooled';

interface LegacyCustomerRead {
  id: string;
  verificationStatus: string;
  rails: { rail: string; status: string }[];
}

/**
 * An individual onboarded entirely through v1, as a merchant migrating to v3 has them: created
 * with `POST /v1/customers`, verified by a KYC import, `ach_pooled` and `sepa_pooled` requested as
 * rails, and `ach_pooled` approved (the sandbox stands for the provider's review).
 */
export async function v1OnboardedIndividual(context: ScenarioContext): Promise<ScenarioResults['v1OnboardedIndividual']> {
  const { api } = context;
  const { data: created } = await api.post<Single<{ id: string }>>('/v1/customers', {
    type: 'individual',
    firstName: sampleIndividual.firstName,
    lastName: sampleIndividual.lastName,
    email: sampleIndividual.email,
    country: sampleIndividual.residenceCountry,
  });
  const customerId = created.id;
  await api.post(`/v1/customers/${customerId}/kyc/import`, { provider: 'persona', reference: 'inq_scenario_v1' });
  await api.post(`/v1/customers/${customerId}/rails`, { rails: [READY_RAIL, REQUESTED_RAIL] });
  await forceCapabilityReady(context, customerId, READY_RAIL);

  const { data: customer } = await api.get<Single<LegacyCustomerRead>>(`/v1/customers/${customerId}`);
  const statusOf = (rail: string) => customer.rails.find((row) => row.rail === rail)?.status;
  expectState(customer.verificationStatus === 'approved', 'the v1 verification reads approved');
  expectState(statusOf(READY_RAIL) === 'ready_to_use', `${READY_RAIL} reads ready_to_use on v1`);
  expectState(statusOf(REQUESTED_RAIL) === 'requested', `${REQUESTED_RAIL} reads requested on v1`);
  expectState((await readCapability(context, customerId, READY_RAIL))?.status === 'ready', `${READY_RAIL} reads ready on v3`);
  return { customerId, readyRail: READY_RAIL, requestedRail: REQUESTED_RAIL };
}
