// @vitest-environment node
import { getEventListeners } from 'node:events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPaykitClient } from '../../core/client/index.js';
import { MAX_REQUEST_TIMEOUT_MS, REQUEST_TIMEOUT_HEADER } from '../../core/routes/index.js';
import { DEADLINE_MARGIN_MS, parseRequestTimeout, requestBudgetMs } from './requestDeadline.js';
import { lazyMultipart, type LazyPart } from '../../test-support/lazyMultipart.js';
import { advanceBy, advanceUntil, answerAt, settle, useFakeClock, watch } from './test-support/fakeClock.js';
import {
  SHOP,
  UPSTREAM,
  createProxyHarness,
  json,
  sessionCookie,
  sessionFromCookie,
  type ProxyHarnessOptions,
} from './test-support/recordingUpstream.js';
import { streamingUpstream, uploadRequest } from './test-support/uploadTraffic.js';

const CEILING_MS = 10_000;

/**
 * An upstream whose answer to each call takes `delayMs(method)` on the (fake) clock (`null`: it
 * never answers), and which fails as fetch does once the proxy aborts the call. It listens on the
 * signal the proxy passes, which a `Request` built from it would only follow through a weak reference.
 */
function slowUpstream(delayMs: (method: string) => number | null, answer: (method: string) => Response = () => json({ data: {} })) {
  const calls: string[] = [];
  const fetch = (url: string, init: RequestInit) =>
    new Promise<Response>((resolve, reject) => {
      const method = init.method ?? 'GET';
      calls.push(`${method} ${url.slice(UPSTREAM.length)}`);
      const delay = delayMs(method);
      const timer = delay === null ? undefined : setTimeout(() => resolve(answer(method)), delay);
      init.signal?.addEventListener('abort', () => {
        clearTimeout(timer);
        reject(new DOMException('aborted', 'AbortError'));
      });
    });
  return { calls, fetch };
}

const hanging = () => slowUpstream(() => null);

beforeEach(() => {
  useFakeClock();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('given a hanging upstream and a client that waits 3 s', () => {
  it('should answer 504 upstream_timeout before the client gives up', async () => {
    const upstream = hanging();
    const harness = createProxyHarness({ fetch: upstream.fetch, timeoutMs: CEILING_MS });
    const response = watch(harness.send('GET', '/customer', { headers: { [REQUEST_TIMEOUT_HEADER]: '3000' } }));
    await settle(() => upstream.calls.length === 1);

    await answerAt(response, 3000 - 300);
    expect(response()?.status).toBe(504);
    expect(await response()?.json()).toMatchObject({ code: 'upstream_timeout', retryable: true });
  });
});

describe("given the kit's client over the proxy and a hanging upstream", () => {
  it("should give the client the proxy's 504, whose outcome it knows to be unknown, instead of its own timeout", async () => {
    const upstream = hanging();
    const harness = createProxyHarness({ fetch: upstream.fetch, timeoutMs: CEILING_MS });
    const client = createPaykitClient({
      baseUrl: `${SHOP}/api/paykit`,
      timeoutMs: 4000,
      retry: { maxAttempts: 1 },
      fetch: (url, init) =>
        harness.handle(
          new Request(url, {
            ...init,
            headers: { ...(init.headers as Record<string, string>), Origin: SHOP, Cookie: sessionCookie('cus_alice') },
          }),
        ),
    });
    const failure = watch(
      client.createRecipient({ type: 'business', relationship: 'vendor', companyName: 'Acme' }).catch((error: unknown) => error),
    );
    await settle(() => upstream.calls.length === 1);

    // The proxy's budget ends 400 ms before the client's: the client is still waiting when the 504 comes.
    await vi.advanceTimersByTimeAsync(3600);
    await settle(() => failure() !== undefined);
    expect(failure()).toMatchObject({ kind: 'problem', status: 504, code: 'upstream_timeout', outcome: 'unknown' });
  });
});

describe('given a transfer whose quote read and create each take 60% of the budget', () => {
  it('should answer one 504 when the shared budget runs out, not wait for two full timeouts', async () => {
    const clientTimeout = 10_000;
    const budget = clientTimeout - DEADLINE_MARGIN_MS;
    const upstream = slowUpstream(
      () => budget * 0.6,
      (method) => (method === 'GET' ? json({ data: { id: 'quo_alice', customerId: 'cus_alice' } }) : json({ data: { id: 'tr_1' } }, 201)),
    );
    const harness = createProxyHarness({ fetch: upstream.fetch, timeoutMs: CEILING_MS });
    const response = watch(
      harness.send('POST', '/transfers', { json: { quoteId: 'quo_alice' }, headers: { [REQUEST_TIMEOUT_HEADER]: String(clientTimeout) } }),
    );
    await settle(() => upstream.calls.length === 1);

    await vi.advanceTimersByTimeAsync(budget * 0.6);
    await settle(() => upstream.calls.length === 2);
    expect(upstream.calls).toEqual(['GET /v3/quotes/quo_alice', 'POST /v3/transfers']);
    await answerAt(response, budget * 0.4);
    expect(response()?.status).toBe(504);
  });
});

/**
 * An upstream `fetch` that never looks at its abort signal, as a careless custom `fetch` or a
 * wrapper that drops the signal would: each answer comes `delayMs` after the call on the (fake)
 * clock (`null`: never), whatever the proxy aborted meanwhile.
 */
function deafUpstream(delayMs: number | null, answer: (method: string) => Response) {
  const calls: string[] = [];
  const fetch = (url: string, init: RequestInit) =>
    new Promise<Response>((resolve) => {
      const method = init.method ?? 'GET';
      calls.push(`${method} ${url.slice(UPSTREAM.length)}`);
      if (delayMs !== null) setTimeout(() => resolve(answer(method)), delayMs);
    });
  return { calls, fetch };
}

/** A JSON body that starts and never ends, and ignores a cancel; its probe tells whether the proxy cancelled it. */
function endlessUpstreamBody() {
  const probe = { canceled: false };
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode('{"data":'));
    },
    cancel() {
      probe.canceled = true;
    },
  });
  return { body, probe };
}

