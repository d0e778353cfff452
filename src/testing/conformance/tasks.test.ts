import { describe, expect, it } from 'vitest';
import { taskHistorySchema, taskSchema } from '../../core/schemas/index.js';
import { completeIndividual, onboardingSteps, requirementOf } from './capabilitiesSetup.js';
import { useFakePlatformServer } from './harness.js';

const env = useFakePlatformServer();
const steps = onboardingSteps(env);

const hasUrls = (task: any) =>
  [...task.verificationSessions, ...task.tosSessions].some(
    (session: any) => 'url' in session || 'action' in session || 'expiresAt' in session,
  );

async function customerWithTasks(body: unknown = { type: 'individual' }, capabilityId = 'ach_pooled') {
  const customer = await steps.customer(body);
  await steps.requested(customer.id, capabilityId);
  return { customer, tasks: await steps.tasks(customer.id) };
}

describe("given a customer's task list", () => {
  it('should list the tasks as a page, URL-free, each parsing as a task', async () => {
    const { tasks } = await customerWithTasks();
    expect(tasks).toHaveLength(4);
    for (const task of tasks) {
      const parsed = taskSchema.parse(task);
      expect(parsed.id).toMatch(/^tsk_[A-Za-z0-9]+$/);
      expect(parsed).toMatchObject({
        status: 'action_required',
        revision: 1,
        remediationRound: 0,
        blocksApplication: true,
        deadline: null,
        notices: [],
      });
      expect(parsed.reason?.requestedBy).toBeTruthy();
      expect(parsed.applicationId).toMatch(/^apl_/);
      expect(hasUrls(task)).toBe(false);
    }
  });

  it('should filter by status and refuse a status that is not one', async () => {
    const { customer, tasks } = await customerWithTasks();
    const terms = tasks.find((task) => task.category === 'terms_of_service');
    await env.api.post(`/v3/sandbox/customers/${customer.id}/verification`, { outcome: 'completed' });
    const satisfied = await env.api.get(`/v3/customers/${customer.id}/tasks?status=satisfied`);
    expect(satisfied.body.data.map((task: any) => task.category)).toEqual(['identity_verification']);
    const open = await env.api.get(`/v3/customers/${customer.id}/tasks?status=action_required`);
    expect(open.body.data.map((task: any) => task.id)).toContain(terms.id);
    expect(open.body.data).toHaveLength(3);
    const both = await env.api.get(`/v3/customers/${customer.id}/tasks?status=satisfied&status=action_required`);
    expect(both.body.data).toHaveLength(4);
    const invalid = await env.api.get(`/v3/customers/${customer.id}/tasks?status=done`);
    expect(invalid.status).toBe(400);
    expect(invalid.body.code).toBe('validation_error');
    expect(invalid.body.errors.map((issue: any) => issue.pointer)).toEqual(['/query/status/0']);
  });

  it('should page with limit and cursor', async () => {
    const { customer } = await customerWithTasks();
    const first = await env.api.get(`/v3/customers/${customer.id}/tasks?limit=3`);
    expect(first.body).toMatchObject({ hasMore: true });
    const second = await env.api.get(`/v3/customers/${customer.id}/tasks?limit=3&cursor=${first.body.nextCursor}`);
    expect(second.body).toMatchObject({ hasMore: false, nextCursor: null });
    expect(second.body.data).toHaveLength(1);
  });
});

