import { describe, expect, it } from 'vitest';
import { validateDestination } from './validateDestination.js';

const EVM = '0x71C7656EC7ab88b098defB751B7401B5f6d8976F';
const ach = { routingNumber: '021 000 021', accountNumber: '0001 2345 6789', accountHolderName: 'Grace Hopper' };
const codesOf = (errors: ReturnType<typeof validateDestination>) => errors.map(({ pointer, code }) => [pointer, code]);

describe('given ACH values', () => {
  it('should accept valid values typed with spaces, taking the defaults of absent fields', () => {
    expect(validateDestination('ach', ach)).toEqual([]);
  });

  it('should name each required field that is empty, at the server pointer', () => {
    expect(codesOf(validateDestination('ach', { accountType: '', country: '' }))).toEqual([
      ['/details/routingNumber', 'required'],
      ['/details/accountNumber', 'required'],
      ['/details/accountType', 'required'],
      ['/details/accountHolderName', 'required'],
      ['/details/country', 'required'],
    ]);
  });

  it('should check the routing checksum, the account number and the fixed choices', () => {
    const errors = validateDestination('ach', {
      ...ach,
      routingNumber: '021000022',
      accountNumber: '123',
      accountType: 'brokerage',
      country: 'CA',
      accountHolderName: 'Gr\u0007ace',
      bankName: 'x'.repeat(257),
    });
    expect(codesOf(errors)).toEqual([
      ['/details/routingNumber', 'routing_checksum'],
      ['/details/accountNumber', 'account_number_length'],
      ['/details/accountType', 'option_invalid'],
      ['/details/accountHolderName', 'control_character'],
      ['/details/bankName', 'too_long'],
      ['/details/country', 'country_unsupported'],
    ]);
    expect(codesOf(validateDestination('ach', { ...ach, accountNumber: '12345678901234567' }))).toEqual([]);
    expect(codesOf(validateDestination('ach', { ...ach, accountNumber: '123456789012345678' }))).toEqual([
      ['/details/accountNumber', 'account_number_length'],
    ]);
    expect(codesOf(validateDestination('ach', { ...ach, accountNumber: '12AB56' }))).toEqual([['/details/accountNumber', 'digits_only']]);
  });
});

describe('given wire values', () => {
  const domestic = { ...ach, bankName: 'JPMorgan Chase', 'bankAddress.city': 'New York', 'bankAddress.country': 'us' };

  it('should accept a domestic wire and check its routing number', () => {
    expect(validateDestination('wire', domestic)).toEqual([]);
    expect(codesOf(validateDestination('wire', { ...domestic, routingNumber: '02100002' }))).toEqual([
      ['/details/routingNumber', 'routing_length'],
    ]);
  });

  it('should ask an international wire for a BIC of the bank country and a 1 to 34 character account number', () => {
    const international = { country: 'DE', bic: 'COBADEFFXXX', accountNumber: 'DE0532013000', accountHolderName: 'Grace Hopper' };
    expect(validateDestination('wire', international)).toEqual([]);
    expect(codesOf(validateDestination('wire', { ...international, bic: '' }))).toEqual([['/details/bic', 'required']]);
    expect(codesOf(validateDestination('wire', { ...international, bic: 'BNPAFRPP' }))).toEqual([['/details/bic', 'bic_country_mismatch']]);
    expect(codesOf(validateDestination('wire', { ...international, bic: 'COBADEFFX', accountNumber: 'DE05-3201 3000' }))).toEqual([
      ['/details/bic', 'bic_invalid'],
    ]);
    expect(codesOf(validateDestination('wire', { ...international, accountNumber: 'DE05/32' }))).toEqual([
      ['/details/accountNumber', 'account_number_format'],
    ]);
    expect(codesOf(validateDestination('wire', { ...international, accountNumber: 'A'.repeat(35) }))).toEqual([
      ['/details/accountNumber', 'account_number_length'],
    ]);
  });

  it('should check the bank address parts', () => {
    expect(
      codesOf(validateDestination('wire', { ...domestic, 'bankAddress.country': 'USA', 'bankAddress.city': 'c'.repeat(257) })),
    ).toEqual([
      ['/details/bankAddress/city', 'too_long'],
      ['/details/bankAddress/country', 'country_invalid'],
    ]);
  });
});