describe('given a fetch that ignores the abort signal', () => {
  const budget = { [REQUEST_TIMEOUT_HEADER]: '2000' };

  it('should answer a transfer whose quote read and create each take 1.2 s with 504 at the 1.8 s budget, not 200 at 2.4 s', async () => {
    const upstream = deafUpstream(1200, (method) =>
      method === 'GET' ? json({ data: { id: 'quo_alice', customerId: 'cus_alice' } }) : json({ data: { id: 'tr_1' } }, 201),
    );
    const harness = createProxyHarness({ fetch: upstream.fetch, timeoutMs: CEILING_MS });
    const response = watch(harness.send('POST', '/transfers', { json: { quoteId: 'quo_alice' }, headers: budget }));
    await settle(() => upstream.calls.length === 1);

    await answerAt(response, 1800);
    expect(response()?.status).toBe(504);
    expect(await response()?.json()).toMatchObject({ code: 'upstream_timeout', retryable: true });
    expect(upstream.calls).toEqual(['GET /v3/quotes/quo_alice', 'POST /v3/transfers']);
  });

  it('should answer 504 on time when the headers come at once and the body never ends, and cancel that body', async () => {
    const { body, probe } = endlessUpstreamBody();
    const upstream = deafUpstream(0, () => new Response(body, { status: 200, headers: { 'Content-Type': 'application/json' } }));
    const harness = createProxyHarness({ fetch: upstream.fetch, timeoutMs: CEILING_MS });
    const response = watch(harness.send('GET', '/customer', { headers: budget }));
    await settle(() => upstream.calls.length === 1);

    await answerAt(response, 1800);
    expect(response()?.status).toBe(504);
    expect(probe.canceled).toBe(true);
  });

  it('should drop an answer that comes after the 504, cancel its body, and leave no timer and no listener behind', async () => {
    const { body, probe } = endlessUpstreamBody();
    const upstream = deafUpstream(2500, () => new Response(body, { status: 201, headers: { 'Content-Type': 'application/json' } }));
    const harness = createProxyHarness({ fetch: upstream.fetch, timeoutMs: CEILING_MS });
    const sent = new Request(`${SHOP}/api/paykit/recipients`, {
      method: 'POST',
      headers: {
        'Paykit-Request': '1',
        Origin: SHOP,
        Cookie: sessionCookie('cus_alice'),
        'Idempotency-Key': 'pk_deaf_1',
        'Content-Type': 'application/json',
        ...budget,
      },
      body: JSON.stringify({ type: 'business', relationship: 'vendor', companyName: 'Acme' }),
    });
    const listenersBefore = getEventListeners(sent.signal, 'abort').length;
    const response = watch(harness.handle(sent));
    await settle(() => upstream.calls.length === 1);

    await answerAt(response, 1800);
    expect(response()?.status).toBe(504);
    expect(probe.canceled).toBe(false);

    await advanceBy(700);
    await settle(() => probe.canceled);
    expect(probe.canceled).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
    expect(getEventListeners(sent.signal, 'abort')).toHaveLength(listenersBefore);
  });
});

