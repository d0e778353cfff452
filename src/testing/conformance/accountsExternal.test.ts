import { describe, expect, it } from 'vitest';
import { accountSchema } from '../../core/schemas/index.js';
import { createCustomer, pointersOf, samples } from './accountsHarness.js';
import { useFakePlatformServer as serveFakePlatformPerFile } from './harness.js';

const env = serveFakePlatformPerFile();
const accountsPath = (customerId: string) => `/v3/customers/${customerId}/accounts`;

describe('given an external bank account', () => {
  const usBank = {
    origin: 'external',
    type: 'bank',
    methods: ['ach', 'wire'],
    country: 'US',
    details: {
      accountHolderName: 'Ada Lovelace',
      routingNumber: samples.routingNumber,
      accountNumber: '000123456789',
      accountType: 'checking',
    },
  };

  it('should register it ready at once with its details, in the methods currency and without balances', async () => {
    const customerId = await createCustomer(env);
    const response = await env.api.post(accountsPath(customerId), usBank);
    expect(response.status).toBe(201);
    const account = accountSchema.parse(response.body.data);
    expect(account).toMatchObject({
      origin: 'external',
      type: 'bank',
      status: 'ready',
      methods: ['ach', 'wire'],
      country: 'US',
      currency: 'USD',
      details: usBank.details,
      balances: [],
    });
  });

  it('should refuse a sending method at /methods/i with 400 validation_error', async () => {
    const customerId = await createCustomer(env);
    const response = await env.api.post(accountsPath(customerId), { ...usBank, methods: ['ach', 'card'] });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('validation_error');
    expect(response.body.errors).toEqual([expect.objectContaining({ pointer: '/methods/1', code: 'sending_method' })]);
  });

  it('should refuse a method that does not reach the country', async () => {
    const customerId = await createCustomer(env);
    const response = await env.api.post(accountsPath(customerId), {
      origin: 'external',
      type: 'bank',
      methods: ['ach'],
      country: 'DE',
      details: { accountHolderName: 'Ada Lovelace', iban: samples.iban },
    });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([expect.objectContaining({ pointer: '/methods/0', code: 'method_unsupported_for_country' })]);
  });

  it('should require the country and check US coordinates, naming each field', async () => {
    const customerId = await createCustomer(env);
    const missingCountry = await env.api.post(accountsPath(customerId), { ...usBank, country: undefined });
    expect(missingCountry.status).toBe(400);
    expect(pointersOf(missingCountry.body)).toEqual(['/country']);

    const badCoordinates = await env.api.post(accountsPath(customerId), {
      ...usBank,
      details: { routingNumber: '021000022', accountNumber: '12AB', accountType: 'brokerage' },
    });
    expect(badCoordinates.status).toBe(400);
    expect(pointersOf(badCoordinates.body)).toEqual([
      '/details/accountHolderName',
      '/details/accountNumber',
      '/details/accountType',
      '/details/routingNumber',
    ]);
  });

  it('should refuse a currency its methods do not move, and a stablecoin', async () => {
    const customerId = await createCustomer(env);
    for (const currency of ['EUR', 'USDC']) {
      const response = await env.api.post(accountsPath(customerId), { ...usBank, currency });
      expect(response.status).toBe(400);
      expect(response.body.errors).toEqual([expect.objectContaining({ pointer: '/currency', code: 'currency_unsupported' })]);
    }
  });

  it('should check a SEPA account by IBAN (mod 97, country)', async () => {
    const customerId = await createCustomer(env);
    const sepa = {
      origin: 'external',
      type: 'bank',
      methods: ['sepa'],
      country: 'DE',
      details: { accountHolderName: 'Ada Lovelace', iban: samples.iban, bic: 'COBADEFFXXX' },
    };
    const ok = await env.api.post(accountsPath(customerId), sepa);
    expect(ok.status).toBe(201);
    expect(ok.body.data.currency).toBe('EUR');

    const badChecksum = await env.api.post(accountsPath(customerId), {
      ...sepa,
      details: { ...sepa.details, iban: 'DE89370400440532013001' },
    });
    expect(badChecksum.status).toBe(400);
    expect(badChecksum.body.errors).toEqual([expect.objectContaining({ pointer: '/details/iban', code: 'iban_checksum' })]);

    const otherCountry = await env.api.post(accountsPath(customerId), {
      ...sepa,
      country: 'FR',
      details: { accountHolderName: 'Ada Lovelace', iban: samples.iban },
    });
    expect(otherCountry.status).toBe(400);
    expect(otherCountry.body.errors).toEqual([expect.objectContaining({ pointer: '/details/iban', code: 'iban_country_mismatch' })]);
  });

  it('should refuse fields of the issued variant with 400 invalid_field_for_type', async () => {
    const customerId = await createCustomer(env);
    const response = await env.api.post(accountsPath(customerId), { ...usBank, settlement: { accountId: 'acc_x1' }, method: 'ach' });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('invalid_field_for_type');
    expect(pointersOf(response.body)).toEqual(['/method', '/settlement']);
  });
});

describe('given an external wallet', () => {
  it('should register it ready with its network and address and no country', async () => {
    const customerId = await createCustomer(env);
    const response = await env.api.post(accountsPath(customerId), {
      origin: 'external',
      type: 'wallet',
      currency: 'USDC',
      details: { network: 'base', address: samples.evmAddress },
    });
    expect(response.status).toBe(201);
    const account = accountSchema.parse(response.body.data);
    expect(account).toMatchObject({
      status: 'ready',
      network: 'base',
      currency: 'USDC',
      details: { network: 'base', address: samples.evmAddress },
    });
    expect(response.body.data).not.toHaveProperty('country');
  });

  it('should check the currency, the network and the address form per network', async () => {
    const customerId = await createCustomer(env);
    const response = await env.api.post(accountsPath(customerId), {
      origin: 'external',
      type: 'wallet',
      currency: 'USD',
      details: { network: 'polygon', address: '0x123' },
    });
    expect(response.status).toBe(400);
    expect(pointersOf(response.body)).toEqual(['/currency', '/details/address']);

    const unknownNetwork = await env.api.post(accountsPath(customerId), {
      origin: 'external',
      type: 'wallet',
      currency: 'USDC',
      details: { network: 'dogechain', address: samples.evmAddress },
    });
    expect(unknownNetwork.status).toBe(400);
    expect(pointersOf(unknownNetwork.body)).toEqual(['/details/network']);
  });

  it('should refuse a country with 400 invalid_field_for_type', async () => {
    const customerId = await createCustomer(env);
    const response = await env.api.post(accountsPath(customerId), {
      origin: 'external',
      type: 'wallet',
      currency: 'USDC',
      country: 'US',
      details: { network: 'base', address: samples.evmAddress },
    });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('invalid_field_for_type');
    expect(pointersOf(response.body)).toEqual(['/country']);
  });
});
