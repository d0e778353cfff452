// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createEventRelay } from '../events/EventRelay.js';
import { SHOP, createProxyHarness, json, sessionCookie, type UpstreamAnswer } from './test-support/recordingUpstream.js';

const post = (headers: Record<string, string>) =>
  new Request(`${SHOP}/api/paykit/recipients`, {
    method: 'POST',
    headers: { Cookie: sessionCookie('cus_alice'), 'Content-Type': 'application/json', 'Idempotency-Key': 'pk_1', ...headers },
    body: '{"name":"Bob"}',
  });

describe('given effectful requests that fail the CSRF guard', () => {
  it.each<[string, Record<string, string>, string]>([
    ['without Paykit-Request', { Origin: SHOP }, 'csrf_header_missing'],
    ['from another origin', { 'Paykit-Request': '1', Origin: 'https://evil.example' }, 'origin_not_allowed'],
    ['without Origin or Sec-Fetch-Site', { 'Paykit-Request': '1' }, 'origin_not_allowed'],
    ['without Origin, cross-site', { 'Paykit-Request': '1', 'Sec-Fetch-Site': 'cross-site' }, 'origin_not_allowed'],
  ])('should answer 403 %s, without any upstream call', async (_, headers, code) => {
    const harness = createProxyHarness();
    const response = await harness.handle(post(headers));
    expect(response.status).toBe(403);
    expect(response.headers.get('content-type')).toBe('application/problem+json');
    expect(await response.json()).toMatchObject({ code, status: 403, correlationId: response.headers.get('x-request-id') });
    expect(harness.calls).toHaveLength(0);
  });

  it('should pass without Origin when Sec-Fetch-Site is same-origin', async () => {
    const harness = createProxyHarness();
    const response = await harness.handle(post({ 'Paykit-Request': '1', 'Sec-Fetch-Site': 'same-origin' }));
    expect(response.status).toBe(200);
    expect(harness.calls).toHaveLength(1);
  });

  it('should let reads through without the CSRF header (they change nothing)', async () => {
    const harness = createProxyHarness();
    const response = await harness.handle(new Request(`${SHOP}/api/paykit/customer`, { headers: { Cookie: sessionCookie('cus_alice') } }));
    expect(response.status).toBe(200);
  });
});

describe('given the session', () => {
  it('should answer 401 without a session, and call nothing', async () => {
    const harness = createProxyHarness();
    const response = await harness.send('GET', '/customer', { customerId: null });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 'unauthenticated' });
    expect(harness.calls).toHaveLength(0);
  });

  it('should answer 500 when getCustomerId throws or gives a malformed id, and call nothing', async () => {
    const throwing = createProxyHarness({
      getCustomerId: () => {
        throw new Error('session store down at db.internal');
      },
    });
    const failed = await throwing.send('GET', '/customer');
    expect(failed.status).toBe(500);
    expect(await failed.text()).not.toContain('db.internal');
    const malformed = createProxyHarness({ getCustomerId: () => 'cus_a/../../customers' });
    expect(await (await malformed.send('GET', '/customer')).json()).toMatchObject({ status: 500, code: 'invalid_session_customer' });
    expect([...throwing.calls, ...malformed.calls]).toHaveLength(0);
  });

  it('should accept an async getCustomerId', async () => {
    const harness = createProxyHarness({ getCustomerId: async () => 'cus_carol' });
    await harness.send('GET', '/customer');
    expect(harness.calls[0]?.url).toBe('https://api.payments.example/v3/customers/cus_carol');
  });
});

describe('given JSON bodies and their limit', () => {
  it('should answer 413 past 64 KiB, without any upstream call', async () => {
    const harness = createProxyHarness();
    const response = await harness.send('POST', '/recipients', { json: { name: 'x'.repeat(70_000) } });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: 'request_body_too_large' });
    expect(harness.calls).toHaveLength(0);
  });

  it('should count while reading, whatever Content-Length claims', async () => {
    const harness = createProxyHarness({ limits: { jsonBodyBytes: 1_000 } });
    let pulled = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        if (pulled > 1_000) controller.close();
        else controller.enqueue(new TextEncoder().encode('{"name":"'.padEnd(100, 'x')));
      },
    });
    const request = new Request(`${SHOP}/api/paykit/recipients`, {
      method: 'POST',
      headers: {
        'Paykit-Request': '1',
        Origin: SHOP,
        Cookie: sessionCookie('cus_alice'),
        'Idempotency-Key': 'pk_1',
        'Content-Type': 'application/json',
      },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    const response = await harness.handle(request);
    expect(response.status).toBe(413);
    expect(pulled).toBeLessThan(20);
    expect(harness.calls).toHaveLength(0);
  });

  it('should take a body just under the limit', async () => {
    const harness = createProxyHarness({ limits: { jsonBodyBytes: 1_000 } });
    const response = await harness.send('POST', '/recipients', { json: { name: 'x'.repeat(980) } });
    expect(response.status).toBe(200);
  });

  it.each<[string, BodyInit, Record<string, string>, number]>([
    ['text/plain', '{"name":"Bob"}', { 'Content-Type': 'text/plain' }, 415],
    ['a form', 'name=Bob', { 'Content-Type': 'application/x-www-form-urlencoded' }, 415],
    ['malformed JSON', '{"name":', { 'Content-Type': 'application/json' }, 400],
    ['a JSON array', '[1]', { 'Content-Type': 'application/json' }, 400],
    ['invalid UTF-8', new Uint8Array([0x7b, 0xff, 0x7d]), { 'Content-Type': 'application/json' }, 400],
  ])('should refuse %s without any upstream call', async (_, body, headers, status) => {
    const harness = createProxyHarness();
    const response = await harness.send('POST', '/recipients', { body, headers });
    expect(response.status).toBe(status);
    expect(harness.calls).toHaveLength(0);
  });

  it("should refuse a customer PATCH of the merchant's own fields (externalId, metadata) without any upstream call", async () => {
    const harness = createProxyHarness();
    for (const json of [{ externalId: 'another-user' }, { metadata: { plan: 'enterprise' } }]) {
      const response = await harness.send('PATCH', '/customer', { json });
      expect(response.status).toBe(400);
    }
    expect(harness.calls).toHaveLength(0);
    expect((await harness.send('PATCH', '/customer', { json: { individual: { firstName: 'Ada' } } })).status).toBe(200);
  });

  it('should refuse a body on a route that takes none', async () => {
    const harness = createProxyHarness();
    const response = await harness.send('POST', '/capabilities/card/cancel', {
      body: '{"force":true}',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(response.status).toBe(400);
    expect(harness.calls).toHaveLength(0);
  });
});

