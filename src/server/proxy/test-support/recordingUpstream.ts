/**
 * Test support: a recording upstream (a `fetch` that keeps every call the proxy makes, then
 * answers it), and a proxy harness that checks every response and log line for the canary key
 * and the upstream host.
 */
import { expect } from 'vitest';
import { createPaykitProxy } from '../createPaykitProxy.js';
import type { PaykitProxyOptions } from '../PaykitProxyOptions.js';
import { formatProxyLogLine, type ProxyLogEntry } from '../proxyLog.js';

/** The canary API key: it must never appear in a response or a log line. */
export const CANARY_KEY = 'sk_sandbox_CANARY123';
/** The upstream origin the tests configure. */
export const UPSTREAM = 'https://api.payments.example';
/** The upstream host, which must never appear in a response or a log line either. */
export const UPSTREAM_HOST = 'api.payments.example';
/** The merchant's origin, the only allowed one. */
export const SHOP = 'https://shop.example';
/** A valid idempotency secret. */
export const SECRET = 'test-idempotency-secret-0123456789abcdef';

/** One call the proxy made upstream. */
export interface RecordedCall {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: string;
}

/** Answers an upstream request. */
export type UpstreamAnswer = (request: Request) => Response | Promise<Response>;

/** A JSON response as the API would send it. */
export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  const type = status >= 400 ? 'application/problem+json' : 'application/json';
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': type, ...headers } });
}

/** A `fetch` that records every call, then answers it with `answer`. */
export function recordingUpstream(answer: UpstreamAnswer) {
  const calls: RecordedCall[] = [];
  const fetch = async (input: string, init: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    calls.push({
      method: request.method,
      url: request.url,
      headers: Object.fromEntries(request.headers),
      body: await request.clone().text(),
    });
    return answer(request);
  };
  return { calls, fetch };
}

/** A session cookie for `customerId`, read back by {@link sessionFromCookie}. */
export function sessionCookie(customerId: string): string {
  return `theme=dark; session=${customerId}`;
}

/** The merchant's `getCustomerId` of the tests: the `session` cookie, or null. */
export function sessionFromCookie(request: Request): string | null {
  const match = /(?:^|;\s*)session=([^;]+)/.exec(request.headers.get('cookie') ?? '');
  return match?.[1] ?? null;
}

/** Asserts that neither the canary key nor the upstream host is in `text`. */
export function expectClean(text: string, where: string): void {
  expect(text.includes(CANARY_KEY), `the API key leaked in ${where}`).toBe(false);
  expect(text.toLowerCase().includes(UPSTREAM_HOST), `the upstream host leaked in ${where}`).toBe(false);
}

/** What a browser request of the tests carries. */
export interface BrowserInit {
  /** The session's customer; `null` for no session. */
  customerId?: string | null;
  /** A JSON value (sent as JSON), or a raw body. */
  json?: unknown;
  body?: BodyInit;
  headers?: Record<string, string>;
  /** @default a fresh key on effectful methods */
  idempotencyKey?: string | null;
}

/** Options of {@link createProxyHarness}. */
export interface ProxyHarnessOptions extends Partial<PaykitProxyOptions> {
  answer?: UpstreamAnswer;
}

let keyCounter = 0;

/**
 * A proxy over a recording upstream. `send` builds a browser request like the kit's client does
 * (Paykit-Request, Origin, Idempotency-Key, a session cookie) and checks the response for leaks.
 * Every log entry is checked too, and kept as it came (`entries`) and as a line (`logs`).
 */
export function createProxyHarness(options: ProxyHarnessOptions = {}) {
  const { answer = () => json({ data: {} }), ...overrides } = options;
  const upstream = recordingUpstream(answer);
  const logs: string[] = [];
  const entries: ProxyLogEntry[] = [];
  const proxy = createPaykitProxy({
    apiKey: CANARY_KEY,
    baseUrl: UPSTREAM,
    environment: 'sandbox',
    getCustomerId: sessionFromCookie,
    idempotencySecret: SECRET,
    allowedOrigins: [SHOP],
    fetch: upstream.fetch,
    log: (entry) => {
      expectClean(JSON.stringify(entry), 'a log entry');
      entries.push(entry);
      logs.push(formatProxyLogLine(entry));
    },
    ...overrides,
  });

  /** Sends a raw request through the proxy and checks its response for leaks. */
  async function handle(request: Request): Promise<Response> {
    const response = await proxy(request);
    expectClean(await response.clone().text(), `the body of ${request.method} ${request.url}`);
    expectClean(JSON.stringify([...response.headers]), `the headers of ${request.method} ${request.url}`);
    return response;
  }

  /** Sends `method path` (relative to the mount path) as the kit's client would. */
  function send(method: string, path: string, init: BrowserInit = {}): Promise<Response> {
    const headers: Record<string, string> = { Accept: 'application/json', 'Paykit-Request': '1', Origin: SHOP };
    if (init.customerId !== null) headers.Cookie = sessionCookie(init.customerId ?? 'cus_alice');
    if (method !== 'GET' && init.idempotencyKey !== null)
      headers['Idempotency-Key'] = init.idempotencyKey ?? `pk_test_${(keyCounter += 1)}`;
    let body = init.body;
    if (init.json !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(init.json);
    }
    return handle(new Request(`${SHOP}/api/paykit${path}`, { method, headers: { ...headers, ...init.headers }, body }));
  }

  return { proxy, handle, send, calls: upstream.calls, logs, entries };
}
