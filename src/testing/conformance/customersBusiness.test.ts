import { describe, expect, it } from 'vitest';
import { customerSchema, relatedPartySchema } from '../../core/schemas/index.js';
import { useFakePlatformServer as serveFakePlatformPerFile } from './harness.js';

const env = serveFakePlatformPerFile();

const pointersOf = (body: any): string[] => body.errors.map((error: any) => error.pointer).sort();

const business = {
  legalName: 'Nordlicht Logistics GmbH',
  doingBusinessAs: 'Nordlicht',
  registrationNumber: 'HRB 123456',
  incorporationCountry: 'DE',
  incorporationDate: '2015-06-01',
  entityType: 'llc',
  website: 'https://nordlicht.example.com',
  email: 'finance@nordlicht.example.com',
  phone: '+49401234567',
  registeredAddress: { streetLine1: 'Hafenweg 3', city: 'Hamburg', postalCode: '20457', country: 'DE' },
  operatingAddress: { city: 'Bremen' },
  taxIdentifiers: [{ type: 'vat', country: 'DE', value: 'DE123456789' }],
};

const director = {
  partyType: 'person',
  roles: ['director', 'authorized_signer'],
  title: 'Managing Director',
  person: { firstName: 'Jonas', lastName: 'Berg', residenceCountry: 'DE', mailingAddress: { city: 'Hamburg', country: 'DE' } },
};

async function createBusiness(relatedParties: unknown[] = [director]) {
  const response = await env.api.post('/v3/customers', { type: 'business', business, relatedParties });
  expect(response.status).toBe(201);
  return response.body.data;
}

describe('given a business customer create', () => {
  it('should keep the business object and give each inline related party a stable rp_ id', async () => {
    const customer = customerSchema.parse(
      await createBusiness([director, { partyType: 'person', roles: ['control_person'], person: { firstName: 'Mia', lastName: 'Kraus' } }]),
    );
    expect(customer.business).toEqual(business);
    expect(customer.relatedParties).toHaveLength(2);
    const [first, second] = customer.relatedParties ?? [];
    expect(first).toEqual({
      ...director,
      id: expect.stringMatching(/^rp_[A-Za-z0-9]+$/),
      customerId: customer.id,
      createdAt: customer.createdAt,
      updatedAt: customer.createdAt,
    });
    expect(second).toMatchObject({ title: null, roles: ['control_person'], person: { firstName: 'Mia', lastName: 'Kraus' } });

    const listed = await env.api.get(`/v3/customers/${customer.id}/related-parties`);
    expect(listed.body.data.map((party: unknown) => relatedPartySchema.parse(party))).toEqual(customer.relatedParties);
  });

  it('should create a business from { type } alone with no related parties', async () => {
    const response = await env.api.post('/v3/customers', { type: 'business' });
    expect(response.status).toBe(201);
    expect(customerSchema.parse(response.body.data)).toMatchObject({ type: 'business', business: {}, relatedParties: [] });
  });

  it.each([
    ['a legal name with surrounding whitespace', { legalName: ' Acme ' }, '/business/legalName'],
    ['an empty registration number', { registrationNumber: '' }, '/business/registrationNumber'],
    ['an incorporation country that is no code', { incorporationCountry: 'Germany' }, '/business/incorporationCountry'],
    ['an incorporation date that does not exist', { incorporationDate: '2015-13-01' }, '/business/incorporationDate'],
    ['an unknown entity type', { entityType: 'guild' }, '/business/entityType'],
    ['a plain http website', { website: 'http://acme.example.com' }, '/business/website'],
    ['an invalid email', { email: 'finance' }, '/business/email'],
    ['an invalid phone', { phone: '040 1234567' }, '/business/phone'],
    ['an empty registered address', { registeredAddress: {} }, '/business/registeredAddress'],
    ['a tax identifier without value', { taxIdentifiers: [{ type: 'ein', country: 'US' }] }, '/business/taxIdentifiers/0/value'],
    ['an unknown business field', { revenue: 1 }, '/business/revenue'],
  ])('should refuse %s at its pointer', async (_case, value, pointer) => {
    const response = await env.api.post('/v3/customers', { type: 'business', business: value });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('validation_error');
    expect(pointersOf(response.body)).toEqual([pointer]);
  });

  it.each([
    [
      'without partyType',
      { roles: ['director'], person: { firstName: 'A', lastName: 'B' } },
      '/relatedParties/0/partyType',
      'validation_error',
    ],
    [
      'of an unknown partyType',
      { partyType: 'robot', roles: ['director'], person: { firstName: 'A', lastName: 'B' } },
      '/relatedParties/0/partyType',
      'validation_error',
    ],
    ['without roles', { partyType: 'person', person: { firstName: 'A', lastName: 'B' } }, '/relatedParties/0/roles', 'validation_error'],
    [
      'with an unknown field',
      { partyType: 'person', roles: ['director'], person: { firstName: 'A', lastName: 'B' }, shares: 3 },
      '/relatedParties/0/shares',
      'validation_error',
    ],
    [
      'with an id',
      { id: 'rp_abc', partyType: 'person', roles: ['director'], person: { firstName: 'A', lastName: 'B' } },
      '/relatedParties/0/id',
      'validation_error',
    ],
    [
      'with an invalid person phone',
      { partyType: 'person', roles: ['director'], person: { firstName: 'A', lastName: 'B', phone: '12' } },
      '/relatedParties/0/person/phone',
      'validation_error',
    ],
    ['without a person', { partyType: 'person', roles: ['director'] }, '/relatedParties/0/person', 'invalid_field_for_type'],
    [
      'without a last name',
      { partyType: 'person', roles: ['director'], person: { firstName: 'A' } },
      '/relatedParties/0/person/lastName',
      'invalid_field_for_type',
    ],
  ])('should refuse an inline related party %s', async (_case, party, pointer, code) => {
    const response = await env.api.post('/v3/customers', { type: 'business', relatedParties: [party] });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe(code);
    expect(pointersOf(response.body)).toEqual([pointer]);
  });
});

