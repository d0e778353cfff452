import { describe, expect, it } from 'vitest';
import { AMOUNT_PATTERN, countAmountDigits, fractionDigitCount, isAmountString } from './amountGrammar.js';

const digits38 = '1'.repeat(38);
const digits39 = '1'.repeat(39);

describe('given the API amount grammar', () => {
  it.each([['0'], ['0.5'], ['10.25'], ['0.000001'], ['100'], [digits38], [`${'9'.repeat(20)}.${'9'.repeat(18)}`]])(
    'should accept %s',
    (value) => {
      expect(isAmountString(value)).toBe(true);
    },
  );

  it.each([
    ['00', 'two zeros'],
    ['01', 'a leading zero'],
    ['-1', 'a sign'],
    ['+1', 'a plus sign'],
    ['1.', 'a dot without fraction'],
    ['.5', 'a dot without integer'],
    ['1e3', 'an exponent'],
    [' 1', 'a leading space'],
    ['1 ', 'a trailing space'],
    ['1,5', 'a comma'],
    ['', 'nothing'],
    [digits39, '39 digits'],
    [`${'1'.repeat(20)}.${'1'.repeat(19)}`, '39 digits across the dot'],
    ['1\n', 'a trailing newline'],
  ])('should reject %j (%s)', (value) => {
    expect(isAmountString(value)).toBe(false);
  });

  it.each([[10.25], [null], [undefined], [10n], [{}]])('should reject the non-string %s', (value) => {
    expect(isAmountString(value)).toBe(false);
  });

  it('should export a pattern that checks the shape but not the digit limit', () => {
    expect(AMOUNT_PATTERN.test(digits39)).toBe(true);
    expect(AMOUNT_PATTERN.test('01')).toBe(false);
  });
});

describe('given digit counting', () => {
  it.each([
    ['0', 1, 0],
    ['10.25', 4, 2],
    ['1.500', 4, 3],
    [digits38, 38, 0],
  ])('should count %s as %i digits with %i after the dot', (value, total, fraction) => {
    expect(countAmountDigits(value)).toBe(total);
    expect(fractionDigitCount(value)).toBe(fraction);
  });
});
