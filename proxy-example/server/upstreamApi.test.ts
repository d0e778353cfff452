// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callUpstream, UpstreamCallError } from './upstreamApi.js';

const KEY = 'sk_sandbox_canaryUpstream9';
const api = (fetch: (input: string, init: RequestInit) => Promise<Response>) => ({
  baseUrl: 'https://api.payments.test',
  apiKey: KEY,
  fetch: vi.fn(fetch) as unknown as typeof globalThis.fetch & ReturnType<typeof vi.fn>,
});
const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

afterEach(() => {
  vi.useRealTimers();
});

describe('given an effectful call', () => {
  it('should send the key, an idempotency key and JSON, and answer the data', async () => {
    const upstream = api(async () => json(201, { data: { id: 'cus_1' } }));

    await expect(callUpstream(upstream, 'POST', '/v3/customers', { type: 'individual' })).resolves.toEqual({ id: 'cus_1' });

    const [url, init] = upstream.fetch.mock.calls[0] as [string, RequestInit & { headers: Record<string, string> }];
    expect(url).toBe('https://api.payments.test/v3/customers');
    expect(init.headers['X-API-Key']).toBe(KEY);
    expect(init.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(init.headers['Content-Type']).toBe('application/json');
    expect(init.redirect).toBe('error');
    expect(init.body).toBe('{"type":"individual"}');
  });

  it('should retry a 503 and a network failure with the same idempotency key', async () => {
    vi.useFakeTimers();
    const answers = [() => json(503, {}), () => Promise.reject(new TypeError('fetch failed')), () => json(201, { data: { id: 'cus_2' } })];
    const upstream = api(async () => answers.shift()!());

    const result = callUpstream(upstream, 'POST', '/v3/customers', {});
    await vi.advanceTimersByTimeAsync(1000);

    await expect(result).resolves.toEqual({ id: 'cus_2' });
    const keys = upstream.fetch.mock.calls.map(([, init]) => (init as { headers: Record<string, string> }).headers['Idempotency-Key']);
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
  });

  it('should give up after three attempts with status 0', async () => {
    vi.useFakeTimers();
    const upstream = api(async () => Promise.reject(new TypeError('getaddrinfo ENOTFOUND api.payments.test')));

    const result = callUpstream(upstream, 'POST', '/v3/customers', {}).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(1000);
    const error = (await result) as UpstreamCallError;

    expect(error).toBeInstanceOf(UpstreamCallError);
    expect(error.status).toBe(0);
    expect(error.message).not.toContain('api.payments.test');
    expect(upstream.fetch).toHaveBeenCalledTimes(3);
  });
});

describe('given a refusal', () => {
  it('should not retry it and carry its code and correlation id, never the key or host', async () => {
    const upstream = api(async () => json(422, { code: 'validation_error', correlationId: 'req_42', detail: `bad key ${KEY}` }));

    const error = (await callUpstream(upstream, 'POST', '/v3/customers', {}).catch((caught: unknown) => caught)) as UpstreamCallError;

    expect(upstream.fetch).toHaveBeenCalledTimes(1);
    expect(error).toMatchObject({ status: 422, code: 'validation_error', correlationId: 'req_42' });
    expect(error.message).toBe('The payments API answered 422 validation_error (request req_42)');
  });

  it('should refuse an answer without data', async () => {
    const upstream = api(async () => json(200, { id: 'cus_1' }));

    await expect(callUpstream(upstream, 'GET', '/v3/capabilities')).rejects.toMatchObject({ code: 'unexpected_response' });
    const init = upstream.fetch.mock.calls[0]?.[1] as { headers: Record<string, string> };
    expect(init.headers['Idempotency-Key']).toBeUndefined();
  });
});
