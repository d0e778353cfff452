import { describe, expect, it } from 'vitest';
import type { RelatedParty } from '../schemas/index.js';
import { fieldOfPointer, formValuesOf, roleChoices, toCreateBody, toUpdateBody, validateRelatedParty } from './relatedPartyForm.js';

const party: RelatedParty = {
  id: 'rp_1',
  partyType: 'person',
  roles: ['director', 'board_observer'],
  title: 'Director',
  person: {
    firstName: 'Ada',
    lastName: 'Lovelace',
    residenceCountry: 'GB',
    nationalities: ['GB', 'FR'],
    mailingAddress: { city: 'London' },
    ownershipPercent: 10,
  },
};

describe('given a server error pointer', () => {
  it('should name the form field it is about, or none', () => {
    expect(fieldOfPointer('/person/firstName')).toBe('firstName');
    expect(fieldOfPointer('/roles/1')).toBe('roles');
    expect(fieldOfPointer('/person/nationalities/0')).toBe('nationality');
    expect(fieldOfPointer('/person/mailingAddress/postalCode')).toBe('address.postalCode');
    expect(fieldOfPointer('/person/mailingAddress')).toBe('address.streetLine1');
    expect(fieldOfPointer('/person/taxIdentifiers/0/value')).toBeNull();
  });
});

describe('given a party with a role the kit does not know', () => {
  it('should keep the role among the choices and in the values', () => {
    expect(roleChoices(party.roles ?? [])).toContain('board_observer');
    expect(formValuesOf(party).roles).toEqual(['director', 'board_observer']);
  });
});

describe('given a new person', () => {
  it('should leave empty optional fields out of the create body', () => {
    const values = { ...formValuesOf(), firstName: ' Grace ', lastName: 'Hopper', roles: ['director'], ownershipPercent: '40' };
    expect(toCreateBody(values)).toEqual({ partyType: 'person', roles: ['director'], person: { firstName: 'Grace', lastName: 'Hopper' } });
  });
});

describe('given an edit that empties fields', () => {
  it('should clear them with null and keep the other nationalities', () => {
    const values = {
      ...formValuesOf(party),
      title: '',
      nationality: 'DE',
      address: { ...formValuesOf(party).address, city: '' },
      roles: ['director'],
    };
    expect(toUpdateBody(values, party)).toEqual({
      roles: ['director'],
      title: null,
      person: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        birthDate: null,
        nationalities: ['DE', 'FR'],
        residenceCountry: 'GB',
        mailingAddress: null,
      },
    });
    // The form never asked the share (no owner role): the merge leaves it out, so the 10 % stays.
    expect(toUpdateBody(values, party).person).not.toHaveProperty('ownershipPercent');
  });

  it('should clear the share when the person takes the owner role away or empties it', () => {
    const owner: RelatedParty = { ...party, roles: ['beneficial_owner'] };
    expect(toUpdateBody({ ...formValuesOf(owner), roles: ['director'] }, owner).person?.ownershipPercent).toBeNull();
    expect(toUpdateBody({ ...formValuesOf(owner), ownershipPercent: '' }, owner).person?.ownershipPercent).toBeNull();
    expect(toUpdateBody({ ...formValuesOf(owner), ownershipPercent: '12.5' }, owner).person?.ownershipPercent).toBe(12.5);
    expect(toUpdateBody({ ...formValuesOf(owner), ownershipPercent: '12,5' }, owner).person?.ownershipPercent).toBe(12.5);
  });
});

describe('given values to check', () => {
  it('should report each problem by field', () => {
    const values = { ...formValuesOf(), roles: ['beneficial_owner'], birthDate: '2030-01-01', ownershipPercent: '12.345' };
    expect(validateRelatedParty(values, '2026-01-01')).toEqual({
      firstName: 'firstNameRequired',
      lastName: 'lastNameRequired',
      birthDate: 'futureDate',
      ownershipPercent: 'percentScale',
    });
  });

  it('should read a share typed with a decimal comma, as people write it in French', () => {
    const values = { ...formValuesOf(), firstName: 'Ada', lastName: 'Lovelace', roles: ['beneficial_owner'], ownershipPercent: '12,5' };
    expect(validateRelatedParty(values, '2026-01-01')).toEqual({});
    expect(toCreateBody(values).person.ownershipPercent).toBe(12.5);
    expect(validateRelatedParty({ ...values, ownershipPercent: '12,345' }, '2026-01-01')).toEqual({ ownershipPercent: 'percentScale' });
  });

  it('should refuse a birth date the input could not read, though its value is empty', () => {
    const values = { ...formValuesOf(), firstName: 'Ada', lastName: 'Lovelace', roles: ['director'] };
    expect(validateRelatedParty(values, '2026-01-01')).toEqual({});
    expect(validateRelatedParty(values, '2026-01-01', { isBirthDateUnreadable: true })).toEqual({ birthDate: 'invalidDate' });
    expect(validateRelatedParty({ ...values, birthDate: '2025-02-30' }, '2026-01-01')).toEqual({ birthDate: 'invalidDate' });
  });
});

describe('given a person with an owner role', () => {
  const owner = { ...formValuesOf(), firstName: 'Kim', lastName: 'Young', roles: ['beneficial_owner'], ownershipPercent: '60' };

  it('should refuse a birth date under 18 years before today', () => {
    expect(validateRelatedParty({ ...owner, birthDate: '2015-03-02' }, '2026-11-28')).toEqual({ birthDate: 'ownerUnderage' });
    expect(validateRelatedParty({ ...owner, birthDate: '2008-11-28' }, '2026-11-28')).toEqual({});
  });

  it('should not ask a person with no owner role to be an adult', () => {
    expect(validateRelatedParty({ ...owner, roles: ['primary_contact'], birthDate: '2015-03-02' }, '2026-11-28')).toEqual({});
  });

  it('should refuse a birth date more than 120 years back, owner or not', () => {
    expect(validateRelatedParty({ ...owner, roles: ['director'], birthDate: '1899-12-31' }, '2026-11-28')).toEqual({
      birthDate: 'implausibleDate',
    });
  });
});
