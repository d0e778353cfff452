import { beforeAll, describe, expect, it } from 'vitest';
import { quoteSchema } from '../../core/schemas/index.js';
import { useFakePlatformServer } from './harness.js';
import { expectProblem, transferSetup } from './transfersSetup.js';

const env = useFakePlatformServer();
const setup = transferSetup(env);

let customerId: string;
let walletId: string;
let achDestinationId: string;
let sepaDestinationId: string;
let walletDestinationId: string;
let ownBankId: string;

beforeAll(async () => {
  customerId = await setup.customer();
  await setup.readyCapability(customerId, 'ach_pooled');
  await setup.readyCapability(customerId, 'sepa_pooled');
  walletId = await setup.issuedWallet(customerId, 'USDC');
  achDestinationId = await setup.destination(customerId, 'ach');
  sepaDestinationId = await setup.destination(customerId, 'sepa');
  walletDestinationId = await setup.destination(customerId, 'wallet');
  ownBankId = await setup.externalBank(customerId);
});

const payIn = () => ({
  customerId,
  capabilityId: 'ach_pooled',
  in: { currency: 'USD', amount: '100.00' },
  out: { currency: 'USDC' },
  destinationId: walletId,
});
const payout = () => ({
  customerId,
  capabilityId: 'sepa_pooled',
  in: { currency: 'USDC', amount: '100' },
  out: { currency: 'EUR' },
  destinationId: sepaDestinationId,
});

describe('given a quote request that breaks the body rules', () => {
  it('should answer 400 validation_error for a body that is not an object', async () => {
    expectProblem(await env.api.post('/v3/quotes', ['not', 'an', 'object']), 400, 'validation_error', ['']);
  });

  it('should name every missing required field', async () => {
    expectProblem(await env.api.post('/v3/quotes', {}), 400, 'validation_error', [
      '/customerId',
      '/capabilityId',
      '/in',
      '/out',
      '/destinationId',
    ]);
  });

  it('should report every invalid field together, each by its pointer', async () => {
    const response = await env.api.post('/v3/quotes', {
      customerId: 'cust-1',
      capabilityId: 'ACH Pooled',
      in: { currency: 'usd', amount: 100 },
      out: {},
      destinationId: 'rcp_123',
      externalId: '',
      direction: 'stablecoin_to_fiat',
    });
    expectProblem(response, 400, 'validation_error', [
      '/customerId',
      '/capabilityId',
      '/in/currency',
      '/in/amount',
      '/out/currency',
      '/destinationId',
      '/externalId',
      '/direction',
    ]);
  });

  it('should refuse an amount given as a number', async () => {
    const response = await env.api.post('/v3/quotes', { ...payIn(), in: { currency: 'USD', amount: 100 } });
    expectProblem(response, 400, 'validation_error', ['/in/amount']);
  });

  it.each(['01.5', '-1', '1e3', '1.', ' 1', '1,000.00'])('should refuse the malformed amount %j at /in/amount', async (amount) => {
    expectProblem(await env.api.post('/v3/quotes', { ...payIn(), in: { currency: 'USD', amount } }), 400, 'validation_error', [
      '/in/amount',
    ]);
  });

  it('should refuse an amount beyond the currency scale without rounding it', async () => {
    const response = await env.api.post('/v3/quotes', { ...payIn(), in: { currency: 'USD', amount: '100.005' } });
    expectProblem(response, 400, 'validation_error', ['/in/amount']);
    expect(response.body.errors[0].code).toBe('amount_scale_exceeded');
  });

  it('should check the out side the same way', async () => {
    const response = await env.api.post('/v3/quotes', {
      ...payIn(),
      in: { currency: 'USD' },
      out: { currency: 'USDC', amount: '1.1234567' },
    });
    expectProblem(response, 400, 'validation_error', ['/out/amount']);
  });

  it('should refuse a destinationId that is neither dst_ nor acc_', async () => {
    expectProblem(await env.api.post('/v3/quotes', { ...payIn(), destinationId: 'racc_123' }), 400, 'validation_error', ['/destinationId']);
  });

  it('should accept an externalId of 255 characters and refuse one of 256', async () => {
    const accepted = await env.api.post('/v3/quotes', { ...payIn(), externalId: 'x'.repeat(255) });
    expect(accepted.status).toBe(201);
    expect(accepted.body.data.externalId).toBe('x'.repeat(255));
    expectProblem(await env.api.post('/v3/quotes', { ...payIn(), externalId: 'x'.repeat(256) }), 400, 'validation_error', ['/externalId']);
  });
});

