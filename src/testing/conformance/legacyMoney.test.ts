import { describe, expect, it } from 'vitest';
import { useFakePlatformServer } from './harness.js';
import { legacyMoneySetup } from './legacyMoneySetup.js';
import { expectProblem } from './transfersSetup.js';

const env = useFakePlatformServer();
const legacy = legacyMoneySetup(env);

describe('given GET /v1/rate/{baseCurrency}/{quoteCurrency}', () => {
  it('should answer the catalog rate as { baseCurrency, quoteCurrency, rate, updatedAt }', async () => {
    const response = await env.api.get('/v1/rate/EUR/USD');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      data: { baseCurrency: 'EUR', quoteCurrency: 'USD', rate: '1.08', updatedAt: '2026-05-01T12:00:00.000Z' },
    });
    const v3 = await env.api.get('/v3/rates?from=USD&to=EUR');
    expect((await env.api.get('/v1/rate/USD/EUR')).body.data.rate).toBe(v3.body.data[0].rate);
  });

  it('should refuse a malformed code with 400 at its path pointer and an unpriced pair with 404 rate_not_found', async () => {
    expectProblem(await env.api.get('/v1/rate/eur/USDX'), 400, 'validation_error', ['/path/baseCurrency', '/path/quoteCurrency']);
    expectProblem(await env.api.get('/v1/rate/JPY/USD'), 404, 'rate_not_found');
  });
});

describe('given a customer whose rail is not ready_to_use', () => {
  it('should answer a pay-in quote on that rail with 409 rail_not_ready naming the rail and where to request it', async () => {
    const customerId = await legacy.v3.customer();
    const response = await env.api.post('/v1/payin/quote', {
      customerId,
      rail: 'fedwire_pooled',
      fromCurrency: 'USD',
      toCurrency: 'USDC',
      fromAmount: '100.00',
    });
    expectProblem(response, 409, 'rail_not_ready');
    expect(response.body.requiredRails).toEqual(['fedwire_pooled']);
    expect(response.body.requestRailEndpoint).toBe(`/v1/customers/${customerId}/rails`);
    expect(response.body.retryable).toBe(false);
  });

  it('should list every rail that moves the currency for the customer type when no rail is named', async () => {
    const customerId = await legacy.v3.customer();
    const response = await env.api.post('/v1/payout/quote', {
      customerId,
      fromCurrency: 'USDC',
      toCurrency: 'USD',
      toAmount: '10.00',
      destinationId: 'acc_x1',
    });
    expectProblem(response, 409, 'rail_not_ready');
    expect(response.body.requiredRails).toEqual(['ach_pooled', 'fedwire_pooled']);
  });

  it('should answer 409 rail_not_ready while the capability is only requested, not ready', async () => {
    const customerId = await legacy.v3.customer();
    expect((await env.api.post(`/v3/customers/${customerId}/capabilities/sepa_pooled`, {})).status).toBe(201);
    const response = await env.api.post('/v1/payin/quote', { customerId, fromCurrency: 'EUR', toCurrency: 'USDC', toAmount: '10' });
    expectProblem(response, 409, 'rail_not_ready');
    expect(response.body.requiredRails).toEqual(['sepa_pooled']);
  });

  it('should refuse a rail the platform does not offer at /rail, and a rail name v1 does not know', async () => {
    const customerId = await legacy.v3.customer();
    const body = { customerId, fromCurrency: 'USD', toCurrency: 'USDC', fromAmount: '1.00' };
    const unoffered = await env.api.post('/v1/payin/quote', { ...body, rail: 'swift_pooled' });
    expectProblem(unoffered, 422, 'validation_error', ['/rail']);
    expect(unoffered.body.errors[0].code).toBe('rail_unavailable');
    expectProblem(await env.api.post('/v1/payin/quote', { ...body, rail: 'card' }), 400, 'validation_error', ['/rail']);
  });
});

