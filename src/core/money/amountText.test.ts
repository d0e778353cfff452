import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountExample, amountFieldValue, formatAmountText, parseAmountText } from './amountText.js';
import { isAmountString } from './amountGrammar.js';

const NARROW_NO_BREAK_SPACE = '\u202f';

describe('given text typed in an amount field', () => {
  it.each([
    ['250,50', 'fr-FR', '250.50'],
    ['1 234,50', 'fr-FR', '1234.50'],
    [`1${NARROW_NO_BREAK_SPACE}234,50`, 'fr-FR', '1234.50'],
    ['1\u00a0234\u00a0567,5', 'fr-FR', '1234567.5'],
    ['250.50', 'fr-FR', '250.50'],
    ['1.234', 'fr-FR', '1.234'],
    ['1.234,50', 'de-DE', '1234.50'],
    ['1.234', 'de-DE', '1234'],
    ['250.50', 'de-DE', '250.50'],
    ['1 234,50', 'de-DE', '1234.50'],
    ['1,234.50', 'en-US', '1234.50'],
    ['250,50', 'en-US', '250.50'],
    ['1,23,456.50', 'en-IN', '123456.50'],
    ['1’234.50', 'de-CH', '1234.50'],
    ["1'234.50", 'de-CH', '1234.50'],
    [',5', 'fr-FR', '0.5'],
    ['5,', 'fr-FR', '5'],
    ['007,10', 'fr-FR', '7.10'],
    ['12345678901234567890123456789012345678', 'en-US', '12345678901234567890123456789012345678'],
  ])('should read %j in %s as %s', (text, locale, amount) => {
    expect(parseAmountText(text, locale)).toBe(amount);
  });

  it.each([
    ['1.234,50', 'fr-FR'],
    ['1.234,50', 'en-US'],
    ['1,234,5', 'en-US'],
    ['1.2.3', 'de-DE'],
    ['250,50,1', 'fr-FR'],
    ['-5', 'en-US'],
    ['1e5', 'en-US'],
    ['deux', 'fr-FR'],
    [',', 'fr-FR'],
    ['', 'fr-FR'],
  ])('should not guess an amount from %j in %s', (text, locale) => {
    expect(parseAmountText(text, locale)).toBeNull();
  });

  it('should keep what a field holds: the amount, nothing for no text, else the text as typed', () => {
    expect(amountFieldValue(' 250,50 ', 'fr-FR')).toBe('250.50');
    expect(amountFieldValue('   ', 'fr-FR')).toBe('');
    expect(amountFieldValue(' 1.234,50 ', 'fr-FR')).toBe('1.234,50');
  });
});

describe('given an amount to edit', () => {
  it.each([
    ['1234.50', 'fr-FR', `1${NARROW_NO_BREAK_SPACE}234,50`],
    ['1234.5', 'de-DE', '1.234,5'],
    ['1234.50', 'en-US', '1,234.50'],
    ['123456.50', 'en-IN', '1,23,456.50'],
    ['12345678901234567890.123', 'en-US', '12,345,678,901,234,567,890.123'],
    ['0.5', 'fr-FR', '0,5'],
  ])('should write %s in %s as %j, every digit kept', (amount, locale, text) => {
    expect(formatAmountText(amount, locale)).toBe(text);
  });

  it('should leave text that is no amount as it is', () => {
    expect(formatAmountText('1.234,50', 'fr-FR')).toBe('1.234,50');
  });

  it('should give an example with the scale of the currency', () => {
    expect(amountExample(2, 'fr-FR')).toBe(`1${NARROW_NO_BREAK_SPACE}234,50`);
    expect(amountExample(0, 'de-DE')).toBe('1.234');
    expect(amountExample(3, 'en-US')).toBe('1,234.50');
    expect(amountExample(1, 'en-US')).toBe('1,234.5');
  });

  it('should read back every amount it writes, in every locale', () => {
    const locales = ['en-US', 'fr-FR', 'de-DE', 'de-CH', 'en-IN', 'es-ES', 'pl-PL', 'pt-BR', 'it-IT', 'ja-JP', 'ar-EG', 'hi-IN'];
    const amount = fc
      .tuple(fc.bigInt({ min: 0n, max: 10n ** 29n }), fc.option(fc.stringMatching(/^\d{1,8}$/), { nil: undefined }))
      .map(([integer, fraction]) => (fraction === undefined ? String(integer) : `${integer}.${fraction}`));
    fc.assert(
      fc.property(amount, fc.constantFrom(...locales), (written, locale) => {
        expect(isAmountString(written)).toBe(true);
        expect(parseAmountText(formatAmountText(written, locale), locale)).toBe(written);
      }),
    );
  });
});