describe('given SEPA values', () => {
  it('should accept an IBAN with spaces in lowercase and an optional BIC', () => {
    expect(validateDestination('sepa', { iban: 'de89 3704 0044 0532 0130 00' })).toEqual([]);
    expect(validateDestination('sepa', { iban: 'FR1420041010050500013M02606', bic: 'bnpa fr pp' })).toEqual([]);
  });

  it('should refuse a checksum flip, a malformed IBAN, an IBAN outside SEPA and a malformed BIC', () => {
    expect(codesOf(validateDestination('sepa', { iban: 'DE89370400440532013001', bic: 'COBADEFFX' }))).toEqual([
      ['/details/iban', 'iban_checksum'],
      ['/details/bic', 'bic_invalid'],
    ]);
    expect(codesOf(validateDestination('sepa', { iban: 'DE89 3704' }))).toEqual([['/details/iban', 'iban_invalid']]);
    expect(codesOf(validateDestination('sepa', { iban: 'AE070331234567890123456' }))).toEqual([['/details/iban', 'iban_not_sepa']]);
    expect(codesOf(validateDestination('sepa', {}))).toEqual([['/details/iban', 'required']]);
  });
});

describe('given wallet values', () => {
  it('should accept an EVM address on a described network', () => {
    expect(validateDestination('wallet', { network: 'polygon', address: EVM })).toEqual([]);
  });

  it('should check the address form of the network family', () => {
    expect(codesOf(validateDestination('wallet', { network: 'base', address: EVM.slice(0, 20) }))).toEqual([
      ['/details/address', 'address_format'],
    ]);
    expect(codesOf(validateDestination('wallet', { network: 'tron', address: EVM }))).toEqual([['/details/address', 'address_format']]);
  });

  it('should refuse an EIP-55 address with one letter in the other case as a bad checksum', () => {
    const flipped = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD';
    expect(codesOf(validateDestination('wallet', { network: 'ethereum', address: flipped }))).toEqual([
      ['/details/address', 'address_checksum'],
    ]);
    expect(validateDestination('wallet', { network: 'ethereum', address: flipped.toLowerCase() })).toEqual([]);
  });

  it('should refuse a Tron or Stellar address with one changed character as a bad checksum, and a Solana key of the wrong length', () => {
    const tron = 'TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL';
    const stellar = 'GA7QYNF7SOWQ3GLR2BGMZEHXAVIRZA4KVWLTJJFC7MGXUA74P7UJVSGZ';
    expect(validateDestination('wallet', { network: 'tron', address: tron, currency: 'USDT' })).toEqual([]);
    expect(validateDestination('wallet', { network: 'stellar', address: stellar })).toEqual([]);
    expect(validateDestination('wallet', { network: 'solana', address: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v' })).toEqual([]);
    expect(validateDestination('wallet', { network: 'tron', address: tron.replace('eL', 'eK') })).toEqual([
      { pointer: '/details/address', code: 'address_checksum', message: 'is not a valid tron address: its checksum does not match' },
    ]);
    expect(codesOf(validateDestination('wallet', { network: 'stellar', address: stellar.replace('SGZ', 'SGA') }))).toEqual([
      ['/details/address', 'address_checksum'],
    ]);
    expect(codesOf(validateDestination('wallet', { network: 'solana', address: 'So1111111111111111111111111111111111111111' }))).toEqual([
      ['/details/address', 'address_format'],
    ]);
  });

  it('should only ask a non-empty address without whitespace on an unknown network', () => {
    expect(validateDestination('wallet', { network: 'dogechain', address: 'D8vFz4p1L37jdg9xpp' })).toEqual([]);
    expect(codesOf(validateDestination('wallet', { network: 'dogechain', address: 'D8v Fz4' }))).toEqual([
      ['/details/address', 'address_format'],
    ]);
  });

  it('should require network, address and a stablecoin', () => {
    expect(codesOf(validateDestination('wallet', { currency: '' }))).toEqual([
      ['/details/network', 'required'],
      ['/details/address', 'required'],
      ['/currency', 'required'],
    ]);
    expect(codesOf(validateDestination('wallet', { network: 'base', address: EVM, currency: 'USD' }))).toEqual([
      ['/currency', 'option_invalid'],
    ]);
  });
});

describe('given a method the kit has no form for', () => {
  it('should answer one type_unsupported error at /type', () => {
    expect(codesOf(validateDestination('cheque', {}))).toEqual([['/type', 'type_unsupported']]);
  });
});
