import { describe, expect, it } from 'vitest';
import { accountSchema } from '../../core/schemas/index.js';
import { isValidAbaRoutingNumber, ibanProblem } from '../platform/resources/money/bankRules.js';
import { createCustomer, createIssuedWallet, finishProvisioning, makeCapabilityReady, pointersOf, readAccount } from './accountsHarness.js';
import { useFakePlatformServer as serveFakePlatformPerFile } from './harness.js';

const env = serveFakePlatformPerFile();
const accountsPath = (customerId: string) => `/v3/customers/${customerId}/accounts`;

describe('given an issued wallet account request', () => {
  it('should start provisioning with null details and a zero balance, then become ready with a network address', async () => {
    const customerId = await createCustomer(env);
    const created = await createIssuedWallet(env, customerId);
    accountSchema.parse(created);
    expect(created).toMatchObject({
      origin: 'issued',
      type: 'wallet',
      status: 'provisioning',
      details: null,
      routing: null,
      currency: 'USDC',
      network: 'polygon',
      capabilityId: 'stablecoin_transfers',
      balances: [{ currency: 'USDC', available: '0.000000', pending: '0.000000' }],
      openTaskIds: [],
    });
    expect(created).not.toHaveProperty('country');
    expect(created.id).toMatch(/^acc_[A-Za-z0-9]+$/);

    finishProvisioning(env);
    const ready = await readAccount(env, customerId, created.id);
    accountSchema.parse(ready);
    expect(ready.status).toBe('ready');
    expect(ready.details.network).toBe('polygon');
    expect(ready.details.address).toMatch(/^0x[0-9a-f]{40}$/);
    expect(ready.routing).toEqual({ version: 1, updatedAt: ready.updatedAt });
  });

  it('should emit account.created and account.status_changed on create, and account.status_changed when ready', async () => {
    const customerId = await createCustomer(env);
    const created = await createIssuedWallet(env, customerId);
    finishProvisioning(env);
    await readAccount(env, customerId, created.id);
    const events = env.platform.events('sk_sandbox_acme').filter((event) => event.data.id === created.id);
    expect(events.map((event) => `${event.type}:${String(event.data.status)}`)).toEqual([
      'account.created:provisioning',
      'account.status_changed:provisioning',
      'account.status_changed:ready',
    ]);
  });

  it('should use the network given', async () => {
    const customerId = await createCustomer(env);
    const response = await env.api.post(accountsPath(customerId), {
      origin: 'issued',
      type: 'wallet',
      currency: 'USDT',
      network: 'ethereum',
    });
    expect(response.status).toBe(201);
    expect(response.body.data).toMatchObject({ currency: 'USDT', network: 'ethereum' });
  });

  it('should refuse a fiat currency and an unknown network with 400 validation_error naming both', async () => {
    const customerId = await createCustomer(env);
    const response = await env.api.post(accountsPath(customerId), { origin: 'issued', type: 'wallet', currency: 'EUR', network: 'solana' });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('validation_error');
    expect(pointersOf(response.body)).toEqual(['/currency', '/network']);
  });

  it('should refuse a country on a wallet with 400 invalid_field_for_type', async () => {
    const customerId = await createCustomer(env);
    const response = await env.api.post(accountsPath(customerId), { origin: 'issued', type: 'wallet', currency: 'USDC', country: 'US' });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('invalid_field_for_type');
    expect(pointersOf(response.body)).toEqual(['/country']);
  });
});

