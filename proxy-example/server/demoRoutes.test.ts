// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { createEventRelay, type InMemoryEventRelay } from 'paykit/server';
import { createFakePlatform } from 'paykit/testing';
import { createDemoRoutes, type DemoRoutesOptions } from './demoRoutes.js';
import { createSessionStore } from './sessions.js';
import type { UpstreamApi } from './upstreamApi.js';

const ORIGIN = 'http://127.0.0.1:3000';
const KEY = 'sk_sandbox_canaryRoutes42';
const BASE_URL = 'https://api.payments.test';

/** Demo routes over the in-memory fake platform, with every upstream request recorded. */
function setUp(overrides: Partial<DemoRoutesOptions> & { fetch?: typeof fetch } = {}) {
  const platform = createFakePlatform({ effectLatencyMs: 0 });
  const upstreamRequests: Request[] = [];
  const fetch =
    overrides.fetch ??
    (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      upstreamRequests.push(request.clone());
      return platform.handle(request);
    });
  const api: UpstreamApi = { baseUrl: BASE_URL, apiKey: KEY, fetch: fetch as typeof globalThis.fetch };
  const sessions = createSessionStore();
  const log = vi.fn();
  const routes = createDemoRoutes({ api, sessions, allowedOrigins: [ORIGIN], secureCookies: false, log, ...overrides });
  return { platform, routes, sessions, upstreamRequests, log };
}

