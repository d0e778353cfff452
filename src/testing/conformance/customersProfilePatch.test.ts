import { describe, expect, it } from 'vitest';
import { useFakePlatformServer as serveFakePlatformPerFile } from './harness.js';

const env = serveFakePlatformPerFile();

const pointersOf = (body: any): string[] => body.errors.map((error: any) => error.pointer).sort();

async function createIndividual(externalId: string | null = null) {
  const response = await env.api.post('/v3/customers', {
    type: 'individual',
    externalId,
    individual: {
      firstName: 'Amélie',
      lastName: 'Durand',
      phone: '+33612345678',
      nationalities: ['FR', 'BE'],
      taxResidencies: ['FR'],
      mailingAddress: { streetLine1: '12 rue de la Paix', city: 'Paris', country: 'FR' },
      taxIdentifiers: [{ type: 'tin', country: 'FR', value: '1' }],
    },
    metadata: { plan: 'gold' },
  });
  expect(response.status).toBe(201);
  return response.body.data;
}

describe('given a PATCH of the profile a customer edits after onboarding', () => {
  it('should clear a list given as null and a whole address given as null', async () => {
    const customer = await createIndividual();
    const response = await env.api.patch(`/v3/customers/${customer.id}`, {
      individual: { nationalities: null, mailingAddress: null, taxIdentifiers: null },
    });
    expect(response.status).toBe(200);
    expect(response.body.data.individual).toEqual({
      firstName: 'Amélie',
      lastName: 'Durand',
      phone: '+33612345678',
      taxResidencies: ['FR'],
    });
  });

  it('should replace a list whole, never merge it by position', async () => {
    const customer = await createIndividual();
    const response = await env.api.patch(`/v3/customers/${customer.id}`, {
      individual: { nationalities: ['DE'], taxIdentifiers: [{ type: 'vat', country: 'DE', value: 'DE1' }] },
    });
    expect(response.body.data.individual.nationalities).toEqual(['DE']);
    expect(response.body.data.individual.taxIdentifiers).toEqual([{ type: 'vat', country: 'DE', value: 'DE1' }]);
  });

  it('should keep metadata and externalId when the PATCH names neither', async () => {
    const customer = await createIndividual('keep-1');
    const response = await env.api.patch(`/v3/customers/${customer.id}`, { individual: { phone: '+33698765432' } });
    expect(response.body.data).toMatchObject({ externalId: 'keep-1', metadata: { plan: 'gold' } });
  });

  it('should accept the externalId the customer already holds, and refuse one outside printable ASCII or too long', async () => {
    const customer = await createIndividual('own-1');
    expect((await env.api.patch(`/v3/customers/${customer.id}`, { externalId: 'own-1' })).status).toBe(200);
    for (const externalId of ['tab\there', 'x'.repeat(257), '', 'é']) {
      const response = await env.api.patch(`/v3/customers/${customer.id}`, { externalId });
      expect(response.status).toBe(400);
      expect(pointersOf(response.body)).toEqual(['/externalId']);
    }
  });

  it('should name each refused profile value at its pointer and change nothing', async () => {
    const customer = await createIndividual();
    const response = await env.api.patch(`/v3/customers/${customer.id}`, {
      individual: {
        email: 'not-an-email',
        phone: '+0612',
        firstName: ' Amélie',
        nationalities: ['FR', 'FR'],
        mailingAddress: { city: 'x'.repeat(257) },
        birthDate: '1990-02-30',
      },
    });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('validation_error');
    expect(pointersOf(response.body)).toEqual([
      '/individual/birthDate',
      '/individual/email',
      '/individual/firstName',
      '/individual/mailingAddress/city',
      '/individual/nationalities/1',
      '/individual/phone',
    ]);
    expect((await env.api.get(`/v3/customers/${customer.id}`)).body.data).toEqual(customer);
  });

  it('should refuse an email longer than 254 characters and a phone of more than 15 digits', async () => {
    const customer = await createIndividual();
    const response = await env.api.patch(`/v3/customers/${customer.id}`, {
      individual: { email: `${'a'.repeat(245)}@example.com`, phone: '+1234567890123456' },
    });
    expect(pointersOf(response.body)).toEqual(['/individual/email', '/individual/phone']);
  });

  it('should refuse null for a field that is not nullable: the profile object itself, or a required tax identifier part', async () => {
    const customer = await createIndividual();
    const response = await env.api.patch(`/v3/customers/${customer.id}`, {
      individual: { taxIdentifiers: [{ type: 'tin', country: 'FR', value: null }] },
    });
    expect(response.status).toBe(400);
    expect(pointersOf(response.body)).toEqual(['/individual/taxIdentifiers/0/value']);
  });

  it('should merge a business address part, clear a business field given as null and keep the rest', async () => {
    const created = await env.api.post('/v3/customers', {
      type: 'business',
      business: {
        legalName: 'Analytical Engines LLC',
        website: 'https://engines.example.com',
        registeredAddress: { streetLine1: '1 Market Street', city: 'San Francisco', country: 'US' },
      },
    });
    expect(created.status).toBe(201);
    const response = await env.api.patch(`/v3/customers/${created.body.data.id}`, {
      business: { website: null, registeredAddress: { postalCode: '94105' } },
    });
    expect(response.status).toBe(200);
    expect(response.body.data.business).toEqual({
      legalName: 'Analytical Engines LLC',
      registeredAddress: { streetLine1: '1 Market Street', city: 'San Francisco', country: 'US', postalCode: '94105' },
    });
  });
});
