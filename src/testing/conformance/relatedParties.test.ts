import { describe, expect, it } from 'vitest';
import { customerSchema, relatedPartySchema } from '../../core/schemas/index.js';
import { useFakePlatformServer as serveFakePlatformPerFile } from './harness.js';

const env = serveFakePlatformPerFile();

const pointersOf = (body: any): string[] => body.errors.map((error: any) => error.pointer).sort();

const director = {
  partyType: 'person',
  roles: ['director', 'authorized_signer'],
  title: 'Managing Director',
  person: {
    firstName: 'Jonas',
    lastName: 'Berg',
    birthDate: '1979-03-02',
    nationalities: ['DE'],
    email: 'jonas@example.com',
    residenceCountry: 'DE',
    mailingAddress: { streetLine1: 'Hafenweg 3', city: 'Hamburg', country: 'DE' },
    ownershipPercent: 37.5,
  },
};

async function createBusiness(): Promise<string> {
  const response = await env.api.post('/v3/customers', { type: 'business', business: { legalName: 'Nordlicht GmbH' } });
  return response.body.data.id;
}

async function createParty(customerId: string, body: object = director) {
  const response = await env.api.post(`/v3/customers/${customerId}/related-parties`, body);
  expect(response.status).toBe(201);
  return relatedPartySchema.parse(response.body.data);
}