describe('given a pay-in quote on a ready rail', () => {
  it('should answer the v1 quote view over a v3 quote of the same id priced against the mapped capability', async () => {
    const { customerId, walletId } = await legacy.customerWithRails(['wire_pooled']);
    const response = await env.api.post(
      '/v1/payin/quote',
      { customerId, rail: 'fedwire_pooled', fromCurrency: 'USD', toCurrency: 'USDC', fromAmount: '100.00' },
      { idempotencyKey: false },
    );
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const quote = response.body.data;
    expect(quote).toEqual({
      id: expect.stringMatching(/^quo_[A-Za-z0-9]+$/),
      type: 'payin',
      customerId,
      rail: 'fedwire_pooled',
      fromCurrency: 'USD',
      fromAmount: '100.00',
      toCurrency: 'USDC',
      toAmount: '99.50',
      rate: '1',
      fee: { amount: '0.50', currency: 'USD' },
      destinationId: walletId,
      expiresAt: '2026-05-01T12:01:02.000Z',
      createdAt: expect.any(String),
    });
    const v3 = await env.api.get(`/v3/quotes/${quote.id}`);
    expect(v3.body.data).toMatchObject({ id: quote.id, capabilityId: 'wire_pooled', destinationId: walletId, state: 'active' });
  });

  it('should take no Idempotency-Key, and replay the first answer when one is given', async () => {
    const { customerId } = await legacy.customerWithRails();
    const body = { customerId, fromCurrency: 'USD', toCurrency: 'USDC', toAmount: '20.00' };
    const first = await env.api.post('/v1/payin/quote', body, { idempotencyKey: 'v1-quote-key' });
    const replay = await env.api.post('/v1/payin/quote', body, { idempotencyKey: 'v1-quote-key' });
    expect(first.status).toBe(201);
    expect(replay.headers.get('idempotency-replayed')).toBe('true');
    expect(replay.body.data.id).toBe(first.body.data.id);
    expect(first.body.data).toMatchObject({ rail: 'ach_pooled', toAmount: '20.00', fromAmount: '20.11' });
    const unkeyed = await env.api.post('/v1/payin/quote', body, { idempotencyKey: false });
    expect(unkeyed.body.data.id).not.toBe(first.body.data.id);
  });

  it('should validate money and currencies as v3 does, at the v1 field names', async () => {
    const { customerId } = await legacy.customerWithRails();
    const invalid = await env.api.post('/v1/payin/quote', { customerId, fromCurrency: 'USDC', toCurrency: 'EUR', fromAmount: 100 });
    expectProblem(invalid, 400, 'validation_error', ['/fromCurrency', '/toCurrency', '/fromAmount']);
    const scale = await env.api.post('/v1/payin/quote', { customerId, fromCurrency: 'USD', toCurrency: 'USDC', fromAmount: '1.001' });
    expectProblem(scale, 400, 'validation_error', ['/fromAmount']);
    const both = await env.api.post('/v1/payin/quote', {
      customerId,
      fromCurrency: 'USD',
      toCurrency: 'USDC',
      fromAmount: '1',
      toAmount: '1',
    });
    expectProblem(both, 400, 'amount_side_ambiguous', ['/fromAmount', '/toAmount']);
    const tiny = await env.api.post('/v1/payin/quote', { customerId, fromCurrency: 'USD', toCurrency: 'USDC', fromAmount: '0.00' });
    expectProblem(tiny, 422, 'amount_not_deliverable', ['/fromAmount']);
  });

  it('should read no transfer by the quote id until the quote is executed, then the same transfer by either id', async () => {
    const { customerId } = await legacy.customerWithRails();
    const quote = await legacy.payinQuote(customerId);
    expectProblem(await env.api.get(`/v1/transfers/${quote.id}`), 404, 'transfer_not_found');

    const transfer = await legacy.v3.transfer(quote.id);
    const byQuote = await env.api.get(`/v1/transfers/${quote.id}`);
    const byTransfer = await env.api.get(`/v1/transfers/${transfer.id}`);
    expect(byQuote.status).toBe(200);
    expect(byTransfer.body).toEqual(byQuote.body);
    expect(byQuote.body.data).toEqual({
      id: transfer.id,
      quoteId: quote.id,
      onBehalfOf: customerId,
      direction: 'fiat_to_stablecoin',
      state: 'pending',
      fromAmount: '100.00',
      fromCurrency: 'USD',
      toAmount: '99.50',
      toCurrency: 'USDC',
      createdAt: transfer.createdAt,
      updatedAt: transfer.updatedAt,
    });
    expectProblem(await env.api.get('/v1/transfers/tr_unknown1'), 404, 'transfer_not_found');
  });
});

