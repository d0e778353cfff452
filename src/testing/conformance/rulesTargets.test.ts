/**
 * Sweep targets: a rule reaches only the accounts and wallet destinations a quote from its source
 * wallet could, every sweep is a quote then a transfer (listed, with its events), and a target
 * that stops being usable makes the sweep fail visibly instead of booking money nowhere.
 */
import { describe, expect, it } from 'vitest';
import { transferSchema } from '../../core/schemas/index.js';
import { useFakePlatformServer } from './harness.js';
import { expectProblem, transferSetup } from './transfersSetup.js';

const env = useFakePlatformServer();
const setup = transferSetup(env);

const rulesPath = (customerId: string) => `/v3/customers/${customerId}/rules`;
const transfersOf = async (customerId: string) => (await env.api.get(`/v3/transfers?customerId=${customerId}&limit=100`)).body.data;
const accountOf = async (customerId: string, accountId: string) =>
  (await env.api.get(`/v3/customers/${customerId}/accounts?limit=100`)).body.data.find((account: any) => account.id === accountId);
const eventsOf = (transferId: string) =>
  env.platform.events('sk_sandbox_acme').filter((event) => event.type.startsWith('transfer.') && event.data.id === transferId);

/** The transfer as read, and its events: each emitted state in order, the last one as the read shows it. */
async function expectListedWithEvents(transfer: any, types: string[], states: string[]): Promise<void> {
  const read = await env.api.get(`/v3/transfers/${transfer.id}`);
  expect(read.body.data).toEqual(transfer);
  const events = eventsOf(transfer.id);
  expect(events.map((event) => event.type)).toEqual(types);
  expect(events.filter((event) => event.type === 'transfer.state_changed').map((event) => event.data.state)).toEqual(states);
  expect(events.at(-1)?.data).toEqual(transfer);
}

describe('given a rule whose target a sweep cannot legally reach', () => {
  it("should refuse the customer's issued USD bank account with 422 at /target/id", async () => {
    const customerId = await setup.customer();
    await setup.readyCapability(customerId, 'ach_pooled');
    const wallet = await setup.issuedWallet(customerId);
    const bank = await env.api.post(`/v3/customers/${customerId}/accounts`, {
      origin: 'issued',
      type: 'bank',
      method: 'ach',
      settlement: { accountId: wallet },
    });
    env.clock.advance(env.platform.core.settings.provisioningMs);

    const response = await env.api.post(rulesPath(customerId), {
      sourceAccountId: wallet,
      target: { type: 'account', id: bank.body.data.id },
    });

    expectProblem(response, 422, 'validation_error', ['/target/id']);
    expect(response.body.errors[0]).toMatchObject({ code: 'issued_bank_account_not_a_target', message: expect.stringContaining(wallet) });
    expect((await env.api.get(rulesPath(customerId))).body.data).toEqual([]);
  });

  it('should refuse an external bank account while no payout capability of its method is ready', async () => {
    const customerId = await setup.customer();
    const wallet = await setup.issuedWallet(customerId);
    const bank = await setup.externalBank(customerId);
    const response = await env.api.post(rulesPath(customerId), { sourceAccountId: wallet, target: { type: 'account', id: bank } });
    expectProblem(response, 422, 'validation_error', ['/target/id']);
    expect(response.body.errors[0].code).toBe('capability_not_ready');
  });

  it('should refuse a bank destination and a wallet destination of another stablecoin', async () => {
    const customerId = await setup.customer();
    const wallet = await setup.issuedWallet(customerId);
    for (const [destinationId, code] of [
      [await setup.destination(customerId, 'ach'), 'wallet_destination_required'],
      [await setup.destination(customerId, 'wallet', { currency: 'USDT' }), 'recipient_destination_invalid'],
    ]) {
      const response = await env.api.post(rulesPath(customerId), {
        sourceAccountId: wallet,
        target: { type: 'destination', id: destinationId },
      });
      expectProblem(response, 422, 'validation_error', ['/target/id']);
      expect(response.body.errors[0].code).toBe(code);
    }
  });
});

