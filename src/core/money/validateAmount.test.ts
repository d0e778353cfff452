import { describe, expect, it } from 'vitest';
import { amountWithDigits, everyCurrency, tableScale } from './test-support/scaleFixtures.js';
import { validateAmount, validateAmountString } from './validateAmount.js';

describe('given an amount and a currency', () => {
  it.each([
    ['10.25', 'USD'],
    ['1.50', 'USD'],
    ['0', 'USD'],
    ['100', 'JPY'],
    ['1.125', 'KWD'],
    ['1.123456', 'USDC'],
    ['0.000001', 'USDT'],
    ['1'.repeat(38), 'JPY'],
  ])('should accept %s %s', (amount, currency) => {
    expect(validateAmount(amount, currency)).toBeNull();
  });

  it.each([
    [10.25, 'USD', 'not_a_string', /as a string/],
    [null, 'USD', 'not_a_string', /got a null/],
    ['01', 'USD', 'malformed', /no sign, exponent, spaces or leading zeros/],
    ['-1', 'USD', 'malformed', /"-1"/],
    ['1e3', 'USD', 'malformed', /"1e3"/],
    ['1'.repeat(39), 'JPY', 'too_many_digits', /at most 38 digits in total; got 39/],
    ['1.005', 'USD', 'scale_exceeded', /at most 2 digits after the decimal point for USD; got 3/],
    ['1.500', 'USD', 'scale_exceeded', /got 3/],
    ['1.5', 'JPY', 'scale_exceeded', /at most 0 digits .* JPY/],
    ['1.1234', 'KWD', 'scale_exceeded', /at most 3 digits/],
    ['1.1234567', 'USDC', 'scale_exceeded', /at most 6 digits/],
    ['1.00', 'usd', 'unknown_currency', /three capital letters/],
  ])('should report %j %s as %s', (amount, currency, code, message) => {
    const problem = validateAmount(amount, currency);
    expect(problem?.code).toBe(code);
    expect(problem?.message).toMatch(message);
  });

  it.each([
    ['100.50', 'HUF'],
    ['10.50', 'IDR'],
    ['1.5', 'COP'],
    ['1.125', 'IQD'],
    ['1.50', 'ALL'],
    ['1.50', 'IRR'],
    ['1.1234', 'CLF'],
  ])('should accept %s %s, within its ISO 4217 minor units', (amount, currency) => {
    expect(validateAmount(amount, currency)).toBeNull();
  });

  it('should accept every active ISO currency and stablecoin at its scale and refuse one digit more', () => {
    for (const currency of everyCurrency) {
      const scale = tableScale(currency);
      expect(validateAmount(amountWithDigits(scale), currency), currency).toBeNull();
      expect(validateAmount(amountWithDigits(scale + 1), currency)?.code, currency).toBe('scale_exceeded');
    }
  });

  it('should give a code the table does not list the widest ISO scale, 4', () => {
    expect(validateAmount('1.1234', 'XAU')).toBeNull();
    expect(validateAmount('1.12345', 'XAU')?.code).toBe('scale_exceeded');
    expect(validateAmount('1.1234', 'ABC')).toBeNull();
  });

  it('should report the grammar before the currency', () => {
    expect(validateAmount('01', 'nope')?.code).toBe('malformed');
  });
});

describe('given an amount without a currency', () => {
  it('should check the grammar only', () => {
    expect(validateAmountString('1.123456789')).toBeNull();
    expect(validateAmountString('.5')?.code).toBe('malformed');
  });
});