describe('given v3 moves of a transfer made from a v1 quote', () => {
  it('should read action_required as processing and canceled as failed', async () => {
    const { customerId } = await legacy.customerWithRails();
    const held = await legacy.v3.transfer((await legacy.payinQuote(customerId)).id);
    expect((await env.api.post(`/v3/sandbox/transfers/${held.id}/state`, { state: 'action_required' })).status).toBe(200);
    expect((await env.api.get(`/v1/transfers/${held.id}`)).body.data.state).toBe('processing');

    const canceled = await legacy.v3.transfer((await legacy.payinQuote(customerId)).id);
    expect((await env.api.post(`/v3/transfers/${canceled.id}/cancel`)).status).toBe(200);
    expect((await env.api.get(`/v1/transfers/${canceled.id}`)).body.data.state).toBe('failed');
  });
});

describe('given POST /v1/sandbox/payins/simulate', () => {
  it('should execute the quote, receive the quoted amount and complete the pay-in', async () => {
    const { customerId, walletId } = await legacy.customerWithRails();
    const quote = await legacy.payinQuote(customerId);
    const simulated = await env.api.post('/v1/sandbox/payins/simulate', { quoteId: quote.id });
    expect(simulated.status, JSON.stringify(simulated.body)).toBe(200);
    expect(simulated.body.data).toMatchObject({
      quoteId: quote.id,
      onBehalfOf: customerId,
      rail: 'ach_pooled',
      state: 'completed',
      fromAmount: '100.00',
      toAmount: '99.50',
      destinationId: walletId,
      depositInstructions: { reference: expect.stringMatching(/^PK/), amount: '100.00', currency: 'USD' },
    });
    const read = await env.api.get(`/v1/transfers/${quote.id}`);
    expect(read.body.data).toMatchObject({ id: simulated.body.data.id, state: 'completed' });
    expect(await legacy.v3.balanceOf(customerId, walletId)).toBe('99.500000');
    expectProblem(await env.api.post('/v1/sandbox/payins/simulate', { quoteId: quote.id }), 409, 'invalid_state_transition');
  });

  it('should book less than quoted as funded_partial, repricing what is delivered', async () => {
    const { customerId, walletId } = await legacy.customerWithRails();
    const quote = await legacy.payinQuote(customerId);
    const simulated = await env.api.post('/v1/sandbox/payins/simulate', { quoteId: quote.id, amount: '40' });
    expect(simulated.status, JSON.stringify(simulated.body)).toBe(200);
    expect(simulated.body.data).toMatchObject({ state: 'funded_partial', fromAmount: '40.00', toAmount: '39.80' });
    expect((await env.api.get(`/v1/transfers/${quote.id}`)).body.data.state).toBe('funded_partial');
    const v3 = await env.api.get(`/v3/transfers/${simulated.body.data.id}`);
    expect(v3.body.data).toMatchObject({ state: 'completed', in: { amount: '40.00' }, out: { amount: '39.80' } });
    expect(await legacy.v3.balanceOf(customerId, walletId)).toBe('39.800000');
  });

  it('should refuse a payout quote, a bad amount, and a production key', async () => {
    const { customerId } = await legacy.customerWithRails();
    const quote = await legacy.payinQuote(customerId);
    expectProblem(await env.api.post('/v1/sandbox/payins/simulate', { quoteId: quote.id, amount: '1.001' }), 400, 'validation_error', [
      '/amount',
    ]);
    expectProblem(await env.production.post('/v1/sandbox/payins/simulate', { quoteId: quote.id }), 403, 'forbidden');
    expectProblem(await env.api.post('/v1/sandbox/payins/simulate', { quoteId: 'quo_missing1' }), 404, 'quote_not_found');
  });
});