const signInRequest = (body: unknown, headers: Record<string, string> = {}) =>
  new Request(`${ORIGIN}/sign-in`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Paykit-Request': '1', Origin: ORIGIN, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

const cookieOf = (response: Response) => response.headers.get('Set-Cookie')?.split(';')[0] ?? '';

/** Everything a browser could read of a response. */
async function exposed(response: Response): Promise<string> {
  return `${[...response.headers].map(([name, value]) => `${name}: ${value}`).join('\n')}\n${await response.clone().text()}`;
}

describe('given a visitor who signs in as an individual', () => {
  it('should create a customer upstream with the key and an idempotency key, and start a session for it', async () => {
    const { routes, sessions, upstreamRequests } = setUp();

    const response = await routes.request(signInRequest({ type: 'individual' }));

    expect(response.status).toBe(201);
    const { customerId } = (await response.json()) as { customerId: string };
    expect(customerId).toMatch(/^cus_[A-Za-z0-9]+$/);
    expect(upstreamRequests).toHaveLength(1);
    const [created] = upstreamRequests;
    expect(created?.method).toBe('POST');
    expect(created?.url).toBe(`${BASE_URL}/v3/customers`);
    expect(created?.headers.get('X-API-Key')).toBe(KEY);
    expect(created?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(await created?.json()).toMatchObject({ type: 'individual', individual: { residenceCountry: 'US' } });

    const cookie = response.headers.get('Set-Cookie') ?? '';
    expect(cookie).toMatch(/^paykit_demo_session=[A-Za-z0-9_-]{43};/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).toContain('Path=/');
    expect(cookie).not.toContain('Secure');
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(sessions.customerIdOf(cookieOf(response).split('=')[1])).toBe(customerId);
  });

  it('should answer the session’s customer, and null without a session', async () => {
    const { routes } = setUp();
    const signedIn = await routes.request(signInRequest({ type: 'individual' }));
    const { customerId } = (await signedIn.json()) as { customerId: string };

    const withCookie = await routes.request(`${ORIGIN}/session`, { headers: { Cookie: cookieOf(signedIn) } });
    const without = await routes.request(`${ORIGIN}/session`);

    expect(await withCookie.json()).toEqual({ customerId });
    expect(await without.json()).toEqual({ customerId: null });
  });

  it('should replace the browser’s previous session', async () => {
    const { routes, sessions } = setUp();
    const first = await routes.request(signInRequest({ type: 'individual' }));

    const second = await routes.request(signInRequest({ type: 'individual' }, { Cookie: cookieOf(first) }));

    expect(second.status).toBe(201);
    expect(sessions.customerIdOf(cookieOf(first).split('=')[1])).toBeNull();
    expect(sessions.size()).toBe(1);
  });
});

describe('given a visitor who signs in as a business', () => {
  it('should create a business customer the platform accepts', async () => {
    const { routes, platform } = setUp();

    const response = await routes.request(signInRequest({ type: 'business' }));

    expect(response.status).toBe(201);
    const { customerId } = (await response.json()) as { customerId: string };
    const read = await platform.handle(new Request(`${BASE_URL}/v3/customers/${customerId}`, { headers: { 'X-API-Key': KEY } }));
    expect(await read.json()).toMatchObject({ data: { id: customerId, type: 'business', business: { entityType: 'llc' } } });
  });
});

describe('given a visitor who signs in as a customer onboarded on v1', () => {
  it('should onboard an individual through /v1 and bind the session to the same customer id v3 reads', async () => {
    const { platform, routes, sessions, upstreamRequests } = setUp();

    const response = await routes.request(signInRequest({ type: 'migrated' }));

    expect(response.status).toBe(201);
    const { customerId } = (await response.json()) as { customerId: string };
    expect(upstreamRequests.map((request) => `${request.method} ${new URL(request.url).pathname}`)).toEqual([
      'POST /v1/customers',
      `POST /v1/customers/${customerId}/kyc/import`,
      `POST /v1/customers/${customerId}/rails`,
      `POST /v3/sandbox/customers/${customerId}/capabilities/ach_pooled/status`,
    ]);
    expect(await sessions.customerIdOf(cookieOf(response).split('=')[1])).toBe(customerId);
    const read = (path: string) =>
      platform.handle(new Request(`${BASE_URL}${path}`, { headers: { 'X-API-Key': KEY } })).then((answer) => answer.json());
    const v1 = (await read(`/v1/customers/${customerId}`)) as {
      data: { verificationStatus: string; rails: { rail: string; status: string }[] };
    };
    expect(v1.data.verificationStatus).toBe('approved');
    expect(v1.data.rails.map(({ rail, status }) => [rail, status])).toEqual([
      ['ach_pooled', 'ready_to_use'],
      ['sepa_pooled', 'requested'],
    ]);
    const v3 = (await read(`/v3/customers/${customerId}/capabilities`)) as { data: { id: string; status: string }[] };
    expect(v3.data.find((capability) => capability.id === 'ach_pooled')?.status).toBe('ready');
  });
});

describe('given a sign-in that fails the same-origin rule', () => {
  it.each([
    ['without the paykit header', { 'Paykit-Request': '' }],
    ['from a foreign origin', { Origin: 'https://evil.example' }],
    ['without an origin or fetch metadata', { Origin: '' }],
  ])('should refuse one %s with 403 and call nothing upstream', async (_name, headers) => {
    const { routes, upstreamRequests, sessions } = setUp();
    const request = signInRequest({ type: 'individual' });
    for (const [name, value] of Object.entries(headers)) {
      if (value) request.headers.set(name, value);
      else request.headers.delete(name);
    }

    const response = await routes.request(request);

    expect(response.status).toBe(403);
    expect(response.headers.get('Content-Type')).toBe('application/problem+json');
    expect(response.headers.get('Set-Cookie')).toBeNull();
    expect(upstreamRequests).toHaveLength(0);
    expect(sessions.size()).toBe(0);
  });

  it('should refuse a cross-origin sign-out and keep the session', async () => {
    const { routes, sessions } = setUp();
    const signedIn = await routes.request(signInRequest({ type: 'individual' }));

    const response = await routes.request(`${ORIGIN}/sign-out`, {
      method: 'POST',
      headers: { Cookie: cookieOf(signedIn), 'Paykit-Request': '1', Origin: 'https://evil.example' },
    });

    expect(response.status).toBe(403);
    expect(sessions.size()).toBe(1);
  });
});

describe('given a malformed sign-in', () => {
  it.each([
    ['an unknown type', { type: 'admin' }, 400],
    ['an extra field', { type: 'individual', customerId: 'cus_other1' }, 400],
    ['an array', [{ type: 'individual' }], 400],
    ['broken JSON', '{"type":', 400],
    ['an oversized body', { type: 'individual', padding: 'x'.repeat(2000) }, 413],
  ])('should refuse %s without calling upstream', async (_name, body, status) => {
    const { routes, upstreamRequests } = setUp();

    const response = await routes.request(signInRequest(body));

    expect(response.status).toBe(status);
    expect(upstreamRequests).toHaveLength(0);
  });

  it('should refuse a body that is not JSON', async () => {
    const { routes, upstreamRequests } = setUp();

    const response = await routes.request(signInRequest('type=individual', { 'Content-Type': 'application/x-www-form-urlencoded' }));

    expect(response.status).toBe(415);
    expect(upstreamRequests).toHaveLength(0);
  });
});

describe('given an upstream that refuses the key', () => {
  it('should answer 502 with the reference, and neither the key nor the host in the answer or the log', async () => {
    const refusing = vi.fn(
      async () =>
        new Response(JSON.stringify({ status: 401, code: 'unauthorized', detail: `Key ${KEY} at ${BASE_URL} is invalid` }), {
          status: 401,
          headers: { 'Content-Type': 'application/problem+json', 'X-Request-Id': 'req_upstream7' },
        }),
    );
    const { routes, log, sessions } = setUp({ fetch: refusing as unknown as typeof fetch });

    const response = await routes.request(signInRequest({ type: 'individual' }));

    expect(response.status).toBe(502);
    const text = await exposed(response);
    expect(text).toContain('req_upstream7');
    expect(text).not.toContain(KEY);
    expect(text).not.toContain('api.payments.test');
    expect(response.headers.get('Set-Cookie')).toBeNull();
    expect(sessions.size()).toBe(0);
    const lines = log.mock.calls.map(([line]) => String(line)).join('\n');
    expect(lines).toContain('401');
    expect(lines).not.toContain(KEY);
    expect(lines).not.toContain('api.payments.test');
  });
});

/** The bindings `@hono/node-server` gives a request from `remoteAddress`. */
const fromSocket = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } });

