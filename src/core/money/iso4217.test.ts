import { data as publishedList, publishDate } from 'currency-codes';
import { describe, expect, it } from 'vitest';
import { isoCurrencyCodes, isoMinorUnits } from './iso4217.js';

// Codes whose minor units ISO 4217 gives as "N.A." (the package reads them as 0): not offered.
const NO_MINOR_UNITS = ['XAG', 'XAU', 'XBA', 'XBB', 'XBC', 'XBD', 'XDR', 'XPD', 'XPT', 'XSU', 'XTS', 'XUA', 'XXX'];
// Amendments after the package's list of 2024-06-25: XCG replaced ANG on 2025-03-31, and BGN was
// withdrawn when Bulgaria adopted the euro on 2026-01-01.
const WITHDRAWN_SINCE = ['ANG', 'BGN'];
const ADDED_SINCE: Record<string, number> = { XCG: 2 };

describe('given the ISO 4217 table the kit ships', () => {
  it('should match ISO 4217 List One code by code, apart from the amendments since the cross-check data', () => {
    expect(publishDate).toBe('2024-06-25');
    const published = new Map(publishedList.map((entry) => [entry.code, entry.digits]));
    for (const [code, digits] of published) {
      if (NO_MINOR_UNITS.includes(code) || WITHDRAWN_SINCE.includes(code)) {
        expect(isoMinorUnits(code), code).toBeUndefined();
      } else {
        expect(isoMinorUnits(code), code).toBe(digits);
      }
    }
    const added = isoCurrencyCodes.filter((code) => !published.has(code));
    expect(Object.fromEntries(added.map((code) => [code, isoMinorUnits(code)]))).toEqual(ADDED_SINCE);
  });

  it('should list 165 active codes, sorted, each once', () => {
    expect(isoCurrencyCodes).toHaveLength(165);
    expect([...isoCurrencyCodes].sort()).toEqual(isoCurrencyCodes);
    expect(new Set(isoCurrencyCodes).size).toBe(isoCurrencyCodes.length);
    expect(isoCurrencyCodes.every((code) => /^[A-Z]{3}$/.test(code))).toBe(true);
  });

  it.each([
    ['HUF', 2],
    ['IDR', 2],
    ['COP', 2],
    ['IQD', 3],
    ['ALL', 2],
    ['AFN', 2],
    ['IRR', 2],
    ['LAK', 2],
    ['LBP', 2],
    ['MGA', 2],
    ['MMK', 2],
    ['SOS', 2],
    ['SYP', 2],
    ['YER', 2],
    ['PKR', 2],
    ['KPW', 2],
    ['CLF', 4],
    ['UYW', 4],
    ['BHD', 3],
    ['KWD', 3],
    ['TND', 3],
    ['JPY', 0],
    ['KRW', 0],
    ['VND', 0],
    ['ISK', 0],
    ['CLP', 0],
    ['UYI', 0],
    ['XOF', 0],
    ['SLE', 2],
    ['ZWG', 2],
    ['VES', 2],
    ['MRU', 2],
    ['STN', 2],
    ['XCG', 2],
    ['EUR', 2],
  ])('should give %s its ISO minor units, %i', (code, digits) => {
    expect(isoMinorUnits(code)).toBe(digits);
  });

  it.each(['HRK', 'SLL', 'ZWL', 'ANG', 'BGN', 'VEF', 'MRO', 'STD', 'XAU', 'XXX', 'USDC', 'ABC', 'usd', '__proto__'])(
    'should not list %s',
    (code) => {
      expect(isoMinorUnits(code)).toBeUndefined();
      expect(isoCurrencyCodes).not.toContain(code);
    },
  );

  it('should not hand out a list a caller can change', () => {
    expect(Object.isFrozen(isoCurrencyCodes)).toBe(true);
  });
});
