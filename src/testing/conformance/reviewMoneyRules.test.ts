/**
 * Regression tests from the money review: amounts past 38 digits, pointers of problems a transfer
 * meets when it re-checks its quote, and account bodies a newcomer writes from the description.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useFakePlatformServer } from './harness.js';
import { BANK, expectProblem, transferSetup, walletAddress } from './transfersSetup.js';

const env = useFakePlatformServer();
const setup = transferSetup(env);
const accountsPath = (customerId: string) => `/v3/customers/${customerId}/accounts`;

let customerId: string;
let walletId: string;

beforeAll(async () => {
  customerId = await setup.customer();
  await setup.readyCapability(customerId, 'sepa_pooled');
  await setup.readyCapability(customerId, 'ach_pooled');
  walletId = await setup.fundedWallet(customerId, '1000');
});

describe('given amounts near the 38-digit limit', () => {
  it('should answer 422 amount_not_deliverable when the priced side of a quote would exceed 38 digits', async () => {
    const response = await env.api.post('/v3/quotes', {
      customerId,
      capabilityId: 'sepa_pooled',
      in: { currency: 'EUR', amount: `${'9'.repeat(36)}.00` },
      out: { currency: 'USDC' },
      destinationId: walletId,
    });
    expectProblem(response, 422, 'amount_not_deliverable', ['/in/amount']);
  });

  it('should keep every amount of a large quote within 38 digits', async () => {
    const quote = await setup.quote({
      customerId,
      capabilityId: 'sepa_pooled',
      in: { currency: 'EUR', amount: `${'9'.repeat(30)}.00` },
      out: { currency: 'USDC' },
      destinationId: walletId,
    });
    for (const amount of [quote.in.amount, quote.out.amount, ...quote.fees.map((fee: { amount: string }) => fee.amount)]) {
      expect(amount.replace('.', '').length).toBeLessThanOrEqual(38);
    }
  });

  it('should refuse a sandbox top-up that would take the balance past 38 digits, leaving it unchanged', async () => {
    const huge = '9'.repeat(32);
    const response = await env.api.post(`/v3/sandbox/accounts/${walletId}/topup`, { amount: huge, currency: 'USDC' });
    expectProblem(response, 400, 'validation_error', ['/amount']);
    expect(response.body.errors[0].code).toBe('out_of_range');
    expect(await setup.balanceOf(customerId, walletId)).toBe('1000.000000');
  });
});

describe('given a transfer whose quote no longer passes its checks', () => {
  const move = (destinationId: string) => ({
    customerId,
    capabilityId: 'stablecoin_transfers',
    in: { currency: 'USDC', amount: '5' },
    out: { currency: 'USDC' },
    destinationId,
  });

  it('should point destination_not_ready at /quoteId, the field the transfer body has', async () => {
    const destinationId = await setup.destination(customerId, 'wallet');
    const quote = await setup.quote(move(destinationId));
    await setup.archiveDestination(customerId, destinationId);
    expectProblem(await env.api.post('/v3/transfers', { quoteId: quote.id }), 409, 'destination_not_ready', ['/quoteId']);
  });

  it('should point capability_not_ready at /quoteId', async () => {
    const destinationId = await setup.destination(customerId, 'sepa');
    const quote = await setup.quote({
      customerId,
      capabilityId: 'sepa_pooled',
      in: { currency: 'USDC' },
      out: { currency: 'EUR', amount: '10.00' },
      destinationId,
    });
    await env.api.post(`/v3/sandbox/customers/${customerId}/capabilities/sepa_pooled/status`, { status: 'restricted' });
    const response = await env.api.post('/v3/transfers', { quoteId: quote.id });
    expectProblem(response, 409, 'capability_not_ready', ['/quoteId']);
    expect(response.body.capabilities).toEqual(['sepa_pooled']);
    await env.api.post(`/v3/sandbox/customers/${customerId}/capabilities/sepa_pooled/status`, { status: 'ready' });
  });
});

describe('given account bodies written from the description', () => {
  it('should accept an issued bank account that names the currency its method holds, and refuse another', async () => {
    const body = { origin: 'issued', type: 'bank', method: 'ach', currency: 'USD', settlement: { accountId: walletId } };
    const created = await env.api.post(accountsPath(customerId), body);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data).toMatchObject({ method: 'ach', currency: 'USD', status: 'provisioning' });
    expectProblem(await env.api.post(accountsPath(customerId), { ...body, currency: 'EUR' }), 400, 'validation_error', ['/currency']);
  });

  it('should accept external bank details that repeat the account country, as destination details do', async () => {
    const details = {
      accountHolderName: 'Ada Lovelace',
      routingNumber: BANK.routingNumber,
      accountNumber: BANK.accountNumber,
      accountType: 'checking',
      country: 'US',
    };
    const created = await env.api.post(accountsPath(customerId), {
      origin: 'external',
      type: 'bank',
      methods: ['ach'],
      country: 'US',
      details,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data.details).toMatchObject({ country: 'US' });
    const mismatch = await env.api.post(accountsPath(customerId), {
      origin: 'external',
      type: 'bank',
      methods: ['ach'],
      country: 'US',
      details: { ...details, country: 'DE' },
    });
    expectProblem(mismatch, 400, 'validation_error', ['/details/country']);
  });

  it('should refuse USDT wallets on a network that does not carry it, as destinations do', async () => {
    const issued = await env.api.post(accountsPath(customerId), { origin: 'issued', type: 'wallet', currency: 'USDT', network: 'base' });
    expectProblem(issued, 400, 'validation_error', ['/network']);
    const external = await env.api.post(accountsPath(customerId), {
      origin: 'external',
      type: 'wallet',
      currency: 'USDT',
      details: { network: 'optimism', address: walletAddress() },
    });
    expectProblem(external, 400, 'validation_error', ['/details/network']);
    const carried = await env.api.post(accountsPath(customerId), {
      origin: 'external',
      type: 'wallet',
      currency: 'USDT',
      details: { network: 'polygon', address: walletAddress() },
    });
    expect(carried.status).toBe(201);
  });
});
