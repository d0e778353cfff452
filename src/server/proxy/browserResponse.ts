/**
 * Responses to the browser, with headers built from scratch: only `Content-Type`,
 * `X-Request-Id`, `Idempotency-Replayed`, `Retry-After` and `Cache-Control: no-store`. No CORS
 * header, no cookie, nothing copied from upstream by name.
 */
import { problemBody, type ProxyProblemInit } from './proxyProblem.js';

/** The headers a browser response may carry besides the fixed ones. */
export interface BrowserHeaderValues {
  requestId: string;
  contentType?: 'application/json' | 'application/problem+json';
  idempotencyReplayed?: 'true' | 'false';
  retryAfter?: string;
}

/** The only headers the proxy ever sends to a browser. */
export const BROWSER_HEADER_NAMES = ['content-type', 'x-request-id', 'idempotency-replayed', 'retry-after', 'cache-control'] as const;

/**
 * Builds the browser headers from values, never from another `Headers` object. A plain record: a
 * server adapter writes it as it is, where a `Headers` it would iterate (sorted) first.
 */
export function browserHeaders(values: BrowserHeaderValues): Record<string, string> {
  const headers: Record<string, string> = { 'Cache-Control': 'no-store', 'X-Request-Id': values.requestId };
  if (values.contentType !== undefined) headers['Content-Type'] = values.contentType;
  if (values.idempotencyReplayed !== undefined) headers['Idempotency-Replayed'] = values.idempotencyReplayed;
  if (values.retryAfter !== undefined) headers['Retry-After'] = values.retryAfter;
  return headers;
}

/** A response with a JSON-ish body (or none) and only the allowed headers. */
export function browserResponse(status: number, body: BodyInit | null, values: BrowserHeaderValues): Response {
  const empty = body === null || status === 204 || status === 205 || status === 304;
  return new Response(empty ? null : body, {
    status,
    headers: browserHeaders(empty ? { ...values, contentType: undefined } : values),
  });
}

/** The `application/problem+json` response of a problem the proxy answers itself. */
export function problemResponse(init: ProxyProblemInit, requestId: string): Response {
  return browserResponse(init.status, JSON.stringify(problemBody(init, requestId)), {
    requestId,
    contentType: 'application/problem+json',
    retryAfter: init.retryAfterSeconds === undefined ? undefined : String(init.retryAfterSeconds),
  });
}
