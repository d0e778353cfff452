import { describe, expect, it } from 'vitest';
import { problemBody } from '../platform/http/problemResponse.js';
import { railNotReady, requireRailReady } from '../platform/resources/legacy/customers/railNotReady.js';
import { errorAt, onboardingSteps } from './capabilitiesSetup.js';
import { useFakePlatformServer } from './harness.js';
import { legacySteps, v1Business } from './legacySetup.js';

const env = useFakePlatformServer();
const legacy = legacySteps(env);
const steps = onboardingSteps(env);

const ROW_KEYS = ['id', 'rail', 'status', 'reason', 'requiredDocuments', 'createdAt', 'updatedAt'];

describe('given POST /v1/customers/{id}/rails', () => {
  it('should request each mapped capability, answer rail rows, and report unoffered rails as item errors', async () => {
    const customer = await legacy.customer();
    const response = await env.api.post(`/v1/customers/${customer.id}/rails`, {
      rails: ['ach_pooled', 'swift_pooled', 'fedwire_pooled', 'made_up'],
    });
    expect(response.status).toBe(200);
    expect(Object.keys(response.body).sort()).toEqual(['customerId', 'data', 'errors']);
    expect(response.body.customerId).toBe(customer.id);
    expect(response.body.data.map((row: any) => [row.rail, row.status])).toEqual([
      ['ach_pooled', 'requested'],
      ['fedwire_pooled', 'requested'],
    ]);
    for (const row of response.body.data) {
      expect(Object.keys(row).sort()).toEqual([...ROW_KEYS].sort());
      expect(row.id).toMatch(/^cfr_[A-Za-z0-9]+$/);
    }
    expect(response.body.errors).toEqual([
      { rail: 'swift_pooled', code: 'rail_unavailable', message: expect.any(String) },
      { rail: 'made_up', code: 'rail_unavailable', message: expect.any(String) },
    ]);
    expect((await steps.capability(customer.id, 'ach_pooled'))?.applications[0].institution.id).toBe('inst_lead_bank');
    expect(await steps.capability(customer.id, 'wire_pooled')).toBeDefined();
  });

  it('should report a rail the customer type may not use as rail_unavailable, never inventing it', async () => {
    const customer = await legacy.customer();
    const response = await env.api.post(`/v1/customers/${customer.id}/rails`, { rails: ['ach_named'] });
    expect(response.body.data).toEqual([]);
    expect(response.body.errors).toEqual([{ rail: 'ach_named', code: 'rail_unavailable', message: expect.any(String) }]);
    expect(await steps.capability(customer.id, 'ach_named')).toBeUndefined();
  });

  it('should report a v3 request problem of a rail under its own code', async () => {
    const customer = await legacy.customer();
    const response = await env.api.post(`/v1/customers/${customer.id}/rails`, { rails: ['pix_pooled'] });
    expect(response.body.data).toEqual([]);
    expect(response.body.errors).toEqual([{ rail: 'pix_pooled', code: 'capability_institutions_required', message: expect.any(String) }]);
  });

  it('should answer 400 validation_error for a body that is not 1 to 10 distinct rail names', async () => {
    const customer = await legacy.customer();
    const path = `/v1/customers/${customer.id}/rails`;
    expect(errorAt((await env.api.post(path, { rails: 'ach_pooled' })).body, '/rails')?.code).toBe('invalid_type');
    expect(errorAt((await env.api.post(path, {})).body, '/rails')?.code).toBe('required');
    expect(errorAt((await env.api.post(path, { rails: [] })).body, '/rails')?.code).toBe('too_few_items');
    const tooMany = await env.api.post(path, { rails: Array.from({ length: 11 }, (_, index) => `rail${index}_pooled`) });
    expect(tooMany.status).toBe(400);
    expect(errorAt(tooMany.body, '/rails')?.code).toBe('too_many_items');
    const mixed = await env.api.post(path, { rails: ['ach_pooled', 7, 'ach_pooled'] });
    expect(mixed.status).toBe(400);
    expect(errorAt(mixed.body, '/rails/1')?.code).toBe('invalid_type');
    expect(errorAt(mixed.body, '/rails/2')?.code).toBe('duplicate_item');
    expect(await steps.capability(customer.id, 'ach_pooled')).toBeUndefined();
  });

  it('should answer 404 customer_not_found for an unknown customer', async () => {
    const response = await env.api.post('/v1/customers/cus_unknown1/rails', { rails: ['ach_pooled'] });
    expect(response.status).toBe(404);
    expect(response.body.code).toBe('customer_not_found');
  });
});

