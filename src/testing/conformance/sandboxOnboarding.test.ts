import { describe, expect, it } from 'vitest';
import { capabilitySchema, taskSchema } from '../../core/schemas/index.js';
import { completeIndividual, onboardingSteps, pointersOf } from './capabilitiesSetup.js';
import { useFakePlatformServer } from './harness.js';
import { transferSetup } from './transfersSetup.js';

const env = useFakePlatformServer();
const steps = onboardingSteps(env);

const force = (customerId: string, capabilityId: string, body: unknown, api = env.api) =>
  api.post(`/v3/sandbox/customers/${customerId}/capabilities/${capabilityId}/status`, body, { idempotencyKey: false });
const sandboxTask = (body: unknown, api = env.api) => api.post('/v3/sandbox/tasks', body, { idempotencyKey: false });
const verification = (customerId: string, body: unknown, api = env.api) =>
  api.post(`/v3/sandbox/customers/${customerId}/verification`, body, { idempotencyKey: false });

describe('given the sandbox capability status force', () => {
  it('should force ready: no open tasks left, applications ready, its own tasks canceled', async () => {
    const customer = await steps.customer();
    await steps.requested(customer.id, 'ach_pooled');
    const response = await force(customer.id, 'ach_pooled', { status: 'ready' });
    expect(response.status).toBe(200);
    const capability = capabilitySchema.parse(response.body.data);
    expect(capability).toMatchObject({ status: 'ready', openTaskIds: [], statusReason: { resolution: 'none' } });
    expect(capability.applications.map((application) => application.status)).toEqual(['ready']);
    expect((await steps.tasks(customer.id)).every((task) => task.status === 'canceled')).toBe(true);
    const last = env.platform
      .events('sk_sandbox_acme')
      .filter((event) => event.data.customerId === customer.id)
      .at(-1);
    expect(last).toMatchObject({ type: 'capability.status_changed', data: { status: 'ready' } });
  });

  it('should force restricted by attaching a re-verification task, and rejected for good', async () => {
    const customer = await steps.customer();
    await steps.requested(customer.id, 'card');
    await force(customer.id, 'card', { status: 'ready' });
    const restricted = (await force(customer.id, 'card', { status: 'restricted' })).body.data;
    expect(restricted).toMatchObject({ status: 'restricted', statusReason: { resolution: 'complete_tasks' } });
    expect(restricted.openTaskIds).toHaveLength(1);
    const review = await steps.task(customer.id, restricted.openTaskIds[0]);
    expect(review).toMatchObject({ category: 'periodic_review', status: 'action_required', scope: { type: 'capability', id: 'card' } });
    const rejected = (await force(customer.id, 'card', { status: 'rejected' })).body.data;
    expect(rejected).toMatchObject({ status: 'rejected', openTaskIds: [], statusReason: { resolution: 'contact_support' } });
    expect(rejected.applications.map((application: any) => application.status)).toEqual(['rejected']);
    expect((await steps.task(customer.id, review.id)).status).toBe('canceled');
    const revived = (await force(customer.id, 'card', { status: 'ready' })).body.data;
    expect(revived.status).toBe('ready');
  });

  it('should answer 400 validation_error at /status for any other status', async () => {
    const customer = await steps.customer();
    await steps.requested(customer.id, 'card');
    for (const body of [{ status: 'pending' }, { status: 'canceled' }, {}]) {
      const response = await force(customer.id, 'card', body);
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('validation_error');
      expect(pointersOf(response.body)).toEqual(['/status']);
    }
  });

  it('should answer 422 invalid_capability for a capability never requested, stablecoin_transfers, a canceled one or an unknown key', async () => {
    const customer = await steps.customer();
    await steps.requested(customer.id, 'card');
    await env.api.post(`/v3/customers/${customer.id}/capabilities/card/cancel`);
    for (const capabilityId of ['ach_pooled', 'stablecoin_transfers', 'card', 'warp_drive']) {
      const response = await force(customer.id, capabilityId, { status: 'ready' });
      expect(response.status).toBe(422);
      expect(response.body.code).toBe('invalid_capability');
    }
  });

  it('should answer 403 forbidden with a production key and 404 customer_not_found for another developer', async () => {
    const customer = await steps.customer();
    await steps.requested(customer.id, 'card');
    const production = await force(customer.id, 'card', { status: 'ready' }, env.production);
    expect(production.status).toBe(403);
    expect(production.body.code).toBe('forbidden');
    expect((await force(customer.id, 'card', { status: 'ready' }, env.other)).body.code).toBe('customer_not_found');
  });
});

