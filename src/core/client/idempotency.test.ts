import { afterEach, describe, expect, it, vi } from 'vitest';
import { createIdempotencyKey, isValidIdempotencyKey, idempotencyKeyForIntent } from './idempotency.js';

describe('given a new intent', () => {
  it('should make a prefixed UUID key, different each time', () => {
    const first = createIdempotencyKey();
    const second = createIdempotencyKey();
    expect(first).toMatch(/^pk_[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(second).not.toBe(first);
  });

  describe('and no randomUUID (an insecure context)', () => {
    afterEach(() => {
      vi.unstubAllGlobals();
    });

    it('should still make a v4 UUID key', () => {
      vi.stubGlobal('crypto', { getRandomValues: crypto.getRandomValues.bind(crypto) });
      expect(createIdempotencyKey()).toMatch(/^pk_[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    });
  });
});

describe('given the key of one intent', () => {
  it.each(['POST', 'PATCH', 'PUT', 'DELETE'] as const)('should make a key for %s', (method) => {
    expect(idempotencyKeyForIntent(method)).toMatch(/^pk_/);
  });

  it('should make none for GET', () => {
    expect(idempotencyKeyForIntent('GET')).toBeUndefined();
  });

  it('should use a caller key as is', () => {
    expect(idempotencyKeyForIntent('POST', 'order-42-pay')).toBe('order-42-pay');
  });

  it.each([
    ['empty', ''],
    ['too long', 'k'.repeat(256)],
    ['with a line break', 'a\nb'],
  ])('should refuse a caller key that is %s', (_, key) => {
    expect(() => idempotencyKeyForIntent('POST', key)).toThrow(TypeError);
  });

  it('should refuse a key on a read', () => {
    expect(() => idempotencyKeyForIntent('GET', 'pk_1')).toThrow(TypeError);
  });

  it('should accept 255 printable characters', () => {
    expect(isValidIdempotencyKey('k'.repeat(255))).toBe(true);
  });
});
