import { describe, expect, it } from 'vitest';
import { applicationSchema, capabilitySchema, supportedCapabilitySchema, taskHistorySchema } from '../../core/schemas/index.js';
import { onboardingSteps } from './capabilitiesSetup.js';
import { useFakePlatformServer } from './harness.js';

const env = useFakePlatformServer();
const steps = onboardingSteps(env);

describe('given the merchant-wide capability catalog', () => {
  it('should list every capability the platform offers as a page, and confirm the key', async () => {
    const response = await env.api.get('/v3/capabilities?limit=100');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ nextCursor: null, hasMore: false });
    const ids = response.body.data.map((capability: any) => capability.id);
    expect(ids).toEqual(expect.arrayContaining(['ach_pooled', 'card', 'stablecoin_transfers', 'pix_pooled']));
    const ach = response.body.data.find((capability: any) => capability.id === 'ach_pooled');
    expect(ach).toMatchObject({ method: 'ach', accountType: 'pooled', directions: ['payin', 'payout'], availability: 'available' });
    expect(ach.institutions.map((institution: any) => institution.id)).toEqual(['inst_lead_bank', 'inst_cross_river']);
  });

  it('should page with limit and cursor without repeating', async () => {
    const first = await env.api.get('/v3/capabilities?limit=3');
    expect(first.body.data).toHaveLength(3);
    expect(first.body.hasMore).toBe(true);
    const second = await env.api.get(`/v3/capabilities?limit=3&cursor=${first.body.nextCursor}`);
    const firstIds = first.body.data.map((item: any) => item.id);
    expect(second.body.data.every((item: any) => !firstIds.includes(item.id))).toBe(true);
  });

  it('should answer 400 unknown_parameter for a query parameter it does not take', async () => {
    const response = await env.api.get('/v3/capabilities?customerId=cus_x');
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('unknown_parameter');
  });
});

describe("given a customer's capabilities", () => {
  it('should list stablecoin_transfers, ready and never requested, for a new customer', async () => {
    const customer = await steps.customer();
    const response = await env.api.get(`/v3/customers/${customer.id}/capabilities`);
    expect(response.status).toBe(200);
    expect(response.body.data).toHaveLength(1);
    const capability = capabilitySchema.parse(response.body.data[0]);
    expect(capability).toMatchObject({
      id: 'stablecoin_transfers',
      customerId: customer.id,
      status: 'ready',
      openTaskIds: [],
      applications: [],
    });
  });

  it('should answer 404 customer_not_found for an unknown customer, another developer and an archived customer', async () => {
    const customer = await steps.customer();
    expect((await env.api.get('/v3/customers/cus_unknown1/capabilities')).body.code).toBe('customer_not_found');
    const foreign = await env.other.get(`/v3/customers/${customer.id}/capabilities`);
    expect(foreign.status).toBe(404);
    expect(foreign.body.code).toBe('customer_not_found');
    expect((await env.api.del(`/v3/customers/${customer.id}`)).status).toBeLessThan(300);
    const archived = await env.api.get(`/v3/customers/${customer.id}/capabilities`);
    expect(archived.status).toBe(404);
    expect(archived.body.code).toBe('customer_not_found');
    const request = await steps.request(customer.id, 'ach_pooled');
    expect(request.status).toBe(404);
    expect(request.body.code).toBe('customer_not_found');
  });
});

describe('given the supported-capability listing', () => {
  it('should give availability, eligibility by customer type, institutions and currencies', async () => {
    const individual = await steps.customer();
    const response = await env.api.get(`/v3/customers/${individual.id}/capabilities/supported`);
    expect(response.status).toBe(200);
    const items = response.body.data.map((item: unknown) => supportedCapabilitySchema.parse(item));
    const named = items.find((item: any) => item.id === 'ach_named');
    expect(named.eligibility.status).toBe('ineligible');
    expect(named.eligibility.reasons[0].code).toBe('customer_type_unsupported');
    const pooled = items.find((item: any) => item.id === 'ach_pooled');
    expect(pooled).toMatchObject({
      availability: 'available',
      eligibility: { status: 'eligible', reasons: [] },
      currencies: { payin: ['USD'], payout: ['USD'] },
    });
    expect(items.find((item: any) => item.id === 'spei_pooled').availability).toBe('disabled');

    const business = await steps.customer({ type: 'business' });
    const forBusiness = (await env.api.get(`/v3/customers/${business.id}/capabilities/supported`)).body.data;
    expect(forBusiness.find((item: any) => item.id === 'ach_named').eligibility.status).toBe('eligible');
  });

  it('should mark the default institution per customer: the first, or the one in the customer country', async () => {
    const american = await steps.customer({ type: 'individual', individual: { residenceCountry: 'US' } });
    const brazilian = await steps.customer({ type: 'individual', individual: { residenceCountry: 'BR' } });
    const forAmerican = (await env.api.get(`/v3/customers/${american.id}/capabilities/supported`)).body.data;
    const forBrazilian = (await env.api.get(`/v3/customers/${brazilian.id}/capabilities/supported`)).body.data;
    const defaults = (items: any[], id: string) =>
      items.find((item) => item.id === id).institutions.map((institution: any) => [institution.id, institution.isDefault]);
    expect(defaults(forAmerican, 'ach_pooled')).toEqual([
      ['inst_lead_bank', true],
      ['inst_cross_river', false],
    ]);
    expect(defaults(forAmerican, 'pix_pooled')).toEqual([['inst_banco_genial', false]]);
    expect(defaults(forBrazilian, 'pix_pooled')).toEqual([['inst_banco_genial', true]]);
    expect(defaults(forAmerican, 'card')).toEqual([]);
  });
});