describe('given a sweep to a legal target', () => {
  it('should move funds into another issued wallet through an executed quote and a completed transfer', async () => {
    const customerId = await setup.customer();
    const source = await setup.issuedWallet(customerId);
    const target = await setup.issuedWallet(customerId);
    const rule = await setup.rule(customerId, source, { type: 'account', id: target });

    await setup.topUp(source, '25');

    const [sweep] = await transfersOf(customerId);
    expect(transferSchema.parse(sweep)).toMatchObject({
      state: 'completed',
      direction: 'stablecoin_move',
      capabilityId: 'stablecoin_transfers',
      destinationId: target,
      in: { currency: 'USDC', amount: '25.00' },
      out: { currency: 'USDC', amount: '25.00' },
      memo: `Swept by rule ${rule.id}`,
      openTaskIds: [],
    });
    const quote = await env.api.get(`/v3/quotes/${sweep.quoteId}`);
    expect(quote.body.data).toMatchObject({
      state: 'executed',
      customerId,
      destinationId: target,
      direction: 'stablecoin_move',
      in: sweep.in,
      out: sweep.out,
      fees: [],
    });
    await expectListedWithEvents(
      sweep,
      ['transfer.created', 'transfer.state_changed', 'transfer.state_changed', 'transfer.completed'],
      ['processing', 'completed'],
    );
    expect(await setup.balanceOf(customerId, target)).toBe('25.000000');
  });

  it("should send funds to the customer's external wallet as a stablecoin move, booking no balance on it", async () => {
    const customerId = await setup.customer();
    const source = await setup.issuedWallet(customerId);
    const external = await setup.externalWallet(customerId);
    await setup.rule(customerId, source, { type: 'account', id: external });

    await setup.topUp(source, '8');

    expect(await transfersOf(customerId)).toEqual([
      expect.objectContaining({
        state: 'completed',
        direction: 'stablecoin_move',
        destinationId: external,
        out: { currency: 'USDC', amount: '8.00' },
      }),
    ]);
    expect((await accountOf(customerId, external)).balances ?? []).toEqual([]);
    expect(await setup.balanceOf(customerId, source)).toBe('0.000000');
  });

  it("should pay out to the customer's external bank account under its ready ACH capability, fees included", async () => {
    const customerId = await setup.customer();
    await setup.readyCapability(customerId, 'ach_pooled');
    const source = await setup.issuedWallet(customerId);
    const bank = await setup.externalBank(customerId);
    await setup.rule(customerId, source, { type: 'account', id: bank });

    await setup.topUp(source, '100');

    const [sweep] = await transfersOf(customerId);
    expect(sweep).toMatchObject({
      state: 'completed',
      direction: 'stablecoin_to_fiat',
      capabilityId: 'ach_pooled',
      destinationId: bank,
      in: { currency: 'USDC', amount: '100.00' },
      out: { currency: 'USD', amount: '99.50' },
    });
    const quote = await env.api.get(`/v3/quotes/${sweep.quoteId}`);
    expect(quote.body.data.fees).toEqual([{ type: 'service', amount: '0.50', currency: 'USD' }]);
    expect((await accountOf(customerId, bank)).balances ?? []).toEqual([]);
    expect(await setup.balanceOf(customerId, source)).toBe('0.000000');
  });
});

describe('given a target that stops being usable after the rule was made', () => {
  it('should fail the sweep of an archived wallet destination as a transfer, leaving the funds in the source', async () => {
    const customerId = await setup.customer();
    const source = await setup.issuedWallet(customerId);
    const destinationId = await setup.destination(customerId, 'wallet');
    await setup.rule(customerId, source, { type: 'destination', id: destinationId });
    await setup.archiveDestination(customerId, destinationId);

    await setup.topUp(source, '10');

    expect(await setup.balanceOf(customerId, source)).toBe('10.000000');
    const [sweep] = await transfersOf(customerId);
    expect(sweep).toMatchObject({
      state: 'failed',
      direction: 'stablecoin_move',
      destinationId,
      stateDetail: { code: 'destination_not_ready', actor: 'developer', retryable: false },
    });
    await expectListedWithEvents(
      sweep,
      ['transfer.created', 'transfer.state_changed', 'transfer.state_changed', 'transfer.failed'],
      ['processing', 'failed'],
    );
  });

  it('should fail the sweep of an archived target account, and book nothing on it', async () => {
    const customerId = await setup.customer();
    const source = await setup.issuedWallet(customerId);
    const target = await setup.issuedWallet(customerId);
    await setup.rule(customerId, source, { type: 'account', id: target });
    expect((await env.api.del(`/v3/customers/${customerId}/accounts/${target}`)).status).toBe(200);

    await setup.topUp(source, '3');

    expect(await setup.balanceOf(customerId, source)).toBe('3.000000');
    expect(await setup.balanceOf(customerId, target)).toBe('0.000000');
    expect(await transfersOf(customerId)).toEqual([
      expect.objectContaining({
        state: 'failed',
        destinationId: target,
        stateDetail: expect.objectContaining({ code: 'destination_not_ready' }),
      }),
    ]);
  });

  it('should fail a sweep below the payout minimum instead of moving it', async () => {
    const customerId = await setup.customer();
    const source = await setup.issuedWallet(customerId);
    const destinationId = await setup.destination(customerId, 'wallet');
    await setup.rule(customerId, source, { type: 'destination', id: destinationId });

    await setup.topUp(source, '0.5');

    expect(await setup.balanceOf(customerId, source)).toBe('0.500000');
    expect(await transfersOf(customerId)).toEqual([
      expect.objectContaining({
        state: 'failed',
        out: { currency: 'USDC', amount: '0.50' },
        stateDetail: expect.objectContaining({ code: 'quote_amount_out_of_range' }),
      }),
    ]);
  });

  it('should fail a bank sweep too small to deliver any cents', async () => {
    const customerId = await setup.customer();
    await setup.readyCapability(customerId, 'ach_pooled');
    const source = await setup.issuedWallet(customerId);
    await setup.rule(customerId, source, { type: 'account', id: await setup.externalBank(customerId) });

    await setup.topUp(source, '0.000001');

    expect(await setup.balanceOf(customerId, source)).toBe('0.000001');
    const [sweep] = await transfersOf(customerId);
    expect(sweep).toMatchObject({
      state: 'failed',
      in: { currency: 'USDC', amount: '0.000001' },
      out: { currency: 'USD', amount: '0.00' },
      stateDetail: { code: 'amount_not_deliverable' },
    });
    expect((await env.api.get(`/v3/quotes/${sweep.quoteId}`)).body.data).toMatchObject({
      state: 'executed',
      out: { currency: 'USD', amount: '0.00' },
    });
  });
});
