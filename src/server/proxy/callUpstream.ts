/**
 * One upstream call: redirects are never followed (the key must not travel to another host), the
 * call ends by its request's deadline and its body is bounded in size, and the browser going away
 * cancels it. The deadline is raced, not only signalled: a `fetch` that ignores its abort signal
 * cannot hold the browser past its budget, and its late answer is dropped with its body cancelled.
 * Failures become proxy problems whose text names neither the key nor the upstream host; the real
 * cause (the fetch error, the timeout) rides beside the problem for `onError`.
 */
import { timeoutError } from './proxyFailure.js';
import { ProxyProblem, clientClosedRequest, isProxyProblem, upstreamInvalidResponse } from './proxyProblem.js';
import { isCorrelationId } from './requestId.js';
import { readCapped } from '../../core/bytes/readCapped.js';
import { endedProblem, type RequestDeadline } from './requestDeadline.js';
import type { ProxyConfig } from './resolveProxyConfig.js';

/** Largest upstream response body the proxy reads. */
export const MAX_UPSTREAM_RESPONSE_BYTES = 8 * 1024 * 1024;

/** One upstream request. */
export interface UpstreamCall {
  method: string;
  url: string;
  headers: Record<string, string>;
  /** The body; a stream (an upload) is sent as it is read, with `duplex: 'half'`. */
  body?: Uint8Array | string | ReadableStream<Uint8Array>;
  /**
   * An upload's signal: its abort cancels the call too, and a {@link ProxyProblem} given as the
   * abort reason is the call's failure.
   */
  signal?: AbortSignal;
  /** The browser request's deadline, shared by every upstream call made for it: its signal also ends with the browser. */
  deadline: RequestDeadline;
}

/** The kind of body an upstream response declared. */
export type UpstreamBodyKind = 'json' | 'problem' | 'none' | 'other';

/** An upstream response, fully read, with the few headers the proxy may use. */
export interface UpstreamResult {
  status: number;
  kind: UpstreamBodyKind;
  bytes: Uint8Array;
  retryAfter?: string;
  idempotencyReplayed?: 'true' | 'false';
  correlationId?: string;
}

function kindOf(contentType: string | null, size: number): UpstreamBodyKind {
  if (size === 0) return 'none';
  const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase();
  if (type === 'application/json') return 'json';
  if (type === 'application/problem+json') return 'problem';
  return 'other';
}