describe('given a capability request', () => {
  it('should create it pending with an application to the default institution, then settle it from its tasks', async () => {
    const customer = await steps.customer();
    const response = await steps.request(customer.id, 'ach_pooled');
    expect(response.status).toBe(201);
    const capability = capabilitySchema.parse(response.body.data);
    expect(capability).toMatchObject({
      id: 'ach_pooled',
      customerId: customer.id,
      method: 'ach',
      accountType: 'pooled',
      status: 'pending',
    });
    expect(capability.applications).toHaveLength(1);
    expect(capability.applications[0]).toMatchObject({
      institution: { id: 'inst_lead_bank', name: 'Lead Bank', bic: 'LEADUS44' },
      status: 'requested',
    });
    expect(capability.applications[0]?.id).toMatch(/^apl_[A-Za-z0-9]+$/);
    expect(capability.openTaskIds.length).toBeGreaterThan(0);

    const settled = await steps.capability(customer.id, 'ach_pooled');
    expect(settled.status).toBe('restricted');
    expect(settled.statusReason).toMatchObject({ resolution: 'complete_tasks' });
    expect(settled.applications[0].status).toBe('action_required');
    expect(settled.openTaskIds).toEqual(capability.openTaskIds);
    const events = env.platform
      .events('sk_sandbox_acme')
      .filter((event) => event.data.customerId === customer.id && event.data.id === 'ach_pooled');
    expect(events.map((event) => [event.type, event.data.status])).toEqual([
      ['capability.created', 'pending'],
      ['capability.status_changed', 'restricted'],
    ]);
  });

  it('should return a capability already requested as it is (200), not a second one', async () => {
    const customer = await steps.customer();
    const first = await steps.requested(customer.id, 'card');
    const again = await steps.request(customer.id, 'card');
    expect(again.status).toBe(200);
    expect(again.body.data.applications.map((application: any) => application.id)).toEqual(
      first.applications.map((application: any) => application.id),
    );
    const ready = await steps.request(customer.id, 'stablecoin_transfers');
    expect(ready.status).toBe(200);
    expect(ready.body.data.status).toBe('ready');
  });

  it('should let a non-empty institutions list override the defaults, one application per institution', async () => {
    const customer = await steps.customer();
    const one = await steps.requested(customer.id, 'ach_pooled', { institutions: ['inst_cross_river'] });
    expect(one.applications.map((application: any) => application.institution.id)).toEqual(['inst_cross_river']);
    const both = await steps.requested(customer.id, 'wire_pooled', { institutions: ['inst_lead_bank', 'inst_cross_river'] });
    expect(both.applications.map((application: any) => application.institution.id)).toEqual(['inst_lead_bank', 'inst_cross_river']);
    const empty = await steps.requested(customer.id, 'sepa_pooled', { institutions: [] });
    expect(empty.applications.map((application: any) => application.institution.id)).toEqual(['inst_banking_circle']);
  });

  it('should answer 400 validation_error at /institutions/{i} for an unknown or repeated institution', async () => {
    const customer = await steps.customer();
    const unknown = await steps.request(customer.id, 'ach_pooled', { institutions: ['inst_nowhere'] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.code).toBe('validation_error');
    expect(unknown.body.errors).toEqual([expect.objectContaining({ pointer: '/institutions/0', code: 'unknown_institution' })]);
    const repeated = await steps.request(customer.id, 'ach_pooled', { institutions: ['inst_lead_bank', 'inst_lead_bank'] });
    expect(repeated.status).toBe(400);
    expect(repeated.body.errors.map((issue: any) => issue.pointer)).toEqual(['/institutions/1']);
    const other = await steps.request(customer.id, 'ach_pooled', { institutions: ['inst_banking_circle'], color: 'blue' });
    expect(other.body.errors.map((issue: any) => issue.pointer).sort()).toEqual(['/color', '/institutions/0']);
    const notArray = await steps.request(customer.id, 'ach_pooled', { institutions: 'inst_lead_bank' });
    expect(notArray.body.errors.map((issue: any) => issue.pointer)).toEqual(['/institutions']);
  });

  it('should answer 422 capability_institutions_required when a bank-backed capability has no applicable default', async () => {
    const customer = await steps.customer({ type: 'individual', individual: { residenceCountry: 'US' } });
    const response = await steps.request(customer.id, 'pix_pooled');
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({ code: 'capability_institutions_required', capabilities: ['pix_pooled'] });
    const named = await steps.request(customer.id, 'pix_pooled', { institutions: ['inst_banco_genial'] });
    expect(named.status).toBe(201);
    const brazilian = await steps.customer({ type: 'individual', individual: { residenceCountry: 'BR' } });
    const byDefault = await steps.requested(brazilian.id, 'pix_pooled');
    expect(byDefault.applications[0].institution.id).toBe('inst_banco_genial');
  });

  it('should answer 422 for an unknown key, a disabled capability and a customer type it is not offered to', async () => {
    const customer = await steps.customer();
    const unknown = await steps.request(customer.id, 'teleport_pooled');
    expect(unknown.status).toBe(422);
    expect(unknown.body.code).toBe('capability_key_unsupported');
    const disabled = await steps.request(customer.id, 'spei_pooled');
    expect(disabled.status).toBe(422);
    expect(disabled.body).toMatchObject({ code: 'capability_unavailable', capabilities: ['spei_pooled'] });
    const ineligible = await steps.request(customer.id, 'ach_named');
    expect(ineligible.status).toBe(422);
    expect(ineligible.body).toMatchObject({ code: 'capability_ineligible', capabilities: ['ach_named'] });
  });
});

describe("given a capability's applications", () => {
  it('should list them as a page and give each application task history grouped by task', async () => {
    const customer = await steps.customer();
    const capability = await steps.requested(customer.id, 'ach_pooled');
    const list = await env.api.get(`/v3/customers/${customer.id}/capabilities/ach_pooled/applications`);
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ nextCursor: null, hasMore: false });
    expect(list.body.data.map((application: unknown) => applicationSchema.parse(application).id)).toEqual([capability.applications[0].id]);

    const applicationId = capability.applications[0].id;
    const history = await env.api.get(`/v3/customers/${customer.id}/capabilities/ach_pooled/applications/${applicationId}/history`);
    expect(history.status).toBe(200);
    expect(history.body.data).toMatchObject({ applicationId, capabilityId: 'ach_pooled' });
    expect(history.body.data.tasks.map((entry: any) => entry.taskId).sort()).toEqual([...capability.openTaskIds].sort());
    for (const entry of history.body.data.tasks) {
      expect(entry.events[0]).toMatchObject({ taskId: entry.taskId, applicationId, revision: 1 });
      expect(entry.events[0].id).toMatch(/^tskh_[A-Za-z0-9]+$/);
    }
  });

  it('should record each change of a task as an event carrying the task fields and its times, oldest first', async () => {
    const customer = await steps.customer();
    const capability = await steps.requested(customer.id, 'ach_pooled');
    const applicationId = capability.applications[0].id;
    await env.api.post(`/v3/sandbox/customers/${customer.id}/verification`, { outcome: 'completed' });

    const response = await env.api.get(`/v3/customers/${customer.id}/capabilities/ach_pooled/applications/${applicationId}/history`);
    const history = taskHistorySchema.parse(response.body.data);
    const identity = history.tasks.find((entry) => entry.events[0]?.category === 'identity_verification');
    expect(identity?.events.map((event) => event.status)).toEqual(['action_required', 'satisfied']);
    for (const entry of history.tasks) {
      const times = entry.events.map((event) => event.updatedAt ?? '');
      expect(times).toEqual([...times].sort());
      for (const event of entry.events) {
        expect(event).toMatchObject({ taskId: entry.taskId, name: expect.any(String), scope: expect.any(Object) });
        expect(event.id).not.toBe(entry.taskId);
        expect(Date.parse(event.createdAt ?? '')).not.toBeNaN();
        expect(Date.parse(event.updatedAt ?? '')).not.toBeNaN();
      }
    }
  });

  it('should answer 404 not_found for a capability never requested or an unknown application', async () => {
    const customer = await steps.customer();
    expect((await env.api.get(`/v3/customers/${customer.id}/capabilities/card/applications`)).body.code).toBe('not_found');
    await steps.requested(customer.id, 'card');
    const unknown = await env.api.get(`/v3/customers/${customer.id}/capabilities/card/applications/apl_unknown/history`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('not_found');
  });
});
