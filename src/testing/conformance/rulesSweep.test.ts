import { describe, expect, it } from 'vitest';
import { useFakePlatformServer as serveFakePlatformPerFile } from './harness.js';
import { transferSetup } from './transfersSetup.js';

const env = serveFakePlatformPerFile();
const setup = transferSetup(env);

describe('given a standing rule on an issued wallet', () => {
  it('should sweep incoming funds to the target account', async () => {
    const customerId = await setup.customer();
    const source = await setup.issuedWallet(customerId);
    const target = await setup.issuedWallet(customerId);
    const rule = await env.api.post(`/v3/customers/${customerId}/rules`, { sourceAccountId: source, target: { type: 'account', id: target }, currency: 'USDC' });
    expect(rule.status).toBe(201);

    await setup.topUp(source, '40.000000');

    expect(await setup.balanceOf(customerId, source)).toBe('0.000000');
    expect(await setup.balanceOf(customerId, target)).toBe('40.000000');
  });

  it('should leave funds in place once the rule is disabled', async () => {
    const customerId = await setup.customer();
    const source = await setup.issuedWallet(customerId);
    const target = await setup.issuedWallet(customerId);
    const rule = await env.api.post(`/v3/customers/${customerId}/rules`, { sourceAccountId: source, target: { type: 'account', id: target } });
    await env.api.patch(`/v3/customers/${customerId}/rules/${rule.body.data.id}`, { status: 'disabled' });

    await setup.topUp(source, '5');

    expect(await setup.balanceOf(customerId, source)).toBe('5.000000');
    expect(await setup.balanceOf(customerId, target)).toBe('0.000000');
  });

  it('should sweep to a wallet destination as a completed stablecoin move', async () => {
    const customerId = await setup.customer();
    const source = await setup.issuedWallet(customerId);
    const destinationId = await setup.destination(customerId, 'wallet');
    await env.api.post(`/v3/customers/${customerId}/rules`, { sourceAccountId: source, target: { type: 'destination', id: destinationId } });

    await setup.topUp(source, '12.5');

    expect(await setup.balanceOf(customerId, source)).toBe('0.000000');
    const transfers = await env.api.get(`/v3/transfers?customerId=${customerId}`);
    expect(transfers.body.data).toEqual([
      expect.objectContaining({ state: 'completed', direction: 'stablecoin_move', destinationId, in: { currency: 'USDC', amount: '12.500000' } }),
    ]);
  });
});
