import { afterEach, describe, expect, it, vi } from 'vitest';
import { createIdempotencyNamespacer, readBrowserIdempotencyKey } from './idempotencyKey.js';
import { problemOf } from './test-support/problemOf.js';

const SECRET = 'a-secret-that-is-at-least-32-characters';

async function hmac(secret: string, message: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const signature = new Uint8Array(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(message)));
  return Buffer.from(signature).toString('base64url');
}

describe('given a namespacer', () => {
  const namespace = createIdempotencyNamespacer(SECRET);

  it("should give HMAC-SHA256(secret, customerId + '\\n' + key) in base64url", async () => {
    expect(await namespace('cus_a', 'pk_1')).toBe(await hmac(SECRET, 'cus_a\npk_1'));
    expect(await namespace('cus_a', 'pk_1')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('should give the same upstream key when the same customer retries the same key', async () => {
    expect(await namespace('cus_a', 'pk_1')).toBe(await namespace('cus_a', 'pk_1'));
  });

  it('should give two customers different keys for the same browser key', async () => {
    expect(await namespace('cus_a', 'pk_1')).not.toBe(await namespace('cus_b', 'pk_1'));
  });

  it('should depend on the secret', async () => {
    const other = createIdempotencyNamespacer(`${SECRET}-other`);
    expect(await other('cus_a', 'pk_1')).not.toBe(await namespace('cus_a', 'pk_1'));
  });
});

describe('given a namespacer in a runtime with node:crypto', () => {
  afterEach(() => vi.restoreAllMocks());

  it('should sign without a WebCrypto round trip per request, giving the same keys as WebCrypto', async () => {
    const webCrypto = createIdempotencyNamespacer(SECRET, undefined);
    const expected = await webCrypto('cus_a', 'pk_1');
    const expectedOther = await hmac(SECRET, 'cus_b\npk_1');
    const sign = vi.spyOn(crypto.subtle, 'sign');
    const importKey = vi.spyOn(crypto.subtle, 'importKey');
    const namespace = createIdempotencyNamespacer(SECRET);
    expect(await namespace('cus_a', 'pk_1')).toBe(expected);
    expect(await namespace('cus_b', 'pk_1')).toBe(expectedOther);
    expect(sign).not.toHaveBeenCalled();
    expect(importKey).not.toHaveBeenCalled();
  });

  it('should sign with WebCrypto where node:crypto is missing (a worker)', async () => {
    const sign = vi.spyOn(crypto.subtle, 'sign');
    const namespace = createIdempotencyNamespacer(SECRET, undefined);
    expect(await namespace('cus_a', 'pk_1')).toBe(await hmac(SECRET, 'cus_a\npk_1'));
    expect(sign).toHaveBeenCalled();
  });
});

describe('given a browser Idempotency-Key header', () => {
  const request = (value?: string) =>
    new Request('https://shop.example/', { headers: value === undefined ? {} : { 'Idempotency-Key': value } });

  it('should read a key of printable ASCII', () => {
    expect(readBrowserIdempotencyKey(request('pk_5f1e2d'), true)).toBe('pk_5f1e2d');
  });

  it('should refuse a missing key where one is required, and allow it elsewhere', () => {
    expect(problemOf(() => readBrowserIdempotencyKey(request(), true))).toMatchObject({
      status: 400,
      errors: [{ pointer: '/headers/Idempotency-Key' }],
    });
    expect(readBrowserIdempotencyKey(request(), false)).toBeUndefined();
  });

  // Customer ids are alphanumeric and keys printable ASCII, so `customerId + '\n' + key` is unambiguous.
  it.each(['x'.repeat(256), 'has space', 'tab\tinside', 'é'])('should refuse the malformed key %j', (value) => {
    expect(problemOf(() => readBrowserIdempotencyKey(request(value), false))).toMatchObject({ status: 400, code: 'validation_error' });
  });
});
