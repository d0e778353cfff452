import { describe, expect, it } from 'vitest';
import { customerSchema } from '../schemas/index.js';
import { profileFieldOfPointer, profileFields, profileValuesOf } from './profileFields.js';
import { buildProfilePatch, validateProfile } from './profilePatch.js';

const amelie = customerSchema.parse({
  id: 'cus_amelie',
  type: 'individual',
  individual: {
    firstName: 'Amélie',
    lastName: 'Durand',
    email: 'amelie@example.com',
    phone: '+33612345678',
    nationalities: ['FR'],
    residentialAddress: { streetLine1: '12 rue de la Paix', city: 'Paris', country: 'FR' },
  },
});
const TODAY = '2026-11-28';
const every = new Set(profileFields('individual').map((field) => field.name));
const read = profileValuesOf(amelie, 'individual');

describe('given the values read from a customer', () => {
  it('should hold every field of its type, absent ones empty', () => {
    expect(read).toMatchObject({ firstName: 'Amélie', middleName: '', phone: '+33612345678', nationalities: ['FR'], taxResidencies: [] });
    expect(read['residentialAddress.city']).toBe('Paris');
    expect(read['mailingAddress.city']).toBe('');
  });

  it('should send nothing when nothing changed, even with spaces typed around a value', () => {
    expect(buildProfilePatch('individual', read, { ...read, firstName: ' Amélie ' }, every)).toBeNull();
  });
});

describe('given an edited profile', () => {
  it('should send only the changed fields, a phone without its separators', () => {
    expect(buildProfilePatch('individual', read, { ...read, phone: '+33 6 98 76 54 32' }, every)).toEqual({
      individual: { phone: '+33698765432' },
    });
  });

  it('should send a cleared optional field as null', () => {
    expect(buildProfilePatch('individual', read, { ...read, email: '  ' }, every)).toEqual({ individual: { email: null } });
  });

  it('should send an edited country list whole, and an emptied one as null', () => {
    expect(buildProfilePatch('individual', read, { ...read, nationalities: ['FR', 'DE'] }, every)).toEqual({
      individual: { nationalities: ['FR', 'DE'] },
    });
    expect(buildProfilePatch('individual', read, { ...read, nationalities: [] }, every)).toEqual({ individual: { nationalities: null } });
  });

  it('should merge an edited address part into the address, and clear an address emptied whole', () => {
    expect(buildProfilePatch('individual', read, { ...read, 'residentialAddress.postalCode': '75002' }, every)).toEqual({
      individual: { residentialAddress: { postalCode: '75002' } },
    });
    expect(buildProfilePatch('individual', read, { ...read, 'residentialAddress.city': '' }, every)).toEqual({
      individual: { residentialAddress: { city: null } },
    });
    const emptied = { ...read, 'residentialAddress.streetLine1': '', 'residentialAddress.city': '', 'residentialAddress.country': '' };
    expect(buildProfilePatch('individual', read, emptied, every)).toEqual({ individual: { residentialAddress: null } });
  });

  it('should never send a field outside the editable ones', () => {
    const editable = new Set([...every].filter((name) => name !== 'lastName'));
    expect(buildProfilePatch('individual', read, { ...read, lastName: 'Martin', email: 'a@b.fr' }, editable)).toEqual({
      individual: { email: 'a@b.fr' },
    });
  });
});

describe('given values the API would refuse', () => {
  it('should name each at its field', () => {
    const values = { ...read, email: 'amelie@', phone: '0612345678', birthDate: '2030-01-01', lastName: 'x'.repeat(257) };
    expect(validateProfile('individual', values, TODAY, every)).toEqual({
      email: 'invalidEmail',
      phone: 'invalidPhone',
      birthDate: 'futureDate',
      lastName: 'tooLong',
    });
  });

  it('should accept a phone typed with spaces and an emptied field', () => {
    expect(validateProfile('individual', { ...read, phone: '+33 6 12 34 56 78', email: '' }, TODAY, every)).toEqual({});
  });

  it('should not check a field that is not editable', () => {
    expect(validateProfile('individual', { ...read, phone: 'nope' }, TODAY, new Set(['email']))).toEqual({});
  });
});

describe('given a server error pointer', () => {
  it('should name the field it is about, or none', () => {
    expect(profileFieldOfPointer('/individual/phone', 'individual')).toBe('phone');
    expect(profileFieldOfPointer('/individual/nationalities/1', 'individual')).toBe('nationalities');
    expect(profileFieldOfPointer('/individual/residentialAddress/postalCode', 'individual')).toBe('residentialAddress.postalCode');
    expect(profileFieldOfPointer('/individual/residentialAddress', 'individual')).toBe('residentialAddress.streetLine1');
    expect(profileFieldOfPointer('/business/legalName', 'business')).toBe('legalName');
    expect(profileFieldOfPointer('/individual/taxIdentifiers/0/value', 'individual')).toBeNull();
  });
});
