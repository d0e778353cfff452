import { describe, expect, it } from 'vitest';
import type { CustomerRecord } from '../store.js';
import { writeProfileValue } from './writeProfileValue.js';

const LATER = '2026-05-02T08:00:00.000Z';

function customer(): CustomerRecord {
  return {
    id: 'cus_write1',
    type: 'individual',
    externalId: null,
    individual: { firstName: 'Amélie', residentialAddress: { streetLine1: 'Torstraße 12', city: 'Berlin' }, nationalities: ['FR'] },
    financialProfile: {},
    metadata: {},
    createdAt: '2026-05-01T12:00:00.000Z',
    updatedAt: '2026-05-01T12:00:00.000Z',
  } as CustomerRecord;
}

describe('given writeProfileValue', () => {
  it('should set a scalar and move updatedAt', () => {
    const record = customer();
    writeProfileValue(record, '/individual/phone', '+4915123456789', LATER);
    expect(record.individual).toMatchObject({ firstName: 'Amélie', phone: '+4915123456789' });
    expect(record.updatedAt).toBe(LATER);
  });

  it('should merge into an address as a PATCH would', () => {
    const record = customer();
    writeProfileValue(record, '/individual/residentialAddress', { city: 'Hamburg', postalCode: '20457' }, LATER);
    expect(record.individual?.residentialAddress).toEqual({ streetLine1: 'Torstraße 12', city: 'Hamburg', postalCode: '20457' });
  });

  it('should replace an array whole', () => {
    const record = customer();
    writeProfileValue(record, '/individual/nationalities', ['DE', 'AT'], LATER);
    expect(record.individual?.nationalities).toEqual(['DE', 'AT']);
  });

  it('should create missing objects on the way', () => {
    const record = customer();
    delete record.financialProfile;
    writeProfileValue(record, '/financialProfile/flows/payin', { firstParty: true, thirdParty: false }, LATER);
    expect(record.financialProfile).toEqual({ flows: { payin: { firstParty: true, thirdParty: false } } });
  });

  it('should write one array item and append at the end', () => {
    const record = customer();
    writeProfileValue(record, '/individual/taxIdentifiers/0', { type: 'tin', country: 'DE', value: '1' }, LATER);
    writeProfileValue(record, '/individual/taxIdentifiers/1', { type: 'vat', country: 'DE', value: '2' }, LATER);
    expect(record.individual?.taxIdentifiers).toEqual([
      { type: 'tin', country: 'DE', value: '1' },
      { type: 'vat', country: 'DE', value: '2' },
    ]);
  });

  it('should clear a field given null', () => {
    const record = customer();
    writeProfileValue(record, '/individual/firstName', null, LATER);
    expect(record.individual).not.toHaveProperty('firstName');
  });

  it('should leave a cleared profile object empty, not absent', () => {
    const record = customer();
    writeProfileValue(record, '/individual', null, LATER);
    expect(record.individual).toEqual({});
  });

  it("should keep a copy, not the caller's object", () => {
    const record = customer();
    const value = ['DE'];
    writeProfileValue(record, '/individual/nationalities', value, LATER);
    value.push('FR');
    expect(record.individual?.nationalities).toEqual(['DE']);
  });

  it.each(['/individual/shoeSize', '/metadata/plan', 'individual', '/individual/taxIdentifiers/5', '/business/legalName'])(
    'should throw for the pointer %s',
    (pointer) => {
      expect(() => writeProfileValue(customer(), pointer, 'x', LATER)).toThrow();
    },
  );
});
