import { describe, expect, it } from 'vitest';
import { profileField, optionsOf } from '../../test-support/fieldFixtures.js';
import { profileControlFor } from './profileControlFor.js';
import { profileShape } from './profileShape.js';

describe('given the profile fields the fake platform asks for', () => {
  it.each([
    ['/individual/firstName', { valueType: 'string' }, 'name', 'label'],
    ['/individual/birthDate', { valueType: 'date' }, 'date', 'label'],
    ['/individual/nationalities', { valueType: 'array', itemValueType: 'country_code' }, 'countryList', 'fieldset'],
    ['/individual/residentialAddress', { valueType: 'address' }, 'address', 'fieldset'],
    ['/individual/taxIdentifiers', { valueType: 'array', itemValueType: 'tax_identifier' }, 'taxIdentifiers', 'fieldset'],
    ['/business/incorporationCountry', { valueType: 'country_code' }, 'country', 'label'],
    [
      '/business/entityType',
      { valueType: 'string', options: optionsOf(['llc', 'corporation', 'partnership', 'trust', 'nonprofit', 'other']) },
      'singleChoice',
      'label',
    ],
    [
      '/financialProfile/accountPurposes',
      { valueType: 'array', itemValueType: 'string', options: optionsOf(['payroll', 'investment']) },
      'multiChoice',
      'fieldset',
    ],
    ['/financialProfile/expectedMonthlyVolume', { valueType: 'money' }, 'money', 'fieldset'],
    ['/financialProfile/expectedCurrencies', { valueType: 'array', itemValueType: 'currency_code' }, 'currencyList', 'fieldset'],
    ['/financialProfile/actsAsIntermediary', { valueType: 'boolean' }, 'boolean', 'fieldset'],
    ['/financialProfile/sourceOfFundsDescription', { valueType: 'string' }, 'narrative', 'label'],
    ['/financialProfile/flows', { valueType: 'object' }, 'flows', 'fieldset'],
    ['/business/website', { valueType: 'string' }, 'url', 'label'],
    ['/individual/phone', { valueType: 'string' }, 'phone', 'label'],
    ['/individual/email', { valueType: 'string' }, 'email', 'label'],
    ['/financialProfile/expectedCorridors', { valueType: 'array', itemValueType: 'corridor' }, 'other', 'fieldset'],
  ] as const)('should shape %s as %s, labelled by %s', (pointer, request, shape, labelling) => {
    const field = profileField(pointer, request);
    expect(profileShape(field)).toBe(shape);
    expect(profileControlFor(field).labelling).toBe(labelling);
  });
});
