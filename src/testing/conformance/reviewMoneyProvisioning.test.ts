/**
 * Regression test from the money review: on a running clock an issued account finishes
 * provisioning on time, and its account.status_changed goes out, without waiting for a request.
 */
import { describe, expect, it, vi } from 'vitest';
import { systemClock } from '../platform/clock.js';
import { useFakePlatformServer } from './harness.js';

const PROVISIONING_MS = 60;
const env = useFakePlatformServer({ clock: systemClock, provisioningMs: PROVISIONING_MS });

describe('given an issued wallet provisioning on the system clock', () => {
  it('should become ready and emit account.status_changed with no further request', async () => {
    const customer = await env.api.post('/v3/customers', { type: 'individual' });
    const customerId: string = customer.body.data.id;
    const created = await env.api.post(`/v3/customers/${customerId}/accounts`, { origin: 'issued', type: 'wallet', currency: 'USDC' });
    expect(created.body.data.status).toBe('provisioning');

    // Reads the platform's event log directly: an API request would itself complete provisioning.
    const statusChanges = () =>
      env.platform
        .events('sk_sandbox_acme')
        .filter((event) => event.type === 'account.status_changed' && event.data.id === created.body.data.id)
        .map((event) => event.data.status);
    await vi.waitFor(() => expect(statusChanges()).toEqual(['provisioning', 'ready']), { timeout: 3_000, interval: PROVISIONING_MS });
  });
});