describe('given the fixed amount side', () => {
  it('should answer 400 amount_side_ambiguous when both sides carry an amount', async () => {
    const response = await env.api.post('/v3/quotes', { ...payIn(), out: { currency: 'USDC', amount: '99.50' } });
    expectProblem(response, 400, 'amount_side_ambiguous', ['/in/amount', '/out/amount']);
    expect(response.body.retryable).toBe(false);
  });

  it('should answer 400 amount_side_ambiguous when neither side carries an amount', async () => {
    expectProblem(await env.api.post('/v3/quotes', { ...payIn(), in: { currency: 'USD' } }), 400, 'amount_side_ambiguous', [
      '/in/amount',
      '/out/amount',
    ]);
  });
});

describe('given the customer of the quote', () => {
  it('should answer 404 customer_not_found for an unknown customer, at /customerId', async () => {
    expectProblem(await env.api.post('/v3/quotes', { ...payIn(), customerId: 'cus_unknown123' }), 404, 'customer_not_found', [
      '/customerId',
    ]);
  });

  it('should answer 404 customer_not_found with another developer key', async () => {
    expectProblem(await env.other.post('/v3/quotes', payIn()), 404, 'customer_not_found', ['/customerId']);
  });
});

describe('given currencies that derive the direction', () => {
  it('should derive fiat_to_stablecoin from fiat in and stablecoin out, and price a pay-in', async () => {
    const response = await env.api.post('/v3/quotes', { ...payIn(), externalId: 'order-1' });
    expect(response.status).toBe(201);
    const quote = quoteSchema.parse(response.body.data);
    expect(response.body.data).toMatchObject({
      customerId,
      capabilityId: 'ach_pooled',
      direction: 'fiat_to_stablecoin',
      state: 'active',
      rate: '1',
      in: { currency: 'USD', amount: '100.00' },
      out: { currency: 'USDC', amount: '99.50' },
      fees: [{ type: 'service', amount: '0.50', currency: 'USD' }],
      destinationId: walletId,
      externalId: 'order-1',
      expiresAt: new Date(env.clock.now() + 60_000).toISOString(),
    });
    expect(quote.id).toMatch(/^quo_[A-Za-z0-9]+$/);
  });

  it('should price a pay-in from the fixed out amount, rounding the payer side up', async () => {
    const response = await env.api.post('/v3/quotes', { ...payIn(), in: { currency: 'USD' }, out: { currency: 'USDC', amount: '50' } });
    expect(response.status).toBe(201);
    // 50 / 0.995 = 50.2512… → 50.26 USD; fee 0.5 % of 50.26 = 0.2513 → 0.25.
    expect(response.body.data).toMatchObject({
      in: { currency: 'USD', amount: '50.26' },
      out: { currency: 'USDC', amount: '50.00' },
      fees: [{ type: 'service', amount: '0.25', currency: 'USD' }],
    });
  });

  it('should derive stablecoin_to_fiat and charge the service fee on the fiat side, rounded down', async () => {
    const response = await env.api.post('/v3/quotes', payout());
    expect(response.status).toBe(201);
    quoteSchema.parse(response.body.data);
    // rate 1 / 1.08 = 0.92592593 (indicative); 100 × rate = 92.592593 → 92.59 EUR; fee 0.46295 → 0.46.
    expect(response.body.data).toMatchObject({
      direction: 'stablecoin_to_fiat',
      rate: '0.92592593',
      in: { currency: 'USDC', amount: '100.00' },
      out: { currency: 'EUR', amount: '92.13' },
      fees: [{ type: 'service', amount: '0.46', currency: 'EUR' }],
    });
  });

  it('should price a payout from the fixed out amount so that the destination gets exactly it', async () => {
    const response = await env.api.post('/v3/quotes', { ...payout(), in: { currency: 'USDC' }, out: { currency: 'EUR', amount: '92.13' } });
    expect(response.status).toBe(201);
    // gross 92.13 / 0.995 = 92.5929… → 92.60; fee 0.463 → 0.46; in 92.60 / 0.92592593 = 100.00799… → 100.008 USDC.
    expect(response.body.data).toMatchObject({
      in: { currency: 'USDC', amount: '100.008' },
      out: { currency: 'EUR', amount: '92.13' },
      fees: [{ type: 'service', amount: '0.46', currency: 'EUR' }],
    });
  });

  it('should derive stablecoin_move from two stablecoins, without fees', async () => {
    const walletToUsdt = await setup.destination(customerId, 'wallet', { currency: 'USDT' });
    const response = await env.api.post('/v3/quotes', {
      customerId,
      capabilityId: 'stablecoin_transfers',
      in: { currency: 'USDC', amount: '25.5' },
      out: { currency: 'USDT' },
      destinationId: walletToUsdt,
    });
    expect(response.status).toBe(201);
    expect(response.body.data).toMatchObject({
      direction: 'stablecoin_move',
      rate: '1',
      fees: [],
      in: { currency: 'USDC', amount: '25.50' },
      out: { currency: 'USDT', amount: '25.50' },
    });
  });

  it('should answer 422 amount_not_deliverable for fiat to fiat, which has no direction', async () => {
    const response = await env.api.post('/v3/quotes', { ...payout(), in: { currency: 'USD', amount: '100.00' } });
    expectProblem(response, 422, 'amount_not_deliverable', ['/out/currency']);
  });

  it('should answer 422 amount_not_deliverable when nothing is left to deliver', async () => {
    expectProblem(await env.api.post('/v3/quotes', { ...payIn(), in: { currency: 'USD', amount: '0' } }), 422, 'amount_not_deliverable', [
      '/in/amount',
    ]);
  });

  it('should take no direction input: a direction field is refused as unknown', async () => {
    expectProblem(await env.api.post('/v3/quotes', { ...payIn(), direction: 'fiat_to_stablecoin' }), 400, 'validation_error', [
      '/direction',
    ]);
  });
});

