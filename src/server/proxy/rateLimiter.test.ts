import { describe, expect, it, vi } from 'vitest';
import { createRateLimiter as createPublicRateLimiter } from '../index.js';
import { createRateLimiter } from './rateLimiter.js';

describe('given a limit of 60 requests per minute', () => {
  it('should allow a burst of 60, then refuse with the seconds until the next token', () => {
    let now = 0;
    const limiter = createRateLimiter({ requestsPerMinute: 60, now: () => now });
    for (let index = 0; index < 60; index += 1) expect(limiter.take('cus_a')).toEqual({ allowed: true });
    expect(limiter.take('cus_a')).toEqual({ allowed: false, retryAfterSeconds: 1 });
    now += 1_000;
    expect(limiter.take('cus_a')).toEqual({ allowed: true });
    expect(limiter.take('cus_a').allowed).toBe(false);
  });

  it('should keep one bucket per customer', () => {
    const limiter = createRateLimiter({ requestsPerMinute: 1, now: () => 0 });
    expect(limiter.take('cus_a').allowed).toBe(true);
    expect(limiter.take('cus_b').allowed).toBe(true);
    expect(limiter.take('cus_a')).toEqual({ allowed: false, retryAfterSeconds: 60 });
  });

  it('should forget buckets that have refilled once it holds many', () => {
    let now = 0;
    const limiter = createRateLimiter({ requestsPerMinute: 60, now: () => now, sweepAbove: 3 });
    for (const key of ['cus_a', 'cus_b', 'cus_c']) limiter.take(key);
    expect(limiter.size()).toBe(3);
    now += 60_000;
    limiter.take('cus_d');
    expect(limiter.size()).toBe(1);
  });
});

describe('given requests that cost several tokens', () => {
  it('should take the cost from the bucket and say how long until that many are back', () => {
    let now = 0;
    const limiter = createRateLimiter({ requestsPerMinute: 60, now: () => now });
    expect(limiter.take('cus_a', 50)).toEqual({ allowed: true });
    expect(limiter.take('cus_a', 12)).toEqual({ allowed: false, retryAfterSeconds: 2 });
    expect(limiter.take('cus_a', 10)).toEqual({ allowed: true });
    expect(limiter.take('cus_a').allowed).toBe(false);
    now += 12_000;
    expect(limiter.take('cus_a', 12)).toEqual({ allowed: true });
  });

  it('should let a cost above the whole bucket through once the bucket is full, taking all of it', () => {
    const limiter = createRateLimiter({ requestsPerMinute: 10, now: () => 0 });
    expect(limiter.take('cus_a', 25)).toEqual({ allowed: true });
    expect(limiter.take('cus_a')).toEqual({ allowed: false, retryAfterSeconds: 6 });
  });
});

describe('given a limiter made from paykit/server for a merchant’s own endpoint', () => {
  it('should be the proxy’s limiter, on the machine’s clock when given none', () => {
    vi.useFakeTimers({ now: Date.parse('2026-05-01T12:00:00.000Z') });
    try {
      const signIns = createPublicRateLimiter({ requestsPerMinute: 2 });
      expect([signIns.take('203.0.113.7'), signIns.take('203.0.113.7')]).toEqual([{ allowed: true }, { allowed: true }]);
      expect(signIns.take('203.0.113.7')).toEqual({ allowed: false, retryAfterSeconds: 30 });
      vi.advanceTimersByTime(30_000);
      expect(signIns.take('203.0.113.7')).toEqual({ allowed: true });
    } finally {
      vi.useRealTimers();
    }
  });
});
