/**
 * Set-up steps shared by the legacy v1/v2 customer conformance files: v1 customers, the legacy
 * events of the acme sandbox, and forcing a capability through the v3 sandbox.
 */
import { expect } from 'vitest';
import type { PlatformEvent } from '../platform/Partition.js';
import type { ConformanceEnv } from './capabilitiesSetup.js';

/** The acme sandbox key the harness's `env.api` uses. */
export const ACME_SANDBOX = 'sk_sandbox_acme';

/** A v1 individual create body. */
export const v1Individual = { type: 'individual', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', country: 'US' };
/** A v1 business create body. */
export const v1Business = { type: 'business', businessName: 'Acme Widgets LLC', email: 'ops@acme.example', country: 'US' };

/** Legacy steps bound to one environment. */
export function legacySteps(env: ConformanceEnv) {
  const steps = {
    /** Creates a customer through POST /v1/customers and returns its v1 view. */
    async customer(body: unknown = v1Individual): Promise<any> {
      const response = await env.api.post('/v1/customers', body);
      expect(response.status, JSON.stringify(response.body)).toBe(201);
      return response.body.data;
    },
    /** The v1 view of a customer. */
    async read(customerId: string): Promise<any> {
      const response = await env.api.get(`/v1/customers/${customerId}`);
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return response.body.data;
    },
    /** Forces the customer's capability to `status` through the v3 sandbox endpoint. */
    async force(customerId: string, capabilityId: string, status: 'ready' | 'rejected' | 'restricted'): Promise<void> {
      const response = await env.api.post(`/v3/sandbox/customers/${customerId}/capabilities/${capabilityId}/status`, { status });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
    },
    /** The events of the acme sandbox sent to the v1 delivery URL, of `type`, about `customerId`. */
    legacyEvents(type: string, customerId?: string): PlatformEvent[] {
      return env.platform
        .events(ACME_SANDBOX)
        .filter(
          (event) =>
            event.audience === 'v1' &&
            event.type === type &&
            (customerId === undefined || event.data.customerId === customerId || event.data.id === customerId),
        );
    },
    /** The v3 events of `type` about `customerId` (v3 endpoints only). */
    v3Events(type: string, customerId: string): PlatformEvent[] {
      return env.platform
        .events(ACME_SANDBOX)
        .filter(
          (event) =>
            event.audience === 'v3' && event.type === type && (event.data.customerId === customerId || event.data.id === customerId),
        );
    },
  };
  return steps;
}