describe('given a budget spent before the first upstream call', () => {
  it('should answer 504 and send nothing upstream', async () => {
    const harness = createProxyHarness({
      timeoutMs: 1000,
      getCustomerId: (request) => new Promise((resolve) => setTimeout(() => resolve(sessionFromCookie(request)), 1000)),
    });
    const response = harness.send('POST', '/recipients', { json: { type: 'business', companyName: 'Acme' } });

    await vi.advanceTimersByTimeAsync(1000);
    expect((await response).status).toBe(504);
    expect(harness.calls).toEqual([]);
  });
});

/** A browser body that sends `head` and never ends; its probe tells whether the proxy let it go. */
function endlessBody(head: string) {
  const probe = { canceled: false };
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(head));
    },
    cancel() {
      probe.canceled = true;
    },
  });
  return { body, probe };
}

/** A browser request of the kit's client with a streamed body. */
function streamedRequest(
  method: string,
  path: string,
  body: ReadableStream<Uint8Array>,
  headers: Record<string, string>,
  signal?: AbortSignal,
): Request {
  return new Request(`${SHOP}/api/paykit${path}`, {
    method,
    headers: { 'Paykit-Request': '1', Origin: SHOP, Cookie: sessionCookie('cus_alice'), 'Idempotency-Key': 'pk_slow_body_1', ...headers },
    body,
    duplex: 'half',
    signal,
  } as RequestInit);
}

describe('given a browser that starts a body and never finishes it', () => {
  it.each([
    ['a JSON body', 'POST', '/recipients', { 'Content-Type': 'application/json' }, '{"type":'],
    ['a route that takes no body', 'DELETE', '/recipients/rcp_1', {}, ' '],
  ])(
    "should answer %s 408 request_timeout when the request's budget is spent, call nothing upstream and let the body go",
    async (_, method, path, headers, head) => {
      const harness = createProxyHarness({ timeoutMs: 200 });
      const { body, probe } = endlessBody(head);
      const response = watch(harness.handle(streamedRequest(method, path, body, { ...headers, [REQUEST_TIMEOUT_HEADER]: '300' })));
      await settle(() => response() !== undefined, 50);

      await answerAt(response, 200);
      expect(response()?.status).toBe(408);
      expect(await response()?.json()).toMatchObject({ code: 'request_timeout', retryable: true });
      expect(harness.calls).toEqual([]);
      expect(probe.canceled).toBe(true);
    },
  );
});

describe('given a session store that does not answer', () => {
  it("should answer 504 session_timeout when the request's budget is spent, and call nothing upstream", async () => {
    const harness = createProxyHarness({ timeoutMs: CEILING_MS, getCustomerId: () => new Promise<string>(() => undefined) });
    const response = watch(
      harness.send('POST', '/recipients', { json: { type: 'business' }, headers: { [REQUEST_TIMEOUT_HEADER]: '2000' } }),
    );

    await answerAt(response, 1800);
    expect(response()?.status).toBe(504);
    expect(await response()?.json()).toMatchObject({ code: 'session_timeout', retryable: true });
    expect(harness.calls).toEqual([]);
  });
});

