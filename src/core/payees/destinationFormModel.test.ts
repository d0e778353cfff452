import { describe, expect, it } from 'vitest';
import { walletNetworks } from '../schemas/destinationValues.js';
import { destinationCurrency, destinationFormModel, isDestinationMethod } from './destinationFormModel.js';
import { defaultPayeeValues } from './payeeFormModel.js';

const namesOf = (method: string, values?: Record<string, string>) =>
  destinationFormModel(method, values)?.fields.map((field) => field.name);

describe('given a destination method', () => {
  it('should give ACH its routing and account numbers, account type, holder, bank and US country', () => {
    const model = destinationFormModel('ach');
    expect(namesOf('ach')).toEqual(['routingNumber', 'accountNumber', 'accountType', 'accountHolderName', 'bankName', 'country']);
    expect(model?.fields.find((field) => field.name === 'accountType')).toMatchObject({
      kind: 'select',
      required: true,
      options: ['checking', 'savings'],
      defaultValue: 'checking',
    });
    expect(model?.fields.find((field) => field.name === 'country')).toMatchObject({ kind: 'country', options: ['US'], defaultValue: 'US' });
    expect(model?.fields.find((field) => field.name === 'routingNumber')).toMatchObject({
      pointer: '/details/routingNumber',
      required: true,
      inputMode: 'numeric',
      autoComplete: 'off',
    });
    expect(model?.fields.find((field) => field.name === 'bankName')).toMatchObject({ required: false, maxLength: 256 });
    expect(model && defaultPayeeValues(model)).toEqual({ accountType: 'checking', country: 'US' });
  });

  it('should give a domestic wire a routing number and an international one a BIC, with an optional bank address', () => {
    const bankAddress = [
      'bankAddress.streetLine1',
      'bankAddress.city',
      'bankAddress.state',
      'bankAddress.postalCode',
      'bankAddress.country',
    ];
    expect(namesOf('wire')).toEqual(['country', 'routingNumber', 'accountNumber', 'accountHolderName', 'bankName', ...bankAddress]);
    expect(namesOf('wire', { country: 'us' })).toEqual(namesOf('wire'));
    expect(namesOf('wire', { country: 'DE' })).toEqual([
      'country',
      'bic',
      'accountNumber',
      'accountHolderName',
      'bankName',
      ...bankAddress,
    ]);
    const street = destinationFormModel('wire')?.fields.find((field) => field.name === 'bankAddress.streetLine1');
    expect(street).toMatchObject({ pointer: '/details/bankAddress/streetLine1', group: 'bankAddress', required: false });
  });

  it('should give SEPA an IBAN, an optional BIC and an optional holder', () => {
    expect(destinationFormModel('sepa')?.fields.map(({ name, required }) => [name, required])).toEqual([
      ['iban', true],
      ['bic', false],
      ['accountHolderName', false],
    ]);
  });

  it('should give a wallet the described networks, an address and a stablecoin', () => {
    const model = destinationFormModel('wallet');
    expect(namesOf('wallet')).toEqual(['network', 'address', 'currency']);
    expect(model?.fields[0]).toMatchObject({ kind: 'select', options: walletNetworks, pointer: '/details/network' });
    expect(model?.fields[2]).toMatchObject({ kind: 'select', options: ['USDC', 'USDT'], defaultValue: 'USDC', pointer: '/currency' });
  });

  it('should have no form for a method the kit does not know', () => {
    expect(destinationFormModel('cheque')).toBeNull();
    expect(isDestinationMethod('cheque')).toBe(false);
    expect(isDestinationMethod('sepa')).toBe(true);
  });

  it('should pay out in USD by ACH and wire, EUR by SEPA, and the chosen stablecoin to a wallet', () => {
    expect(destinationCurrency('ach', {})).toBe('USD');
    expect(destinationCurrency('wire', {})).toBe('USD');
    expect(destinationCurrency('sepa', {})).toBe('EUR');
    expect(destinationCurrency('wallet', {})).toBe('USDC');
    expect(destinationCurrency('wallet', { currency: 'usdt' })).toBe('USDT');
  });
});
