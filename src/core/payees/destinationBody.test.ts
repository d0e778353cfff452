import { describe, expect, it } from 'vitest';
import { toCreateDestinationBody } from './destinationBody.js';

const EVM = '0x71C7656EC7ab88b098defB751B7401B5f6d8976F';

describe('given valid destination values', () => {
  it('should build an ACH body in USD, normalised, defaults filled, empty optional fields left out', () => {
    expect(
      toCreateDestinationBody('ach', {
        routingNumber: ' 021 000-021 ',
        accountNumber: '0001 2345 6789',
        accountHolderName: '  Grace Hopper ',
        bankName: ' ',
      }),
    ).toEqual({
      type: 'ach',
      currency: 'USD',
      details: {
        routingNumber: '021000021',
        accountNumber: '000123456789',
        accountType: 'checking',
        accountHolderName: 'Grace Hopper',
        country: 'US',
      },
    });
  });

  it('should build a domestic wire with its bank address, and an international one with a BIC instead of a routing number', () => {
    const domestic = toCreateDestinationBody('wire', {
      routingNumber: '021000021',
      bic: 'COBADEFF',
      accountNumber: '987654321',
      accountHolderName: 'Grace Hopper',
      bankName: 'JPMorgan Chase',
      'bankAddress.streetLine1': '383 Madison Ave',
      'bankAddress.city': 'New York',
      'bankAddress.state': '',
      'bankAddress.country': 'us',
    });
    expect(domestic).toEqual({
      type: 'wire',
      currency: 'USD',
      details: {
        routingNumber: '021000021',
        accountNumber: '987654321',
        bankName: 'JPMorgan Chase',
        accountHolderName: 'Grace Hopper',
        country: 'US',
        bankAddress: { streetLine1: '383 Madison Ave', city: 'New York', country: 'US' },
      },
    });
    expect(
      toCreateDestinationBody('wire', {
        country: 'de',
        routingNumber: '021000021',
        bic: 'coba deff xxx',
        accountNumber: 'DE05 3201 3000',
        accountHolderName: 'Grace Hopper',
      }),
    ).toEqual({
      type: 'wire',
      currency: 'USD',
      details: { bic: 'COBADEFFXXX', accountNumber: 'DE0532013000', accountHolderName: 'Grace Hopper', country: 'DE' },
    });
  });

  it('should build a SEPA body in EUR with the IBAN and BIC in electronic form', () => {
    expect(toCreateDestinationBody('sepa', { iban: 'de89 3704 0044 0532 0130 00', bic: 'coba de ff', accountHolderName: '' })).toEqual({
      type: 'sepa',
      currency: 'EUR',
      details: { iban: 'DE89370400440532013000', bic: 'COBADEFF' },
    });
  });

  it('should build a wallet body in the chosen stablecoin, USDC by default', () => {
    expect(toCreateDestinationBody('wallet', { network: 'polygon', address: ` ${EVM} ` })).toEqual({
      type: 'wallet',
      currency: 'USDC',
      details: { network: 'polygon', address: EVM },
    });
    expect(toCreateDestinationBody('wallet', { network: 'ethereum', address: EVM, currency: 'usdt' })?.currency).toBe('USDT');
  });

  it('should build nothing for a method the kit has no form for', () => {
    expect(toCreateDestinationBody('cheque', { accountNumber: '1' })).toBeNull();
  });
});