describe('given the capability the quote is priced against', () => {
  it('should answer 409 capability_not_ready with capabilities for one the customer never requested', async () => {
    const response = await env.api.post('/v3/quotes', { ...payIn(), capabilityId: 'wire_pooled' });
    expectProblem(response, 409, 'capability_not_ready', ['/capabilityId']);
    expect(response.body.capabilities).toEqual(['wire_pooled']);
  });

  it('should answer 409 capability_not_ready for a requested capability that is not ready yet', async () => {
    const created = await env.api.post(`/v3/customers/${customerId}/capabilities/faster_payments_pooled`, {});
    expect(created.status).toBeLessThan(300);
    expect(created.body.data.status).not.toBe('ready');
    const response = await env.api.post('/v3/quotes', {
      ...payIn(),
      capabilityId: 'faster_payments_pooled',
      in: { currency: 'GBP', amount: '10.00' },
    });
    expectProblem(response, 409, 'capability_not_ready', ['/capabilityId']);
    expect(response.body.capabilities).toEqual(['faster_payments_pooled']);
  });

  it('should answer 422 capability_direction_unsupported for a pay-in on stablecoin_transfers', async () => {
    const response = await env.api.post('/v3/quotes', { ...payIn(), capabilityId: 'stablecoin_transfers' });
    expectProblem(response, 422, 'capability_direction_unsupported', ['/capabilityId']);
  });

  it('should answer 422 capability_direction_unsupported for a stablecoin move on a bank capability', async () => {
    const response = await env.api.post('/v3/quotes', {
      customerId,
      capabilityId: 'ach_pooled',
      in: { currency: 'USDC', amount: '10' },
      out: { currency: 'USDC' },
      destinationId: walletDestinationId,
    });
    expectProblem(response, 422, 'capability_direction_unsupported', ['/capabilityId']);
  });

  it('should answer 422 capability_direction_unsupported for a payout on card, which only pays in', async () => {
    await setup.readyCapability(customerId, 'card');
    const response = await env.api.post('/v3/quotes', {
      ...payout(),
      capabilityId: 'card',
      out: { currency: 'USD' },
      destinationId: achDestinationId,
    });
    expectProblem(response, 422, 'capability_direction_unsupported', ['/capabilityId']);
  });

  it('should answer 422 capability_currency_unsupported for a fiat currency the capability does not move', async () => {
    const response = await env.api.post('/v3/quotes', { ...payIn(), capabilityId: 'sepa_pooled' });
    expectProblem(response, 422, 'capability_currency_unsupported', ['/in/currency']);
  });
});

