import { describe, expect, it } from 'vitest';
import { currencyScale, isCurrencyCode, isStablecoin } from './currencyScale.js';

describe('given currency codes', () => {
  it.each([['USD'], ['EUR'], ['JPY'], ['USDC'], ['USDT']])('should accept %s', (code) => {
    expect(isCurrencyCode(code)).toBe(true);
  });

  it.each([['usd'], ['US'], ['USDX'], ['dai'], ['EURC'], [' USD'], [840], [null]])(
    'should reject %j',
    (code) => {
      expect(isCurrencyCode(code)).toBe(false);
    },
  );

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
    ['USDC', 6],
    ['USDT', 6],
  ])('should give %s a scale of %i', (code, scale) => {
    expect(currencyScale(code)).toBe(scale);
  });

  it('should return the same scale when asked again', () => {
    expect(currencyScale('KWD')).toBe(currencyScale('KWD'));
  });

  it('should refuse something that is not a currency code', () => {
    expect(() => currencyScale('usd')).toThrow(/three capital letters, USDC or USDT/);
  });
});
