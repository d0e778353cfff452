import { describe, expect, it } from 'vitest';
import { isoCurrencyCodes } from '../../../core/money/index.js';
import { createI18n } from '../../../i18n/index.js';
import { currencyOptions } from './codeOptions.js';

describe('given the currencies a form offers', () => {
  const options = currencyOptions(createI18n({ locale: 'en' }));

  it('should offer exactly the active ISO 4217 codes of the kit table and the stablecoins, sorted by code', () => {
    expect(options.map((option) => option.code)).toEqual([...isoCurrencyCodes, 'USDC', 'USDT'].sort());
  });

  it("should name each in the person's language", () => {
    expect(options.find((option) => option.code === 'HUF')?.name).toBe('Hungarian Forint');
    expect(currencyOptions(createI18n({ locale: 'fr' })).find((option) => option.code === 'HUF')?.name).toBe('forint hongrois');
  });

  it.each(['HRK', 'SLL', 'ZWL', 'ANG', 'BGN', 'XAU', 'XDR', 'XTS', 'XXX'])(
    'should not offer %s, withdrawn or without minor units',
    (code) => {
      expect(options.some((option) => option.code === code)).toBe(false);
    },
  );
});
