// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPaykitClient } from '../../core/client/index.js';
import { MAX_REQUEST_TIMEOUT_MS, REQUEST_TIMEOUT_HEADER } from '../../core/routes/index.js';
import { DEADLINE_MARGIN_MS, parseRequestTimeout, requestBudgetMs } from './requestDeadline.js';
import { SHOP, UPSTREAM, createProxyHarness, json, sessionCookie, sessionFromCookie, type UpstreamAnswer } from './test-support/recordingUpstream.js';

const CEILING_MS = 10_000;

/** Answers `response` after `ms` on the (fake) clock, or fails as fetch does when the proxy aborts the call. */
const after = (ms: number, response: () => Response): UpstreamAnswer => (request) =>
  new Promise<Response>((resolve, reject) => {
    const timer = setTimeout(() => resolve(response()), ms);
    request.signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new DOMException('aborted', 'AbortError'));
    });
  });

/** An upstream that never answers, and fails as fetch does once the proxy aborts the call. */
const never: UpstreamAnswer = (request) =>
  new Promise<Response>((_, reject) => {
    request.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
  });

/** A settled-or-not view of a response promise, read while the fake clock is stopped. */
function watch(promise: Promise<Response>) {
  let response: Response | undefined;
  void promise.then((settled) => (response = settled));
  return () => response;
}

const upstreamCalls = (harness: ReturnType<typeof createProxyHarness>) =>
  harness.calls.map((call) => `${call.method} ${call.url.slice(UPSTREAM.length)}`);

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('given a hanging upstream and a client that waits 3 s', () => {
  it('should answer 504 upstream_timeout before the client gives up', async () => {
    const harness = createProxyHarness({ answer: never, timeoutMs: CEILING_MS });
    const response = watch(harness.send('GET', '/customer', { headers: { [REQUEST_TIMEOUT_HEADER]: '3000' } }));

    await vi.advanceTimersByTimeAsync(3000 - 300 - 1);
    expect(response()).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(response()?.status).toBe(504);
    expect(await response()?.json()).toMatchObject({ code: 'upstream_timeout', retryable: true });
  });
});

describe("given the kit's client over the proxy and a hanging upstream", () => {
  it("should give the client the proxy's 504, whose outcome it knows to be unknown, instead of its own timeout", async () => {
    const harness = createProxyHarness({ answer: never, timeoutMs: CEILING_MS });
    const client = createPaykitClient({
      baseUrl: `${SHOP}/api/paykit`,
      timeoutMs: 4000,
      retry: { maxAttempts: 1 },
      fetch: (url, init) => harness.handle(new Request(url, { ...init, headers: { ...(init.headers as Record<string, string>), Origin: SHOP, Cookie: sessionCookie('cus_alice') } })),
    });
    const failure = client.createRecipient({ type: 'business', relationship: 'vendor', companyName: 'Acme' }).catch((error: unknown) => error);

    await vi.advanceTimersByTimeAsync(4000);
    expect(await failure).toMatchObject({ kind: 'problem', status: 504, code: 'upstream_timeout', outcome: 'unknown' });
  });
});

describe('given a transfer whose quote read and create each take 60% of the budget', () => {
  it('should answer one 504 when the shared budget runs out, not wait for two full timeouts', async () => {
    const clientTimeout = 10_000;
    const budget = clientTimeout - DEADLINE_MARGIN_MS;
    const harness = createProxyHarness({
      timeoutMs: CEILING_MS,
      answer: (request) =>
        request.method === 'GET'
          ? after(budget * 0.6, () => json({ data: { id: 'quo_alice', customerId: 'cus_alice' } }))(request)
          : after(budget * 0.6, () => json({ data: { id: 'tr_1' } }, 201))(request),
    });
    const response = watch(harness.send('POST', '/transfers', { json: { quoteId: 'quo_alice' }, headers: { [REQUEST_TIMEOUT_HEADER]: String(clientTimeout) } }));

    await vi.advanceTimersByTimeAsync(budget - 1);
    expect(response()).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(response()?.status).toBe(504);
    expect(upstreamCalls(harness)).toEqual(['GET /v3/quotes/quo_alice', 'POST /v3/transfers']);
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
    const harness = createProxyHarness({ answer: never, timeoutMs: 2000 });
    const response = watch(harness.send('GET', '/customer', { headers: { [REQUEST_TIMEOUT_HEADER]: '1e1' } }));

    await vi.advanceTimersByTimeAsync(1999);
    expect(response()).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(response()?.status).toBe(504);
  });
});