describe('given a per-session rate limit', () => {
  it('should answer 429 with Retry-After past the limit, for that session only', async () => {
    let now = 1_000_000;
    const harness = createProxyHarness({ limits: { readsPerMinute: 3 }, now: () => now });
    for (let index = 0; index < 3; index += 1) expect((await harness.send('GET', '/customer')).status).toBe(200);
    const limited = await harness.send('GET', '/customer');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('20');
    expect(await limited.json()).toMatchObject({ code: 'rate_limited', retryable: true });
    expect(harness.calls).toHaveLength(3);
    expect((await harness.send('GET', '/customer', { customerId: 'cus_bob' })).status).toBe(200);
    now += 20_000;
    expect((await harness.send('GET', '/customer')).status).toBe(200);
  });

  it('should still take the session’s payment once its reads are spent, and refuse reads until their bucket refills', async () => {
    let now = 1_000_000;
    // The quote read is the proxy's own ownership check upstream, not a read of the session.
    const answer: UpstreamAnswer = (request) =>
      json({ data: request.url.endsWith('/quotes/quo_1') ? { id: 'quo_1', customerId: 'cus_alice' } : { id: 'tr_1' } });
    const harness = createProxyHarness({ answer, now: () => now });
    for (let index = 0; index < 120; index += 1) expect((await harness.send('GET', '/customer')).status).toBe(200);
    expect((await harness.send('GET', '/customer')).status).toBe(429);
    const transfer = await harness.send('POST', '/transfers', { json: { quoteId: 'quo_1' } });
    expect(transfer.status).toBe(200);
    expect(harness.calls.filter((call) => call.method === 'POST')).toHaveLength(1);
    now += 100;
    expect((await harness.send('GET', '/customer')).headers.get('retry-after')).toBe('1');
  });

  it('should count event-stream reconnects as reads, never against the session’s writes', async () => {
    const relay = createEventRelay({ heartbeatMs: 60_000 });
    const harness = createProxyHarness({ events: relay, limits: { readsPerMinute: 3, writesPerMinute: 1 }, now: () => 1_000_000 });
    const reconnect = async () => {
      const leaving = new AbortController();
      const request = new Request(`${SHOP}/api/paykit/events`, {
        headers: { Accept: 'text/event-stream', Cookie: sessionCookie('cus_alice') },
        signal: leaving.signal,
      });
      // The raw handler: a live stream's body never ends, so it is not read to the end here.
      const response = await harness.proxy(request);
      leaving.abort();
      return response;
    };
    for (let index = 0; index < 3; index += 1) expect((await reconnect()).status).toBe(200);
    const refused = await reconnect();
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('20');
    expect((await harness.send('POST', '/recipients', { json: { name: 'Bob' } })).status).toBe(200);
  });

  it('should give each bucket a Retry-After of the time until it has a token again', async () => {
    let now = 1_000_000;
    const harness = createProxyHarness({ limits: { readsPerMinute: 6, writesPerMinute: 2 }, now: () => now });
    const createRecipient = () => harness.send('POST', '/recipients', { json: { name: 'Bob' } });
    expect([(await createRecipient()).status, (await createRecipient()).status]).toEqual([200, 200]);
    now += 10_000;
    const write = await createRecipient();
    expect(write.status).toBe(429);
    // Two a minute: one token every 30 s, a third of it already back.
    expect(write.headers.get('retry-after')).toBe('20');
    for (let index = 0; index < 6; index += 1) await harness.send('GET', '/customer');
    // Six a minute: one token every 10 s.
    expect((await harness.send('GET', '/customer')).headers.get('retry-after')).toBe('10');
    now += 20_000;
    expect((await createRecipient()).status).toBe(200);
  });
});
