/**
 * The one request pipeline every client method goes through: URL and headers, a timeout per
 * attempt (told to the proxy in `Paykit-Timeout-Ms`), failure mapping to `PaykitError`, and
 * retries under one idempotency key per intent.
 */
import type * as z from 'zod/mini';
import { MAX_TIMER_MS } from '../maxTimerMs.js';
import { MAX_REQUEST_TIMEOUT_MS, REQUEST_TIMEOUT_HEADER, type KitRoute } from '../routes/index.js';
import { buildUrl, type QueryParams } from './buildUrl.js';
import { idempotencyKeyForIntent } from './idempotency.js';
import { PaykitError, isPaykitError } from './PaykitError.js';
import { pauseFor, pauseLeftMs, type RateLimitPause } from './rateLimitPause.js';
import { readResponse } from './readResponse.js';
import { decideRetry, type RetryPolicy } from './retryPolicy.js';
import type { Sleep } from './sleep.js';

/** The part of `fetch` the client uses. */
export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

/** What a caller can learn about the response that answered a call. */
export interface ResponseMeta {
  /** `METHOD /path/{template}` of the call. */
  readonly label: string;
  readonly status: number;
  /** The response's `X-Request-Id`, if any. */
  readonly requestId?: string;
  /** The key the call was sent with (effectful calls only). */
  readonly idempotencyKey?: string;
  /** True when the API replayed the original response of this key (`Idempotency-Replayed: true`). */
  readonly idempotencyReplayed: boolean;
  /** Attempts made, 1 when the first one succeeded. */
  readonly attempts: number;
}

/** Settings of the pipeline, shared by every call of one client. */
export interface TransportConfig {
  /** Base URL of the merchant's proxy, e.g. `/api/paykit`. */
  readonly baseUrl: string;
  readonly fetch: FetchLike;
  /**
   * Time one attempt may take, body included, before it fails with kind `timeout`. Each attempt
   * tells the proxy what is left of it (`Paykit-Timeout-Ms`), so the proxy answers first.
   */
  readonly timeoutMs: number;
  readonly retry: RetryPolicy;
  readonly sleep: Sleep;
  /** Current time in epoch milliseconds. */
  readonly now: () => number;
  /** Called with the meta of every successful call. */
  readonly onResponse?: (meta: ResponseMeta) => void;
  /** Shared by the client's calls: after a 429, its other reads (or writes) wait out `Retry-After`. */
  readonly pause?: RateLimitPause;
}

/** One call to a kit route. */
export interface TransportRequest<T> {
  readonly route: KitRoute;
  readonly params?: Readonly<Record<string, string>>;
  readonly query?: QueryParams;
  /** A JSON value for `json` routes, a `FormData` for `multipart` ones. */
  readonly body?: unknown;
  /** Schema of a successful body. */
  readonly schema: z.ZodMiniType<T>;
  /** Whether a 204 with no body is a success. @default false */
  readonly allowEmpty?: boolean;
  /** Cancels the call; the abort reason is rethrown as is and never retried. */
  readonly signal?: AbortSignal;
  /** The intent's key, kept by the caller; a fresh one is made when absent. */
  readonly idempotencyKey?: string;
  /** Called with the meta of this call on success, after `config.onResponse`. */
  readonly onResponse?: (meta: ResponseMeta) => void;
  /** Sends this call in place of `config.fetch`, e.g. one that reports upload progress. */
  readonly fetch?: FetchLike;
}

/** The data of a call with its {@link ResponseMeta}. */
export interface Sent<T> {
  readonly data: T | undefined;
  readonly meta: ResponseMeta;
}

function encodeBody(route: KitRoute, body: unknown): { body?: BodyInit; contentType?: string } {
  switch (route.body ?? 'none') {
    case 'json':
      return { body: JSON.stringify(body ?? {}), contentType: 'application/json' };
    case 'multipart':
      if (!(body instanceof FormData)) throw new TypeError(`${route.method} ${route.path} takes a FormData body`);
      // No Content-Type: fetch writes it with the multipart boundary.
      return { body };
    default:
      if (body !== undefined) throw new TypeError(`${route.method} ${route.path} takes no body`);
      return {};
  }
}

function headersFor(contentType: string | undefined, idempotencyKey: string | undefined): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json', 'Paykit-Request': '1' };
  if (contentType !== undefined) headers['Content-Type'] = contentType;
  if (idempotencyKey !== undefined) headers['Idempotency-Key'] = idempotencyKey;
  return headers;
}

function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The operation was aborted.', 'AbortError');
}

/** What one attempt may take, as the header states it: whole milliseconds within the header's bounds. */
function attemptBudgetMs(timeoutMs: number): number {
  return Math.min(MAX_REQUEST_TIMEOUT_MS, Math.max(1, Math.floor(timeoutMs)));
}

interface AttemptResult<T> {
  readonly data: T | undefined;
  readonly response: Response;
}

