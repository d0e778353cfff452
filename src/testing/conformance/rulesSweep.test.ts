import { describe, expect, it } from 'vitest';
import { useFakePlatformServer as serveFakePlatformPerFile } from './harness.js';
import { transferSetup } from './transfersSetup.js';

const env = serveFakePlatformPerFile();
const setup = transferSetup(env);

const sweepsOf = async (customerId: string) =>
  (await env.api.get(`/v3/transfers?customerId=${customerId}&limit=100`)).body.data.filter((transfer: any) =>
    transfer.memo?.startsWith('Swept by rule'),
  );

describe('given a standing rule on an issued wallet', () => {
  it('should sweep incoming funds to the target account', async () => {
    const customerId = await setup.customer();
    const source = await setup.issuedWallet(customerId);
    const target = await setup.issuedWallet(customerId);
    await setup.rule(customerId, source, { type: 'account', id: target }, { currency: 'USDC' });

    await setup.topUp(source, '40.000000');

    expect(await setup.balanceOf(customerId, source)).toBe('0.000000');
    expect(await setup.balanceOf(customerId, target)).toBe('40.000000');
  });

  it('should leave funds in place once the rule is disabled', async () => {
    const customerId = await setup.customer();
    const source = await setup.issuedWallet(customerId);
    const target = await setup.issuedWallet(customerId);
    const rule = await setup.rule(customerId, source, { type: 'account', id: target });
    await env.api.patch(`/v3/customers/${customerId}/rules/${rule.id}`, { status: 'disabled' });

    await setup.topUp(source, '5');

    expect(await setup.balanceOf(customerId, source)).toBe('5.000000');
    expect(await setup.balanceOf(customerId, target)).toBe('0.000000');
    expect(await sweepsOf(customerId)).toEqual([]);
  });

  it('should sweep to a wallet destination as a completed stablecoin move', async () => {
    const customerId = await setup.customer();
    const source = await setup.issuedWallet(customerId);
    const destinationId = await setup.destination(customerId, 'wallet');
    await setup.rule(customerId, source, { type: 'destination', id: destinationId });

    await setup.topUp(source, '12.5');

    expect(await setup.balanceOf(customerId, source)).toBe('0.000000');
    const transfers = await env.api.get(`/v3/transfers?customerId=${customerId}`);
    expect(transfers.body.data).toEqual([
      expect.objectContaining({
        state: 'completed',
        direction: 'stablecoin_move',
        destinationId,
        in: { currency: 'USDC', amount: '12.50' },
        out: { currency: 'USDC', amount: '12.50' },
      }),
    ]);
  });
});

describe('given funds arriving on a wallet that already holds a balance', () => {
  it('should sweep only the top-up, not the balance the wallet held before', async () => {
    const customerId = await setup.customer();
    const source = await setup.fundedWallet(customerId, '100');
    const target = await setup.issuedWallet(customerId);
    await setup.rule(customerId, source, { type: 'account', id: target });

    await setup.topUp(source, '10');

    expect(await setup.balanceOf(customerId, source)).toBe('100.000000');
    expect(await setup.balanceOf(customerId, target)).toBe('10.000000');
    expect((await sweepsOf(customerId)).map((transfer: any) => transfer.in)).toEqual([{ currency: 'USDC', amount: '10.00' }]);
  });

  it('should sweep exactly what a completed pay-in delivers into the wallet', async () => {
    const customerId = await setup.customer();
    await setup.readyCapability(customerId, 'ach_pooled');
    const source = await setup.fundedWallet(customerId, '100');
    const target = await setup.issuedWallet(customerId);
    await setup.rule(customerId, source, { type: 'account', id: target });
    const quote = await setup.quote({
      customerId,
      capabilityId: 'ach_pooled',
      in: { currency: 'USD', amount: '20.00' },
      out: { currency: 'USDC' },
      destinationId: source,
    });
    const payIn = await setup.transfer(quote.id);

    const completed = await env.api.post(`/v3/sandbox/transfers/${payIn.id}/state`, { state: 'completed' }, { idempotencyKey: false });
    expect(completed.body.data).toMatchObject({ state: 'completed', out: { amount: '19.90' } });

    expect(await setup.balanceOf(customerId, source)).toBe('100.000000');
    expect(await setup.balanceOf(customerId, target)).toBe('19.900000');
    const [sweep] = await sweepsOf(customerId);
    const events = env.platform.events('sk_sandbox_acme').map((event) => `${event.type} ${String(event.data.id)}`);
    expect(events.indexOf(`transfer.completed ${payIn.id}`)).toBeLessThan(events.indexOf(`transfer.created ${sweep.id}`));
  });

  it('should sweep an incoming move on along a chain of rules, leaving each wallet its earlier balance', async () => {
    const customerId = await setup.customer();
    const first = await setup.issuedWallet(customerId);
    const middle = await setup.fundedWallet(customerId, '50');
    const last = await setup.issuedWallet(customerId);
    await setup.rule(customerId, first, { type: 'account', id: middle });
    await setup.rule(customerId, middle, { type: 'account', id: last });

    await setup.topUp(first, '10');

    expect(await setup.balanceOf(customerId, first)).toBe('0.000000');
    expect(await setup.balanceOf(customerId, middle)).toBe('50.000000');
    expect(await setup.balanceOf(customerId, last)).toBe('10.000000');
    expect((await sweepsOf(customerId)).map((transfer: any) => [transfer.destinationId, transfer.in.amount, transfer.state])).toEqual([
      [middle, '10.00', 'completed'],
      [last, '10.00', 'completed'],
    ]);
  });

  it('should stop a loop of rules where the funds would return, sweeping each credit once', async () => {
    const customerId = await setup.customer();
    const one = await setup.issuedWallet(customerId);
    const two = await setup.issuedWallet(customerId);
    await setup.rule(customerId, one, { type: 'account', id: two });
    await setup.rule(customerId, two, { type: 'account', id: one });

    await setup.topUp(one, '7');

    expect(await setup.balanceOf(customerId, one)).toBe('0.000000');
    expect(await setup.balanceOf(customerId, two)).toBe('7.000000');
    expect(await sweepsOf(customerId)).toHaveLength(1);
  });
});
