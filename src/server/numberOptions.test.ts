import { describe, expect, it } from 'vitest';
import { numberOptions } from './numberOptions.js';

const { positiveInteger, timerMs } = numberOptions('createThing');

describe('given a count option', () => {
  it('should take a positive safe integer, and the fallback when it is left out', () => {
    expect(positiveInteger(7, 5, 'maxThings')).toBe(7);
    expect(positiveInteger(undefined, 5, 'maxThings')).toBe(5);
  });

  it.each([0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53])(
    'should refuse %s with a RangeError naming the factory and the option',
    (value) => {
      expect(() => positiveInteger(value, 5, 'maxThings')).toThrow(new RangeError('createThing: maxThings must be a positive integer.'));
    },
  );

  it.each(['5', null, {}])('should refuse %j with a TypeError', (value) => {
    expect(() => positiveInteger(value, 5, 'maxThings')).toThrow(new TypeError('createThing: maxThings must be a number.'));
  });
});

describe('given a timer option', () => {
  it('should take up to 2147483647 ms, the longest delay a timer honours', () => {
    expect(timerMs(2_147_483_647, 1_000, 'everyMs')).toBe(2_147_483_647);
    expect(timerMs(undefined, 1_000, 'everyMs')).toBe(1_000);
  });

  it('should refuse a longer one with a RangeError that says why, since a timer would fire it every millisecond', () => {
    expect(() => timerMs(2_147_483_648, 1_000, 'everyMs')).toThrow(RangeError);
    expect(() => timerMs(3_000_000_000, 1_000, 'everyMs')).toThrow(
      /^createThing: everyMs must be at most 2147483647 ms \(about 24\.8 days\).*every millisecond/,
    );
  });

  it('should refuse what a count refuses', () => {
    expect(() => timerMs(0, 1_000, 'everyMs')).toThrow(RangeError);
    expect(() => timerMs('15000', 1_000, 'everyMs')).toThrow(TypeError);
  });
});
