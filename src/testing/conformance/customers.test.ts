import { describe, expect, it } from 'vitest';
import { capabilitySchema, customerSchema } from '../../core/schemas/index.js';
import { useFakePlatformServer as serveFakePlatformPerFile } from './harness.js';

const env = serveFakePlatformPerFile();

/** The pointers of a problem's errors, sorted. */
const pointersOf = (body: any): string[] => body.errors.map((error: any) => error.pointer).sort();

describe('given a customer create', () => {
  it('should create an individual from { type } alone and read it back', async () => {
    const created = await env.api.post('/v3/customers', { type: 'individual' });
    expect(created.status).toBe(201);
    const customer = customerSchema.parse(created.body.data);
    expect(customer.id).toMatch(/^cus_[A-Za-z0-9]+$/);
    expect(customer).toMatchObject({ type: 'individual', externalId: null, metadata: {} });
    expect(customer.createdAt).toBe(env.platform.core.nowIso());
    expect(customer.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(customer.updatedAt).toBe(customer.createdAt);

    const read = await env.api.get(`/v3/customers/${customer.id}`);
    expect(read.status).toBe(200);
    expect(customerSchema.parse(read.body.data)).toEqual(customer);
  });

  it('should grant stablecoin_transfers ready at creation', async () => {
    const created = await env.api.post('/v3/customers', { type: 'business' });
    const events = env.platform
      .events('sk_sandbox_acme')
      .filter((event) => event.data.customerId === created.body.data.id || event.data.id === created.body.data.id);
    expect(events.map((event) => event.type)).toEqual(['customer.created', 'capability.created']);
    expect(capabilitySchema.parse(events[1]?.data)).toMatchObject({
      id: 'stablecoin_transfers',
      status: 'ready',
      method: 'stablecoin_transfers',
    });
  });

  it('should emit customer.created with the customer as the API returns it', async () => {
    const created = await env.api.post('/v3/customers', { type: 'individual', externalId: 'emit-1', metadata: { plan: 'gold' } });
    const event = env.platform
      .events('sk_sandbox_acme')
      .find((item) => item.type === 'customer.created' && item.data.id === created.body.data.id);
    expect(event?.data).toEqual(created.body.data);
  });

  it('should keep a full individual profile exactly as given', async () => {
    const individual = {
      firstName: 'Amélie',
      middleName: 'Marie',
      lastName: "O'Brien-Durand",
      birthDate: '1988-04-12',
      birthCountry: 'FR',
      residenceCountry: 'DE',
      nationalities: ['FR', 'DE'],
      email: 'amelie@example.com',
      phone: '+4915123456789',
      residentialAddress: { streetLine1: 'Torstraße 12', city: 'Berlin', postalCode: '10119', country: 'DE' },
      mailingAddress: { city: 'Paris' },
      taxResidencies: ['DE'],
      taxIdentifiers: [{ type: 'other', typeDescription: 'Steuer-ID', country: 'DE', value: '12345678901' }],
    };
    const created = await env.api.post('/v3/customers', { type: 'individual', individual });
    expect(created.status).toBe(201);
    expect(customerSchema.parse(created.body.data).individual).toEqual(individual);
  });

  it('should refuse a missing type with validation_error at /type', async () => {
    const response = await env.api.post('/v3/customers', { externalId: 'no-type' });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'validation_error', retryable: false });
    expect(response.body.errors).toEqual([expect.objectContaining({ pointer: '/type', code: 'required' })]);
  });

  it.each(['person', 'INDIVIDUAL', 3])('should refuse type %j with validation_error at /type', async (type) => {
    const response = await env.api.post('/v3/customers', { type });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('validation_error');
    expect(pointersOf(response.body)).toEqual(['/type']);
  });

  it.each([undefined, [], 'individual'])('should refuse the body %j with validation_error', async (body) => {
    const response = await env.api.post('/v3/customers', body);
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('validation_error');
  });

  it('should refuse unknown and platform-set fields', async () => {
    const response = await env.api.post('/v3/customers', {
      type: 'individual',
      nickname: 'x',
      id: 'cus_mine',
      createdAt: '2026-01-01T00:00:00.000Z',
    });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('validation_error');
    expect(pointersOf(response.body)).toEqual(['/createdAt', '/id', '/nickname']);
  });

  it('should refuse an unknown individual field at its pointer', async () => {
    const response = await env.api.post('/v3/customers', { type: 'individual', individual: { shoeSize: 42 } });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([expect.objectContaining({ pointer: '/individual/shoeSize', code: 'unknown_field' })]);
  });
});