describe('given many sign-ins in a minute', () => {
  it('should answer 429 with Retry-After past the limit across all visitors, and serve again once it refilled', async () => {
    let time = 0;
    const { routes } = setUp({ maxSignInsPerMinute: 2, now: () => time });

    const answers = [];
    for (const address of ['203.0.113.1', '203.0.113.2', '203.0.113.3'])
      answers.push(await routes.request(signInRequest({ type: 'individual' }), undefined, fromSocket(address)));
    time += 30_000;
    const later = await routes.request(signInRequest({ type: 'individual' }), undefined, fromSocket('203.0.113.4'));

    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 429]);
    expect(answers[2]?.headers.get('Retry-After')).toBe('30');
    expect(later.status).toBe(201);
  });

  it('should allow 20 sign-ins per client at once, then one every 3 s, while another client still signs in', async () => {
    let time = 0;
    const { routes, upstreamRequests } = setUp({ now: () => time });
    const signInFrom = (address: string) => routes.request(signInRequest({ type: 'individual' }), undefined, fromSocket(address));

    const statuses = [];
    for (let index = 0; index < 21; index += 1) statuses.push((await signInFrom('203.0.113.7')).status);
    const refused = await signInFrom('203.0.113.7');
    const other = await signInFrom('198.51.100.2');
    time += 3_000;
    const refilled = await signInFrom('203.0.113.7');

    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(201));
    expect(statuses[20]).toBe(429);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBe('3');
    expect(await refused.json()).toMatchObject({ status: 429, code: 'rate_limited', retryable: true });
    expect(other.status).toBe(201);
    expect(refilled.status).toBe(201);
    // Refused sign-ins never reached the payments API.
    expect(upstreamRequests).toHaveLength(22);
  });

  it('should count every peer by its socket address, whatever X-Forwarded-For it sends, on loopback too', async () => {
    const { routes } = setUp({ maxSignInsPerClientPerMinute: 1 });
    const signIn = (peer: string, forwardedFor?: string) =>
      routes.request(
        signInRequest({ type: 'individual' }, forwardedFor ? { 'X-Forwarded-For': forwardedFor } : {}),
        undefined,
        fromSocket(peer),
      );

    // Visitors of a port-forward all arrive from loopback, each free to write the header.
    const first = await signIn('127.0.0.1', '203.0.113.10');
    const spoofing = await signIn('127.0.0.1', '203.0.113.11');
    const mapped = await signIn('::ffff:127.0.0.1', '203.0.113.12');
    const remote = await signIn('198.51.100.20', '203.0.113.12');
    const remoteSpoofing = await signIn('198.51.100.20', '203.0.113.13');

    expect([first.status, spoofing.status, mapped.status]).toEqual([201, 429, 429]);
    expect([remote.status, remoteSpoofing.status]).toEqual([201, 429]);
  });
});