describe('given the customer-scoped task detail', () => {
  it('should carry hosted session URLs, expiry and an available action while the session waits on the customer', async () => {
    const { customer, tasks } = await customerWithTasks();
    const identity = tasks.find((task) => task.category === 'identity_verification');
    const detail = taskSchema.parse(await steps.task(customer.id, identity.id));
    const session = detail.verificationSessions[0];
    expect(session?.id).toMatch(/^vfy_[A-Za-z0-9]+$/);
    expect(session).toMatchObject({ status: 'action_required', key: 'identity' });
    expect(session?.url?.startsWith(`${env.url()}/hosted/verification/${session.id}`)).toBe(true);
    expect(session?.action).toEqual({ kind: 'available', url: session?.url, expiresAt: session?.expiresAt });
    expect(Date.parse(session?.expiresAt ?? '')).toBe(env.clock.now() + env.platform.core.settings.sessionTtlMs);
    expect(detail.completionPolicy).toEqual({ type: 'verification_sessions', completion: 'all' });
    expect(detail.allowedSubmissionChannels).toEqual(['verification_session']);

    const terms = await steps.task(customer.id, tasks.find((task) => task.category === 'terms_of_service').id);
    expect(terms.tosSessions[0].url).toContain(`/hosted/terms/${terms.tosSessions[0].id}`);
  });

  it('should drop the URLs once the session no longer waits on the customer', async () => {
    const { customer, tasks } = await customerWithTasks();
    await env.api.post(`/v3/sandbox/customers/${customer.id}/verification`, { outcome: 'completed' });
    const identity = await steps.task(customer.id, tasks.find((task) => task.category === 'identity_verification').id);
    expect(identity.verificationSessions[0].status).toBe('completed');
    expect(hasUrls(identity)).toBe(false);
  });

  it('should give an expired session a fresh URL on the next read; the old link stops working', async () => {
    const { customer, tasks } = await customerWithTasks();
    const taskId = tasks.find((task) => task.category === 'identity_verification').id;
    const before = (await steps.task(customer.id, taskId)).verificationSessions[0];
    env.clock.advance(env.platform.core.settings.sessionTtlMs);
    expect((await fetch(before.url)).status).toBe(410);
    const after = (await steps.task(customer.id, taskId)).verificationSessions[0];
    expect(after.id).toBe(before.id);
    expect(after.url).not.toBe(before.url);
    expect(Date.parse(after.expiresAt)).toBe(env.clock.now() + env.platform.core.settings.sessionTtlMs);
    expect((await fetch(before.url)).status).toBe(404);
    expect((await fetch(after.url)).status).toBe(200);
  });

  it('should show requirements the customer data already answers as satisfied (prefill), with unique ids and sections', async () => {
    const { customer, tasks } = await customerWithTasks(completeIndividual);
    const intake = await steps.task(customer.id, tasks.find((task) => task.category === 'customer_information').id);
    const ids = intake.requirements.map((requirement: any) => requirement.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(requirementOf(intake, 'profile.individual.firstName')).toMatchObject({
      status: 'satisfied',
      section: 'personal_details',
      request: { type: 'profile', profilePointer: '/individual/firstName' },
    });
    expect(requirementOf(intake, 'profile.financialProfile.expectedMonthlyVolume').status).toBe('satisfied');
    expect(requirementOf(intake, 'profile.individual.taxIdentifiers')).toMatchObject({
      status: 'action_required',
      request: { allowsAbsence: true, itemValueType: 'tax_identifier' },
    });
    expect(requirementOf(intake, 'employment_status').request.options.map((option: any) => option.value)).toContain('employed');
    expect(requirementOf(intake, 'information_accuracy').request.type).toBe('attestation');
    const fresh = await customerWithTasks();
    const empty = await steps.task(fresh.customer.id, fresh.tasks.find((task) => task.category === 'customer_information').id);
    expect(requirementOf(empty, 'profile.individual.firstName').status).toBe('action_required');
  });

  it('should ask a business about the business, with a related-party reference', async () => {
    const { customer, tasks } = await customerWithTasks({ type: 'business' }, 'ach_named');
    const intake = await steps.task(customer.id, tasks.find((task) => task.category === 'business_information').id);
    expect(requirementOf(intake, 'profile.business.legalName').request.profilePointer).toBe('/business/legalName');
    expect(requirementOf(intake, 'control_person').request).toMatchObject({ type: 'resource_reference', valueType: 'related_party' });
    expect(tasks.map((task) => task.category)).toContain('business_documents');
  });

  it("should answer 404 task_not_found for an unknown task or another customer's task, 404 customer_not_found first", async () => {
    const { customer, tasks } = await customerWithTasks();
    const other = await steps.customer();
    const unknown = await env.api.get(`/v3/customers/${customer.id}/tasks/tsk_unknown1`);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: 'task_not_found', retryable: false });
    const foreign = await env.api.get(`/v3/customers/${other.id}/tasks/${tasks[0].id}`);
    expect(foreign.status).toBe(404);
    expect(foreign.body.code).toBe('task_not_found');
    const noCustomer = await env.api.get(`/v3/customers/cus_unknown1/tasks/${tasks[0].id}`);
    expect(noCustomer.body.code).toBe('customer_not_found');
    const otherDeveloper = await env.other.get(`/v3/customers/${customer.id}/tasks/${tasks[0].id}`);
    expect(otherDeveloper.body.code).toBe('customer_not_found');
  });
});

