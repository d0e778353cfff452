import { describe, expect, it } from 'vitest';
import { onboardingSteps, postHostedForm } from './capabilitiesSetup.js';
import { useFakePlatformServer } from './harness.js';
import { legacySteps, v1Business } from './legacySetup.js';

const env = useFakePlatformServer();
const legacy = legacySteps(env);
const steps = onboardingSteps(env);

describe('given POST /v1/customers/{id}/kyc', () => {
  it('should open the v3 identity verification task and give its hosted page, the same task each time', async () => {
    const customer = await legacy.customer();
    const response = await env.api.post(`/v1/customers/${customer.id}/kyc`);
    expect(response.status).toBe(200);
    const started = response.body.data;
    expect(Object.keys(started).sort()).toEqual(['customerId', 'expiresAt', 'taskId', 'url', 'verificationStatus']);
    expect(started).toMatchObject({ customerId: customer.id, verificationStatus: 'not_started' });
    const task = await steps.task(customer.id, started.taskId);
    expect(task).toMatchObject({
      category: 'identity_verification',
      scope: { type: 'customer', id: customer.id },
      status: 'action_required',
    });
    expect(started.url).toBe(task.verificationSessions[0].url);
    expect((await env.api.post(`/v1/customers/${customer.id}/kyc`)).body.data.taskId).toBe(started.taskId);
  });

  it('should let a later capability request reuse the task KYC opened', async () => {
    const customer = await legacy.customer();
    const { taskId } = (await env.api.post(`/v1/customers/${customer.id}/kyc`)).body.data;
    await steps.requested(customer.id, 'ach_pooled');
    const identityTasks = (await steps.tasks(customer.id)).filter((task) => task.category === 'identity_verification');
    expect(identityTasks.map((task) => task.id)).toEqual([taskId]);
  });

  it('should move to pending once the customer completes the hosted page, then approved when the check settles', async () => {
    const customer = await legacy.customer();
    const { url } = (await env.api.post(`/v1/customers/${customer.id}/kyc`)).body.data;
    expect((await postHostedForm(url, { decision: 'complete' })).status).toBeLessThan(400);
    expect((await legacy.read(customer.id)).verificationStatus).toBe('pending');
    env.clock.advance(10_000);
    expect((await legacy.read(customer.id)).verificationStatus).toBe('approved');
    const changes = legacy.legacyEvents('customer.verification_changed', customer.id).map((event) => event.data);
    expect(changes).toEqual([
      { customerId: customer.id, customerType: 'individual', verificationStatus: 'pending', previousStatus: 'not_started', reason: null },
      { customerId: customer.id, customerType: 'individual', verificationStatus: 'approved', previousStatus: 'pending', reason: null },
    ]);
  });
});

describe('given a verification settled on v3', () => {
  it('should read the same on v1: rejected, with the rail of the rejected capability rejected too', async () => {
    const customer = await legacy.customer();
    await steps.requested(customer.id, 'ach_pooled');
    const settled = await env.api.post(`/v3/sandbox/customers/${customer.id}/verification`, { outcome: 'rejected' });
    expect(settled.status).toBe(200);
    expect(settled.body.data.status).toBe('rejected');
    const v1 = await legacy.read(customer.id);
    expect(v1.verificationStatus).toBe('rejected');
    expect((await steps.capability(customer.id, 'ach_pooled')).status).toBe('rejected');
    expect(v1.rails.map((row: any) => [row.rail, row.status])).toEqual([['ach_pooled', 'rejected']]);
  });
});

