import { describe, expect, it } from 'vitest';
import { recipientSchema } from './recipient.js';

const person = {
  id: 'rcp_Fr4nk',
  customerId: 'cus_8Jd2kqLm4X',
  status: 'active',
  type: 'individual',
  relationship: 'contractor',
  firstName: 'Frank',
  lastName: 'Ocean',
  email: 'frank@example.com',
  address: { streetLine1: '1 Main St', city: 'Austin', state: 'TX', postalCode: '78701', country: 'US' },
  label: 'Frank (design)',
  externalId: 'vendor-77',
  createdAt: '2026-03-01T12:00:00.000Z',
  updatedAt: '2026-03-01T12:00:00.000Z',
  archivedAt: null,
};

describe('given realistic recipients', () => {
  it.each([
    ['a person', person],
    [
      'a company',
      {
        ...person,
        id: 'rcp_Acme',
        type: 'business',
        firstName: null,
        lastName: null,
        companyName: 'Acme Supplies',
        businessIndustry: 'wholesale',
        relationship: 'vendor',
      },
    ],
    ['an archived recipient', { ...person, status: 'archived', archivedAt: '2026-04-01T00:00:00.000Z' }],
  ])('should parse %s unchanged', (_name, payload) => {
    expect(recipientSchema.parse(payload)).toEqual(payload);
  });

  it.each([
    ['a recipient account id', { ...person, id: 'racc_1' }, ['id'], /rcp_…/],
    ['an address country in lowercase', { ...person, address: { country: 'us' } }, ['address', 'country'], /alpha-2/],
    ['an archivedAt as a date only', { ...person, archivedAt: '2026-04-01' }, ['archivedAt'], /RFC 3339/],
  ])('should refuse %s', (_name, payload, path, message) => {
    const issues = recipientSchema.safeParse(payload).error?.issues ?? [];
    expect(issues).toContainEqual(expect.objectContaining({ path, message: expect.stringMatching(message) }));
  });
});
