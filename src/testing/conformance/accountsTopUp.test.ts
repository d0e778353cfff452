import { describe, expect, it } from 'vitest';
import { accountSchema } from '../../core/schemas/index.js';
import { creditAccount, debitAccount } from '../platform/resources/money/index.js';
import { createCustomer, createIssuedWallet, customerWithReadyAccounts, pointersOf, samples } from './accountsHarness.js';
import { useFakePlatformServer as serveFakePlatformPerFile } from './harness.js';

const env = serveFakePlatformPerFile();
const topUpPath = (accountId: string) => `/v3/sandbox/accounts/${accountId}/topup`;

describe('given POST /v3/sandbox/accounts/{accountId}/topup', () => {
  it('should credit the available balance exactly and answer with the account, without an Idempotency-Key', async () => {
    const { bank } = await customerWithReadyAccounts(env);
    const first = await env.api.post(topUpPath(bank.id), { amount: '125.5', currency: 'USD' }, { idempotencyKey: false });
    expect(first.status).toBe(200);
    expect(accountSchema.parse(first.body.data).balances).toEqual([
      expect.objectContaining({ currency: 'USD', available: '125.50', pending: '0.00' }),
    ]);
    const second = await env.api.post(topUpPath(bank.id), { amount: '0.50', currency: 'USD' }, { idempotencyKey: false });
    expect(second.body.data.balances[0]).toMatchObject({ available: '126.00', updatedAt: env.platform.core.nowIso() });
  });

  it('should credit a wallet at the stablecoin scale', async () => {
    const { wallet } = await customerWithReadyAccounts(env);
    const response = await env.api.post(topUpPath(wallet.id), { amount: '0.1', currency: 'USDC' });
    const again = await env.api.post(topUpPath(wallet.id), { amount: '0.2', currency: 'USDC' });
    expect(response.status).toBe(200);
    expect(again.body.data.balances[0].available).toBe('0.300000');
  });

  it('should answer 403 forbidden with a production key', async () => {
    const { bank } = await customerWithReadyAccounts(env);
    const response = await env.production.post(topUpPath(bank.id), { amount: '1', currency: 'USD' });
    expect(response.status).toBe(403);
    expect(response.body.code).toBe('forbidden');
  });

  it('should check the money: amount a string within the currency scale and above zero, the account currency', async () => {
    const { bank } = await customerWithReadyAccounts(env);
    const asNumber = await env.api.post(topUpPath(bank.id), { amount: 10, currency: 'USD' });
    expect(asNumber.status).toBe(400);
    expect(asNumber.body.code).toBe('validation_error');
    expect(asNumber.body.errors).toEqual([expect.objectContaining({ pointer: '/amount', code: 'invalid_type' })]);

    const tooPrecise = await env.api.post(topUpPath(bank.id), { amount: '1.005', currency: 'USD' });
    expect(tooPrecise.body.errors).toEqual([expect.objectContaining({ pointer: '/amount', code: 'amount_scale_exceeded' })]);

    const zero = await env.api.post(topUpPath(bank.id), { amount: '0', currency: 'USD' });
    expect(zero.body.errors).toEqual([expect.objectContaining({ pointer: '/amount', code: 'out_of_range' })]);

    const otherCurrency = await env.api.post(topUpPath(bank.id), { amount: '1', currency: 'EUR', memo: 'x' });
    expect(pointersOf(otherCurrency.body)).toEqual(['/currency', '/memo']);

    const missing = await env.api.post(topUpPath(bank.id), {});
    expect(pointersOf(missing.body)).toEqual(['/amount', '/currency']);
  });

  it('should answer 409 for a provisioning or an external account, 404 for an unknown or foreign one', async () => {
    const customerId = await createCustomer(env);
    const provisioning = await createIssuedWallet(env, customerId);
    const notReady = await env.api.post(topUpPath(provisioning.id), { amount: '1', currency: 'USDC' });
    expect(notReady.status).toBe(409);
    expect(notReady.body.code).toBe('account_not_ready');

    const external = await env.api.post(`/v3/customers/${customerId}/accounts`, {
      origin: 'external',
      type: 'wallet',
      currency: 'USDC',
      details: { network: 'base', address: samples.evmAddress },
    });
    const notIssued = await env.api.post(topUpPath(external.body.data.id), { amount: '1', currency: 'USDC' });
    expect(notIssued.status).toBe(409);
    expect(notIssued.body.code).toBe('account_not_issued');

    const unknown = await env.api.post(topUpPath('acc_missing1'), { amount: '1', currency: 'USD' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('account_not_found');
    const foreign = await env.other.post(topUpPath(provisioning.id), { amount: '1', currency: 'USDC' });
    expect(foreign.status).toBe(404);
  });
});

describe('given the balance helpers other areas use', () => {
  it('should credit and debit exactly, and refuse a debit above the balance with 409 insufficient_balance', async () => {
    const { customerId, wallet } = await customerWithReadyAccounts(env);
    const partition = env.platform.core.partition('acme', 'sandbox');
    creditAccount(partition, wallet.id, 'USDC', '10.000001', env.platform.core.nowIso());
    debitAccount(partition, wallet.id, 'USDC', '0.000002', env.platform.core.nowIso());
    expect(() => debitAccount(partition, wallet.id, 'USDC', '10', env.platform.core.nowIso())).toThrow(
      expect.objectContaining({ status: 409, code: 'insufficient_balance' }),
    );
    const list = await env.api.get(`/v3/customers/${customerId}/accounts`);
    const read = list.body.data.find((account: { id: string }) => account.id === wallet.id);
    expect(read.balances).toEqual([expect.objectContaining({ currency: 'USDC', available: '9.999999' })]);
  });
});