describe('given a signed-in visitor who signs out', () => {
  it('should end the session and clear the cookie', async () => {
    const { routes, sessions } = setUp();
    const signedIn = await routes.request(signInRequest({ type: 'individual' }));

    const response = await routes.request(`${ORIGIN}/sign-out`, {
      method: 'POST',
      headers: { Cookie: cookieOf(signedIn), 'Paykit-Request': '1', Origin: ORIGIN },
    });

    expect(response.status).toBe(204);
    expect(response.headers.get('Set-Cookie')).toMatch(/^paykit_demo_session=; Max-Age=0;/);
    expect(sessions.size()).toBe(0);
  });
});

describe('given a signed-in visitor with an open event stream', () => {
  const streamOf = (relay: InMemoryEventRelay, customerId: string, cookie: string) =>
    relay.stream(customerId, new AbortController().signal, { sessionId: cookie.split('=')[1] });

  it('should close the session’s streams at sign-out with session_ended', async () => {
    const relay = createEventRelay();
    const { routes } = setUp({ events: relay });
    const signedIn = await routes.request(signInRequest({ type: 'individual' }));
    const { customerId } = (await signedIn.json()) as { customerId: string };
    const stream = streamOf(relay, customerId, cookieOf(signedIn));

    await routes.request(`${ORIGIN}/sign-out`, {
      method: 'POST',
      headers: { Cookie: cookieOf(signedIn), 'Paykit-Request': '1', Origin: ORIGIN },
    });

    expect(relay.streamCount(customerId)).toBe(0);
    expect(await new Response(stream.body).text()).toContain('event: closed\ndata: {"reason":"session_ended"}');
  });

  it('should close the previous session’s streams when the browser signs in again', async () => {
    const relay = createEventRelay();
    const { routes } = setUp({ events: relay });
    const first = await routes.request(signInRequest({ type: 'individual' }));
    const { customerId } = (await first.json()) as { customerId: string };
    streamOf(relay, customerId, cookieOf(first));

    await routes.request(signInRequest({ type: 'business' }, { Cookie: cookieOf(first) }));

    expect(relay.streamCount(customerId)).toBe(0);
  });
});

describe('given a page served over https', () => {
  it('should set a Secure, __Host- prefixed cookie and read it back', async () => {
    const { routes } = setUp({ secureCookies: true });

    const signedIn = await routes.request(signInRequest({ type: 'individual' }));
    const session = await routes.request(`${ORIGIN}/session`, { headers: { Cookie: cookieOf(signedIn) } });

    expect(signedIn.headers.get('Set-Cookie')).toMatch(/^__Host-paykit_demo_session=.*; Secure/);
    expect(((await session.json()) as { customerId: string | null }).customerId).toMatch(/^cus_/);
  });
});