describe('given an upload whose file never comes and a client that waits less than the first-bytes time', () => {
  it("should answer 408 when the request's budget is spent, not after the proxy's own ceiling", async () => {
    const harness = createProxyHarness({ timeoutMs: CEILING_MS, limits: { uploadFirstBytesMs: CEILING_MS } });
    const { body } = lazyMultipart([{ name: 'purpose', value: 'identity' }], { hang: true, tail: '' });
    const response = watch(harness.handle(uploadRequest('cus_alice', body, { [REQUEST_TIMEOUT_HEADER]: '2000' })));
    await settle(() => response() !== undefined, 50);

    await answerAt(response, 1800);
    expect(response()?.status).toBe(408);
    expect(harness.calls).toEqual([]);
  });
});

describe('given a Paykit-Timeout-Ms value', () => {
  it.each([
    ['15000', 15_000],
    ['1', 1],
    [String(MAX_REQUEST_TIMEOUT_MS), MAX_REQUEST_TIMEOUT_MS],
  ])('should read %s as %i ms', (value, budget) => {
    expect(parseRequestTimeout(value)).toBe(budget);
  });

  it.each([null, undefined, '', '0', '-1', '+15000', '15000.5', '1e4', '015000', ' 15000', '0x10', '1000000000', '9'.repeat(400), 'soon'])(
    'should ignore %j, so the proxy keeps its own ceiling',
    (value) => {
      expect(parseRequestTimeout(value)).toBeUndefined();
    },
  );
});

describe('given the Paykit-Timeout-Ms header', () => {
  const budgetOf = (value: string | undefined, ceiling = CEILING_MS) =>
    requestBudgetMs(
      new Request('https://shop.example/api/paykit/customer', { headers: value === undefined ? {} : { [REQUEST_TIMEOUT_HEADER]: value } }),
      ceiling,
    );

  it('should keep a margin before the client gives up: a tenth of its budget, at most 1 s', () => {
    expect(budgetOf('10000')).toBe(10_000 - DEADLINE_MARGIN_MS);
    expect(budgetOf('8000')).toBe(7200);
    expect(budgetOf('2000')).toBe(1800);
    expect(budgetOf('10')).toBe(9);
  });

  it('should never exceed the ceiling, and ignore a value that is not a budget', () => {
    expect(budgetOf('999999999')).toBe(CEILING_MS);
    expect(budgetOf('12000')).toBe(CEILING_MS);
    for (const garbage of [undefined, '', '0', '-5000', '5e3', '5000ms', '4000.5', '9'.repeat(64)])
      expect(budgetOf(garbage)).toBe(CEILING_MS);
  });

  it('should let a garbage value change nothing for a hanging upstream: the ceiling applies', async () => {
    const upstream = hanging();
    const harness = createProxyHarness({ fetch: upstream.fetch, timeoutMs: 2000 });
    const response = watch(harness.send('GET', '/customer', { headers: { [REQUEST_TIMEOUT_HEADER]: '1e1' } }));
    await settle(() => upstream.calls.length === 1);

    await answerAt(response, 2000);
    expect(response()?.status).toBe(504);
  });
});

