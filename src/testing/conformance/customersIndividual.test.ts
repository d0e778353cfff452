import { describe, expect, it } from 'vitest';
import { useFakePlatformServer as serveFakePlatformPerFile } from './harness.js';

const env = serveFakePlatformPerFile();

/** The pointers of a problem's errors, sorted. */
const pointersOf = (body: any): string[] => body.errors.map((error: any) => error.pointer).sort();

describe('given the individual field rules', () => {
  const invalid: [string, unknown, string][] = [
    ['an empty first name', { firstName: '' }, '/individual/firstName'],
    ['a first name with a leading space', { firstName: ' Amélie' }, '/individual/firstName'],
    ['a last name with a trailing space', { lastName: 'Durand ' }, '/individual/lastName'],
    ['a middle name with a control character', { middleName: 'Ma\u0007rie' }, '/individual/middleName'],
    ['a name with a line feed', { firstName: 'Amé\nlie' }, '/individual/firstName'],
    ['a 257-character name', { lastName: 'x'.repeat(257) }, '/individual/lastName'],
    ['a birth date that does not exist', { birthDate: '1990-02-30' }, '/individual/birthDate'],
    ['a birth date with a time', { birthDate: '1990-02-03T00:00:00Z' }, '/individual/birthDate'],
    ['a lowercase birth country', { birthCountry: 'de' }, '/individual/birthCountry'],
    ['a three-letter residence country', { residenceCountry: 'DEU' }, '/individual/residenceCountry'],
    ['a repeated nationality', { nationalities: ['DE', 'DE'] }, '/individual/nationalities/1'],
    ['an invalid nationality', { nationalities: ['DE', 'Germany'] }, '/individual/nationalities/1'],
    ['nationalities that are no array', { nationalities: 'DE' }, '/individual/nationalities'],
    ['a repeated tax residency', { taxResidencies: ['FR', 'DE', 'FR'] }, '/individual/taxResidencies/2'],
    ['an email without a domain', { email: 'amelie@' }, '/individual/email'],
    ['a 255-character email', { email: `${'a'.repeat(243)}@example.com` }, '/individual/email'],
    ['a phone without a plus', { phone: '4915123456789' }, '/individual/phone'],
    ['a phone starting with zero', { phone: '+0151234567' }, '/individual/phone'],
    ['a phone of 16 digits', { phone: '+1234567890123456' }, '/individual/phone'],
    ['a phone with one digit', { phone: '+4' }, '/individual/phone'],
    ['a phone with spaces', { phone: '+49 151 234' }, '/individual/phone'],
    ['an empty residential address', { residentialAddress: {} }, '/individual/residentialAddress'],
    ['an address part with a trailing space', { mailingAddress: { city: 'Berlin ' } }, '/individual/mailingAddress/city'],
    ['an empty address part', { residentialAddress: { streetLine2: '' } }, '/individual/residentialAddress/streetLine2'],
    ['a 257-character postal code', { residentialAddress: { postalCode: '1'.repeat(257) } }, '/individual/residentialAddress/postalCode'],
    ['an address country that is no code', { residentialAddress: { country: 'Deutschland' } }, '/individual/residentialAddress/country'],
    ['an unknown address part', { residentialAddress: { city: 'Berlin', district: 'Mitte' } }, '/individual/residentialAddress/district'],
    [
      'a tax identifier of unknown type',
      { taxIdentifiers: [{ type: 'passport', country: 'DE', value: '1' }] },
      '/individual/taxIdentifiers/0/type',
    ],
    ['a tax identifier without type', { taxIdentifiers: [{ country: 'DE', value: '1' }] }, '/individual/taxIdentifiers/0/type'],
    ['a tax identifier without country', { taxIdentifiers: [{ type: 'tin', value: '1' }] }, '/individual/taxIdentifiers/0/country'],
    ['a tax identifier without value', { taxIdentifiers: [{ type: 'tin', country: 'DE' }] }, '/individual/taxIdentifiers/0/value'],
    [
      'a tax identifier with an empty value',
      { taxIdentifiers: [{ type: 'tin', country: 'DE', value: '' }] },
      '/individual/taxIdentifiers/0/value',
    ],
    [
      'a tax identifier with a 257-character value',
      { taxIdentifiers: [{ type: 'tin', country: 'DE', value: '9'.repeat(257) }] },
      '/individual/taxIdentifiers/0/value',
    ],
    [
      'a 257-character type description',
      { taxIdentifiers: [{ type: 'other', typeDescription: 'd'.repeat(257), country: 'DE', value: '1' }] },
      '/individual/taxIdentifiers/0/typeDescription',
    ],
    [
      'an empty type description',
      { taxIdentifiers: [{ type: 'other', typeDescription: '', country: 'DE', value: '1' }] },
      '/individual/taxIdentifiers/0/typeDescription',
    ],
  ];

  it.each(invalid)('should refuse %s with validation_error at its pointer', async (_case, individual, pointer) => {
    const response = await env.api.post('/v3/customers', { type: 'individual', individual });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('validation_error');
    expect(pointersOf(response.body)).toEqual([pointer]);
  });

  it('should accept the bounds: 256-character names, 254-character email, 15-digit phone', async () => {
    const individual = {
      firstName: 'n'.repeat(256),
      email: `${'a'.repeat(242)}@example.com`,
      phone: '+123456789012345',
      residentialAddress: { streetLine1: 's'.repeat(256) },
    };
    const response = await env.api.post('/v3/customers', { type: 'individual', individual });
    expect(response.status).toBe(201);
    expect(response.body.data.individual).toEqual(individual);
  });

  it('should name every invalid field of one body together', async () => {
    const response = await env.api.post('/v3/customers', {
      type: 'individual',
      externalId: '',
      individual: { firstName: ' A', phone: '123', nationalities: ['DE', 'DE'], residentialAddress: { city: '' } },
      financialProfile: { sourcesOfFunds: ['lottery'] },
      metadata: { note: 'n'.repeat(1025) },
    });
    expect(response.status).toBe(400);
    expect(pointersOf(response.body)).toEqual([
      '/externalId',
      '/financialProfile/sourcesOfFunds/0',
      '/individual/firstName',
      '/individual/nationalities/1',
      '/individual/phone',
      '/individual/residentialAddress/city',
      '/metadata/note',
    ]);
  });
});