describe('given a payout quote', () => {
  it('should refuse a cfr_ rail row or a missing destination at /destinationId', async () => {
    const { customerId } = await legacy.customerWithRails();
    const body = { customerId, fromCurrency: 'USDC', toCurrency: 'USD', fromAmount: '10' };
    const railRow = await env.api.post('/v1/payout/quote', { ...body, destinationId: 'cfr_abc123' });
    expectProblem(railRow, 400, 'validation_error', ['/destinationId']);
    expect(railRow.body.errors[0].message).toContain('rail row');
    expectProblem(await env.api.post('/v1/payout/quote', body), 400, 'validation_error', ['/destinationId']);
  });

  it('should take a racc_ id as the destination of the same suffix, and complete or fail by simulation', async () => {
    const { customerId, walletId } = await legacy.customerWithRails();
    await legacy.v3.topUp(walletId, '200.00');
    const destinationId: string = await legacy.v3.destination(customerId, 'ach');
    const racc = destinationId.replace(/^dst_/, 'racc_');
    const quote = await legacy.payoutQuote(customerId, racc);
    expect(quote).toMatchObject({ type: 'payout', rail: 'ach_pooled', destinationId: racc, fromAmount: '50.00', toAmount: '49.75' });
    expect((await env.api.get(`/v3/quotes/${quote.id}`)).body.data.destinationId).toBe(destinationId);

    const done = await env.api.post('/v1/sandbox/payouts/simulate', { quoteId: quote.id });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.data).toMatchObject({ quoteId: quote.id, state: 'completed', destinationId: racc });
    expect(done.body.data).not.toHaveProperty('depositInstructions');
    expect(await legacy.v3.balanceOf(customerId, walletId)).toBe('150.000000');

    const second = await legacy.payoutQuote(customerId, destinationId);
    const transfer = await legacy.v3.transfer(second.id);
    expect((await env.api.get(`/v1/transfers/${transfer.id}`)).body.data.state).toBe('processing');
    const failed = await env.api.post('/v1/sandbox/payouts/simulate', { transferId: transfer.id, outcome: 'failed' });
    expect(failed.body.data.state).toBe('failed');
    expect(await legacy.v3.balanceOf(customerId, walletId)).toBe('150.000000');
  });

  it('should pay out to an acc_ bank account of the customer', async () => {
    const { customerId, walletId } = await legacy.customerWithRails();
    await legacy.v3.topUp(walletId, '60.00');
    const accountId = await legacy.v3.externalBank(customerId);
    const quote = await legacy.payoutQuote(customerId, accountId, { fromAmount: undefined, toAmount: '10.00' });
    expect(quote).toMatchObject({ destinationId: accountId, toAmount: '10.00', fee: { currency: 'USD' } });
  });
});

describe('given POST /v1/sandbox/topup', () => {
  it("should credit the customer's ready issued wallet through the v3 top-up", async () => {
    const { customerId, walletId } = await legacy.customerWithRails([]);
    const response = await env.api.post('/v1/sandbox/topup', { customerId, currency: 'USDC', amount: '25.50' });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.data).toEqual({ customerId, accountId: walletId, currency: 'USDC', amount: '25.50', available: '25.500000' });
    expectProblem(await env.api.post('/v1/sandbox/topup', { customerId, currency: 'USDT', amount: '1' }), 404, 'account_not_found', [
      '/accountId',
    ]);
    expectProblem(await env.api.post('/v1/sandbox/topup', { customerId, currency: 'USDC', amount: '0.0000001' }), 400, 'validation_error', [
      '/amount',
    ]);
    expectProblem(await env.production.post('/v1/sandbox/topup', { customerId, currency: 'USDC', amount: '1' }), 403, 'forbidden');
  });
});
