import { describe, expect, it } from 'vitest';
import { createRateLimitPause, pauseFor, pauseLeftMs } from './rateLimitPause.js';

describe('given a 429 of one kind of request', () => {
  it('should hold back that kind only, until Retry-After, never past the cap, and keep the later of two', () => {
    const pause = createRateLimitPause();
    pauseFor(pause, 'GET', 1_000, 3_000);
    pauseFor(pause, 'GET', 1_500, 1_000);
    expect(pauseLeftMs(pause, 'GET', 2_000, 10_000)).toBe(2_000);
    expect(pauseLeftMs(pause, 'GET', 2_000, 500)).toBe(500);
    expect(pauseLeftMs(pause, 'POST', 2_000, 10_000)).toBe(0);
    expect(pauseLeftMs(pause, 'GET', 4_000, 10_000)).toBe(0);
    pauseFor(pause, 'DELETE', 4_000, 2_000);
    expect(pauseLeftMs(pause, 'PATCH', 5_000, 10_000)).toBe(1_000);
    expect(pauseLeftMs(pause, 'GET', 5_000, 10_000)).toBe(0);
  });
});