describe('given a business customer PATCH with inline related parties', () => {
  it('should update parties named by id, create the ones without, and keep the rest', async () => {
    const customer = await createBusiness([
      director,
      { partyType: 'person', roles: ['officer'], person: { firstName: 'Mia', lastName: 'Kraus' } },
    ]);
    const [jonas, mia] = customer.relatedParties;
    env.clock.advance(1_000);
    const response = await env.api.patch(`/v3/customers/${customer.id}`, {
      business: { doingBusinessAs: null, website: 'https://nordlicht.example.org' },
      relatedParties: [
        { id: jonas.id, title: null, roles: ['director'], person: { lastName: 'Berg-Lund', mailingAddress: { postalCode: '20457' } } },
        { partyType: 'person', roles: ['compliance_officer'], person: { firstName: 'Ole', lastName: 'Nilsen' } },
      ],
    });
    expect(response.status).toBe(200);
    const updated = customerSchema.parse(response.body.data);
    expect(updated.business).not.toHaveProperty('doingBusinessAs');
    expect(updated.business?.website).toBe('https://nordlicht.example.org');
    expect(updated.relatedParties?.map((party) => party.id)).toEqual([jonas.id, mia.id, expect.stringMatching(/^rp_/)]);
    expect(updated.relatedParties?.[0]).toEqual({
      ...jonas,
      title: null,
      roles: ['director'],
      person: {
        firstName: 'Jonas',
        lastName: 'Berg-Lund',
        residenceCountry: 'DE',
        mailingAddress: { city: 'Hamburg', country: 'DE', postalCode: '20457' },
      },
      updatedAt: env.platform.core.nowIso(),
    });
    expect(updated.relatedParties?.[1]).toEqual(mia);
    const read = await env.api.get(`/v3/customers/${customer.id}/related-parties/${jonas.id}`);
    expect(read.body.data).toEqual(updated.relatedParties?.[0]);
  });

  it("should answer 404 related_party_not_found for an id that is not the customer's", async () => {
    const customer = await createBusiness();
    const other = await createBusiness();
    for (const id of ['rp_doesnotexist', other.relatedParties[0].id]) {
      const response = await env.api.patch(`/v3/customers/${customer.id}`, { relatedParties: [{ id, title: 'CEO' }] });
      expect(response.status).toBe(404);
      expect(response.body.code).toBe('related_party_not_found');
    }
  });

  it("should refuse changing an inline party's partyType, a malformed id and a repeated id", async () => {
    const customer = await createBusiness();
    const id = customer.relatedParties[0].id;
    const response = await env.api.patch(`/v3/customers/${customer.id}`, {
      relatedParties: [{ id, partyType: 'company' }, { id: 'party-1' }, { id, title: 'x' }],
    });
    expect(response.status).toBe(400);
    expect(pointersOf(response.body)).toEqual(['/relatedParties/0/partyType', '/relatedParties/1/id', '/relatedParties/2/id']);
  });

  it("should refuse clearing an inline party's name with invalid_field_for_type", async () => {
    const customer = await createBusiness();
    const response = await env.api.patch(`/v3/customers/${customer.id}`, {
      relatedParties: [{ id: customer.relatedParties[0].id, person: { firstName: null } }],
    });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('invalid_field_for_type');
    expect(pointersOf(response.body)).toEqual(['/relatedParties/0/person/firstName']);
  });

  it('should refuse relatedParties null', async () => {
    const customer = await createBusiness();
    const response = await env.api.patch(`/v3/customers/${customer.id}`, { relatedParties: null });
    expect(response.status).toBe(400);
    expect(pointersOf(response.body)).toEqual(['/relatedParties']);
  });
});
