import { describe, expect, it } from 'vitest';
import { Issues } from '../../../validation/Issues.js';
import { checkProfileValue } from './checkProfileValue.js';

function check(profilePointer: string, value: unknown) {
  const issues = new Issues();
  checkProfileValue(issues, '/answers/3/value', profilePointer, value);
  return issues.list;
}

describe('given checkProfileValue', () => {
  it.each([
    ['/individual/phone', '+4915123456789'],
    ['/individual/firstName', 'Amélie'],
    ['/individual/birthDate', '1988-04-12'],
    ['/individual/nationalities', ['FR', 'DE']],
    ['/individual/residentialAddress', { city: 'Berlin', country: 'DE' }],
    ['/individual/residentialAddress/postalCode', '10119'],
    ['/individual/taxIdentifiers', [{ type: 'tin', country: 'DE', value: '1' }]],
    ['/individual/taxIdentifiers/0', { type: 'ssn', country: 'US', value: '123-45-6789' }],
    ['/individual', { firstName: 'Amélie', lastName: 'Durand' }],
    ['/business/legalName', 'Acme GmbH'],
    ['/financialProfile/sourcesOfFunds', ['salary', 'savings']],
    ['/financialProfile/expectedMonthlyVolume', { amount: '2500.00', currency: 'EUR' }],
    ['/financialProfile/flows/payin', { firstParty: true, thirdParty: false }],
    ['/financialProfile/expectedMonthlyTransactionCount', 0],
    ['/financialProfile/actsAsIntermediary', false],
  ])('should accept a valid value at %s', (pointer, value) => {
    expect(check(pointer, value)).toEqual([]);
  });

  it.each([
    ['/individual/phone', '015123', ['/answers/3/value']],
    ['/individual/firstName', ' Amélie', ['/answers/3/value']],
    ['/individual/residentialAddress', {}, ['/answers/3/value']],
    ['/individual/residentialAddress', { city: '', country: 'de' }, ['/answers/3/value/city', '/answers/3/value/country']],
    ['/individual/nationalities', ['DE', 'DE'], ['/answers/3/value/1']],
    ['/individual/taxIdentifiers', [{ type: 'tin' }], ['/answers/3/value/0/country', '/answers/3/value/0/value']],
    ['/financialProfile/sourcesOfFunds', ['lottery'], ['/answers/3/value/0']],
    ['/financialProfile/expectedMonthlyVolume', { amount: 10, currency: 'EUR' }, ['/answers/3/value/amount']],
    ['/financialProfile/accountPurposeDescription', 'a\rb', ['/answers/3/value']],
    ['/financialProfile/expectedMonthlyTransactionCount', -1, ['/answers/3/value']],
  ])('should report an invalid value at %s under the answer pointer', (pointer, value, pointers) => {
    expect(
      check(pointer, value)
        .map((issue) => issue.pointer)
        .sort(),
    ).toEqual(pointers);
  });

  it.each(['/individual/shoeSize', '/metadata/plan', 'individual/phone', '/individual/taxIdentifiers/x', '/', ''])(
    'should refuse the pointer %j with invalid_profile_pointer',
    (pointer) => {
      expect(check(pointer, 'x')).toEqual([expect.objectContaining({ pointer: '/answers/3/value', code: 'invalid_profile_pointer' })]);
    },
  );

  it.each([null, undefined])('should refuse %s as no value', (value) => {
    expect(check('/individual/phone', value)).toEqual([expect.objectContaining({ code: 'required' })]);
  });
});
