import { describe, expect, it } from 'vitest';
import { customerSchema } from './customer.js';

const individual = {
  id: 'cus_8Jd2kqLm4X',
  type: 'individual',
  externalId: 'user-4821',
  individual: {
    firstName: 'Amélie',
    middleName: null,
    lastName: 'Durand',
    birthDate: '1988-04-12',
    birthCountry: 'FR',
    residenceCountry: 'DE',
    nationalities: ['FR'],
    email: 'amelie.durand@example.com',
    phone: '+4915123456789',
    residentialAddress: { streetLine1: 'Torstraße 12', city: 'Berlin', postalCode: '10119', country: 'DE' },
    taxResidencies: ['DE'],
    taxIdentifiers: [{ type: 'tin', country: 'DE', value: '12345678901' }],
  },
  financialProfile: {
    accountPurposes: ['receive_salary', 'personal_expenses'],
    sourcesOfFunds: ['salary'],
    expectedMonthlyVolume: { amount: '2500.00', currency: 'EUR' },
    expectedMonthlyTransactionCount: 12,
    expectedCurrencies: ['EUR', 'USDC'],
    expectedCorridors: [{ fromCountry: 'DE', toCountry: 'FR', fromCurrency: 'EUR' }],
    flows: { payin: { firstParty: true, thirdParty: false }, payout: { firstParty: true, thirdParty: true } },
    actsAsIntermediary: false,
  },
  metadata: { crmId: 'A-19', tier: 2, vip: false },
  createdAt: '2026-03-02T09:14:05.120Z',
  updatedAt: '2026-03-02T09:14:05.120Z',
};

const business = {
  id: 'cus_B2xQ7',
  type: 'business',
  externalId: null,
  business: {
    legalName: 'Nordlicht Logistics GmbH',
    doingBusinessAs: 'Nordlicht',
    registrationNumber: 'HRB 123456',
    incorporationCountry: 'DE',
    incorporationDate: '2015-06-01',
    entityType: 'llc',
    registeredAddress: { streetLine1: 'Hafenweg 3', city: 'Hamburg', postalCode: '20457', country: 'DE' },
    taxIdentifiers: [{ type: 'vat', country: 'DE', value: 'DE123456789' }],
  },
  relatedParties: [{ id: 'rp_9Kd1', partyType: 'person', roles: ['director'], person: { firstName: 'Jonas', lastName: 'Berg' } }],
  createdAt: '2026-01-10T08:00:00.000Z',
};

describe('given realistic customers', () => {
  it.each([
    ['an individual', individual],
    ['a business', business],
    ['a progressive create with only a type', { id: 'cus_new1', type: 'individual' }],
  ])('should parse %s unchanged', (_name, payload) => {
    expect(customerSchema.parse(payload)).toEqual(payload);
  });
});

type Payload = typeof individual;
const breakers: [string, (payload: Payload) => void, (string | number)[], RegExp][] = [
  [
    'a customer id without its prefix',
    (p) => {
      p.id = 'cust_8Jd2';
    },
    ['id'],
    /cus_…/,
  ],
  [
    'a timestamp without offset',
    (p) => {
      p.createdAt = '2026-03-02T09:14:05';
    },
    ['createdAt'],
    /RFC 3339/,
  ],
  [
    'a birth date with a time',
    (p) => {
      p.individual.birthDate = '1988-04-12T00:00:00Z';
    },
    ['individual', 'birthDate'],
    /YYYY-MM-DD/,
  ],
  [
    'a lowercase country',
    (p) => {
      p.individual.residenceCountry = 'de';
    },
    ['individual', 'residenceCountry'],
    /alpha-2/,
  ],
  [
    'a numeric amount',
    (p) => {
      (p.financialProfile.expectedMonthlyVolume as { amount: unknown }).amount = 2500;
    },
    ['financialProfile', 'expectedMonthlyVolume', 'amount'],
    /not a number/,
  ],
  [
    'an amount beyond the scale',
    (p) => {
      p.financialProfile.expectedMonthlyVolume.amount = '2500.001';
    },
    ['financialProfile', 'expectedMonthlyVolume', 'amount'],
    /at most 2 digits .* EUR/,
  ],
  [
    'an unknown currency form',
    (p) => {
      p.financialProfile.expectedCurrencies = ['euro'];
    },
    ['financialProfile', 'expectedCurrencies', 0],
    /ISO 4217/,
  ],
  [
    'a tax identifier without country',
    (p) => {
      p.individual.taxIdentifiers = [{ type: 'tin', value: '1' } as never];
    },
    ['individual', 'taxIdentifiers', 0, 'country'],
    /country code/,
  ],
];

describe('given malformed customers', () => {
  it.each(breakers)('should refuse %s, naming the field and the expected form', (_name, breakIt, path, message) => {
    const payload = structuredClone(individual);
    breakIt(payload);
    const issues = customerSchema.safeParse(payload).error?.issues ?? [];
    expect(issues).toContainEqual(expect.objectContaining({ path, message: expect.stringMatching(message) }));
  });
});