interface Attempt {
  readonly url: string;
  readonly init: RequestInit;
  /** The headers every attempt of the call sends; each adds its own remaining time. */
  readonly headers: Readonly<Record<string, string>>;
  readonly label: string;
  readonly idempotencyKey?: string;
}

async function attemptOnce<T>(config: TransportConfig, request: TransportRequest<T>, attempt: Attempt): Promise<AttemptResult<T>> {
  const { signal } = request;
  const controller = new AbortController();
  let timedOut = false;
  // A longer delay would fire after 1 ms and time out every attempt at once.
  const timer = setTimeout(
    () => {
      timedOut = true;
      controller.abort(new DOMException(`Timed out after ${config.timeoutMs} ms`, 'TimeoutError'));
    },
    Math.min(config.timeoutMs, MAX_TIMER_MS),
  );
  const onCallerAbort = () => controller.abort(signal?.reason);
  signal?.addEventListener('abort', onCallerAbort, { once: true });
  try {
    let response: Response;
    let text: string;
    try {
      // The attempt's whole budget is still ahead of it: its timer starts with the request.
      const headers = { ...attempt.headers, [REQUEST_TIMEOUT_HEADER]: String(attemptBudgetMs(config.timeoutMs)) };
      response = await (request.fetch ?? config.fetch)(attempt.url, { ...attempt.init, headers, signal: controller.signal });
      text = await response.text();
    } catch (cause) {
      if (signal?.aborted) throw abortReason(signal);
      const { idempotencyKey } = attempt;
      if (timedOut) {
        const message = `${attempt.label} timed out after ${config.timeoutMs} ms`;
        throw new PaykitError({ kind: 'timeout', message, idempotencyKey, cause });
      }
      const message = `${attempt.label} failed: the network request did not complete`;
      throw new PaykitError({ kind: 'network', message, idempotencyKey, cause });
    }
    const data = readResponse(response, text, {
      label: attempt.label,
      schema: request.schema,
      allowEmpty: request.allowEmpty,
      idempotencyKey: attempt.idempotencyKey,
      now: config.now(),
    });
    return { data, response };
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onCallerAbort);
  }
}

/**
 * Sends one call and returns its data with the response's meta. The URL, query and body are
 * checked before anything is sent; an effectful call carries one `Idempotency-Key` on every
 * attempt; failures are retried as `config.retry` decides.
 * @throws TypeError for a malformed path parameter, a refused query parameter or a wrong body.
 * @throws PaykitError when the call fails.
 * @throws the signal's abort reason (a DOMException `AbortError` by default) when the caller aborts.
 */
export async function send<T>(config: TransportConfig, request: TransportRequest<T>): Promise<Sent<T>> {
  const { route, signal } = request;
  const label = `${route.method} ${route.path}`;
  const url = buildUrl(config.baseUrl, route, request.params, request.query);
  const encoded = encodeBody(route, request.body);
  const idempotencyKey = idempotencyKeyForIntent(route.method, request.idempotencyKey);
  const headers = headersFor(encoded.contentType, idempotencyKey);
  const init: RequestInit = { method: route.method, body: encoded.body, credentials: 'same-origin' };
  const startedAt = config.now();
  let rateLimitedRetries = 0;

  for (let attempts = 1; ; attempts += 1) {
    if (signal?.aborted) throw abortReason(signal);
    const pausedMs = config.pause === undefined ? 0 : pauseLeftMs(config.pause, route.method, config.now(), config.retry.maxRetryAfterMs);
    if (pausedMs > 0) await config.sleep(pausedMs, signal);
    let outcome: AttemptResult<T>;
    try {
      outcome = await attemptOnce(config, request, { url, init, headers, label, idempotencyKey });
    } catch (error) {
      if (!isPaykitError(error)) throw error;
      if (error.status === 429 && error.retryAfterMs !== undefined && config.pause !== undefined) {
        pauseFor(config.pause, route.method, config.now(), error.retryAfterMs);
      }
      const decision = decideRetry(error, attempts, config.retry, config.now() - startedAt, rateLimitedRetries);
      if (!decision.retry) throw error;
      if (error.status === 429) rateLimitedRetries += 1;
      await config.sleep(decision.delayMs, signal);
      continue;
    }
    const { response } = outcome;
    const meta: ResponseMeta = {
      label,
      status: response.status,
      requestId: response.headers.get('X-Request-Id') ?? undefined,
      idempotencyKey,
      idempotencyReplayed: response.headers.get('Idempotency-Replayed')?.toLowerCase() === 'true',
      attempts,
    };
    config.onResponse?.(meta);
    request.onResponse?.(meta);
    return { data: outcome.data, meta };
  }
}

/** {@link send} without the meta: the data of the call. */
export async function request<T>(config: TransportConfig, call: TransportRequest<T>): Promise<T | undefined> {
  const { data } = await send(config, call);
  return data;
}
