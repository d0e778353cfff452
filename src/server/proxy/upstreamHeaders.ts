/**
 * Upstream headers, built from scratch: the key, the request id, `Accept`, and when they apply
 * `Content-Type` and the namespaced `Idempotency-Key`. Nothing of the browser's (cookies,
 * `Authorization`, its own `X-API-Key`, forwarding headers) is ever copied.
 */

/** What an upstream call sends besides the key. */
export interface UpstreamHeaderValues {
  requestId: string;
  contentType?: string;
  idempotencyKey?: string;
}

/**
 * The headers of one upstream call, as a plain record: fetch reads a record straight, where a
 * `Headers` it would iterate (sorted) into its own list.
 */
export function upstreamHeaders(apiKey: string, values: UpstreamHeaderValues): Record<string, string> {
  const headers: Record<string, string> = {
    'X-API-Key': apiKey,
    Accept: 'application/json',
    'X-Request-Id': values.requestId,
  };
  if (values.contentType !== undefined) headers['Content-Type'] = values.contentType;
  if (values.idempotencyKey !== undefined) headers['Idempotency-Key'] = values.idempotencyKey;
  return headers;
}
