// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPaykitClient } from '../../core/client/index.js';
import { MAX_REQUEST_TIMEOUT_MS, REQUEST_TIMEOUT_HEADER } from '../../core/routes/index.js';
import { DEADLINE_MARGIN_MS, parseRequestTimeout, requestBudgetMs } from './requestDeadline.js';
import { SHOP, UPSTREAM, createProxyHarness, json, sessionCookie, sessionFromCookie } from './test-support/recordingUpstream.js';

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

/** A settled-or-not view of a promise, read while the fake clock stands still. */
function watch<T>(promise: Promise<T>) {
  let settled: { value: T } | undefined;
  void promise.then((value) => (settled = { value }));
  return () => settled?.value;
}

/**
 * Lets the proxy's real asynchronous work (reading bodies, the HMAC of the key) run while the fake
 * clock stands still, until `isDone` or `realMs` of real time have passed.
 */
async function settle(isDone: () => boolean, realMs = 5000): Promise<void> {
  const startedAt = performance.now();
  while (!isDone() && performance.now() - startedAt < realMs) await new Promise((resolve) => setImmediate(resolve));
}

beforeEach(() => {
  // Only the clock is fake: the proxy's own I/O and crypto run as they do in production.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
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

    await vi.advanceTimersByTimeAsync(3000 - 300 - 1);
    await settle(() => response() !== undefined, 50);
    expect(response()).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    await settle(() => response() !== undefined);
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
      fetch: (url, init) => harness.handle(new Request(url, { ...init, headers: { ...(init.headers as Record<string, string>), Origin: SHOP, Cookie: sessionCookie('cus_alice') } })),
    });
    const failure = watch(client.createRecipient({ type: 'business', relationship: 'vendor', companyName: 'Acme' }).catch((error: unknown) => error));
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
    const response = watch(harness.send('POST', '/transfers', { json: { quoteId: 'quo_alice' }, headers: { [REQUEST_TIMEOUT_HEADER]: String(clientTimeout) } }));
    await settle(() => upstream.calls.length === 1);

    await vi.advanceTimersByTimeAsync(budget * 0.6);
    await settle(() => upstream.calls.length === 2);
    expect(upstream.calls).toEqual(['GET /v3/quotes/quo_alice', 'POST /v3/transfers']);
    await vi.advanceTimersByTimeAsync(budget * 0.4 - 1);
    await settle(() => response() !== undefined, 50);
    expect(response()).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    await settle(() => response() !== undefined);
    expect(response()?.status).toBe(504);
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
    requestBudgetMs(new Request('https://shop.example/api/paykit/customer', { headers: value === undefined ? {} : { [REQUEST_TIMEOUT_HEADER]: value } }), ceiling);

  it('should keep a margin before the client gives up: a tenth of its budget, at most 1 s', () => {
    expect(budgetOf('10000')).toBe(10_000 - DEADLINE_MARGIN_MS);
    expect(budgetOf('8000')).toBe(7200);
    expect(budgetOf('2000')).toBe(1800);
    expect(budgetOf('10')).toBe(9);
  });

  it('should never exceed the ceiling, and ignore a value that is not a budget', () => {
    expect(budgetOf('999999999')).toBe(CEILING_MS);
    expect(budgetOf('12000')).toBe(CEILING_MS);
    for (const garbage of [undefined, '', '0', '-5000', '5e3', '5000ms', '4000.5', '9'.repeat(64)]) expect(budgetOf(garbage)).toBe(CEILING_MS);
  });

  it('should let a garbage value change nothing for a hanging upstream: the ceiling applies', async () => {
    const upstream = hanging();
    const harness = createProxyHarness({ fetch: upstream.fetch, timeoutMs: 2000 });
    const response = watch(harness.send('GET', '/customer', { headers: { [REQUEST_TIMEOUT_HEADER]: '1e1' } }));
    await settle(() => upstream.calls.length === 1);

    await vi.advanceTimersByTimeAsync(1999);
    await settle(() => response() !== undefined, 50);
    expect(response()).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    await settle(() => response() !== undefined);
    expect(response()?.status).toBe(504);
  });
});