describe('given POST /v1/customers/{id}/kyc/import', () => {
  it('should approve the identity verification through the review path, so v3 and v1 agree', async () => {
    const customer = await legacy.customer(v1Business);
    await steps.requested(customer.id, 'ach_pooled');
    const response = await env.api.post(`/v1/customers/${customer.id}/kyc/import`, { provider: 'persona', reference: 'inq_123' });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ id: customer.id, verificationStatus: 'approved' });
    const identity = await steps.taskOf(customer.id, 'identity_verification');
    expect(identity.status).toBe('satisfied');
    expect(identity.verificationSessions[0].status).toBe('completed');
    const [change] = legacy.legacyEvents('customer.verification_changed', customer.id);
    expect(change?.data).toEqual({
      customerId: customer.id,
      customerType: 'business',
      verificationStatus: 'approved',
      previousStatus: 'pending',
      reason: null,
    });
    const again = await env.api.post(`/v1/customers/${customer.id}/kyc/import`, { provider: 'persona', reference: 'inq_123' });
    expect(again.status).toBe(200);
    expect(legacy.legacyEvents('customer.verification_changed', customer.id)).toHaveLength(1);
  });

  it('should reject with a reason when the imported result is rejected, and start afresh on the next KYC', async () => {
    const customer = await legacy.customer();
    const response = await env.api.post(`/v1/customers/${customer.id}/kyc/import`, {
      provider: 'sumsub',
      reference: 'app-9',
      result: 'rejected',
    });
    expect(response.body.data.verificationStatus).toBe('rejected');
    const [change] = legacy.legacyEvents('customer.verification_changed', customer.id);
    expect(change?.data).toMatchObject({ verificationStatus: 'rejected', previousStatus: 'not_started', reason: expect.any(String) });
    expect((change?.data.reason as string).length).toBeGreaterThan(0);
    const retried = await env.api.post(`/v1/customers/${customer.id}/kyc/import`, { provider: 'sumsub', reference: 'app-10' });
    expect(retried.status).toBe(200);
    expect(retried.body.data.verificationStatus).toBe('approved');
    const statuses = legacy
      .legacyEvents('customer.verification_changed', customer.id)
      .map((event) => [event.data.previousStatus, event.data.verificationStatus]);
    // The new verification starts over (not_started) before the import settles it.
    expect(statuses).toEqual([
      ['not_started', 'rejected'],
      ['rejected', 'not_started'],
      ['not_started', 'approved'],
    ]);
  });

  it('should name the invalid fields of the import body', async () => {
    const customer = await legacy.customer();
    const response = await env.api.post(`/v1/customers/${customer.id}/kyc/import`, { provider: 'nobody', result: 'maybe', extra: 1 });
    expect(response.status).toBe(400);
    expect(response.body.errors.map((issue: any) => issue.pointer).sort()).toEqual(['/extra', '/provider', '/reference', '/result']);
  });
});

describe('given POST /v1/customers/{id}/kyc/tokens/{provider}', () => {
  it('should answer the hosted verification page as the embedded token', async () => {
    const customer = await legacy.customer();
    const response = await env.api.post(`/v1/customers/${customer.id}/kyc/tokens/onfido`);
    expect(response.status).toBe(200);
    const token = response.body.data;
    expect(Object.keys(token).sort()).toEqual(['expiresAt', 'provider', 'token', 'url']);
    expect(token.provider).toBe('onfido');
    expect(token.url).toContain(`/hosted/verification/`);
    expect(token.url).toContain(`token=${token.token}`);
    expect(Date.parse(token.expiresAt)).toBeGreaterThan(env.clock.now());
    const page = await fetch(token.url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Verify your identity');
  });

  it('should answer 422 validation_error at /path/provider for an unknown provider', async () => {
    const customer = await legacy.customer();
    const response = await env.api.post(`/v1/customers/${customer.id}/kyc/tokens/acme-kyc`);
    expect(response.status).toBe(422);
    expect(response.body.code).toBe('validation_error');
    expect(response.body.errors).toEqual([expect.objectContaining({ pointer: '/path/provider' })]);
  });

  it('should answer 409 verification_session_not_open once the verification is approved, and 404 for an unknown customer', async () => {
    const customer = await legacy.customer();
    await env.api.post(`/v1/customers/${customer.id}/kyc/import`, { provider: 'veriff', reference: 'v-1' });
    const response = await env.api.post(`/v1/customers/${customer.id}/kyc/tokens/veriff`);
    expect(response.status).toBe(409);
    expect(response.body.code).toBe('verification_session_not_open');
    expect((await env.api.post('/v1/customers/cus_unknown1/kyc/tokens/veriff')).body.code).toBe('customer_not_found');
  });
});