describe('given the sandbox verification outcome', () => {
  it('should settle the open verification session: completed satisfies the task, rejected rejects it', async () => {
    const first = await steps.customer();
    await steps.requested(first.id, 'card');
    const identity = await steps.taskOf(first.id, 'identity_verification');
    const completed = await verification(first.id, { outcome: 'completed', verificationSessionId: identity.verificationSessions[0].id });
    expect(completed.status).toBe(200);
    expect(taskSchema.parse(completed.body.data)).toMatchObject({ id: identity.id, status: 'satisfied' });
    const again = await verification(first.id, { outcome: 'completed', verificationSessionId: identity.verificationSessions[0].id });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('verification_session_not_open');

    const second = await steps.customer();
    await steps.requested(second.id, 'card');
    const rejected = await verification(second.id, { outcome: 'rejected' });
    expect(rejected.body.data.status).toBe('rejected');
    const capability = await steps.capability(second.id, 'card');
    expect(capability).toMatchObject({ status: 'rejected', statusReason: { resolution: 'contact_support' } });
  });

  it('should answer 409 without an open session, 404 for a session of someone else, 400 for a bad outcome, 403 in production', async () => {
    const customer = await steps.customer();
    const none = await verification(customer.id, { outcome: 'completed' });
    expect(none.status).toBe(409);
    expect(none.body.code).toBe('verification_session_not_open');
    const other = await steps.customer();
    await steps.requested(other.id, 'card');
    const foreignSession = (await steps.taskOf(other.id, 'identity_verification')).verificationSessions[0].id;
    const foreign = await verification(customer.id, { outcome: 'completed', verificationSessionId: foreignSession });
    expect(foreign.status).toBe(404);
    expect(foreign.body.code).toBe('not_found');
    const bad = await verification(other.id, { outcome: 'approved', verificationSessionId: 'session-1' });
    expect(bad.status).toBe(400);
    expect(pointersOf(bad.body).sort()).toEqual(['/outcome', '/verificationSessionId']);
    expect((await verification(other.id, { outcome: 'completed' }, env.production)).status).toBe(403);
  });
});

