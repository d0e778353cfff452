import { describe, expect, it } from 'vitest';
import { recipientSchema } from '../schemas/index.js';
import { toCreateRecipientBody, toUpdateRecipientBody } from './recipientBody.js';
import { recipientFormValues } from './recipientFormModel.js';

describe('given values for a new recipient', () => {
  it('should send an individual trimmed and normalised, the address only with its given parts', () => {
    expect(
      toCreateRecipientBody({
        type: 'individual',
        firstName: ' Grace ',
        lastName: 'Hopper',
        relationship: 'contractor',
        email: ' grace@example.com ',
        phone: '+1 (415) 555-0100',
        'address.streetLine1': '1 Main Street',
        'address.city': 'Springfield',
        'address.state': '',
        'address.country': 'us',
        label: '',
        companyName: 'ignored: not a field of individuals',
      }),
    ).toEqual({
      type: 'individual',
      firstName: 'Grace',
      lastName: 'Hopper',
      relationship: 'contractor',
      email: 'grace@example.com',
      phone: '+14155550100',
      address: { streetLine1: '1 Main Street', city: 'Springfield', country: 'US' },
    });
  });

  it('should send a business without an address when none is given', () => {
    expect(
      toCreateRecipientBody({
        type: 'business',
        companyName: 'Initech LLC',
        businessIndustry: 'software',
        relationship: 'vendor',
        'address.city': ' ',
      }),
    ).toEqual({
      type: 'business',
      companyName: 'Initech LLC',
      businessIndustry: 'software',
      relationship: 'vendor',
    });
  });

  it('should build nothing for a type the kit has no form for', () => {
    expect(toCreateRecipientBody({ type: 'trust', companyName: 'X' })).toBeNull();
  });
});

describe('given edits of an existing recipient', () => {
  const recipient = recipientSchema.parse({
    id: 'rcp_1',
    status: 'active',
    type: 'individual',
    relationship: 'contractor',
    firstName: 'Grace',
    lastName: 'Hopper',
    label: 'Old',
    address: { streetLine1: '1 Main Street', city: 'Springfield', state: 'IL', country: 'US' },
  });

  it('should send nothing when nothing changed, whitespace and letter case of codes aside', () => {
    const values = recipientFormValues(recipient);
    expect(toUpdateRecipientBody(recipient, values)).toEqual({});
    expect(toUpdateRecipientBody(recipient, { ...values, firstName: ' Grace ', 'address.country': 'us' })).toEqual({});
  });

  it('should send only changed fields, null for emptied ones, and merge only changed address parts', () => {
    const values = {
      ...recipientFormValues(recipient),
      lastName: 'Brewster Hopper',
      label: '',
      email: 'grace@example.com',
      'address.city': 'Arlington',
      'address.state': '',
    };
    expect(toUpdateRecipientBody(recipient, values)).toEqual({
      lastName: 'Brewster Hopper',
      label: null,
      email: 'grace@example.com',
      address: { city: 'Arlington', state: null },
    });
  });

  it('should leave fields absent from the values as they are', () => {
    expect(toUpdateRecipientBody(recipient, { label: 'New', 'address.city': 'Arlington' })).toEqual({
      label: 'New',
      address: { city: 'Arlington' },
    });
  });
});
