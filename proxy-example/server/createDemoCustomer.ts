import { randomUUID } from 'node:crypto';
import { demoCustomerBody, type DemoCustomerType } from './demoProfiles.js';
import { callUpstream, UpstreamCallError, type UpstreamApi } from './upstreamApi.js';
import { isCustomerId } from './upstreamIds.js';

/**
 * Creates a fresh customer upstream (`POST /v3/customers`, as the merchant, with the key and an
 * Idempotency-Key) and returns its id, checked against the customer id pattern before anything
 * stores it.
 *
 * @throws UpstreamCallError when the API refuses or answers without a well-formed id.
 */
export async function createDemoCustomer(api: UpstreamApi, type: DemoCustomerType): Promise<string> {
  const data = (await callUpstream(api, 'POST', '/v3/customers', demoCustomerBody(type, randomUUID()))) as { id?: unknown } | null;
  const id = data?.id;
  if (!isCustomerId(id)) throw new UpstreamCallError(201, undefined, 'unexpected_response');
  return id;
}
