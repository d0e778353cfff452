import { describe, expect, it } from 'vitest';
import { createManualClock } from '../../../testing/index.js';
import { createFakeKitHookHarness } from './fakeKitHookHarness.js';

describe('given a hook test on a scenario that needs provisioning', () => {
  it('should let the provisioning pass on the platform’s clock instead of waiting for it in real time', async () => {
    const harness = await createFakeKitHookHarness('readyForPayments');
    const { provisioningMs } = harness.platform.core.settings;

    // The platform's clock jumped to the moment the accounts were ready: it runs ahead of the
    // machine's by about the provisioning time (a real wait would leave them level).
    expect(harness.platform.core.clock.now() - Date.now()).toBeGreaterThan(provisioningMs / 2);
    const accounts = await harness.client.listAccounts({ limit: 100 });
    expect(accounts.data.map((account) => account.status)).toEqual(['ready', 'ready']);
  });

  it('should keep the effect latency the test asked for, for the test’s own requests', async () => {
    expect((await createFakeKitHookHarness('newIndividual')).platform.core.settings.effectLatencyMs).toBe(20);
    expect((await createFakeKitHookHarness('newIndividual', { effectLatencyMs: 0 })).platform.core.settings.effectLatencyMs).toBe(0);
  });

  it('should use the clock a test gives', async () => {
    const clock = createManualClock('2026-05-01T12:00:00.000Z');
    const harness = await createFakeKitHookHarness('readyForPayments', { clock });
    expect(harness.platform.core.clock).toBe(clock);
  });
});
