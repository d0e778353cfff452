import { describe, expect, it } from 'vitest';
import { recipientSchema } from '../schemas/index.js';
import { recipientFormModel, recipientFormValues } from './recipientFormModel.js';

const common = [
  'relationship',
  'email',
  'phone',
  'address.streetLine1',
  'address.city',
  'address.state',
  'address.postalCode',
  'address.country',
  'label',
  'externalId',
];

describe('given a recipient type', () => {
  it('should ask an individual for first and last names, a business for its company name and industry', () => {
    expect(recipientFormModel('individual')?.fields.map((field) => field.name)).toEqual(['firstName', 'lastName', ...common]);
    expect(recipientFormModel('business')?.fields.map((field) => field.name)).toEqual(['companyName', 'businessIndustry', ...common]);
  });

  it('should require names and the relationship from the described list, and nothing else by default', () => {
    const required = recipientFormModel('individual')
      ?.fields.filter((field) => field.required)
      .map((field) => field.name);
    expect(required).toEqual(['firstName', 'lastName', 'relationship']);
    expect(recipientFormModel('individual')?.fields.find((field) => field.name === 'relationship')).toMatchObject({
      kind: 'select',
      pointer: '/relationship',
      options: ['employee', 'contractor', 'vendor', 'subsidiary', 'merchant', 'customer', 'landlord', 'family', 'other'],
    });
  });

  it('should give each field its server pointer and hints', () => {
    const fields = new Map(recipientFormModel('individual')?.fields.map((field) => [field.name, field]));
    expect(fields.get('address.country')).toMatchObject({ kind: 'country', pointer: '/address/country', group: 'address' });
    expect(fields.get('email')).toMatchObject({ inputMode: 'email', maxLength: 254, pointer: '/email' });
    expect(fields.get('phone')).toMatchObject({ inputMode: 'tel' });
    expect(fields.get('firstName')).toMatchObject({ maxLength: 256, autoComplete: 'off' });
  });

  it('should require street, city and country when a bank payout will follow', () => {
    const required = recipientFormModel('business', { isPayoutAddressRequired: true })
      ?.fields.filter((field) => field.required)
      .map((field) => field.name);
    expect(required).toEqual(['companyName', 'relationship', 'address.streetLine1', 'address.city', 'address.country']);
  });

  it('should have no form for a type the kit does not know', () => {
    expect(recipientFormModel('trust')).toBeNull();
  });
});

describe('given an existing recipient', () => {
  it('should fill the form with its values, unknown relationships kept', () => {
    const recipient = recipientSchema.parse({
      id: 'rcp_1',
      status: 'active',
      type: 'individual',
      relationship: 'godparent',
      firstName: 'Grace',
      lastName: 'Hopper',
      email: null,
      address: { city: 'Springfield', country: 'US' },
    });
    expect(recipientFormValues(recipient)).toEqual({
      type: 'individual',
      relationship: 'godparent',
      firstName: 'Grace',
      lastName: 'Hopper',
      'address.city': 'Springfield',
      'address.country': 'US',
    });
  });
});
