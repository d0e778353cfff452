// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEFAULT_EMBEDDED_KEY, DemoConfigError, environmentOfKey, readDemoConfig } from './config.js';

const CANARY = 'sk_sandbox_canary7Qx2';

/** The error `readDemoConfig` throws for `env`, asserting it never quotes the key. */
function refusal(env: NodeJS.ProcessEnv): DemoConfigError {
  try {
    readDemoConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(DemoConfigError);
    const message = (error as Error).message;
    for (const value of [env.PAYMENTS_API_KEY, env.PAYMENTS_WEBHOOK_SECRETS, env.PAYKIT_IDEMPOTENCY_SECRET]) {
      if (value) expect(message).not.toContain(value);
    }
    return error as DemoConfigError;
  }
  throw new Error('expected readDemoConfig to refuse');
}

describe('given no payments variables', () => {
  it('should run the embedded fake in sandbox on 127.0.0.1:3000', () => {
    expect(readDemoConfig({})).toEqual({
      host: '127.0.0.1',
      port: 3000,
      environment: 'sandbox',
      upstream: { kind: 'embedded', apiKey: DEFAULT_EMBEDDED_KEY },
      publicOrigin: undefined,
      idempotencySecret: undefined,
    });
  });

  it('should take PORT and HOST', () => {
    expect(readDemoConfig({ PORT: '3107', HOST: 'localhost' })).toMatchObject({ port: 3107, host: 'localhost' });
  });

  it.each(['0', '65536', 'abc', '30 00', '-1'])('should refuse PORT=%s', (port) => {
    expect(refusal({ PORT: port }).message).toMatch(/PORT must be a port number/);
  });
});

describe('given only PAYMENTS_API_KEY', () => {
  it('should run the embedded fake with that sandbox key', () => {
    expect(readDemoConfig({ PAYMENTS_API_KEY: CANARY })).toMatchObject({
      environment: 'sandbox',
      upstream: { kind: 'embedded', apiKey: CANARY },
    });
  });

  it.each([
    ['a production key', 'sk_production_acme'],
    ['a key the fake cannot read', 'sk_sandbox_bad key!'],
    ['a key of another form', 'live_abcdef'],
  ])('should refuse %s without quoting it', (_name, key) => {
    expect(refusal({ PAYMENTS_API_KEY: key }).message).toMatch(/embedded fake platform, which takes a sandbox key/);
  });

  it('should refuse webhook secrets, which the embedded fake makes itself', () => {
    expect(refusal({ PAYMENTS_API_KEY: CANARY, PAYMENTS_WEBHOOK_SECRETS: 'whsec_c2VjcmV0' }).message).toMatch(
      /PAYMENTS_WEBHOOK_SECRETS is for a remote API/,
    );
  });
});

describe('given PAYMENTS_API_BASE_URL and PAYMENTS_API_KEY', () => {
  it('should talk to that API with the environment of the key and every webhook secret', () => {
    const config = readDemoConfig({
      PAYMENTS_API_BASE_URL: 'https://api.payments.example/',
      PAYMENTS_API_KEY: 'sk_production_acme',
      PAYMENTS_WEBHOOK_SECRETS: ' whsec_bmV3 , whsec_b2xk ,',
    });
    expect(config).toMatchObject({
      environment: 'production',
      upstream: {
        kind: 'remote',
        baseUrl: 'https://api.payments.example',
        apiKey: 'sk_production_acme',
        webhookSecrets: ['whsec_bmV3', 'whsec_b2xk'],
      },
    });
  });

  it('should accept plain http on a loopback host only', () => {
    expect(readDemoConfig({ PAYMENTS_API_BASE_URL: 'http://127.0.0.1:4010', PAYMENTS_API_KEY: CANARY }).upstream).toMatchObject({
      baseUrl: 'http://127.0.0.1:4010',
    });
    expect(refusal({ PAYMENTS_API_BASE_URL: 'http://api.payments.example', PAYMENTS_API_KEY: CANARY }).message).toMatch(/must use https/);
  });

  it.each([
    ['credentials', 'https://user:pass@api.payments.example'],
    ['a query', 'https://api.payments.example?x=1'],
    ['not a URL', 'api.payments.example'],
  ])('should refuse a base URL with %s', (_name, baseUrl) => {
    expect(refusal({ PAYMENTS_API_BASE_URL: baseUrl, PAYMENTS_API_KEY: CANARY }).message).toMatch(/^PAYMENTS_API_BASE_URL must/);
  });

  it('should refuse a base URL without a key', () => {
    expect(refusal({ PAYMENTS_API_BASE_URL: 'https://api.payments.example' }).message).toMatch(/without PAYMENTS_API_KEY/);
  });

  it('should take the environment from PAYMENTS_ENVIRONMENT for a key without a known prefix', () => {
    expect(
      readDemoConfig({
        PAYMENTS_API_BASE_URL: 'https://api.payments.example',
        PAYMENTS_API_KEY: 'key_abc',
        PAYMENTS_ENVIRONMENT: 'production',
      }).environment,
    ).toBe('production');
    expect(refusal({ PAYMENTS_API_BASE_URL: 'https://api.payments.example', PAYMENTS_API_KEY: 'key_abc' }).message).toMatch(
      /set PAYMENTS_ENVIRONMENT/,
    );
  });

  it('should refuse a PAYMENTS_ENVIRONMENT that contradicts the key', () => {
    expect(
      refusal({ PAYMENTS_API_BASE_URL: 'https://api.payments.example', PAYMENTS_API_KEY: CANARY, PAYMENTS_ENVIRONMENT: 'production' })
        .message,
    ).toMatch(/PAYMENTS_ENVIRONMENT is production but PAYMENTS_API_KEY is a sandbox key/);
  });
});

