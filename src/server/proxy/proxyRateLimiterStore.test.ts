// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import type { RateLimiterFactory } from './rateLimiter.js';
import { createProxyHarness } from './test-support/recordingUpstream.js';

describe('given rate limiters on a shared store', () => {
  it('should count reads and writes in the buckets it names, on the store it is given', async () => {
    const taken: string[] = [];
    const rateLimiters: RateLimiterFactory = ({ name, requestsPerMinute }) => ({
      take: async (key) => (taken.push(`${name}/${requestsPerMinute}/${key}`), { allowed: true }),
      charge: () => undefined,
    });
    const harness = createProxyHarness({ rateLimiters, limits: { readsPerMinute: 7, writesPerMinute: 3 } });
    expect((await harness.send('GET', '/customer')).status).toBe(200);
    expect((await harness.send('POST', '/recipients', { json: { name: 'Ada' } })).status).toBe(200);
    expect(taken).toEqual([expect.stringMatching(/^reads\/7\/cus_/), expect.stringMatching(/^writes\/3\/cus_/)]);
  });

  it('should answer 429 with Retry-After when the store says the bucket is empty', async () => {
    const harness = createProxyHarness({
      rateLimiters: () => ({ take: async () => ({ allowed: false, retryAfterSeconds: 9 }), charge: () => undefined }),
    });
    const response = await harness.send('GET', '/customer');
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('9');
    expect(harness.calls).toHaveLength(0);
  });

  it('should fail closed when the store does not answer: 503 with Retry-After, nothing sent upstream, onError told', async () => {
    const outage = new Error('ECONNREFUSED 127.0.0.1:6379');
    const onError = vi.fn();
    const harness = createProxyHarness({
      rateLimiters: () => ({ take: () => Promise.reject(outage), charge: () => undefined }),
      onError,
    });
    const response = await harness.send('POST', '/recipients', { json: { name: 'Ada' } });
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('2');
    expect(await response.json()).toMatchObject({ code: 'rate_limit_unavailable', retryable: true });
    expect(harness.calls).toHaveLength(0);
    await vi.waitFor(() => expect(onError).toHaveBeenCalledWith(outage, expect.objectContaining({ phase: 'store', status: 503 })));
  });
});