describe('given a requested rail', () => {
  it('should list the documents its open tasks ask for and announce them once it is restricted', async () => {
    const customer = await legacy.customer();
    await env.api.post(`/v1/customers/${customer.id}/rails`, { rails: ['ach_pooled'] });
    const [row] = (await legacy.read(customer.id)).rails;
    expect(row).toMatchObject({ rail: 'ach_pooled', status: 'requested', reason: { code: 'tasks_open' } });
    expect(row.requiredDocuments).toEqual(expect.arrayContaining(['utility_bill', 'bank_statement', 'lease_agreement']));
    expect((await steps.capability(customer.id, 'ach_pooled')).status).toBe('restricted');
    const requested = legacy.legacyEvents('customer.rail.documents_requested', customer.id);
    expect(requested).toHaveLength(1);
    expect(requested[0]?.data).toEqual({
      customerId: customer.id,
      rail: 'ach_pooled',
      requiredDocuments: row.requiredDocuments,
      reason: expect.any(String),
    });
  });

  it('should become ready_to_use when the v3 capability is forced ready, keeping its cfr_ id, v1 and v3 agreeing', async () => {
    const customer = await legacy.customer();
    const requested = (await env.api.post(`/v1/customers/${customer.id}/rails`, { rails: ['fedwire_pooled'] })).body.data[0];
    await legacy.force(customer.id, 'wire_pooled', 'ready');
    expect((await steps.capability(customer.id, 'wire_pooled')).status).toBe('ready');
    const [row] = (await legacy.read(customer.id)).rails;
    expect(row).toMatchObject({ id: requested.id, rail: 'fedwire_pooled', status: 'ready_to_use', reason: null, requiredDocuments: [] });
    const statuses = legacy.legacyEvents('customer.rail.status_changed', customer.id).map((event) => event.data);
    expect(statuses).toEqual([
      { customerId: customer.id, rail: 'fedwire_pooled', railStatus: 'requested' },
      { customerId: customer.id, rail: 'fedwire_pooled', railStatus: 'ready_to_use' },
    ]);
    const again = await env.api.post(`/v1/customers/${customer.id}/rails`, { rails: ['fedwire_pooled'] });
    expect(again.body.data[0]).toMatchObject({ id: requested.id, status: 'ready_to_use' });
    expect(legacy.legacyEvents('customer.rail.status_changed', customer.id)).toHaveLength(2);
  });

  it('should read rejected when the v3 capability is rejected, and show a rail requested on v3', async () => {
    const customer = await legacy.customer();
    await steps.requested(customer.id, 'sepa_pooled');
    expect((await legacy.read(customer.id)).rails.map((row: any) => [row.rail, row.status])).toEqual([['sepa_pooled', 'requested']]);
    await legacy.force(customer.id, 'sepa_pooled', 'rejected');
    const [row] = (await legacy.read(customer.id)).rails;
    expect(row).toMatchObject({ status: 'rejected', reason: { code: 'rejected_in_review', message: expect.any(String) } });
    expect(legacy.legacyEvents('customer.rail.status_changed', customer.id).at(-1)?.data.railStatus).toBe('rejected');
  });

  it('should give cfr_ ids that are never account ids', async () => {
    const customer = await legacy.customer();
    await env.api.post(`/v1/customers/${customer.id}/rails`, { rails: ['ach_pooled'] });
    await legacy.force(customer.id, 'ach_pooled', 'ready');
    const wallet = await env.api.post(`/v3/customers/${customer.id}/accounts`, { origin: 'issued', type: 'wallet', currency: 'USDC' });
    expect(wallet.status).toBe(201);
    const [row] = (await legacy.read(customer.id)).rails;
    expect(row.id.startsWith('cfr_')).toBe(true);
    expect(row.id.slice(4)).not.toBe(wallet.body.data.id.slice(4));
    const accounts = (await env.api.get(`/v3/customers/${customer.id}/accounts`)).body.data.map((account: any) => account.id);
    expect(accounts).not.toContain(row.id);
  });
});

describe('given rail_not_ready', () => {
  it('should carry requiredRails and the endpoint to request them', () => {
    const body = problemBody(railNotReady('cus_abc', ['ach_pooled']), 'req_1', 'https://errors.example');
    expect(body).toMatchObject({
      status: 409,
      code: 'rail_not_ready',
      retryable: false,
      requiredRails: ['ach_pooled'],
      requestRailEndpoint: '/v1/customers/cus_abc/rails',
      type: 'https://errors.example/rail-not-ready',
    });
  });

  it('should be thrown until the mapped capability is ready, naming the v1 rail', async () => {
    const customer = await legacy.customer(v1Business);
    const partition = env.platform.core.partition('acme', 'sandbox');
    expect(() => requireRailReady(partition, customer.id, 'wire_pooled')).toThrow(
      expect.objectContaining({
        code: 'rail_not_ready',
        extras: { requiredRails: ['fedwire_pooled'], requestRailEndpoint: `/v1/customers/${customer.id}/rails` },
      }),
    );
    await env.api.post(`/v1/customers/${customer.id}/rails`, { rails: ['fedwire_pooled'] });
    expect(() => requireRailReady(partition, customer.id, 'wire_pooled')).toThrow(expect.objectContaining({ code: 'rail_not_ready' }));
    await legacy.force(customer.id, 'wire_pooled', 'ready');
    expect(() => requireRailReady(partition, customer.id, 'wire_pooled')).not.toThrow();
  });
});