describe('given requests that end every way', () => {
  const file = (size: number): LazyPart => ({ name: 'file', fileName: 'id.pdf', head: new TextEncoder().encode('%PDF-1.7\n'), size });
  const purpose: LazyPart = { name: 'purpose', value: 'identity' };
  const leaving = new AbortController();
  const hangingFetch = hanging().fetch;
  const failingFetch = () => Promise.reject(new TypeError('fetch failed'));
  const json = (method: string, path: string, body: ReadableStream<Uint8Array>) =>
    streamedRequest(method, path, body, { 'Content-Type': 'application/json' });
  const text = (value: string) => new Response(value).body as ReadableStream<Uint8Array>;
  const upload = (parts: LazyPart[], options: Parameters<typeof lazyMultipart>[1] = {}, signal?: AbortSignal) =>
    uploadRequest('cus_alice', lazyMultipart(parts, options).body, {}, signal);
  const uploads = (options: ProxyHarnessOptions = {}): ProxyHarnessOptions => ({ fetch: streamingUpstream().fetch, ...options });

  it.each<[string, number, () => Request, ProxyHarnessOptions, number]>([
    ['a JSON call that succeeds', 200, () => json('POST', '/recipients', text('{"type":"business"}')), {}, 0],
    ['a JSON body that never ends', 408, () => json('POST', '/recipients', endlessBody('{').body), {}, CEILING_MS],
    [
      'a session lookup that never ends',
      504,
      () => json('POST', '/recipients', text('{}')),
      { getCustomerId: () => new Promise<string>(() => undefined) },
      CEILING_MS,
    ],
    ['an upstream that never answers', 504, () => json('POST', '/recipients', text('{}')), { fetch: hangingFetch }, CEILING_MS],
    [
      'an upstream that ignores the abort and never answers',
      504,
      () => json('POST', '/recipients', text('{}')),
      { fetch: () => new Promise<Response>(() => undefined) },
      CEILING_MS,
    ],
    ['an upstream that cannot be reached', 502, () => json('POST', '/recipients', text('{}')), { fetch: failingFetch }, 0],
    ['an upload that succeeds', 201, () => upload([file(200_000), purpose]), uploads(), 0],
    ['an upload that stalls before its file', 408, () => upload([purpose], { hang: true, tail: '' }), uploads(), 5_000],
    ['an upload that stalls after its file started', 408, () => upload([file(200_000)], { hang: true, tail: '' }), uploads(), 5_000],
    ['an upload over the size cap', 413, () => upload([file(200_000), purpose]), uploads({ limits: { documentBytes: 100_000 } }), 0],
    ['an upload whose browser leaves', 499, () => upload([file(1_000)], { hang: true, tail: '' }, leaving.signal), uploads(), 0],
    ['an upload to an upstream that never answers', 504, () => upload([file(1_000), purpose]), { fetch: hangingFetch }, CEILING_MS],
  ])('should leave no timer and no listener behind: %s (%i)', async (name, status, request, options, waitMs) => {
    const harness = createProxyHarness({ timeoutMs: CEILING_MS, ...options });
    const sent = request();
    const listenersBefore = getEventListeners(sent.signal, 'abort').length;
    const response = watch(harness.handle(sent));
    await settle(() => response() !== undefined, 100);
    if (name.includes('leaves')) leaving.abort();
    await advanceUntil(() => response() !== undefined, 2 * waitMs);

    expect(response()?.status).toBe(status);
    expect(vi.getTimerCount()).toBe(0);
    expect(getEventListeners(sent.signal, 'abort')).toHaveLength(listenersBefore);
  });
});

describe('given a browser that leaves while its request waits', () => {
  it.each<[string, ProxyHarnessOptions, string[]]>([
    ['on a session lookup that never ends', { getCustomerId: () => new Promise<string>(() => undefined) }, []],
    ['on a JSON body that never ends', {}, []],
    ['on an upstream that never answers', {}, ['POST /v3/customers/cus_alice/recipients']],
  ])('should answer 499 at once %s, stop what it waited on, and leave no timer and no listener behind', async (name, options, calls) => {
    const upstream = hanging();
    const harness = createProxyHarness({ timeoutMs: CEILING_MS, fetch: upstream.fetch, ...options });
    const leaving = new AbortController();
    const { body, probe } = endlessBody(name.includes('body') ? '{"type":' : '{"type":"business"}');
    const complete = name.includes('body') ? body : (new Response('{"type":"business"}').body as ReadableStream<Uint8Array>);
    const headers = { 'Content-Type': 'application/json' };
    const response = watch(harness.handle(streamedRequest('POST', '/recipients', complete, headers, leaving.signal)));
    await settle(() => upstream.calls.length === calls.length, 100);
    expect(response()).toBeUndefined();

    leaving.abort();
    await settle(() => response() !== undefined, 100);
    expect(response()?.status).toBe(499);
    expect(await response()?.json()).toMatchObject({ code: 'client_closed_request' });
    expect(upstream.calls).toEqual(calls);
    if (complete === body) expect(probe.canceled).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
    expect(getEventListeners(leaving.signal, 'abort')).toHaveLength(0);
  });
});