describe('given a related party create', () => {
  it("should create a person with an rp_ id and show it in the customer's inline list", async () => {
    const customerId = await createBusiness();
    const party = await createParty(customerId);
    expect(party).toEqual({
      ...director,
      id: expect.stringMatching(/^rp_[A-Za-z0-9]+$/),
      customerId,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const read = await env.api.get(`/v3/customers/${customerId}/related-parties/${party.id}`);
    expect(read.status).toBe(200);
    expect(relatedPartySchema.parse(read.body.data)).toEqual(party);
    const customer = customerSchema.parse((await env.api.get(`/v3/customers/${customerId}`)).body.data);
    expect(customer.relatedParties).toEqual([party]);
  });

  it('should ignore fields it does not know, at every depth', async () => {
    const customerId = await createBusiness();
    const party = await createParty(customerId, { ...director, nickname: 'JB', person: { ...director.person, shoeSize: 44 } });
    expect(party).not.toHaveProperty('nickname');
    expect(party.person).not.toHaveProperty('shoeSize');
  });

  it.each([
    ['without partyType', { roles: ['director'], person: { firstName: 'A', lastName: 'B' } }, ['/partyType'], 'validation_error'],
    [
      'of another partyType',
      { partyType: 'organization', roles: ['director'], person: { firstName: 'A', lastName: 'B' } },
      ['/partyType'],
      'validation_error',
    ],
    ['without roles', { partyType: 'person', person: { firstName: 'A', lastName: 'B' } }, ['/roles'], 'validation_error'],
    ['with no role', { partyType: 'person', roles: [], person: { firstName: 'A', lastName: 'B' } }, ['/roles'], 'validation_error'],
    [
      'with a repeated role',
      { partyType: 'person', roles: ['director', 'director'], person: { firstName: 'A', lastName: 'B' } },
      ['/roles/1'],
      'validation_error',
    ],
    [
      'with a role that is no name',
      { partyType: 'person', roles: ['Chief Executive'], person: { firstName: 'A', lastName: 'B' } },
      ['/roles/0'],
      'validation_error',
    ],
    [
      'with a title in whitespace',
      { partyType: 'person', roles: ['officer'], title: ' CEO', person: { firstName: 'A', lastName: 'B' } },
      ['/title'],
      'validation_error',
    ],
    [
      'with invalid person fields',
      {
        partyType: 'person',
        roles: ['officer'],
        person: { firstName: 'A', lastName: 'B', residenceCountry: 'de', mailingAddress: {}, ownershipPercent: 101 },
      },
      ['/person/mailingAddress', '/person/ownershipPercent', '/person/residenceCountry'],
      'validation_error',
    ],
    ['without a person', { partyType: 'person', roles: ['officer'] }, ['/person'], 'invalid_field_for_type'],
    [
      "without the person's names",
      { partyType: 'person', roles: ['officer'], person: { residenceCountry: 'DE' } },
      ['/person/firstName', '/person/lastName'],
      'invalid_field_for_type',
    ],
  ])('should refuse a party %s', async (_case, body, pointers, code) => {
    const customerId = await createBusiness();
    const response = await env.api.post(`/v3/customers/${customerId}/related-parties`, body);
    expect(response.status).toBe(400);
    expect(response.body.code).toBe(code);
    expect(pointersOf(response.body)).toEqual(pointers);
  });

  it('should refuse related parties for an individual customer with invalid_field_for_type', async () => {
    const individual = await env.api.post('/v3/customers', { type: 'individual' });
    const response = await env.api.post(`/v3/customers/${individual.body.data.id}/related-parties`, director);
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('invalid_field_for_type');
    const list = await env.api.get(`/v3/customers/${individual.body.data.id}/related-parties`);
    expect(list.body).toEqual({ data: [], nextCursor: null, hasMore: false });
  });

  it('should answer 404 customer_not_found for an unknown customer', async () => {
    const response = await env.api.post('/v3/customers/cus_nobody0/related-parties', director);
    expect(response.status).toBe(404);
    expect(response.body.code).toBe('customer_not_found');
  });
});

describe('given a related party PATCH', () => {
  it('should deep-merge: omitted fields stay, null clears, arrays replace', async () => {
    const customerId = await createBusiness();
    const party = await createParty(customerId);
    env.clock.advance(1_000);
    const response = await env.api.patch(`/v3/customers/${customerId}/related-parties/${party.id}`, {
      title: null,
      roles: ['control_person'],
      person: { email: null, nationalities: ['AT'], mailingAddress: { city: 'Altona' }, phone: '+49401234567' },
    });
    expect(response.status).toBe(200);
    const updated = relatedPartySchema.parse(response.body.data);
    expect(updated).toEqual({
      ...party,
      title: null,
      roles: ['control_person'],
      person: {
        firstName: 'Jonas',
        lastName: 'Berg',
        birthDate: '1979-03-02',
        nationalities: ['AT'],
        residenceCountry: 'DE',
        mailingAddress: { streetLine1: 'Hafenweg 3', city: 'Altona', country: 'DE' },
        ownershipPercent: 37.5,
        phone: '+49401234567',
      },
      updatedAt: env.platform.core.nowIso(),
    });
    const customer = customerSchema.parse((await env.api.get(`/v3/customers/${customerId}`)).body.data);
    expect(customer.relatedParties).toEqual([updated]);
    expect(customer.updatedAt).toBe(updated.updatedAt);
  });

  it('should silently ignore unknown fields', async () => {
    const customerId = await createBusiness();
    const party = await createParty(customerId);
    const response = await env.api.patch(`/v3/customers/${customerId}/related-parties/${party.id}`, {
      favouriteColour: 'blue',
      person: { shoeSize: 44 },
    });
    expect(response.status).toBe(200);
    expect(response.body.data).not.toHaveProperty('favouriteColour');
    expect(response.body.data.person).toEqual(party.person);
  });

  it.each([
    ['id', 'rp_other123'],
    ['customerId', 'cus_other123'],
    ['partyType', 'organization'],
  ])('should refuse changing %s with validation_error', async (field, value) => {
    const customerId = await createBusiness();
    const party = await createParty(customerId);
    const response = await env.api.patch(`/v3/customers/${customerId}/related-parties/${party.id}`, { [field]: value });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('validation_error');
    expect(response.body.errors).toEqual([expect.objectContaining({ pointer: `/${field}`, code: 'immutable' })]);
  });

  it('should refuse invalid values at their pointers', async () => {
    const customerId = await createBusiness();
    const party = await createParty(customerId);
    const response = await env.api.patch(`/v3/customers/${customerId}/related-parties/${party.id}`, {
      roles: null,
      person: { birthDate: '02.03.1979', lastName: '' },
    });
    expect(response.status).toBe(400);
    expect(pointersOf(response.body)).toEqual(['/person/birthDate', '/person/lastName', '/roles']);
  });

  it('should clear one part of a nested object with null and keep its other parts', async () => {
    const customerId = await createBusiness();
    const party = await createParty(customerId);
    const response = await env.api.patch(`/v3/customers/${customerId}/related-parties/${party.id}`, {
      person: { mailingAddress: { streetLine1: null } },
    });
    expect(response.status).toBe(200);
    expect(response.body.data.person.mailingAddress).toEqual({ city: 'Hamburg', country: 'DE' });
  });

  it('should replace a list of objects whole, never merge it item by item', async () => {
    const customerId = await createBusiness();
    const party = await createParty(customerId, {
      ...director,
      person: {
        ...director.person,
        taxIdentifiers: [
          { type: 'tin', country: 'DE', value: '12345678901' },
          { type: 'vat', country: 'DE', value: 'DE123456789' },
        ],
      },
    });
    const response = await env.api.patch(`/v3/customers/${customerId}/related-parties/${party.id}`, {
      person: { taxIdentifiers: [{ type: 'tin', country: 'AT', value: '987654321' }] },
    });
    expect(response.status).toBe(200);
    expect(response.body.data.person.taxIdentifiers).toEqual([{ type: 'tin', country: 'AT', value: '987654321' }]);
  });

  it('should leave every field as it was for an empty merge document', async () => {
    const customerId = await createBusiness();
    const party = await createParty(customerId);
    const response = await env.api.patch(`/v3/customers/${customerId}/related-parties/${party.id}`, {});
    expect(response.status).toBe(200);
    const { updatedAt: _updatedAt, ...unchanged } = party;
    expect(response.body.data).toMatchObject(unchanged);
  });

  it('should apply a change replayed under its Idempotency-Key once, and refuse the key with another body', async () => {
    const customerId = await createBusiness();
    const party = await createParty(customerId);
    const path = `/v3/customers/${customerId}/related-parties/${party.id}`;
    const first = await env.api.patch(path, { title: 'Chair' }, { idempotencyKey: 'rp-patch-1' });
    env.clock.advance(1_000);
    await env.api.patch(path, { title: 'Treasurer' });
    const replay = await env.api.patch(path, { title: 'Chair' }, { idempotencyKey: 'rp-patch-1' });
    expect(replay.status).toBe(200);
    expect(replay.headers.get('idempotency-replayed')).toBe('true');
    expect(replay.body.data).toEqual(first.body.data);
    // The replay answered from memory: the later change stands.
    expect((await env.api.get(path)).body.data.title).toBe('Treasurer');
    const conflict = await env.api.patch(path, { title: 'Other' }, { idempotencyKey: 'rp-patch-1' });
    expect(conflict.status).toBe(409);
    expect(conflict.body.code).toBe('idempotency_conflict');
  });

  it("should refuse clearing the person's name with invalid_field_for_type", async () => {
    const customerId = await createBusiness();
    const party = await createParty(customerId);
    const response = await env.api.patch(`/v3/customers/${customerId}/related-parties/${party.id}`, { person: { lastName: null } });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('invalid_field_for_type');
    expect(pointersOf(response.body)).toEqual(['/person/lastName']);
  });
});

describe("given related party ids that are not the customer's", () => {
  it('should answer 404 related_party_not_found for absent, foreign and archived ids', async () => {
    const customerId = await createBusiness();
    const otherCustomerId = await createBusiness();
    const foreign = await createParty(otherCustomerId);
    const archived = await createParty(customerId);
    const deleted = await env.api.del(`/v3/customers/${customerId}/related-parties/${archived.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body.data.archivedAt).toBe(env.platform.core.nowIso());

    for (const id of ['rp_absent0000', foreign.id, archived.id]) {
      for (const [method, body] of [['GET'], ['PATCH', { title: 'x' }], ['DELETE']] as const) {
        const response = await env.api.call(method, `/v3/customers/${customerId}/related-parties/${id}`, { body });
        expect(response.status, `${method} ${id}`).toBe(404);
        expect(response.body.code).toBe('related_party_not_found');
      }
    }
  });

  it('should replay a removal under its Idempotency-Key as it was, and answer a new removal 404', async () => {
    const customerId = await createBusiness();
    const party = await createParty(customerId);
    const path = `/v3/customers/${customerId}/related-parties/${party.id}`;
    const first = await env.api.del(path, { idempotencyKey: 'rp-delete-1' });
    expect(first.status).toBe(200);
    const replay = await env.api.del(path, { idempotencyKey: 'rp-delete-1' });
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual(first.body);
    const again = await env.api.del(path);
    expect(again.status).toBe(404);
    expect(again.body.code).toBe('related_party_not_found');
  });

  it('should answer 404 related_party_not_found to an individual customer for any party id', async () => {
    const individual = await env.api.post('/v3/customers', { type: 'individual' });
    const path = `/v3/customers/${individual.body.data.id}/related-parties/rp_absent0000`;
    for (const response of [await env.api.patch(path, { title: 'x' }), await env.api.del(path)]) {
      expect(response.status).toBe(404);
      expect(response.body.code).toBe('related_party_not_found');
    }
  });

  it('should leave an archived party out of the list and the customer', async () => {
    const customerId = await createBusiness();
    const kept = await createParty(customerId);
    const archived = await createParty(customerId);
    await env.api.del(`/v3/customers/${customerId}/related-parties/${archived.id}`);
    const list = await env.api.get(`/v3/customers/${customerId}/related-parties`);
    expect(list.body.data.map((party: any) => party.id)).toEqual([kept.id]);
    const customer = await env.api.get(`/v3/customers/${customerId}`);
    expect(customer.body.data.relatedParties.map((party: any) => party.id)).toEqual([kept.id]);
  });
});
