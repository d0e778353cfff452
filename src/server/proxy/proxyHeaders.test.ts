// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { BROWSER_HEADER_NAMES } from './browserResponse.js';
import { createIdempotencyNamespacer } from './idempotencyKey.js';
import { CANARY_KEY, SECRET, SHOP, createProxyHarness, json, sessionCookie } from './test-support/recordingUpstream.js';

const hostile = {
  Cookie: 'session=cus_alice; other=1',
  Authorization: 'Bearer browser-token',
  'X-API-Key': 'sk_sandbox_EVIL',
  'X-Forwarded-For': '203.0.113.9',
  'X-Forwarded-Host': 'evil.example',
  'X-Forwarded-Proto': 'http',
  Forwarded: 'for=203.0.113.9;host=evil.example',
  'X-Real-IP': '203.0.113.9',
  'X-HTTP-Method-Override': 'DELETE',
  'Proxy-Authorization': 'Basic eA==',
  'X-Request-Id': 'req_from_browser_1',
  Referer: 'https://shop.example/pay',
  'User-Agent': 'browser',
};

describe('given a browser request full of headers', () => {
  it('should send upstream only the headers the proxy builds, with its own key', async () => {
    const harness = createProxyHarness();
    await harness.send('GET', '/capabilities?limit=5', { headers: hostile });
    const [call] = harness.calls;
    expect(call?.url).toBe('https://api.payments.example/v3/customers/cus_alice/capabilities?limit=5');
    expect(Object.keys(call?.headers ?? {}).sort()).toEqual(['accept', 'x-api-key', 'x-request-id']);
    expect(call?.headers['x-api-key']).toBe(CANARY_KEY);
    expect(call?.headers['x-request-id']).toBe('req_from_browser_1');
  });

  it('should add Content-Type and the namespaced Idempotency-Key on an effectful call', async () => {
    const harness = createProxyHarness();
    await harness.send('POST', '/recipients', { json: { name: 'Bob' }, idempotencyKey: 'pk_intent_1', headers: hostile });
    const [call] = harness.calls;
    expect(Object.keys(call?.headers ?? {}).sort()).toEqual(['accept', 'content-type', 'idempotency-key', 'x-api-key', 'x-request-id']);
    expect(call?.headers['content-type']).toBe('application/json');
    expect(call?.headers['idempotency-key']).toBe(await createIdempotencyNamespacer(SECRET)('cus_alice', 'pk_intent_1'));
    expect(call?.body).toBe('{"name":"Bob"}');
  });

  it('should replace a malformed browser request id with a fresh one', async () => {
    const harness = createProxyHarness();
    const response = await harness.send('GET', '/customer', { headers: { 'X-Request-Id': 'bad id\twith tab' } });
    const sent = harness.calls[0]?.headers['x-request-id'];
    expect(sent).toMatch(/^req_[A-Za-z0-9_-]{22}$/);
    expect(response.headers.get('x-request-id')).toBe(sent);
  });
});

describe('given idempotency keys from two customers', () => {
  it('should give the same upstream key to a retry and different keys to two customers', async () => {
    const harness = createProxyHarness();
    for (const customerId of ['cus_alice', 'cus_alice', 'cus_bob']) {
      await harness.send('POST', '/recipients', { customerId, json: { name: 'R' }, idempotencyKey: 'pk_same' });
    }
    const [first, retry, other] = harness.calls.map((call) => call.headers['idempotency-key']);
    expect(retry).toBe(first);
    expect(other).not.toBe(first);
    expect(first).not.toContain('pk_same');
  });

  it('should refuse an effectful call without a key, and let a sandbox control go without one', async () => {
    const harness = createProxyHarness();
    const refused = await harness.send('POST', '/recipients', { json: {}, idempotencyKey: null });
    expect(refused.status).toBe(400);
    expect(harness.calls).toHaveLength(0);
    const sandbox = await harness.send('POST', '/sandbox/verification', { json: { outcome: 'completed' }, idempotencyKey: null });
    expect(sandbox.status).toBe(200);
    expect(harness.calls[0]?.headers).not.toHaveProperty('idempotency-key');
  });
});

describe('given an upstream answer full of headers', () => {
  const noisy = () =>
    json({ data: { id: 'rcp_1' } }, 201, {
      'Set-Cookie': 'upstream=1; HttpOnly',
      Server: 'payments-gateway/1.2',
      'X-Powered-By': 'Express',
      Via: '1.1 api.internal',
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Allow-Credentials': 'true',
      Location: 'https://api.payments.example/v3/recipients/rcp_1',
      'Strict-Transport-Security': 'max-age=1',
      'X-Upstream-Host': 'api.payments.example',
      'Idempotency-Replayed': 'true',
      'Retry-After': '3',
      'X-Request-Id': 'req_upstream_own',
      ETag: '"v1"',
    });

  it('should give the browser only the allowed headers, with Cache-Control: no-store', async () => {
    const harness = createProxyHarness({ answer: noisy });
    const response = await harness.send('POST', '/recipients', { json: { name: 'Bob' } });
    expect(response.status).toBe(201);
    const names = [...response.headers.keys()];
    for (const name of names) expect(BROWSER_HEADER_NAMES as readonly string[]).toContain(name);
    expect(Object.fromEntries(response.headers)).toMatchObject({
      'cache-control': 'no-store',
      'content-type': 'application/json',
      'idempotency-replayed': 'true',
      'retry-after': '3',
    });
    expect(response.headers.get('x-request-id')).toBe(harness.calls[0]?.headers['x-request-id']);
    expect(await response.json()).toEqual({ data: { id: 'rcp_1' } });
  });

  it('should never answer CORS, not even to a preflight', async () => {
    const harness = createProxyHarness({ answer: noisy });
    const preflight = await harness.handle(
      new Request(`${SHOP}/api/paykit/recipients`, {
        method: 'OPTIONS',
        headers: {
          Origin: 'https://evil.example',
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'paykit-request',
        },
      }),
    );
    expect(preflight.status).toBe(404);
    const read = await harness.handle(
      new Request(`${SHOP}/api/paykit/customer`, { headers: { Origin: 'https://evil.example', Cookie: sessionCookie('cus_alice') } }),
    );
    for (const response of [preflight, read]) {
      expect([...response.headers.keys()].filter((name) => name.startsWith('access-control-'))).toEqual([]);
    }
  });
});