describe('given the variant fields', () => {
  it('should refuse business fields on an individual with invalid_field_for_type', async () => {
    const response = await env.api.post('/v3/customers', { type: 'individual', business: { legalName: 'Acme' }, relatedParties: [] });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('invalid_field_for_type');
    expect(pointersOf(response.body)).toEqual(['/business', '/relatedParties']);
  });

  it('should refuse individual fields on a business with invalid_field_for_type', async () => {
    const response = await env.api.post('/v3/customers', { type: 'business', individual: { firstName: 'Amélie' } });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('invalid_field_for_type');
    expect(response.body.errors).toEqual([expect.objectContaining({ pointer: '/individual', code: 'invalid_field_for_type' })]);
  });

  it('should refuse the other variant on PATCH with invalid_field_for_type', async () => {
    const created = await env.api.post('/v3/customers', { type: 'individual' });
    const response = await env.api.patch(`/v3/customers/${created.body.data.id}`, { business: { legalName: 'Acme' } });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('invalid_field_for_type');
    expect(pointersOf(response.body)).toEqual(['/business']);
  });
});

describe('given customer externalIds', () => {
  it('should refuse a second customer with the same externalId with 409 duplicate_external_id', async () => {
    const first = await env.api.post('/v3/customers', { type: 'individual', externalId: 'dup-1' });
    expect(first.status).toBe(201);
    const second = await env.api.post('/v3/customers', { type: 'business', externalId: 'dup-1' });
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({ code: 'duplicate_external_id', status: 409 });
  });

  it('should allow the same externalId in another environment and for another developer', async () => {
    await env.api.post('/v3/customers', { type: 'individual', externalId: 'shared-1' });
    expect((await env.production.post('/v3/customers', { type: 'individual', externalId: 'shared-1' })).status).toBe(201);
    expect((await env.other.post('/v3/customers', { type: 'individual', externalId: 'shared-1' })).status).toBe(201);
  });

  it("should refuse a PATCH taking another customer's externalId", async () => {
    await env.api.post('/v3/customers', { type: 'individual', externalId: 'taken-1' });
    const other = await env.api.post('/v3/customers', { type: 'individual' });
    const response = await env.api.patch(`/v3/customers/${other.body.data.id}`, { externalId: 'taken-1' });
    expect(response.status).toBe(409);
    expect(response.body.code).toBe('duplicate_external_id');
  });

  it("should keep an archived customer's externalId taken", async () => {
    const created = await env.api.post('/v3/customers', { type: 'individual', externalId: 'archived-1' });
    expect((await env.api.del(`/v3/customers/${created.body.data.id}`)).status).toBe(200);
    const again = await env.api.post('/v3/customers', { type: 'individual', externalId: 'archived-1' });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('duplicate_external_id');
  });

  it('should release an externalId cleared by PATCH null before DELETE', async () => {
    const created = await env.api.post('/v3/customers', { type: 'individual', externalId: 'cleared-1' });
    const cleared = await env.api.patch(`/v3/customers/${created.body.data.id}`, { externalId: null });
    expect(cleared.body.data.externalId).toBeNull();
    await env.api.del(`/v3/customers/${created.body.data.id}`);
    expect((await env.api.post('/v3/customers', { type: 'individual', externalId: 'cleared-1' })).status).toBe(201);
  });

  it('should release an externalId replaced by another one', async () => {
    const created = await env.api.post('/v3/customers', { type: 'individual', externalId: 'old-1' });
    await env.api.patch(`/v3/customers/${created.body.data.id}`, { externalId: 'new-1' });
    expect((await env.api.post('/v3/customers', { type: 'individual', externalId: 'old-1' })).status).toBe(201);
  });

  it.each([
    ['empty', ''],
    ['257 characters', 'e'.repeat(257)],
    ['a non-ASCII character', 'kunde-é'],
    ['a control character', 'a\tb'],
    ['a number', 42],
  ])('should refuse an externalId that is %s at /externalId', async (_case, externalId) => {
    const response = await env.api.post('/v3/customers', { type: 'individual', externalId });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('validation_error');
    expect(pointersOf(response.body)).toEqual(['/externalId']);
  });

  it('should accept 256 printable ASCII characters, spaces and symbols included', async () => {
    const externalId = `${' ~!'.repeat(85)}x`;
    const response = await env.api.post('/v3/customers', { type: 'individual', externalId });
    expect(response.status).toBe(201);
    expect(response.body.data.externalId).toBe(externalId);
  });
});

