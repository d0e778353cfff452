import { describe, expect, it } from 'vitest';
import { compareAmounts } from './compareAmounts.js';

describe('given two amounts', () => {
  it.each([
    ['1', '2', -1],
    ['2', '1', 1],
    ['10', '9.99', 1],
    ['9.99', '10', -1],
    ['1.5', '1.50', 0],
    ['1.50', '1.5', 0],
    ['0', '0.000', 0],
    ['0.1', '0.09', 1],
    ['0.09', '0.1', -1],
    ['100', '100', 0],
    ['12345678901234567890.12', '12345678901234567890.13', -1],
    ['99999999999999999999999999999999999999', '9999999999999999999999999999999999999.9', 1],
  ])('should compare %s with %s as %i', (a, b, expected) => {
    expect(compareAmounts(a, b)).toBe(expected);
  });

  it('should tell amounts apart that floats cannot', () => {
    expect(compareAmounts('9007199254740993', '9007199254740992')).toBe(1);
  });

  it.each([
    ['1e3', '1'],
    ['1', '-1'],
    ['01', '1'],
  ])('should refuse %s vs %s', (a, b) => {
    expect(() => compareAmounts(a, b)).toThrow(RangeError);
  });
});
