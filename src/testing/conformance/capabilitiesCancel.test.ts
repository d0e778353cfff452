import { describe, expect, it } from 'vitest';
import { capabilitySchema } from '../../core/schemas/index.js';
import { onboardingSteps } from './capabilitiesSetup.js';
import { useFakePlatformServer } from './harness.js';

const env = useFakePlatformServer();
const steps = onboardingSteps(env);

const cancel = (customerId: string, capabilityId: string) =>
  env.api.post(`/v3/customers/${customerId}/capabilities/${capabilityId}/cancel`);
const force = (customerId: string, capabilityId: string, status: string) =>
  env.api.post(`/v3/sandbox/customers/${customerId}/capabilities/${capabilityId}/status`, { status });

describe('given a pending or restricted capability without blocking resources', () => {
  it('should cancel it and its applications, and cancel its own open tasks', async () => {
    const customer = await steps.customer();
    await steps.requested(customer.id, 'ach_pooled');
    expect((await steps.capability(customer.id, 'ach_pooled')).status).toBe('restricted');
    const response = await cancel(customer.id, 'ach_pooled');
    expect(response.status).toBe(200);
    const canceled = capabilitySchema.parse(response.body.data);
    expect(canceled).toMatchObject({ status: 'canceled', openTaskIds: [], statusReason: { resolution: 'none' } });
    expect(canceled.applications.map((application) => application.status)).toEqual(['canceled']);
    const tasks = await steps.tasks(customer.id);
    expect(tasks.every((task) => task.status === 'canceled')).toBe(true);
    const last = env.platform
      .events('sk_sandbox_acme')
      .filter((event) => event.data.customerId === customer.id)
      .at(-1);
    expect(last).toMatchObject({ type: 'capability.status_changed', data: { id: 'ach_pooled', status: 'canceled' } });
  });

  it('should cancel a capability still pending its first evaluation', async () => {
    const customer = await steps.customer();
    const capability = await steps.requested(customer.id, 'card');
    expect(capability.status).toBe('pending');
    const response = await cancel(customer.id, 'card');
    expect(response.status).toBe(200);
    expect(response.body.data.status).toBe('canceled');
    expect((await steps.capability(customer.id, 'card')).status).toBe('canceled');
  });

  it('should keep shared customer-level tasks another live capability still depends on', async () => {
    const customer = await steps.customer();
    await steps.requested(customer.id, 'ach_pooled');
    const wire = await steps.requested(customer.id, 'wire_pooled');
    const before = await steps.tasks(customer.id);
    const identity = before.find((task) => task.category === 'identity_verification');
    expect(wire.openTaskIds).toContain(identity.id);
    await cancel(customer.id, 'ach_pooled');
    const after = await steps.tasks(customer.id);
    const byId = new Map(after.map((task) => [task.id, task]));
    expect(byId.get(identity.id).status).toBe('action_required');
    const achOwn = after.filter((task) => task.scope.type === 'capability' && task.scope.id === 'ach_pooled');
    expect(achOwn.length).toBeGreaterThan(0);
    expect(achOwn.every((task) => task.status === 'canceled')).toBe(true);
    expect((await steps.capability(customer.id, 'wire_pooled')).openTaskIds).toContain(identity.id);
  });

  it('should make a re-request a fresh create, keeping the earlier application on record', async () => {
    const customer = await steps.customer();
    const first = await steps.requested(customer.id, 'ach_pooled');
    await cancel(customer.id, 'ach_pooled');
    const again = await steps.request(customer.id, 'ach_pooled');
    expect(again.status).toBe(201);
    expect(again.body.data.status).toBe('pending');
    expect(again.body.data.applications.map((application: any) => application.status)).toEqual(['canceled', 'requested']);
    expect(again.body.data.applications[0].id).toBe(first.applications[0].id);
    expect(again.body.data.openTaskIds.some((id: string) => first.openTaskIds.includes(id))).toBe(false);
  });
});

describe('given a capability that cannot be canceled', () => {
  it('should answer 409 capability_not_cancelable for a ready capability and for stablecoin_transfers', async () => {
    const customer = await steps.customer();
    await steps.requested(customer.id, 'card');
    expect((await force(customer.id, 'card', 'ready')).status).toBe(200);
    const ready = await cancel(customer.id, 'card');
    expect(ready.status).toBe(409);
    expect(ready.body.code).toBe('capability_not_cancelable');
    const stablecoin = await cancel(customer.id, 'stablecoin_transfers');
    expect(stablecoin.status).toBe(409);
    expect(stablecoin.body.code).toBe('capability_not_cancelable');
    expect((await steps.capability(customer.id, 'stablecoin_transfers')).status).toBe('ready');
  });

  it('should answer 409 capability_not_cancelable for one already canceled', async () => {
    const customer = await steps.customer();
    await steps.requested(customer.id, 'card');
    await cancel(customer.id, 'card');
    const again = await cancel(customer.id, 'card');
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('capability_not_cancelable');
  });

  it('should answer 404 not_found for a capability never requested and 422 for an unknown key', async () => {
    const customer = await steps.customer();
    const never = await cancel(customer.id, 'card');
    expect(never.status).toBe(404);
    expect(never.body.code).toBe('not_found');
    const unknown = await cancel(customer.id, 'warp_drive');
    expect(unknown.status).toBe(422);
    expect(unknown.body.code).toBe('capability_key_unsupported');
  });

  it('should list non-archived issued accounts under it as blockingResources sorted by type then id', async () => {
    const customer = await steps.customer({ type: 'individual', individual: { firstName: 'Ada', lastName: 'Lovelace' } });
    await steps.requested(customer.id, 'ach_pooled');
    expect((await force(customer.id, 'ach_pooled', 'ready')).status).toBe(200);
    const wallet = await env.api.post(`/v3/customers/${customer.id}/accounts`, {
      origin: 'issued',
      type: 'wallet',
      currency: 'USDC',
      network: 'ethereum',
    });
    expect(wallet.status, JSON.stringify(wallet.body)).toBe(201);
    const accountIds: string[] = [];
    for (let index = 0; index < 2; index += 1) {
      const account = await env.api.post(`/v3/customers/${customer.id}/accounts`, {
        origin: 'issued',
        type: 'bank',
        method: 'ach',
        settlement: { accountId: wallet.body.data.id },
      });
      expect(account.status, JSON.stringify(account.body)).toBe(201);
      accountIds.push(account.body.data.id);
    }
    expect((await force(customer.id, 'ach_pooled', 'restricted')).body.data.status).toBe('restricted');

    const blocked = await cancel(customer.id, 'ach_pooled');
    expect(blocked.status).toBe(409);
    expect(blocked.body.code).toBe('capability_not_cancelable');
    expect(blocked.body.blockingResources).toEqual(
      [...accountIds].sort().map((id) => ({ type: 'account', id, requiredAction: 'archive_account' })),
    );
    expect((await steps.capability(customer.id, 'ach_pooled')).status).toBe('restricted');

    for (const id of accountIds) expect((await env.api.del(`/v3/customers/${customer.id}/accounts/${id}`)).status).toBeLessThan(300);
    const canceled = await cancel(customer.id, 'ach_pooled');
    expect(canceled.status).toBe(200);
    expect(canceled.body.data.status).toBe('canceled');
  });
});
