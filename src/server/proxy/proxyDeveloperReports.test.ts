// @vitest-environment node
/**
 * What the proxy tells the developer, and only the developer: `onError` with the real cause of a
 * 5xx (phase, route, request id), one structured log entry per request, and the mount-path hint
 * in development. The browser's answer stays the safe problem throughout.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PaykitProxyErrorInfo } from './proxyFailure.js';
import {
  CANARY_KEY,
  SHOP,
  UPSTREAM_HOST,
  createProxyHarness,
  json,
  sessionCookie,
  type ProxyHarnessOptions,
} from './test-support/recordingUpstream.js';

interface Reported {
  error: unknown;
  info: PaykitProxyErrorInfo;
}

function reportingHarness(options: ProxyHarnessOptions = {}) {
  const reported: Reported[] = [];
  const harness = createProxyHarness({ onError: (error, info) => void reported.push({ error, info }), ...options });
  return { ...harness, reported };
}

/** The browser's body, checked to hold none of what only the developer may read. */
async function browserText(response: Response, ...secrets: string[]): Promise<string> {
  const text = await response.text();
  for (const secret of secrets) expect(text).not.toContain(secret);
  return text;
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('given onError', () => {
  it('should receive the fetch error behind a 502, with the route, the request id and the phase', async () => {
    const refused = Object.assign(new Error(`connect ECONNREFUSED 10.0.0.1:443`), { code: 'ECONNREFUSED' });
    const harness = reportingHarness({
      fetch: async () => {
        throw new TypeError('fetch failed', { cause: refused });
      },
    });
    const response = await harness.send('GET', '/tasks/tsk_1', { headers: { 'X-Request-Id': 'req_developer_1' } });
    expect(response.status).toBe(502);
    const text = await browserText(response, 'ECONNREFUSED', '10.0.0.1', 'fetch failed');
    expect(JSON.parse(text)).toMatchObject({ code: 'upstream_unavailable', correlationId: 'req_developer_1' });
    expect(harness.reported).toHaveLength(1);
    const [{ error, info }] = harness.reported as [Reported];
    expect(info).toEqual({
      phase: 'upstream_request',
      route: 'getTask',
      requestId: 'req_developer_1',
      status: 502,
      code: 'upstream_unavailable',
    });
    expect(error).toBeInstanceOf(TypeError);
    expect((error as TypeError).cause).toBe(refused);
  });

  it('should say what was wrong with an upstream answer it would not pass on, never quoting its body', async () => {
    const harness = reportingHarness({
      answer: () => new Response(`{"data": {"note": "${CANARY_KEY}"`, { status: 200, headers: { 'Content-Type': 'application/json' } }),
    });
    const response = await harness.send('GET', '/customer');
    expect(response.status).toBe(502);
    await browserText(response, 'UTF-8 JSON');
    const [{ error, info }] = harness.reported as [Reported];
    expect(info).toMatchObject({ phase: 'upstream_response', route: 'getCustomer', code: 'upstream_invalid_response' });
    expect((error as Error).message).toBe('The payments API answered 200 with a success body that is not UTF-8 JSON.');
    expect((error as Error).message).not.toContain(CANARY_KEY);
  });

  it('should tell a refused key apart, and an upstream 5xx passed on', async () => {
    const refusedKey = reportingHarness({ answer: () => json({ code: 'unauthorized', detail: 'bad key' }, 401) });
    expect((await refusedKey.send('GET', '/customer')).status).toBe(502);
    expect(refusedKey.reported[0]?.info).toMatchObject({ phase: 'upstream_response', code: 'upstream_auth_failed' });
    expect((refusedKey.reported[0]?.error as Error).message).toMatch(/answered 401 with a refusal of the API key/);

    const outage = reportingHarness({ answer: () => json({ code: 'service_unavailable', detail: 'maintenance' }, 503) });
    expect((await outage.send('GET', '/customer')).status).toBe(503);
    expect(outage.reported[0]?.info).toMatchObject({ phase: 'upstream_response', status: 503, code: 'service_unavailable' });
  });

  it("should receive the merchant's own session error, while the browser reads only that the session could not be read", async () => {
    const storeDown = new Error('redis: connection lost to 10.0.0.7');
    const harness = reportingHarness({
      getCustomerId: () => {
        throw storeDown;
      },
    });
    const response = await harness.send('GET', '/customer');
    expect(response.status).toBe(500);
    expect(JSON.parse(await browserText(response, 'redis', '10.0.0.7'))).toMatchObject({ detail: 'The session could not be read.' });
    expect(harness.reported).toEqual([{ error: storeDown, info: expect.objectContaining({ phase: 'session', route: 'getCustomer' }) }]);
  });

  it("should not be told the browser's own mistakes, an upstream 4xx, or a browser that left", async () => {
    const harness = reportingHarness({ answer: () => json({ code: 'validation_error', detail: 'no' }, 422) });
    await harness.send('GET', '/customers');
    await harness.send('GET', '/customer', { customerId: null });
    await harness.send('POST', '/recipients', { json: { name: 'x' } });
    const gone = new AbortController();
    gone.abort();
    await harness.handle(
      new Request(`${SHOP}/api/paykit/customer`, { headers: { Cookie: sessionCookie('cus_alice') }, signal: gone.signal }),
    );
    expect(harness.reported).toEqual([]);
  });

  it('should leave the response alone when onError throws or rejects', async () => {
    const failing = (onError: () => never | Promise<never>) =>
      createProxyHarness({
        onError,
        fetch: async () => {
          throw new TypeError('fetch failed');
        },
      });
    const throwing = await failing(() => {
      throw new Error('the error tracker is down');
    }).send('GET', '/customer');
    const rejecting = await failing(() => Promise.reject(new Error('the error tracker is down'))).send('GET', '/customer');
    for (const response of [throwing, rejecting]) {
      expect(response.status).toBe(502);
      expect(await response.json()).toMatchObject({ code: 'upstream_unavailable' });
    }
  });
});

describe('given a structured logger', () => {
  it('should give one entry per request: route, statuses, problem code and phase', async () => {
    let now = 1_000;
    const harness = createProxyHarness({
      now: () => now,
      answer: (request) => {
        now += 7;
        return request.url.endsWith('/tasks/tsk_1')
          ? json({ data: { id: 'tsk_1', customerId: 'cus_alice' } })
          : json({ code: 'validation_error' }, 422);
      },
    });
    await harness.send('GET', '/tasks/tsk_1', { headers: { 'X-Request-Id': 'req_entry_1' } });
    await harness.send('POST', '/recipients', { json: { name: 'x' }, headers: { 'X-Request-Id': 'req_entry_2' } });
    await harness.send('GET', '/nowhere', { headers: { 'X-Request-Id': 'req_entry_3' } });
    expect(harness.entries).toEqual([
      {
        method: 'GET',
        route: 'getTask',
        status: 200,
        durationMs: 7,
        requestId: 'req_entry_1',
        upstreamStatus: 200,
        code: null,
        phase: null,
      },
      {
        method: 'POST',
        route: 'createRecipient',
        status: 422,
        durationMs: 7,
        requestId: 'req_entry_2',
        upstreamStatus: 422,
        code: 'validation_error',
        phase: null,
      },
      {
        method: 'GET',
        route: null,
        status: 404,
        durationMs: 0,
        requestId: 'req_entry_3',
        upstreamStatus: null,
        code: 'not_found',
        phase: null,
      },
    ]);
  });

  it('should never put the key, the host or the customer in an entry, whatever the upstream echoes', async () => {
    const lowercaseKey = 'sk_sandbox_lowercase_canary_0123456789';
    const answers: (() => Response)[] = [
      () => json({ data: { id: 'cus_alice', note: lowercaseKey } }),
      () =>
        json(
          { code: lowercaseKey, detail: `key ${lowercaseKey} on ${UPSTREAM_HOST}`, errors: [{ pointer: '/x', code: lowercaseKey }] },
          422,
        ),
      () => json({ code: lowercaseKey, detail: lowercaseKey }, 503),
      () => new Response(lowercaseKey, { status: 500 }),
      () => json({ code: 'unauthorized', detail: lowercaseKey }, 401),
    ];
    for (const answer of answers) {
      const reported: unknown[] = [];
      const harness = createProxyHarness({ apiKey: lowercaseKey, answer, onError: (error, info) => void reported.push(error, info) });
      const response = await harness.send('GET', '/customer', { customerId: 'cus_alice' });
      expect(await response.text()).not.toContain(lowercaseKey);
      expect(harness.entries).toHaveLength(1);
      const entry = JSON.stringify(harness.entries) + harness.logs.join('\n');
      for (const secret of [lowercaseKey, UPSTREAM_HOST, 'cus_alice']) expect(entry).not.toContain(secret);
      expect(JSON.stringify(reported.map((item) => (item instanceof Error ? item.message : item)))).not.toContain(lowercaseKey);
    }
  });
});

describe('given a request outside the mount path', () => {
  const outside = (options: ProxyHarnessOptions) =>
    createProxyHarness(options).handle(new Request(`${SHOP}/paykit/customer`, { headers: { Cookie: sessionCookie('cus_alice') } }));

  it('should name the expected mount path in development', async () => {
    const response = await outside({ development: true, mountPath: '/payments/kit' });
    expect(response.status).toBe(404);
    const problem = (await response.json()) as { code: string; detail: string };
    expect(problem.code).toBe('not_found');
    expect(problem.detail).toContain('/payments/kit');
    expect(problem.detail).toContain('mountPath');
  });

  it('should keep the detail generic in production, and take the mode from NODE_ENV by default', async () => {
    expect(await (await outside({ development: false })).json()).toMatchObject({ detail: 'No such route.' });
    vi.stubEnv('NODE_ENV', 'production');
    expect(await (await outside({})).json()).toMatchObject({ detail: 'No such route.' });
    vi.stubEnv('NODE_ENV', 'development');
    expect(((await (await outside({})).json()) as { detail: string }).detail).toContain('/api/paykit');
  });

  it('should keep the generic 404 inside the mount path, in development too', async () => {
    const response = await createProxyHarness({ development: true }).send('GET', '/customers');
    expect(await response.json()).toMatchObject({ code: 'not_found', detail: 'No such route.' });
  });
});