describe('given the optional variables', () => {
  it('should read PUBLIC_ORIGIN as an origin', () => {
    expect(readDemoConfig({ PUBLIC_ORIGIN: 'https://shop.example/' }).publicOrigin).toBe('https://shop.example');
    expect(refusal({ PUBLIC_ORIGIN: 'https://shop.example/pay' }).message).toMatch(/PUBLIC_ORIGIN must be an origin/);
  });

  it('should read TRUSTED_PROXY_HOPS as the number of reverse proxies, 0 to 10, and refuse anything else', () => {
    expect(readDemoConfig({}).trustedProxyHops).toBeUndefined();
    expect(readDemoConfig({ TRUSTED_PROXY_HOPS: '1' }).trustedProxyHops).toBe(1);
    expect(readDemoConfig({ TRUSTED_PROXY_HOPS: ' 0 ' }).trustedProxyHops).toBe(0);
    for (const value of ['true', '-1', '11', '1.5', '2 proxies']) {
      expect(refusal({ TRUSTED_PROXY_HOPS: value }).message).toMatch(/TRUSTED_PROXY_HOPS must be the number of reverse proxies/);
    }
  });

  it('should take a long enough PAYKIT_IDEMPOTENCY_SECRET and refuse a short one', () => {
    const secret = 'x'.repeat(32);
    expect(readDemoConfig({ PAYKIT_IDEMPOTENCY_SECRET: secret }).idempotencySecret).toBe(secret);
    expect(refusal({ PAYKIT_IDEMPOTENCY_SECRET: 'short' }).message).toMatch(/at least 32 characters/);
  });

  it('should take a REDIS_URL with the shared idempotency secret, and stay in memory without one', () => {
    const secret = 'y'.repeat(32);
    expect(readDemoConfig({ REDIS_URL: 'redis://127.0.0.1:6379', PAYKIT_IDEMPOTENCY_SECRET: secret }).redisUrl).toBe(
      'redis://127.0.0.1:6379',
    );
    expect(readDemoConfig({}).redisUrl).toBeUndefined();
  });

  it('should refuse a REDIS_URL without the shared secret, or one that is not redis, without quoting it', () => {
    expect(refusal({ REDIS_URL: 'redis://127.0.0.1:6379' }).message).toMatch(/REDIS_URL needs PAYKIT_IDEMPOTENCY_SECRET/);
    const message = refusal({ REDIS_URL: 'http://user:hunter2-password@cache.example', PAYKIT_IDEMPOTENCY_SECRET: 'z'.repeat(32) }).message;
    expect(message).toMatch(/redis:\/\/ or rediss:\/\//);
    expect(message).not.toContain('hunter2');
  });
});

describe('given a key', () => {
  it.each([
    ['sk_sandbox_acme', 'sandbox'],
    ['sk_production_acme', 'production'],
    ['sk_live_acme', undefined],
  ])('should read the environment of %s', (key, environment) => {
    expect(environmentOfKey(key)).toBe(environment);
  });
});
