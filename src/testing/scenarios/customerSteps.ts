import { sampleBusiness, sampleIndividual, sampleRelatedPersons } from './sampleData.js';
import type { Page, ScenarioContext, Single } from './ScenarioContext.js';

/** Creates the sample individual; returns its id. */
export async function createIndividual({ api }: ScenarioContext): Promise<string> {
  const { data } = await api.post<Single<{ id: string }>>('/v3/customers', { type: 'individual', individual: sampleIndividual });
  return data.id;
}

/** Creates the sample business with its related persons inline; returns the ids. */
export async function createBusinessWithParties({ api }: ScenarioContext): Promise<{ customerId: string; relatedPartyIds: string[] }> {
  const { data } = await api.post<Single<{ id: string }>>('/v3/customers', {
    type: 'business',
    business: sampleBusiness,
    relatedParties: sampleRelatedPersons.map((party) => ({ partyType: 'person', ...party })),
  });
  const parties = await api.get<Page<{ id: string }>>(`/v3/customers/${data.id}/related-parties?limit=100`);
  return { customerId: data.id, relatedPartyIds: parties.data.map((party) => party.id) };
}
