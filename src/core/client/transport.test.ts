import * as z from 'zod/mini';
import { describe, expect, it, vi } from 'vitest';
import { MAX_REQUEST_TIMEOUT_MS, REQUEST_TIMEOUT_HEADER, kitRoutes, type KitRoute } from '../routes/index.js';
import { PaykitError } from './PaykitError.js';
import { defaultRetryPolicy, type RetryPolicy } from './retryPolicy.js';
import { sleep as realSleep, type Sleep } from './sleep.js';
import { send, request, type FetchLike, type TransportConfig, type TransportRequest } from './transport.js';

const thing = z.object({ data: z.object({ id: z.string() }) });

type Reply = Response | Error | ((init: RequestInit) => Promise<Response>);

const jsonResponse = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
const problemResponse = (status: number, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify({ status, ...body }), {
    status,
    headers: { 'Content-Type': 'application/problem+json', ...headers },
  });
const ok = () => jsonResponse({ data: { id: 'x_1' } });

/** A fetch that never answers and rejects with its signal's reason when aborted. */
const hangs: Reply = (init) =>
  new Promise((_, reject) => {
    init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
  });

function setup(replies: Reply[], retry: Partial<RetryPolicy> = {}, timeoutMs = 1000) {
  let clock = 0;
  const fetch = vi.fn<FetchLike>(async (_url, init) => {
    const reply = replies.shift();
    if (reply === undefined) throw new Error('no reply left');
    if (reply instanceof Error) throw reply;
    return typeof reply === 'function' ? reply(init) : reply;
  });
  const sleep = vi.fn<Sleep>(async (ms) => {
    clock += ms;
  });
  const onResponse = vi.fn();
  const config: TransportConfig = {
    baseUrl: '/api/paykit',
    fetch,
    timeoutMs,
    retry: { ...defaultRetryPolicy, random: () => 0.5, ...retry },
    sleep,
    now: () => clock,
    onResponse,
  };
  const headersOf = (call: number) => new Headers(fetch.mock.calls[call]?.[1].headers);
  const keys = () => fetch.mock.calls.map((_, index) => headersOf(index).get('Idempotency-Key'));
  return { config, fetch, sleep, onResponse, headersOf, keys };
}

const call = (route: KitRoute, extra: Partial<TransportRequest<unknown>> = {}): TransportRequest<unknown> => ({
  route,
  schema: thing,
  ...extra,
});

async function failure(promise: Promise<unknown>): Promise<PaykitError> {
  const error: unknown = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (error instanceof PaykitError) return error;
  throw new Error(`expected a PaykitError, got ${String(error)}`);
}

