import { describe, expect, it } from 'vitest';
import { median } from './median.js';

describe('given timing samples', () => {
  it('should take the median, so one slow sample does not move it', () => {
    expect(median([3, 1, 200])).toBe(3);
    expect(median([4, 1, 2, 300])).toBe(3);
    expect(median([])).toBeNaN();
  });
});
