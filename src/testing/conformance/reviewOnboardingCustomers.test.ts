/**
 * Regression tests from the review of customers, related parties and capabilities: what a
 * merchant writing from the API description would send.
 */
import { describe, expect, it } from 'vitest';
import { customerSchema } from '../../core/schemas/index.js';
import { useFakePlatformServer } from './harness.js';

const env = useFakePlatformServer();

const person = (extra: Record<string, unknown> = {}) => ({
  partyType: 'person',
  roles: ['director'],
  person: { firstName: 'Grace', lastName: 'Hopper', ...extra },
});

async function businessWithParty(): Promise<any> {
  const response = await env.api.post('/v3/customers', {
    type: 'business',
    business: { legalName: 'Acme GmbH' },
    relatedParties: [person()],
  });
  expect(response.status).toBe(201);
  return response.body.data;
}

describe('given an ownership share with two decimals', () => {
  it('should accept shares binary floating point cannot hold exactly, and refuse a third decimal', async () => {
    const customer = await businessWithParty();
    for (const share of [0.29, 1.1, 33.33, 57.7]) {
      const response = await env.api.post(`/v3/customers/${customer.id}/related-parties`, person({ ownershipPercent: share }));
      expect(response.status, String(share)).toBe(201);
      expect(response.body.data.person.ownershipPercent).toBe(share);
    }
    const refused = await env.api.post(`/v3/customers/${customer.id}/related-parties`, person({ ownershipPercent: 12.345 }));
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([expect.objectContaining({ pointer: '/person/ownershipPercent' })]);
  });
});

describe('given a business customer read, changed and sent back whole (read-modify-write)', () => {
  it('should upsert an inline related party sent back with its read-only fields unchanged', async () => {
    const customer = await businessWithParty();
    const [party] = customer.relatedParties;
    const response = await env.api.patch(`/v3/customers/${customer.id}`, { relatedParties: [{ ...party, title: 'CFO' }] });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.data.relatedParties).toEqual([
      expect.objectContaining({ id: party.id, title: 'CFO', createdAt: party.createdAt }),
    ]);
  });

  it('should take the whole customer as read, with one field changed', async () => {
    const customer = await businessWithParty();
    const response = await env.api.patch(`/v3/customers/${customer.id}`, {
      ...customer,
      business: { ...customer.business, legalName: 'Acme AG' },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(customerSchema.parse(response.body.data)).toMatchObject({
      business: { legalName: 'Acme AG' },
      relatedParties: [{ id: customer.relatedParties[0].id }],
    });
  });

  it('should still refuse read-only fields of an inline party that were changed', async () => {
    const customer = await businessWithParty();
    const [party] = customer.relatedParties;
    const response = await env.api.patch(`/v3/customers/${customer.id}`, {
      relatedParties: [{ ...party, customerId: 'cus_other', createdAt: '2020-01-01T00:00:00.000Z' }],
    });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([
      expect.objectContaining({ pointer: '/relatedParties/0/customerId', code: 'read_only' }),
      expect.objectContaining({ pointer: '/relatedParties/0/createdAt', code: 'read_only' }),
    ]);
  });

  it('should answer 404 related_party_not_found for an archived party sent back as read', async () => {
    const customer = await businessWithParty();
    const [party] = customer.relatedParties;
    expect((await env.api.del(`/v3/customers/${customer.id}/related-parties/${party.id}`)).status).toBe(200);
    const response = await env.api.patch(`/v3/customers/${customer.id}`, { relatedParties: [{ ...party, title: 'CFO' }] });
    expect(response.status).toBe(404);
    expect(response.body.code).toBe('related_party_not_found');
  });
});

describe('given the stablecoin_transfers capability granted at creation', () => {
  it('should carry a statusReason like any ready capability, with resolution none', async () => {
    const customer = (await env.api.post('/v3/customers', { type: 'individual' })).body.data;
    const capabilities = (await env.api.get(`/v3/customers/${customer.id}/capabilities`)).body.data;
    const stablecoin = capabilities.find((capability: { id: string }) => capability.id === 'stablecoin_transfers');
    expect(stablecoin).toMatchObject({
      status: 'ready',
      statusReason: { code: expect.any(String), resolution: 'none', message: expect.any(String) },
    });
  });
});