describe('given a sandbox task', () => {
  it('should create a customer task from the items, open even where the profile already answers', async () => {
    const customer = await steps.customer(completeIndividual);
    const response = await sandboxTask({
      scope: { type: 'customer', customerId: customer.id },
      items: [
        {
          request: 'document',
          constraints: {
            acceptedDocumentTypes: ['passport'],
            maxAgeDays: 365,
            captureMethods: ['upload'],
            nameMatch: true,
            acceptedFormats: ['pdf'],
          },
        },
        { request: 'profile', profilePointer: '/individual/firstName' },
        {
          request: { type: 'single_select', prompt: 'Why this transfer?', options: [{ value: 'rent', label: 'Rent' }, { value: 'gift' }] },
        },
      ],
      dueAt: '2026-06-01T00:00:00Z',
    });
    expect(response.status).toBe(201);
    const task = taskSchema.parse(response.body.data);
    expect(task).toMatchObject({
      customerId: customer.id,
      scope: { type: 'customer', id: customer.id },
      status: 'action_required',
      revision: 1,
      dueAt: '2026-06-01T00:00:00.000Z',
    });
    expect(task.deadline).toMatchObject({ at: '2026-06-01T00:00:00.000Z', outcome: 'none', noticeCount: 0 });
    expect(task.requirements.map((requirement) => [requirement.request.type, requirement.status])).toEqual([
      ['document', 'action_required'],
      ['profile', 'action_required'],
      ['single_select', 'action_required'],
    ]);
    expect(task.requirements[0]?.request.constraints).toMatchObject({
      acceptedDocumentTypes: ['passport'],
      maxAgeDays: 365,
      nameMatch: true,
    });
    expect(task.requirements[2]?.request.options).toEqual([
      { value: 'rent', label: 'Rent' },
      { value: 'gift', label: 'gift' },
    ]);
  });

  it('should restrict a ready capability it is scoped to, until it is satisfied', async () => {
    const customer = await steps.customer();
    await steps.requested(customer.id, 'card');
    await force(customer.id, 'card', { status: 'ready' });
    const created = await sandboxTask({
      scope: { type: 'capability', customerId: customer.id, capabilityId: 'card' },
      items: [{ request: 'attestation' }],
    });
    expect(created.status).toBe(201);
    const task = created.body.data;
    expect(task.scope).toEqual({ type: 'capability', id: 'card' });
    const restricted = await steps.capability(customer.id, 'card');
    expect(restricted).toMatchObject({ status: 'restricted', openTaskIds: [task.id] });
    await steps.submit(customer.id, task, [{ requirementId: task.requirements[0].id, answerType: 'attestation', value: true }]);
    expect((await steps.capability(customer.id, 'card')).status).toBe('pending');
    await steps.review(task.id, { outcome: 'accepted' });
    expect(await steps.capability(customer.id, 'card')).toMatchObject({ status: 'ready', openTaskIds: [] });
  });

  it('should attach to an in-flight transfer of the customer and move it to action_required', async () => {
    const setup = transferSetup(env);
    const customerId = await setup.customer();
    await setup.readyCapability(customerId, 'ach_pooled');
    const walletId = await setup.issuedWallet(customerId);
    const transfer = await setup.transfer(
      (
        await setup.quote({
          customerId,
          capabilityId: 'ach_pooled',
          in: { currency: 'USD', amount: '100.00' },
          out: { currency: 'USDC' },
          destinationId: walletId,
        })
      ).id,
    );
    const created = await sandboxTask({ scope: { type: 'transfer', customerId, transferId: transfer.id }, items: [{ request: 'text' }] });
    expect(created.status).toBe(201);
    expect((await env.api.get(`/v3/transfers/${transfer.id}`)).body.data).toMatchObject({
      state: 'action_required',
      openTaskIds: [created.body.data.id],
    });
    const stranger = await steps.customer();
    const foreign = await sandboxTask({
      scope: { type: 'transfer', customerId: stranger.id, transferId: transfer.id },
      items: [{ request: 'text' }],
    });
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors).toEqual([expect.objectContaining({ pointer: '/scope/transferId', code: 'transfer_not_found' })]);
  });

  it('should answer 400 validation_error naming every bad field of the body', async () => {
    const customer = await steps.customer();
    const empty = await sandboxTask({});
    expect(empty.status).toBe(400);
    expect(pointersOf(empty.body).sort()).toEqual(['/items', '/scope']);
    const response = await sandboxTask({
      scope: { type: 'account', customerId: customer.id },
      items: [
        { request: 'profile' },
        { request: 'single_select' },
        { request: 'essay' },
        { request: 'profile', profilePointer: '/business/legalName' },
        { request: 'document', constraints: { maxAgeDays: 0, color: 'red' } },
        { request: 'text', profilePointer: '/individual/phone' },
        { request: { type: 'resource_reference' } },
      ],
      dueAt: 'tomorrow',
    });
    expect(response.status).toBe(400);
    expect(pointersOf(response.body).sort()).toEqual([
      '/dueAt',
      '/items/0/profilePointer',
      '/items/1/request/options',
      '/items/2/request',
      '/items/3/profilePointer',
      '/items/4/constraints/color',
      '/items/4/constraints/maxAgeDays',
      '/items/5/profilePointer',
      '/items/6/request/valueType',
      '/scope/type',
    ]);
    const noItems = await sandboxTask({ scope: { type: 'customer', customerId: customer.id }, items: [] });
    expect(pointersOf(noItems.body)).toEqual(['/items']);
  });

  it('should answer 404 customer_not_found, 422 for a capability never requested, 403 in production', async () => {
    const customer = await steps.customer();
    const unknown = await sandboxTask({ scope: { type: 'customer', customerId: 'cus_unknown1' }, items: [{ request: 'text' }] });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('customer_not_found');
    const never = await sandboxTask({
      scope: { type: 'capability', customerId: customer.id, capabilityId: 'card' },
      items: [{ request: 'text' }],
    });
    expect(never.status).toBe(422);
    expect(never.body.errors).toEqual([expect.objectContaining({ pointer: '/scope/capabilityId' })]);
    const production = await sandboxTask(
      { scope: { type: 'customer', customerId: customer.id }, items: [{ request: 'text' }] },
      env.production,
    );
    expect(production.status).toBe(403);
    expect(production.body.code).toBe('forbidden');
  });
});