const RETRY_AFTER = /^(?:\d{1,9}|[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT)$/;

function timeout(budgetMs: number): ProxyProblem {
  return new ProxyProblem(
    {
      status: 504,
      code: 'upstream_timeout',
      detail: `The payments API did not answer within ${budgetMs} ms.`,
      retryable: true,
    },
    { phase: 'upstream_request', cause: timeoutError('The payments API', budgetMs) },
  );
}

const REDIRECT_REFUSED = 'The payments API answered with a redirect, which the proxy never follows.';

/**
 * True for the failure of a fetch refusing a redirect under `redirect: 'error'`: undici's
 * `TypeError('fetch failed')` caused by "unexpected redirect". A fetch that rather answers the 3xx
 * is caught by its status.
 */
function isRefusedRedirect(error: unknown): boolean {
  return error instanceof TypeError && (error.cause as { message?: unknown } | undefined)?.message === 'unexpected redirect';
}

/** The problem of `call` failed with `error`: the upload's own, the browser gone, the deadline, a redirect, or the API out of reach. */
function failure(call: UpstreamCall, error: unknown): ProxyProblem {
  const { signal: upload, deadline } = call;
  if (upload?.aborted === true) return isProxyProblem(upload.reason) ? upload.reason : clientClosedRequest();
  if (deadline.signal.aborted) return endedProblem(deadline, () => timeout(deadline.budgetMs));
  if (isRefusedRedirect(error)) {
    return new ProxyProblem(
      { status: 502, code: 'upstream_invalid_response', detail: REDIRECT_REFUSED, retryable: false },
      { phase: 'upstream_response', cause: error },
    );
  }
  return new ProxyProblem(
    { status: 502, code: 'upstream_unavailable', detail: 'The payments API could not be reached.', retryable: true },
    { phase: 'upstream_request', cause: error },
  );
}

/**
 * What `work` gives, unless `signal` aborts first: then it rejects with the signal's reason at once,
 * and hands a result that comes later to `discard`. Its listener is gone once it settles.
 */
function unlessAborted<T>(work: Promise<T>, signal: AbortSignal, discard: (late: T) => void): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let isSettled = false;
    const onAbort = () => {
      isSettled = true;
      reject(signal.reason);
    };
    if (signal.aborted) onAbort();
    else signal.addEventListener('abort', onAbort, { once: true });
    work.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        if (isSettled) discard(value);
        else resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

const cancelBody = (response: Response) => void response.body?.cancel().catch(() => undefined);

/**
 * Sends `call` with `config.fetch` and reads the whole answer.
 * @throws ProxyProblem 502 `upstream_unavailable` or `upstream_invalid_response`, 504
 * `upstream_timeout`, 499 `client_closed_request`.
 */
export async function callUpstream(config: Pick<ProxyConfig, 'fetch'>, call: UpstreamCall): Promise<UpstreamResult> {
  const { deadline, signal: upload } = call;
  // A request whose budget is spent sends nothing more: the browser is told 504 at once.
  if (deadline.signal.aborted) throw endedProblem(deadline, () => timeout(deadline.budgetMs));
  // The request's own signal ends the call (deadline, browser gone); an upload's joins it.
  let signal = deadline.signal;
  let release = () => undefined;
  if (upload !== undefined) {
    const joined = new AbortController();
    const stop = () => joined.abort();
    for (const source of [deadline.signal, upload]) {
      if (source.aborted) stop();
      else source.addEventListener('abort', stop, { once: true });
    }
    release = () => {
      deadline.signal.removeEventListener('abort', stop);
      upload.removeEventListener('abort', stop);
    };
    signal = joined.signal;
  }
  try {
    let response: Response;
    let bytes: Uint8Array;
    try {
      // Nothing is sent for a browser that has already gone.
      signal.throwIfAborted();
      const isStream = call.body instanceof ReadableStream;
      const sent = config.fetch(call.url, {
        method: call.method,
        headers: call.headers,
        body: call.body as BodyInit | undefined,
        // A fetch that may see a redirect keeps a copy of the request to replay: undici clones it
        // and tees its body (for an upload, holding every byte sent). 'error' with no window is the
        // one mode that sends the request itself; on a JSON POST the copy was a tenth of the proxy's CPU.
        redirect: 'error',
        window: null,
        signal,
        ...(isStream ? { duplex: 'half' } : {}),
      } as RequestInit);
      response = await unlessAborted(sent, signal, cancelBody);
      if (response.type === 'opaqueredirect' || (response.status >= 300 && response.status < 400)) {
        cancelBody(response);
        throw upstreamInvalidResponse({ status: response.status, what: 'a redirect, which the proxy never follows' }, REDIRECT_REFUSED);
      }
      // On abort the signal cancels the body's reader (the late bytes are dropped with it), and the
      // race answers at once even from a body whose source ignores the cancel.
      const read = await unlessAborted(readCapped(response.body, MAX_UPSTREAM_RESPONSE_BYTES, signal), signal, () => undefined);
      if (read === undefined) {
        throw upstreamInvalidResponse(
          { status: response.status, what: `a body over ${MAX_UPSTREAM_RESPONSE_BYTES} bytes` },
          'The payments API answered with a body larger than the proxy accepts.',
        );
      }
      bytes = read;
      // An answer to a body that failed on the way (an upstream that answered a cut body) is not passed on.
      if (isProxyProblem(upload?.reason)) throw upload.reason;
    } catch (error) {
      if (error instanceof ProxyProblem) throw error;
      throw failure(call, error);
    }
    const retryAfter = response.headers.get('retry-after')?.trim();
    const replayed = response.headers.get('idempotency-replayed')?.trim().toLowerCase();
    const correlationId = response.headers.get('x-request-id') ?? undefined;
    return {
      status: response.status,
      kind: kindOf(response.headers.get('content-type'), bytes.byteLength),
      bytes,
      retryAfter: retryAfter !== undefined && RETRY_AFTER.test(retryAfter) ? retryAfter : undefined,
      idempotencyReplayed: replayed === 'true' || replayed === 'false' ? replayed : undefined,
      correlationId: isCorrelationId(correlationId) ? correlationId : undefined,
    };
  } finally {
    release();
  }
}