describe('given an issued bank account request', () => {
  it('should answer 409 capability_not_ready listing the capabilities of the method while none is ready', async () => {
    const customerId = await createCustomer(env);
    const wallet = await createIssuedWallet(env, customerId);
    const response = await env.api.post(accountsPath(customerId), {
      origin: 'issued',
      type: 'bank',
      method: 'ach',
      settlement: { accountId: wallet.id },
    });
    expect(response.status).toBe(409);
    expect(response.body.code).toBe('capability_not_ready');
    expect(response.body.capabilities).toEqual(['ach_pooled', 'ach_named']);
  });

  it('should answer 409 capability_not_ready for a named capability that is not ready', async () => {
    const customerId = await createCustomer(env);
    await makeCapabilityReady(env, customerId, 'ach_pooled');
    const wallet = await createIssuedWallet(env, customerId);
    const response = await env.api.post(accountsPath(customerId), {
      origin: 'issued',
      type: 'bank',
      method: 'ach',
      capabilityId: 'ach_named',
      settlement: { accountId: wallet.id },
    });
    expect(response.status).toBe(409);
    expect(response.body.capabilities).toEqual(['ach_named']);
  });

  it('should provision under the ready capability, default the country, then issue ACH coordinates in the customer name', async () => {
    const customerId = await createCustomer(env);
    await makeCapabilityReady(env, customerId, 'ach_pooled');
    const wallet = await createIssuedWallet(env, customerId);
    const response = await env.api.post(accountsPath(customerId), {
      origin: 'issued',
      type: 'bank',
      method: 'ach',
      settlement: { accountId: wallet.id },
      label: 'Payroll in',
    });
    expect(response.status).toBe(201);
    const created = accountSchema.parse(response.body.data);
    expect(created).toMatchObject({
      status: 'provisioning',
      details: null,
      capabilityId: 'ach_pooled',
      method: 'ach',
      country: 'US',
      currency: 'USD',
      settlement: { accountId: wallet.id },
      fees: { developerFeePercent: null, developerFeeFixed: null },
      balances: [{ currency: 'USD', available: '0.00', pending: '0.00' }],
      label: 'Payroll in',
    });

    env.clock.advance(env.platform.core.settings.provisioningMs - 1);
    expect((await readAccount(env, customerId, created.id)).status).toBe('provisioning');
    env.clock.advance(1);
    const ready = accountSchema.parse(await readAccount(env, customerId, created.id));
    expect(ready.status).toBe('ready');
    expect(ready.routing?.version).toBe(1);
    expect(ready.details).toMatchObject({ accountHolderName: 'Ada Lovelace', bankName: 'Lead Bank', accountType: 'checking' });
    expect(isValidAbaRoutingNumber(ready.details?.routingNumber ?? '')).toBe(true);
    expect(ready.details?.accountNumber).toMatch(/^\d{12}$/);
  });

  it('should issue a SEPA account with a valid IBAN and BIC', async () => {
    const customerId = await createCustomer(env);
    await makeCapabilityReady(env, customerId, 'sepa_pooled');
    const wallet = await createIssuedWallet(env, customerId);
    const response = await env.api.post(accountsPath(customerId), {
      origin: 'issued',
      type: 'bank',
      method: 'sepa',
      country: 'NL',
      settlement: { accountId: wallet.id },
    });
    expect(response.status).toBe(201);
    expect(response.body.data).toMatchObject({ country: 'NL', currency: 'EUR', balances: [{ currency: 'EUR', available: '0.00' }] });
    finishProvisioning(env);
    const ready = await readAccount(env, customerId, response.body.data.id);
    expect(ready.details.iban).toMatch(/^NL\d{2}[A-Z]{4}\d{10}$/);
    expect(ibanProblem(ready.details.iban)).toBeNull();
    expect(ready.details.bic).toMatch(/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/);
  });

  it('should name every invalid field in one 400 validation_error', async () => {
    const customerId = await createCustomer(env);
    const response = await env.api.post(accountsPath(customerId), {
      origin: 'issued',
      type: 'bank',
      method: 'telegraph',
      country: 'usa',
      label: '',
    });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('validation_error');
    expect(pointersOf(response.body)).toEqual(['/country', '/label', '/method', '/settlement']);
  });

  it('should refuse a country the method is not issued in, and a capability of another method', async () => {
    const customerId = await createCustomer(env);
    const wallet = await createIssuedWallet(env, customerId);
    const response = await env.api.post(accountsPath(customerId), {
      origin: 'issued',
      type: 'bank',
      method: 'ach',
      country: 'DE',
      capabilityId: 'sepa_pooled',
      settlement: { accountId: wallet.id },
    });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ pointer: '/country', code: 'country_unsupported' }),
        expect.objectContaining({ pointer: '/capabilityId', code: 'capability_method_mismatch' }),
      ]),
    );
  });

  it('should refuse a settlement account that is not an issued wallet of this customer', async () => {
    const customerId = await createCustomer(env);
    const otherCustomerId = await createCustomer(env);
    const foreignWallet = await createIssuedWallet(env, otherCustomerId);
    for (const accountId of [foreignWallet.id, 'acc_unknown1']) {
      const response = await env.api.post(accountsPath(customerId), {
        origin: 'issued',
        type: 'bank',
        method: 'ach',
        settlement: { accountId },
      });
      expect(response.status).toBe(400);
      expect(response.body.errors).toEqual([
        expect.objectContaining({ pointer: '/settlement/accountId', code: 'invalid_settlement_account' }),
      ]);
    }
  });

  it('should refuse fields of the external variant with 400 invalid_field_for_type', async () => {
    const customerId = await createCustomer(env);
    const response = await env.api.post(accountsPath(customerId), {
      origin: 'issued',
      type: 'bank',
      method: 'ach',
      methods: ['ach'],
      details: {},
      network: 'base',
      settlement: { accountId: 'acc_x1' },
    });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('invalid_field_for_type');
    expect(pointersOf(response.body)).toEqual(['/details', '/methods', '/network']);
  });
});

