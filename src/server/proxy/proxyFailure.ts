/**
 * The real cause of a 5xx the proxy answers, kept for the developer (`onError`) while the browser
 * gets only the safe problem. A failure names its phase: where in the request it happened.
 */
import type { KitRouteName } from '../../core/routes/index.js';

/**
 * Where in a request the proxy met the failure it answered with a 5xx problem:
 * - `session`: your `getCustomerId`, `peekCustomerId` or `getSessionId` threw, did not answer
 *   within the request's deadline (504 `session_timeout`) or answered something that is not an id;
 * - `upstream_request`: the payments API could not be reached or did not answer in time
 *   (`ECONNREFUSED`, DNS, TLS, a reset connection, the deadline: 502 `upstream_unavailable`, 504
 *   `upstream_timeout`);
 * - `upstream_response`: the API answered something the proxy will not pass on (not JSON, not the
 *   route's shape, a redirect, too large, a 401 or 403 to the key, a 5xx of its own);
 * - `store`: a shared store the proxy keeps state in (the rate limiters on Redis) did not answer
 *   (503 `rate_limit_unavailable`);
 * - `internal`: the proxy itself, or your event relay, failed.
 */
export type ProxyErrorPhase = 'session' | 'upstream_request' | 'upstream_response' | 'store' | 'internal';

/** A failure met while handling one request: where, and the error that says why. */
export interface ProxyFailure {
  phase: ProxyErrorPhase;
  /** The real cause, for the developer only: a fetch `TypeError` (its `cause` names `ECONNREFUSED`), a `TimeoutError`, your own error. */
  cause: unknown;
}

/** What `onError` is told beside the cause. */
export interface PaykitProxyErrorInfo {
  /** Where the failure happened. */
  phase: ProxyErrorPhase;
  /** The kit route (`getTask`…), `events` for the event stream, or `null` before a route was known. */
  route: KitRouteName | 'events' | null;
  /** The request id the browser got as `X-Request-Id` and `correlationId`: quote it to find the request. */
  requestId: string;
  /** The status the browser got. */
  status: number;
  /** The problem code the browser got (`upstream_unavailable`…, or the API's own code of a 5xx passed on; `null` when that had none). */
  code: string | null;
}

/**
 * An error that describes an upstream answer the proxy would not pass on, for `onError`: its
 * status and what was wrong with it, never its body (which could quote anything).
 */
export function upstreamAnswerError(status: number, reason: string): Error {
  return new Error(`The payments API answered ${status} with ${reason}.`);
}

/** A `TimeoutError` naming what did not answer within `budgetMs`. */
export function timeoutError(what: string, budgetMs: number): DOMException {
  return new DOMException(`${what} did not answer within the request's ${budgetMs} ms.`, 'TimeoutError');
}
