import { afterEach, describe, expect, it, vi } from 'vitest';
import { newRequestId, requestIdOf } from './requestId.js';

describe('given requests without a usable X-Request-Id', () => {
  afterEach(() => vi.restoreAllMocks());

  it('should give each a fresh id of 16 random bytes, drawing randomness in batches rather than once per request', () => {
    const draw = vi.spyOn(crypto, 'getRandomValues');
    const ids = Array.from({ length: 512 }, () => newRequestId());
    expect(new Set(ids).size).toBe(512);
    for (const id of ids) expect(id).toMatch(/^req_[A-Za-z0-9_-]{22}$/);
    expect(draw.mock.calls.length).toBeLessThanOrEqual(3);
  });

  it('should keep a well-formed browser id and replace a malformed one', () => {
    const withId = (value: string) => new Request('https://shop.example/', { headers: { 'X-Request-Id': value } });
    expect(requestIdOf(withId('req_browser_1234'))).toBe('req_browser_1234');
    expect(requestIdOf(withId('bad id'))).toMatch(/^req_[A-Za-z0-9_-]{22}$/);
  });
});