describe('given any account create', () => {
  it('should require origin and type, and refuse unknown fields', async () => {
    const customerId = await createCustomer(env);
    const missing = await env.api.post(accountsPath(customerId), {});
    expect(missing.status).toBe(400);
    expect(pointersOf(missing.body)).toEqual(['/origin', '/type']);

    const wrong = await env.api.post(accountsPath(customerId), { origin: 'borrowed', type: 'bank' });
    expect(pointersOf(wrong.body)).toEqual(['/origin']);

    const unknown = await env.api.post(accountsPath(customerId), { origin: 'issued', type: 'wallet', currency: 'USDC', colour: 'blue' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual([expect.objectContaining({ pointer: '/colour', code: 'unknown_field' })]);
  });

  it('should answer 404 customer_not_found for an unknown, foreign-partition or archived customer', async () => {
    const customerId = await createCustomer(env);
    const body = { origin: 'issued', type: 'wallet', currency: 'USDC' };
    for (const client of [env.production, env.other]) {
      const response = await client.post(accountsPath(customerId), body);
      expect(response.status).toBe(404);
      expect(response.body.code).toBe('customer_not_found');
    }
    expect((await env.api.post(accountsPath('cus_missing1'), body)).body.code).toBe('customer_not_found');
    expect((await env.api.get(accountsPath('cus_missing1'))).status).toBe(404);

    const archived = await createCustomer(env);
    expect((await env.api.del(`/v3/customers/${archived}`)).status).toBe(200);
    const response = await env.api.post(accountsPath(archived), body);
    expect(response.status).toBe(404);
    expect(response.body.code).toBe('customer_not_found');
  });

  it('should replay a create with the same Idempotency-Key instead of creating twice', async () => {
    const customerId = await createCustomer(env);
    const body = { origin: 'issued', type: 'wallet', currency: 'USDC' };
    const first = await env.api.post(accountsPath(customerId), body, { idempotencyKey: `wallet-${customerId}` });
    const again = await env.api.post(accountsPath(customerId), body, { idempotencyKey: `wallet-${customerId}` });
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotency-replayed')).toBe('true');
    expect(again.body.data.id).toBe(first.body.data.id);
    const list = await env.api.get(accountsPath(customerId));
    expect(list.body.data).toHaveLength(1);
  });
});
