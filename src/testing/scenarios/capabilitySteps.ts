import type { Page, ScenarioContext } from './ScenarioContext.js';

/** The fields of a capability the scenarios read. */
export interface CapabilityRead {
  id: string;
  status: string;
  openTaskIds: string[];
}

/** The customer's capability `capabilityId` as the list shows it now. */
export async function readCapability(
  { api }: ScenarioContext,
  customerId: string,
  capabilityId: string,
): Promise<CapabilityRead | undefined> {
  const page = await api.get<Page<CapabilityRead>>(`/v3/customers/${customerId}/capabilities?limit=100`);
  return page.data.find((capability) => capability.id === capabilityId);
}

/** Requests `capabilityId` with its default institutions, then reads it once its tasks settled. */
export async function requestCapability(
  context: ScenarioContext,
  customerId: string,
  capabilityId: string,
): Promise<CapabilityRead | undefined> {
  await context.api.post(`/v3/customers/${customerId}/capabilities/${capabilityId}`, {});
  return readCapability(context, customerId, capabilityId);
}

/** Forces `capabilityId` to `ready` through the sandbox endpoint. */
export async function forceCapabilityReady({ api }: ScenarioContext, customerId: string, capabilityId: string): Promise<void> {
  await api.post(`/v3/sandbox/customers/${customerId}/capabilities/${capabilityId}/status`, { status: 'ready' });
}