describe('given any request', () => {
  it.each([
    ['GET', kitRoutes.getCustomer],
    ['POST', kitRoutes.cancelCapability],
  ])('should send Paykit-Request, Accept and same-origin credentials on %s', async (_, route) => {
    const { config, fetch, headersOf } = setup([ok()]);
    await request(config, call(route, { params: { capabilityId: 'ach_pooled' } }));
    expect(headersOf(0).get('Paykit-Request')).toBe('1');
    expect(headersOf(0).get('Accept')).toBe('application/json');
    expect(fetch.mock.calls[0]?.[1].credentials).toBe('same-origin');
    expect(fetch.mock.calls[0]?.[0]).toMatch(/^\/api\/paykit\//);
  });

  it('should send Paykit-Request on every retry too', async () => {
    const { config, headersOf } = setup([new TypeError('offline'), ok()]);
    await request(config, call(kitRoutes.getCustomer));
    expect([headersOf(0).get('Paykit-Request'), headersOf(1).get('Paykit-Request')]).toEqual(['1', '1']);
  });

  it('should return the parsed body', async () => {
    const { config } = setup([ok()]);
    await expect(request(config, call(kitRoutes.getCustomer))).resolves.toEqual({ data: { id: 'x_1' } });
  });
});

describe('given the idempotency key', () => {
  it.each([
    ['PATCH', kitRoutes.updateCustomer, {}],
    ['POST', kitRoutes.createTransfer, {}],
    ['DELETE', kitRoutes.archiveAccount, { accountId: 'acc_1' }],
  ])('should send one on %s', async (_, route, params) => {
    const { config, keys } = setup([ok()]);
    await request(config, call(route, { params }));
    expect(keys()[0]).toMatch(/^pk_/);
  });

  it('should never send one on GET', async () => {
    const { config, keys } = setup([ok()]);
    await request(config, call(kitRoutes.getTask, { params: { taskId: 'tsk_1' } }));
    expect(keys()).toEqual([null]);
  });

  it('should send the same key on every retry of one intent', async () => {
    const { config, keys } = setup([
      new TypeError('offline'),
      problemResponse(503, { code: 'rail_temporarily_unavailable', retryable: true }),
      problemResponse(409, { code: 'idempotency_request_in_progress', retryable: true }),
      ok(),
    ]);
    const { meta } = await send(config, call(kitRoutes.createTransfer, { body: { quoteId: 'quo_1' } }));
    const sent = keys();
    expect(sent).toHaveLength(4);
    expect(new Set(sent).size).toBe(1);
    expect(meta).toMatchObject({ attempts: 4, idempotencyKey: sent[0] });
  });

  it('should send a different key for each intent', async () => {
    const { config, keys } = setup([ok(), ok()]);
    await request(config, call(kitRoutes.createTransfer, { body: { quoteId: 'quo_1' } }));
    await request(config, call(kitRoutes.createTransfer, { body: { quoteId: 'quo_1' } }));
    expect(keys()[0]).not.toBe(keys()[1]);
  });

  it('should use a caller key as is', async () => {
    const { config, keys } = setup([new TypeError('offline'), ok()]);
    await request(config, call(kitRoutes.createTransfer, { body: {}, idempotencyKey: 'checkout-7' }));
    expect(keys()).toEqual(['checkout-7', 'checkout-7']);
  });

  it('should put the key on the error so the caller can retry the same intent', async () => {
    const { config } = setup([problemResponse(400, { code: 'validation_error' })]);
    const error = await failure(request(config, call(kitRoutes.createTransfer, { body: {}, idempotencyKey: 'checkout-8' })));
    expect(error.idempotencyKey).toBe('checkout-8');
  });
});

describe('given a body', () => {
  it('should send JSON with its content type', async () => {
    const { config, fetch, headersOf } = setup([ok()]);
    await request(config, call(kitRoutes.createTransfer, { body: { quoteId: 'quo_1' } }));
    expect(headersOf(0).get('Content-Type')).toBe('application/json');
    expect(fetch.mock.calls[0]?.[1].body).toBe('{"quoteId":"quo_1"}');
  });

  it('should send a FormData as is and let fetch set the boundary', async () => {
    const { config, fetch, headersOf } = setup([ok()]);
    const form = new FormData();
    form.append('purpose', 'proof_of_address');
    await request(config, call(kitRoutes.uploadDocument, { body: form }));
    expect(fetch.mock.calls[0]?.[1].body).toBe(form);
    expect(headersOf(0).get('Content-Type')).toBeNull();
  });

  it('should refuse a body on a route that takes none, before any fetch', async () => {
    const { config, fetch } = setup([ok()]);
    await expect(request(config, call(kitRoutes.getCustomer, { body: { a: 1 } }))).rejects.toThrow(TypeError);
    await expect(request(config, call(kitRoutes.uploadDocument, { body: { file: 'x' } }))).rejects.toThrow(TypeError);
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('given a malformed call', () => {
  it('should refuse a malformed path parameter before any fetch', async () => {
    const { config, fetch } = setup([ok()]);
    await expect(request(config, call(kitRoutes.getTask, { params: { taskId: '../customers/cus_2' } }))).rejects.toThrow(TypeError);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('should refuse a query parameter outside the allowlist before any fetch', async () => {
    const { config, fetch } = setup([ok()]);
    await expect(request(config, call(kitRoutes.listTransfers, { query: { customerId: 'cus_2' } }))).rejects.toThrow(TypeError);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('should refuse a key on a read before any fetch', async () => {
    const { config, fetch } = setup([ok()]);
    await expect(request(config, call(kitRoutes.getCustomer, { idempotencyKey: 'k' }))).rejects.toThrow(TypeError);
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('given failures', () => {
  it('should map a rejected fetch to a network error after the retries', async () => {
    const cause = new TypeError('Failed to fetch');
    const { config, fetch } = setup([cause, cause, cause, cause]);
    const error = await failure(request(config, call(kitRoutes.getCustomer)));
    expect(error).toMatchObject({ kind: 'network', cause });
    expect(fetch).toHaveBeenCalledTimes(4);
  });

  it('should time out an attempt that takes too long', async () => {
    const { config } = setup([hangs], { maxAttempts: 1 }, 5);
    const error = await failure(request(config, call(kitRoutes.getCustomer)));
    expect(error.kind).toBe('timeout');
    expect(error.message).toBe('GET /customer timed out after 5 ms');
  });

  it('should not time out at once when the timeout is past what a timer honours', async () => {
    vi.useFakeTimers();
    try {
      /** Answers after a second, unless the attempt is aborted first (as a browser's fetch does). */
      const answersInASecond: Reply = (init) =>
        new Promise((resolve, reject) => {
          const timer = setTimeout(() => resolve(ok()), 1_000);
          init.signal?.addEventListener('abort', () => {
            clearTimeout(timer);
            reject(init.signal?.reason);
          });
        });
      const { config } = setup([answersInASecond], { maxAttempts: 1 }, 3_000_000_000);
      const pending = request(config, call(kitRoutes.getCustomer));
      await vi.advanceTimersByTimeAsync(1_000);
      await expect(pending).resolves.toEqual({ data: { id: 'x_1' } });
    } finally {
      vi.useRealTimers();
    }
  });

  it('should retry a timed-out attempt', async () => {
    const { config, fetch } = setup([hangs, ok()], {}, 5);
    await expect(request(config, call(kitRoutes.getCustomer))).resolves.toEqual({ data: { id: 'x_1' } });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('should tell the proxy, on every attempt, the time that attempt will wait for its answer', async () => {
    const { config, headersOf } = setup([hangs, problemResponse(504, { code: 'upstream_timeout', retryable: true }), ok()], {}, 40);
    await request(config, call(kitRoutes.createTransfer, { body: {} }));
    expect([0, 1, 2].map((index) => headersOf(index).get(REQUEST_TIMEOUT_HEADER))).toEqual(['40', '40', '40']);
  });

  it('should state a budget the proxy can read, whatever the timeout', async () => {
    const long = setup([ok()], {}, 10 ** 12);
    await request(long.config, call(kitRoutes.getCustomer));
    const fractional = setup([ok()], {}, 1500.7);
    await request(fractional.config, call(kitRoutes.getCustomer));
    expect(long.headersOf(0).get(REQUEST_TIMEOUT_HEADER)).toBe(String(MAX_REQUEST_TIMEOUT_MS));
    expect(fractional.headersOf(0).get(REQUEST_TIMEOUT_HEADER)).toBe('1500');
  });

  it('should not retry a validation error', async () => {
    const { config, fetch } = setup([problemResponse(422, { code: 'validation_error' }), ok()]);
    const error = await failure(request(config, call(kitRoutes.createTransfer, { body: {} })));
    expect(error).toMatchObject({ kind: 'problem', status: 422, code: 'validation_error' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('should not retry a malformed success, and say what was malformed', async () => {
    const { config, fetch } = setup([jsonResponse({ data: { id: 7 } }), ok()]);
    const error = await failure(request(config, call(kitRoutes.getCustomer)));
    expect(error.kind).toBe('unexpected');
    expect(error.message).toMatch(/^Malformed response from GET \/customer: data\.id: /);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('should return undefined for a 204 where that is allowed', async () => {
    const { config } = setup([new Response(null, { status: 204 })]);
    const result = request(config, call(kitRoutes.deleteDocument, { params: { documentId: 'doc_1' }, allowEmpty: true }));
    await expect(result).resolves.toBeUndefined();
  });
});

describe('given a Retry-After', () => {
  it('should wait the seconds the API asked for', async () => {
    const { config, sleep } = setup([problemResponse(429, { code: 'rate_limited' }, { 'Retry-After': '2' }), ok()]);
    await request(config, call(kitRoutes.getCustomer));
    expect(sleep).toHaveBeenCalledWith(2000, undefined);
  });

  it('should wait until the HTTP date the API gave', async () => {
    const { config, sleep } = setup([
      problemResponse(503, { code: 'internal_error' }, { 'Retry-After': 'Thu, 01 Jan 1970 00:00:03 GMT' }),
      ok(),
    ]);
    await request(config, call(kitRoutes.getCustomer));
    expect(sleep).toHaveBeenCalledWith(3000, undefined);
  });

  it('should cap the wait', async () => {
    const { config, sleep } = setup([problemResponse(503, { code: 'internal_error' }, { 'Retry-After': '600' }), ok()], {
      maxRetryAfterMs: 4000,
    });
    await request(config, call(kitRoutes.getCustomer));
    expect(sleep).toHaveBeenCalledWith(4000, undefined);
  });

  it('should not retry a rate limit that asks for longer than the cap, and keep its wait on the error', async () => {
    const { config, fetch, sleep } = setup([problemResponse(429, { code: 'rate_limited' }, { 'Retry-After': '600' }), ok()], {
      maxRetryAfterMs: 4000,
    });
    const error = await failure(request(config, call(kitRoutes.getCustomer)));
    expect(error).toMatchObject({ status: 429, code: 'rate_limited', retryAfterMs: 600_000 });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(sleep).not.toHaveBeenCalled();
  });

  it('should stop retrying at the deadline', async () => {
    const busy = () => problemResponse(503, { code: 'internal_error' }, { 'Retry-After': '10' });
    const { config, fetch } = setup([busy(), busy(), busy(), busy(), ok()], { maxAttempts: 10, deadlineMs: 25_000 });
    const error = await failure(request(config, call(kitRoutes.getCustomer)));
    expect(error.code).toBe('internal_error');
    expect(fetch).toHaveBeenCalledTimes(3);
  });
});

describe('given a payment refused by the rate limit', () => {
  it('should send one retry once Retry-After has passed, under the same key, and none after a second 429', async () => {
    vi.useFakeTimers();
    try {
      const limited = () => problemResponse(429, { code: 'rate_limited', retryable: true }, { 'Retry-After': '3' });
      const { config, fetch, keys } = setup([limited(), limited(), ok()]);
      const timed: TransportConfig = { ...config, sleep: realSleep, now: Date.now };
      const outcome = failure(request(timed, call(kitRoutes.createTransfer, { body: { quoteId: 'quo_1' } })));
      await vi.advanceTimersByTimeAsync(2_999);
      expect(fetch).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(fetch).toHaveBeenCalledTimes(2);
      await vi.advanceTimersByTimeAsync(60_000);
      expect(await outcome).toMatchObject({ status: 429, code: 'rate_limited', retryAfterMs: 3000 });
      expect(fetch).toHaveBeenCalledTimes(2);
      expect(new Set(keys()).size).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('given the caller aborts', () => {
  it('should rethrow the AbortError untouched and not retry', async () => {
    const { config, fetch } = setup([hangs, ok()]);
    const controller = new AbortController();
    const pending = request(config, call(kitRoutes.getCustomer, { signal: controller.signal }));
    controller.abort();
    await expect(pending).rejects.toBe(controller.signal.reason);
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('should not start when the signal is already aborted', async () => {
    const { config, fetch } = setup([ok()]);
    await expect(request(config, call(kitRoutes.getCustomer, { signal: AbortSignal.abort() }))).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('should stop between retries', async () => {
    const controller = new AbortController();
    const { config, fetch, sleep } = setup([new TypeError('offline'), ok()]);
    sleep.mockImplementationOnce(async () => controller.abort());
    const pending = request(config, call(kitRoutes.getCustomer, { signal: controller.signal }));
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe('given a replayed response', () => {
  it('should surface Idempotency-Replayed and the request id in the meta', async () => {
    const { config, onResponse } = setup([
      jsonResponse({ data: { id: 'tr_1' } }, 201, { 'Idempotency-Replayed': 'true', 'X-Request-Id': 'req_3' }),
    ]);
    const { meta } = await send(config, call(kitRoutes.createTransfer, { body: {}, idempotencyKey: 'checkout-9' }));
    expect(meta).toEqual({
      label: 'POST /transfers',
      status: 201,
      requestId: 'req_3',
      idempotencyKey: 'checkout-9',
      idempotencyReplayed: true,
      attempts: 1,
    });
    expect(onResponse).toHaveBeenCalledWith(meta);
  });

  it('should report a first response as not replayed', async () => {
    const { config } = setup([ok()]);
    const { meta } = await send(config, call(kitRoutes.createTransfer, { body: {} }));
    expect(meta.idempotencyReplayed).toBe(false);
  });
});