describe('given customer metadata', () => {
  it('should keep strings, numbers and booleans', async () => {
    const metadata = { plan: 'gold', seats: 3, ratio: 0.5, vip: false, note: 'n'.repeat(1024) };
    const response = await env.api.post('/v3/customers', { type: 'individual', metadata });
    expect(response.status).toBe(201);
    expect(response.body.data.metadata).toEqual(metadata);
  });

  it('should accept 50 entries and refuse 51 at /metadata', async () => {
    const entries = (count: number) => Object.fromEntries(Array.from({ length: count }, (_, index) => [`k${index}`, index]));
    expect((await env.api.post('/v3/customers', { type: 'individual', metadata: entries(50) })).status).toBe(201);
    const response = await env.api.post('/v3/customers', { type: 'individual', metadata: entries(51) });
    expect(response.status).toBe(400);
    expect(pointersOf(response.body)).toEqual(['/metadata']);
  });

  it.each([
    ['a 1025-character string', 'n'.repeat(1025)],
    ['an object', { nested: true }],
    ['an array', ['a']],
  ])('should refuse a value that is %s at its key', async (_case, value) => {
    const response = await env.api.post('/v3/customers', { type: 'individual', metadata: { key: value } });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('validation_error');
    expect(pointersOf(response.body)).toEqual(['/metadata/key']);
  });

  it('should refuse metadata that is no object', async () => {
    const response = await env.api.post('/v3/customers', { type: 'individual', metadata: ['a'] });
    expect(pointersOf(response.body)).toEqual(['/metadata']);
  });
});

describe('given a customer read', () => {
  it('should answer 404 customer_not_found for an unknown id', async () => {
    const response = await env.api.get('/v3/customers/cus_doesnotexist1');
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ code: 'customer_not_found', retryable: false });
  });

  it('should list customers filtered by externalId', async () => {
    const client = env.client('sk_sandbox_listfilters');
    await client.post('/v3/customers', { type: 'individual', externalId: 'crm-1' });
    const wanted = await client.post('/v3/customers', { type: 'business', externalId: 'crm-2' });
    const list = await client.get('/v3/customers?externalId=crm-2');
    expect(list.status).toBe(200);
    expect(list.body).toEqual({ data: [wanted.body.data], nextCursor: null, hasMore: false });
    const byType = await client.get('/v3/customers?type=individual');
    expect(byType.body.data.map((customer: any) => customer.externalId)).toEqual(['crm-1']);
  });

  it('should refuse an unknown type filter with validation_error at /query/type', async () => {
    const response = await env.api.get('/v3/customers?type=robot');
    expect(response.status).toBe(400);
    expect(pointersOf(response.body)).toEqual(['/query/type']);
  });
});
