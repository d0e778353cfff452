/**
 * What one request did, noted as it runs, for the log entry and `onError`: the kit route it
 * resolved to, the last upstream status, the problem code the browser got and the failure behind
 * a 5xx. It holds no key, no body and no customer id.
 */
import type { KitRouteName } from '../../core/routes/index.js';
import type { ProxyFailure } from './proxyFailure.js';

/** The notes of one request. */
export interface RequestTrace {
  /** The kit route, `events`, or `null` while (or when) the request matches none. */
  route: KitRouteName | 'events' | null;
  /** The status of the last upstream answer, `null` when the API was not called or did not answer. */
  upstreamStatus: number | null;
  /** The problem code the browser got (the proxy's own or the API's, as passed on); `null` for a success. */
  code: string | null;
  /** The failure behind a 5xx, `null` for anything else. */
  failure: ProxyFailure | null;
}

/** A fresh trace, for a request just arrived. */
export function createRequestTrace(): RequestTrace {
  return { route: null, upstreamStatus: null, code: null, failure: null };
}
