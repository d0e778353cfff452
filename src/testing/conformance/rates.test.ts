import { describe, expect, it } from 'vitest';
import { rateSchema } from '../../core/schemas/index.js';
import { usdValue } from '../platform/catalog/index.js';
import { useFakePlatformServer as serveFakePlatformPerFile } from './harness.js';

const env = serveFakePlatformPerFile();

describe('given GET /v3/rates', () => {
  it('should list a rate for every ordered pair of priced currencies, as decimal strings', async () => {
    const response = await env.api.get('/v3/rates');
    expect(response.status).toBe(200);
    const currencies = Object.keys(usdValue);
    expect(response.body.data).toHaveLength(currencies.length * (currencies.length - 1));
    for (const rate of response.body.data) {
      rateSchema.parse(rate);
      expect(typeof rate.rate).toBe('string');
      expect(rate.updatedAt).toBe('2026-05-01T12:00:00.000Z');
    }
  });

  it('should compute each rate exactly from the catalog values, to 8 significant digits', async () => {
    const eurUsd = await env.api.get('/v3/rates?from=EUR&to=USD');
    expect(eurUsd.body.data).toEqual([{ from: 'EUR', to: 'USD', rate: '1.08', updatedAt: expect.any(String) }]);
    const usdEur = await env.api.get('/v3/rates?from=USD&to=EUR');
    expect(usdEur.body.data[0].rate).toBe('0.92592593');
    const gbpMxn = await env.api.get('/v3/rates?from=GBP&to=MXN');
    expect(gbpMxn.body.data[0].rate).toBe('23.090909');
    const stable = await env.api.get('/v3/rates?from=USDC&to=USDT');
    expect(stable.body.data[0].rate).toBe('1');
  });

  it('should filter by from or to alone', async () => {
    const fromUsd = await env.api.get('/v3/rates?from=USD');
    expect(fromUsd.body.data.every((rate: { from: string }) => rate.from === 'USD')).toBe(true);
    expect(fromUsd.body.data.map((rate: { to: string }) => rate.to)).toEqual(Object.keys(usdValue).filter((code) => code !== 'USD'));
    const toBrl = await env.api.get('/v3/rates?to=BRL');
    expect(toBrl.body.data.every((rate: { to: string }) => rate.to === 'BRL')).toBe(true);
  });

  it('should answer 400 validation_error at /query/from and /query/to for a currency it does not price', async () => {
    const response = await env.api.get('/v3/rates?from=XYZ&to=usd');
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('validation_error');
    expect(response.body.errors.map((issue: { pointer: string }) => issue.pointer)).toEqual(['/query/from', '/query/to']);
  });

  it('should refuse list and unknown parameters with 400 unknown_parameter, and a missing key with 401', async () => {
    for (const query of ['limit=5', 'amount=10']) {
      const response = await env.api.get(`/v3/rates?${query}`);
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('unknown_parameter');
    }
    expect((await env.api.get('/v3/rates', { apiKey: null })).status).toBe(401);
  });
});
