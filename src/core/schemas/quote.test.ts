import { describe, expect, it } from 'vitest';
import { quoteSchema } from './quote.js';

const payout = {
  id: 'quo_7Hq2LmN4pX',
  customerId: 'cus_8Jd2kqLm4X',
  capabilityId: 'sepa_pooled',
  in: { currency: 'USDC', amount: '1000.000000' },
  out: { currency: 'EUR', amount: '921.43' },
  destinationId: 'dst_Fr4nk',
  externalId: 'invoice-2026-118',
  direction: 'stablecoin_to_fiat',
  rate: '0.92143',
  fees: [
    { type: 'service', amount: '1.50', currency: 'EUR' },
    { type: 'developer', amount: '0.50', currency: 'EUR' },
  ],
  state: 'active',
  expiresAt: '2026-04-02T08:35:00.000Z',
  createdAt: '2026-04-02T08:30:00.000Z',
};

describe('given realistic quotes', () => {
  it.each([
    ['a payout to a recipient destination', payout],
    ['a first-party payout to an own account', { ...payout, destinationId: 'acc_Own1' }],
    [
      'an executed card pay-in',
      {
        ...payout,
        capabilityId: 'card',
        in: { currency: 'USD', amount: '50.00' },
        out: { currency: 'USDC', amount: '48.5' },
        destinationId: null,
        direction: 'fiat_to_stablecoin',
        status: 'executed',
        fees: [],
      },
    ],
  ])('should parse %s unchanged', (_name, payload) => {
    expect(quoteSchema.parse(payload)).toEqual(payload);
  });
});

describe('given malformed quotes', () => {
  it.each([
    ['a quote id without prefix', { ...payout, id: 'q_1' }, ['id'], /quo_…/],
    ['an out amount as a number', { ...payout, out: { currency: 'EUR', amount: 921.43 } }, ['out', 'amount'], /not a number/],
    ['an in amount beyond USDC scale', { ...payout, in: { currency: 'USDC', amount: '1.0000001' } }, ['in', 'amount'], /at most 6 digits/],
    [
      'a fee beyond the scale',
      { ...payout, fees: [{ type: 'service', amount: '0.125', currency: 'EUR' }] },
      ['fees', 0, 'amount'],
      /at most 2 digits/,
    ],
    ['a rate as a number', { ...payout, rate: 0.92143 }, ['rate'], /not a number/],
    ['a missing expiry', { ...payout, expiresAt: undefined }, ['expiresAt'], /RFC 3339/],
    ['a destination that is a recipient', { ...payout, destinationId: 'rcp_1' }, ['destinationId'], /dst_… or acc_… or racc_…/],
    ['a currency in lowercase', { ...payout, out: { currency: 'eur', amount: '1' } }, ['out', 'currency'], /ISO 4217/],
  ])('should refuse %s, naming the field and the expected form', (_name, payload, path, message) => {
    const issues = quoteSchema.safeParse(payload).error?.issues ?? [];
    expect(issues).toContainEqual(expect.objectContaining({ path, message: expect.stringMatching(message) }));
  });
});
