import { describe, expect, it } from 'vitest';
import { MAX_RETRY_AFTER_MS, parseRetryAfter } from './retryAfter.js';

const now = Date.parse('2026-11-22T10:00:00.000Z');

describe('given a Retry-After header', () => {
  it.each([
    ['delta-seconds', '3', 3000],
    ['zero seconds', '0', 0],
    ['padded seconds', ' 7 ', 7000],
    ['an HTTP date 5 s ahead', 'Sun, 22 Nov 2026 10:00:05 GMT', 5000],
    ['an HTTP date in the past', 'Sun, 22 Nov 2026 09:59:00 GMT', 0],
  ])('should read %s', (_, value, expected) => {
    expect(parseRetryAfter(value, { now })).toBe(expected);
  });

  it.each([
    ['seconds', '600'],
    ['a date', 'Sun, 22 Nov 2026 10:10:00 GMT'],
  ])('should cap a long wait given as %s', (_, value) => {
    expect(parseRetryAfter(value, { now, maxMs: 2000 })).toBe(2000);
  });

  it('should cap at one hour by default', () => {
    expect(parseRetryAfter('86400', { now })).toBe(MAX_RETRY_AFTER_MS);
  });

  it.each([null, undefined, '', 'soon', '-1', '1.5', 'Sun, 99 Nov 2026 99:00:00 GMT'])('should read nothing from %o', (value) => {
    expect(parseRetryAfter(value, { now })).toBeUndefined();
  });
});
