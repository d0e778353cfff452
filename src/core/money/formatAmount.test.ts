import { describe, expect, it } from 'vitest';
import { formatAmount } from './formatAmount.js';
import { isoCurrencyCodes, isoMinorUnits } from './iso4217.js';

// Intl separates with no-break spaces; spell them out so the expectations read plainly.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('given fiat amounts', () => {
  it.each([
    ['1234.5', 'USD', 'en-US', '$1,234.50'],
    ['1234.5', 'EUR', 'fr-FR', '1 234,50 €'],
    ['1234.5', 'EUR', 'de-DE', '1.234,50 €'],
    ['0', 'USD', 'en-US', '$0.00'],
    ['1234', 'JPY', 'en-US', '¥1,234'],
    ['1234', 'JPY', 'de-DE', '1.234 ¥'],
    ['1.5', 'KWD', 'en-US', 'KWD 1.500'],
    ['100.50', 'HUF', 'en-US', 'HUF 100.50'],
    ['100.5', 'HUF', 'hu-HU', '100,50 Ft'],
    ['100', 'HUF', 'en-US', 'HUF 100.00'],
    ['10.50', 'IDR', 'en-US', 'IDR 10.50'],
    ['1.5', 'COP', 'en-US', 'COP 1.50'],
    ['1.125', 'IQD', 'en-US', 'IQD 1.125'],
    ['1', 'IQD', 'en-US', 'IQD 1.000'],
    ['1.1234', 'CLF', 'en-US', 'CLF 1.1234'],
    ['1.5', 'XAU', 'en-US', 'XAU 1.50'],
    ['1.1234', 'XAU', 'en-US', 'XAU 1.1234'],
    ['12345678901234567890.12', 'USD', 'en-US', '$12,345,678,901,234,567,890.12'],
    ['12345678901234567890.12', 'USD', 'de-DE', '12.345.678.901.234.567.890,12 $'],
    ['99999999999999999999999999999999999.999', 'KWD', 'en-US', 'KWD 99,999,999,999,999,999,999,999,999,999,999,999.999'],
  ])('should format %s %s in %s as %s', (amount, currency, locale, expected) => {
    expect(plain(formatAmount(amount, currency, locale))).toBe(expected);
  });

  it.each([
    ['code', 'USD 10.00'],
    ['name', '10.00 US dollars'],
    ['symbol', '$10.00'],
  ] as const)('should show the currency by %s', (display, expected) => {
    expect(plain(formatAmount('10', 'USD', 'en-US', { display }))).toBe(expected);
  });

  it('should keep every digit the ISO scale allows for every active ISO currency', () => {
    for (const currency of isoCurrencyCodes) {
      const scale = isoMinorUnits(currency) ?? 0;
      // A trailing zero at the last place the scale allows must still show.
      const amount = scale === 0 ? '7' : `7.${'5'.repeat(scale - 1)}0`;
      const digits = formatAmount(amount, currency, 'en-US', { display: 'code' }).replace(/\D/g, '');
      expect(digits, currency).toBe(amount.replace('.', ''));
    }
  });

  it('should print digits beyond the scale rather than round them away', () => {
    expect(formatAmount('1.005', 'USD', 'en-US')).toBe('$1.005');
  });
});

describe('given stablecoin amounts', () => {
  it.each([
    ['1234.5', 'USDC', 'en-US', '1,234.50 USDC'],
    ['1234.5', 'USDC', 'fr-FR', '1 234,50 USDC'],
    ['1234.5', 'USDT', 'de-DE', '1.234,50 USDT'],
    ['1', 'USDC', 'en-US', '1.00 USDC'],
    ['1.123', 'USDC', 'en-US', '1.123 USDC'],
    ['0.000001', 'USDC', 'en-US', '0.000001 USDC'],
    ['1.500000', 'USDT', 'en-US', '1.50 USDT'],
    ['1000.000000', 'USDC', 'en-US', '1,000.00 USDC'],
    ['2.123400', 'USDC', 'en-US', '2.1234 USDC'],
    ['100', 'USDC', 'en-US', '100.00 USDC'],
    ['12345678901234567890.123456', 'USDC', 'en-US', '12,345,678,901,234,567,890.123456 USDC'],
  ])('should format %s %s in %s as %s', (amount, currency, locale, expected) => {
    expect(plain(formatAmount(amount, currency, locale))).toBe(expected);
  });

  it('should keep the symbol and number together on one line', () => {
    expect(formatAmount('1', 'USDC', 'en-US')).toBe('1.00\u00a0USDC');
  });

  it('should spell the token name when asked for the name', () => {
    expect(plain(formatAmount('2.5', 'USDC', 'en-US', { display: 'name' }))).toBe('2.50 USD Coin');
  });
});

describe('given something that is not an amount', () => {
  it.each([
    ['1e3', 'USD'],
    ['-1', 'USD'],
    ['10', 'usd'],
  ])('should refuse %s %s instead of printing a wrong number', (amount, currency) => {
    expect(() => formatAmount(amount, currency, 'en-US')).toThrow(RangeError);
  });
});
