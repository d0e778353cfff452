import { describe, expect, it } from 'vitest';
import { Issues } from './Issues.js';
import { checkMoney } from './moneyRules.js';

function issuesOf(value: unknown) {
  const issues = new Issues();
  checkMoney(issues, '/expectedMonthlyVolume', value);
  return issues.list.map(({ pointer, code }) => ({ pointer, code }));
}

describe('given money objects', () => {
  it('should accept an amount within the currency scale', () => {
    expect(issuesOf({ amount: '2500.00', currency: 'EUR' })).toEqual([]);
    expect(issuesOf({ amount: '0.000001', currency: 'USDC' })).toEqual([]);
  });

  it.each([
    ['100.50', 'HUF'],
    ['10.50', 'IDR'],
    ['1.5', 'COP'],
    ['1.125', 'IQD'],
    ['1.1234', 'CLF'],
  ])('should accept %s %s, within its ISO 4217 minor units', (amount, currency) => {
    expect(issuesOf({ amount, currency })).toEqual([]);
  });

  it('should accept any code of the currency pattern, up to the widest ISO scale', () => {
    expect(issuesOf({ amount: '1.1234', currency: 'ABC' })).toEqual([]);
    expect(issuesOf({ amount: '1.12345', currency: 'ABC' })).toEqual([
      { pointer: '/expectedMonthlyVolume/amount', code: 'amount_scale_exceeded' },
    ]);
  });

  it('should refuse a number, naming the amount', () => {
    expect(issuesOf({ amount: 10, currency: 'USD' })).toEqual([{ pointer: '/expectedMonthlyVolume/amount', code: 'invalid_type' }]);
  });

  it('should refuse more fraction digits than the currency has, without rounding', () => {
    expect(issuesOf({ amount: '1.005', currency: 'USD' })).toEqual([
      { pointer: '/expectedMonthlyVolume/amount', code: 'amount_scale_exceeded' },
    ]);
    expect(issuesOf({ amount: '100.5', currency: 'JPY' })).toEqual([
      { pointer: '/expectedMonthlyVolume/amount', code: 'amount_scale_exceeded' },
    ]);
    expect(issuesOf({ amount: '1.1250', currency: 'IQD' })).toEqual([
      { pointer: '/expectedMonthlyVolume/amount', code: 'amount_scale_exceeded' },
    ]);
  });

  it('should refuse leading zeros, signs and missing parts', () => {
    expect(issuesOf({ amount: '01', currency: 'USD' })).toEqual([{ pointer: '/expectedMonthlyVolume/amount', code: 'amount_malformed' }]);
    expect(issuesOf({ amount: '-1', currency: 'USD' })).toEqual([{ pointer: '/expectedMonthlyVolume/amount', code: 'amount_malformed' }]);
    expect(issuesOf({ amount: '1' })).toEqual([{ pointer: '/expectedMonthlyVolume/currency', code: 'required' }]);
    expect(issuesOf({ amount: '1', currency: 'usd' })).toEqual([{ pointer: '/expectedMonthlyVolume/currency', code: 'invalid_currency' }]);
  });
});
