import { describe, expect, it } from 'vitest';
import type { PaykitProxyOptions } from './PaykitProxyOptions.js';
import { resolveProxyConfig } from './resolveProxyConfig.js';

const KEY = 'sk_sandbox_CANARY123';
const valid: PaykitProxyOptions = {
  apiKey: KEY,
  baseUrl: 'https://api.payments.example',
  environment: 'sandbox',
  getCustomerId: () => null,
  idempotencySecret: 'an-idempotency-secret-of-32-chars!!',
  allowedOrigins: ['https://shop.example'],
};

function messageOf(options: PaykitProxyOptions): string {
  try {
    resolveProxyConfig(options);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('expected the configuration to be refused');
}

describe('given options that contradict themselves', () => {
  it.each<[string, Partial<PaykitProxyOptions> & Record<string, unknown>, RegExp]>([
    ['a production environment with a sandbox key', { environment: 'production' }, /sandbox key/],
    ['a sandbox environment with a production key', { apiKey: 'sk_production_CANARY123' }, /production key/],
    ['an empty key', { apiKey: '' }, /apiKey is required/],
    ['a key with spaces', { apiKey: ' sk_sandbox_CANARY123 ' }, /printable ASCII/],
    ['an unknown environment', { environment: 'staging' as never }, /environment/],
    ['a plain http base URL on a public host', { baseUrl: 'http://api.payments.example' }, /https/],
    ['a relative base URL', { baseUrl: '/v3' }, /absolute URL/],
    ['a base URL with credentials', { baseUrl: 'https://user:pass@api.payments.example' }, /credentials/],
    ['a base URL with a query', { baseUrl: 'https://api.payments.example/?a=1' }, /query/],
    ['a base URL carrying the key', { baseUrl: `https://api.payments.example/${KEY}` }, /must not contain the API key/],
    ['a short idempotency secret', { idempotencySecret: 'short' }, /at least 32/],
    ['the key as idempotency secret', { idempotencySecret: KEY.padEnd(32, 'x'), apiKey: KEY.padEnd(32, 'x') }, /must not be the API key/],
    ['no allowed origin', { allowedOrigins: [] }, /at least one origin/],
    ['a wildcard origin', { allowedOrigins: ['*'] }, /never \*/],
    ['an origin with a path', { allowedOrigins: ['https://shop.example/app'] }, /exact origins/],
    ['a mount path with a trailing slash', { mountPath: '/api/paykit/' }, /mountPath/],
    ['a zero rate limit', { limits: { requestsPerMinute: 0 } }, /requestsPerMinute/],
    ['a zero read budget', { limits: { readsPerMinute: 0 } }, /readsPerMinute/],
    ['a fractional write budget', { limits: { writesPerMinute: 1.5 } }, /writesPerMinute/],
    ['a fractional body limit', { limits: { jsonBodyBytes: 1.5 } }, /jsonBodyBytes/],
    ['no concurrent upload per session', { limits: { concurrentUploadsPerSession: 0 } }, /concurrentUploadsPerSession/],
    ['a fractional upload cap', { limits: { concurrentUploads: 2.5 } }, /concurrentUploads/],
    ['a zero wait for the first bytes of an upload', { limits: { uploadFirstBytesMs: 0 } }, /uploadFirstBytesMs/],
    ['a negative upload idle time', { limits: { uploadIdleMs: -1 } }, /uploadIdleMs/],
    ['a fractional upload pace', { limits: { uploadMinBytesPerSecond: 0.5 } }, /uploadMinBytesPerSecond/],
    [
      'more uploads per session than in all',
      { limits: { concurrentUploadsPerSession: 4, concurrentUploads: 3 } },
      /must not exceed limits\.concurrentUploads/,
    ],
    ['limits that are not an object', { limits: 5 as never }, /limits must be an object/],
    ['no getCustomerId', { getCustomerId: undefined as never }, /getCustomerId/],
    ['an onError that is not a function', { onError: 'console' as never }, /onError must be a function/],
    ['a development flag that is not a boolean', { development: 'yes' as never }, /development must be a boolean/],
    [
      'a legacy flag that is not a boolean (a string "false" would open the v1 routes)',
      { legacy: 'false' as never },
      /legacy must be a boolean/,
    ],
  ])('should refuse %s with a message naming it and never the key', (_, override, pattern) => {
    const message = messageOf({ ...valid, ...override });
    expect(message).toMatch(pattern);
    expect(message).not.toContain(KEY);
    expect(message).not.toContain('CANARY123');
  });
});

describe('given the legacy option', () => {
  it('should keep the legacy routes closed unless it is true', () => {
    expect(resolveProxyConfig(valid).legacy).toBe(false);
    expect(resolveProxyConfig({ ...valid, legacy: true }).legacy).toBe(true);
  });
});

describe('given a timer option past what a timer honours', () => {
  it.each(['timeoutMs', 'sessionCheckMs'] as const)('should refuse a %s past 2147483647 ms, which would fire every millisecond', (name) => {
    expect(() => resolveProxyConfig({ ...valid, [name]: 3_000_000_000 })).toThrow(RangeError);
    expect(messageOf({ ...valid, [name]: 3_000_000_000 })).toMatch(new RegExp(`${name} must be at most 2147483647 ms`));
    expect(() => resolveProxyConfig({ ...valid, [name]: '15000' as never })).toThrow(TypeError);
    expect(resolveProxyConfig({ ...valid, [name]: 2_147_483_647 })[name]).toBe(2_147_483_647);
  });
});

describe('given a consistent configuration', () => {
  it('should fill the documented defaults', () => {
    const config = resolveProxyConfig(valid);
    expect(config.mountPath).toBe('/api/paykit');
    expect(config.limits).toEqual({
      jsonBodyBytes: 65_536,
      documentBytes: 10 * 1024 * 1024,
      readsPerMinute: 120,
      writesPerMinute: 60,
      concurrentUploadsPerSession: 2,
      concurrentUploads: 16,
      uploadFirstBytesMs: 5_000,
      uploadIdleMs: 5_000,
      uploadMinBytesPerSecond: 16 * 1024,
    });
    expect(config.timeoutMs).toBe(15_000);
    expect(config.baseUrl).toBe('https://api.payments.example');
  });

  it('should take the former single requestsPerMinute as the default of both budgets, each still overridable', () => {
    expect(resolveProxyConfig({ ...valid, limits: { requestsPerMinute: 30 } }).limits).toMatchObject({
      readsPerMinute: 30,
      writesPerMinute: 30,
    });
    expect(resolveProxyConfig({ ...valid, limits: { requestsPerMinute: 30, writesPerMinute: 5 } }).limits).toMatchObject({
      readsPerMinute: 30,
      writesPerMinute: 5,
    });
  });

  it('should accept plain http on a loopback host, for local development', () => {
    for (const baseUrl of ['http://127.0.0.1:4010', 'http://localhost:4010/', 'http://[::1]:4010']) {
      expect(resolveProxyConfig({ ...valid, baseUrl }).baseUrl).toBe(baseUrl.replace(/\/$/, ''));
    }
  });

  it('should keep a path prefix of the base URL without its trailing slash', () => {
    const config = resolveProxyConfig({ ...valid, baseUrl: 'https://gateway.example/payments/' });
    expect(config.baseUrl).toBe('https://gateway.example/payments');
    expect(config.basePath).toBe('/payments');
  });

  it('should accept keys of another format in either environment (the API owns the format)', () => {
    expect(() => resolveProxyConfig({ ...valid, apiKey: 'live_abcdef', environment: 'production' })).not.toThrow();
  });
});
