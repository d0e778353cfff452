import { describe, expect, it } from 'vitest';
import { rateSchema } from './rate.js';

describe('given exchange rates', () => {
  it('should parse a rate as a decimal string unchanged', () => {
    const rate = { from: 'USDC', to: 'EUR', rate: '0.92143', updatedAt: '2026-04-02T08:30:00.000Z' };
    expect(rateSchema.parse(rate)).toEqual(rate);
  });

  it.each([
    ['a rate as a number', { from: 'USDC', to: 'EUR', rate: 0.92 }, ['rate'], /not a number/],
    ['a negative rate', { from: 'USDC', to: 'EUR', rate: '-0.92' }, ['rate'], /decimal string/],
    ['a currency name', { from: 'dollar', to: 'EUR', rate: '0.92' }, ['from'], /ISO 4217/],
  ])('should refuse %s', (_name, payload, path, message) => {
    const issues = rateSchema.safeParse(payload).error?.issues ?? [];
    expect(issues).toContainEqual(expect.objectContaining({ path, message: expect.stringMatching(message) }));
  });
});
