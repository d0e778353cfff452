/**
 * The proxy's one log line per request: method, kit route name, status, duration and request id.
 * Nothing else: not the key, not the upstream host, not the customer, not the raw path (which the
 * browser controls).
 */

/** The fields of one log line. */
export interface ProxyLogEntry {
  method: string;
  /** The kit route name, `events`, or `-` when the request matched none. */
  route: string;
  status: number;
  durationMs: number;
  requestId: string;
}

const METHOD = /^[A-Z]{1,10}$/;

/** Formats `entry` as `paykit-proxy method=GET route=getTask status=200 durationMs=12 requestId=req_…`. */
export function formatLogLine(entry: ProxyLogEntry): string {
  const method = METHOD.test(entry.method) ? entry.method : 'OTHER';
  const duration = Math.max(0, Math.round(entry.durationMs));
  return `paykit-proxy method=${method} route=${entry.route} status=${entry.status} durationMs=${duration} requestId=${entry.requestId}`;
}
