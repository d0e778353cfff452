import { describe, expect, it } from 'vitest';
import {
  addDecimals,
  compareDecimals,
  divideDecimals,
  divideSignificant,
  multiplyDecimals,
  parseDecimal,
  roundDecimal,
  stripTrailingZeros,
  subtractDecimals,
} from './decimal.js';

describe('given decimal strings', () => {
  it('should add and subtract exactly, keeping the longer scale', () => {
    expect(addDecimals('0.1', '0.2')).toBe('0.3');
    expect(addDecimals('99999999999999999999.99', '0.01')).toBe('100000000000000000000.00');
    expect(subtractDecimals('1', '1.25')).toBe('-0.25');
    expect(subtractDecimals('10.50', '0.5')).toBe('10.00');
  });

  it('should multiply exactly and compare by value', () => {
    expect(multiplyDecimals('1.08', '250.25')).toBe('270.2700');
    expect(compareDecimals('1.5', '1.50')).toBe(0);
    expect(compareDecimals('-2', '1')).toBe(-1);
    expect(compareDecimals('10', '9.999')).toBe(1);
  });

  it('should round with each mode', () => {
    expect(roundDecimal('2.345', 2)).toBe('2.34');
    expect(roundDecimal('2.355', 2)).toBe('2.36');
    expect(roundDecimal('2.345', 2, 'half_up')).toBe('2.35');
    expect(roundDecimal('2.349', 2, 'down')).toBe('2.34');
    expect(roundDecimal('2.341', 2, 'up')).toBe('2.35');
    expect(roundDecimal('-2.341', 2, 'up')).toBe('-2.35');
    expect(roundDecimal('7', 2)).toBe('7.00');
  });

  it('should divide to a scale and to significant digits', () => {
    expect(divideDecimals('1', '3', 4)).toBe('0.3333');
    expect(divideDecimals('2', '3', 4, 'down')).toBe('0.6666');
    expect(divideSignificant('1', '1.08', 8)).toBe('0.92592593');
    expect(divideSignificant('1.27', '0.055', 8)).toBe('23.090909');
    expect(divideSignificant('0.055', '1.27', 8)).toBe('0.043307087');
    expect(divideSignificant('1.08', '1', 8)).toBe('1.08');
  });

  it('should refuse text that is not a plain decimal', () => {
    expect(() => parseDecimal('1e5')).toThrow(RangeError);
    expect(() => parseDecimal(' 1')).toThrow(RangeError);
    expect(stripTrailingZeros('100.500')).toBe('100.5');
    expect(stripTrailingZeros('100.000')).toBe('100');
    expect(stripTrailingZeros('100')).toBe('100');
  });
});
