// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { EventRelay } from '../events/EventRelay.js';
import { createPaykitProxy } from './createPaykitProxy.js';
import { CANARY_KEY, SECRET, SHOP, UPSTREAM, createProxyHarness, json, sessionCookie } from './test-support/recordingUpstream.js';

describe('given requests outside the kit routes', () => {
  it.each([
    ['GET', '/customers'],
    ['POST', '/customers'],
    ['DELETE', '/customer'],
    ['POST', '/customer/export'],
    ['GET', '/webhooks'],
    ['POST', '/webhooks'],
    ['PUT', '/accounts/acc_1/fees'],
    ['GET', '/tasks/tsk_1/cus_1'],
    ['GET', '/capabilities/ach_pooled'],
    ['GET', '/v3/customers/cus_bob'],
    ['PATCH', '/transfers/tr_1'],
  ])('should answer 404 to %s %s without any upstream call', async (method, path) => {
    const harness = createProxyHarness();
    const response = await harness.send(method, path, { json: method === 'GET' ? undefined : {} });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ status: 404, code: 'not_found', type: 'about:blank' });
    expect(harness.calls).toHaveLength(0);
  });

  it('should answer 404 outside its mount path, and serve a custom one', async () => {
    const harness = createProxyHarness({ mountPath: '/payments/kit' });
    expect(
      (await harness.handle(new Request(`${SHOP}/api/paykit/customer`, { headers: { Cookie: sessionCookie('cus_alice') } }))).status,
    ).toBe(404);
    expect(
      (await harness.handle(new Request(`${SHOP}/payments/kit/customer`, { headers: { Cookie: sessionCookie('cus_alice') } }))).status,
    ).toBe(200);
    expect(harness.calls.map((call) => call.url)).toEqual([`${UPSTREAM}/v3/customers/cus_alice`]);
  });
});

describe('given traversal payloads', () => {
  it.each([
    '/tasks/..%2f..%2fcustomers',
    '/tasks/%2e%2e/%2e%2e/customers',
    '/tasks/%2e%2e%2f%2e%2e%2fcustomers',
    '/tasks/%252e%252e%252fcustomers',
    '/tasks/tsk_1%252f..',
    '/tasks/..\\..\\customers',
    '/tasks/tsk_1%5c..%5ccustomers',
    '/tasks/．．/．．/customers',
    '/tasks/%EF%BC%8E%EF%BC%8E/x',
    '/tasks/%c0%ae%c0%ae/%c0%afcustomers',
    '/tasks/%e0%80%ae%e0%80%ae',
    '/transfers/tr_1%2fcancel',
    '/quotes/quo_1%3fcustomerId=cus_bob',
    '/quotes/quo_1%23',
    '/recipients/rcp_1%00',
  ])('should refuse %s with 400 or 404 and no upstream call', async (path) => {
    const harness = createProxyHarness();
    const response = await harness.send('GET', path);
    expect([400, 404]).toContain(response.status);
    expect(harness.calls).toHaveLength(0);
  });
});

describe('given the event stream', () => {
  const relay = () => {
    const streams: string[] = [];
    const events: Pick<EventRelay, 'publish' | 'stream'> = {
      publish: () => undefined,
      stream: (customerId) => {
        streams.push(customerId);
        return new Response(': open\n\n', { headers: { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store' } });
      },
    };
    return { events, streams };
  };

  it("should serve the session customer's stream, and nobody else's", async () => {
    const { events, streams } = relay();
    const harness = createProxyHarness({ events });
    const response = await harness.send('GET', '/events', { customerId: 'cus_bob' });
    expect(response.headers.get('content-type')).toBe('text/event-stream');
    expect(streams).toEqual(['cus_bob']);
    expect(harness.calls).toHaveLength(0);
  });

  it('should end a stream without a session at once (an EventSource cannot read a 401), and answer 404 without a relay or with a query', async () => {
    const { events, streams } = relay();
    const harness = createProxyHarness({ events });
    const signedOut = await harness.send('GET', '/events', { customerId: null });
    expect(signedOut.status).toBe(200);
    expect(await signedOut.text()).toBe('event: closed\ndata: {"reason":"session_ended"}\n\n');
    expect((await harness.send('GET', '/events?customerId=cus_bob')).status).toBe(404);
    expect((await createProxyHarness().send('GET', '/events')).status).toBe(404);
    expect(streams).toEqual([]);
  });
});

describe('given logging', () => {
  it('should write one line per request with method, route, status, duration and request id only', async () => {
    let now = 0;
    const harness = createProxyHarness({
      now: () => now,
      answer: () => {
        now += 12;
        return json({ data: { id: 'tsk_1' } });
      },
    });
    await harness.send('GET', '/tasks/tsk_1', { customerId: 'cus_alice', headers: { 'X-Request-Id': 'req_browser_42' } });
    await harness.send('GET', '/tasks/..%2f', { customerId: 'cus_alice', headers: { 'X-Request-Id': 'req_browser_43' } });
    expect(harness.logs).toEqual([
      'paykit-proxy method=GET route=getTask status=200 durationMs=12 requestId=req_browser_42 upstreamStatus=200',
      'paykit-proxy method=GET route=- status=400 durationMs=0 requestId=req_browser_43 upstreamStatus=- code=malformed_path',
    ]);
    expect(harness.logs.join('\n')).not.toContain('cus_alice');
  });

  it('should keep answering when the logger throws', async () => {
    const harness = createProxyHarness({
      log: () => {
        throw new Error('disk full');
      },
    });
    expect((await harness.send('GET', '/customer')).status).toBe(200);
  });
});

describe('given the configuration', () => {
  it('should refuse to start in production with a sandbox key, without naming the key', () => {
    let message = '';
    try {
      createPaykitProxy({
        apiKey: CANARY_KEY,
        baseUrl: UPSTREAM,
        environment: 'production',
        getCustomerId: () => null,
        idempotencySecret: SECRET,
        allowedOrigins: [SHOP],
      });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/production/);
    expect(message).not.toContain(CANARY_KEY);
  });
});
