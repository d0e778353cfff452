import { describe, expect, it, vi } from 'vitest';
import { UNLISTED_CURRENCY_SCALE, currencyScale, isCurrencyCode, isStablecoin } from './currencyScale.js';
import { isoCurrencyCodes, isoMinorUnits } from './iso4217.js';

describe('given currency codes', () => {
  it.each([['USD'], ['EUR'], ['JPY'], ['USDC'], ['USDT']])('should accept %s', (code) => {
    expect(isCurrencyCode(code)).toBe(true);
  });

  it.each([['usd'], ['US'], ['USDX'], ['dai'], ['EURC'], [' USD'], [840], [null]])('should reject %j', (code) => {
    expect(isCurrencyCode(code)).toBe(false);
  });

  it('should tell stablecoins from fiat', () => {
    expect(isStablecoin('USDC')).toBe(true);
    expect(isStablecoin('USDT')).toBe(true);
    expect(isStablecoin('USD')).toBe(false);
  });
});

describe('given currency scales', () => {
  it.each([
    ['USD', 2],
    ['EUR', 2],
    ['JPY', 0],
    ['KRW', 0],
    ['KWD', 3],
    ['BHD', 3],
    ['HUF', 2],
    ['IDR', 2],
    ['COP', 2],
    ['IQD', 3],
    ['CLF', 4],
    ['USDC', 6],
    ['USDT', 6],
  ])('should give %s a scale of %i', (code, scale) => {
    expect(currencyScale(code)).toBe(scale);
  });

  it('should give every active ISO currency its minor units from the table', () => {
    for (const code of isoCurrencyCodes) expect(currencyScale(code), code).toBe(isoMinorUnits(code));
  });

  it('should not ask Intl, so the answer does not change with the runtime', () => {
    vi.spyOn(Intl, 'NumberFormat').mockImplementation(() => {
      throw new Error('currencyScale must not read Intl');
    });
    expect(currencyScale('HUF')).toBe(2);
    expect(currencyScale('IQD')).toBe(3);
  });

  it.each([['XAU'], ['XXX'], ['XDR'], ['HRK'], ['ABC']])('should give %s, which the table does not list, the widest ISO scale', (code) => {
    expect(UNLISTED_CURRENCY_SCALE).toBe(4);
    expect(currencyScale(code)).toBe(UNLISTED_CURRENCY_SCALE);
  });

  it('should refuse something that is not a currency code', () => {
    expect(() => currencyScale('usd')).toThrow(/three capital letters, USDC or USDT/);
  });
});
