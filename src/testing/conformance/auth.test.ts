import { describe, expect, it } from 'vitest';
import { useFakePlatformServer } from './harness.js';

const env = useFakePlatformServer();

describe('given the API key conventions', () => {
  it('should answer 401 unauthorized without a key, as problem+json with the request id', async () => {
    const response = await env.api.get('/v3/capabilities', { apiKey: null, headers: { 'X-Request-Id': 'req-abc' } });
    expect(response.status).toBe(401);
    expect(response.headers.get('content-type')).toBe('application/problem+json');
    expect(response.headers.get('x-request-id')).toBe('req-abc');
    expect(response.body).toMatchObject({
      code: 'unauthorized',
      status: 401,
      retryable: false,
      correlationId: 'req-abc',
      type: 'https://errors.payments.example/v3/unauthorized',
    });
  });

  it.each(['sk_live_acme', 'sk_sandbox_', 'pk_sandbox_acme', 'Bearer sk_sandbox_acme'])(
    'should refuse the key %s with 401',
    async (key) => {
      const response = await env.api.get('/v3/capabilities', { apiKey: key });
      expect(response.status).toBe(401);
      expect(response.body.code).toBe('unauthorized');
    },
  );

  it('should answer 404 not_found for a path that is no operation', async () => {
    const response = await env.api.get('/v3/nothing-here');
    expect(response.status).toBe(404);
    expect(response.body.code).toBe('not_found');
    expect(response.body.type).toBe('https://errors.payments.example/v3/not-found');
  });
});