describe('given the destination of the quote', () => {
  it('should answer 404 destination_not_found for an id that does not exist', async () => {
    expectProblem(await env.api.post('/v3/quotes', { ...payout(), destinationId: 'dst_doesnotexist' }), 404, 'destination_not_found', [
      '/destinationId',
    ]);
    expectProblem(await env.api.post('/v3/quotes', { ...payIn(), destinationId: 'acc_doesnotexist' }), 404, 'destination_not_found', [
      '/destinationId',
    ]);
  });

  it("should answer 400 payout_target_relationship_invalid for another customer's destination or account", async () => {
    const otherCustomer = await setup.customer();
    const otherDestination = await setup.destination(otherCustomer, 'sepa');
    const otherAccount = await setup.externalBank(otherCustomer);
    expectProblem(
      await env.api.post('/v3/quotes', { ...payout(), destinationId: otherDestination }),
      400,
      'payout_target_relationship_invalid',
      ['/destinationId'],
    );
    const toOtherAccount = { ...payout(), capabilityId: 'ach_pooled', out: { currency: 'USD' }, destinationId: otherAccount };
    expectProblem(await env.api.post('/v3/quotes', toOtherAccount), 400, 'payout_target_relationship_invalid', ['/destinationId']);
  });

  it('should accept a first-party payout to one of the customer’s own accounts', async () => {
    const response = await env.api.post('/v3/quotes', {
      ...payout(),
      capabilityId: 'ach_pooled',
      out: { currency: 'USD' },
      destinationId: ownBankId,
    });
    expect(response.status).toBe(201);
    expect(response.body.data).toMatchObject({
      destinationId: ownBankId,
      direction: 'stablecoin_to_fiat',
      out: { currency: 'USD', amount: '99.50' },
    });
  });

  it('should answer 400 recipient_destination_invalid when a pay-in would land outside a wallet', async () => {
    expectProblem(await env.api.post('/v3/quotes', { ...payIn(), destinationId: achDestinationId }), 400, 'recipient_destination_invalid', [
      '/destinationId',
    ]);
  });

  it('should accept a pay-in into a recipient wallet destination', async () => {
    const response = await env.api.post('/v3/quotes', { ...payIn(), destinationId: walletDestinationId });
    expect(response.status).toBe(201);
    expect(response.body.data.direction).toBe('fiat_to_stablecoin');
  });

  it('should answer 409 wallet_destination_not_supported for a fiat payout to a wallet destination', async () => {
    const response = await env.api.post('/v3/quotes', { ...payout(), destinationId: walletDestinationId });
    expectProblem(response, 409, 'wallet_destination_not_supported', ['/destinationId']);
    expect(response.body.retryable).toBe(false);
  });

  it('should answer 400 recipient_account_unsupported for a bank destination the rail cannot reach', async () => {
    const response = await env.api.post('/v3/quotes', { ...payout(), out: { currency: 'EUR' }, destinationId: achDestinationId });
    expectProblem(response, 400, 'recipient_account_unsupported', ['/destinationId']);
  });

  it('should answer 400 recipient_destination_invalid when the destination currency is not the out currency', async () => {
    const response = await env.api.post('/v3/quotes', {
      customerId,
      capabilityId: 'stablecoin_transfers',
      in: { currency: 'USDC', amount: '10' },
      out: { currency: 'USDT' },
      destinationId: walletDestinationId,
    });
    expectProblem(response, 400, 'recipient_destination_invalid', ['/destinationId']);
  });

  it('should answer 409 destination_not_ready with statusReason and retryable for a destination in review', async () => {
    const inReview = await setup.destination(customerId, 'sepa', { holder: 'Pending Review' });
    const response = await env.api.post('/v3/quotes', { ...payout(), destinationId: inReview });
    expectProblem(response, 409, 'destination_not_ready', ['/destinationId']);
    expect(response.body.statusReason).toMatchObject({ code: expect.any(String), actor: expect.any(String), retryable: true });
    expect(response.body.retryable).toBe(true);
  });

  it('should answer 409 destination_not_ready, not retryable, for an archived destination', async () => {
    const archived = await setup.destination(customerId, 'sepa');
    await setup.archiveDestination(customerId, archived);
    const response = await env.api.post('/v3/quotes', { ...payout(), destinationId: archived });
    expectProblem(response, 409, 'destination_not_ready', ['/destinationId']);
    expect(response.body.statusReason.retryable).toBe(false);
    expect(response.body.retryable).toBe(false);
  });
});

describe('given a stored quote', () => {
  it('should read it back by id and not with another key', async () => {
    const quote = await setup.quote(payIn());
    const read = await env.api.get(`/v3/quotes/${quote.id}`);
    expect(read.status).toBe(200);
    expect(read.body.data).toEqual(quote);
    expectProblem(await env.other.get(`/v3/quotes/${quote.id}`), 404, 'quote_not_found');
    expectProblem(await env.production.get(`/v3/quotes/${quote.id}`), 404, 'quote_not_found');
    expectProblem(await env.api.get('/v3/quotes/quo_missing1'), 404, 'quote_not_found');
  });

  it('should expire once expiresAt passes', async () => {
    const quote = await setup.quote(payIn());
    env.clock.advance(59_999);
    expect((await env.api.get(`/v3/quotes/${quote.id}`)).body.data.state).toBe('active');
    env.clock.advance(1);
    const read = await env.api.get(`/v3/quotes/${quote.id}`);
    expect(read.body.data).toMatchObject({ state: 'expired', expiresAt: quote.expiresAt });
    quoteSchema.parse(read.body.data);
  });
});
