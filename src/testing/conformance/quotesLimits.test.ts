import { beforeAll, describe, expect, it } from 'vitest';
import { useFakePlatformServer } from './harness.js';
import { expectProblem, transferSetup } from './transfersSetup.js';

const ZERO_FEE_DAILY_CAP = 2;
const env = useFakePlatformServer({ zeroFeeDailyCap: ZERO_FEE_DAILY_CAP, payoutLimits: ['1', '1000000'] });
const setup = transferSetup(env);

let customerId: string;
let walletId: string;
let sepaDestinationId: string;
let walletDestinationId: string;

beforeAll(async () => {
  customerId = await setup.customer();
  await setup.readyCapability(customerId, 'sepa_pooled');
  await setup.readyCapability(customerId, 'ach_pooled');
  walletId = await setup.fundedWallet(customerId, '10000');
  sepaDestinationId = await setup.destination(customerId, 'sepa');
  walletDestinationId = await setup.destination(customerId, 'wallet');
});

const payout = (side: { in?: string; out?: string }) => ({
  customerId,
  capabilityId: 'sepa_pooled',
  in: side.in ? { currency: 'USDC', amount: side.in } : { currency: 'USDC' },
  out: side.out ? { currency: 'EUR', amount: side.out } : { currency: 'EUR' },
  destinationId: sepaDestinationId,
});
const move = (amount = '10', forCustomer = customerId, destinationId = walletDestinationId) => ({
  customerId: forCustomer,
  capabilityId: 'stablecoin_transfers',
  in: { currency: 'USDC', amount },
  out: { currency: 'USDC' },
  destinationId,
});

describe('given the payout amount limits', () => {
  it('should answer 400 quote_amount_out_of_range below the minimum, without stating the limits', async () => {
    const response = await env.api.post('/v3/quotes', payout({ out: '0.99' }));
    expectProblem(response, 400, 'quote_amount_out_of_range', ['/out/amount']);
    expect(response.body.retryable).toBe(false);
    const text = JSON.stringify(response.body);
    expect(text).not.toContain('1000000');
    expect(response.body).not.toHaveProperty('minimum');
    expect(response.body).not.toHaveProperty('maximum');
  });

  it('should answer 400 quote_amount_out_of_range above the maximum, at the fixed side', async () => {
    const response = await env.api.post('/v3/quotes', payout({ in: '2000000' }));
    expectProblem(response, 400, 'quote_amount_out_of_range', ['/in/amount']);
    expect(JSON.stringify(response.body)).not.toContain('1000000');
  });

  it('should accept payouts of exactly the minimum and exactly the maximum', async () => {
    expect((await env.api.post('/v3/quotes', payout({ out: '1' }))).status).toBe(201);
    expect((await env.api.post('/v3/quotes', payout({ out: '1000000' }))).status).toBe(201);
  });

  it('should not hold pay-ins to the payout limits', async () => {
    const response = await env.api.post('/v3/quotes', {
      customerId,
      capabilityId: 'ach_pooled',
      in: { currency: 'USD', amount: '0.50' },
      out: { currency: 'USDC' },
      destinationId: walletId,
    });
    expect(response.status).toBe(201);
  });
});

describe('given the exact zero-fee daily cap, per customer over the UTC day', () => {
  // A 1.00 EUR payout carries a 0.5 % fee that rounds down to exactly zero.
  const zeroFeePayout = (forCustomer = customerId, destinationId = sepaDestinationId) => ({
    ...payout({ out: '1.00' }),
    customerId: forCustomer,
    destinationId,
  });

  beforeAll(() => {
    env.clock.set(Date.parse('2026-05-01T23:58:00.000Z'));
  });

  it('should price a small fiat payout at exactly zero fees', async () => {
    const quote = await setup.quote(zeroFeePayout());
    expect(quote.fees).toEqual([{ type: 'service', amount: '0.00', currency: 'EUR' }]);
  });

  it('should answer 409 exact_zero_fee_daily_limit_exceeded at quote once the cap is used', async () => {
    for (let index = 0; index < ZERO_FEE_DAILY_CAP; index += 1) {
      const quote = await setup.quote(zeroFeePayout());
      await setup.transfer(quote.id);
    }
    const response = await env.api.post('/v3/quotes', zeroFeePayout());
    expectProblem(response, 409, 'exact_zero_fee_daily_limit_exceeded');
    expect(response.body.retryable).toBe(false);
  });

  it('should keep pricing payouts that carry a fee', async () => {
    const quote = await setup.quote(payout({ in: '100' }));
    expect(quote.fees).toEqual([{ type: 'service', amount: '0.46', currency: 'EUR' }]);
    expect((await env.api.post('/v3/transfers', { quoteId: quote.id })).status).toBe(201);
  });

  it('should not count stablecoin moves, which are no payouts', async () => {
    for (let index = 0; index < ZERO_FEE_DAILY_CAP + 1; index += 1) {
      const quote = await setup.quote(move('1'));
      expect(quote.fees).toEqual([]);
      await setup.transfer(quote.id);
    }
  });

  it('should not hold deposits into the customer’s own wallet', async () => {
    const deposit = await env.api.post('/v3/quotes', move('5', customerId, walletId));
    expect(deposit.status).toBe(201);
    expect(deposit.body.data.fees).toEqual([]);
  });

  it('should count per customer', async () => {
    const otherCustomer = await setup.customer();
    await setup.readyCapability(otherCustomer, 'sepa_pooled');
    await setup.fundedWallet(otherCustomer, '100');
    const otherDestination = await setup.destination(otherCustomer, 'sepa');
    expect((await env.api.post('/v3/quotes', zeroFeePayout(otherCustomer, otherDestination))).status).toBe(201);
  });

  it('should open again when the next UTC day starts', async () => {
    env.clock.set(Date.parse('2026-05-01T23:59:59.999Z'));
    expectProblem(await env.api.post('/v3/quotes', zeroFeePayout()), 409, 'exact_zero_fee_daily_limit_exceeded');
    env.clock.set(Date.parse('2026-05-02T00:00:00.000Z'));
    const quote = await setup.quote(zeroFeePayout());
    expect((await env.api.post('/v3/transfers', { quoteId: quote.id })).status).toBe(201);
  });

  it('should answer 409 exact_zero_fee_daily_limit_exceeded at transfer creation when the cap filled after the quote', async () => {
    env.clock.set(Date.parse('2026-05-02T10:00:00.000Z'));
    const first = await setup.quote(zeroFeePayout());
    const second = await setup.quote(zeroFeePayout());
    await setup.transfer(first.id);
    const before = await setup.balanceOf(customerId, walletId);
    const response = await env.api.post('/v3/transfers', { quoteId: second.id });
    expectProblem(response, 409, 'exact_zero_fee_daily_limit_exceeded');
    expect(await setup.balanceOf(customerId, walletId)).toBe(before);
    expect((await env.api.get(`/v3/quotes/${second.id}`)).body.data.state).toBe('active');
  });
});
