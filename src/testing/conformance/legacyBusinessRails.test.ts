import { describe, expect, it } from 'vitest';
import { legacyRails } from '../../core/legacy/rails.js';
import { errorAt, onboardingSteps } from './capabilitiesSetup.js';
import { useFakePlatformServer } from './harness.js';
import { legacySteps, v1Business, v1Individual } from './legacySetup.js';

const env = useFakePlatformServer();
const legacy = legacySteps(env);
const steps = onboardingSteps(env);

/** Exactly the keys the description gives a rail application. */
const APPLICATION_KEYS = ['id', 'rail', 'status', 'reason', 'requirements', 'banks', 'submittedAt', 'updatedAt'];
const base = (customerId: string) => `/v2/customers/business/${customerId}`;

describe('given the business rail discovery', () => {
  it('should list every v1 rail, available when the platform offers it to businesses, unavailable otherwise', async () => {
    const customer = await legacy.customer(v1Business);
    const response = await env.api.get(`${base(customer.id)}/rails`);
    expect(response.status).toBe(200);
    const rows = response.body.data;
    expect(rows.map((row: any) => row.rail)).toEqual([...legacyRails]);
    const statusOf = Object.fromEntries(rows.map((row: any) => [row.rail, row.status]));
    expect(statusOf).toMatchObject({
      ach_pooled: 'available',
      ach_named: 'available',
      fedwire_pooled: 'available',
      sepa_named: 'available',
      fedwire_named: 'unavailable',
      swift_pooled: 'unavailable',
      swift_named: 'unavailable',
      pix_named: 'unavailable',
    });
    for (const row of rows) expect(Object.keys(row).sort()).toEqual([...APPLICATION_KEYS].sort());
    expect(rows[0]).toMatchObject({ id: null, reason: null, requirements: [], banks: [], submittedAt: null, updatedAt: null });
  });

  it('should read one rail, and answer 404 rail_not_found for a name that is not a rail', async () => {
    const customer = await legacy.customer(v1Business);
    const one = await env.api.get(`${base(customer.id)}/rails/swift_named`);
    expect(one.body.data).toMatchObject({ rail: 'swift_named', status: 'unavailable' });
    const unknown = await env.api.get(`${base(customer.id)}/rails/ach`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('rail_not_found');
  });

  it('should answer 404 customer_not_found for an individual on the business paths', async () => {
    const individual = await legacy.customer(v1Individual);
    for (const path of [`${base(individual.id)}/rails`, `${base(individual.id)}/rail-applications`]) {
      const response = await env.api.get(path);
      expect(response.status).toBe(404);
      expect(response.body.code).toBe('customer_not_found');
    }
    const apply = await env.api.post(`${base(individual.id)}/rail-applications`, { data: [{ rail: 'ach_pooled' }] });
    expect(apply.body.code).toBe('customer_not_found');
  });
});

describe('given POST rail-applications', () => {
  it('should answer exactly the described shape, with banks as the v3 institutions and item errors', async () => {
    const customer = await legacy.customer(v1Business);
    const response = await env.api.post(`${base(customer.id)}/rail-applications`, {
      data: [
        { rail: 'ach_pooled', banks: ['inst_cross_river'] },
        { rail: 'swift_named' },
        { rail: 'sepa_pooled', banks: ['inst_unknown'] },
      ],
    });
    expect(response.status).toBe(200);
    expect(Object.keys(response.body).sort()).toEqual(['customerId', 'data', 'errors']);
    expect(response.body.customerId).toBe(customer.id);
    const [application] = response.body.data;
    expect(response.body.data).toHaveLength(1);
    expect(Object.keys(application).sort()).toEqual([...APPLICATION_KEYS].sort());
    expect(application).toMatchObject({ rail: 'ach_pooled', status: 'ready_for_review', banks: ['inst_cross_river'] });
    expect(application.id).toMatch(/^cfr_[A-Za-z0-9]+$/);
    expect(application.reason).toEqual({ code: expect.any(String), message: expect.any(String) });
    expect(Date.parse(application.submittedAt)).not.toBeNaN();
    for (const forbidden of ['enabled', 'allowed', 'canSubmit', 'applicationId'])
      expect(JSON.stringify(response.body)).not.toContain(`"${forbidden}"`);
    expect(response.body.errors).toEqual([
      { rail: 'swift_named', code: 'rail_unavailable', message: expect.any(String) },
      { rail: 'sepa_pooled', code: 'bank_unavailable', message: expect.any(String) },
    ]);
    const capability = await steps.capability(customer.id, 'ach_pooled');
    expect(capability.applications.map((item: any) => item.institution.id)).toEqual(['inst_cross_river']);
    expect(await steps.capability(customer.id, 'sepa_pooled')).toBeUndefined();
  });

  it('should follow the capability: needs_information with open tasks, active when ready, declined when rejected', async () => {
    const customer = await legacy.customer(v1Business);
    await env.api.post(`${base(customer.id)}/rail-applications`, { data: [{ rail: 'ach_named' }, { rail: 'fedwire_pooled' }] });
    const path = `${base(customer.id)}/rail-applications`;
    const restricted = (await env.api.get(`${path}/ach_named`)).body.data;
    expect(restricted).toMatchObject({ status: 'needs_information', reason: { code: 'tasks_open' } });
    const categories = restricted.requirements.map((requirement: any) => requirement.category);
    expect(categories).toEqual(expect.arrayContaining(['identity_verification', 'business_documents']));
    const documents = restricted.requirements.find((requirement: any) => requirement.category === 'business_documents');
    expect(documents.requiredDocuments).toEqual(['certificate_of_incorporation', 'articles_of_association']);
    expect((await steps.task(customer.id, documents.taskId)).status).toBe('action_required');

    await legacy.force(customer.id, 'ach_named', 'ready');
    await legacy.force(customer.id, 'wire_pooled', 'rejected');
    const list = (await env.api.get(path)).body.data;
    expect(list.map((row: any) => [row.rail, row.status])).toEqual([
      ['ach_named', 'active'],
      ['fedwire_pooled', 'declined'],
    ]);
    const discovery = (await env.api.get(`${base(customer.id)}/rails/ach_named`)).body.data;
    expect(discovery).toEqual(list[0]);
    const v1Rails = (await legacy.read(customer.id)).rails;
    expect(v1Rails.map((row: any) => [row.id, row.status])).toEqual([
      [list[0].id, 'ready_to_use'],
      [list[1].id, 'rejected'],
    ]);
  });

  it('should answer 404 rail_application_not_found for a rail never applied for', async () => {
    const customer = await legacy.customer(v1Business);
    const response = await env.api.get(`${base(customer.id)}/rail-applications/ach_pooled`);
    expect(response.status).toBe(404);
    expect(response.body.code).toBe('rail_application_not_found');
  });

  it('should answer 400 validation_error for a malformed body, naming the fields', async () => {
    const customer = await legacy.customer(v1Business);
    const path = `${base(customer.id)}/rail-applications`;
    expect(errorAt((await env.api.post(path, { rails: ['ach_pooled'] })).body, '/data')?.code).toBe('required');
    const response = await env.api.post(path, {
      data: [{ rail: 'ach_pooled', banks: 'inst_lead_bank' }, { banks: [] }, 'sepa_pooled', { rail: 'ach_pooled', colour: 'red' }],
    });
    expect(response.status).toBe(400);
    expect(errorAt(response.body, '/data/0/banks')?.code).toBe('invalid_type');
    expect(errorAt(response.body, '/data/1/rail')?.code).toBe('required');
    expect(errorAt(response.body, '/data/2')?.code).toBe('invalid_type');
    expect(errorAt(response.body, '/data/3/rail')?.code).toBe('duplicate_item');
    expect(errorAt(response.body, '/data/3/colour')?.code).toBe('unknown_field');
    const tooMany = await env.api.post(path, { data: Array.from({ length: 11 }, (_, index) => ({ rail: `r${index}_pooled` })) });
    expect(errorAt(tooMany.body, '/data')?.code).toBe('too_many_items');
  });

  it('should take no Idempotency-Key, and send one api.deprecation per operation', async () => {
    const customer = await legacy.customer(v1Business);
    const path = `${base(customer.id)}/rail-applications`;
    const keyless = await env.api.post(path, { data: [{ rail: 'sepa_pooled' }] }, { idempotencyKey: false });
    expect(keyless.status).toBe(200);
    await env.api.get(path);
    await env.api.get(path);
    const operations = env.platform
      .events('sk_sandbox_acme')
      .filter((event) => event.type === 'api.deprecation')
      .map((event) => event.data.operation);
    expect(operations.filter((operation) => operation === 'GET /v2/customers/business/{customerId}/rail-applications')).toHaveLength(1);
    expect(operations.filter((operation) => operation === 'POST /v2/customers/business/{customerId}/rail-applications')).toHaveLength(1);
  });
});
