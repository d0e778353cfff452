import { describe, expect, it } from 'vitest';
import { MAX_REQUEST_TIMEOUT_MS, parseRequestTimeout } from './requestTimeout.js';

describe('given a Paykit-Timeout-Ms value', () => {
  it.each([
    ['15000', 15_000],
    ['1', 1],
    [String(MAX_REQUEST_TIMEOUT_MS), MAX_REQUEST_TIMEOUT_MS],
  ])('should read %s as %i ms', (value, budget) => {
    expect(parseRequestTimeout(value)).toBe(budget);
  });

  it.each([null, undefined, '', '0', '-1', '+15000', '15000.5', '1e4', '015000', ' 15000', '0x10', '1000000000', '9'.repeat(400), 'soon'])(
    'should ignore %j, so the reader keeps its own ceiling',
    (value) => {
      expect(parseRequestTimeout(value)).toBeUndefined();
    },
  );
});