describe('given the merchant-wide task reads', () => {
  it('should read any task of the environment without session URLs', async () => {
    const { tasks } = await customerWithTasks();
    const identity = tasks.find((task) => task.category === 'identity_verification');
    const response = await env.api.get(`/v3/tasks/${identity.id}`);
    expect(response.status).toBe(200);
    expect(taskSchema.parse(response.body.data).verificationSessions[0]?.status).toBe('action_required');
    expect(hasUrls(response.body.data)).toBe(false);
    const unknown = await env.api.get('/v3/tasks/tsk_unknown1');
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('task_not_found');
    expect((await env.other.get(`/v3/tasks/${identity.id}`)).body.code).toBe('task_not_found');
  });

  it('should list the tasks of every customer, filterable by customerId and status', async () => {
    const first = await customerWithTasks();
    const second = await customerWithTasks({ type: 'individual' }, 'card');
    const all = await env.api.get('/v3/tasks?limit=100');
    expect(all.status).toBe(200);
    const ids = all.body.data.map((task: any) => task.id);
    for (const task of [...first.tasks, ...second.tasks]) expect(ids).toContain(task.id);
    expect(all.body.data.some(hasUrls)).toBe(false);
    const filtered = await env.api.get(`/v3/tasks?customerId=${second.customer.id}&status=action_required`);
    expect(filtered.body.data.map((task: any) => task.id).sort()).toEqual(second.tasks.map((task) => task.id).sort());
  });
});

describe('given a task history', () => {
  it('should group the recorded states of the task, each a tskh_ event', async () => {
    const { customer, tasks } = await customerWithTasks();
    const identity = tasks.find((task) => task.category === 'identity_verification');
    await env.api.post(`/v3/sandbox/customers/${customer.id}/verification`, { outcome: 'completed' });
    const response = await env.api.get(`/v3/customers/${customer.id}/tasks/${identity.id}/history`);
    expect(response.status).toBe(200);
    const history = taskHistorySchema.parse(response.body.data);
    expect(history.applicationId).toBe(identity.applicationId);
    expect(history.tasks).toHaveLength(1);
    expect(history.tasks[0]?.taskId).toBe(identity.id);
    expect(history.tasks[0]?.events.map((event) => [event.status, event.revision])).toEqual([
      ['action_required', 1],
      ['satisfied', 2],
    ]);
    for (const event of history.tasks[0]?.events ?? []) expect(event.id).toMatch(/^tskh_/);
    const capabilityHistory = await env.api.get(
      `/v3/customers/${customer.id}/tasks/${tasks.find((task) => task.scope.type === 'capability').id}/history`,
    );
    expect(capabilityHistory.body.data.capabilityId).toBe('ach_pooled');
    expect((await env.api.get(`/v3/customers/${customer.id}/tasks/tsk_unknown1/history`)).body.code).toBe('task_not_found');
  });
});
