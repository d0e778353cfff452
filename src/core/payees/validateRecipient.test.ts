import { describe, expect, it } from 'vitest';
import { validateRecipient } from './validateRecipient.js';

const grace = { type: 'individual', firstName: 'Grace', lastName: 'Hopper', relationship: 'contractor' };
const codesOf = (errors: ReturnType<typeof validateRecipient>) => errors.map(({ pointer, code }) => [pointer, code]);

describe('given recipient values', () => {
  it('should accept a complete individual and a minimal business', () => {
    expect(
      validateRecipient({
        ...grace,
        email: 'grace@example.com',
        phone: '+1 (415) 555-0100',
        'address.streetLine1': '1 Main Street',
        'address.city': 'Springfield',
        'address.country': 'us',
        label: 'Design',
        externalId: 'vendor-42',
      }),
    ).toEqual([]);
    expect(validateRecipient({ type: 'business', companyName: 'Initech LLC', relationship: 'vendor' })).toEqual([]);
  });

  it('should require the names of the type and the relationship', () => {
    expect(codesOf(validateRecipient({ type: 'individual', firstName: '  ' }))).toEqual([
      ['/firstName', 'required'],
      ['/lastName', 'required'],
      ['/relationship', 'required'],
    ]);
    expect(codesOf(validateRecipient({ type: 'business', firstName: 'Grace' }))).toEqual([
      ['/companyName', 'required'],
      ['/relationship', 'required'],
    ]);
  });

  it('should keep names and address parts to 256 characters without control characters', () => {
    expect(
      codesOf(validateRecipient({ ...grace, firstName: 'G'.repeat(257), lastName: 'Hop\u0007per', 'address.city': 'c'.repeat(256) })),
    ).toEqual([
      ['/firstName', 'too_long'],
      ['/lastName', 'control_character'],
    ]);
    expect(validateRecipient({ ...grace, firstName: '😀'.repeat(256) })).toEqual([]);
  });

  it('should check email, phone, country and external id forms', () => {
    expect(codesOf(validateRecipient({ ...grace, email: 'grace@', phone: '+0123', 'address.country': 'USA', externalId: 'café' }))).toEqual(
      [
        ['/email', 'email_invalid'],
        ['/phone', 'phone_invalid'],
        ['/address/country', 'country_invalid'],
        ['/externalId', 'ascii_only'],
      ],
    );
    expect(codesOf(validateRecipient({ ...grace, email: `${'a'.repeat(243)}@example.com` }))).toEqual([['/email', 'too_long']]);
    expect(codesOf(validateRecipient({ ...grace, phone: '+1234567890123456' }))).toEqual([['/phone', 'phone_invalid']]);
  });

  it('should leave a relationship newer than the kit to the server', () => {
    expect(validateRecipient({ ...grace, relationship: 'godparent' })).toEqual([]);
  });

  it('should require the payout address parts when asked', () => {
    expect(codesOf(validateRecipient({ ...grace, 'address.city': 'Springfield' }, { isPayoutAddressRequired: true }))).toEqual([
      ['/address/streetLine1', 'required'],
      ['/address/country', 'required'],
    ]);
  });

  it('should answer type_unsupported for a type the kit has no form for', () => {
    expect(codesOf(validateRecipient({ type: 'trust' }))).toEqual([['/type', 'type_unsupported']]);
    expect(codesOf(validateRecipient({}))).toEqual([['/type', 'type_unsupported']]);
  });
});
