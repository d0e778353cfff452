import { describe, expect, it } from 'vitest';
import { customerSchema } from '../../core/schemas/index.js';
import { useFakePlatformServer as serveFakePlatformPerFile } from './harness.js';

const env = serveFakePlatformPerFile();

const pointersOf = (body: any): string[] => body.errors.map((error: any) => error.pointer).sort();

async function createIndividual() {
  const response = await env.api.post('/v3/customers', {
    type: 'individual',
    externalId: null,
    individual: {
      firstName: 'Amélie',
      lastName: 'Durand',
      email: 'amelie@example.com',
      nationalities: ['FR'],
      residentialAddress: { streetLine1: 'Torstraße 12', city: 'Berlin', country: 'DE' },
      taxIdentifiers: [{ type: 'tin', country: 'DE', value: '1' }],
    },
    financialProfile: {
      sourcesOfFunds: ['salary'],
      flows: { payin: { firstParty: true, thirdParty: false } },
      expectedMonthlyVolume: { amount: '100', currency: 'EUR' },
    },
    metadata: { plan: 'gold', seats: 3 },
  });
  expect(response.status).toBe(201);
  return response.body.data;
}

describe('given a customer PATCH', () => {
  it('should deep-merge: omitted fields stay, nested objects merge, arrays replace whole', async () => {
    const customer = await createIndividual();
    env.clock.advance(1_000);
    const response = await env.api.patch(`/v3/customers/${customer.id}`, {
      individual: { phone: '+4915123456789', nationalities: ['DE'], residentialAddress: { postalCode: '10119' } },
      financialProfile: { flows: { payout: { firstParty: true, thirdParty: true } }, sourcesOfFunds: ['savings', 'gift'] },
    });
    expect(response.status).toBe(200);
    const updated = customerSchema.parse(response.body.data);
    expect(updated.individual).toEqual({
      firstName: 'Amélie',
      lastName: 'Durand',
      email: 'amelie@example.com',
      phone: '+4915123456789',
      nationalities: ['DE'],
      residentialAddress: { streetLine1: 'Torstraße 12', city: 'Berlin', country: 'DE', postalCode: '10119' },
      taxIdentifiers: [{ type: 'tin', country: 'DE', value: '1' }],
    });
    expect(updated.financialProfile).toEqual({
      sourcesOfFunds: ['savings', 'gift'],
      flows: { payin: { firstParty: true, thirdParty: false }, payout: { firstParty: true, thirdParty: true } },
      expectedMonthlyVolume: { amount: '100', currency: 'EUR' },
    });
    expect(updated.createdAt).toBe(customer.createdAt);
    expect(updated.updatedAt).toBe(env.platform.core.nowIso());
    expect(updated.updatedAt).not.toBe(customer.updatedAt);
    expect((await env.api.get(`/v3/customers/${customer.id}`)).body.data).toEqual(response.body.data);
  });

  it('should clear a field given as null', async () => {
    const customer = await createIndividual();
    const response = await env.api.patch(`/v3/customers/${customer.id}`, {
      individual: { email: null, residentialAddress: { city: null } },
      financialProfile: { expectedMonthlyVolume: null },
    });
    expect(response.status).toBe(200);
    expect(response.body.data.individual).not.toHaveProperty('email');
    expect(response.body.data.individual.residentialAddress).toEqual({ streetLine1: 'Torstraße 12', country: 'DE' });
    expect(response.body.data.financialProfile).not.toHaveProperty('expectedMonthlyVolume');
  });

  it('should remove an address whose every part was cleared', async () => {
    const customer = await createIndividual();
    const response = await env.api.patch(`/v3/customers/${customer.id}`, {
      individual: { residentialAddress: { streetLine1: null, city: null, country: null } },
    });
    expect(response.body.data.individual).not.toHaveProperty('residentialAddress');
  });

  it('should merge metadata keys and delete a key given as null', async () => {
    const customer = await createIndividual();
    const response = await env.api.patch(`/v3/customers/${customer.id}`, { metadata: { seats: 5, region: 'eu', plan: null } });
    expect(response.body.data.metadata).toEqual({ seats: 5, region: 'eu' });
  });

  it('should count metadata entries after the merge', async () => {
    const created = await env.api.post('/v3/customers', {
      type: 'individual',
      metadata: Object.fromEntries(Array.from({ length: 50 }, (_, index) => [`k${index}`, index])),
    });
    const tooMany = await env.api.patch(`/v3/customers/${created.body.data.id}`, { metadata: { extra: true } });
    expect(tooMany.status).toBe(400);
    expect(pointersOf(tooMany.body)).toEqual(['/metadata']);
    const swapped = await env.api.patch(`/v3/customers/${created.body.data.id}`, { metadata: { k0: null, extra: true } });
    expect(swapped.status).toBe(200);
    expect(Object.keys(swapped.body.data.metadata)).toHaveLength(50);
  });

  it.each([
    ['id', 'cus_other1'],
    ['type', 'business'],
    ['createdAt', '2020-01-01T00:00:00.000Z'],
  ])('should refuse changing %s with validation_error', async (field, value) => {
    const customer = await createIndividual();
    const response = await env.api.patch(`/v3/customers/${customer.id}`, { [field]: value });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('validation_error');
    expect(response.body.errors).toEqual([expect.objectContaining({ pointer: `/${field}`, code: 'immutable' })]);
    expect((await env.api.get(`/v3/customers/${customer.id}`)).body.data).toEqual(customer);
  });

  it('should accept an unchanged id, type and createdAt sent back as read', async () => {
    const customer = await createIndividual();
    const response = await env.api.patch(`/v3/customers/${customer.id}`, {
      id: customer.id,
      type: customer.type,
      createdAt: customer.createdAt,
      metadata: { seen: true },
    });
    expect(response.status).toBe(200);
  });

  it('should refuse unknown fields and name every invalid one, changing nothing', async () => {
    const customer = await createIndividual();
    const response = await env.api.patch(`/v3/customers/${customer.id}`, {
      status: 'active',
      individual: { phone: '0049', lastName: '' },
      financialProfile: { accountPurposes: ['payroll', 'payroll'] },
    });
    expect(response.status).toBe(400);
    expect(pointersOf(response.body)).toEqual([
      '/financialProfile/accountPurposes/1',
      '/individual/lastName',
      '/individual/phone',
      '/status',
    ]);
    expect((await env.api.get(`/v3/customers/${customer.id}`)).body.data).toEqual(customer);
  });

  it('should refuse an empty address object in a PATCH', async () => {
    const customer = await createIndividual();
    const response = await env.api.patch(`/v3/customers/${customer.id}`, { individual: { mailingAddress: {} } });
    expect(pointersOf(response.body)).toEqual(['/individual/mailingAddress']);
  });

  it('should move updatedAt on every write and emit customer.updated with the customer', async () => {
    const customer = await createIndividual();
    env.clock.advance(5_000);
    const response = await env.api.patch(`/v3/customers/${customer.id}`, {});
    expect(response.status).toBe(200);
    expect(Date.parse(response.body.data.updatedAt)).toBeGreaterThan(Date.parse(customer.updatedAt));
    const events = env.platform
      .events('sk_sandbox_acme')
      .filter((event) => event.type === 'customer.updated' && event.data.id === customer.id);
    expect(events.at(-1)?.data).toEqual(response.body.data);
  });

  it('should answer 404 customer_not_found for an unknown customer', async () => {
    const response = await env.api.patch('/v3/customers/cus_unknown123', { metadata: {} });
    expect(response.status).toBe(404);
    expect(response.body.code).toBe('customer_not_found');
  });
});
