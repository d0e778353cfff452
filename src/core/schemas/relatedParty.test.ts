import { describe, expect, it } from 'vitest';
import { relatedPartySchema } from './relatedParty.js';

const director = {
  id: 'rp_9Kd1',
  customerId: 'cus_B2xQ7',
  partyType: 'person',
  roles: ['director', 'authorized_signer', 'ultimate_beneficial_owner'],
  title: 'Managing Director',
  person: {
    firstName: 'Jonas',
    lastName: 'Berg',
    residenceCountry: 'DE',
    mailingAddress: { streetLine1: 'Hafenweg 3', city: 'Hamburg', country: 'DE' },
    birthDate: '1979-11-02',
  },
  createdAt: '2026-01-10T08:00:00.000Z',
  updatedAt: '2026-01-10T08:00:00.000Z',
};

describe('given related parties', () => {
  it('should parse a director with a role and a person field paykit does not list, unchanged', () => {
    expect(relatedPartySchema.parse(director)).toEqual(director);
  });

  it.each([
    ['an id of a recipient', { ...director, id: 'rcp_1' }, ['id'], /rp_…/],
    ['a missing party type', { ...director, partyType: undefined }, ['partyType'], /^Expected a string$/],
    [
      'a residence country spelled out',
      { ...director, person: { residenceCountry: 'Germany' } },
      ['person', 'residenceCountry'],
      /alpha-2/,
    ],
  ])('should refuse %s', (_name, payload, path, message) => {
    const issues = relatedPartySchema.safeParse(payload).error?.issues ?? [];
    expect(issues).toContainEqual(expect.objectContaining({ path, message: expect.stringMatching(message) }));
  });
});
