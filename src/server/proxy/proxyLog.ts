/**
 * The proxy's one log entry per request, as an object for a structured logger (pino, OpenTelemetry)
 * and as a line for a plain one. It holds the method, the kit route, the status, the duration, the
 * request id, the last upstream status, the problem code and the failure's phase. Never the key,
 * the upstream host, a body, the raw path (which the browser controls) or the customer id.
 */
import type { KitRouteName } from '../../core/routes/index.js';
import type { ProxyErrorPhase } from './proxyFailure.js';
import type { ProxyProblemCode } from './proxyProblem.js';

/** One request, as the proxy logs it. */
export interface ProxyLogEntry {
  /** The request method, or `OTHER` for one that is not 1 to 10 capital letters. */
  method: string;
  /** The kit route name (`getTask`…), `events` for the event stream, or `null` when the request matched none. */
  route: KitRouteName | 'events' | null;
  /** The status the browser got. */
  status: number;
  /** Milliseconds from the request's arrival to its response (for the event stream: to the stream's start). */
  durationMs: number;
  /** The request id the browser got as `X-Request-Id`. */
  requestId: string;
  /** The status of the last upstream answer (the main call, or an ownership read that decided), `null` when the API was not called or did not answer. */
  upstreamStatus: number | null;
  /** The problem code the browser got, the proxy's own or the API's as passed on; `null` for a success. An open set. */
  code: ProxyProblemCode | (string & {}) | null;
  /** Where the failure behind a 5xx happened (as `onError` is told), `null` otherwise. */
  phase: ProxyErrorPhase | null;
}

const METHOD = /^[A-Z]{1,10}$/;

/** `method` when it is 1 to 10 capital letters, `OTHER` otherwise: a logged method never carries the browser's text. */
export function loggedMethod(method: string): string {
  return METHOD.test(method) ? method : 'OTHER';
}

/**
 * `entry` as one line, for a logger that takes strings:
 * `paykit-proxy method=GET route=getTask status=200 durationMs=12 requestId=req_… upstreamStatus=200`,
 * with `code=` and `phase=` after a problem, and `route=-` or `upstreamStatus=-` when there is none.
 *
 * @example
 * createPaykitProxy({ …, log: (entry) => console.log(formatProxyLogLine(entry)) });
 */
export function formatProxyLogLine(entry: ProxyLogEntry): string {
  const duration = Math.max(0, Math.round(entry.durationMs));
  const fields = [
    `method=${loggedMethod(entry.method)}`,
    `route=${entry.route ?? '-'}`,
    `status=${entry.status}`,
    `durationMs=${duration}`,
    `requestId=${entry.requestId}`,
    `upstreamStatus=${entry.upstreamStatus ?? '-'}`,
  ];
  if (entry.code !== null) fields.push(`code=${entry.code}`);
  if (entry.phase !== null) fields.push(`phase=${entry.phase}`);
  return `paykit-proxy ${fields.join(' ')}`;
}
